import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import { type ConversationSeed, conversationSeed } from '../tickets/testing-seed.ts'
import { hoursAndMinutes } from './report-tickets.ts'

/**
 * The attendance report over a company seeded by SQL with a known March 2025 (times written on the
 * São Paulo clock, -03:00), so every filter of docs/reports.md has one expected set of rows.
 */

let testApp: TestApp
let sql: pg.Client
let seed: ConversationSeed

const march = 'dateFrom=2025-03-01&dateTo=2025-03-31'

const s = {} as {
  companyId: number
  sales: number
  support: number
  shop: number
  site: number
  ana: number
  beto: number
  maria: number
  joao: number
  carla: number
  /** Tickets by their story. */
  rated: number
  lastMinute: number
  longOne: number
  open: number
  firstMinute: number
  february: number
  april: number
  today: number
  admin: ApiClient
  betoApi: ApiClient
  doraApi: ApiClient
  otherCompany: number
  otherAdmin: ApiClient
  otherTicket: number
}

/** A ticket as the report reads it: its owner, queue, connection, times, timeline and rating. */
async function ticket(options: {
  id?: number
  companyId?: number
  contactId: number
  connectionId?: number | null
  status: 'open' | 'pending' | 'closed' | 'group'
  createdAt: string
  closedAt?: string
  userId?: number | null
  queueId?: number | null
  lastMessage?: string
  logs?: [type: string, at: string, userId: number | null][]
  rate?: number
}): Promise<number> {
  const companyId = options.companyId ?? s.companyId
  const { rows } = await sql.query(
    `insert into tickets (${options.id ? 'id, ' : ''}uuid, company_id, contact_id, connection_id, status, user_id,
       queue_id, last_message, created_at, updated_at, closed_at)
     values (${options.id ? `${options.id}, ` : ''}gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8::timestamptz,
             coalesce($9::timestamptz, $8::timestamptz), $9::timestamptz) returning id`,
    [
      companyId,
      options.contactId,
      options.connectionId ?? null,
      options.status,
      options.userId ?? null,
      options.queueId ?? null,
      options.lastMessage ?? null,
      options.createdAt,
      options.closedAt ?? null,
    ],
  )
  const id: number = rows[0].id
  for (const [type, at, userId] of options.logs ?? []) {
    await sql.query(
      'insert into ticket_logs (company_id, ticket_id, type, user_id, created_at) values ($1, $2, $3, $4, $5)',
      [companyId, id, type, userId, at],
    )
  }
  if (options.rate !== undefined) {
    await sql.query(
      `insert into ticket_ratings (company_id, ticket_id, user_id, contact_id, rate, created_at, updated_at)
       values ($1, $2, $3, $4, $5, now(), now())`,
      [companyId, id, options.userId ?? null, options.contactId, options.rate],
    )
  }
  return id
}

