import {
  ApiClient,
  createTestDatabase,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  type TestCustomer,
  type TestDatabase,
  testChannel,
  waitFor,
} from '@atendo/core/testing'
import {
  definePlugin,
  type FlowStarter,
  flowNodeRuntimes,
  flowStarters,
  type MessagesApi,
  movableClock,
} from '@atendo/plugin-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import flows from './index.ts'

const clock = movableClock(new Date('2026-11-30T13:00:00Z'))
const channel = testChannel()
let starterOf: () => FlowStarter | undefined = () => undefined
const typebotTurns: { text: string | null; variables: Record<string, string> }[] = []
/** Runs inside a TypeBot turn after its question went out, before the step commits. */
let duringTurn: (() => Promise<void>) | undefined

/** Another plugin running TypeBot nodes, through the real extension point; it also takes the flow starter. */
const typebotPlugin = definePlugin({
  id: 'fake-typebot',
  version: '1.0.0',
  contract: '^2.1.0',
  register({ extensions, messages }) {
    const send = (m: MessagesApi, companyId: number, ticketId: number, text: string) =>
      m.send(companyId, ticketId, { text })
    extensions.provide(flowNodeRuntimes, {
      kind: 'typebot',
      async turn(input) {
        typebotTurns.push({ text: input.text, variables: input.variables })
        if (input.text === null) {
          await send(
            messages,
            input.companyId,
            input.ticketId,
            `Typebot ${String(input.data.typebotSlug)}: qual o seu plano?`,
          )
          await duringTurn?.()
          return { status: 'waiting' }
        }
        if (input.text === 'atendente') return { status: 'handover' }
        return { status: 'done', variables: { plano: input.text } }
      },
    })
    starterOf = () => extensions.get(flowStarters)[0]
  },
})

let database: TestDatabase
let testApp: TestApp
let admin: ApiClient
let connectionId: number
let queueId: number

const node = (id: string, type: string, data: Record<string, unknown> = {}) => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data,
})
const edge = (source: string, target: string, sourceHandle?: string) => ({ source, target, sourceHandle })

async function boot() {
  testApp = await startTestApp({ plugins: [channel.plugin, typebotPlugin, flows], clock, database })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
}

async function saveFlow(name: string, nodes: unknown[], connections: unknown[]): Promise<number> {
  const id = (await admin.post('/api/flowbuilder', { name })).body.id as number
  const saved = await admin.post('/api/flowbuilder/flow', { idFlow: id, nodes, connections })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return id
}

async function connectionFlows(options: { flowIdWelcome?: number | null; flowIdNotPhrase?: number | null }) {
  await operatorEm(testApp).execute('update connections set options = options || ?::jsonb where id = ?', [
    JSON.stringify({ flowIdWelcome: null, flowIdNotPhrase: null, ...options }),
    connectionId,
  ])
}

const ticketOf = async (customer: TestCustomer) => {
  const [row] = await operatorEm(testApp).execute<
    { id: number; queue_id: number | null; automation: string | null; contact_id: number; status: string }[]
  >(
    `select t.id, t.queue_id, t.automation, t.contact_id, t.status from tickets t join contacts c on c.id = t.contact_id
      where c.number = ? order by t.id desc limit 1`,
    [customer.number],
  )
  return row!
}
const runOf = async (ticketId: number) =>
  (
    await operatorEm(testApp).execute<
      { status: string; ended_reason: string | null; variables: Record<string, string> }[]
    >('select status, ended_reason, variables from flows_runs where ticket_id = ? order by id desc limit 1', [
      ticketId,
    ])
  )[0]

/** Waits until the flow's next step is armed `ms` ahead on the job outbox, then moves the clock to it. */
async function advanceToNextStep(ms: number) {
  await nextStepArmed(ms)
  await clock.advance(ms)
}

/** Waits until a flow step waits on the job outbox to run `ms` from now. */
async function nextStepArmed(ms: number) {
  await waitFor(async () => {
    const rows = await operatorEm(testApp).execute<{ run_at: Date }[]>(
      "select run_at from job_outbox where job = 'flows.step' and status = 'pending'",
    )
    return rows.some((row) => new Date(row.run_at).getTime() === clock.now().getTime() + ms)
  })
}

beforeAll(async () => {
  database = await createTestDatabase('atendo_test', { migrated: true })
  await boot()
  connectionId = (await channel.connection(testApp, 1)).id
  queueId = (await admin.post('/api/queue', { name: 'Vendas', color: '#aa0011' })).body.id
})
afterAll(async () => {
  await testApp?.close()
  await database?.drop()
})

