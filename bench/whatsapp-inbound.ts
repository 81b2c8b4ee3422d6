/**
 * WhatsApp inbound throughput: events a socket emits, through the channel adapter, into stored
 * messages.
 *
 * An app with the WhatsApp plugin boots on a fresh PostgreSQL database. BENCH_CONNECTIONS sessions
 * are connected through the real provider (auth state, lease, inbound pump) with socket doubles
 * standing in for Baileys, reporting into core's own inbound sink (the connection runtime's). Each
 * double then emits its share of BENCH_MESSAGES `messages.upsert` events (type 'notify', one message
 * each, as WhatsApp delivers them live), built from the plugin's text fixtures with distinct ids
 * from BENCH_SENDERS people (every fifth one addressed by `@lid` with its number alongside).
 *
 * Two rates, from the first emit:
 * - accepted/s: until the adapter handed every event to core (`provider.drained`): mapping, the
 *   profile-picture check, the durable insert into inbound_events, the session mark, the message key.
 * - stored/s: until all of them are rows of `messages` (counted every 100 ms): core's pipeline
 *   (contact, ticket, message, counters, live events) on top.
 * Then the same batch is emitted again; `duplicatesStored` must be 0.
 *
 * Run: npm run bench:whatsapp-inbound
 *   BENCH_MESSAGES (5000), BENCH_CONNECTIONS (1), BENCH_SENDERS (500), BENCH_POOL (database pool, 10),
 *   BENCH_PICTURE_MS (how long the double takes to answer a profile-picture lookup, 0),
 *   REDIS_URL (run core's queue on BullMQ). Needs PostgreSQL at 127.0.0.1:5432.
 */
import { cpus, loadavg, totalmem } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import type { ChannelConnection, InboundSink } from '@atendo/plugin-api'
import type { WAMessage } from 'baileys'
import pg from 'pg'
import { platformEm } from '../core/src/kernel/db/orm.ts'
import { startTestApp } from '../core/src/testing/index.ts'
import {
  adReply,
  conversation,
  extendedTextWithLinkPreview,
  quotedReply,
} from '../plugins/channel-whatsapp/src/inbound/fixtures/text.ts'
import { ephemeralText } from '../plugins/channel-whatsapp/src/inbound/fixtures/wrappers-and-changes.ts'
import { createWhatsAppProvider } from '../plugins/channel-whatsapp/src/provider.ts'
import { capturedWhatsAppPlugin } from '../plugins/channel-whatsapp/src/testing/captured-plugin.ts'
import { testConnection } from '../plugins/channel-whatsapp/src/testing/recording-sink.ts'
import { type SocketDouble, socketDoubles } from '../plugins/channel-whatsapp/src/testing/socket-double.ts'
import { postgresCpuMeter } from './postgres-cpu.ts'

const total = Number(process.env.BENCH_MESSAGES ?? 5000)
const connectionCount = Number(process.env.BENCH_CONNECTIONS ?? 1)
const senders = Math.max(connectionCount, Number(process.env.BENCH_SENDERS ?? 500))
const pictureMs = Number(process.env.BENCH_PICTURE_MS ?? 0)
const poolSize = process.env.BENCH_POOL ?? '10'

const silentLog = { info() {}, warn() {}, error() {} }
const rounded = (values: number[]) => values.map((value) => Number(value.toFixed(2)))

/** The shapes of text people send, in turn: plain, link preview, reply, ad reply, disappearing. */
const shapes: WAMessage[] = [conversation, extendedTextWithLinkPreview, quotedReply, adReply, ephemeralText]

/** Message `index` of the batch, from sender `index % senders`, as Baileys would emit it. */
function inboundText(index: number, sentAt: number): WAMessage {
  const sender = index % senders
  const phoneJid = `55119${String(70_000_000 + sender)}@s.whatsapp.net`
  const message = structuredClone(shapes[index % shapes.length]!)
  const id = `3A${index.toString(16).toUpperCase().padStart(18, '0')}`
  // WhatsApp is moving chats to `@lid` addresses; Baileys then gives the number alongside.
  message.key =
    sender % 5 === 4
      ? {
          remoteJid: `${184_472_330_000_000 + sender}@lid`,
          remoteJidAlt: phoneJid,
          addressingMode: 'lid',
          fromMe: false,
          id,
        }
      : { remoteJid: phoneJid, fromMe: false, id }
  message.pushName = `Cliente ${sender}`
  message.messageTimestamp = sentAt
  return message
}

/** The batch each connection's socket emits: sender `s` always writes to connection `s % count`. */
function batches(sentAt: number): WAMessage[][] {
  const perConnection: WAMessage[][] = Array.from({ length: connectionCount }, () => [])
  for (let index = 0; index < total; index++) {
    perConnection[(index % senders) % connectionCount]!.push(inboundText(index, sentAt))
  }
  return perConnection
}

const loadBefore = loadavg()
const env: Record<string, string> = { DATABASE_POOL_SIZE: poolSize }
if (process.env.REDIS_URL) {
  env.REDIS_URL = process.env.REDIS_URL
  env.REDIS_PREFIX = `bench-${process.pid}`
}
const whatsapp = capturedWhatsAppPlugin()
const testApp = await startTestApp({ plugins: [whatsapp.plugin], env })
const db = new pg.Client({ connectionString: testApp.database.url })
await db.connect()
const count = async (query: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(query, params)).rows[0]!.n)

const sockets = socketDoubles()
const provider = createWhatsAppProvider({
  core: whatsapp.core(),
  sql: whatsapp.sql(),
  storage: testApp.app.kernel.storage,
  openSocket: (options) => {
    const socket = sockets.open(options)
    if (pictureMs > 0) {
      socket.profilePictureUrl = async () => {
        await sleep(pictureMs)
        return undefined
      }
    }
    return socket
  },
  log: silentLog,
  holder: 'bench-inbound',
})

