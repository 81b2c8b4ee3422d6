/**
 * Start-up to ready, measured as a user starts the product: `npm start` in a child process, timed
 * from spawn to the first successful `/readyz`. Three cases: embedded PGlite on a fresh data
 * directory (first start: migrations and seed), embedded again on that directory (restart), and
 * PostgreSQL (DATABASE_URL) on a fresh database then restarted. Each case runs BENCH_RUNS times
 * (default 5); the median is reported, with where the time went from the server's own log lines
 * (`start-up phase`, pino's `time`) and the process's start (`performance.timeOrigin`).
 *
 * The server bundle `npm start` runs is built (and timed) before the cases, so they measure starts
 * from a fresh bundle; START_FROM_SOURCES=1 measures starts from the sources instead.
 *
 * Run: npm run bench:start-up   (needs PostgreSQL at 127.0.0.1:5432 for the PostgreSQL case;
 * the front ends built once, as after a first `npm start`)
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { freePort } from '../core/src/testing/server-process.ts'
import { createTestDatabase } from '../core/src/testing/test-database.ts'
import { buildServerBundle } from '../scripts/server-bundle.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const runs = Number(process.env.BENCH_RUNS ?? 5)
const onlyCase = process.env.BENCH_CASE // embedded | postgres (default both)

/** One start: spawn → ready, and the phases the server logged (ms since spawn). */
interface StartTiming {
  readyMs: number
  /** CPU time the server process used until it listened (every thread): what load does not inflate. */
  cpuMs: number
  phases: Record<string, number>
}

/** Starts `npm start` with the environment, waits for /readyz, stops it (SIGTERM), returns its timing. */
async function timeOneStart(env: Record<string, string>): Promise<StartTiming> {
  const port = await freePort()
  const spawnedAt = Date.now()
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  const phases: Record<string, number> = {}
  let processCpuMs = Number.NaN
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.startsWith('{')) return
    const entry = JSON.parse(line) as { msg: string; time: number; startUp?: Record<string, number> }
    const { cpuMs, ...startUp } = entry.startUp ?? {}
    if (cpuMs !== undefined) processCpuMs = cpuMs
    for (const [name, at] of Object.entries(startUp)) phases[name] = at - spawnedAt
    if (!('reqId' in entry)) phases[entry.msg] ??= entry.time - spawnedAt
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 120_000
  let readyMs = Number.NaN
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) {
      readyMs = Date.now() - spawnedAt
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  // npm start is a process group (npm, sh, node): the signal goes to all of it, as Ctrl+C does.
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
  await exited
  if (Number.isNaN(readyMs)) throw new Error('not ready within 120 s')
  return { readyMs, cpuMs: processCpuMs, phases }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Median of each phase over the runs, in the order they happened. */
function medianPhases(timings: StartTiming[]): Record<string, number> {
  const names = Object.entries(timings[0]?.phases ?? {})
    .sort((a, b) => a[1] - b[1])
    .map(([name]) => name)
  const result: Record<string, number> = {}
  for (const name of names) {
    const values = timings.map((timing) => timing.phases[name]).filter((value) => value !== undefined)
    if (values.length > 0) result[name] = Math.round(median(values))
  }
  return result
}

function summary(name: string, timings: StartTiming[]) {
  return {
    case: name,
    runs: timings.map((timing) => timing.readyMs),
    medianReadyMs: median(timings.map((timing) => timing.readyMs)),
    medianServerCpuMs: median(timings.map((timing) => timing.cpuMs)),
    medianPhasesMs: medianPhases(timings),
  }
}

async function embeddedCases() {
  const firsts: StartTiming[] = []
  const restarts: StartTiming[] = []
  for (let run = 0; run < runs; run++) {
    const dataDir = await mkdtemp(join(tmpdir(), 'atendo-start-up-'))
    try {
      firsts.push(await timeOneStart({ DATA_DIR: dataDir }))
      restarts.push(await timeOneStart({ DATA_DIR: dataDir }))
    } finally {
      // npm exits before its server has closed PGlite; the directory empties a moment later.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 })
    }
  }
  return [summary('embedded, first start (fresh DATA_DIR)', firsts), summary('embedded, restart', restarts)]
}

async function postgresCases() {
  const firsts: StartTiming[] = []
  const restarts: StartTiming[] = []
  for (let run = 0; run < runs; run++) {
    const database = await createTestDatabase('atendo_start_up')
    const dataDir = await mkdtemp(join(tmpdir(), 'atendo-start-up-'))
    try {
      const env = { DATABASE_URL: database.url, DATA_DIR: dataDir }
      firsts.push(await timeOneStart(env))
      restarts.push(await timeOneStart(env))
    } finally {
      await database.drop()
      // npm exits before its server has closed PGlite; the directory empties a moment later.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 })
    }
  }
  return [
    summary('PostgreSQL, first start (fresh database)', firsts),
    summary('PostgreSQL, restart', restarts),
  ]
}

const loadBefore = loadavg()
// npm start runs the server bundle, built when missing or stale (scripts/server-bundle.ts): built
// here first, timed, so every case below starts from a fresh bundle as a user's second start does;
// the build is what the first start after a clone, a `git pull` or an edit adds.
const bundleStartedAt = Date.now()
await buildServerBundle(root)
const bundleBuildMs = Date.now() - bundleStartedAt
const results = [
  ...(onlyCase === 'postgres' ? [] : await embeddedCases()),
  ...(onlyCase === 'embedded' ? [] : await postgresCases()),
]
console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`,
      loadAverage: {
        before: loadBefore.map((value) => value.toFixed(1)),
        after: loadavg().map((value) => value.toFixed(1)),
      },
      runsPerCase: runs,
      bundleBuildMs,
      results,
    },
    null,
    2,
  ),
)
