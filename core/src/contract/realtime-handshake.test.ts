import { realtimeRooms } from '@atendo/plugin-api'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  createCompany,
  createUser,
  startTestApp,
  type TestApp,
  type TestUser,
  testChannel,
  waitFor,
} from '../testing/index.ts'

/**
 * issue 14, item 5: the socket handshake of inbox.md §7 as a client of the family makes it,
 * browser-free: the company namespace with the `userId` query (and the token), rooms joined before
 * and after authenticating, a reconnection with a refreshed token, and the events the spec names,
 * with the payload fields its screens read.
 */
const channel = testChannel()
let testApp: TestApp
let companyId: number
let owner: TestUser
let admin: ApiClient
const sockets: Socket[] = []

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin, 'announcements'] })
  companyId = await createCompany(testApp, { name: 'Tempo Real' })
  owner = await createUser(testApp, { companyId, profile: 'admin' })
  admin = await new ApiClient(testApp.url).login(owner)
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect()
})
afterAll(() => testApp?.close())

interface FamilySocket {
  socket: Socket
  // biome-ignore lint/suspicious/noExplicitAny: tests read event payloads freely
  heard: { event: string; payload: any }[]
  /** Resolves at each `ready` the server sends after (re)connecting. */
  readies: number
  errors: string[]
  disconnects: string[]
}

/** Connects as the family's socket managers do: `/{companyId}`, query userId and token, websocket. */
function familySocket(user: { id: number }, token: string, options: { autoConnect?: boolean } = {}) {
  const socket = connectSocket(`${testApp.url}/${companyId}`, {
    transports: ['websocket'],
    query: { userId: String(user.id), token },
    reconnectionDelay: 100,
    forceNew: true,
    autoConnect: options.autoConnect ?? true,
  })
  sockets.push(socket)
  const state: FamilySocket = { socket, heard: [], readies: 0, errors: [], disconnects: [] }
  socket.onAny((event: string, payload: unknown) => void state.heard.push({ event, payload }))
  socket.on('ready', () => {
    state.readies += 1
  })
  socket.on('connect_error', (error) => void state.errors.push(error.message))
  socket.on('disconnect', (reason) => void state.disconnects.push(reason))
  return state
}

const heardOf = (state: FamilySocket, event: string, action?: string) =>
  state.heard.filter((entry) => entry.event === event && (!action || entry.payload?.action === action))

/** The user ids of the sockets the server has in one room (read through the realtime server). */
async function usersInRoom(room: string): Promise<number[]> {
  const users: number[] = []
  await testApp.app.kernel.realtime.evictFromRooms(companyId, {
    within: [room],
    rechecks: (candidate) => candidate === room,
    mayStay: async (caller) => {
      users.push(caller.userId)
      return true
    },
  })
  return users
}

async function ticketOfNewCustomer(name: string) {
  const customer = await channel.customer(testApp, { companyId, name })
  await customer.says(`Olá, aqui é ${name}`)
  let ticket: { id: number; uuid: string } | undefined
  await waitFor(async () => {
    const list = await admin.get(`/api/tickets?status=pending&searchParam=${encodeURIComponent(name)}`)
    ticket = list.body.tickets?.[0]
    return ticket !== undefined
  })
  return { customer, ticket: ticket! }
}

