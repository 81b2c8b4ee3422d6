/**
 * WhatsApp session takeover: how long after a worker dies another worker runs its sessions again.
 *
 * An app with the WhatsApp plugin boots on a fresh PostgreSQL database. For each lease timing and
 * each session count M: worker A, a separate process (bench/whatsapp-session-holder.ts), connects M
 * sessions through the real provider and holds their leases; worker B, the real provider in this
 * process (holder `worker-b`, reporting into core's inbound sink), is asked to connect the same M
 * and waits as their standby. After a random fraction of a heartbeat, A is killed with SIGKILL: no
 * release, no goodbye. Timed from the kill, per session: when B holds its lease, and when the
 * session is CONNECTED again (recorded by core in `connections`). Socket doubles of an already
 * paired device stand in for WhatsApp, so the figure leaves out WhatsApp's own reconnection
 * handshake.
 *
 * A lease lasts `ttl` from its last renewal and the standby retries every `heartbeat`, so a
 * takeover should take between ttl − heartbeat and ttl + heartbeat (plus the session's start).
 * `heldByStandbyBeforeKill` counts leases that lapsed while A was alive (it renewed too late); those
 * sessions are left out of the timings.
 *
 * Run: npm run bench:whatsapp-takeover
 *   BENCH_SESSIONS (1,50,200), BENCH_LEASES (ttl/heartbeat in ms: 15000/5000,5000/1000; the first
 *   is the provider's default), BENCH_POOL (each worker's database pool, 10). Needs PostgreSQL at
 *   127.0.0.1:5432.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import type { InboundSink } from '@atendo/plugin-api'
import pg from 'pg'
import { platformEm } from '../core/src/kernel/db/orm.ts'
import { startTestApp } from '../core/src/testing/index.ts'
import { createWhatsAppProvider, defaultLeaseTiming } from '../plugins/channel-whatsapp/src/provider.ts'
import type { LeaseTiming } from '../plugins/channel-whatsapp/src/session/lease-keeper.ts'
import { capturedWhatsAppPlugin } from '../plugins/channel-whatsapp/src/testing/captured-plugin.ts'
import { testConnection } from '../plugins/channel-whatsapp/src/testing/recording-sink.ts'
import { pairedSockets } from './paired-sockets.ts'

const sessionCounts = (process.env.BENCH_SESSIONS ?? '1,50,200').split(',').map(Number)
const leaseTimings: LeaseTiming[] = (
  process.env.BENCH_LEASES ?? `${defaultLeaseTiming.ttlMs}/${defaultLeaseTiming.heartbeatMs},5000/1000`
)
  .split(',')
  .map((pair) => {
    const [ttlMs, heartbeatMs] = pair.split('/').map(Number)
    return { ttlMs: ttlMs!, heartbeatMs: heartbeatMs! }
  })

const poolSize = process.env.BENCH_POOL ?? '10'
const silentLog = { info() {}, warn() {}, error() {} }
const rounded = (values: number[]) => values.map((value) => Number(value.toFixed(2)))
const seconds = (ms: number) => Number((ms / 1000).toFixed(2))

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return { count: 0 }
  return {
    count: sorted.length,
    min: seconds(sorted[0]!),
    median: seconds(sorted[Math.floor((sorted.length - 1) / 2)]!),
    max: seconds(sorted.at(-1)!),
  }
}

/** Starts worker A on the sessions and resolves once it holds them all. */
async function startWorkerA(
  databaseUrl: string,
  owners: { companyId: number; id: number }[],
  timing: LeaseTiming,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['bench/whatsapp-session-holder.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: poolSize,
      BENCH_CONNECTIONS: owners.map(({ companyId, id }) => `${companyId}:${id}`).join(','),
      BENCH_HOLDER: 'worker-a',
      BENCH_LEASE_TTL_MS: String(timing.ttlMs),
      BENCH_LEASE_HEARTBEAT_MS: String(timing.heartbeatMs),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  workers.add(child)
  child.once('exit', () => workers.delete(child))
  await new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(
      () => reject(new Error('worker A did not hold its sessions in 120 s')),
      120_000,
    )
    child.once('exit', (code) => reject(new Error(`worker A exited with ${code}`)))
    child.stdout!.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('held')) return
      clearTimeout(timeout)
      resolve()
    })
  })
  return child
}

const loadBefore = loadavg()
const whatsapp = capturedWhatsAppPlugin()
const testApp = await startTestApp({ plugins: [whatsapp.plugin], env: { DATABASE_POOL_SIZE: poolSize } })
const db = new pg.Client({ connectionString: testApp.database.url })
await db.connect()
const coreSink = testApp.app.fastify.connectionRuntime.sink
const runs: object[] = []
/** Worker A processes not killed yet, so a failed run leaves none behind. */
const workers = new Set<ChildProcess>()

