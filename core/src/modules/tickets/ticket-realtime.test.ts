import { realtimeRooms } from '@atendo/plugin-api'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  connected,
  openClient,
  settle,
  type TestClient,
  waitFor,
} from '../../kernel/realtime/realtime-test-kit.ts'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import { type ConversationSeed, conversationSeed } from './testing-seed.ts'

let testApp: TestApp
let sql: pg.Client
let seed: ConversationSeed
const clients: TestClient[] = []

const a = {} as {
  id: number
  sales: number
  support: number
  admin: ApiClient
  salesAgent: ApiClient
  supportAgent: ApiClient
}
let bId: number
let bAdmin: ApiClient

type Name = 'admin' | 'sales' | 'support' | 'otherCompany'
const sockets = {} as Record<Name, TestClient>

async function socketOf(api: ApiClient, companyId: number): Promise<TestClient> {
  const client = openClient(testApp.url, `/${companyId}`, { token: api.token })
  clients.push(client)
  await connected(client)
  return client
}

const ticketEvents = (client: TestClient, companyId: number) =>
  client.got(`company-${companyId}-ticket`).map((event) => event.payload as Record<string, unknown>)

/** Waits until every socket has handled what it was sent, so an absent event is truly absent. */
async function settleAll(): Promise<void> {
  const { realtime } = testApp.app.kernel
  await Promise.all([
    settle(sockets.admin, realtime, a.id),
    settle(sockets.sales, realtime, a.id),
    settle(sockets.support, realtime, a.id),
    settle(sockets.otherCompany, realtime, bId),
  ])
}

async function pendingTicket(queueId: number, contactName = 'Maria Silva') {
  const contactId = await seed.contact({ companyId: a.id, name: contactName })
  return seed.ticket({ companyId: a.id, contactId, status: 'pending', queueId })
}

beforeAll(async () => {
  testApp = await startTestApp()
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  seed = conversationSeed(sql)
  a.id = await seed.company()
  a.sales = await seed.queue({ companyId: a.id, name: 'Vendas' })
  a.support = await seed.queue({ companyId: a.id, name: 'Suporte' })
  const login = (account: { email: string; password: string }) => new ApiClient(testApp.url).login(account)
  a.admin = await login(await seed.user({ companyId: a.id, profile: 'admin' }))
  a.salesAgent = await login(await seed.user({ companyId: a.id, queueIds: [a.sales] }))
  a.supportAgent = await login(await seed.user({ companyId: a.id, queueIds: [a.support] }))
  bId = await seed.company()
  bAdmin = await login(await seed.user({ companyId: bId, profile: 'admin' }))

  sockets.admin = await socketOf(a.admin, a.id)
  sockets.sales = await socketOf(a.salesAgent, a.id)
  sockets.support = await socketOf(a.supportAgent, a.id)
  sockets.otherCompany = await socketOf(bAdmin, bId)
})

afterAll(async () => {
  for (const client of clients) client.socket.disconnect()
  await sql?.end()
  await testApp?.close()
})

beforeEach(() => {
  for (const client of clients) client.received.length = 0
})

