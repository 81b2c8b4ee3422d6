import type { MigrationObject } from '@mikro-orm/core'
import { Migrator } from '@mikro-orm/migrations'
import { MikroORM } from '@mikro-orm/postgresql'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import { driverOptions, migrationSettings } from './orm.ts'
import { applyRowLevelSecurity, type SqlRunner } from './row-level-security.ts'
import { markSearchLeakproof } from './search-leakproof.ts'

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
    const migrating = await MikroORM.init({
      clientUrl: url,
      entities: [],
      discovery: { warnWhenNoEntities: false },
      extensions: [Migrator],
      pool: { min: 0, max: 2 },
      migrations: migrationSettings(options.migrations),
      driverOptions,
      forceUtcTimezone: true,
    })
    try {
      const applied = await migrating.migrator.up()
      const run: SqlRunner = async (sql, params) => (await lock.query(sql, params)).rows
      await applyRowLevelSecurity(run)
      if (!(await markSearchLeakproof(run))) {
        options.log?.warn(
          'the database user is no superuser: searches cannot use their indexes under row-level security (search-leakproof.ts)',
        )
      }
      return applied.map((migration) => migration.name)
    } finally {
      await migrating.close()
    }
  } finally {
    await lock.query('select pg_advisory_unlock(7262000)').catch(() => undefined)
    await lock.end()
  }
}
