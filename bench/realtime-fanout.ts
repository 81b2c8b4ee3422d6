/**
 * Realtime fan-out: BENCH_SOCKETS (2,000) attendants of one company connected as the inbox
 * connects, all in the queue whose waiting tickets receive messages, and the time from the commit
 * that stores an inbound message to its `company-{id}-appMessage` arriving at each socket.
 *
 * The app runs in this process on a fresh test database; the socket clients run in a child process
 * (bench/realtime-agents.ts), so the CPU and memory reported for this process are the server's
 * (plus this script's few sends). Messages go through the inbound sink, as a channel provider
 * delivers them, to BENCH_TICKETS waiting tickets in turn.
 *
 * "Commit" is the moment the COMMIT of the transaction that stored the message (and marked its
 * inbound event processed) returned to Node, taken in the ORM's afterTransactionCommit
 * (bench/commit-clock.ts); delivery is the socket client's `appMessage` handler. Both read the
 * machine's monotonic clock. The emit call in between splits the figure into the read-back after
 * the commit (commit → emit) and socket.io's fan-out (emit → delivery).
 *
 * Phases: `oneAtATime` (BENCH_EVENTS, each sent once the previous one reached every socket) and
 * `paced` (BENCH_PACED events at BENCH_RATE per second).
 *
 * Run: npm run bench:realtime   (also BENCH_POOL, REDIS_URL for the Redis adapter)
 */
import { fork } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  count,
  insertConnection,
  openSql,
  phoneContact,
  textMessage,
} from '../core/src/modules/inbound/inbound-test-kit.ts'
import { startTestApp } from '../core/src/testing/index.ts'
import { monotonicMs, watchMessageTimeline } from './commit-clock.ts'
import { percentile } from './percentile.ts'
import { postgresCpuMeter } from './postgres-cpu.ts'
import { insertAgents } from './realtime-agent-company.ts'
import type { FromAgents, ToAgents } from './realtime-agents.ts'

const socketCount = Number(process.env.BENCH_SOCKETS ?? 2000)
const ticketCount = Number(process.env.BENCH_TICKETS ?? 20)
const oneAtATimeEvents = Number(process.env.BENCH_EVENTS ?? 100)
const pacedEvents = Number(process.env.BENCH_PACED ?? 200)
const pacedRate = Number(process.env.BENCH_RATE ?? 10)
const poolSize = process.env.BENCH_POOL ?? '10'
/** Child processes the sockets are spread over: one client event loop for 2,000 sockets delays the later ones. */
const clientProcesses = Number(process.env.BENCH_CLIENT_PROCESSES ?? 1)
const companyId = 1
/** How long an event may take to reach every socket before it counts as not delivered everywhere. */
const deliveryTimeoutMs = 10_000

const ms = (value: number) => Number(value.toFixed(1))
function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    p50: ms(percentile(sorted, 50)),
    p95: ms(percentile(sorted, 95)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? 0),
  }
}
const mib = (bytes: number) => Math.round(bytes / 2 ** 20)

