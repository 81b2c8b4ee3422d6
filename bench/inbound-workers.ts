/**
 * The worker curve (issue 13): inbound throughput of a scale-out deployment, one `ROLE=api`
 * process and N `ROLE=worker` processes on one PostgreSQL and one Redis, for each N of
 * BENCH_WORKERS (default 1,2,4), each on a fresh database and Redis key prefix. 0 is one `ROLE=all`
 * process that receives and processes (a single server), on BullMQ, or with `REDIS_URL=''` on
 * in-process jobs.
 *
 * Messages arrive as a provider really sends them: HTTP posts to the API channel's inbound route
 * (`POST /api/channel-api/:connectionId/messages`, the connection token as Bearer), which answers
 * 202 once the event is durably recorded. The workers process the `inbound` queue; each message
 * is counted when its live event (`company-1-appMessage`) reaches a socket.io client logged in as
 * the admin on the API process, through the Redis adapter.
 *
 * Per N: messages/s processed, CPU ms per message of every process (the API process, each worker,
 * this load generator, the database's PostgreSQL backends), and the checks (each message stored
 * once, one ticket per contact, no event left unprocessed) that make the run fail when broken.
 * PostgreSQL's single-row insert rate is measured in the same run, as the ceiling.
 *
 * Run: npm run bench:workers   (BENCH_WORKERS, BENCH_MESSAGES, BENCH_CONTACTS, BENCH_IN_FLIGHT,
 * BENCH_WARMUP, BENCH_POOL, REDIS_URL)
 */
import { loadavg } from 'node:os'
import { TEST_SERVER_URL } from '../core/src/testing/index.ts'
import { checkWorkerRun } from './inbound-workers-check.ts'
import { type CurvePoint, measureWorkers } from './inbound-workers-run.ts'
import { machineFigures } from './machine.ts'
import { singleRowInsertRate } from './postgres-insert-rate.ts'

const workerCounts = (process.env.BENCH_WORKERS ?? '1,2,4').split(',').map(Number)
const settings = {
  messages: Number(process.env.BENCH_MESSAGES ?? 5000),
  contacts: Number(process.env.BENCH_CONTACTS ?? 500),
  /** Posts outstanding at once, as a busy provider's delivery threads would have. */
  inFlight: Number(process.env.BENCH_IN_FLIGHT ?? 50),
  /** Messages sent (from contacts of their own) before the measured phase: JIT and pools warm up. */
  warmup: Number(process.env.BENCH_WARMUP ?? 200),
  poolSize: process.env.BENCH_POOL ?? '10',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
}

const rounded = (values: number[]) => values.map((value) => Number(value.toFixed(2)))

const loadBefore = loadavg()
const curve: CurvePoint[] = []
for (const workers of workerCounts) {
  const point = await measureWorkers({ ...settings, workers })
  // Each point as it comes, so a later run that fails does not take the earlier figures with it.
  process.stderr.write(
    `${workers} worker(s), load ${rounded(loadavg()).join(' ')}: ${JSON.stringify(point)}\n`,
  )
  curve.push(point)
}
const postgresSingleRowInsertsPerSecond = await singleRowInsertRate(TEST_SERVER_URL)

const result = {
  benchmark: 'inbound-workers',
  date: new Date().toISOString(),
  machine: machineFigures(loadBefore),
  setup: settings,
  curve: curve.map((point) => ({
    ...point,
    percentOfPostgresInsertRate: Number(
      ((100 * point.messagesPerSecond) / postgresSingleRowInsertsPerSecond).toFixed(1),
    ),
  })),
  // The ceiling: one client, one row per statement, on the same PostgreSQL right after the runs.
  postgresSingleRowInsertsPerSecond,
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)

const problems = curve.flatMap((point) => checkWorkerRun(point, settings))
if (problems.length > 0) {
  process.stderr.write(`inbound-workers: the pipeline broke a guarantee:\n  ${problems.join('\n  ')}\n`)
  process.exit(1)
}