try {
  for (const timing of leaseTimings) {
    for (const sessions of sessionCounts) {
      // Inserted after boot: the app's own provider (real Baileys) starts only what exists at boot.
      const { rows } = await db.query<{ id: number }>(
        `insert into connections (company_id, name, channel, provider, created_at, updated_at)
         select 1, 'WhatsApp ' || $2 || '.' || n, 'whatsapp', 'baileys', now(), now()
         from generate_series(1, $1::int) n
         returning id`,
        [sessions, runs.length + 1],
      )
      const ids = rows.map((row) => row.id)
      const startedAt = performance.now()
      const workerA = await startWorkerA(
        testApp.database.url,
        ids.map((id) => ({ companyId: 1, id })),
        timing,
      )
      const workerAHeldMs = performance.now() - startedAt

      const connectedAt = new Map<number, number>()
      const sink: InboundSink = {
        receive: (connection, event) => coreSink.receive(connection, event),
        async connectionStatus(connection, status, details) {
          await coreSink.connectionStatus(connection, status, details)
          // Recorded in `connections`: what the inbox shows.
          if (status === 'CONNECTED' && !connectedAt.has(connection.id))
            connectedAt.set(connection.id, performance.now())
        },
      }
      const workerB = createWhatsAppProvider({
        core: whatsapp.core(),
        sql: whatsapp.sql(),
        storage: testApp.app.kernel.storage,
        openSocket: pairedSockets().open,
        log: silentLog,
        holder: 'worker-b',
        lease: timing,
      })
      await Promise.all(
        ids.map((id) => workerB.connect(testConnection({ id, companyId: 1, name: `WhatsApp ${id}` }), sink)),
      )
      // B has tried (and failed) to take every lease at least once; A dies at a random point of its cycle.
      await sleep(timing.heartbeatMs * (1 + Math.random()))
      // Should be none: a lease lapses under a live holder only when it renews too late.
      const lapsed = new Set(ids.filter((id) => workerB.holds(id)))
      const {
        rows: [lease],
      } = await db.query<{ min: number; max: number }>(
        `select extract(epoch from min(expires_at) - clock_timestamp()) * 1000 as min,
                extract(epoch from max(expires_at) - clock_timestamp()) * 1000 as max
         from whatsapp_session_leases where connection_id = any($1)`,
        [ids],
      )
      const exited = new Promise((resolve) => workerA.once('exit', resolve))
      workerA.kill('SIGKILL')
      const diedAt = performance.now()
      await exited

      const acquiredAt = new Map<number, number>()
      const deadline = diedAt + timing.ttlMs + 2 * timing.heartbeatMs + 60_000
      while (connectedAt.size < ids.length && performance.now() < deadline) {
        for (const id of ids)
          if (!acquiredAt.has(id) && workerB.holds(id)) acquiredAt.set(id, performance.now())
        await sleep(5)
      }
      for (const id of ids)
        if (!acquiredAt.has(id) && workerB.holds(id)) acquiredAt.set(id, performance.now())

      const recorded = await db.query<{ status: string; holder: string | null; n: string }>(
        `select c.status, l.holder, count(*) as n from connections c
         left join whatsapp_session_leases l on l.connection_id = c.id
         where c.id = any($1) group by 1, 2`,
        [ids],
      )
      // Taken over after the kill: the sessions B already held are not part of the figure.
      const since = (at: Map<number, number>) =>
        [...at].filter(([id]) => !lapsed.has(id)).map(([, time]) => time - diedAt)
      const run = {
        lease: timing,
        sessions,
        workerAHeldAllAfterS: seconds(workerAHeldMs),
        heldByStandbyBeforeKill: lapsed.size,
        leaseLeftAtKillS: { min: seconds(Number(lease!.min)), max: seconds(Number(lease!.max)) },
        leaseAcquiredS: summary(since(acquiredAt)),
        connectedAgainS: summary(since(connectedAt)),
        recorded: recorded.rows.map((row) => ({
          status: row.status,
          holder: row.holder,
          count: Number(row.n),
        })),
      }
      runs.push(run)
      process.stderr.write(`${JSON.stringify(run)}\n`)
      await workerB.closeAll()
    }
  }
  process.stdout.write(
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        databasePoolSize: Number(poolSize),
        machine: {
          cpus: cpus().length,
          cpuModel: cpus()[0]?.model,
          memoryGiB: Math.round(totalmem() / 2 ** 30),
          node: process.version,
          loadAverageBefore: rounded(loadBefore),
          loadAverageAfter: rounded(loadavg()),
        },
        runs,
      },
      null,
      2,
    )}\n`,
  )
} finally {
  for (const worker of workers) worker.kill('SIGKILL')
  await db.end()
  await testApp.close()
}
process.exit(0)
