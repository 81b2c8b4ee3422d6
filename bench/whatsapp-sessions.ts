/**
 * WhatsApp session benchmark: memory per idle session, and the database load of keeping sessions.
 *
 * N sessions are connected through the real provider (auth state and leases in PostgreSQL, the
 * inbound pump, reconnect and liveness timers) with socket doubles standing in for WhatsApp, which
 * this machine cannot reach. A second figure measures Baileys' own socket objects (makeWASocket
 * pointed at a closed local port), so the two together bound what one idle session costs.
 *
 * Run: npm run bench:whatsapp   (BENCH_SESSIONS=500 by default;
 * needs PostgreSQL at 127.0.0.1:5432)
 */
import { initAuthCreds, makeWASocket } from 'baileys'
import { startTestApp } from '../core/src/testing/test-app.ts'
import whatsappPlugin from '../plugins/channel-whatsapp/src/index.ts'
import { createWhatsAppProvider } from '../plugins/channel-whatsapp/src/provider.ts'
import { sqlOverOrm } from '../plugins/channel-whatsapp/src/session-sql.ts'
import { recordingSink, testConnection } from '../plugins/channel-whatsapp/src/testing/recording-sink.ts'
import { socketDoubles } from '../plugins/channel-whatsapp/src/testing/socket-double.ts'

const sessions = Number(process.env.BENCH_SESSIONS ?? 500)
const baileysSockets = Number(process.env.BENCH_BAILEYS_SOCKETS ?? 100)
const gc = (globalThis as { gc?: () => void }).gc

async function settledHeap(): Promise<{ heapUsed: number; rss: number }> {
  for (let round = 0; round < 3; round++) {
    gc?.()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const { heapUsed, rss } = process.memoryUsage()
  return { heapUsed, rss }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

async function measureProviderSessions() {
  const testApp = await startTestApp({ plugins: [whatsappPlugin] })
  const orm = testApp.app.kernel.orm
  const sql = sqlOverOrm(() => orm.em.fork())
  const connection = orm.em.fork().getConnection()
  await connection.execute(
    `insert into connections (company_id, name, channel, provider, created_at, updated_at)
     select 1, 'WhatsApp ' || n, 'whatsapp', 'baileys', now(), now() from generate_series(1, ?) n`,
    [sessions],
  )
  const ids = (await connection.execute<{ id: number }[]>('select id from connections order by id')).map(
    (row) => row.id,
  )
  const sockets = socketDoubles()
  const sink = recordingSink()
  const provider = createWhatsAppProvider({
    sql,
    storage: testApp.app.kernel.storage,
    openSocket: sockets.open,
    log: { info() {}, warn() {}, error() {} },
    holder: 'bench-worker',
  })

  const before = await settledHeap()
  const started = performance.now()
  await Promise.all(ids.map((id) => provider.connect(testConnection({ id, companyId: 1 }), sink)))
  while (sockets.opened.length < ids.length) await new Promise((resolve) => setTimeout(resolve, 20))
  for (const [index, socket] of sockets.opened.entries()) {
    socket.open(`55119${String(index).padStart(8, '0')}:1@s.whatsapp.net`)
  }
  while (sink.statuses.filter((entry) => entry.status === 'CONNECTED').length < ids.length) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const connectMs = performance.now() - started
  // Let a few heartbeats pass: this is the idle steady state.
  await new Promise((resolve) => setTimeout(resolve, 6_000))
  const after = await settledHeap()

  // The doubles themselves are not part of a session's cost: measure them alone and subtract.
  const doublesBefore = await settledHeap()
  const spare = socketDoubles()
  for (let index = 0; index < ids.length; index++)
    spare.open({ auth: undefined as never, connectionId: index })
  const doublesAfter = await settledHeap()
  const perDouble = (doublesAfter.heapUsed - doublesBefore.heapUsed) / ids.length

  const perSessionHeap = (after.heapUsed - before.heapUsed) / ids.length - perDouble
  console.log(`provider sessions: ${ids.length} connected in ${connectMs.toFixed(0)} ms`)
  console.log(`  heap per idle session (plugin side, socket double excluded): ${kib(perSessionHeap)}`)
  console.log(`  rss growth per session: ${kib((after.rss - before.rss) / ids.length)}`)
  console.log(`  lease renewals: ${(ids.length / 5).toFixed(0)} UPDATEs/s at the default 5 s heartbeat`)
  await provider.closeAll()
  await testApp.close()
  return { perSessionHeap }
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
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const after = await settledHeap()
  console.log(
    `baileys sockets (unconnected): heap per socket ${kib((after.heapUsed - before.heapUsed) / baileysSockets)}`,
  )
  for (const socket of opened) await socket.end(undefined)
}

if (!gc) console.log('(run with --expose-gc for stable figures)')
await measureProviderSessions()
await measureBaileysSockets()
process.exit(0)
