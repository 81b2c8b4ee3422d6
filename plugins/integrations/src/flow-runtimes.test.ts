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
import flows from '@atendo/plugin-flows'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import integrations from './index.ts'
import { fakeServer } from './test-fakes/fake-server.ts'

const clock = movableClock(new Date('2026-11-28T12:00:00Z'))
const channel = testChannel()
let testApp: TestApp
let admin: ApiClient
let typebot: Awaited<ReturnType<typeof fakeServer>>
let connectionId: number
const typebotCalls: { path: string; body: Record<string, unknown> }[] = []

beforeAll(async () => {
  // A Typebot bot asking for the kind of order, then thanking (no more input: the bot ends).
  typebot = await fakeServer((request) => {
    const body = JSON.parse(request.body || '{}')
    typebotCalls.push({ path: request.path, body })
    if (request.path.includes('/typebots/quebrado/')) return { status: 500 }
    if (request.path.endsWith('/startChat'))
      return {
        json: {
          sessionId: 'node-tb-1',
          messages: [{ type: 'text', content: { markdown: 'Seu pedido é novo ou antigo?' } }],
          input: { type: 'choice input', items: [{ content: 'Novo' }, { content: 'Antigo' }] },
        },
      }
    return { json: { messages: [{ type: 'text', content: { markdown: `Pedido ${body.message?.text}.` } }] } }
  })
  testApp = await startTestApp({
    plugins: [channel.plugin, flows, integrations],
    clock,
    env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' },
  })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  connectionId = (await channel.connection(testApp, 1)).id
})
afterAll(async () => {
  await testApp?.close()
  await typebot?.close()
})

const node = (id: string, type: string, data: Record<string, unknown> = {}) => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data,
})
const edge = (source: string, target: string) => ({ source, target })

async function saveFlow(name: string, nodes: unknown[], connections: unknown[]): Promise<number> {
  const id = (await admin.post('/api/flowbuilder', { name })).body.id as number
  const saved = await admin.post('/api/flowbuilder/flow', { idFlow: id, nodes, connections })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return id
}

/** The connection's welcome flow and integration (its integrations tab). */
async function connectionOptions(options: { flowIdWelcome?: number | null; integrationId?: number | null }) {
  await operatorEm(testApp).execute('update connections set options = options || ?::jsonb where id = ?', [
    JSON.stringify({ flowIdWelcome: null, integrationId: null, ...options }),
    connectionId,
  ])
}

async function ticketOf(customer: TestCustomer) {
  const [row] = await operatorEm(testApp).execute<{ id: number; automation: string | null }[]>(
    `select t.id, t.automation from tickets t join contacts c on c.id = t.contact_id
      where c.number = ? order by t.id desc limit 1`,
    [customer.number],
  )
  return row
}

describe('the flowbuilder integration', () => {
  it('hands the ticket to its flow, which drives it from then on', async () => {
    const flowId = await saveFlow(
      'Fluxo da integração',
      [node('s', 'start'), node('m', 'message', { label: 'Aqui é o fluxo da integração.' })],
      [edge('s', 'm')],
    )
    const integration = (
      await admin.post('/api/queueIntegration', { type: 'flowbuilder', name: 'Fluxo', flowId })
    ).body
    await connectionOptions({ integrationId: integration.id })
    const gil = await channel.customer(testApp, { name: 'Gil' })
    await gil.says('oi')
    await waitFor(() => gil.received().includes('Aqui é o fluxo da integração.'))
    // The integration gave the ticket to the flow, and the flow, ended, to the attendants.
    await waitFor(async () => (await ticketOf(gil))?.automation === null)
    const [session] = await operatorEm(testApp).execute<{ ended_at: Date | null }[]>(
      'select ended_at from integrations_sessions where ticket_id = ?',
      [(await ticketOf(gil))!.id],
    )
    expect(session?.ended_at).not.toBeNull()
  })

  it('leaves the ticket with the attendants when its flow is gone', async () => {
    const integration = (
      await admin.post('/api/queueIntegration', { type: 'flowbuilder', name: 'Sem fluxo' })
    ).body
    await connectionOptions({ integrationId: integration.id })
    const hugo = await channel.customer(testApp, { name: 'Hugo' })
    await hugo.says('oi')
    await waitFor(async () => {
      const ticket = await ticketOf(hugo)
      if (!ticket) return false
      const [session] = await operatorEm(testApp).execute<{ ended_at: Date | null }[]>(
        'select ended_at from integrations_sessions where ticket_id = ?',
        [ticket.id],
      )
      return session?.ended_at != null && ticket.automation === null
    })
    expect(hugo.received()).toEqual([])
  })
})

describe("the flows plugin's TypeBot node", () => {
  it('starts the bot when the flow reaches it, continues it with the choices, and goes on when it ends', async () => {
    const flowId = await saveFlow(
      'Pedidos',
      [
        node('s', 'start'),
        node('tb', 'typebot', { url: typebot.url, typebotSlug: 'pedidos', typebotDelayMessage: 0 }),
        node('end', 'message', { label: 'Fim do fluxo.' }),
      ],
      [edge('s', 'tb'), edge('tb', 'end')],
    )
    await connectionOptions({ flowIdWelcome: flowId })
    const ines = await channel.customer(testApp, { name: 'Inês' })
    await ines.says('oi')
    await waitFor(() => ines.received().includes('Seu pedido é novo ou antigo?'))
    await waitFor(() => ines.received().includes('1 - Novo\n2 - Antigo'))
    const start = typebotCalls.find((call) => call.path === '/api/v1/typebots/pedidos/startChat')
    // The node's first turn starts the bot without the customer's "oi".
    expect(start?.body).not.toHaveProperty('message')
    await ines.says('2')
    await waitFor(() => ines.received().includes('Fim do fluxo.'))
    expect(typebotCalls.at(-1)).toMatchObject({
      path: '/api/v1/sessions/node-tb-1/continueChat',
      body: { message: { text: 'Antigo' } },
    })
    expect(ines.received().indexOf('Pedido Antigo.')).toBeLessThan(ines.received().indexOf('Fim do fluxo.'))
  })

  it('hands the ticket to the attendants when Typebot fails', async () => {
    const flowId = await saveFlow(
      'Quebrado',
      [
        node('s', 'start'),
        node('tb', 'typebot', { url: typebot.url, typebotSlug: 'quebrado' }),
        node('end', 'message', { label: 'nunca' }),
      ],
      [edge('s', 'tb'), edge('tb', 'end')],
    )
    await connectionOptions({ flowIdWelcome: flowId })
    const joel = await channel.customer(testApp, { name: 'Joel' })
    await joel.says('oi')
    await waitFor(async () => {
      const ticket = await ticketOf(joel)
      if (!ticket) return false
      const [run] = await operatorEm(testApp).execute<{ status: string }[]>(
        'select status from flows_runs where ticket_id = ? order by id desc limit 1',
        [ticket.id],
      )
      return run !== undefined && run.status !== 'running' && ticket.automation === null
    })
    expect(typebotCalls.some((call) => call.path === '/api/v1/typebots/quebrado/startChat')).toBe(true)
    expect(joel.received()).not.toContain('nunca')
  })
})
