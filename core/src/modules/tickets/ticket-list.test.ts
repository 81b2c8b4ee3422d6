import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import { type ConversationSeed, conversationSeed } from './testing-seed.ts'
import { prefixTsQuery } from './ticket-list.ts'

let testApp: TestApp
let sql: pg.Client
let seed: ConversationSeed

const login = (account: { email: string; password: string }) => new ApiClient(testApp.url).login(account)

/** Ids of a spec-style list answer, in order. */
const idsOf = (answer: { body: { tickets: { id: number }[] } }) =>
  answer.body.tickets.map((ticket) => ticket.id)
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)

// Company A: two queues, two connections, attendants with different switches, seven tickets.
const a = {} as {
  id: number
  sales: number
  support: number
  main: number
  second: number
  tagX: number
  tagY: number
  admin: ApiClient
  adminId: number
  salesAgent: ApiClient
  salesAgentId: number
  wideAgent: ApiClient
  wideAgentId: number
  historian: ApiClient
  t: Record<
    'pendingSales' | 'openSales' | 'openSupport' | 'noQueue' | 'group' | 'closedSales' | 'adminOpen',
    number
  >
  uuid: Record<string, string>
}

beforeAll(async () => {
  testApp = await startTestApp()
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  seed = conversationSeed(sql)

  a.id = await seed.company('Acme Tickets')
  const companyId = a.id
  a.sales = await seed.queue({ companyId, name: 'Vendas' })
  a.support = await seed.queue({ companyId, name: 'Suporte' })
  a.main = await seed.connection({ companyId, name: 'Principal', isDefault: true })
  a.second = await seed.connection({ companyId, name: 'Secundária' })
  a.tagX = await seed.tag({ companyId, name: 'VIP' })
  a.tagY = await seed.tag({ companyId, name: 'Urgente' })
  const admin = await seed.user({ companyId, profile: 'admin', name: 'Ana Admin' })
  const salesAgent = await seed.user({ companyId, queueIds: [a.sales], name: 'Sergio Vendas' })
  const wideAgent = await seed.user({
    companyId,
    queueIds: [a.sales],
    name: 'Wanda Ampla',
    switches: { allTicket: true, allowGroup: true, allUserChat: true },
  })
  const historian = await seed.user({ companyId, switches: { allHistoric: true } })
  a.adminId = admin.id
  a.salesAgentId = salesAgent.id
  a.wideAgentId = wideAgent.id

  const maria = await seed.contact({ companyId, name: 'Maria Silva', number: '5511987654321' })
  const joao = await seed.contact({ companyId, name: 'João Souza', number: '5521912345678' })
  const carla = await seed.contact({ companyId, name: 'Carla Dias' })
  const pedro = await seed.contact({ companyId, name: 'Pedro Lima' })
  const family = await seed.contact({ companyId, name: 'Família', number: '120363012345678', isGroup: true })
  const bruno = await seed.contact({ companyId, name: 'Bruno Reis' })
  const lia = await seed.contact({ companyId, name: 'Lia Rocha' })
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
  const ticket = async (options: Parameters<ConversationSeed['ticket']>[0]) => seed.ticket(options)
  const made = {
    pendingSales: await ticket({
      companyId,
      contactId: maria,
      status: 'pending',
      queueId: a.sales,
      connectionId: a.main,
      unreadMessages: 2,
      updatedAt: minutesAgo(70),
    }),
    openSales: await ticket({
      companyId,
      contactId: joao,
      status: 'open',
      userId: salesAgent.id,
      queueId: a.sales,
      connectionId: a.main,
      updatedAt: minutesAgo(60),
    }),
    openSupport: await ticket({
      companyId,
      contactId: carla,
      status: 'open',
      userId: wideAgent.id,
      queueId: a.support,
      connectionId: a.second,
      updatedAt: minutesAgo(50),
    }),
    noQueue: await ticket({
      companyId,
      contactId: pedro,
      status: 'pending',
      connectionId: a.main,
      updatedAt: minutesAgo(40),
    }),
    group: await ticket({
      companyId,
      contactId: family,
      status: 'group',
      isGroup: true,
      connectionId: a.main,
      updatedAt: minutesAgo(30),
    }),
    closedSales: await ticket({
      companyId,
      contactId: bruno,
      status: 'closed',
      userId: salesAgent.id,
      queueId: a.sales,
      connectionId: a.main,
      updatedAt: minutesAgo(20),
    }),
    adminOpen: await ticket({
      companyId,
      contactId: lia,
      status: 'open',
      userId: admin.id,
      queueId: a.sales,
      connectionId: a.main,
      updatedAt: minutesAgo(10),
    }),
  }
  a.t = Object.fromEntries(Object.entries(made).map(([key, value]) => [key, value.id])) as typeof a.t
  a.uuid = Object.fromEntries(Object.entries(made).map(([key, value]) => [key, value.uuid]))
  await seed.ticketTag(companyId, a.t.openSupport, a.tagX)
  await seed.ticketTag(companyId, a.t.adminOpen, a.tagX)
  await seed.ticketTag(companyId, a.t.adminOpen, a.tagY)
  await seed.message({ companyId, ticketId: a.t.openSupport, body: 'O boleto venceu ontem, podem reenviar?' })
  await seed.message({ companyId, ticketId: a.t.openSales, body: 'Bom dia, quero um orçamento' })
  await seed.message({ companyId, ticketId: a.t.closedSales, body: 'boleto apagado', isDeleted: true })

  a.admin = await login(admin)
  a.salesAgent = await login(salesAgent)
  a.wideAgent = await login(wideAgent)
  a.historian = await login(historian)
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

describe('GET /api/tickets filters (admin, show all)', () => {
  const list = (query: string) => a.admin.get(`/api/tickets?showAll=true&${query}`)

  it('lists every ticket of the company, newest activity first', async () => {
    const answer = await list('')
    expect(answer.status).toBe(200)
    const { t } = a
    expect(idsOf(answer)).toEqual([
      t.adminOpen,
      t.closedSales,
      t.group,
      t.noQueue,
      t.openSupport,
      t.openSales,
      t.pendingSales,
    ])
    expect(answer.body).toMatchObject({ count: 7, hasMore: false })
    const first = answer.body.tickets[0]
    expect(first).toMatchObject({
      id: t.adminOpen,
      status: 'open',
      queue: { id: a.sales, name: 'Vendas' },
      user: { id: a.adminId, name: 'Ana Admin' },
      whatsapp: { id: a.main, name: 'Principal' },
      contact: { name: 'Lia Rocha' },
    })
    expect(first.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(['Urgente', 'VIP'])
  })

  it('sorts ascending on request', async () => {
    const answer = await list('sortTickets=ASC')
    expect(idsOf(answer)[0]).toBe(a.t.pendingSales)
    expect(idsOf(answer).at(-1)).toBe(a.t.adminOpen)
  })

  it('filters by status and by a list of statuses', async () => {
    const { t } = a
    expect(sorted(idsOf(await list('status=open')))).toEqual(
      sorted([t.openSales, t.openSupport, t.adminOpen]),
    )
    expect(sorted(idsOf(await list(`statusFilter=${encodeURIComponent('["pending","group"]')}`)))).toEqual(
      sorted([t.pendingSales, t.noQueue, t.group]),
    )
    // lgpd and nps are notification filters, not statuses: they select nothing.
    expect(idsOf(await list(`statusFilter=${encodeURIComponent('["nps"]')}`))).toEqual([])
  })

  it('filters by queues, still listing tickets without a queue', async () => {
    const { t } = a
    const answer = await list(`queueIds=${encodeURIComponent(JSON.stringify([a.support]))}`)
    expect(sorted(idsOf(answer))).toEqual(sorted([t.openSupport, t.noQueue, t.group]))
  })

  it('filters by tags (every tag chosen), owners, connections and unread messages', async () => {
    const { t } = a
    const json = (value: unknown) => encodeURIComponent(JSON.stringify(value))
    expect(sorted(idsOf(await list(`tags=${json([a.tagX])}`)))).toEqual(sorted([t.openSupport, t.adminOpen]))
    expect(idsOf(await list(`tags=${json([a.tagX, a.tagY])}`))).toEqual([t.adminOpen])
    expect(sorted(idsOf(await list(`users=${json([a.salesAgentId])}`)))).toEqual(
      sorted([t.openSales, t.closedSales]),
    )
    expect(idsOf(await list(`whatsapps=${json([a.second])}`))).toEqual([t.openSupport])
    expect(idsOf(await list('withUnreadMessages=true'))).toEqual([t.pendingSales])
  })

  it('refuses malformed id lists', async () => {
    const answer = await list('tags=notjson')
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: 'ERR_VALIDATION', fields: [{ field: 'tags' }] })
    expect((await list(`users=${encodeURIComponent('["x"]')}`)).status).toBe(400)
  })

  it('filters by creation and update day', async () => {
    const contactId = await seed.contact({ companyId: a.id, name: 'Dia Antigo' })
    const old = await seed.ticket({
      companyId: a.id,
      contactId,
      status: 'closed',
      createdAt: new Date('2020-01-15T15:00:00Z'),
      updatedAt: new Date('2020-02-01T15:00:00Z'),
    })
    try {
      expect(idsOf(await list('date=2020-01-15'))).toEqual([old.id])
      expect(idsOf(await list('date=2020-01-16'))).toEqual([])
      expect(idsOf(await list('updatedAt=2020-02-01'))).toEqual([old.id])
    } finally {
      await sql.query('delete from tickets where id = $1', [old.id])
    }
  })

  it('searches contact names and numbers', async () => {
    const { t } = a
    expect(idsOf(await list('searchParam=maria'))).toEqual([t.pendingSales])
    expect(idsOf(await list('searchParam=JOÃO'))).toEqual([t.openSales])
    expect(idsOf(await list('searchParam=987654'))).toEqual([t.pendingSales])
    // LIKE wildcards typed by the user are taken literally.
    expect(idsOf(await list('searchParam=%25'))).toEqual([])
  })

  it('searches message bodies only when asked, by word prefix, skipping deleted messages', async () => {
    const { t } = a
    expect(idsOf(await list('searchParam=boleto'))).toEqual([])
    expect(idsOf(await list('searchParam=boleto&searchOnMessages=true'))).toEqual([t.openSupport])
    expect(idsOf(await list('searchParam=bolet&searchOnMessages=true'))).toEqual([t.openSupport])
    expect(idsOf(await list('searchParam=or%C3%A7amento&searchOnMessages=true'))).toEqual([t.openSales])
    // names still match with message search on
    expect(idsOf(await list('searchParam=Rocha&searchOnMessages=true'))).toEqual([t.adminOpen])
  })

  it('builds prefix queries only from words', () => {
    expect(prefixTsQuery("Boleto & 'venceu' | !x")).toBe('boleto:* & venceu:* & x:*')
    expect(prefixTsQuery('  &|! ')).toBeUndefined()
  })
})

describe('GET /api/tickets scope per user', () => {
  it("shows a plain attendant their own tickets and their queue's waiting ones, nothing else", async () => {
    const { t } = a
    for (const showAll of ['false', 'true']) {
      const answer = await a.salesAgent.get(`/api/tickets?showAll=${showAll}`)
      expect(answer.status).toBe(200)
      expect(sorted(idsOf(answer))).toEqual(sorted([t.pendingSales, t.openSales, t.closedSales]))
    }
  })

  it('widens with allTicket, allowGroup and allUserChat; show-all adds others’ conversations', async () => {
    const { t } = a
    const mine = await a.wideAgent.get('/api/tickets')
    expect(sorted(idsOf(mine))).toEqual(sorted([t.pendingSales, t.openSupport, t.noQueue, t.group]))
    const all = await a.wideAgent.get('/api/tickets?showAll=true')
    expect(sorted(idsOf(all))).toEqual(
      sorted([t.pendingSales, t.openSales, t.openSupport, t.noQueue, t.group, t.closedSales, t.adminOpen]),
    )
  })

  it('keeps a plain user searching to their own scope even with show-all', async () => {
    const answer = await a.wideAgent.get('/api/tickets?showAll=true&searchParam=Jo%C3%A3o')
    expect(idsOf(answer)).toEqual([])
    // an admin searching keeps show-all
    expect(idsOf(await a.admin.get('/api/tickets?showAll=true&searchParam=Jo%C3%A3o'))).toEqual([
      a.t.openSales,
    ])
  })

  it('lets allHistoric see every queue, but not tickets without a queue or groups', async () => {
    const { t } = a
    const answer = await a.historian.get('/api/tickets?showAll=true')
    expect(sorted(idsOf(answer))).toEqual(
      sorted([t.pendingSales, t.openSales, t.openSupport, t.closedSales, t.adminOpen]),
    )
  })

  it('shows an admin without show-all their own, waiting and group tickets', async () => {
    const { t } = a
    const answer = await a.admin.get('/api/tickets')
    expect(sorted(idsOf(answer))).toEqual(sorted([t.pendingSales, t.noQueue, t.group, t.adminOpen]))
  })

  it('answers 404 for one ticket outside the scope, by id and by uuid', async () => {
    for (const path of [`/api/tickets/${a.t.openSupport}`, `/api/tickets/u/${a.uuid.openSupport}`]) {
      const answer = await a.salesAgent.get(path)
      expect(answer.status).toBe(404)
      expect(answer.body.error).toBe('ERR_NO_TICKET_FOUND')
    }
    const own = await a.salesAgent.get(`/api/tickets/${a.t.openSales}`)
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ id: a.t.openSales, contact: { name: 'João Souza' } })
  })
})