describe('the welcome flow', () => {
  let welcomeId: number
  beforeAll(async () => {
    welcomeId = await saveFlow(
      'Boas-vindas',
      [
        node('start', 'start'),
        node('hello', 'message', { label: 'Olá, {{firstName}}!' }),
        node('block', 'singleBlock', {
          seq: ['message1', 'interval2', 'message3'],
          elements: [
            { number: 'message1', type: 'message', value: 'Temos novidades.' },
            { number: 'interval2', type: 'interval', value: '5' },
            { number: 'message3', type: 'message', value: 'Vamos lá?' },
          ],
        }),
        node('ask', 'question', { message: 'Qual o número do pedido?', answerKey: 'pedido' }),
        node('check', 'condition', { key: 'pedido', condition: '>', value: '100' }),
        node('big', 'message', { label: 'Pedido {{pedido}} recebido' }),
        node('small', 'message', { label: 'Pedido {{pedido}} é antigo' }),
        node('menu', 'menu', {
          message: 'Escolha',
          arrayOption: [
            { number: 1, value: 'Vendas' },
            { number: 2, value: 'Sair' },
          ],
        }),
        node('toSales', 'ticket', { queueId, name: 'Vendas' }),
        node('bye', 'message', { label: 'Até logo' }),
      ],
      [
        edge('start', 'hello'),
        edge('hello', 'block'),
        edge('block', 'ask'),
        edge('ask', 'check'),
        edge('check', 'big', 'a'),
        edge('check', 'small', 'b'),
        edge('big', 'menu'),
        edge('small', 'menu'),
        edge('menu', 'toSales', 'a1'),
        edge('menu', 'bye', 'a2'),
      ],
    )
  })

  it('greets a new contact, waits the interval, asks, branches, repeats the menu and moves the ticket to the queue', async () => {
    await connectionFlows({ flowIdWelcome: welcomeId })
    const maria = await channel.customer(testApp, { name: 'Maria Clara' })
    await maria.says('oi')
    await waitFor(() => maria.received().includes('Temos novidades.'))
    expect(maria.received()).toEqual(['Olá, Maria!', 'Temos novidades.'])
    const ticket = await ticketOf(maria)
    expect(ticket.automation).toBe('flows.engine')
    // The interval holds the next card until the product's clock has moved 5 s.
    await advanceToNextStep(5000)
    await waitFor(() => maria.received().includes('Qual o número do pedido?'))
    expect(maria.received().slice(2)).toEqual(['Vamos lá?', 'Qual o número do pedido?'])
    await maria.says('123')
    await waitFor(() => maria.received().includes('Escolha\n\n[1] Vendas\n[2] Sair'))
    expect(maria.received()).toContain('Pedido 123 recebido')
    await maria.says('9')
    await waitFor(() => maria.received().filter((text) => text.startsWith('Escolha')).length === 2)
    await maria.says('1')
    await waitFor(async () => (await ticketOf(maria)).queue_id === queueId)
    await waitFor(async () => (await ticketOf(maria)).automation === null)
    expect(await runOf(ticket.id)).toMatchObject({
      status: 'ended',
      ended_reason: 'ticket',
      variables: { pedido: '123' },
    })
    // The flow ended: the customer's next message starts nothing, and no message is repeated.
    const before = maria.received().length
    await maria.says('obrigada')
    await waitFor(
      async () =>
        (await operatorEm(testApp).execute('select 1 from messages where body = ?', ['obrigada'])).length > 0,
    )
    expect(maria.received()).toHaveLength(before)
  })

  it('stops when an attendant accepts the ticket', async () => {
    await connectionFlows({ flowIdWelcome: welcomeId })
    const joao = await channel.customer(testApp, { name: 'João' })
    await joao.says('bom dia')
    await waitFor(() => joao.received().includes('Temos novidades.'))
    const ticket = await ticketOf(joao)
    await nextStepArmed(5000)
    const accepted = await admin.put(`/api/tickets/${ticket.id}`, { status: 'open', userId: 1, queueId })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    await advanceToNextStep(5000)
    await waitFor(async () => (await runOf(ticket.id))?.status === 'ended')
    expect((await runOf(ticket.id))?.ended_reason).toBe('attended')
    expect(joao.received()).toEqual(['Olá, João!', 'Temos novidades.'])
  })

  it('skips a contact whose bot is off', async () => {
    await connectionFlows({ flowIdWelcome: welcomeId })
    const ana = await channel.customer(testApp, { name: 'Ana' })
    await ana.says('oi')
    await waitFor(() => ana.received().includes('Temos novidades.'))
    const ticket = await ticketOf(ana)
    await nextStepArmed(5000)
    expect((await admin.put(`/api/contacts/toggleDisableBot/${ticket.contact_id}`)).body.disableBot).toBe(
      true,
    )
    await advanceToNextStep(5000)
    await waitFor(async () => (await runOf(ticket.id))?.status === 'ended')
    expect((await runOf(ticket.id))?.ended_reason).toBe('bot-disabled')
    expect(ana.received()).toHaveLength(2)
  })
})

