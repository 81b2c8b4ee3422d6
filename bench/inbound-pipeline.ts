/**
 * Inbound pipeline throughput and latency: messages from many contacts go through the inbound
 * sink (what a channel provider calls) of an app booted on a fresh PostgreSQL database, and a
 * socket.io client logged in as the admin times each message from `receive()` to its
 * `company-1-appMessage` event. Every stage is real: durable insert into inbound_events, the
 * inbound queue, contact resolution, ticket find-or-open, message insert, counters, live events.
 *
 * Three phases:
 * - warm-up (BENCH_WARM=0 skips it): each contact's first message, then ANALYZE, so the burst
 *   runs on a database in service: its contacts known, the planner's statistics gathered.
 * - burst: BENCH_MESSAGES messages from BENCH_CONTACTS contacts (BENCH_TURN in a row each, 1 by
 *   default), BENCH_IN_FLIGHT `receive()` calls at a time. Gives the throughput; latency here is mostly time spent waiting in the queue.
 * - paced: BENCH_PACED messages at BENCH_PACED_RATE per second (default: 80 % of the burst
 *   throughput, issue 13's load), each sent at its own time and timed from it. Gives the latency
 *   of a pipeline that keeps up.
 *
 * PostgreSQL's own single-row insert rate is measured after the phases, as the ceiling.
 *
 * Run: npm run bench:inbound   (also BENCH_POOL, INBOUND_BATCH_SIZE, and REDIS_URL to run the queue on BullMQ)
 */
import { cpus, loadavg, totalmem } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { io } from 'socket.io-client'
import {
  count,
  insertConnection,
  openSql,
  phoneContact,
  textMessage,
} from '../core/src/modules/inbound/inbound-test-kit.ts'
import { ApiClient, startTestApp, TEST_ADMIN, watchSentQueries } from '../core/src/testing/index.ts'
import { percentile } from './percentile.ts'
import { postgresCpuMeter } from './postgres-cpu.ts'
import { singleRowInsertRate } from './postgres-insert-rate.ts'

const messages = Number(process.env.BENCH_MESSAGES ?? 5000)
const contacts = Number(process.env.BENCH_CONTACTS ?? 500)
/** How many `receive()` calls are outstanding at once, as a busy provider would have. */
const inFlight = Number(process.env.BENCH_IN_FLIGHT ?? 50)
const pacedMessages = Number(process.env.BENCH_PACED ?? 500)
/** The company's connections the messages arrive on: a batch holds one connection's events. */
const connectionCount = Number(process.env.BENCH_CONNECTIONS ?? 1)
/**
 * With several connections, the share of the contacts (and so of the messages) on the first, a
 * busy one; the rest are spread over the others, and their latency is also reported on its own.
 */
const hotShare = process.env.BENCH_HOT_SHARE === undefined ? undefined : Number(process.env.BENCH_HOT_SHARE)

/** The connection contact `n` writes to: spread evenly, or the busy one and the quiet rest. */
function connectionOf(contact: number): number {
  if (hotShare === undefined || connectionCount < 2) return contact % connectionCount
  return contact < hotShare * contacts ? 0 : 1 + (contact % (connectionCount - 1))
}
const poolSize = process.env.BENCH_POOL ?? '10'
/**
 * Messages a contact sends in a row in the burst and paced phases (1: contacts take turns message
 * by message). Customers write several short messages at once; with more than one, a batch holds
 * several messages of the same sender.
 */
const turn = Number(process.env.BENCH_TURN ?? 1)
/** Messages of the warm-up, whose contacts always take turns one message each. */
let warmUpMessages = 0

const rounded = (values: number[]) => values.map((value) => Number(value.toFixed(2)))

