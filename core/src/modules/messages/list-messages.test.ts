import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '../../testing/index.ts'
import { type ConversationSeed, conversationSeed } from '../tickets/testing-seed.ts'
import { type EventLog, fakeChannel, fakeProviderId, openSocket } from './message-test-kit.ts'

const channel = fakeChannel()

let testApp: TestApp
let sql: pg.Client
let seed: ConversationSeed
let admin: ApiClient
let socket: EventLog
let connection: number
const b = {} as {
  company: number
  admin: ApiClient
  ticket: { id: number; uuid: string }
  connection: number
}

/** Inserts messages on a ticket, the first `minutesAgo` minutes back and one minute apart. */
async function insertMessages(
  companyId: number,
  ticketId: number,
  count: number,
  options: {
    fromMe?: boolean
    queueId?: number | null
    at?: string
    connectionId?: number
    prefix?: string
  } = {},
): Promise<number[]> {
  const ids: number[] = []
  for (let index = 0; index < count; index += 1) {
    const { rows } = await sql.query(
      `insert into messages (company_id, ticket_id, connection_id, external_id, body, from_me, queue_id, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, coalesce($8::timestamptz, now() - make_interval(mins => $9)), now())
       returning id`,
      [
        companyId,
        ticketId,
        options.connectionId ?? null,
        options.connectionId ? `${options.prefix ?? 'in'}-${ticketId}-${index}` : null,
        `${options.prefix ?? 'mensagem'} ${index + 1}`,
        options.fromMe ?? false,
        options.queueId ?? null,
        options.at ?? null,
        count - index,
      ],
    )
    ids.push(Number(rows[0].id))
  }
  return ids
}

async function newTicket(companyId = 1, extra: Partial<Parameters<ConversationSeed['ticket']>[0]> = {}) {
  const contact = await seed.contact({ companyId })
  return seed.ticket({
    companyId,
    contactId: contact,
    connectionId: connection,
    status: 'open',
    userId: 1,
    ...extra,
  })
}

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin] })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  seed = conversationSeed(sql)
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  connection = await seed.connection({ companyId: 1, provider: fakeProviderId, isDefault: true })

  b.company = await seed.company()
  b.admin = await new ApiClient(testApp.url).login(
    await seed.user({ companyId: b.company, profile: 'admin' }),
  )
  b.connection = await seed.connection({ companyId: b.company, provider: fakeProviderId })
  const bContact = await seed.contact({ companyId: b.company })
  b.ticket = await seed.ticket({
    companyId: b.company,
    contactId: bContact,
    connectionId: b.connection,
    status: 'open',
    unreadMessages: 2,
  })
  await insertMessages(b.company, b.ticket.id, 2, { connectionId: b.connection, prefix: 'b' })

  socket = await openSocket(testApp.url, 1, admin.token!)
})

afterAll(async () => {
  socket?.socket.disconnect()
  await sql?.end()
  await testApp?.close()
})

beforeEach(() => channel.reset())

