import { randomBytes } from 'node:crypto'
import type { Clock } from '@atendo/plugin-api'
import { type AtendoApp, buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import type { PluginReference } from '../kernel/plugin-host/resolve-plugins.ts'
import { dropRedisKeys } from './redis-keys.ts'
import { reserveTestDatabase, type TestDatabase } from './test-database.ts'

/**
 * The super admin every test app starts with (company 1).
 *
 * @example
 * const superAdmin = await new ApiClient(testApp.url).login(TEST_ADMIN)
 */
export const TEST_ADMIN = { email: 'admin@atendo.test', password: 'Admin-Pass-123' }

/**
 * How `startTestApp` boots: the plugins to load (objects or package names) and their
 * configuration, extra environment, and a database to reuse. Everything is optional: by default
 * the kernel alone starts on a fresh database.
 *
 * @example
 * await startTestApp({
 *   plugins: [plugin],
 *   pluginConfig: { 'canned-farewells': { maxPerCompany: 2 } },
 *   env: { REDIS_URL: 'redis://127.0.0.1:6379' },
 * })
 */
export interface TestAppOptions {
  plugins?: PluginReference[]
  pluginConfig?: Record<string, unknown>
  /**
   * Extra environment, e.g. `{ REDIS_URL: 'redis://127.0.0.1:6379' }`. Each app gets a
   * REDIS_PREFIX of its own unless one is given here: apps meant to act as nodes of one deployment
   * (sharing jobs and socket events) pass the same prefix.
   */
  env?: Record<string, string>
  /**
   * Reuse a database (e.g. a second API node); by default each app gets a fresh one, cloned from
   * a template holding its migrations (core's and its plugins') and the first-start seed.
   */
  database?: TestDatabase
  /** How long provider calls wait for the process holding a session (default 20 s). */
  sessionHolderTimeoutMs?: number
  /** Receives the app's log lines (JSON); set `env.LOG_LEVEL` too, as tests log nothing by default. */
  logDestination?: { write(line: string): void }
  /** The product's clock; pass `movableClock()` (from `@atendo/plugin-api`) to move time in a test. */
  clock?: Clock
}

/**
 * A running app on a real PostgreSQL database, listening on a random loopback port.
 *
 * @example
 * const testApp = await startTestApp({ plugins: [plugin] })
 * afterAll(() => testApp.close())
 * const client = new ApiClient(testApp.url)
 */
export interface TestApp {
  app: AtendoApp
  url: string
  database: TestDatabase
  config: Config
  /** Stops the app and drops its database (unless the database was given in the options). */
  close(): Promise<void>
}

/**
 * Boots the whole kernel (and the given plugins) for a test, against the machine's PostgreSQL.
 *
 * @example
 * const testApp = await startTestApp({ plugins: [helpsPlugin] })
 * const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Created once the plugins have declared their migrations, from a template holding them.
  const pending = options.database ? undefined : await reserveTestDatabase('atendo_test')
  const database = options.database ?? (pending as TestDatabase)
  // Apps sharing the default prefix on one Redis would take each other's BullMQ jobs.
  const ownRedisPrefix = options.env?.REDIS_PREFIX ? undefined : `test-${randomBytes(4).toString('hex')}`
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '5',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PLUGINS: '',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    ...(ownRedisPrefix ? { REDIS_PREFIX: ownRedisPrefix } : {}),
    ...options.env,
  })
  const app = await buildApp({
    config,
    plugins: options.plugins ?? [],
    pluginConfig: options.pluginConfig,
    sessionHolderTimeoutMs: options.sessionHolderTimeoutMs,
    logDestination: options.logDestination,
    clock: options.clock,
    prepareDatabase: pending
      ? (migrations) =>
          pending.create({
            migrations,
            // The first-start seed hashes the admin's password: done once, in the template.
            seed: config.ADMIN_PASSWORD
              ? { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }
              : undefined,
          })
      : undefined,
  })
  const url = await app.start()
  return {
    app,
    url,
    database,
    config,
    async close() {
      await app.stop()
      if (!options.database) await database.drop()
      if (ownRedisPrefix && config.REDIS_URL) await dropRedisKeys(config.REDIS_URL, ownRedisPrefix)
    },
  }
}
