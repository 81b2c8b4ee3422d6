/**
 * WhatsApp session benchmark: memory per idle session that has connected and taken messages in.
 *
 * N sessions are connected through the real provider (auth state and leases in PostgreSQL, the
 * inbound pump, reconnect and liveness timers) with socket doubles standing in for WhatsApp, which
 * this machine cannot reach, reporting into core's own inbound sink. Each session then receives, in
 * two rounds, what a paired phone sends: its address book and chats, live messages from several
 * people (with replies) and a history sync chunk of newer ones (taken from the session's mark on),
 * each round waited for until core has stored every message. The heap is measured with every
 * session idle after each round, then in the same process with the sessions closed (and their
 * doubles dropped): the difference, less the doubles' own size, is what the idle sessions hold. The
 * growth from round one to round two says whether that grows with the messages a session has seen
 * (it must not: nothing is kept in memory per message).
 *
 * Baileys' own socket objects are measured apart (`makeWASocket` against a local port that accepts
 * no connection): WhatsApp's servers pin their certificate chain (Baileys checks it in its Noise
 * handshake), so no local stand-in can complete a real socket's connection.
 *
 * Run: npm run bench:whatsapp   (BENCH_SESSIONS=200, BENCH_MESSAGES=20 per session per round,
 * BENCH_BAILEYS_SOCKETS=100; needs PostgreSQL at 127.0.0.1:5432)
 */
import { cpus, loadavg, totalmem } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import type { ChannelConnection } from '@atendo/plugin-api'
import { initAuthCreds, makeWASocket, proto, type WAMessage } from 'baileys'
import pg from 'pg'
import { platformEm } from '../core/src/kernel/db/orm.ts'
import { startTestApp } from '../core/src/testing/test-app.ts'
import { createWhatsAppProvider } from '../plugins/channel-whatsapp/src/provider.ts'
import { capturedWhatsAppPlugin } from '../plugins/channel-whatsapp/src/testing/captured-plugin.ts'
import { testConnection } from '../plugins/channel-whatsapp/src/testing/recording-sink.ts'
import { type SocketDouble, socketDoubles } from '../plugins/channel-whatsapp/src/testing/socket-double.ts'

const sessions = Number(process.env.BENCH_SESSIONS ?? 200)
const perRound = Number(process.env.BENCH_MESSAGES ?? 20)
const baileysSockets = Number(process.env.BENCH_BAILEYS_SOCKETS ?? 100)
const gc = (globalThis as { gc?: () => void }).gc
const silentLog = { info() {}, warn() {}, error() {} }
/** People who write to each session. */
const people = 5

async function settledHeap(): Promise<{ heapUsed: number }> {
  for (let round = 0; round < 3; round++) {
    gc?.()
    await sleep(50)
  }
  return { heapUsed: process.memoryUsage().heapUsed }
}

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1))

/** Person `p` of session `s`, by number. */
const personJid = (session: number, person: number) =>
  `55119${String(7_000_000 + session * people + person).padStart(8, '0')}@s.whatsapp.net`

/** One of the round's messages, as Baileys emits a live text (a reply now and then). */
function liveText(session: number, round: number, index: number, sentAt: number): WAMessage {
  const jid = personJid(session, index % people)
  const id =
    `3A${session.toString(16).padStart(6, '0')}${round}${index.toString(16).padStart(8, '0')}`.toUpperCase()
  return {
    key: { remoteJid: jid, fromMe: false, id },
    messageTimestamp: sentAt,
    pushName: `Cliente ${index % people}`,
    message:
      index % 4 === 3
        ? {
            extendedTextMessage: {
              text: `resposta ${index}`,
              contextInfo: { stanzaId: 'QUOTED', participant: jid, quotedMessage: { conversation: 'antes' } },
            },
          }
        : { conversation: `mensagem ${index} da rodada ${round}` },
  }
}

