/**
 * Ticket list and message search latency on a generated company (see bench/generate-company.ts),
 * beside PostgreSQL's own single-row insert rate on the same machine as a ceiling.
 *
 * Run: npm run bench:generate && npm run bench:tickets   (BENCH_DATABASE to pick the database)
 */
import pg from 'pg'
import { startServerProcess } from '../core/src/testing/server-process.ts'
import { TEST_SERVER_URL } from '../core/src/testing/test-database.ts'
import { BENCH_ADMIN } from './bench-company.ts'
import { percentile } from './percentile.ts'
import { singleRowInsertRate } from './postgres-insert-rate.ts'

const databaseName = process.env.BENCH_DATABASE ?? 'atendo_bench_big'
const samples = Number(process.env.SAMPLES ?? 40)
const databaseUrl = new URL(TEST_SERVER_URL)
databaseUrl.pathname = `/${databaseName}`

async function measure(url: string, token: string, path: string) {
  const timings: number[] = []
  let count: unknown
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now()
    const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } })
    const body = (await response.json()) as { count?: number; tickets?: unknown[] }
    timings.push(performance.now() - started)
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`)
    count = body.count
  }
  timings.sort((a, b) => a - b)
  return {
    path,
    p50Ms: Math.round(percentile(timings, 50)),
    p95Ms: Math.round(percentile(timings, 95)),
    count,
  }
}

const server = await startServerProcess({
  DATABASE_URL: databaseUrl.toString(),
  PLUGINS: 'helps',
  DATA_DIR: '/tmp/atendo-bench-data',
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
  const results = []
  for (const path of queries) results.push(await measure(server.url, token, path))
  const counts = await (async () => {
    const client = new pg.Client({ connectionString: databaseUrl.toString() })
    await client.connect()
    const { rows } = await client.query(
      `select (select count(*) from tickets where company_id = 2)::int as tickets, (select count(*) from messages where company_id = 2)::int as messages`,
    )
    await client.end()
    return rows[0]
  })()
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        database: databaseName,
        data: counts,
        samples,
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