describe('GET /messages/:ticketUuid', () => {
  it('pages 20 messages at a time, newest page first and oldest first within a page', async () => {
    const ticket = await newTicket()
    const ids = await insertMessages(1, ticket.id, 25)

    const first = await admin.get(`/api/messages/${ticket.uuid}`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      count: 25,
      hasMore: true,
      ticket: { id: ticket.id, uuid: ticket.uuid },
    })
    expect(first.body.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(5))

    const second = await admin.get(`/api/messages/${ticket.uuid}?pageNumber=2`)
    expect(second.body).toMatchObject({ count: 25, hasMore: false })
    expect(second.body.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(0, 5))

    // Older clients pass the numeric id.
    const byId = await admin.get(`/api/messages/${ticket.id}?pageNumber=2`)
    expect(byId.body.messages).toHaveLength(5)
  })

  it('limits to the selected queues, keeping messages without a queue', async () => {
    const sales = await seed.queue({ companyId: 1 })
    const support = await seed.queue({ companyId: 1 })
    const ticket = await newTicket()
    const [inSales] = await insertMessages(1, ticket.id, 1, { queueId: sales })
    await insertMessages(1, ticket.id, 1, { queueId: support })
    const [withoutQueue] = await insertMessages(1, ticket.id, 1)
    const answer = await admin.get(
      `/api/messages/${ticket.uuid}?selectedQueues=${encodeURIComponent(`[${sales}]`)}`,
    )
    expect(answer.body.messages.map((m: { id: number }) => m.id).sort()).toEqual(
      [inSales, withoutQueue].sort(),
    )
    expect((await admin.get(`/api/messages/${ticket.uuid}?selectedQueues=abc`)).status).toBe(400)
  })

  it('marks the ticket read without moving it in the lists, and sends read receipts for the unread messages', async () => {
    const updatedAt = new Date(Date.now() - 3_600_000)
    const ticket = await newTicket(1, { unreadMessages: 2, updatedAt })
    const ids = await insertMessages(1, ticket.id, 3, { connectionId: connection })
    await admin.get(`/api/messages/${ticket.uuid}`)

    const { rows } = await sql.query('select unread_messages, updated_at from tickets where id = $1', [
      ticket.id,
    ])
    expect(rows[0].unread_messages).toBe(0)
    expect(rows[0].updated_at.getTime()).toBe(updatedAt.getTime())
    await socket.next('company-1-ticket', (payload) => {
      const changed = payload.ticket as { id: number; unreadMessages: number }
      return changed.id === ticket.id && changed.unreadMessages === 0
    })
    await waitFor(() => channel.reads.length === 1)
    expect(channel.reads[0]!.externalIds.sort()).toEqual([`in-${ticket.id}-1`, `in-${ticket.id}-2`])
    expect(ids).toHaveLength(3)

    // Nothing unread: no receipts and no event.
    await admin.get(`/api/messages/${ticket.uuid}`)
    expect(channel.reads).toHaveLength(1)
  })

  it("hides conversations the user may not see and other companies' conversations", async () => {
    const queue = await seed.queue({ companyId: 1 })
    // Waiting in the queue (no owner), so the queue's attendants see it.
    const ticket = await newTicket(1, { queueId: queue, unreadMessages: 1, userId: null, status: 'pending' })
    await insertMessages(1, ticket.id, 1)
    const outsider = await new ApiClient(testApp.url).login(await seed.user({ companyId: 1 }))
    const hidden = await outsider.get(`/api/messages/${ticket.uuid}`)
    expect(hidden.status).toBe(404)
    expect(hidden.body.error).toBe('ERR_NO_TICKET_FOUND')

    const member = await new ApiClient(testApp.url).login(
      await seed.user({ companyId: 1, queueIds: [queue] }),
    )
    expect((await member.get(`/api/messages/${ticket.uuid}`)).status).toBe(200)

    for (const path of [`/api/messages/${b.ticket.uuid}`, `/api/messages/${b.ticket.id}`]) {
      const answer = await admin.get(path)
      expect(answer.status).toBe(404)
      expect(JSON.stringify(answer.body)).not.toContain('b 1')
    }
    const { rows } = await sql.query('select unread_messages from tickets where id = $1', [b.ticket.id])
    expect(rows[0].unread_messages).toBe(2)
    expect(channel.reads).toEqual([])
  })

  it('masks contact numbers for profile users when the company hides them', async () => {
    const contact = await seed.contact({ companyId: 1, number: '5511912345678' })
    const ticket = await seed.ticket({
      companyId: 1,
      contactId: contact,
      connectionId: connection,
      status: 'open',
    })
    await sql.query(
      `insert into messages (company_id, ticket_id, contact_id, body, from_me, created_at, updated_at)
       values (1, $1, $2, 'oi', false, now(), now())`,
      [ticket.id, contact],
    )
    const user = await new ApiClient(testApp.url).login(
      await seed.user({ companyId: 1, switches: { allTicket: true } }),
    )
    await seed.setting(1, 'lgpdHideNumber', 'enabled')
    try {
      const masked = await user.get(`/api/messages/${ticket.uuid}`)
      expect(masked.status).toBe(200)
      expect(masked.body.messages[0].contact.number).not.toBe('5511912345678')
      expect(masked.body.ticket.contact.number).not.toBe('5511912345678')
      const whole = await admin.get(`/api/messages/${ticket.uuid}`)
      expect(whole.body.messages[0].contact.number).toBe('5511912345678')
    } finally {
      await seed.setting(1, 'lgpdHideNumber', 'disabled')
    }
  })
})

describe('GET /messages-allMe', () => {
  it("counts the company's messages, optionally only those sent, between two days", async () => {
    const before = (await admin.get('/api/messages-allMe')).body.count
    const ticket = await newTicket()
    await insertMessages(1, ticket.id, 2, { fromMe: true, at: '2030-01-10T12:00:00-03:00' })
    await insertMessages(1, ticket.id, 1, { fromMe: false, at: '2030-01-10T23:30:00-03:00' })
    await insertMessages(1, ticket.id, 1, { fromMe: true, at: '2030-01-12T00:30:00-03:00' })

    expect((await admin.get('/api/messages-allMe')).body).toEqual({ count: before + 4 })
    const range = '/api/messages-allMe?dateStart=2030-01-10&dateEnd=2030-01-10'
    expect((await admin.get(range)).body).toEqual({ count: 3 })
    expect((await admin.get(`${range}&fromMe=true`)).body).toEqual({ count: 2 })
    expect((await admin.get('/api/messages-allMe?fromMe=true&dateStart=2030-01-11')).body).toEqual({
      count: 1,
    })
    expect((await admin.get('/api/messages-allMe?dateStart=10/01/2030')).status).toBe(400)

    // Company B's own count knows nothing of company A's messages.
    expect((await b.admin.get('/api/messages-allMe')).body).toEqual({ count: 2 })
    expect((await b.admin.get(range)).body).toEqual({ count: 0 })
  })

  it('needs the dashboard', async () => {
    const plain = await new ApiClient(testApp.url).login(await seed.user({ companyId: 1 }))
    expect((await plain.get('/api/messages-allMe')).status).toBe(403)
  })
})