describe('ticket events reach exactly the sockets allowed to see the ticket', () => {
  it('sends an update to admins and the queue’s attendants, not to other queues or companies', async () => {
    const ticket = await pendingTicket(a.sales)
    const tagId = await seed.tag({ companyId: a.id })
    expect((await a.admin.put(`/api/ticket-tags/${ticket.id}/${tagId}`)).status).toBe(200)

    await waitFor(
      () => ticketEvents(sockets.sales, a.id).length === 1 && ticketEvents(sockets.admin, a.id).length === 1,
    )
    expect(ticketEvents(sockets.sales, a.id)[0]).toMatchObject({
      action: 'update',
      ticket: { id: ticket.id },
    })
    await settleAll()
    expect(ticketEvents(sockets.support, a.id)).toEqual([])
    expect(sockets.otherCompany.received.filter((event) => event.event !== 'sync')).toEqual([])
  })

  it('moves a transferred ticket: the old queue hears a delete, the new one an update', async () => {
    const ticket = await pendingTicket(a.sales)
    const answer = await a.salesAgent.put(`/api/tickets/${ticket.id}`, {
      isTransfered: true,
      queueId: a.support,
    })
    expect(answer.status).toBe(200)
    await waitFor(
      () =>
        ticketEvents(sockets.sales, a.id).length === 1 &&
        ticketEvents(sockets.support, a.id).length === 1 &&
        ticketEvents(sockets.admin, a.id).length === 1,
    )
    expect(ticketEvents(sockets.sales, a.id)[0]).toEqual({ action: 'delete', ticketId: ticket.id })
    expect(ticketEvents(sockets.support, a.id)[0]).toMatchObject({
      action: 'update',
      ticket: { id: ticket.id, queueId: a.support, status: 'pending' },
    })
    expect(ticketEvents(sockets.admin, a.id)[0]).toMatchObject({ action: 'update' })
    await settleAll()
    expect(ticketEvents(sockets.otherCompany, bId)).toEqual([])
    expect(ticketEvents(sockets.otherCompany, a.id)).toEqual([])
  })

  it('follows an attendant’s new queues without a reconnection', async () => {
    const mover = await seed.user({ companyId: a.id, queueIds: [a.sales] })
    const socket = await socketOf(await new ApiClient(testApp.url).login(mover), a.id)
    const moved = await a.admin.put(`/api/users/${mover.id}`, { queueIds: [a.support] })
    expect(moved.status).toBe(200)

    const inSupport = await pendingTicket(a.support)
    const inSales = await pendingTicket(a.sales)
    const tagId = await seed.tag({ companyId: a.id })
    for (const ticket of [inSales, inSupport]) {
      expect((await a.admin.put(`/api/ticket-tags/${ticket.id}/${tagId}`)).status).toBe(200)
    }
    await waitFor(() => ticketEvents(socket, a.id).length >= 1)
    await settle(socket, testApp.app.kernel.realtime, a.id)
    expect(ticketEvents(socket, a.id).map((event) => (event.ticket as { id: number }).id)).toEqual([
      inSupport.id,
    ])
  })

  it('hides claimed tickets from attendants of the queue without allUserChat', async () => {
    const ticket = await pendingTicket(a.support)
    await a.supportAgent.put(`/api/tickets/${ticket.id}`, { status: 'open' })
    await waitFor(() => ticketEvents(sockets.support, a.id).length === 1)
    expect(ticketEvents(sockets.support, a.id)[0]).toMatchObject({
      action: 'update',
      ticket: { status: 'open', userId: expect.any(Number) },
    })
    sockets.support.received.length = 0
    // The admin takes it over: the support agent loses it.
    await a.admin.put(`/api/tickets/${ticket.id}`, { isTransfered: true, queueId: a.support, userId: null })
    await a.admin.put(`/api/tickets/${ticket.id}`, { status: 'open' })
    await waitFor(() => ticketEvents(sockets.support, a.id).length >= 2)
    expect(ticketEvents(sockets.support, a.id).at(-1)).toEqual({ action: 'delete', ticketId: ticket.id })
  })

  it('masks contact numbers for profile users when the company hides them', async () => {
    await seed.setting(a.id, 'lgpdHideNumber', 'enabled')
    try {
      const contactId = await seed.contact({
        companyId: a.id,
        name: 'Numero Oculto',
        number: '5511987654321',
      })
      const ticket = await seed.ticket({ companyId: a.id, contactId, status: 'pending', queueId: a.sales })
      await a.admin.put(`/api/tickets/${ticket.id}`, { amountUsedBotQueues: 1 })
      await waitFor(
        () =>
          ticketEvents(sockets.sales, a.id).length === 1 && ticketEvents(sockets.admin, a.id).length === 1,
      )
      const numberIn = (client: TestClient) =>
        (ticketEvents(client, a.id)[0]!.ticket as { contact: { number: string } }).contact.number
      expect(numberIn(sockets.sales)).toBe('55119******21')
      expect(numberIn(sockets.admin)).toBe('5511987654321')
      await settleAll()
      expect(ticketEvents(sockets.admin, a.id)).toHaveLength(1)
    } finally {
      await seed.setting(a.id, 'lgpdHideNumber', 'disabled')
    }
  })

  it('tells those who could see a deleted ticket', async () => {
    const ticket = await pendingTicket(a.sales)
    expect((await a.admin.delete(`/api/tickets/${ticket.id}`)).status).toBe(200)
    await waitFor(() => ticketEvents(sockets.sales, a.id).length === 1)
    expect(ticketEvents(sockets.sales, a.id)[0]).toEqual({ action: 'delete', ticketId: ticket.id })
    await settleAll()
    expect(ticketEvents(sockets.support, a.id)).toEqual([])
  })
})