const loadBefore = loadavg()
const env: Record<string, string> = { DATABASE_POOL_SIZE: poolSize }
// The app's config reads no process environment in tests, so the batch size is passed on by hand.
if (process.env.INBOUND_BATCH_SIZE) env.INBOUND_BATCH_SIZE = process.env.INBOUND_BATCH_SIZE
if (process.env.REDIS_URL) {
  env.REDIS_URL = process.env.REDIS_URL
  env.REDIS_PREFIX = `bench-${process.pid}`
}
const testApp = await startTestApp({ env })
const sql = await openSql(testApp)
try {
  // Contacts are spread over the connections (contact n writes to connection n % count).
  const connections = await Promise.all(
    Array.from({ length: connectionCount }, (_, n) =>
      insertConnection(testApp, sql, { name: `Bench ${n + 1}` }),
    ),
  )
  const connectionIds = connections.map((connection) => connection.id)
  const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const socket = io(`${testApp.url}/1`, {
    auth: { token: admin.token },
    transports: ['websocket'],
    reconnection: false,
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })

  // Every query the app's pool sends: round trips per message, the figure this machine punishes.
  const sentQueries = await watchSentQueries(testApp.app.kernel.orm)

  /** When each message (by body) was handed to `receive()`, until its live event arrives. */
  const sentAt = new Map<string, number>()
  /** The messages sent to a quiet connection (BENCH_HOT_SHARE). */
  const toQuiet = new Set<string>()
  let onEmit: (latencyMs: number, body: string) => void = () => {}
  socket.on('company-1-appMessage', (payload: { action: string; message: { body: string } }) => {
    const started = payload.action === 'create' ? sentAt.get(payload.message.body) : undefined
    if (started === undefined) return
    sentAt.delete(payload.message.body)
    onEmit(performance.now() - started, payload.message.body)
  })

  /**
   * Sends `total` messages, numbered from `first`: with `rate`, each at its own time (message n at
   * n / rate seconds, whether or not earlier ones were answered, so a slow answer does not slow the
   * offered rate) and timed from that time; without, through `inFlight` concurrent senders.
   */
  async function phase(first: number, total: number, pacing: { rate: number } | { inFlight: number }) {
    const latencies: number[] = []
    const quietLatencies: number[] = []
    let lastEmitAt = 0
    const done = new Promise<void>((resolve) => {
      const timeout = setTimeout(resolve, 10 * 60_000)
      // A phase of no messages (BENCH_PACED=0) is done at once.
      if (total === 0) {
        clearTimeout(timeout)
        resolve()
      }
      onEmit = (latencyMs, body) => {
        latencies.push(latencyMs)
        if (toQuiet.delete(body)) quietLatencies.push(latencyMs)
        lastEmitAt = performance.now()
        if (latencies.length === total) {
          clearTimeout(timeout)
          resolve()
        }
      }
    })
    const startedAt = performance.now()
    const cpuBefore = process.cpuUsage()
    sentQueries.clear()
    // Pool connections come and go: each backend's time is read every quarter second, so one that
    // ends loses only its last moments instead of making the figure negative.
    const postgres = postgresCpuMeter(sql)
    await postgres.start()
    const sampling = setInterval(() => void postgres.sample(), 250)
    const send = (index: number, at: number) => {
      const body = `bench-${index}`
      // Contacts take turns, so every contact's first message arrives while others are in flight.
      const sender = (index < warmUpMessages ? index : Math.floor((index - warmUpMessages) / turn)) % contacts
      const contact = phoneContact(`55119${String(80000000 + sender)}`, `Contact ${sender}`)
      sentAt.set(body, at)
      const connectionIndex = connectionOf(sender)
      if (hotShare !== undefined && connectionIndex > 0) toQuiet.add(body)
      const connection = connections[connectionIndex]!
      return connection.sink.receive(connection, textMessage(body, contact, body))
    }
    if ('rate' in pacing) {
      const sent: Promise<unknown>[] = []
      for (let n = 0; n < total; n++) {
        const at = startedAt + (n * 1000) / pacing.rate
        const wait = at - performance.now()
        if (wait > 0) await sleep(wait)
        sent.push(send(first + n, at))
      }
      await Promise.all(sent)
    } else {
      let next = first
      const lane = async () => {
        while (next < first + total) await send(next++, performance.now())
      }
      await Promise.all(Array.from({ length: pacing.inFlight }, lane))
    }
    const recordedAt = performance.now()
    await done
    const cpu = process.cpuUsage(cpuBefore)
    const roundTrips = sentQueries.texts.length
    const byStatement =
      process.env.BENCH_STATEMENTS === '1' ? statementsPerMessage(sentQueries.texts, total) : {}
    clearInterval(sampling)
    await postgres.sample()
    const postgresMs = postgres.spentMs()
    latencies.sort((a, b) => a - b)
    quietLatencies.sort((a, b) => a - b)
    const seconds = (lastEmitAt - startedAt) / 1000
    return {
      messages: total,
      emitted: latencies.length,
      seconds: Number(seconds.toFixed(2)),
      recordedPerSecond: Math.round(total / ((recordedAt - startedAt) / 1000)),
      messagesPerSecond: Math.round(latencies.length / seconds),
      // Receiving, the job's claim and processing, all through the app's pool.
      roundTripsPerMessage: Number((roundTrips / total).toFixed(1)),
      ...(process.env.BENCH_STATEMENTS === '1' ? { roundTripsByStatement: byStatement } : {}),
      cpuMsPerMessage: {
        // This process: the app and the benchmark's own socket client and senders.
        node: Number(((cpu.user + cpu.system) / 1000 / total).toFixed(2)),
        postgres: Number((postgresMs / total).toFixed(2)),
      },
      receiveToEmitMs: spread(latencies),
      ...(hotShare === undefined ? {} : { quietConnectionsReceiveToEmitMs: spread(quietLatencies) }),
    }
  }

  /** Percentiles of sorted latencies. */
  function spread(sorted: number[]) {
    return {
      messages: sorted.length,
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      p99: Math.round(percentile(sorted, 99)),
      max: Math.round(sorted.at(-1) ?? 0),
    }
  }

  /** `BENCH_STATEMENTS=1`: the round trips per message by the statement's first words, most first. */
  function statementsPerMessage(texts: string[], total: number): Record<string, number> {
    const counts = new Map<string, number>()
    for (const text of texts) {
      const start = text.replace(/\s+/g, ' ').trim().slice(0, 70)
      counts.set(start, (counts.get(start) ?? 0) + 1)
    }
    return Object.fromEntries(
      [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([start, count]) => [start, Number((count / total).toFixed(2))]),
    )
  }

  // Every contact's first message goes before the burst, then ANALYZE, as in a database in
  // service (contacts known, planner statistics gathered); the burst then measures messages of
  // known contacts. BENCH_WARM=0 skips it: the burst then creates the contacts on tables the
  // planner has never seen, which is a new installation's first minute, not its steady state.
  warmUpMessages = process.env.BENCH_WARM === '0' ? 0 : contacts
  const warmUp = warmUpMessages === 0 ? undefined : await phase(0, contacts, { inFlight })
  if (warmUp) await sql.query('analyze')
  const offset = warmUpMessages
  const burst = await phase(offset, messages, { inFlight })
  const pacedRate = Number(
    process.env.BENCH_PACED_RATE ?? Math.max(1, Math.floor(burst.messagesPerSecond * 0.8)),
  )
  const paced = { rate: pacedRate, ...(await phase(offset + messages, pacedMessages, { rate: pacedRate })) }
  socket.disconnect()

  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadAverageBefore: rounded(loadBefore),
      loadAverageAfter: rounded(loadavg()),
    },
    setup: {
      contacts,
      messagesInARow: turn,
      connections: connectionCount,
      ...(hotShare === undefined ? {} : { hotShare }),
      inFlight,
      databasePoolSize: Number(poolSize),
      inboundBatchSize: testApp.app.kernel.config.INBOUND_BATCH_SIZE,
      jobBackend: testApp.app.kernel.jobBackend.kind,
    },
    ...(warmUp ? { warmUp } : {}),
    burst,
    paced,
    stored: {
      messages: await count(sql, 'select count(*) from messages where connection_id = any($1)', [
        connectionIds,
      ]),
      contacts: await count(sql, 'select count(*) from contacts where origin_connection_id = any($1)', [
        connectionIds,
      ]),
      tickets: await count(sql, 'select count(*) from tickets where connection_id = any($1)', [
        connectionIds,
      ]),
      eventsNotProcessed: await count(sql, `select count(*) from inbound_events where status <> 'processed'`),
    },
    // The ceiling: one client, one row per statement, on the same database right after the run.
    postgresSingleRowInsertsPerSecond: await singleRowInsertRate(testApp.database.url),
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
} finally {
  await sql.end()
  await testApp.close()
}
