import { movableClock } from '@atendo/plugin-api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import { type ConversationSeed, conversationSeed } from '../tickets/testing-seed.ts'

/**
 * The dashboard's figures over a company seeded by SQL with a known March 2025 (times written on
 * the São Paulo clock, -03:00), so each counter of docs/dashboard.md has one expected value.
 */

let testApp: TestApp
// 13:00 of 31 January in São Paulo, already 1 February in Tokyo; the clock stands still there.
const clock = movableClock(new Date('2030-01-31T16:00:00Z'))
let sql: pg.Client
let seed: ConversationSeed

const march = 'date_from=2025-03-01&date_to=2025-03-31'

const s = {} as {
  companyId: number
  sales: number
  support: number
  connection: number
  ana: number
  beto: number
  cris: number
  dora: number
  admin: ApiClient
  betoApi: ApiClient
  doraApi: ApiClient
}

type LogEntry = [type: string, at: string, userId?: number | null]

/** A ticket with its whole story: when it opened and closed, its timeline and its rating. */
async function ticket(options: {
  contactId: number
  status: 'open' | 'pending' | 'closed' | 'group'
  createdAt: string
  closedAt?: string
  userId?: number | null
  queueId?: number | null
  isGroup?: boolean
  logs?: LogEntry[]
  rating?: { rate: number; userId: number }
  request?: { status: string; expiresAt: string }
  companyId?: number
}): Promise<number> {
  const companyId = options.companyId ?? s.companyId
  const { rows } = await sql.query(
    `insert into tickets (uuid, company_id, contact_id, connection_id, status, user_id, queue_id, is_group,
       created_at, updated_at, closed_at)
     values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8::timestamptz, coalesce($9::timestamptz, $8::timestamptz),
             $9::timestamptz) returning id`,
    [
      companyId,
      options.contactId,
      options.companyId ? null : s.connection,
      options.status,
      options.userId ?? null,
      options.queueId ?? null,
      options.isGroup ?? false,
      options.createdAt,
      options.closedAt ?? null,
    ],
  )
  const id: number = rows[0].id
  for (const [type, at, userId] of options.logs ?? []) {
    await sql.query(
      'insert into ticket_logs (company_id, ticket_id, type, user_id, created_at) values ($1, $2, $3, $4, $5)',
      [companyId, id, type, userId ?? null, at],
    )
  }
  if (options.rating) {
    await sql.query(
      `insert into ticket_ratings (company_id, ticket_id, user_id, contact_id, rate, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6)`,
      [companyId, id, options.rating.userId, options.contactId, options.rating.rate, options.closedAt],
    )
  }
  if (options.request) {
    await sql.query(
      `insert into ticket_rating_requests (company_id, ticket_id, contact_id, connection_id, user_id, status, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        companyId,
        id,
        options.contactId,
        s.connection,
        options.userId,
        options.request.status,
        options.request.expiresAt,
      ],
    )
  }
  return id
}

async function contact(createdAt: string, options: { isGroup?: boolean; companyId?: number } = {}) {
  const id = await seed.contact({
    companyId: options.companyId ?? s.companyId,
    isGroup: options.isGroup,
    number: options.isGroup ? `1203630${Math.floor(Math.random() * 1e9)}` : undefined,
  })
  await sql.query('update contacts set created_at = $1 where id = $2', [createdAt, id])
  return id
}

const inbound = (at: string): LogEntry => ['create', at, null]

beforeAll(async () => {
  testApp = await startTestApp({ clock })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  seed = conversationSeed(sql)
  const companyId = await seed.company('Painel')
  s.companyId = companyId
  s.sales = await seed.queue({ companyId, name: 'Vendas' })
  s.support = await seed.queue({ companyId, name: 'Suporte' })
  s.connection = await seed.connection({ companyId, name: 'Loja' })
  const ana = await seed.user({ companyId, name: 'Ana', profile: 'admin' })
  const beto = await seed.user({
    companyId,
    name: 'Beto',
    queueIds: [s.sales],
    switches: { showDashboard: true },
  })
  const cris = await seed.user({ companyId, name: 'Cris', queueIds: [s.support] })
  const dora = await seed.user({ companyId, name: 'Dora', queueIds: [s.sales] })
  Object.assign(s, { ana: ana.id, beto: beto.id, cris: cris.id, dora: dora.id })
  await sql.query('update users set online = true where id = $1', [beto.id])
  s.admin = await new ApiClient(testApp.url).login(ana)
  s.betoApi = await new ApiClient(testApp.url).login(beto)
  s.doraApi = await new ApiClient(testApp.url).login(dora)

  // Contacts: four people new in March, one group new in March, one person before, one after.
  const k1 = await contact('2025-03-05T10:00:00-03:00')
  const k2 = await contact('2025-03-06T10:00:00-03:00')
  const k3 = await contact('2025-03-07T10:00:00-03:00')
  const k4 = await contact('2025-03-31T23:59:00-03:00')
  const groupInMarch = await contact('2025-03-08T10:00:00-03:00', { isGroup: true })
  const k5 = await contact('2025-02-20T10:00:00-03:00')
  const k6 = await contact('2025-04-01T00:10:00-03:00')
  const olderGroup = await contact('2025-01-10T10:00:00-03:00', { isGroup: true })

  // Closed in March.
  await ticket({
    contactId: k1,
    status: 'closed',
    userId: s.beto,
    queueId: s.sales,
    createdAt: '2025-03-10T10:00:00-03:00',
    closedAt: '2025-03-10T11:30:00-03:00',
    logs: [inbound('2025-03-10T10:00:00-03:00'), ['open', '2025-03-10T10:30:00-03:00', s.beto]],
    rating: { rate: 10, userId: s.beto },
    request: { status: 'rated', expiresAt: '2025-03-10T12:00:00-03:00' },
  })
  await ticket({
    contactId: k2,
    status: 'closed',
    userId: s.beto,
    queueId: s.sales,
    createdAt: '2025-03-11T09:00:00-03:00',
    closedAt: '2025-03-11T09:30:00-03:00',
    logs: [
      inbound('2025-03-11T09:00:00-03:00'),
      ['open', '2025-03-11T09:10:00-03:00', s.beto],
      // Returned to the queue and accepted again: the first acceptance counts.
      ['pending', '2025-03-11T09:15:00-03:00', s.beto],
      ['open', '2025-03-11T09:20:00-03:00', s.beto],
    ],
    rating: { rate: 9, userId: s.beto },
  })
  await ticket({
    contactId: k3,
    status: 'closed',
    userId: s.cris,
    queueId: s.support,
    createdAt: '2025-03-12T14:00:00-03:00',
    closedAt: '2025-03-12T17:00:00-03:00',
    logs: [
      inbound('2025-03-12T14:00:00-03:00'),
      // Moved to another queue (nobody takes it), then handed to Cris by the chatbot.
      ['receivedTransfer', '2025-03-12T14:30:00-03:00', null],
      ['receivedTransfer', '2025-03-12T15:00:00-03:00', s.cris],
    ],
    rating: { rate: 3, userId: s.cris },
  })
  await ticket({
    contactId: k4,
    status: 'closed',
    userId: s.cris,
    queueId: s.support,
    createdAt: '2025-03-12T08:00:00-03:00',
    closedAt: '2025-03-12T08:40:00-03:00',
    // Created open by Cris herself: an active ticket that waited 0 minutes.
    logs: [
      ['create', '2025-03-12T08:00:00-03:00', s.cris],
      ['open', '2025-03-12T08:00:00-03:00', s.cris],
    ],
    request: { status: 'open', expiresAt: '2999-01-01T00:00:00Z' },
  })
  await ticket({
    contactId: k5!,
    status: 'closed',
    userId: s.ana,
    queueId: s.sales,
    createdAt: '2025-03-15T12:00:00-03:00',
    closedAt: '2025-03-15T12:05:00-03:00',
    // Ignored from the waiting line: never attended, so no wait or attendance time.
    logs: [inbound('2025-03-15T12:00:00-03:00'), ['closed', '2025-03-15T12:05:00-03:00', s.ana]],
    rating: { rate: 7, userId: s.ana },
  })
  await ticket({
    contactId: groupInMarch,
    status: 'closed',
    isGroup: true,
    userId: s.ana,
    createdAt: '2025-03-20T10:00:00-03:00',
    closedAt: '2025-03-20T10:10:00-03:00',
    logs: [inbound('2025-03-20T10:00:00-03:00'), ['open', '2025-03-20T10:00:00-03:00', s.ana]],
    // A question left open past its expiry no longer waits.
    request: { status: 'open', expiresAt: '2025-03-20T11:00:00-03:00' },
  })
  // Created on March 31st at 23:30 in São Paulo (April 1st in UTC), closed in April.
  await ticket({
    contactId: k6,
    status: 'closed',
    userId: s.cris,
    queueId: s.support,
    createdAt: '2025-03-31T23:30:00-03:00',
    closedAt: '2025-04-02T10:00:00-03:00',
    logs: [inbound('2025-03-31T23:30:00-03:00'), ['open', '2025-03-31T23:40:00-03:00', s.cris]],
    rating: { rate: 0, userId: s.cris },
  })
  // Being worked now.
  await ticket({
    contactId: k6,
    status: 'open',
    userId: s.beto,
    queueId: s.sales,
    createdAt: '2025-04-03T00:30:00-03:00',
    logs: [inbound('2025-04-03T00:30:00-03:00'), ['open', '2025-04-03T00:40:00-03:00', s.beto]],
  })
  await ticket({ contactId: k5, status: 'pending', queueId: s.sales, createdAt: '2025-02-25T10:00:00-03:00' })
  await ticket({
    contactId: k1,
    status: 'pending',
    queueId: s.support,
    createdAt: '2025-03-20T15:00:00-03:00',
    logs: [inbound('2025-03-20T15:00:00-03:00')],
  })
  await ticket({
    contactId: groupInMarch,
    status: 'group',
    isGroup: true,
    createdAt: '2025-02-01T10:00:00-03:00',
  })
  await ticket({
    contactId: olderGroup,
    status: 'open',
    isGroup: true,
    userId: s.ana,
    createdAt: '2025-02-01T10:00:00-03:00',
  })

  // Another company's March must not show.
  const other = await seed.company('Outra')
  const stranger = await contact('2025-03-10T10:00:00-03:00', { companyId: other })
  await ticket({
    companyId: other,
    contactId: stranger,
    status: 'closed',
    createdAt: '2025-03-10T10:00:00-03:00',
    closedAt: '2025-03-10T11:00:00-03:00',
    logs: [inbound('2025-03-10T10:00:00-03:00'), ['open', '2025-03-10T10:05:00-03:00', null]],
  })
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

describe('GET /dashboard', () => {
  it('counts every figure of the range for an admin, company-wide', async () => {
    const answer = await s.admin.get(`/api/dashboard?${march}`)
    expect(answer.status).toBe(200)
    expect(answer.body.range).toEqual({ from: '2025-03-01', to: '2025-03-31' })
    expect(answer.body.counters).toEqual({
      // Now: one person attended, two waiting, two group tickets being worked.
      supportHappening: 1,
      supportPending: 2,
      supportGroups: 2,
      // Closed in March: five people's tickets and a group's.
      supportFinished: 6,
      leads: 4,
      // Waits 30, 10, 60, 0 and 0 minutes (the ignored ticket has none): 20.
      avgWaitTime: 20,
      // Attended 60, 20, 120, 40 and 10 minutes: 50.
      avgSupportTime: 50,
      // Created in March: eight tickets (the one of March 31st 23:30 included), one by an attendant.
      tickets: 8,
      activeTickets: 1,
      passiveTickets: 7,
      // Ratings of tickets closed in March: 10, 9, 3, 7 (the 0 closed in April is not counted).
      withRating: 4,
      waitRating: 1,
      withoutRating: 1,
      percRating: 66.67,
      npsPromotersPerc: 50,
      npsPassivePerc: 25,
      npsDetractorsPerc: 25,
      npsScore: 25,
    })
    expect(answer.body.attendants).toEqual([
      {
        id: s.ana,
        name: 'Ana',
        tickets: 2,
        avgWaitTime: 0,
        avgSupportTime: 10,
        rating: 7,
        countRating: 1,
        online: false,
      },
      {
        id: s.beto,
        name: 'Beto',
        tickets: 2,
        avgWaitTime: 20,
        avgSupportTime: 40,
        rating: 9.5,
        countRating: 2,
        online: true,
      },
      {
        id: s.cris,
        name: 'Cris',
        tickets: 2,
        avgWaitTime: 30,
        avgSupportTime: 80,
        rating: 3,
        countRating: 1,
        online: false,
      },
      {
        id: s.dora,
        name: 'Dora',
        tickets: 0,
        avgWaitTime: 0,
        avgSupportTime: 0,
        rating: null,
        countRating: 0,
        online: false,
      },
    ])
  })

  it('shows a user with showDashboard the figures of the tickets they may see, and only their own row', async () => {
    const answer = await s.betoApi.get(`/api/dashboard?${march}`)
    expect(answer.status).toBe(200)
    expect(answer.body.counters).toEqual({
      supportHappening: 1,
      supportPending: 1,
      supportGroups: 0,
      supportFinished: 2,
      leads: 2,
      avgWaitTime: 20,
      avgSupportTime: 40,
      tickets: 2,
      activeTickets: 0,
      passiveTickets: 2,
      withRating: 2,
      waitRating: 0,
      withoutRating: 0,
      percRating: 100,
      npsPromotersPerc: 100,
      npsPassivePerc: 0,
      npsDetractorsPerc: 0,
      npsScore: 100,
    })
    expect(answer.body.attendants.map((row: { id: number }) => row.id)).toEqual([s.beto])
  })

  it('refuses a user without showDashboard', async () => {
    const answer = await s.doraApi.get('/api/dashboard')
    expect(answer.status).toBe(403)
    expect(answer.body.error).toBe('ERR_NO_PERMISSION')
    expect((await s.doraApi.get('/api/dashboard/ticketsDay')).status).toBe(403)
    expect((await s.doraApi.get('/api/dashboard/ticketsUsers')).status).toBe(403)
  })

  it('covers the first of the month to today by default, or the last n days', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(clock.now())
    const byDefault = await s.admin.get('/api/dashboard')
    expect(byDefault.body.range).toEqual({ from: `${today.slice(0, 8)}01`, to: today })
    const lastWeek = await s.admin.get('/api/dashboard?days=7')
    const sixDaysAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10)
    expect(lastWeek.body.range).toEqual({ from: sixDaysAgo, to: today })
    // Nothing of 2025 is in these ranges; what is being worked now still is.
    expect(byDefault.body.counters).toMatchObject({ supportFinished: 0, tickets: 0, supportHappening: 1 })
    const lastDays = await s.admin.get('/api/dashboard?days=3&date_to=2025-03-12')
    expect(lastDays.body.range).toEqual({ from: '2025-03-10', to: '2025-03-12' })
    expect(lastDays.body.counters).toMatchObject({ supportFinished: 4, tickets: 4 })
  })

  it('refuses a range that ends before it starts or spans more than 366 days', async () => {
    const backwards = await s.admin.get('/api/dashboard?date_from=2025-03-10&date_to=2025-03-01')
    expect(backwards.status).toBe(400)
    expect(backwards.body.error).toBe('ERR_VALIDATION')
    expect(backwards.body.fields[0].field).toBe('date_to')
    const tooLong = await s.admin.get('/api/dashboard/ticketsDay?initialDate=2024-01-01&finalDate=2025-03-01')
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.fields[0].field).toBe('finalDate')
    expect((await s.admin.get('/api/dashboard?date_from=2025-02-30')).status).toBe(400)
  })
})

describe('GET /dashboard/ticketsUsers and /dashboard/ticketsDay', () => {
  it('count the tickets created in the range per attendant who owns them, most first', async () => {
    const answer = await s.admin.get(
      `/api/dashboard/ticketsUsers?initialDate=2025-03-01&finalDate=2025-03-31&companyId=${s.companyId + 1}`,
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      range: { from: '2025-03-01', to: '2025-03-31' },
      data: [
        { userId: s.cris, name: 'Cris', tickets: 3 },
        { userId: s.ana, name: 'Ana', tickets: 2 },
        { userId: s.beto, name: 'Beto', tickets: 2 },
      ],
      count: 7,
    })
    const mine = await s.betoApi.get(
      '/api/dashboard/ticketsUsers?initialDate=2025-03-01&finalDate=2025-03-31',
    )
    expect(mine.body.data).toEqual([{ userId: s.beto, name: 'Beto', tickets: 2 }])
  })

  it('count the tickets created per day on the São Paulo clock, every day listed', async () => {
    const answer = await s.admin.get('/api/dashboard/ticketsDay?initialDate=2025-03-01&finalDate=2025-03-31')
    expect(answer.status).toBe(200)
    expect(answer.body.count).toBe(8)
    expect(answer.body.data).toHaveLength(31)
    const busy = answer.body.data.filter((day: { tickets: number }) => day.tickets > 0)
    expect(busy).toEqual([
      { date: '2025-03-10', hour: null, tickets: 1 },
      { date: '2025-03-11', hour: null, tickets: 1 },
      { date: '2025-03-12', hour: null, tickets: 2 },
      { date: '2025-03-15', hour: null, tickets: 1 },
      { date: '2025-03-20', hour: null, tickets: 2 },
      { date: '2025-03-31', hour: null, tickets: 1 },
    ])
  })

  it('count per hour when the range is one day', async () => {
    const answer = await s.admin.get('/api/dashboard/ticketsDay?initialDate=2025-03-12&finalDate=2025-03-12')
    expect(answer.body.data).toHaveLength(24)
    expect(answer.body.data.filter((hour: { tickets: number }) => hour.tickets > 0)).toEqual([
      { date: '2025-03-12', hour: 8, tickets: 1 },
      { date: '2025-03-12', hour: 14, tickets: 1 },
    ])
    expect(answer.body.count).toBe(2)
  })
})

describe("the company's time zone", () => {
  it('counts days and hours, and today, in the zone the company chose', async () => {
    const setZone = (zone: string) => s.admin.put('/api/companySettings', { column: 'timeZone', data: zone })
    expect((await setZone('Asia/Tokyo')).status).toBe(200)
    try {
      // 08:00 and 14:00 of 12 March in São Paulo are 20:00 that day and 02:00 the next in Tokyo.
      const hours = async (day: string) =>
        (await s.admin.get(`/api/dashboard/ticketsDay?initialDate=${day}&finalDate=${day}`)).body.data.filter(
          (hour: { tickets: number }) => hour.tickets > 0,
        )
      expect(await hours('2025-03-12')).toEqual([{ date: '2025-03-12', hour: 20, tickets: 1 }])
      expect(await hours('2025-03-13')).toEqual([{ date: '2025-03-13', hour: 2, tickets: 1 }])

      // Today (the product's clock) is 31 January in São Paulo, already 1 February in Tokyo.
      expect((await s.admin.get('/api/dashboard')).body.range).toEqual({
        from: '2030-02-01',
        to: '2030-02-01',
      })
      expect((await setZone('America/Sao_Paulo')).status).toBe(200)
      expect((await s.admin.get('/api/dashboard')).body.range).toEqual({
        from: '2030-01-01',
        to: '2030-01-31',
      })
      expect((await setZone('Not/A_Zone')).status).toBe(400)
    } finally {
      await setZone('America/Sao_Paulo')
    }
  })
})
