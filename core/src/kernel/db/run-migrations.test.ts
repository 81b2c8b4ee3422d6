import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migration } from '@mikro-orm/migrations'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coreMigrations } from '../../modules/core-migrations.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import { startEmbeddedPostgres } from './embedded-postgres.ts'
import { pendingMigrations } from './pending-migrations.ts'
import { tenantPolicy } from './row-level-security.ts'
import { runMigrations } from './run-migrations.ts'

/** A plugin's later migration: a new tenant table, as an upgrade brings. */
class CreateUpgradeNotes extends Migration {
  override up(): void {
    this.addSql('create table "upgrade_notes" ("id" serial primary key, "company_id" int not null)')
  }
}
const upgrade = { name: '20261128110000-startup-upgrade-notes', class: CreateUpgradeNotes }

interface Engine {
  name: string
  open(): Promise<{ url: string; close(): Promise<void> }>
}

const engines: Engine[] = [
  {
    name: 'PostgreSQL',
    async open() {
      const database = await createTestDatabase('atendo_run_migrations')
      return { url: database.url, close: database.drop }
    },
  },
  {
    name: 'embedded PGlite',
    async open() {
      const directory = await mkdtemp(join(tmpdir(), 'atendo-run-migrations-'))
      const embedded = await startEmbeddedPostgres(directory, 4)
      return {
        url: embedded.url,
        async close() {
          await embedded.stop()
          await rm(directory, { recursive: true, force: true })
        },
      }
    },
  },
]

describe.each(engines)('runMigrations on $name', (engine) => {
  let database: Awaited<ReturnType<Engine['open']>>
  let client: pg.Client

  beforeAll(async () => {
    database = await engine.open()
    client = new pg.Client({ connectionString: database.url })
    await client.connect()
  }, 120_000)

  afterAll(async () => {
    await client?.end()
    await database?.close()
  })

  const sql = async <Row>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as Row[]

  /** Whether a table is bound by the current tenant policy (row-level security forced). */
  async function underRowLevelSecurity(table: string): Promise<boolean> {
    const [row] = await sql<{ bound: boolean }>(
      `select c.relrowsecurity and c.relforcerowsecurity
              and exists (select from pg_policy p where p.polrelid = c.oid and p.polname = $2) as bound
         from pg_class c where c.oid = $1::regclass`,
      [table, tenantPolicy],
    )
    return row?.bound === true
  }

  it('applies every migration on a database never migrated, then finds none pending', async () => {
    const names = coreMigrations.map((migration) => migration.name)
    const run = async <Row>(text: string, params?: unknown[]) => sql<Row>(text, params)
    expect(await pendingMigrations(run, coreMigrations)).toEqual(names)

    expect(await runMigrations({ url: database.url, migrations: coreMigrations })).toEqual(names)

    expect(await pendingMigrations(run, coreMigrations)).toEqual([])
    expect(await underRowLevelSecurity('tickets')).toBe(true)
  }, 180_000)

  it('on an up-to-date database applies nothing, and still restores row-level security', async () => {
    // An operator (or a crash between the migrations and the policies) left a table unprotected.
    await sql('alter table tickets no force row level security')
    expect(await underRowLevelSecurity('tickets')).toBe(false)

    expect(await runMigrations({ url: database.url, migrations: coreMigrations })).toEqual([])

    expect(await underRowLevelSecurity('tickets')).toBe(true)
    const [recorded] = await sql<{ count: string }>('select count(*) from atendo_migrations')
    expect(Number(recorded?.count)).toBe(coreMigrations.length)
  }, 120_000)

  it('applies a migration an upgrade added, and only it, then protects its table', async () => {
    const migrations = [...coreMigrations, upgrade]

    expect(await runMigrations({ url: database.url, migrations })).toEqual([upgrade.name])

    expect(await underRowLevelSecurity('upgrade_notes')).toBe(true)
    expect(await runMigrations({ url: database.url, migrations })).toEqual([])
  }, 120_000)
})
