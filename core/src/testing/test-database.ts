import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../kernel/db/embedded-postgres.ts'
import { ensureTemplateDatabase, withDatabase } from './template-database.ts'

/**
 * The PostgreSQL server tests create their databases on (the machine's real PostgreSQL), from
 * `TEST_DATABASE_URL` when set.
 *
 * @example
 * const client = new pg.Client({ connectionString: TEST_SERVER_URL })
 */
export const TEST_SERVER_URL =
  process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'

/**
 * A fresh, empty database on the test server, dropped by `drop()`.
 *
 * @example
 * const database = await createTestDatabase()
 * try { await startTestApp({ database }) } finally { await database.drop() }
 */
export interface TestDatabase {
  url: string
  name: string
  drop(): Promise<void>
}

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/**
 * With TEST_EMBEDDED=1 every test database is an embedded PGlite served on a loopback port, the
 * engine `npm start` uses when DATABASE_URL is unset (`npm run test:embedded`).
 */
export const testsOnEmbeddedPostgres = process.env.TEST_EMBEDDED === '1'

/** Connections one embedded test database accepts: two apps' pools and the test's own clients. */
const embeddedConnections = 16

async function createEmbeddedTestDatabase(prefix: string): Promise<TestDatabase> {
  const directory = await mkdtemp(join(tmpdir(), `${prefix}-`))
  const embedded = await startEmbeddedPostgres(directory, embeddedConnections)
  return {
    url: embedded.url,
    name: 'postgres',
    async drop() {
      await embedded.stop()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

/** How a test database starts. */
export interface TestDatabaseOptions {
  /**
   * Start with every core migration applied, cloned from a template database (fast); plugin
   * migrations still run when an app boots on it. Default: an empty database.
   */
  migrated?: boolean
}

/**
 * A fresh database for one test, empty or migrated: on the machine's PostgreSQL
 * (`TEST_DATABASE_URL`), or an embedded PGlite with TEST_EMBEDDED=1 (always empty there: the app
 * migrates it when it boots).
 *
 * @example
 * const database = await createTestDatabase('atendo_test', { migrated: true })
 * const testApp = await startTestApp({ database })
 */
export async function createTestDatabase(
  prefix = 'atendo_test',
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (testsOnEmbeddedPostgres) return createEmbeddedTestDatabase(prefix)
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  const template = options.migrated ? await ensureTemplateDatabase(TEST_SERVER_URL) : undefined
  await onServer((client) =>
    client.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`),
  )
  return {
    url: withDatabase(TEST_SERVER_URL, name),
    name,
    drop: () =>
      onServer((client) => client.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  }
}
