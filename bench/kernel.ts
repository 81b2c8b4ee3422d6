/**
 * Kernel benchmarks: start-up time on both databases, and authenticated GET /api/auth/me
 * throughput and latency measured by autocannon from this (second) process.
 *
 * Run: npm run bench:kernel   (needs PostgreSQL at 127.0.0.1:5432 for the PostgreSQL figures)
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { startServerProcess } from '../core/src/testing/server-process.ts'
import { createTestDatabase } from '../core/src/testing/test-database.ts'

const ADMIN = { email: 'bench@atendo.local', password: 'Bench-Pass-123' }
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const body = (await response.json()) as { token: string }
  return body.token
}

async function measureMe(url: string) {
  const token = await login(url)
  const result = await autocannon({
    url: `${url}/api/auth/me`,
    headers: { authorization: `Bearer ${token}` },
    connections,
    duration: durationSeconds,
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

async function onPglite() {
  const dataDir = await mkdtemp(join(tmpdir(), 'atendo-bench-'))
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PLUGINS: 'helps',
  }
  const first = await startServerProcess(env)
  await first.stop()
  const second = await startServerProcess(env)
  const me = await measureMe(second.url)
  await second.stop()
  await rm(dataDir, { recursive: true, force: true })
  return {
    startupEmptyMs: Math.round(first.startupMs),
    startupExistingMs: Math.round(second.startupMs),
    authMe: me,
  }
}

async function onPostgres() {
  const database = await createTestDatabase('atendo_bench')
  const env = {
    DATABASE_URL: database.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PLUGINS: 'helps',
    DATA_DIR: await mkdtemp(join(tmpdir(), 'atendo-bench-')),
  }
  try {
    const first = await startServerProcess(env)
    await first.stop()
    const second = await startServerProcess(env)
    const me = await measureMe(second.url)
    await second.stop()
    return {
      startupEmptyMs: Math.round(first.startupMs),
      startupExistingMs: Math.round(second.startupMs),
      authMe: me,
    }
  } finally {
    await database.drop()
  }
}

const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  settings: { durationSeconds, connections },
  pglite: await onPglite(),
  postgresql: await onPostgres(),
}
console.log(JSON.stringify(report, null, 2))