/**
 * What a phone sends a session in one round: its address book and live messages, then (once those
 * are in, so the session's mark is set) a history sync chunk with its chats and newer messages,
 * which the session takes from its mark on.
 */
function deliverLive(socket: SocketDouble, session: number, round: number) {
  const now = Math.floor(Date.now() / 1000)
  socket.emit(
    'contacts.upsert',
    Array.from({ length: people }, (_, person) => ({
      id: personJid(session, person),
      name: `Pessoa ${person}`,
    })),
  )
  for (let index = 0; index < Math.floor(perRound / 2); index++) {
    socket.emit('messages.upsert', {
      type: 'notify',
      messages: [liveText(session, round, index, now - 60 + index)],
    })
  }
}

function deliverHistory(socket: SocketDouble, session: number, round: number) {
  const now = Math.floor(Date.now() / 1000)
  const half = Math.floor(perRound / 2)
  socket.emit('messaging-history.set', {
    chats: Array.from({ length: people }, (_, person) => ({
      id: personJid(session, person),
      conversationTimestamp: now,
    })),
    contacts: [],
    messages: Array.from({ length: perRound - half }, (_, index) =>
      liveText(session, round, half + index, now - 30 + index),
    ),
    syncType: proto.HistorySync.HistorySyncType.RECENT,
    progress: 100,
    isLatest: false,
  })
}

async function measureProviderSessions() {
  const whatsapp = capturedWhatsAppPlugin()
  const testApp = await startTestApp({ plugins: [whatsapp.plugin] })
  const db = new pg.Client({ connectionString: testApp.database.url })
  await db.connect()
  const sql = whatsapp.sql()
  const { rows } = await db.query<{ id: number }>(
    `insert into connections (company_id, name, channel, provider, created_at, updated_at)
     select 1, 'WhatsApp ' || n, 'whatsapp', 'baileys', now(), now() from generate_series(1, $1::int) n
     returning id`,
    [sessions],
  )
  const connections: ChannelConnection[] = rows.map(({ id }) => testConnection({ id, companyId: 1 }))
  const sockets = socketDoubles()
  const coreSink = testApp.app.fastify.connectionRuntime.sink
  const connected = new Set<number>()
  const provider = createWhatsAppProvider({
    core: whatsapp.core(),
    sql,
    storage: testApp.app.kernel.storage,
    openSocket: sockets.open,
    log: silentLog,
    holder: 'bench-worker',
  })
  const stored = async () =>
    Number((await db.query<{ n: string }>('select count(*) as n from messages')).rows[0]!.n)
  const pendingEvents = async () =>
    Number(
      (await db.query<{ n: string }>(`select count(*) as n from inbound_events where status = 'pending'`))
        .rows[0]!.n,
    )

  const started = performance.now()
  await Promise.all(
    connections.map((connection) =>
      provider.connect(connection, {
        receive: (target, event) => coreSink.receive(target, event),
        connectionStatus: async (target, status, details) => {
          if (status === 'CONNECTED') connected.add(target.id)
          await coreSink.connectionStatus(target, status, details)
        },
      }),
    ),
  )
  while (sockets.opened.length < connections.length) await sleep(20)
  for (const [index, socket] of sockets.opened.entries()) {
    socket.open(`55113${String(index).padStart(8, '0')}:1@s.whatsapp.net`)
  }
  while (connected.size < connections.length) await sleep(20)
  const connectMs = performance.now() - started

  /** Idle: every session drained, core done with every event, a few lease heartbeats passed. */
  async function idleHeap() {
    await Promise.all(connections.map((connection) => provider.drained(connection.id)))
    while ((await pendingEvents()) > 0) await sleep(200)
    await sleep(6_000)
    return settledHeap()
  }

  const rounds: { heapUsed: number; storeMs: number }[] = []
  for (const round of [1, 2]) {
    const roundStart = performance.now()
    for (const [index, socket] of sockets.opened.entries()) deliverLive(socket, index, round)
    await Promise.all(connections.map((connection) => provider.drained(connection.id)))
    for (const [index, socket] of sockets.opened.entries()) deliverHistory(socket, index, round)
    while ((await stored()) < sessions * perRound * round) await sleep(200)
    const storeMs = performance.now() - roundStart
    rounds.push({ ...(await idleHeap()), storeMs })
  }

  const footprints = connections.map((connection) => provider.inboundFootprint(connection.id)!)
  const largest = (key: 'pending' | 'chats' | 'pictureLookups' | 'groupNames' | 'peak') =>
    Math.max(...footprints.map((footprint) => footprint[key]))
  const messagesStored = await stored()

  // The same process without the sessions: closed, and their doubles dropped (a double's listeners
  // would keep its session alive). The difference is what the idle sessions held.
  await provider.closeAll()
  sockets.opened.splice(0)
  await sleep(1_000)
  const withoutSessions = await settledHeap()

  // The doubles are not part of a session's cost: measure as many fresh ones alone and subtract.
  const spare = socketDoubles()
  for (let index = 0; index < sessions; index++) spare.open({ auth: undefined as never, connectionId: index })
  const withDoubles = await settledHeap()
  const perDouble = (withDoubles.heapUsed - withoutSessions.heapUsed) / sessions
  spare.opened.splice(0)

  const [afterRound1, afterRound2] = rounds as [(typeof rounds)[number], (typeof rounds)[number]]
  const result = {
    sessions,
    messagesPerSessionPerRound: perRound,
    connectMs: Math.round(connectMs),
    heapPerIdleSessionKiB: kib((afterRound2.heapUsed - withoutSessions.heapUsed) / sessions - perDouble),
    heapGrowthPerSessionRound2KiB: kib((afterRound2.heapUsed - afterRound1.heapUsed) / sessions),
    roundStoredMs: rounds.map((round) => Math.round(round.storeMs)),
    messagesStored,
    // What the inbound side of any session still held once idle.
    largestIdleFootprint: {
      pending: largest('pending'),
      chats: largest('chats'),
      pictureLookups: largest('pictureLookups'),
      groupNames: largest('groupNames'),
      peakPending: largest('peak'),
    },
    perDoubleKiB: kib(perDouble),
  }
  await db.end()
  await testApp.close()
  return result
}