describe('LGPD number masking', () => {
  beforeAll(() => seed.setting(a.id, 'lgpdHideNumber', 'enabled'))
  afterAll(() => seed.setting(a.id, 'lgpdHideNumber', 'disabled'))

  it('masks numbers for profile users, never for admins or group ids', async () => {
    const forUser = await a.salesAgent.get('/api/tickets')
    const maria = forUser.body.tickets.find((ticket: { id: number }) => ticket.id === a.t.pendingSales)
    expect(maria.contact.number).toBe('55119******21')
    const one = await a.salesAgent.get(`/api/tickets/u/${a.uuid.pendingSales}`)
    expect(one.body.contact.number).toBe('55119******21')

    const forAdmin = await a.admin.get('/api/tickets?showAll=true')
    const whole = forAdmin.body.tickets.find((ticket: { id: number }) => ticket.id === a.t.pendingSales)
    expect(whole.contact.number).toBe('5511987654321')

    const group = (await a.wideAgent.get('/api/tickets')).body.tickets.find(
      (ticket: { id: number }) => ticket.id === a.t.group,
    )
    expect(group.contact.number).toBe('120363012345678')
  })
})

describe('GET /api/ticket/kanban', () => {
  const day = (offsetDays: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.now() + offsetDays * 86_400_000),
    )
  // Yesterday to today, so tickets active an hour ago count even just after midnight.
  const recent = `startDate=${day(-1)}&endDate=${day(0)}`

  it("lists the working tickets active in the days, every attendant's for admins, with their tags", async () => {
    const answer = await a.admin.get(`/api/ticket/kanban?${recent}`)
    expect(answer.status).toBe(200)
    const { t } = a
    // Closed and group tickets are not on the board.
    expect(idsOf(answer)).toEqual([t.adminOpen, t.noQueue, t.openSupport, t.openSales, t.pendingSales])
    expect(answer.body).toMatchObject({ count: 5, hasMore: false })
    const card = answer.body.tickets[0]
    expect(card.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(['Urgente', 'VIP'])
    expect(card).toMatchObject({ contact: { name: 'Lia Rocha' }, user: { name: 'Ana Admin' } })
  })

  it('narrows by queues and days, and keeps an attendant to their own scope', async () => {
    const { t } = a
    const sales = await a.admin.get(`/api/ticket/kanban?${recent}&queueIds=${JSON.stringify([a.sales])}`)
    // Choosing queues still shows tickets without a queue, as the inbox list does.
    expect(idsOf(sales)).toEqual([t.adminOpen, t.noQueue, t.openSales, t.pendingSales])
    const future = await a.admin.get(`/api/ticket/kanban?startDate=${day(2)}&endDate=${day(3)}`)
    expect(idsOf(future)).toEqual([])
    const agent = await a.salesAgent.get(`/api/ticket/kanban?${recent}`)
    expect(sorted(idsOf(agent))).toEqual(sorted([t.openSales, t.pendingSales]))
  })

  it('refuses days in the wrong order', async () => {
    const answer = await a.admin.get(`/api/ticket/kanban?startDate=${day(0)}&endDate=${day(-1)}`)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('ERR_VALIDATION')
  })
})