const loadBefore = loadavg()
const env: Record<string, string> = { DATABASE_POOL_SIZE: poolSize }
if (process.env.REDIS_URL) {
  env.REDIS_URL = process.env.REDIS_URL
  env.REDIS_PREFIX = `bench-${process.pid}`
}
const testApp = await startTestApp({ env })
const { kernel } = testApp.app
const sql = await openSql(testApp)
const agentsProcesses = Array.from({ length: clientProcesses }, () =>
  fork('bench/realtime-agents.ts', [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
)
try {
  const connection = await insertConnection(testApp, sql, { name: 'Bench fan-out' })
  const { queueId, agents } = await insertAgents(sql, kernel.tokens, { companyId, count: socketCount })

  // The waiting tickets: one first message per contact opens each, then they are put in the
  // agents' queue, where every agent hears them.
  const contactOf = (index: number) =>
    phoneContact(`55119${String(70000000 + (index % ticketCount))}`, `Contact ${index % ticketCount}`)
  for (let index = 0; index < ticketCount; index++)
    await connection.sink.receive(connection, textMessage(`open-${index}`, contactOf(index), `open-${index}`))
  const messagesIn = () =>
    count(sql, 'select count(*) from messages where connection_id = $1', [connection.id])
  while ((await messagesIn()) < ticketCount) await sleep(50)
  const tickets = await sql.query<{ id: number; status: string }>(
    'update tickets set queue_id = $1 where connection_id = $2 returning id, status',
    [queueId, connection.id],
  )
  const openTicketIds = tickets.rows.map((ticket) => ticket.id)
  const listStatus = tickets.rows[0]!.status

  const timeline = await watchMessageTimeline(kernel.orm, kernel.realtime)
  /** Event keys by how many client processes saw them reach all their sockets. */
  const completions = new Map<string, number>()
  const completed = new Set<string>()
  const waiting = new Map<string, () => void>()
  type Deliveries = Extract<FromAgents, { type: 'deliveries' }>
  type Connected = Extract<FromAgents, { type: 'connected' }>
  let onDeliveries: (message: Deliveries) => void = () => {}
  const connections = agentsProcesses.map(
    (child) =>
      new Promise<Connected>((resolve) => {
        child.on('message', (message: FromAgents) => {
          if (message.type === 'connected') resolve(message)
          else if (message.type === 'complete') {
            const seen = (completions.get(message.key) ?? 0) + 1
            completions.set(message.key, seen)
            if (seen < agentsProcesses.length) return
            completed.add(message.key)
            waiting.get(message.key)?.()
          } else onDeliveries(message)
        })
      }),
  )

  const memoryBefore = process.memoryUsage()
  const connectCpu = process.cpuUsage()
  const share = Math.ceil(agents.length / agentsProcesses.length)
  for (const [index, child] of agentsProcesses.entries())
    child.send({
      type: 'connect',
      url: testApp.url,
      companyId,
      agents: agents.slice(index * share, (index + 1) * share),
      openTicketIds,
      listStatus,
      concurrency: Math.ceil(50 / agentsProcesses.length),
    } satisfies ToAgents)
  const connectResults = await Promise.all(connections)
  const connectResult = {
    sockets: connectResults.reduce((sum, result) => sum + result.sockets, 0),
    refused: connectResults.flatMap((result) => result.refused),
    seconds: Math.max(...connectResults.map((result) => result.seconds)),
  }
  const connectCpuMs = (() => {
    const cpu = process.cpuUsage(connectCpu)
    return (cpu.user + cpu.system) / 1000
  })()
  // Handshakes are answered before `joinChatBox` is checked and joined: let those settle.
  await sleep(2000)
  const memoryConnected = process.memoryUsage()

  let sent = 0
  const sendEvent = async () => {
    const key = `fanout-${sent}`
    sent++
    await connection.sink.receive(connection, textMessage(key, contactOf(sent), key))
    return key
  }
  const reachedEverySocket = (key: string) =>
    new Promise<void>((resolve) => {
      if (completed.has(key)) return resolve()
      const timeout = setTimeout(resolve, deliveryTimeoutMs)
      waiting.set(key, () => {
        waiting.delete(key)
        clearTimeout(timeout)
        resolve()
      })
    })
  /** Every client process's arrivals, merged. */
  const collect = () =>
    new Promise<{ arrivals: Record<string, number[]>; cpuMs: number; rssMiB: number }>((resolve) => {
      const merged = { arrivals: {} as Record<string, number[]>, cpuMs: 0, rssMiB: 0 }
      let answered = 0
      onDeliveries = (message) => {
        for (const [key, times] of Object.entries(message.arrivals))
          merged.arrivals[key] = [...(merged.arrivals[key] ?? []), ...times]
        merged.cpuMs += message.cpuMs
        merged.rssMiB += message.rssMiB
        if (++answered === agentsProcesses.length) resolve(merged)
      }
      for (const child of agentsProcesses) child.send({ type: 'collect' } satisfies ToAgents)
    })

  /** Runs `produce`, which sends the returned keys, and measures what reached the sockets. */
  async function phase(produce: () => Promise<string[]>) {
    const cpuBefore = process.cpuUsage()
    // Pool connections come and go: each backend's time is read from its last sample.
    const postgres = postgresCpuMeter(sql)
    await postgres.start()
    const sampling = setInterval(() => void postgres.sample().catch(() => {}), 250)
    const startedAt = monotonicMs()
    const keys = await produce()
    await Promise.all(keys.map((key) => reachedEverySocket(key)))
    const deliveries = await collect()
    const cpu = process.cpuUsage(cpuBefore)
    clearInterval(sampling)
    await postgres.sample()
    const postgresMs = postgres.spentMs()
    const commitToDelivery: number[] = []
    const emitToDelivery: number[] = []
    const commitToEmit: number[] = []
    const emitCallMs: number[] = []
    let delivered = 0
    let lastArrival = startedAt
    let eventsMissingSockets = 0
    for (const key of keys) {
      const emit = timeline.emits.get(key)
      const arrivals = deliveries.arrivals[key] ?? []
      if (arrivals.length !== connectResult.sockets) eventsMissingSockets++
      if (!emit) continue
      const committedAt = timeline.commitBefore(emit.at)
      if (committedAt !== undefined) commitToEmit.push(emit.at - committedAt)
      emitCallMs.push(emit.callMs)
      for (const arrival of arrivals) {
        delivered++
        lastArrival = Math.max(lastArrival, arrival)
        emitToDelivery.push(arrival - emit.at)
        if (committedAt !== undefined) commitToDelivery.push(arrival - committedAt)
      }
    }
    const seconds = (lastArrival - startedAt) / 1000
    return {
      events: keys.length,
      emitted: keys.filter((key) => timeline.emits.has(key)).length,
      // One per event when each message is processed in a transaction of its own.
      processingCommits: timeline.commits.filter((at) => at >= startedAt).length,
      deliveries: delivered,
      expectedDeliveries: keys.length * connectResult.sockets,
      eventsNotReachingEverySocket: eventsMissingSockets,
      seconds: ms(seconds),
      deliveriesPerSecond: Math.round(delivered / seconds),
      commitToDeliveryMs: spread(commitToDelivery),
      commitToEmitMs: spread(commitToEmit),
      emitToDeliveryMs: spread(emitToDelivery),
      /** The synchronous `emit` call: socket.io encoding once and writing to every socket. */
      emitCallMs: spread(emitCallMs),
      cpuMsPerEvent: {
        server: ms((cpu.user + cpu.system) / 1000 / keys.length),
        clients: ms(deliveries.cpuMs / keys.length),
        postgres: ms(postgresMs / keys.length),
      },
      serverCpuPercentOfOneCore: Math.round(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100),
      clientsRssMiB: deliveries.rssMiB,
    }
  }

  /** Sends `total` events, each once the previous one reached every socket. */
  const oneByOne = (total: number) => async () => {
    const keys: string[] = []
    for (let index = 0; index < total; index++) {
      const key = await sendEvent()
      await reachedEverySocket(key)
      keys.push(key)
    }
    return keys
  }
  // Warm-up (not reported): JIT and pools.
  await phase(oneByOne(10))
  const oneAtATime = await phase(oneByOne(oneAtATimeEvents))
  const paced = await phase(async () => {
    const keys: string[] = []
    const startedAt = monotonicMs()
    for (let index = 0; index < pacedEvents; index++) {
      const due = startedAt + (index * 1000) / pacedRate
      const wait = due - monotonicMs()
      if (wait > 0) await sleep(wait)
      keys.push(await sendEvent())
    }
    return keys
  })
  const memoryAfter = process.memoryUsage()

  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadAverageBefore: loadBefore.map(ms),
      loadAverageAfter: loadavg().map(ms),
    },
    setup: {
      sockets: socketCount,
      tickets: ticketCount,
      ticketStatus: listStatus,
      databasePoolSize: Number(poolSize),
      adapter: process.env.REDIS_URL ? 'redis' : 'in-memory',
      clients: `${clientProcesses} child process(es) (bench/realtime-agents.ts), websocket transport`,
    },
    connect: {
      sockets: connectResult.sockets,
      refused: connectResult.refused,
      seconds: ms(connectResult.seconds),
      serverCpuMsPerSocket: ms(connectCpuMs / Math.max(1, connectResult.sockets)),
    },
    serverMemoryMiB: {
      rssBefore: mib(memoryBefore.rss),
      rssConnected: mib(memoryConnected.rss),
      rssAfter: mib(memoryAfter.rss),
      heapUsedConnected: mib(memoryConnected.heapUsed),
      heapUsedAfter: mib(memoryAfter.heapUsed),
    },
    oneAtATime,
    paced: { rate: pacedRate, ...paced },
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
} finally {
  await Promise.all(
    agentsProcesses.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined)
          child.once('exit', resolve)
          if (child.connected) child.send({ type: 'close' } satisfies ToAgents)
          setTimeout(() => child.kill(), 5000).unref()
        }),
    ),
  )
  await sql.end()
  await testApp.close()
}
