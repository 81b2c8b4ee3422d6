/**
 * Ticket list and message search latency on a generated company (see bench/generate-company.ts),
 * beside PostgreSQL's own single-row insert rate on the same machine as a ceiling.
 *
 * Run: npm run bench:generate && npm run bench:tickets   (BENCH_DATABASE to pick the database,
 * SAMPLES per path, BENCH_WARMUP requests of each path before its samples, BENCH_PATHS to keep
 * only the paths containing one of its comma-separated parts)
 */
import { loadavg } from 'node:os'
import pg from 'pg'
import { type ServerProcess, startServerProcess } from '../core/src/testing/server-process.ts'
import { TEST_SERVER_URL } from '../core/src/testing/test-database.ts'
import { BENCH_ADMIN } from './bench-company.ts'
import { percentile } from './percentile.ts'
import { postgresCpuMeter } from './postgres-cpu.ts'
import { singleRowInsertRate } from './postgres-insert-rate.ts'
import { processCpuMs } from './process-cpu.ts'

type PostgresCpu = ReturnType<typeof postgresCpuMeter>

const databaseName = process.env.BENCH_DATABASE ?? 'atendo_bench_big'
const samples = Number(process.env.SAMPLES ?? 40)
/** Requests of each path answered before measuring: a running server has compiled and cached its code paths. */
const warmup = Number(process.env.BENCH_WARMUP ?? 50)
const databaseUrl = new URL(TEST_SERVER_URL)
databaseUrl.pathname = `/${databaseName}`

/**
 * Wall-clock percentiles per request, and the CPU per request of the server process and of the
 * database's backends: the machine is shared, and its load inflates wall time, not CPU.
 */
async function measure(server: ServerProcess, postgres: PostgresCpu, token: string, path: string) {
  const { url } = server
  const timings: number[] = []
  let count: unknown
  for (let i = 0; i < warmup; i += 1) {
    await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } }).then((response) =>
      response.arrayBuffer(),
    )
  }
  const serverCpuBefore = await processCpuMs(server.child.pid ?? 0)
  await postgres.start()
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now()
    const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } })
    const body = (await response.json()) as { count?: number; tickets?: unknown[] }
    timings.push(performance.now() - started)
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`)
    count = body.count
  }
  await postgres.sample()
  const serverCpuMs = (await processCpuMs(server.child.pid ?? 0)) - serverCpuBefore
  timings.sort((a, b) => a - b)
  return {
    path,
    p50Ms: Math.round(percentile(timings, 50)),
    p95Ms: Math.round(percentile(timings, 95)),
    cpuMsPerRequest: {
      server: Number((serverCpuMs / samples).toFixed(1)),
      postgres: Number((postgres.spentMs() / samples).toFixed(1)),
    },
    count,
  }
}

// An API node (ROLE=api, which needs Redis): with the job workers of ROLE=all, the expiry sweep
// closed the generated tickets idle for 24 hours while the requests were measured (255 closes in
// one run of 9 requests), competing with them and changing the data from one run to the next.
const server = await startServerProcess({
  DATABASE_URL: databaseUrl.toString(),
  PLUGINS: 'helps',
  DATA_DIR: '/tmp/atendo-bench-data',
  ROLE: 'api',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: 'bench-tickets',
  // e.g. BENCH_SERVER_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server
  ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
})
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  })
  const { token } = (await login.json()) as { token: string }
  const queries = [
    '/api/tickets?pageNumber=1&status=open&showAll=true',
    '/api/tickets?pageNumber=1&status=pending&showAll=true',
    '/api/tickets?pageNumber=5&status=open&showAll=true',
    '/api/tickets?pageNumber=1&status=closed&showAll=true',
    '/api/tickets?pageNumber=1&showAll=true&searchParam=Cliente%2012',
    '/api/tickets?pageNumber=1&showAll=true&searchParam=boleto%20atraso&searchOnMessages=true',
    '/api/tickets?pageNumber=1&showAll=true&status=closed&searchParam=garantia&searchOnMessages=true',
    // Rare words: past the newest-first walk, answered by the full-text index.
    '/api/tickets?pageNumber=1&showAll=true&searchParam=cliente%2098765&searchOnMessages=true',
    '/api/tickets?pageNumber=1&showAll=true&searchParam=xilofone&searchOnMessages=true',
  ]
  // BENCH_PATHS=open,pending (a substring of each path to keep) measures only those.
  const only = process.env.BENCH_PATHS?.split(',')
  if (only)
    queries.splice(0, queries.length, ...queries.filter((path) => only.some((part) => path.includes(part))))
  const client = new pg.Client({ connectionString: databaseUrl.toString() })
  await client.connect()
  const postgres = postgresCpuMeter(client)
  const results = []
  const loadBefore = loadavg()
  for (const path of queries) results.push(await measure(server, postgres, token, path))
  const loadAfter = loadavg()
  const { rows } = await client.query(
    `select (select count(*) from tickets where company_id = 2)::int as tickets, (select count(*) from messages where company_id = 2)::int as messages`,
  )
  await client.end()
  const counts = rows[0]
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        loadAverage: {
          before: loadBefore.map((value) => Number(value.toFixed(2))),
          after: loadAfter.map((value) => Number(value.toFixed(2))),
        },
        database: databaseName,
        data: counts,
        samples,
        warmup,
        results,
        postgresSingleRowInsertsPerSecond: await singleRowInsertRate(databaseUrl.toString()),
      },
      null,
      2,
    ),
  )
} finally {
  await server.stop()
}