describe('GET /api/dashboard/moments', () => {
  it('shows admins every working ticket, newest activity first, by status or attendant', async () => {
    const { t } = a
    const all = await a.admin.get('/api/dashboard/moments')
    expect(all.status).toBe(200)
    expect(all.body.map((ticket: { id: number }) => ticket.id)).toEqual([
      t.adminOpen,
      t.group,
      t.noQueue,
      t.openSupport,
      t.openSales,
      t.pendingSales,
    ])
    expect(all.body[0]).toMatchObject({ user: { name: 'Ana Admin' }, contact: { name: 'Lia Rocha' } })
    const waiting = await a.admin.get('/api/dashboard/moments?status=pending')
    expect(waiting.body.map((ticket: { id: number }) => ticket.id)).toEqual([t.noQueue, t.pendingSales])
    const ofAgent = await a.admin.get(`/api/dashboard/moments?userId=${a.salesAgentId}`)
    expect(ofAgent.body.map((ticket: { id: number }) => ticket.id)).toEqual([t.openSales])
  })

  it('needs allowRealTime, and keeps such a user to what they may see', async () => {
    expect((await a.salesAgent.get('/api/dashboard/moments')).body.error).toBe('ERR_NO_PERMISSION')
    const watcher = await seed.user({
      companyId: a.id,
      queueIds: [a.sales],
      switches: { allowRealTime: true },
    })
    const answer = await login(watcher).then((api) => api.get('/api/dashboard/moments'))
    expect(answer.status).toBe(200)
    const ids = answer.body.map((ticket: { id: number }) => ticket.id)
    expect(ids).toContain(a.t.pendingSales)
    expect(ids).not.toContain(a.t.openSupport)
  })
})

