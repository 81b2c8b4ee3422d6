import {
  ApiClient,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  type TestCustomer,
  testChannel,
  waitFor,
} from '@atendo/core/testing'
import { movableClock } from '@atendo/plugin-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import integrations from './index.ts'
import { fakeServer } from './test-fakes/fake-server.ts'

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const clock = movableClock(new Date('2026-11-28T12:00:00Z'))
const channel = testChannel()
let testApp: TestApp
let admin: ApiClient
let typebot: Awaited<ReturnType<typeof fakeServer>>
const startChats: Record<string, unknown>[] = []
const made = {} as { menuQueue: number; botQueue: number; catalog: number; bot: number }

/** The menu every customer of these tests gets first: the connection's queues, numbered. */
const queueList = 'Escolha:\n\n*1* - Menu\n*2* - Robô'
const menu = 'Bem-vindo!\n\n*1* - Falar com o robô\n*2* - Ver catálogo\n*#* - Voltar ao menu inicial'

beforeAll(async () => {
  typebot = await fakeServer((request) => {
    if (request.path.endsWith('/startChat')) {
      startChats.push(JSON.parse(request.body || '{}'))
      return {
        json: {
          sessionId: `tb-${startChats.length}`,
          messages: [{ type: 'text', content: { markdown: 'Olá! Eu sou o robô.' } }],
          input: { type: 'text input' },
        },
      }
    }
    return { json: { messages: [{ type: 'text', content: { markdown: 'Anotado.' } }], input: {} } }
  })
  testApp = await startTestApp({
    plugins: [channel.plugin, integrations],
    clock,
    env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' },
  })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  made.bot = (
    await admin.post('/api/queueIntegration', {
      type: 'typebot',
      name: 'Robô',
      urlN8N: typebot.url,
      typebotSlug: 'atendimento',
      typebotDelayMessage: 0,
    })
  ).body.id
  const list = await admin.post('/api/files', {
    name: 'Catálogo',
    message: 'Segue nosso catálogo',
    options: [{ name: 'Tabela de preços' }, { name: 'Ainda sem arquivo' }],
  })
  made.catalog = list.body.id
  const form = new FormData()
  form.append('typeArch', 'fileList')
  form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'tabela.pdf')
  form.append('mediaType', 'application')
  form.append('name', 'tabela.pdf')
  form.append('id', String(list.body.options[0].id))
  expect((await admin.request('POST', `/api/files/uploadList/${made.catalog}`, form)).status).toBe(200)
  made.menuQueue = (
    await admin.post('/api/queue', {
      name: 'Menu',
      color: '#112233',
      orderQueue: 1,
      greetingMessage: 'Bem-vindo!',
      chatbots: [
        {
          name: 'Falar com o robô',
          queueType: 'integration',
          optIntegrationId: made.bot,
          greetingMessage: 'Chamando o robô.',
        },
        { name: 'Ver catálogo', queueType: 'file', optFileId: made.catalog, greetingMessage: 'Aqui está.' },
      ],
    })
  ).body.id
  made.botQueue = (
    await admin.post('/api/queue', {
      name: 'Robô',
      color: '#445566',
      orderQueue: 2,
      greetingMessage: 'Fila do robô.',
      integrationId: made.bot,
      fileListId: made.catalog,
    })
  ).body.id
  const connection = await channel.connection(testApp, 1)
  await operatorEm(testApp).execute("update connections set greeting_message = 'Escolha:' where id = ?", [
    connection.id,
  ])
  for (const queueId of [made.menuQueue, made.botQueue])
    await operatorEm(testApp).execute(
      'insert into connection_queues (connection_id, queue_id, company_id) values (?, ?, 1)',
      [connection.id, queueId],
    )
})
afterAll(async () => {
  await testApp?.close()
  await typebot?.close()
})

async function ticketOf(customer: TestCustomer) {
  const [row] = await operatorEm(testApp).execute<
    { id: number; automation: string | null; queue_id: number | null; is_bot: boolean }[]
  >(
    `select t.id, t.automation, t.queue_id, t.is_bot from tickets t join contacts c on c.id = t.contact_id
      where c.number = ? and t.status <> 'closed' order by t.id desc limit 1`,
    [customer.number],
  )
  return row!
}

/** The files the customer's ticket got, with their captions. */
async function filesOf(ticketId: number) {
  return operatorEm(testApp).execute<{ body: string; media_type: string }[]>(
    'select body, media_type from messages where ticket_id = ? and from_me and media_url is not null order by id',
    [ticketId],
  )
}

/** A customer at the menu queue's options. */
async function atTheMenu(name: string) {
  const customer = await channel.customer(testApp, { name })
  await customer.says('oi')
  await waitFor(() => customer.received().includes(queueList))
  await customer.says('1')
  await waitFor(() => customer.received().includes(menu))
  return customer
}