async function measureBaileysSockets() {
  const quiet = () => {}
  const logger = {
    level: 'silent',
    child: () => logger,
    trace: quiet,
    debug: quiet,
    info: quiet,
    warn: quiet,
    error: quiet,
  }
  const before = await settledHeap()
  const opened: ReturnType<typeof makeWASocket>[] = []
  for (let index = 0; index < baileysSockets; index++) {
    const socket = makeWASocket({
      auth: { creds: initAuthCreds(), keys: { get: async () => ({}), set: async () => {} } },
      logger,
      // Nothing listens there: the socket is built, fails to connect, and stays as an idle object.
      waWebSocketUrl: 'ws://127.0.0.1:9',
      connectTimeoutMs: 1_000,
    })
    socket.ev.on('connection.update', () => {})
    opened.push(socket)
  }
  await sleep(2_000)
  const after = await settledHeap()
  for (const socket of opened) await socket.end(undefined)
  return {
    sockets: baileysSockets,
    heapPerUnconnectedSocketKiB: kib((after.heapUsed - before.heapUsed) / baileysSockets),
  }
}

if (!gc) console.log('(run with --expose-gc for stable figures)')
const loadBefore = loadavg()
const provider = await measureProviderSessions()
const baileys = await measureBaileysSockets()
console.log(
  JSON.stringify(
    {
      provider,
      baileys,
      machine: {
        cpus: cpus().length,
        cpu: cpus()[0]?.model,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.version,
        loadBefore: loadBefore.map((value) => Number(value.toFixed(2))),
        loadAfter: loadavg().map((value) => Number(value.toFixed(2))),
      },
    },
    null,
    2,
  ),
)
process.exit(0)