describe('the handshake', () => {
  it('connects to the company namespace with the userId query, and joins rooms asked before authenticating', async () => {
    const { ticket } = await ticketOfNewCustomer('Antes Conectar')
    const state = familySocket({ id: owner.id }, admin.token!, { autoConnect: false })
    // The family's clients emit their joins as soon as the socket exists, before it is connected:
    // socket.io buffers them, and the server must apply them once the handshake is accepted.
    state.socket.emit('joinNotification')
    state.socket.emit('joinTickets', 'pending')
    state.socket.emit('joinChatBox', String(ticket.id))
    state.socket.connect()
    await waitFor(() => state.readies === 1)
    await waitFor(async () => (await usersInRoom(realtimeRooms.chatBox(ticket.id))).includes(owner.id))
    expect(await usersInRoom(realtimeRooms.notification)).toContain(owner.id)
    expect(await usersInRoom(realtimeRooms.ticketStatus('pending'))).toContain(owner.id)

    // After authenticating: joins and leaves take effect too.
    state.socket.emit('joinTickets', 'open')
    state.socket.emit('joinChatBoxLeave', ticket.id)
    await waitFor(async () => (await usersInRoom(realtimeRooms.ticketStatus('open'))).includes(owner.id))
    await waitFor(async () => !(await usersInRoom(realtimeRooms.chatBox(ticket.id))).includes(owner.id))
    state.socket.emit('userStatus')
    expect(state.errors).toEqual([])
  })

  it('refuses a socket without a token, in another company, or naming another user', async () => {
    const noToken = connectSocket(`${testApp.url}/${companyId}`, {
      transports: ['websocket'],
      query: { userId: String(owner.id) },
      reconnection: false,
      forceNew: true,
    })
    sockets.push(noToken)
    const otherCompany = familySocket({ id: owner.id }, admin.token!)
    otherCompany.socket.disconnect()
    const wrongNamespace = connectSocket(`${testApp.url}/1`, {
      transports: ['websocket'],
      query: { token: admin.token! },
      reconnection: false,
      forceNew: true,
    })
    sockets.push(wrongNamespace)
    const impostor = familySocket({ id: owner.id + 1000 }, admin.token!)
    const refusal = (socket: Socket) =>
      new Promise<string>((resolve) => socket.once('connect_error', (error) => resolve(error.message)))
    expect(await refusal(noToken)).toBe('ERR_UNAUTHENTICATED')
    expect(await refusal(wrongNamespace)).toBe('ERR_NO_PERMISSION')
    await waitFor(() => impostor.errors.length > 0)
    expect(impostor.errors[0]).toBe('ERR_NO_PERMISSION')
    // "undefined" (a client that had no user yet) is not a claim.
    const undecided = connectSocket(`${testApp.url}/${companyId}`, {
      transports: ['websocket'],
      query: { userId: 'undefined', token: admin.token! },
      forceNew: true,
    })
    sockets.push(undecided)
    await new Promise<void>((resolve) => undecided.once('ready', () => resolve()))
  })

  it('reconnects with a refreshed token and gets ready again, so the client rejoins its rooms', async () => {
    const agentUser = await createUser(testApp, { companyId, profile: 'admin' })
    const agent = await new ApiClient(testApp.url).login(agentUser)
    const state = familySocket(agentUser, agent.token!)
    await waitFor(() => state.readies === 1)
    state.socket.emit('joinNotification')

    // As Ticketz does on reconnect_attempt: put the current token in the query.
    const refreshed = await agent.post('/api/auth/refresh_token')
    expect(refreshed.status).toBe(200)
    agent.token = refreshed.body.token
    state.socket.io.on('reconnect_attempt', () => {
      ;(state.socket.io.opts.query as Record<string, string>).token = agent.token!
    })
    // The connection drops (a proxy, a deploy): the client reconnects on its own.
    state.socket.io.engine.close()
    await waitFor(() => state.readies === 2)
    expect(state.disconnects).toHaveLength(1)
    state.socket.emit('joinNotification')
    await waitFor(async () => (await usersInRoom(realtimeRooms.notification)).includes(agentUser.id))

    // A stale token on a reconnection is refused with a code the client can act on; connecting
    // again with a fresh one works.
    ;(state.socket.io.opts.query as Record<string, string>).token = 'not-a-token'
    state.socket.io.off('reconnect_attempt')
    state.socket.io.engine.close()
    await waitFor(() => state.errors.includes('ERR_INVALID_TOKEN'))
    ;(state.socket.io.opts.query as Record<string, string>).token = agent.token!
    state.socket.connect()
    await waitFor(() => state.readies === 3)
  })

  it('tells the sockets of a session ended by another login who it was for, then disconnects them', async () => {
    const twiceUser = await createUser(testApp, { companyId })
    const first = await new ApiClient(testApp.url).login(twiceUser)
    const state = familySocket(twiceUser, first.token!)
    await waitFor(() => state.readies === 1)
    await new ApiClient(testApp.url).login(twiceUser)
    await waitFor(() => state.disconnects.length > 0)
    expect(heardOf(state, `company-${companyId}-auth`)[0]?.payload).toEqual({
      action: 'logout',
      message: 'Sua conta foi acessada em outro computador.',
      reason: 'replaced',
      user: { id: twiceUser.id },
    })
    expect(state.disconnects).toEqual(['io server disconnect'])
  })
})

