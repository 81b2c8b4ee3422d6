/**
 * The flow engine with BENCH_CONVERSATIONS (default 1,000) conversations at once: how many flow
 * steps per second the engine runs (read the run, check ticket and contact, run the node, send
 * through the channel contract, commit the step and arm the next on the job outbox), with a
 * channel that answers at once (the test channel), so the time measured is the engine's, the
 * inbound pipeline's, the durable jobs' and PostgreSQL's.
 *
 * The flow: start → message → content (3 text cards) → question → message with the answer: 6
 * steps (jobs) before the question waits, 2 after the answer. Every customer writes at once (a new
 * contact: the connection's welcome flow), then every customer answers at once.
 *
 * Run: npm run bench:flows   (BENCH_CONVERSATIONS)
 */
import { cpus, loadavg, totalmem } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { ApiClient, operatorEm, startTestApp, TEST_ADMIN, testChannel } from '../core/src/testing/index.ts'
import flows from '../plugins/flows/src/index.ts'

const conversations = Number(process.env.BENCH_CONVERSATIONS ?? 1000)
const channel = testChannel()
const testApp = await startTestApp({ plugins: [channel.plugin, flows], env: { DATABASE_POOL_SIZE: '10' } })
const sql = operatorEm(testApp)
const count = async (query: string, params: unknown[] = []) =>
  Number((await sql.execute<{ n: string }[]>(query, params))[0]!.n)

/** Polls until `done` holds; the figures are taken at that moment. */
async function until(done: () => Promise<boolean>) {
  while (!(await done())) await sleep(50)
}

try {
  const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const connectionId = (await channel.connection(testApp, 1)).id
  const node = (id: string, type: string, data: Record<string, unknown> = {}) => ({
    id,
    type,
    position: { x: 0, y: 0 },
    data,
  })
  const flowId = (await admin.post('/api/flowbuilder', { name: 'Bench' })).body.id as number
  const saved = await admin.post('/api/flowbuilder/flow', {
    idFlow: flowId,
    nodes: [
      node('start', 'start'),
      node('hello', 'message', { label: 'Olá, {{firstName}}!' }),
      node('block', 'singleBlock', {
        seq: ['message1', 'message2', 'message3'],
        elements: [
          { number: 'message1', type: 'message', value: 'Temos novidades.' },
          { number: 'message2', type: 'message', value: 'Frete grátis hoje.' },
          { number: 'message3', type: 'message', value: 'E cupom de 10%.' },
        ],
      }),
      node('ask', 'question', { message: 'Qual o seu pedido?', answerKey: 'pedido' }),
      node('thanks', 'message', { label: 'Pedido {{pedido}} anotado' }),
    ],
    connections: [
      { source: 'start', target: 'hello' },
      { source: 'hello', target: 'block' },
      { source: 'block', target: 'ask' },
      { source: 'ask', target: 'thanks' },
    ],
  })
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body))
  await sql.execute('update connections set options = options || ?::jsonb where id = ?', [
    JSON.stringify({ flowIdWelcome: flowId }),
    connectionId,
  ])
  const customers = await Promise.all(
    Array.from({ length: conversations }, (_, n) =>
      channel.customer(testApp, { name: `Pessoa ${n}`, number: String(5511900000000 + n) }),
    ),
  )

  const load = loadavg()
  const started = performance.now()
  await Promise.all(customers.map((customer) => customer.says('oi')))
  await until(
    async () =>
      (await count("select count(*) as n from flows_runs where status = 'waiting'")) === conversations,
  )
  const firstPhase = performance.now() - started
  const stepsFirst = await count('select coalesce(sum(step), 0) as n from flows_runs')

  const answered = performance.now()
  await Promise.all(customers.map((customer, n) => customer.says(String(1000 + n))))
  await until(
    async () =>
      (await count("select count(*) as n from flows_runs where status = 'ended'")) === conversations,
  )
  const secondPhase = performance.now() - answered
  // `step` counts committed steps plus one per answer (the answer arms the next step).
  const steps = (await count('select coalesce(sum(step), 0) as n from flows_runs')) - conversations
  const total = performance.now() - started
  const sent = channel.sent.length

  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB`,
        loadAverageAtStart: load.map((value) => Number(value.toFixed(2))),
        conversations,
        steps,
        messagesSent: sent,
        greetingPhase: {
          seconds: Number((firstPhase / 1000).toFixed(1)),
          steps: stepsFirst,
          stepsPerSecond: Math.round(stepsFirst / (firstPhase / 1000)),
        },
        answerPhase: {
          seconds: Number((secondPhase / 1000).toFixed(1)),
          steps: steps - stepsFirst,
          stepsPerSecond: Math.round((steps - stepsFirst) / (secondPhase / 1000)),
        },
        overall: {
          seconds: Number((total / 1000).toFixed(1)),
          stepsPerSecond: Math.round(steps / (total / 1000)),
        },
      },
      null,
      2,
    ),
  )
} finally {
  await testApp.close()
}
