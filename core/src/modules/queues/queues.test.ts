import pg from 'pg'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '../../testing/index.ts'
import { insertCompany, insertUser } from '../users/test-tenants.ts'

let testApp: TestApp
let sql: pg.Client
let admin: ApiClient
let companyB: number
let adminB: ApiClient
const sockets: Socket[] = []

beforeAll(async () => {
  testApp = await startTestApp()
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  // Company 1's plan must not be what limits this file's many creations.
  await sql.query('update plans set users = 100, queues = 100 where id = 1')
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  companyB = await insertCompany(sql)
  adminB = await new ApiClient(testApp.url).login(await insertUser(sql, companyB, { profile: 'admin' }))
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await sql?.end()
  await testApp?.close()
})

let colourCount = 0
/** A colour no other test queue has. */
function freshColour() {
  colourCount += 1
  return `#${colourCount.toString(16).padStart(6, '0')}`
}

async function createQueue(client: ApiClient, body: Record<string, unknown> = {}) {
  const answer = await client.post('/api/queue', {
    name: `Fila ${colourCount + 1}`,
    color: freshColour(),
    ...body,
  })
  expect(answer.status).toBe(201)
  return answer.body
}

function listen(companyId: number, token: string) {
  const socket = connectSocket(`${testApp.url}/${companyId}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  sockets.push(socket)
  const received: { event: string; payload: Record<string, unknown> }[] = []
  socket.onAny((event: string, payload: Record<string, unknown>) => void received.push({ event, payload }))
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return { received, ready }
}

describe('queue validation', () => {
  it("words name failures as the form does ('Too Short!', 'Too Long!')", async () => {
    const short = await admin.post('/api/queue', { name: 'A', color: '#abcdef' })
    expect(short.status).toBe(400)
    expect(short.body.fields).toContainEqual(
      expect.objectContaining({ field: 'name', message: 'Too Short!' }),
    )
    const long = await admin.post('/api/queue', { name: 'x'.repeat(51), color: '#abcdef' })
    expect(long.body.fields).toContainEqual(expect.objectContaining({ field: 'name', message: 'Too Long!' }))
    const option = await admin.post('/api/queue', {
      name: 'Vendas',
      color: '#abcdef',
      chatbots: [{ name: 'abc' }],
    })
    expect(option.status).toBe(400)
    expect(option.body.fields).toContainEqual(
      expect.objectContaining({ field: 'chatbots.0.name', message: 'Too Short!' }),
    )
  })

  it('refuses a colour that is not 3 to 9 hex characters', async () => {
    const answer = await admin.post('/api/queue', { name: 'Cores', color: 'blue' })
    expect(answer.status).toBe(400)
    expect(answer.body.fields).toMatchObject(
      expect.arrayContaining([expect.objectContaining({ field: 'color' })]),
    )
  })

  it('refuses a second queue with the same colour, whatever its case', async () => {
    const first = await createQueue(admin, { color: '#ABCDE1' })
    const again = await admin.post('/api/queue', { name: 'Outra fila', color: '#abcde1' })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('ERR_QUEUE_COLOR_ALREADY_EXISTS')
    const update = await createQueue(admin)
    const changed = await admin.put(`/api/queue/${update.id}`, { color: first.color })
    expect(changed.body.error).toBe('ERR_QUEUE_COLOR_ALREADY_EXISTS')
    // Another company may use the same colour.
    await createQueue(adminB, { color: '#ABCDE1' })
  })

  it('gives a new queue the default hours and checks HH:mm and periods on update', async () => {
    const queue = await createQueue(admin)
    expect(queue.schedules).toHaveLength(7)
    for (const row of queue.schedules) {
      expect(row).toMatchObject({
        startTimeA: '08:00',
        endTimeA: '12:00',
        startTimeB: '13:00',
        endTimeB: '18:00',
      })
    }
    const schedules = queue.schedules.map((row: Record<string, string>) => ({ ...row }))
    schedules[0].startTimeA = '25:00'
    const badFormat = await admin.put(`/api/queue/${queue.id}`, { schedules })
    expect(badFormat.status).toBe(400)
    expect(badFormat.body.fields[0].field).toBe('schedules.0.startTimeA')

    schedules[0].startTimeA = '11:00'
    schedules[0].endTimeA = '10:00'
    const backwards = await admin.put(`/api/queue/${queue.id}`, { schedules })
    expect(backwards.status).toBe(400)
    expect(backwards.body.fields).toContainEqual(
      expect.objectContaining({
        field: 'schedules.0.endTimeA',
        message: 'must be after startTimeA',
      }),
    )

    schedules[0].startTimeA = '09:30'
    schedules[0].endTimeA = '11:45'
    schedules[6].startTimeB = ''
    schedules[6].endTimeB = ''
    const saved = await admin.put(`/api/queue/${queue.id}`, { schedules })
    expect(saved.status).toBe(200)
    expect(saved.body.schedules[0]).toMatchObject({ startTimeA: '09:30', endTimeA: '11:45' })
    expect(saved.body.schedules[6]).toMatchObject({ startTimeB: '', endTimeB: '' })
  })

  it('requires the out-of-hours message when the company schedules by queue', async () => {
    await sql.query(
      `insert into company_settings (company_id, key, value, created_at, updated_at) values ($1, 'scheduleType', 'queue', now(), now())`,
      [companyB],
    )
    const missing = await adminB.post('/api/queue', { name: 'Suporte', color: '#123abc' })
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toContainEqual(
      expect.objectContaining({ field: 'outOfHoursMessage', message: 'Required' }),
    )
    const queue = await createQueue(adminB, { outOfHoursMessage: 'Estamos fechados' })
    const cleared = await adminB.put(`/api/queue/${queue.id}`, { outOfHoursMessage: '' })
    expect(cleared.status).toBe(400)
  })
})

describe('queue list and access', () => {
  it('lists by orderQueue, and pages for react-admin with Content-Range', async () => {
    const later = await createQueue(admin, { orderQueue: 2 })
    const first = await createQueue(admin, { orderQueue: 1 })
    const list = await admin.get('/api/queue')
    expect(list.status).toBe(200)
    const ids = list.body.map((queue: { id: number }) => queue.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(later.id))
    expect(list.body.every((queue: { companyId: number }) => queue.companyId === 1)).toBe(true)

    const page = await admin.get(`/api/queue?range=${encodeURIComponent('[0,0]')}`)
    expect(page.body).toHaveLength(1)
    expect(page.headers.get('content-range')).toMatch(/^queues 0-0\/\d+$/)
  })

  it('lets a plain user read queues but not change them', async () => {
    const plain = await new ApiClient(testApp.url).login(await insertUser(sql, 1))
    expect((await plain.get('/api/queue')).status).toBe(200)
    const refused = await plain.post('/api/queue', { name: 'Minha fila', color: '#fedcba' })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('ERR_NO_PERMISSION')
  })

  it("refuses a queue beyond the plan's count", async () => {
    const small = await insertCompany(sql, { queues: 1 })
    const smallAdmin = await new ApiClient(testApp.url).login(
      await insertUser(sql, small, { profile: 'admin' }),
    )
    await createQueue(smallAdmin)
    const over = await smallAdmin.post('/api/queue', { name: 'Segunda', color: freshColour() })
    expect(over.status).toBe(403)
    expect(over.body.error).toBe('ERR_PLAN_LIMIT_REACHED')
    const { rows } = await sql.query('select count(*)::int as n from queues where company_id = $1', [small])
    expect(rows[0].n).toBe(1)
  })

  it('lets only one of two simultaneous creations take the last place in the plan', async () => {
    const small = await insertCompany(sql, { queues: 1 })
    const smallAdmin = await new ApiClient(testApp.url).login(
      await insertUser(sql, small, { profile: 'admin' }),
    )
    const answers = await Promise.all([
      smallAdmin.post('/api/queue', { name: 'Corrida A', color: freshColour() }),
      smallAdmin.post('/api/queue', { name: 'Corrida B', color: freshColour() }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403])
  })

  it("tells the company's sockets about changes, and no other company's", async () => {
    const socketA = listen(1, admin.token!)
    const socketB = listen(companyB, adminB.token!)
    await Promise.all([socketA.ready, socketB.ready])
    const queue = await createQueue(admin)
    const created = await waitFor(() =>
      socketA.received.find(
        (event) => event.event === 'company-1-queue' && event.payload.action === 'create',
      ),
    )
    expect(created.payload.queue).toMatchObject({ id: queue.id, name: queue.name })
    await admin.delete(`/api/queue/${queue.id}`)
    await waitFor(() =>
      socketA.received.find(
        (event) => event.payload.action === 'delete' && event.payload.queueId === queue.id,
      ),
    )
    expect(socketB.received.filter((event) => event.event.endsWith('-queue'))).toEqual([])
  })

  it('keeps tickets when their queue is deleted, without a queue', async () => {
    const queue = await createQueue(admin)
    const contact = await sql.query(
      `insert into contacts (company_id, name, number, created_at, updated_at) values (1, 'Cliente', '5511900000001', now(), now()) returning id`,
    )
    const ticket = await sql.query(
      `insert into tickets (uuid, company_id, contact_id, queue_id, created_at, updated_at)
       values (gen_random_uuid(), 1, $1, $2, now(), now()) returning id`,
      [contact.rows[0].id, queue.id],
    )
    const deleted = await admin.delete(`/api/queue/${queue.id}`)
    expect(deleted.status).toBe(200)
    const { rows } = await sql.query('select queue_id from tickets where id = $1', [ticket.rows[0].id])
    expect(rows).toEqual([{ queue_id: null }])
    expect((await admin.get(`/api/queue/${queue.id}`)).status).toBe(404)
  })
})

describe('chatbot menus', () => {
  it('saves a two-level menu, then updates, moves and removes options in one save', async () => {
    const target = await createQueue(admin)
    const queue = await createQueue(admin, {
      chatbots: [
        {
          name: 'Financeiro',
          greetingMessage: 'Escolha',
          options: [
            { name: 'Boletos', queueType: 'queue', optQueueId: target.id },
            { name: 'Notas fiscais' },
          ],
        },
        { name: 'Comercial', queueType: 'text', greetingMessage: 'Olá' },
      ],
    })
    expect(queue.chatbots).toHaveLength(2)
    const [finance, sales] = queue.chatbots
    expect(finance.options.map((option: { name: string }) => option.name)).toEqual([
      'Boletos',
      'Notas fiscais',
    ])
    expect(finance.options[0]).toMatchObject({
      parentId: finance.id,
      optQueueId: target.id,
      queueType: 'queue',
    })

    const [boletos, notas] = finance.options
    const updated = await admin.put(`/api/queue/${queue.id}`, {
      chatbots: [
        // Boletos moves under Comercial, Notas fiscais is dropped, a new option is added.
        { id: finance.id, name: 'Financeiro 2', options: [{ name: 'Segunda via' }] },
        { id: sales.id, name: 'Comercial', options: [{ id: boletos.id, name: 'Boletos' }] },
      ],
    })
    expect(updated.status).toBe(200)
    const [finance2, sales2] = updated.body.chatbots
    expect(finance2).toMatchObject({ id: finance.id, name: 'Financeiro 2' })
    expect(finance2.options.map((option: { name: string }) => option.name)).toEqual(['Segunda via'])
    expect(sales2.options).toEqual([expect.objectContaining({ id: boletos.id, parentId: sales.id })])
    const gone = await sql.query('select id from chatbot_options where id = $1', [notas.id])
    expect(gone.rows).toEqual([])

    const removedAll = await admin.put(`/api/queue/${queue.id}`, { chatbots: [] })
    expect(removedAll.body.chatbots).toEqual([])
    const { rows } = await sql.query('select count(*)::int as n from chatbot_options where queue_id = $1', [
      queue.id,
    ])
    expect(rows[0].n).toBe(0)
  })

  it('refuses menus nested deeper than five levels', async () => {
    const nest = (levels: number): Record<string, unknown> =>
      levels === 1 ? { name: 'Nível 1' } : { name: `Nível ${levels}`, options: [nest(levels - 1)] }
    const five = await admin.post('/api/queue', {
      name: 'Cinco níveis',
      color: freshColour(),
      chatbots: [nest(5)],
    })
    expect(five.status).toBe(201)
    const six = await admin.post('/api/queue', {
      name: 'Seis níveis',
      color: freshColour(),
      chatbots: [nest(6)],
    })
    expect(six.status).toBe(400)
    // Adding a sixth level one option at a time is refused too.
    let deepest = five.body.chatbots[0]
    while (deepest.options.length > 0) deepest = deepest.options[0]
    const sixth = await admin.post('/api/chatbot', { parentId: deepest.id, name: 'Nível 6' })
    expect(sixth.status).toBe(400)
  })

  it('adds, reads, changes and deletes single options through /chatbot', async () => {
    const queue = await createQueue(admin)
    const top = await admin.post('/api/chatbot', {
      queueId: queue.id,
      name: 'Suporte técnico',
      options: [{ name: 'Internet' }],
    })
    expect(top.status).toBe(201)
    expect(top.body).toMatchObject({ queueId: queue.id, parentId: null, name: 'Suporte técnico' })
    const child = await admin.post('/api/chatbot', { parentId: top.body.id, name: 'Telefone' })
    expect(child.body).toMatchObject({ queueId: queue.id, parentId: top.body.id, position: 1 })

    const read = await admin.get(`/api/chatbot/${top.body.id}`)
    expect(read.body.options.map((option: { name: string }) => option.name)).toEqual(['Internet', 'Telefone'])

    const changed = await admin.put(`/api/chatbot/${child.body.id}`, { name: 'Telefonia', closeTicket: true })
    expect(changed.body).toMatchObject({ name: 'Telefonia', closeTicket: true })
    const short = await admin.put(`/api/chatbot/${child.body.id}`, { name: 'abc' })
    expect(short.body.fields).toContainEqual(
      expect.objectContaining({ field: 'name', message: 'Too Short!' }),
    )

    expect((await admin.delete(`/api/chatbot/${top.body.id}`)).status).toBe(200)
    const { rows } = await sql.query('select count(*)::int as n from chatbot_options where queue_id = $1', [
      queue.id,
    ])
    expect(rows[0].n).toBe(0)
    expect((await admin.get(`/api/chatbot/${child.body.id}`)).status).toBe(404)
  })
})

describe('tenant isolation', () => {
  it("answers 404 for another company's queues and options, and changes nothing", async () => {
    const queue = await createQueue(admin, { chatbots: [{ name: 'Atendimento' }] })
    const option = queue.chatbots[0]
    const answers = [
      await adminB.get(`/api/queue/${queue.id}`),
      await adminB.put(`/api/queue/${queue.id}`, { name: 'Roubada' }),
      await adminB.delete(`/api/queue/${queue.id}`),
      await adminB.get(`/api/chatbot/${option.id}`),
      await adminB.put(`/api/chatbot/${option.id}`, { name: 'Roubada' }),
      await adminB.delete(`/api/chatbot/${option.id}`),
      await adminB.post('/api/chatbot', { queueId: queue.id, name: 'Intrusa' }),
      await adminB.post('/api/chatbot', { parentId: option.id, name: 'Intrusa' }),
    ]
    for (const answer of answers) expect(answer.status).toBe(404)

    // Menus may not point at another company's queue, user or option.
    // Company B schedules by queue (see above), so its queues carry an out-of-hours message.
    const ownQueue = await createQueue(adminB, { outOfHoursMessage: 'Fechado' })
    const foreignQueue = await adminB.put(`/api/queue/${ownQueue.id}`, {
      chatbots: [{ name: 'Desvio', queueType: 'queue', optQueueId: queue.id }],
    })
    expect(foreignQueue.status).toBe(404)
    const foreignUser = await adminB.put(`/api/queue/${ownQueue.id}`, {
      chatbots: [{ name: 'Desvio', queueType: 'attendent', optUserId: 1 }],
    })
    expect(foreignUser.status).toBe(404)
    const foreignOption = await adminB.put(`/api/queue/${ownQueue.id}`, {
      chatbots: [{ id: option.id, name: 'Roubada' }],
    })
    expect(foreignOption.status).toBe(404)

    const { rows } = await sql.query('select name from queues where id = $1', [queue.id])
    expect(rows[0].name).toBe(queue.name)
    const options = await sql.query('select name, queue_id from chatbot_options where id = $1', [option.id])
    expect(options.rows).toEqual([{ name: 'Atendimento', queue_id: queue.id }])
    const list = await adminB.get('/api/queue')
    expect(list.body.some((item: { id: number }) => item.id === queue.id)).toBe(false)
  })
})