describe('chatbot handoffs', () => {
  it('hands the ticket to an integration option at the moment it is chosen, after the greeting', async () => {
    const ana = await atTheMenu('Ana')
    const before = startChats.length
    await ana.says('1')
    // Typebot starts without waiting for another message from Ana, and without her "1" as an answer.
    await waitFor(() => ana.received().includes('Olá! Eu sou o robô.'))
    expect(ana.received().slice(2)).toEqual(['Chamando o robô.', 'Olá! Eu sou o robô.'])
    expect(startChats.length).toBe(before + 1)
    expect(startChats.at(-1)).not.toHaveProperty('message')
    expect(startChats.at(-1)).toMatchObject({ prefilledVariables: { nome: 'Ana' } })
    expect(await ticketOf(ana)).toMatchObject({
      automation: 'integrations.runtime',
      queue_id: made.menuQueue,
      is_bot: false,
    })
    // The customer's next message goes to the integration, not to the menu.
    await ana.says('meu pedido')
    await waitFor(() => ana.received().includes('Anotado.'))
    expect(ana.received().slice(2)).toEqual(['Chamando o robô.', 'Olá! Eu sou o robô.', 'Anotado.'])
  })

  it("sends a file option's list (message, then its files) and keeps the customer at the menu", async () => {
    const bia = await atTheMenu('Bia')
    await bia.says('2')
    await waitFor(() => bia.received().includes('Tabela de preços'))
    expect(bia.received().slice(2)).toEqual(['Aqui está.', 'Segue nosso catálogo', 'Tabela de preços'])
    const ticket = await ticketOf(bia)
    expect(await filesOf(ticket.id)).toEqual([{ body: 'Tabela de preços', media_type: 'application' }])
    expect(ticket.automation).toBeNull()
    // Still the menu's: another choice works as before.
    await bia.says('1')
    await waitFor(() => bia.received().includes('Olá! Eu sou o robô.'))
  })

  it("hands a ticket entering a queue to the queue's file list and integration, greeting first", async () => {
    const caio = await channel.customer(testApp, { name: 'Caio' })
    await caio.says('oi')
    await waitFor(() => caio.received().includes(queueList))
    await caio.says('2')
    await waitFor(() => caio.received().includes('Olá! Eu sou o robô.'))
    // The queue's greeting, no menu, then its file list, then the integration.
    expect(caio.received().slice(1)).toEqual([
      'Fila do robô.',
      'Segue nosso catálogo',
      'Tabela de preços',
      'Olá! Eu sou o robô.',
    ])
    expect(await ticketOf(caio)).toMatchObject({
      automation: 'integrations.runtime',
      queue_id: made.botQueue,
    })
  })

  it('takes a ticket an attendant transfers into its queue at once, without waiting for the customer', async () => {
    const davi = await channel.customer(testApp, { name: 'Davi' })
    await davi.says('oi')
    await waitFor(() => davi.received().includes(queueList))
    const ticket = await ticketOf(davi)
    const before = startChats.length
    const moved = await admin.put(`/api/tickets/${ticket.id}`, {
      isTransfered: true,
      queueId: made.botQueue,
      userId: null,
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    // Typebot greets Davi at once; he wrote nothing since the queue list.
    await waitFor(() => davi.received().includes('Olá! Eu sou o robô.'))
    expect(startChats.length).toBe(before + 1)
    expect(await ticketOf(davi)).toMatchObject({
      automation: 'integrations.runtime',
      queue_id: made.botQueue,
    })
    // A transfer of another company's ticket id is refused before anything is handed over.
    const other = await admin.put('/api/tickets/999999', {
      isTransfered: true,
      queueId: made.botQueue,
      userId: null,
    })
    expect(other.status).toBe(404)
  })

  it("leaves a closed queue's ticket to the out-of-hours message, then takes it within the hours", async () => {
    // Saturday 09:00 in São Paulo on the test clock; the robot's queue opens at 10:00 on Saturdays.
    const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
    const schedules = days.map((day) => ({
      weekday: day,
      weekdayEn: day,
      startTimeA: day === 'saturday' ? '10:00' : '00:00',
      endTimeA: '23:59',
      startTimeB: '',
      endTimeB: '',
    }))
    const saved = await admin.put(`/api/queue/${made.botQueue}`, {
      schedules,
      outOfHoursMessage: 'Robô fechado.',
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((await admin.put('/api/companySettings', { column: 'scheduleType', data: 'queue' })).status).toBe(
      200,
    )
    try {
      const before = startChats.length
      const eva = await channel.customer(testApp, { name: 'Eva' })
      await eva.says('oi')
      await waitFor(() => eva.received().includes(queueList))
      await eva.says('2')
      await waitFor(() => eva.received().includes('Robô fechado.'))
      // Neither the chatbot's handoff nor her next message starts the integration while it is closed.
      await eva.says('alô?')
      await waitFor(async () => {
        const [row] = await operatorEm(testApp).execute<{ stored: number; waiting: number }[]>(
          `select (select count(*)::int from messages m join contacts c on c.id = m.contact_id
                    where c.name = 'Eva' and m.body = 'alô?') as stored,
                  (select count(*)::int from chatbot_inputs where company_id = 1) as waiting`,
        )
        return row!.stored === 1 && row!.waiting === 0
      })
      expect(startChats.length).toBe(before)
      expect(await ticketOf(eva)).toMatchObject({ automation: null, queue_id: made.botQueue })
      // An attendant's transfer into the closed queue is not taken either.
      const ticket = await ticketOf(eva)
      const moved = await admin.put(`/api/tickets/${ticket.id}`, {
        isTransfered: true,
        queueId: made.botQueue,
        userId: null,
      })
      expect(moved.status).toBe(200)
      expect(startChats.length).toBe(before)

      await clock.advance(2 * 60 * 60_000)
      await eva.says('bom dia')
      await waitFor(() => eva.received().includes('Olá! Eu sou o robô.'))
      expect(startChats.at(-1)).toMatchObject({ message: { type: 'text', text: 'bom dia' } })
      expect(await ticketOf(eva)).toMatchObject({ automation: 'integrations.runtime' })
    } finally {
      await admin.put('/api/companySettings', { column: 'scheduleType', data: 'disabled' })
    }
  })
})
