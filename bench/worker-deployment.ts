import { randomBytes } from 'node:crypto'
import {
  createTestDatabase,
  dropRedisKeys,
  TEST_ADMIN,
  type TestDatabase,
  waitFor,
} from '../core/src/testing/index.ts'
import { type ServerProcess, startServerProcess } from '../core/src/testing/server-process.ts'

/** A scale-out deployment as production runs it: one `ROLE=api` process and N `ROLE=worker` ones. */
export interface WorkerDeployment {
  database: TestDatabase
  redisPrefix: string
  api: ServerProcess
  workers: ServerProcess[]
  /** Stops every process (SIGTERM), then drops the database and the Redis keys. */
  close(): Promise<void>
}

/**
 * Starts a deployment on a fresh database of the local PostgreSQL and a Redis key prefix of its
 * own: the API process first (it applies the migrations and seeds the admin), then the workers
 * together. Every process is `core/src/main.ts` run by this Node, with the channel-api plugin.
 *
 * @example
 * const deployment = await startWorkerDeployment({ workers: 2, redisUrl, poolSize: '10' })
 * try { ... } finally { await deployment.close() }
 */
export async function startWorkerDeployment(options: {
  workers: number
  redisUrl: string
  poolSize: string
}): Promise<WorkerDeployment> {
  const database = await createTestDatabase('atendo_bench_workers')
  const redisPrefix = `bench-workers-${randomBytes(4).toString('hex')}`
  const started: ServerProcess[] = []
  const close = async () => {
    await Promise.all(started.map((server) => server.stop()))
    await database.drop()
    if (options.redisUrl) await dropRedisKeys(options.redisUrl, redisPrefix)
  }
  const shared = {
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: options.poolSize,
    // Without Redis (REDIS_URL='', one process only) jobs run in process, as on a single server.
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl, REDIS_PREFIX: redisPrefix } : {}),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Every process signs and checks tokens with the same key.
    JWT_SECRET: randomBytes(32).toString('hex'),
    PLUGINS: 'channel-api',
    NODE_ENV: 'production',
  }
  try {
    // No workers: one process receives and processes (ROLE=all), the single-server deployment.
    const role = options.workers === 0 ? 'all' : 'api'
    const api = await startServerProcess({ ...shared, ROLE: role })
    started.push(api)
    await expectRole(api, role)
    const workers = await Promise.all(
      Array.from({ length: options.workers }, async () => {
        const worker = await startServerProcess({ ...shared, ROLE: 'worker' })
        started.push(worker)
        await expectRole(worker, 'worker')
        return worker
      }),
    )
    return { database, redisPrefix, api, workers, close }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * `startServerProcess` stops waiting after a minute, which a loaded machine can exceed: wait up to
 * five, then a process not ready (or ready in another role) fails the run.
 */
async function expectRole(server: ServerProcess, role: string): Promise<void> {
  const readyAs = async () => {
    // An exited process answers at once: no reason to wait for it.
    if (server.child.exitCode !== null) return `exited with ${server.child.exitCode}`
    const response = await fetch(`${server.url}/readyz`)
    return response.ok ? ((await response.json()) as { role: string }).role : undefined
  }
  const answered = await waitFor(readyAs, 300_000, 250).catch(() => undefined)
  if (answered !== role) {
    throw new Error(`a ROLE=${role} process never became ready at ${server.url} (${answered ?? 'no answer'})`)
  }
}