describe('joinChatBox', () => {
  it('joins only tickets of the caller company that the caller may see', async () => {
    const salesTicket = await pendingTicket(a.sales)
    const supportTicket = await pendingTicket(a.support)
    const { realtime } = testApp.app.kernel
    const chatEvent = `company-${a.id}-appMessage`

    // The support agent asks for a ticket they may not see first, then for one of their own queue.
    sockets.support.socket.emit('joinChatBox', salesTicket.id)
    sockets.support.socket.emit('joinChatBox', supportTicket.id)
    sockets.sales.socket.emit('joinChatBox', salesTicket.id)
    sockets.otherCompany.socket.emit('joinChatBox', salesTicket.id)
    await waitFor(() => {
      realtime.toRoom(a.id, realtimeRooms.chatBox(supportTicket.id)).emit(chatEvent, 'support-room')
      realtime.toRoom(a.id, realtimeRooms.chatBox(salesTicket.id)).emit(chatEvent, 'sales-room')
      return (
        sockets.support.got(chatEvent).some((event) => event.payload === 'support-room') &&
        sockets.sales.got(chatEvent).some((event) => event.payload === 'sales-room')
      )
    })
    realtime.toRoom(bId, realtimeRooms.chatBox(salesTicket.id)).emit(`company-${bId}-appMessage`, 'b-room')
    await settleAll()
    expect(sockets.support.got(chatEvent).filter((event) => event.payload === 'sales-room')).toEqual([])
    expect(sockets.otherCompany.got(`company-${bId}-appMessage`)).toEqual([])
  })
})