describe("the family's root namespace (Ticketz connects to `/` with ?token=)", () => {
  /** Connects as Ticketz's socket manager does: the root namespace, the token in the query. */
  function rootSocket(token: string) {
    const socket = connectSocket(testApp.url, {
      transports: ['websocket'],
      query: { token },
      reconnectionDelay: 100,
      forceNew: true,
    })
    sockets.push(socket)
    const state: FamilySocket = { socket, heard: [], readies: 0, errors: [], disconnects: [] }
    socket.onAny((event: string, payload: unknown) => void state.heard.push({ event, payload }))
    socket.on('ready', () => {
      state.readies += 1
    })
    socket.on('connect_error', (error) => void state.errors.push(error.message))
    socket.on('disconnect', (reason) => void state.disconnects.push(reason))
    return state
  }

  it('authenticates the token, joins rooms, and hears only its own company', async () => {
    const rootUser = await createUser(testApp, { companyId, profile: 'admin' })
    const rootClient = await new ApiClient(testApp.url).login(rootUser)
    const ours = rootSocket(rootClient.token!)
    await waitFor(() => ours.readies === 1)
    expect(ours.heard.find((entry) => entry.event === 'ready')?.payload).toEqual({
      userId: rootUser.id,
      companyId,
    })
    ours.socket.emit('joinNotification')
    ours.socket.emit('joinTickets', 'pending')
    await waitFor(async () => (await usersInRoom(realtimeRooms.notification)).includes(rootUser.id))

    // Another company's admin on the same (shared) root namespace.
    const otherCompany = await createCompany(testApp, { name: 'Vizinha Raiz' })
    const neighbour = await new ApiClient(testApp.url).login(
      await createUser(testApp, { companyId: otherCompany, profile: 'admin' }),
    )
    const theirs = rootSocket(neighbour.token!)
    await waitFor(() => theirs.readies === 1)
    theirs.socket.emit('joinNotification')
    theirs.socket.emit('joinTickets', 'pending')

    const { ticket } = await ticketOfNewCustomer('Cliente Raiz')
    await waitFor(() => heardOf(ours, `company-${companyId}-ticket`).length > 0)
    ours.socket.emit('joinChatBox', String(ticket.id))
    await waitFor(async () => (await usersInRoom(realtimeRooms.chatBox(ticket.id))).includes(rootUser.id))
    await waitFor(() => heardOf(ours, `company-${companyId}-appMessage`).length > 0)
    // Nothing of this company reached the other company's socket, whatever rooms it joined.
    expect(theirs.heard.filter((entry) => entry.event.startsWith(`company-${companyId}-`))).toEqual([])
    // A room name of the other company's does not reach ours either.
    testApp.app.kernel.realtime.toRoom(otherCompany, realtimeRooms.notification).emit('company-x-probe', {})
    testApp.app.kernel.realtime.toCompany(companyId).emit('company-y-probe', {})
    await waitFor(() => heardOf(ours, 'company-y-probe').length === 1)
    expect(heardOf(ours, 'company-x-probe')).toEqual([])
    expect(heardOf(theirs, 'company-x-probe')).toHaveLength(1)
    expect(heardOf(theirs, 'company-y-probe')).toEqual([])
    expect(ours.errors).toEqual([])
  })

  it('refuses a missing, bad or impostor handshake, and ends the session there too', async () => {
    const noToken = connectSocket(testApp.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    })
    sockets.push(noToken)
    const bad = rootSocket('not-a-token')
    const refusal = (socket: Socket) =>
      new Promise<string>((resolve) => socket.once('connect_error', (error) => resolve(error.message)))
    expect(await refusal(noToken)).toBe('ERR_UNAUTHENTICATED')
    await waitFor(() => bad.errors.includes('ERR_INVALID_TOKEN'))
    const twiceUser = await createUser(testApp, { companyId })
    const first = await new ApiClient(testApp.url).login(twiceUser)
    const impostor = connectSocket(testApp.url, {
      transports: ['websocket'],
      query: { token: first.token!, userId: String(twiceUser.id + 1000) },
      reconnection: false,
      forceNew: true,
    })
    sockets.push(impostor)
    expect(await refusal(impostor)).toBe('ERR_NO_PERMISSION')

    const state = rootSocket(first.token!)
    await waitFor(() => state.readies === 1)
    await new ApiClient(testApp.url).login(twiceUser)
    await waitFor(() => state.disconnects.length > 0)
    expect(heardOf(state, `company-${companyId}-auth`)[0]?.payload).toMatchObject({
      action: 'logout',
      reason: 'replaced',
      user: { id: twiceUser.id },
    })
    expect(state.disconnects).toEqual(['io server disconnect'])
  })
})

