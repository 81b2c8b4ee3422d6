import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../kernel/db/embedded-postgres.ts'
import { coreMigrations } from '../modules/core-migrations.ts'
import { ensureTemplateDatabase, type TemplateContent, withDatabase } from './template-database.ts'

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
 * A test database named but not created yet: its app creates it once every plugin has declared its
 * migrations (`create`), cloned from the template holding those (and the first-start seed), or
 * empty without a content. On embedded PGlite it exists already and starts empty (the app migrates
 * and seeds it).
 */
export interface PendingTestDatabase extends TestDatabase {
  create(content?: TemplateContent): Promise<void>
}

/**
 * Names a database for one test on the machine's PostgreSQL (`TEST_DATABASE_URL`), or starts an
 * embedded PGlite with TEST_EMBEDDED=1; `create` makes it.
 *
 * @example
 * const database = await reserveTestDatabase()
 * await database.create({ migrations })
 */
export async function reserveTestDatabase(prefix = 'atendo_test'): Promise<PendingTestDatabase> {
  if (testsOnEmbeddedPostgres) {
    const embedded = await createEmbeddedTestDatabase(prefix)
    return { ...embedded, create: async () => undefined }
  }
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  return {
    url: withDatabase(TEST_SERVER_URL, name),
    name,
    async create(content) {
      const template = content ? await ensureTemplateDatabase(TEST_SERVER_URL, content) : undefined
      await onServer((client) =>
        client.query(
          template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
        ),
      )
    },
    drop: () =>
      onServer((client) => client.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  }
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
  const database = await reserveTestDatabase(prefix)
  await database.create(options.migrated ? { migrations: coreMigrations } : undefined)
  return { url: database.url, name: database.name, drop: database.drop }
}