describe('phrase campaigns and the not-phrase flow', () => {
  it('matches the phrase ignoring case and accents, as whole words, on the connection or any', async () => {
    const promoFlow = await saveFlow(
      'Promo',
      [node('s', 'start'), node('m', 'message', { label: 'Promoção ativada' })],
      [edge('s', 'm')],
    )
    const notPhrase = await saveFlow(
      'Não entendi',
      [node('s', 'start'), node('m', 'message', { label: 'Não entendi' })],
      [edge('s', 'm')],
    )
    await connectionFlows({ flowIdNotPhrase: notPhrase })
    await admin.post('/api/flowcampaign', {
      name: 'Natal',
      flowId: promoFlow,
      whatsappId: null,
      phrase: 'promoção de natal',
    })

    const carla = await channel.customer(testApp, { name: 'Carla' })
    await carla.says('Quero a PROMOCAO DE NATAL!')
    await waitFor(() => carla.received().includes('Promoção ativada'))

    const davi = await channel.customer(testApp, { name: 'Davi' })
    await davi.says('promoçãozinha de natal')
    // Not a whole-word match: the message opened the ticket, so the not-phrase flow answers.
    await waitFor(() => davi.received().includes('Não entendi'))
    expect(davi.received()).not.toContain('Promoção ativada')
  })

  it('runs the welcome flow only for a first conversation, the not-phrase flow for a returning contact', async () => {
    const welcome = await saveFlow(
      'Welcome 2',
      [node('s', 'start'), node('m', 'message', { label: 'Bem-vindo!' })],
      [edge('s', 'm')],
    )
    const notPhrase = await saveFlow(
      'Not phrase 2',
      [node('s', 'start'), node('m', 'message', { label: 'Oi de novo' })],
      [edge('s', 'm')],
    )
    await connectionFlows({ flowIdWelcome: welcome, flowIdNotPhrase: notPhrase })
    const eva = await channel.customer(testApp, { name: 'Eva' })
    await eva.says('olá')
    await waitFor(() => eva.received().includes('Bem-vindo!'))
    const first = await ticketOf(eva)
    await waitFor(async () => (await ticketOf(eva)).automation === null)
    const closed = await admin.put(`/api/tickets/${first.id}`, { status: 'closed' })
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
    await eva.says('voltei')
    await waitFor(() => eva.received().includes('Oi de novo'))
    expect(eva.received()).toEqual(['Bem-vindo!', 'Oi de novo'])
  })
})