beforeAll(async () => {
  testApp = await startTestApp()
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  seed = conversationSeed(sql)
  const companyId = await seed.company('Relatórios')
  s.companyId = companyId
  s.sales = await seed.queue({ companyId, name: 'Vendas' })
  s.support = await seed.queue({ companyId, name: 'Suporte' })
  s.shop = await seed.connection({ companyId, name: 'Loja' })
  s.site = await seed.connection({ companyId, name: 'Site' })
  const ana = await seed.user({ companyId, name: 'Ana', profile: 'admin' })
  const beto = await seed.user({
    companyId,
    name: 'Beto',
    queueIds: [s.sales],
    switches: { showDashboard: true },
  })
  const dora = await seed.user({ companyId, name: 'Dora', queueIds: [s.sales] })
  s.ana = ana.id
  s.beto = beto.id
  s.admin = await new ApiClient(testApp.url).login(ana)
  s.betoApi = await new ApiClient(testApp.url).login(beto)
  s.doraApi = await new ApiClient(testApp.url).login(dora)
  s.maria = await seed.contact({ companyId, name: 'Maria Souza', number: '5511911112222' })
  s.joao = await seed.contact({ companyId, name: 'João Lima', number: '5521933334444' })
  s.carla = await seed.contact({ companyId, name: 'Carla Dias', number: '5531955556666' })

  // Taken by Beto 30 minutes after it came, closed 75 minutes later, rated 9.
  s.rated = await ticket({
    contactId: s.maria,
    connectionId: s.shop,
    queueId: s.sales,
    userId: s.beto,
    status: 'closed',
    lastMessage: 'Obrigada!',
    createdAt: '2025-03-10T10:00:00-03:00',
    closedAt: '2025-03-10T11:45:00-03:00',
    logs: [
      ['create', '2025-03-10T10:00:00-03:00', null],
      ['open', '2025-03-10T10:30:00-03:00', s.beto],
    ],
    rate: 9,
  })
  // Created on March 31st at 23:30 in São Paulo (April 1st in UTC), closed from the waiting line.
  s.lastMinute = await ticket({
    contactId: s.maria,
    connectionId: s.site,
    queueId: s.sales,
    userId: s.ana,
    status: 'closed',
    createdAt: '2025-03-31T23:30:00-03:00',
    closedAt: '2025-04-01T01:00:00-03:00',
    logs: [['closed', '2025-04-01T01:00:00-03:00', s.ana]],
    rate: 3,
  })
  // Handed to Ana by the chatbot, attended for three days; its id is one a search may type.
  s.longOne = await ticket({
    id: 987654321,
    contactId: s.joao,
    connectionId: s.shop,
    queueId: s.support,
    userId: s.ana,
    status: 'closed',
    createdAt: '2025-03-20T08:00:00-03:00',
    closedAt: '2025-03-23T09:10:00-03:00',
    logs: [['receivedTransfer', '2025-03-20T09:00:00-03:00', s.ana]],
  })
  s.open = await ticket({
    contactId: s.joao,
    connectionId: s.site,
    queueId: s.support,
    userId: s.ana,
    status: 'open',
    createdAt: '2025-03-11T09:00:00-03:00',
    logs: [['open', '2025-03-11T09:05:00-03:00', s.ana]],
  })
  // Ten minutes into March in São Paulo (03:10 UTC).
  s.firstMinute = await ticket({
    contactId: s.carla,
    connectionId: s.shop,
    status: 'pending',
    createdAt: '2025-03-01T00:10:00-03:00',
  })
  // February 28th 23:50 in São Paulo, already March 1st in UTC: February's.
  s.february = await ticket({
    contactId: s.carla,
    connectionId: s.shop,
    status: 'closed',
    createdAt: '2025-02-28T23:50:00-03:00',
    closedAt: '2025-03-01T08:00:00-03:00',
  })
  s.april = await ticket({
    contactId: s.joao,
    connectionId: s.shop,
    status: 'closed',
    createdAt: '2025-04-01T00:05:00-03:00',
    closedAt: '2025-04-01T09:00:00-03:00',
  })
  s.today = await ticket({
    contactId: s.carla,
    connectionId: s.site,
    status: 'pending',
    createdAt: new Date().toISOString(),
  })

  // Another company, with its own March.
  s.otherCompany = await seed.company('Outra')
  const stranger = await seed.contact({ companyId: s.otherCompany, name: 'Estranho', number: null })
  const otherAdmin = await seed.user({ companyId: s.otherCompany, profile: 'admin', name: 'Outro Admin' })
  s.otherAdmin = await new ApiClient(testApp.url).login(otherAdmin)
  s.otherTicket = await ticket({
    companyId: s.otherCompany,
    contactId: stranger,
    status: 'open',
    createdAt: '2025-03-15T10:00:00-03:00',
  })
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

interface Report {
  status: number
  ids: number[]
  total: number
  // biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies freely
  body: any
}

async function report(query: string, api = s.admin): Promise<Report> {
  const answer = await api.get(`/api/ticketreport/reports?${query}`)
  return {
    status: answer.status,
    ids: answer.body.tickets?.map((row: { id: number }) => row.id) ?? [],
    total: answer.body.totalTickets?.total,
    body: answer.body,
  }
}

const inMarch = () => [s.lastMinute, s.longOne, s.open, s.rated, s.firstMinute]

describe('GET /ticketreport/reports', () => {
  it("lists an admin the company's tickets created in the range, newest first, each row as the report shows it", async () => {
    const answer = await report(march)
    expect(answer.status).toBe(200)
    expect(answer.ids).toEqual(inMarch())
    expect(answer.total).toBe(5)
    const rows = answer.body.tickets as Record<string, unknown>[]
    expect(rows.find((row) => row.id === s.rated)).toEqual({
      id: s.rated,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      whatsappName: 'Loja',
      contactName: 'Maria Souza',
      userName: 'Beto',
      queueName: 'Vendas',
      status: 'closed',
      lastMessage: 'Obrigada!',
      createdAt: '2025-03-10T13:00:00.000Z',
      closedAt: '2025-03-10T14:45:00.000Z',
      // Taken at 10:30, closed at 11:45.
      supportTime: '01:15',
      NPS: 9,
    })
    // Closed straight from the waiting line: never attended, so no support time.
    expect(rows.find((row) => row.id === s.lastMinute)).toMatchObject({
      whatsappName: 'Site',
      userName: 'Ana',
      closedAt: '2025-04-01T04:00:00.000Z',
      supportTime: null,
      NPS: 3,
    })
    expect(rows.find((row) => row.id === s.longOne)).toMatchObject({ supportTime: '72:10', NPS: null })
    // Not closed: no close time, no support time.
    expect(rows.find((row) => row.id === s.open)).toMatchObject({
      status: 'open',
      closedAt: null,
      supportTime: null,
    })
    expect(rows.find((row) => row.id === s.firstMinute)).toMatchObject({
      userName: null,
      queueName: null,
      lastMessage: null,
    })
  })

  it('narrows the rows with each filter', async () => {
    const ids = async (query: string) => (await report(`${march}&${query}`)).ids
    expect(await ids(`status=${encodeURIComponent('["closed"]')}`)).toEqual([
      s.lastMinute,
      s.longOne,
      s.rated,
    ])
    expect(await ids('status=open&status=pending')).toEqual([s.open, s.firstMinute])
    expect(await ids(`users=[${s.beto}]`)).toEqual([s.rated])
    expect(await ids(`users=${s.beto}&users=${s.ana}`)).toEqual([s.lastMinute, s.longOne, s.open, s.rated])
    expect(await ids(`queueIds=[${s.support}]`)).toEqual([s.longOne, s.open])
    expect(await ids(`whatsappId=${s.site}`)).toEqual([s.lastMinute, s.open])
    expect(await ids(`whatsappId=[${s.shop}]`)).toEqual([s.longOne, s.rated, s.firstMinute])
    expect(await ids(`contactId=${s.maria}`)).toEqual([s.lastMinute, s.rated])
    expect(await ids('searchParam=souza')).toEqual([s.lastMinute, s.rated])
    expect(await ids('searchParam=3333-4444')).toEqual([s.longOne, s.open])
    expect(await ids('searchParam=987654321')).toEqual([s.longOne])
    expect(await ids(`searchParam=${encodeURIComponent('100%')}`)).toEqual([])
    expect(await ids(`status=["closed"]&queueIds=[${s.sales}]&whatsappId=${s.shop}`)).toEqual([s.rated])
  })

  it('keeps only rated tickets when asked, with their 0-10 rating', async () => {
    const answer = await report(`${march}&onlyRated=true`)
    expect(answer.ids).toEqual([s.lastMinute, s.rated])
    expect(answer.total).toBe(2)
    expect(answer.body.tickets.map((row: { NPS: number }) => row.NPS)).toEqual([3, 9])
    expect((await report(`${march}&onlyRated=false`)).total).toBe(5)
  })

  it('pages the rows and gives the total on every page, past the last one too', async () => {
    const first = await report(`${march}&pageSize=2&page=1`)
    expect(first.ids).toEqual(inMarch().slice(0, 2))
    expect(first.total).toBe(5)
    const last = await report(`${march}&pageSize=2&page=3`)
    expect(last.ids).toEqual([s.firstMinute])
    expect(last.total).toBe(5)
    const beyond = await report(`${march}&pageSize=2&page=4`)
    expect(beyond.ids).toEqual([])
    expect(beyond.total).toBe(5)
    // Ten by default; the export's page size is accepted.
    expect((await report(march)).body.tickets).toHaveLength(5)
    expect((await report(`${march}&pageSize=9999999`)).ids).toEqual(inMarch())
    const nothing = await report(`${march}&status=["group"]`)
    expect(nothing).toMatchObject({ status: 200, ids: [], total: 0 })
  })

  it('counts days on the São Paulo clock', async () => {
    expect((await report('dateFrom=2025-03-01&dateTo=2025-03-01')).ids).toEqual([s.firstMinute])
    expect((await report('dateFrom=2025-02-28&dateTo=2025-02-28')).ids).toEqual([s.february])
    expect((await report('dateFrom=2025-03-31&dateTo=2025-03-31')).ids).toEqual([s.lastMinute])
    expect((await report('dateFrom=2025-04-01&dateTo=2025-04-01')).ids).toEqual([s.april])
  })

  it('covers the first of the month to today by default', async () => {
    const answer = await report('')
    expect(answer.ids).toEqual([s.today])
    expect(answer.total).toBe(1)
  })

  it('shows a user with showDashboard only the tickets they may see in the inbox', async () => {
    // Beto (queue Vendas, no other switch): his own ticket; not Ana's claimed ones, not queueless ones.
    const answer = await report(march, s.betoApi)
    expect(answer.status).toBe(200)
    expect(answer.ids).toEqual([s.rated])
    expect(answer.total).toBe(1)
  })

  it('refuses a user without showDashboard', async () => {
    const answer = await report(march, s.doraApi)
    expect(answer.status).toBe(403)
    expect(answer.body.error).toBe('ERR_NO_PERMISSION')
  })

  it("finds nothing with another company's connection, contact or attendant ids", async () => {
    const asB = (query: string) => report(`${march}&${query}`, s.otherAdmin)
    expect((await asB('')).ids).toEqual([s.otherTicket])
    for (const query of [
      `whatsappId=${s.shop}`,
      `contactId=${s.maria}`,
      `users=[${s.beto},${s.ana}]`,
      `queueIds=[${s.sales}]`,
      `searchParam=${s.rated}`,
      'searchParam=Maria',
    ]) {
      const answer = await asB(query)
      expect(answer, query).toMatchObject({ status: 200, ids: [], total: 0 })
    }
  })

  it('refuses malformed filters and ranges', async () => {
    const refused = async (query: string, field: string) => {
      const answer = await report(query)
      expect(answer.status, query).toBe(400)
      expect(answer.body.error).toBe('ERR_VALIDATION')
      expect(JSON.stringify(answer.body.fields), query).toContain(field)
    }
    await refused('status=["nps"]', 'status')
    await refused('users=[1,"x"]', 'users')
    await refused('queueIds=[1', 'queueIds')
    await refused('dateFrom=2025-03-10&dateTo=2025-03-01', 'dateTo')
    await refused('pageSize=0', 'pageSize')
    await refused('pageSize=10000001', 'pageSize')
    await refused('page=0', 'page')
    await refused('dateFrom=2025-02-30', 'dateFrom')
  })
})

describe('supportTime', () => {
  it('is written as hours and minutes, the hours running past a day', () => {
    expect(hoursAndMinutes(0)).toBe('00:00')
    expect(hoursAndMinutes(59)).toBe('00:00')
    expect(hoursAndMinutes(4500)).toBe('01:15')
    expect(hoursAndMinutes(72 * 3600 + 600)).toBe('72:10')
    expect(hoursAndMinutes(-30)).toBe('00:00')
  })
})