describe('paging', () => {
  let admin: ApiClient

  beforeAll(async () => {
    const companyId = await seed.company()
    admin = await login(await seed.user({ companyId, profile: 'admin' }))
    const start = Date.now() - 3_600_000
    for (let index = 0; index < 45; index += 1) {
      const contactId = await seed.contact({ companyId, name: `Cliente ${index}` })
      await seed.ticket({
        companyId,
        contactId,
        status: 'pending',
        updatedAt: new Date(start + index * 1000),
      })
    }
  })

  it('pages by 40 with count and hasMore', async () => {
    const first = await admin.get('/api/tickets?showAll=true&pageNumber=1')
    expect(first.body.tickets).toHaveLength(40)
    expect(first.body).toMatchObject({ count: 45, hasMore: true })
    expect(first.body.tickets[0].contact.name).toBe('Cliente 44')
    const second = await admin.get('/api/tickets?showAll=true&pageNumber=2')
    expect(second.body.tickets).toHaveLength(5)
    expect(second.body).toMatchObject({ count: 45, hasMore: false })
    expect(second.body.tickets.at(-1).contact.name).toBe('Cliente 0')
    const beyond = await admin.get('/api/tickets?showAll=true&pageNumber=9')
    expect(beyond.body).toMatchObject({ tickets: [], hasMore: false })
  })

  it('serves react-admin ranges with Content-Range', async () => {
    const query = new URLSearchParams({
      range: '[10,14]',
      sort: '["id","ASC"]',
      filter: JSON.stringify({ status: 'pending', showAll: true }),
    })
    const answer = await admin.get(`/api/tickets?${query}`)
    expect(answer.status).toBe(200)
    expect(Array.isArray(answer.body)).toBe(true)
    expect(answer.body).toHaveLength(5)
    const ids = answer.body.map((ticket: { id: number }) => ticket.id)
    expect(ids).toEqual(sorted(ids))
    expect(answer.headers.get('content-range')).toBe('tickets 10-14/45')
    const closedOnly = await admin.get(
      `/api/tickets?${new URLSearchParams({ filter: '{"status":"closed"}' })}`,
    )
    expect(closedOnly.body).toEqual([])
  })
})

