import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'
import { sendTextMessage } from '../messages/index.ts'
import { fakeChannel, fakeProviderId } from '../messages/message-test-kit.ts'
import { expireInactiveTickets } from './expire-inactive-tickets.ts'
import { conversationSeed } from './testing-seed.ts'

const channel = fakeChannel()
let testApp: TestApp
let sql: pg.Client
const seed = () => conversationSeed(sql)

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin] })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)

async function expiringConnection(companyId: number, options: Record<string, unknown>): Promise<number> {
  const id = await seed().connection({ companyId, provider: fakeProviderId })
  await sql.query('update connections set options = $1 where id = $2', [JSON.stringify(options), id])
  return id
}

async function messageAt(ticketId: number, companyId: number, fromMe: boolean, at: Date): Promise<void> {
  await sql.query(
    `insert into messages (company_id, ticket_id, body, from_me, created_at, updated_at) values ($1, $2, 'hi', $3, $4, $4)`,
    [companyId, ticketId, fromMe, at],
  )
}

async function statusOf(ticketId: number): Promise<string> {
  const { rows } = await sql.query('select status from tickets where id = $1', [ticketId])
  return rows[0].status
}

const run = () =>
  expireInactiveTickets(testApp.app.kernel, testApp.app.fastify.log, (em, ticket, body, options) =>
    sendTextMessage(testApp.app.kernel, em, ticket, body, options),
  )

describe('closing inactive tickets (expiresTicket)', () => {
  it('closes tickets idle since the contact’s last message, sends the inactivity message, and spares the rest', async () => {
    const companyId = await seed().company()
    const connectionId = await expiringConnection(companyId, {
      expiresTicket: 2,
      whenExpiresTicket: 0,
      expiresInactiveMessage: 'Encerramos por inatividade.',
    })
    const contact = () => seed().contact({ companyId })
    const ticket = async (
      status: 'open' | 'pending' | 'closed',
      lastContactMessage: Date,
      isGroup = false,
    ) => {
      const created = await seed().ticket({
        companyId,
        contactId: await contact(),
        connectionId,
        status,
        isGroup,
        createdAt: hoursAgo(10),
        updatedAt: lastContactMessage,
      })
      await messageAt(created.id, companyId, false, lastContactMessage)
      return created.id
    }
    const idleOpen = await ticket('open', hoursAgo(3))
    const idlePending = await ticket('pending', hoursAgo(5))
    const recent = await ticket('open', hoursAgo(1))
    const idleGroup = await ticket('open', hoursAgo(5), true)
    // The attendant wrote lately, but the window counts from the contact's last message.
    const attendantLately = await ticket('open', hoursAgo(4))
    await messageAt(attendantLately, companyId, true, hoursAgo(0.5))

    channel.reset()
    expect(await run()).toBe(3)

    expect(await statusOf(idleOpen)).toBe('closed')
    expect(await statusOf(idlePending)).toBe('closed')
    expect(await statusOf(attendantLately)).toBe('closed')
    expect(await statusOf(recent)).toBe('open')
    expect(await statusOf(idleGroup)).toBe('open')
    expect(channel.sent.map((call) => call.message.body)).toEqual([
      'Encerramos por inatividade.',
      'Encerramos por inatividade.',
      'Encerramos por inatividade.',
    ])
    const { rows: logs } = await sql.query(
      `select ticket_id, type, user_id from ticket_logs where ticket_id = any($1) order by ticket_id`,
      [[idleOpen, idlePending]],
    )
    expect(logs).toEqual([
      { ticket_id: idleOpen, type: 'closed', user_id: null },
      { ticket_id: idlePending, type: 'closed', user_id: null },
    ])
    // A second run finds nothing more to close.
    expect(await run()).toBe(0)
  })

  it('counts from the attendant’s last message when whenExpiresTicket is 1, and ignores connections without a window', async () => {
    const companyId = await seed().company()
    const connectionId = await expiringConnection(companyId, { expiresTicket: 1, whenExpiresTicket: 1 })
    const withoutWindow = await expiringConnection(companyId, { expiresTicket: 0 })
    const open = async (connection: number, contactAt: Date, attendantAt: Date) => {
      const created = await seed().ticket({
        companyId,
        contactId: await seed().contact({ companyId }),
        connectionId: connection,
        status: 'open',
        createdAt: hoursAgo(10),
        updatedAt: hoursAgo(2),
      })
      await messageAt(created.id, companyId, false, contactAt)
      await messageAt(created.id, companyId, true, attendantAt)
      return created.id
    }
    const attendantSilent = await open(connectionId, hoursAgo(1.5), hoursAgo(3))
    const attendantRecent = await open(connectionId, hoursAgo(5), hoursAgo(0.2))
    const elsewhere = await open(withoutWindow, hoursAgo(9), hoursAgo(9))

    channel.reset()
    await run()
    expect(await statusOf(attendantSilent)).toBe('closed')
    expect(await statusOf(attendantRecent)).toBe('open')
    expect(await statusOf(elsewhere)).toBe('open')
    // No inactivity message configured: the ticket closes silently.
    expect(channel.sent).toEqual([])
  })

  it('closes after the spec’s 24 hours on a connection that never saved expiresTicket, and the API’s new connections say 24', async () => {
    const companyId = await seed().company()
    // Options written by an older release: no expiresTicket at all.
    const connectionId = await expiringConnection(companyId, {})
    const idleFor = async (hours: number) => {
      const created = await seed().ticket({
        companyId,
        contactId: await seed().contact({ companyId }),
        connectionId,
        status: 'open',
        createdAt: hoursAgo(30),
        updatedAt: hoursAgo(hours),
      })
      await messageAt(created.id, companyId, false, hoursAgo(hours))
      return created.id
    }
    const dayAndMore = await idleFor(25)
    const lessThanADay = await idleFor(23)
    await run()
    expect(await statusOf(dayAndMore)).toBe('closed')
    expect(await statusOf(lessThanADay)).toBe('open')

    const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const created = await admin.post('/api/whatsapp', { name: 'Padrões', provider: fakeProviderId })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ expiresTicket: 24, whenExpiresTicket: 0 })
  })
})
