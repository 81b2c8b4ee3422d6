import type { MigrationObject } from '@mikro-orm/core'
import { Migrator } from '@mikro-orm/migrations'
import { MikroORM } from '@mikro-orm/postgresql'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import { driverOptions, migrationSettings } from './orm.ts'
import { pendingMigrations } from './pending-migrations.ts'
import { applyRowLevelSecurity, type SqlRunner } from './row-level-security.ts'
import { markSearchLeakproof } from './search-leakproof.ts'

/** Runs the pending migrations through MikroORM's migrator, all in one transaction; returns their names. */
async function applyPending(url: string, migrations: MigrationObject[]): Promise<string[]> {
  const migrating = await MikroORM.init({
    clientUrl: url,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    pool: { min: 0, max: 2 },
    migrations: migrationSettings(migrations),
    driverOptions,
    forceUtcTimezone: true,
  })
  try {
    return (await migrating.migrator.up()).map((migration) => migration.name)
  } finally {
    await migrating.close()
  }
}

/**
 * Applies pending migrations while holding an advisory lock on a dedicated connection, so several
 * nodes starting at once migrate one after another instead of racing; then puts every table with
 * a `company_id` (core's and plugins') under row-level security. Returns the migrations applied.
 *
 * Migrations run as the user of `url` (the tables' owner) through an ORM of their own, before the
 * app's ORM opens: the app's pool works as the app role (orm.ts), which may read and write rows but
 * not change the schema, and which the first run creates.
 */
export async function runMigrations(options: {
  url: string
  migrations: MigrationObject[]
  log?: Pick<FastifyBaseLogger, 'warn'>
}): Promise<string[]> {
  const { url } = options
  const lock = new pg.Client({ connectionString: url })
  await lock.connect()
  try {
    await lock.query('select pg_advisory_lock(7262000)')
    const run: SqlRunner = async (sql, params) => (await lock.query(sql, params)).rows
    // Most starts find every migration applied: one query says so, and the migrator (a second
    // MikroORM, its table checks and its read of what was applied) is not built at all.
    const pending = await pendingMigrations(run, options.migrations)
    const applied = pending.length === 0 ? [] : await applyPending(url, options.migrations)
    await applyRowLevelSecurity(run)
    if (!(await markSearchLeakproof(run))) {
      options.log?.warn(
        'the database user is no superuser: searches cannot use their indexes under row-level security (search-leakproof.ts)',
      )
    }
    return applied
  } finally {
    await lock.query('select pg_advisory_unlock(7262000)').catch(() => undefined)
    await lock.end()
  }
}
