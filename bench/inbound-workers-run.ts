import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import { count } from '../core/src/modules/inbound/inbound-test-kit.ts'
import { ApiClient, TEST_ADMIN, waitFor } from '../core/src/testing/index.ts'
import { percentile } from './percentile.ts'
import { postgresCpuMeter } from './postgres-cpu.ts'
import { processCpuMs } from './process-cpu.ts'
import { startWorkerDeployment } from './worker-deployment.ts'

/** What one run of the curve measured, and what it found stored afterwards. */
export interface CurvePoint {
  workers: number
  seconds: number
  /** Posts answered 202 per second: the API process recording events durably. */
  recordedPerSecond: number
  /** Live events heard per second, from the first post to the last event. */
  messagesPerSecond: number
  postToLiveEventMs: { p50: number; p99: number; max: number }
  cpuMsPerMessage: {
    api: number
    /** Every worker together, then each. */
    workers: number
    eachWorker: number[]
    postgres: number
    /** This process: the HTTP load generator and the socket client. */
    loadGenerator: number
  }
  refusedPosts: number
  liveEvents: number
  stored: {
    messages: number
    distinctMessageIds: number
    contacts: number
    tickets: number
    openTicketsPerContactAboveOne: number
    eventsNotProcessed: number
  }
}

export interface WorkerRunSettings {
  workers: number
  messages: number
  contacts: number
  inFlight: number
  warmup: number
  poolSize: string
  redisUrl: string
}

/** A run is given up (and fails) when no live event arrived for this long. */
const stallMs = 60_000

/**
 * One point of the curve: a fresh deployment with `workers` worker processes, a warm-up, then
 * `messages` posts from `contacts` contacts, `inFlight` at a time, timed until every live event.
 */
export async function measureWorkers(settings: WorkerRunSettings): Promise<CurvePoint> {
  const deployment = await startWorkerDeployment(settings)
  const sql = new pg.Client({ connectionString: deployment.database.url })
  await sql.connect()
  let socket: Socket | undefined
  try {
    const admin = await new ApiClient(deployment.api.url).login(TEST_ADMIN)
    const created = await admin.post('/api/whatsapp', { name: 'Bench', channel: 'api' })
    if (created.status !== 201)
      throw new Error(`creating the API connection: ${JSON.stringify(created.body)}`)
    const connection = created.body as { id: number; token: string }
    await waitFor(async () => (await admin.get(`/api/whatsapp/${connection.id}`)).body.status === 'CONNECTED')

    socket = io(`${deployment.api.url}/1`, {
      auth: { token: admin.token },
      transports: ['websocket'],
      reconnection: false,
    })
    const live = liveEventClock(socket)
    await new Promise<void>((resolve, reject) => {
      socket?.once('connect', () => resolve())
      socket?.once('connect_error', reject)
    })

    const post = poster(deployment.api.url, connection)
    // Contacts of their own, so the measured phase still has every contact's first message.
    await sendAll(post, live, {
      first: 0,
      total: settings.warmup,
      inFlight: settings.inFlight,
      prefix: 'warm',
    })

    const pids = [deployment.api, ...deployment.workers].map((server) => server.child.pid ?? 0)
    const cpuBefore = await Promise.all(pids.map(processCpuMs))
    const selfBefore = process.cpuUsage()
    const postgres = postgresCpuMeter(sql)
    await postgres.start()
    const sampling = setInterval(() => void postgres.sample(), 500)
    const startedAt = performance.now()
    const sent = await sendAll(post, live, {
      first: 0,
      total: settings.messages,
      inFlight: settings.inFlight,
      prefix: 'bench',
      contacts: settings.contacts,
    }).finally(() => clearInterval(sampling))
    await postgres.sample()
    const cpuAfter = await Promise.all(pids.map(processCpuMs))
    const self = process.cpuUsage(selfBefore)

    const perMessage = (ms: number) => Number((ms / settings.messages).toFixed(2))
    const spent = cpuAfter.map((after, index) => after - (cpuBefore[index] ?? 0))
    const [apiMs = 0, ...workerMs] = spent
    const latencies = sent.latencies.sort((a, b) => a - b)
    const seconds = (sent.lastEventAt - startedAt) / 1000
    return {
      workers: settings.workers,
      seconds: Number(seconds.toFixed(2)),
      recordedPerSecond: Math.round(settings.messages / ((sent.recordedAt - startedAt) / 1000)),
      messagesPerSecond: Math.round(latencies.length / seconds),
      postToLiveEventMs: {
        p50: Math.round(percentile(latencies, 50)),
        p99: Math.round(percentile(latencies, 99)),
        max: Math.round(latencies.at(-1) ?? 0),
      },
      cpuMsPerMessage: {
        api: perMessage(apiMs),
        workers: perMessage(workerMs.reduce((sum, ms) => sum + ms, 0)),
        eachWorker: workerMs.map(perMessage),
        postgres: perMessage(postgres.spentMs()),
        loadGenerator: perMessage((self.user + self.system) / 1000),
      },
      refusedPosts: sent.refused,
      liveEvents: live.heard(),
      stored: await storedFigures(sql, connection.id),
    }
  } finally {
    socket?.disconnect()
    await sql.end()
    await deployment.close()
  }
}