describe('an open conversation follows the ticket’s visibility', () => {
  /** Emits into a ticket's room until `listener` hears it, so the room membership is settled. */
  async function hearsRoom(listener: TestClient, ticketId: number, payload: string) {
    const event = `company-${a.id}-appMessage`
    await waitFor(() => {
      testApp.app.kernel.realtime.toRoom(a.id, realtimeRooms.chatBox(ticketId)).emit(event, payload)
      return listener.got(event).some((received) => received.payload === payload)
    })
  }
  const heardInRoom = (client: TestClient, payload: string) =>
    client.got(`company-${a.id}-appMessage`).filter((event) => event.payload === payload)

  it('takes an attendant out of a pending ticket’s room when a colleague accepts it', async () => {
    const ticket = await pendingTicket(a.sales)
    const colleague = await new ApiClient(testApp.url).login(
      await seed.user({ companyId: a.id, queueIds: [a.sales] }),
    )
    const colleagueSocket = await socketOf(colleague, a.id)
    sockets.sales.socket.emit('joinChatBox', ticket.id)
    colleagueSocket.socket.emit('joinChatBox', ticket.id)
    await hearsRoom(sockets.sales, ticket.id, 'before-accept')
    await hearsRoom(colleagueSocket, ticket.id, 'before-accept')
    sockets.sales.received.length = 0

    expect((await colleague.put(`/api/tickets/${ticket.id}`, { status: 'open' })).status).toBe(200)
    await waitFor(() => ticketEvents(sockets.sales, a.id).length >= 1)
    // The delete arrives although the first attendant had the ticket's room open, and no update
    // with the accepted ticket reaches them.
    expect(ticketEvents(sockets.sales, a.id)).toEqual([{ action: 'delete', ticketId: ticket.id }])

    // The colleague who now owns it keeps the room; the first attendant no longer hears it.
    await hearsRoom(colleagueSocket, ticket.id, 'after-accept')
    await settle(sockets.sales, testApp.app.kernel.realtime, a.id)
    expect(heardInRoom(sockets.sales, 'after-accept')).toEqual([])
    expect(ticketEvents(sockets.sales, a.id)).toHaveLength(1)
  })

  it('keeps in the room those who still see the ticket (admins, allUserChat)', async () => {
    const ticket = await pendingTicket(a.sales)
    const watcher = await new ApiClient(testApp.url).login(
      await seed.user({ companyId: a.id, queueIds: [a.sales], switches: { allUserChat: true } }),
    )
    const watcherSocket = await socketOf(watcher, a.id)
    for (const client of [watcherSocket, sockets.admin]) client.socket.emit('joinChatBox', ticket.id)
    await hearsRoom(watcherSocket, ticket.id, 'watching')
    await hearsRoom(sockets.admin, ticket.id, 'watching')

    expect((await a.salesAgent.put(`/api/tickets/${ticket.id}`, { status: 'open' })).status).toBe(200)
    await hearsRoom(watcherSocket, ticket.id, 'still-watching')
    await hearsRoom(sockets.admin, ticket.id, 'still-watching')
    expect(ticketEvents(watcherSocket, a.id).map((event) => event.action)).toEqual(['update'])
  })

  it('takes a user out of a conversation their new rights hide, and tells them', async () => {
    const owner = await seed.user({ companyId: a.id, queueIds: [a.sales] })
    const contactId = await seed.contact({ companyId: a.id, name: 'Cliente Antigo' })
    const ticket = await seed.ticket({
      companyId: a.id,
      contactId,
      status: 'open',
      queueId: a.sales,
      userId: owner.id,
    })
    const supervisor = await seed.user({
      companyId: a.id,
      queueIds: [a.sales],
      switches: { allUserChat: true },
    })
    const supervisorSocket = await socketOf(await new ApiClient(testApp.url).login(supervisor), a.id)
    supervisorSocket.socket.emit('joinChatBox', ticket.id)
    await hearsRoom(supervisorSocket, ticket.id, 'supervising')

    const changed = await a.admin.put(`/api/users/${supervisor.id}`, { allUserChat: 'disabled' })
    expect(changed.status).toBe(200)
    await waitFor(() => ticketEvents(supervisorSocket, a.id).length >= 1)
    expect(ticketEvents(supervisorSocket, a.id)).toEqual([{ action: 'delete', ticketId: ticket.id }])
    testApp.app.kernel.realtime
      .toRoom(a.id, realtimeRooms.chatBox(ticket.id))
      .emit(`company-${a.id}-appMessage`, 'after-rights-change')
    await settle(supervisorSocket, testApp.app.kernel.realtime, a.id)
    expect(heardInRoom(supervisorSocket, 'after-rights-change')).toEqual([])

    // Joining again is refused with the new rights, although the socket's handshake had the old
    // ones; a waiting ticket of the same queue is still joined.
    const waiting = await pendingTicket(a.sales)
    supervisorSocket.socket.emit('joinChatBox', ticket.id)
    supervisorSocket.socket.emit('joinChatBox', waiting.id)
    await hearsRoom(supervisorSocket, waiting.id, 'waiting-room')
    testApp.app.kernel.realtime
      .toRoom(a.id, realtimeRooms.chatBox(ticket.id))
      .emit(`company-${a.id}-appMessage`, 'after-rejoin')
    await settle(supervisorSocket, testApp.app.kernel.realtime, a.id)
    expect(heardInRoom(supervisorSocket, 'after-rejoin')).toEqual([])
  })
})
