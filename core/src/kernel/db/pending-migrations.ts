import type { MigrationObject } from '@mikro-orm/core'
import { migrationsTable } from './orm.ts'
import type { SqlRunner } from './row-level-security.ts'

/** PostgreSQL's error code for a missing relation: the migrations table before the first run. */
const undefinedTable = '42P01'

/** A migration's name as MikroORM records it: without a `.js`/`.ts` ending (its MigrationStorage). */
function recordedName(migration: MigrationObject): string {
  return migration.name.replace(/\.[jt]s$/, '')
}

/**
 * The known migrations (core's, then the loaded plugins') the database has not recorded as
 * applied, in their order; all of them on a database never migrated. One statement: a start on an
 * up-to-date database learns it has nothing to migrate without building MikroORM's migrator
 * (docs/benchmarks.md, "Start-up to ready through npm start").
 */
export async function pendingMigrations(run: SqlRunner, migrations: MigrationObject[]): Promise<string[]> {
  const names = migrations.map(recordedName)
  try {
    const rows = await run<{ name: string }>(
      `select known.name
         from unnest($1::text[]) with ordinality as known(name, position)
        where not exists (select from ${migrationsTable} applied where applied.name = known.name)
        order by known.position`,
      [names],
    )
    return rows.map((row) => row.name)
  } catch (error) {
    if ((error as { code?: string }).code === undefinedTable) return names
    throw error
  }
}