/** Posts one message to the API channel's inbound route as the integrator's server does. */
function poster(baseUrl: string, connection: { id: number; token: string }) {
  const url = `${baseUrl}/api/channel-api/${connection.id}/messages`
  return async (body: string, number: string, name: string): Promise<number> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${connection.token}` },
      body: JSON.stringify({ externalId: body, from: { number, name }, body }),
    })
    await response.arrayBuffer()
    return response.status
  }
}

/** When each message (by body) was posted, matched with its live event on the admin's socket. */
function liveEventClock(socket: Socket) {
  const postedAt = new Map<string, number>()
  let heard = 0
  let onEvent: (latencyMs: number) => void = () => {}
  socket.on('company-1-appMessage', (payload: { action: string; message: { body: string } }) => {
    if (payload.action !== 'create') return
    heard += 1
    const started = postedAt.get(payload.message.body)
    if (started === undefined) return
    postedAt.delete(payload.message.body)
    onEvent(performance.now() - started)
  })
  return {
    posted: (body: string) => postedAt.set(body, performance.now()),
    listen: (handler: (latencyMs: number) => void) => {
      onEvent = handler
    },
    heard: () => heard,
  }
}

/**
 * Posts `total` messages through `inFlight` concurrent senders, contacts taking turns (so every
 * contact's first message arrives while others are in flight), and waits for every live event.
 */
async function sendAll(
  post: ReturnType<typeof poster>,
  live: ReturnType<typeof liveEventClock>,
  options: { first: number; total: number; inFlight: number; prefix: string; contacts?: number },
) {
  const contacts = options.contacts ?? options.total
  const latencies: number[] = []
  let lastEventAt = performance.now()
  let refused = 0
  const everyEvent = new Promise<void>((resolve, reject) => {
    if (options.total === 0) resolve()
    const watchdog = setInterval(() => {
      if (performance.now() - lastEventAt < stallMs) return
      clearInterval(watchdog)
      reject(
        new Error(`no live event for ${stallMs / 1000} s: ${latencies.length} of ${options.total} heard`),
      )
    }, 1000)
    live.listen((latencyMs) => {
      latencies.push(latencyMs)
      lastEventAt = performance.now()
      if (latencies.length === options.total - refused) {
        clearInterval(watchdog)
        resolve()
      }
    })
  })
  // Awaited below unless every event came first; a failed post must not leave it unhandled.
  everyEvent.catch(() => undefined)
  let next = options.first
  const lane = async () => {
    while (next < options.first + options.total) {
      const index = next++
      const body = `${options.prefix}-${index}`
      const contact = index % contacts
      // Distinct number ranges per phase: warm-up contacts are not the measured ones.
      const base = options.prefix === 'warm' ? 70000000 : 80000000
      live.posted(body)
      const status = await post(body, `55119${base + contact}`, `Contact ${options.prefix} ${contact}`)
      if (status !== 202) refused += 1
    }
  }
  await Promise.all(Array.from({ length: options.inFlight }, lane))
  const recordedAt = performance.now()
  if (latencies.length < options.total - refused) await everyEvent
  return { latencies, recordedAt, lastEventAt, refused }
}

/** What the database holds once the run is over: the checks read these. */
async function storedFigures(sql: pg.Client, connectionId: number): Promise<CurvePoint['stored']> {
  const of = [connectionId]
  return {
    messages: await count(sql, 'select count(*) from messages where connection_id = $1', of),
    distinctMessageIds: await count(
      sql,
      'select count(distinct external_id) from messages where connection_id = $1',
      of,
    ),
    contacts: await count(sql, 'select count(*) from contacts where origin_connection_id = $1', of),
    tickets: await count(sql, 'select count(*) from tickets where connection_id = $1', of),
    openTicketsPerContactAboveOne: await count(
      sql,
      `select count(*) from (select contact_id from tickets where connection_id = $1
         and status in ('open', 'pending') group by contact_id having count(*) > 1) as doubled`,
      of,
    ),
    eventsNotProcessed: await count(sql, `select count(*) from inbound_events where status <> 'processed'`),
  }
}