try {
  // Inserted after boot: the app's own provider (real Baileys) starts only what exists at boot.
  const { rows } = await db.query<{ id: number }>(
    `insert into connections (company_id, name, channel, provider, created_at, updated_at)
     select 1, 'WhatsApp ' || n, 'whatsapp', 'baileys', now(), now() from generate_series(1, $1::int) n
     returning id`,
    [connectionCount],
  )
  const connections: ChannelConnection[] = rows.map(({ id }) =>
    testConnection({ id, companyId: 1, name: `WhatsApp ${id}` }),
  )
  const connectionIds = connections.map((connection) => connection.id)

  // Core's sink, as the connection runtime hands it to providers; counted on the way.
  const coreSink = testApp.app.fastify.connectionRuntime.sink
  const handed = { accepted: 0, duplicates: 0 }
  const connected = new Set<number>()
  const sink: InboundSink = {
    async receive(connection, event) {
      const answer = await coreSink.receive(connection, event)
      if (answer.duplicate) handed.duplicates++
      else handed.accepted++
      return answer
    },
    async connectionStatus(connection, status, details) {
      if (status === 'CONNECTED') connected.add(connection.id)
      await coreSink.connectionStatus(connection, status, details)
    },
  }

  await Promise.all(connections.map((connection) => provider.connect(connection, sink)))
  while (sockets.opened.length < connections.length) await sleep(20)
  const socketOf = new Map<number, SocketDouble>()
  for (const [index, socket] of sockets.opened.entries()) {
    socketOf.set(socket.openedWith!.connectionId, socket)
    socket.open(`55114${String(index).padStart(8, '0')}:1@s.whatsapp.net`)
  }
  while (connected.size < connections.length) await sleep(20)

  const stored = () =>
    count('select count(*) as n from messages where connection_id = any($1)', [connectionIds])

  /** Emits every connection's batch as live upserts and times acceptance and storage. */
  async function emitAll(perConnection: WAMessage[][], expectStored: number) {
    const cpuBefore = process.cpuUsage()
    const postgresCpu = postgresCpuMeter(db)
    await postgresCpu.start()
    const startedAt = performance.now()
    for (const [index, batch] of perConnection.entries()) {
      const socket = socketOf.get(connections[index]!.id)!
      for (const message of batch) socket.emit('messages.upsert', { type: 'notify', messages: [message] })
    }
    const emittedMs = performance.now() - startedAt
    let storedMs = Number.NaN
    let acceptedMs = Number.NaN
    const accepting = Promise.all(connections.map((connection) => provider.drained(connection.id))).then(
      () => {
        acceptedMs = performance.now() - startedAt
      },
    )
    // Counts stored messages (and PostgreSQL's CPU, as pool connections come and go) every 100 ms.
    const deadline = startedAt + 10 * 60_000
    while (performance.now() < deadline && (Number.isNaN(storedMs) || Number.isNaN(acceptedMs))) {
      if (Number.isNaN(storedMs) && (await stored()) >= expectStored) storedMs = performance.now() - startedAt
      await postgresCpu.sample()
      await sleep(100)
    }
    await accepting
    const cpu = process.cpuUsage(cpuBefore)
    await postgresCpu.sample()
    const postgresMs = postgresCpu.spentMs()
    return {
      emittedMs: Math.round(emittedMs),
      acceptedMs: Math.round(acceptedMs),
      storedMs: Math.round(storedMs),
      cpuMsPerMessage: {
        // This process: the app, the adapter and the benchmark's doubles.
        node: Number(((cpu.user + cpu.system) / 1000 / total).toFixed(2)),
        postgres: Number((postgresMs / total).toFixed(2)),
      },
    }
  }

  const sentAt = Math.floor(Date.now() / 1000)
  const first = await emitAll(batches(sentAt), total)
  const firstHanded = { ...handed }

  // WhatsApp delivers again what it was not sure we got (reconnections, retries): the same batch.
  const again = await emitAll(batches(sentAt), total)
  // Nothing more is processing: whatever the second batch caused is stored by now.
  while ((await count(`select count(*) as n from inbound_events where status <> 'processed'`)) > 0)
    await sleep(100)
  const storedAfterRepeat = await stored()

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
      messages: total,
      connections: connectionCount,
      senders,
      pictureLookupMs: pictureMs,
      databasePoolSize: Number(poolSize),
      jobBackend: testApp.app.kernel.jobBackend.kind,
    },
    firstDelivery: {
      ...first,
      acceptedPerSecond: Math.round(total / (first.acceptedMs / 1000)),
      storedPerSecond: Math.round(total / (first.storedMs / 1000)),
      handedToCore: firstHanded,
    },
    // Only the adapter and the duplicate check work here: nothing new reaches the pipeline.
    repeatedDelivery: {
      acceptedMs: again.acceptedMs,
      acceptedPerSecond: Math.round(total / (again.acceptedMs / 1000)),
      cpuMsPerMessage: again.cpuMsPerMessage,
      answeredDuplicate: handed.duplicates - firstHanded.duplicates,
      duplicatesStored: storedAfterRepeat - total,
    },
    stored: {
      messages: storedAfterRepeat,
      contacts: await count('select count(*) as n from contacts where origin_connection_id = any($1)', [
        connectionIds,
      ]),
      tickets: await count('select count(*) as n from tickets where connection_id = any($1)', [
        connectionIds,
      ]),
      eventsNotProcessed: await count(`select count(*) as n from inbound_events where status <> 'processed'`),
    },
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
} finally {
  await provider.closeAll()
  await db.end()
  await testApp.close()
}
process.exit(0)
