import pg from 'pg'
import type { Orm } from './orm.ts'

/**
 * Applies pending migrations while holding an advisory lock on a dedicated connection, so several
 * nodes starting at once migrate one after another instead of racing.
 */
export async function runMigrations(orm: Orm, url: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString: url })
  await lock.connect()
  try {
    await lock.query('select pg_advisory_lock(7262000)')
    const applied = await orm.migrator.up()
    return applied.map((migration) => migration.name)
  } finally {
    await lock.query('select pg_advisory_unlock(7262000)').catch(() => undefined)
    await lock.end()
  }
}