describe('the events the spec names, with the fields its screens read', () => {
  it('company-{id}-ticket and -appMessage (create, update) as a customer writes and an attendant answers', async () => {
    const state = familySocket({ id: owner.id }, admin.token!)
    await waitFor(() => state.readies === 1)
    const { ticket } = await ticketOfNewCustomer('Cliente Eventos')
    const ticketEvent = `company-${companyId}-ticket`
    const messageEvent = `company-${companyId}-appMessage`
    await waitFor(() => heardOf(state, messageEvent, 'create').length > 0)
    const created = heardOf(state, messageEvent, 'create')[0]!.payload
    expect(created).toMatchObject({
      action: 'create',
      message: {
        id: expect.any(Number),
        body: 'Olá, aqui é Cliente Eventos',
        fromMe: false,
        ticketId: ticket.id,
      },
      ticket: { id: ticket.id, uuid: ticket.uuid, status: 'pending' },
      contact: { name: 'Cliente Eventos' },
    })
    for (const field of ['mediaType', 'mediaUrl', 'createdAt', 'ack', 'isDeleted', 'quotedMsg'])
      expect(created.message, field).toHaveProperty(field)
    const updated = heardOf(state, ticketEvent, 'update').find(
      (entry) => entry.payload.ticket.id === ticket.id,
    )
    expect(updated?.payload.ticket).toMatchObject({
      id: ticket.id,
      uuid: ticket.uuid,
      status: 'pending',
      contact: { name: 'Cliente Eventos' },
      unreadMessages: expect.any(Number),
      lastMessage: 'Olá, aqui é Cliente Eventos',
    })
    for (const field of ['queue', 'user', 'tags', 'whatsapp', 'updatedAt', 'channel'])
      expect(updated?.payload.ticket, field).toHaveProperty(field)

    // The attendant accepts and answers, then deletes the answer.
    const queue = await admin.post('/api/queue', { name: 'Atendimento', color: '#336699' })
    const accepted = await admin.put(`/api/tickets/${ticket.id}`, {
      status: 'open',
      userId: owner.id,
      queueId: queue.body.id,
    })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    await waitFor(() =>
      heardOf(state, ticketEvent, 'update').some((entry) => entry.payload.ticket.status === 'open'),
    )
    const sent = await admin.post(`/api/messages/${ticket.id}`, { body: 'Bom dia!' })
    expect(sent.status).toBeLessThan(300)
    await waitFor(() =>
      heardOf(state, messageEvent, 'create').some((entry) => entry.payload.message.body === 'Bom dia!'),
    )
    const own = heardOf(state, messageEvent, 'create').find(
      (entry) => entry.payload.message.body === 'Bom dia!',
    )!
    expect(own.payload.message).toMatchObject({ fromMe: true, ticketId: ticket.id })
    const messageId = own.payload.message.id
    // Editing needs a channel that edits sent messages (the test channel does not); deleting is
    // heard as an update with isDeleted, as the family's message lists read it.
    expect((await admin.delete(`/api/messages/${messageId}`)).status).toBe(200)
    await waitFor(() =>
      heardOf(state, messageEvent, 'update').some(
        (entry) => entry.payload.message.id === messageId && entry.payload.message.isDeleted,
      ),
    )
  })

  it('company-{id}-contact, -user, -whatsapp and company-announcement carry their records', async () => {
    const state = familySocket({ id: owner.id }, admin.token!)
    await waitFor(() => state.readies === 1)

    const contact = await admin.post('/api/contacts', { name: 'Contato Vivo', number: '5511912345678' })
    expect(contact.status).toBeLessThan(300)
    await admin.put(`/api/contacts/${contact.body.id}`, { name: 'Contato Renomeado' })
    await waitFor(() =>
      heardOf(state, `company-${companyId}-contact`, 'update').some(
        (entry) => entry.payload.contact.name === 'Contato Renomeado',
      ),
    )
    await admin.delete(`/api/contacts/${contact.body.id}`)
    await waitFor(() =>
      heardOf(state, `company-${companyId}-contact`, 'delete').some(
        (entry) => entry.payload.contactId === contact.body.id,
      ),
    )

    const user = await admin.post('/api/users', {
      name: 'Usuária Viva',
      email: `viva-${companyId}@example.test`,
      password: 'Viva-Pass-1',
    })
    await waitFor(() =>
      heardOf(state, `company-${companyId}-user`, 'create').some(
        (entry) => entry.payload.user.id === user.body.id,
      ),
    )
    const userEvent = heardOf(state, `company-${companyId}-user`, 'create').at(-1)!.payload.user
    expect(userEvent).toMatchObject({ name: 'Usuária Viva', queues: [], profile: 'user' })
    expect(userEvent).not.toHaveProperty('passwordHash')
    await admin.delete(`/api/users/${user.body.id}`)
    await waitFor(() =>
      heardOf(state, `company-${companyId}-user`, 'delete').some(
        (entry) => entry.payload.userId === user.body.id,
      ),
    )

    const connection = await admin.post('/api/whatsapp', { name: 'Canal Vivo', provider: 'test-channel' })
    expect(connection.status).toBeLessThan(300)
    await waitFor(() =>
      heardOf(state, `company-${companyId}-whatsapp`).some(
        (entry) => entry.payload.whatsapp?.id === connection.body.id,
      ),
    )
    const whatsapp = heardOf(state, `company-${companyId}-whatsapp`).find(
      (entry) => entry.payload.whatsapp?.id === connection.body.id,
    )!.payload.whatsapp
    expect(whatsapp).toMatchObject({
      name: 'Canal Vivo',
      status: expect.any(String),
      isDefault: expect.any(Boolean),
    })
    await waitFor(() =>
      heardOf(state, `company-${companyId}-whatsappSession`, 'update').some(
        (entry) => entry.payload.session.id === connection.body.id,
      ),
    )
    await admin.delete(`/api/whatsapp/${connection.body.id}`)
    await waitFor(() =>
      heardOf(state, `company-${companyId}-whatsapp`, 'delete').some(
        (entry) => entry.payload.whatsappId === connection.body.id,
      ),
    )

    const superAdmin = await new ApiClient(testApp.url).login({
      email: 'admin@atendo.test',
      password: 'Admin-Pass-123',
    })
    const announcement = await superAdmin.post('/api/announcements', {
      title: 'Manutenção',
      text: 'Sábado às 22h',
      priority: 1,
      status: true,
    })
    expect(announcement.status).toBeLessThan(300)
    await waitFor(() =>
      heardOf(state, 'company-announcement', 'create').some(
        (entry) => entry.payload.record.id === announcement.body.id,
      ),
    )
    expect(heardOf(state, 'company-announcement', 'create').at(-1)!.payload.record).toMatchObject({
      title: 'Manutenção',
      text: 'Sábado às 22h',
      priority: 1,
    })
  })
})