describe('searching inside messages of a large company', () => {
  let admin: ApiClient
  let oldest: number
  let secondOldest: number
  /** The tickets saying "boa tarde", newest first. */
  let olderNewestFirst: number[]
  const tickets = 2100
  const olderSayingTarde = 1050

  beforeAll(async () => {
    const companyId = await seed.company()
    admin = await login(await seed.user({ companyId, profile: 'admin' }))
    // More tickets than the newest-first walk looks at; every one says "bom dia", the oldest
    // alone also "zebra".
    await sql.query(
      `with c as (
         insert into contacts (company_id, name, number, created_at, updated_at)
         select $1, 'Cliente ' || n, '5511' || lpad(n::text, 9, '0'), now(), now() from generate_series(1, $2) n
         returning id),
       t as (
         insert into tickets (uuid, company_id, contact_id, status, created_at, updated_at)
         select gen_random_uuid(), $1, c.id, 'open', now(), now() - (c.id || ' seconds')::interval from c
         returning id)
       insert into messages (company_id, ticket_id, body, created_at, updated_at)
       select $1, t.id, 'bom dia', now(), now() from t`,
      [companyId, tickets],
    )
    const { rows } = await sql.query(
      'select id from tickets where company_id = $1 order by updated_at asc, id asc limit 1',
      [companyId],
    )
    oldest = rows[0].id
    await seed.message({ companyId, ticketId: oldest, body: 'a zebra fugiu' })
    const older = await sql.query(
      'select id from tickets where company_id = $1 order by updated_at asc, id asc limit $2',
      [companyId, olderSayingTarde],
    )
    const [, second, third] = older.rows.map((row) => row.id)
    secondOldest = second
    await seed.message({ companyId, ticketId: second, body: 'bom dia, girafa' })
    await seed.message({ companyId, ticketId: third, body: 'uma girafa' })
    // Said in more messages than a rare word may be, yet in none of the newest tickets.
    await sql.query(
      `insert into messages (company_id, ticket_id, body, created_at, updated_at)
       select $1, id, 'boa tarde', now(), now() from unnest($2::int[]) id`,
      [companyId, older.rows.map((row) => row.id)],
    )
    olderNewestFirst = older.rows.map((row) => row.id).reverse()
  })

  it('finds a word said only in the oldest ticket, past the newest-first walk', async () => {
    const answer = await admin.get('/api/tickets?showAll=true&searchParam=zebra&searchOnMessages=true')
    expect(idsOf(answer)).toEqual([oldest])
    expect(answer.body).toMatchObject({ count: 1, hasMore: false })
  })

  it('finds a rare word said beside a common one, in the same message only', async () => {
    const answer = await admin.get('/api/tickets?showAll=true&searchParam=bom%20gir&searchOnMessages=true')
    expect(idsOf(answer)).toEqual([secondOldest])
    expect(answer.body).toMatchObject({ count: 1, hasMore: false })
  })

  it('pages a word missing from the newest tickets but said in a thousand older ones, in list order', async () => {
    const answer = await admin.get('/api/tickets?showAll=true&searchParam=tarde&searchOnMessages=true')
    expect(idsOf(answer)).toEqual(olderNewestFirst.slice(0, 40))
    expect(answer.body.hasMore).toBe(true)
    const third = await admin.get(
      '/api/tickets?showAll=true&searchParam=tarde&searchOnMessages=true&pageNumber=3',
    )
    expect(idsOf(third)).toEqual(olderNewestFirst.slice(80, 120))
  })

  it('pages a word said in every ticket in list order, the same pages as without the search', async () => {
    for (const pageNumber of [1, 3]) {
      const searched = await admin.get(
        `/api/tickets?showAll=true&searchParam=bom%20dia&searchOnMessages=true&pageNumber=${pageNumber}`,
      )
      const plain = await admin.get(`/api/tickets?showAll=true&pageNumber=${pageNumber}`)
      expect(idsOf(searched)).toHaveLength(40)
      expect(idsOf(searched)).toEqual(idsOf(plain))
      expect(searched.body.hasMore).toBe(true)
      expect(searched.body.count).toBeGreaterThan(pageNumber * 40)
    }
  })
})

describe('tenant isolation of reads', () => {
  let other: ApiClient
  let otherTicket: { id: number; uuid: string }

  beforeAll(async () => {
    const companyId = await seed.company()
    other = await login(await seed.user({ companyId, profile: 'admin' }))
    otherTicket = await seed.ticket({
      companyId,
      contactId: await seed.contact({ companyId, name: 'Maria Silva' }),
    })
  })

  it("never lists or shows another company's tickets", async () => {
    const listed = await other.get('/api/tickets?showAll=true&searchParam=maria')
    expect(idsOf(listed)).toEqual([otherTicket.id])
    for (const path of [`/api/tickets/${a.t.pendingSales}`, `/api/tickets/u/${a.uuid.pendingSales}`]) {
      const answer = await other.get(path)
      expect(answer.status).toBe(404)
      expect(answer.body.error).toBe('ERR_NO_TICKET_FOUND')
    }
    const fromA = await a.admin.get(`/api/tickets/${otherTicket.id}`)
    expect(fromA.status).toBe(404)
  })
})