describe('integration nodes, randomizer and the flow starter', () => {
  it('hands turns to the runtime another plugin provides and merges its variables', async () => {
    const flowId = await saveFlow(
      'Typebot',
      [
        node('s', 'start'),
        node('r', 'randomizer', { percent: 100 }),
        node('tb', 'typebot', { typebotSlug: 'vendas' }),
        node('never', 'message', { label: 'nunca' }),
        node('end', 'message', { label: 'Plano {{plano}} anotado' }),
      ],
      [edge('s', 'r'), edge('r', 'tb', 'a'), edge('r', 'never', 'b'), edge('tb', 'end')],
    )
    await connectionFlows({ flowIdWelcome: flowId })
    const fabio = await channel.customer(testApp, { name: 'Fábio' })
    await fabio.says('oi')
    await waitFor(() => fabio.received().includes('Typebot vendas: qual o seu plano?'))
    await fabio.says('premium')
    await waitFor(() => fabio.received().includes('Plano premium anotado'))
    expect(fabio.received()).not.toContain('nunca')
    expect(typebotTurns.map((turn) => turn.text)).toEqual([null, 'premium'])
  })

  it('takes an answer that arrives before the asking step committed, instead of waiting for another', async () => {
    const flowId = await saveFlow(
      'Rápido',
      [
        node('s', 'start'),
        node('tb', 'typebot', { typebotSlug: 'rapido' }),
        node('end', 'message', { label: 'Plano {{plano}} anotado' }),
      ],
      [edge('s', 'tb'), edge('tb', 'end')],
    )
    await connectionFlows({ flowIdWelcome: flowId })
    const rita = await channel.customer(testApp, { name: 'Rita' })
    // The customer answers as soon as the question arrives: her message is stored while the
    // step that asked is still running (the channel delivers before the step commits).
    duringTurn = async () => {
      duringTurn = undefined
      await rita.says('gold')
      await waitFor(
        async () =>
          (await operatorEm(testApp).execute('select 1 from messages where body = ?', ['gold'])).length > 0,
      )
    }
    await rita.says('oi')
    await waitFor(() => rita.received().includes('Plano gold anotado'))
    expect(typebotTurns.slice(-2).map((turn) => turn.text)).toEqual([null, 'gold'])
  })

  it('starts a flow on a ticket for a queue integration, and refuses a missing or foreign flow', async () => {
    await connectionFlows({})
    const flowId = await saveFlow(
      'Integração',
      [node('s', 'start'), node('m', 'message', { label: 'Fluxo da fila' })],
      [edge('s', 'm')],
    )
    const gil = await channel.customer(testApp, { name: 'Gil' })
    await gil.says('oi')
    const ticket = await waitFor(() => ticketOf(gil))
    const starter = starterOf()
    expect(await starter?.start({ companyId: 1, ticketId: ticket.id, flowId: 999999 })).toBe(false)
    expect(await starter?.start({ companyId: 2, ticketId: ticket.id, flowId })).toBe(false)
    expect(await starter?.start({ companyId: 1, ticketId: ticket.id, flowId })).toBe(true)
    await waitFor(() => gil.received().includes('Fluxo da fila'))
    await waitFor(async () => (await ticketOf(gil)).automation === null)
  })
})

describe('the queue chatbot', () => {
  it('stays silent while a flow drives the ticket, and answers tickets no flow takes', async () => {
    const second = (await admin.post('/api/queue', { name: 'Suporte', color: '#aa0033' })).body.id
    const em = operatorEm(testApp)
    await em.execute("update connections set greeting_message = 'Escolha uma fila' where id = ?", [
      connectionId,
    ])
    await em.execute(
      'insert into connection_queues (connection_id, queue_id, company_id) values (?, ?, 1), (?, ?, 1)',
      [connectionId, queueId, connectionId, second],
    )
    await connectionFlows({})
    const without = await channel.customer(testApp, { name: 'Hugo' })
    await without.says('oi')
    await waitFor(() => without.received().some((text) => text.includes('Escolha uma fila')))

    const flowId = await saveFlow(
      'Antes do bot',
      [node('s', 'start'), node('m', 'message', { label: 'Fluxo primeiro' })],
      [edge('s', 'm')],
    )
    await connectionFlows({ flowIdWelcome: flowId })
    const withFlow = await channel.customer(testApp, { name: 'Iris' })
    await withFlow.says('oi')
    await waitFor(() => withFlow.received().includes('Fluxo primeiro'))
    await waitFor(async () => (await ticketOf(withFlow)).automation === null)
    expect(withFlow.received().some((text) => text.includes('Escolha uma fila'))).toBe(false)
  })
})

// Last: the app restarts here, and the test channel's connection is known per app.
describe('a stopped process', () => {
  let welcomeId: number
  beforeAll(async () => {
    welcomeId = await saveFlow(
      'Reinício',
      [
        node('start', 'start'),
        node('one', 'message', { label: 'Primeira' }),
        node('wait', 'interval', { sec: 5 }),
        node('two', 'message', { label: 'Segunda' }),
      ],
      [edge('start', 'one'), edge('one', 'wait'), edge('wait', 'two')],
    )
  })

  it('resumes after the process stopped between two nodes, without repeating a sent message', async () => {
    await connectionFlows({ flowIdWelcome: welcomeId })
    const bia = await channel.customer(testApp, { name: 'Bia' })
    await bia.says('oi')
    await waitFor(() => bia.received().includes('Primeira'))
    // The next card waits on the job outbox; the process stops and another starts on the same database.
    await waitFor(
      async () =>
        (
          await operatorEm(testApp).execute(
            "select 1 from job_outbox where job = 'flows.step' and status = 'pending'",
          )
        ).length > 0,
    )
    await testApp.close()
    await boot()
    await advanceToNextStep(5000)
    await waitFor(() => bia.received().includes('Segunda'))
    expect(bia.received()).toEqual(['Primeira', 'Segunda'])
  })
})
