import type { EntitySchema, MigrationObject } from '@mikro-orm/core'
import type { Orm } from '../db/orm.ts'
import { tablesCreatedBy } from './sql-tables.ts'

/** What one plugin may touch: its entities (by class name) and its tables. */
export interface PluginDataScope {
  pluginId: string
  entityNames: ReadonlySet<string>
  tables: ReadonlySet<string>
}

/** A driver for reading a migration's statements without running any: a migration that executes refuses. */
const noDriver = new Proxy(
  {},
  {
    get() {
      throw new Error('not run: only the statements a migration adds are read')
    },
  },
)

/** The tables a plugin's migrations create, read from the SQL they add in `up()`. */
async function migrationTables(migrations: readonly MigrationObject[]): Promise<Set<string>> {
  const tables = new Set<string>()
  for (const migration of migrations) {
    // biome-ignore lint/suspicious/noExplicitAny: a migration class built only to read its statements
    const instance = new (migration.class as any)(noDriver, {}) as {
      up(): void | Promise<void>
      getQueries(): unknown[]
    }
    try {
      await instance.up()
    } catch {
      // Statements added before it stopped are still read; a migration doing more than add SQL owns what it adds.
    }
    for (const query of instance.getQueries()) {
      if (typeof query !== 'string') continue
      for (const table of await tablesCreatedBy(query)) tables.add(table)
    }
  }
  return tables
}

/**
 * What a plugin declared as its own: the class names of its entities, and the tables of those
 * entities and of its migrations. Read once the ORM is open (entity table names are resolved there).
 *
 * @example
 * const scope = await pluginDataScope(orm, 'helps', [Help], [{ name: '...', class: CreateHelps }])
 * scope.tables.has('helps') // true
 */
export async function pluginDataScope(
  orm: Orm,
  pluginId: string,
  // biome-ignore lint/suspicious/noExplicitAny: entity schemas of any shape
  entities: readonly EntitySchema<any, any>[],
  migrations: readonly MigrationObject[],
): Promise<PluginDataScope> {
  const tables = await migrationTables(migrations)
  const entityNames = new Set<string>()
  for (const schema of entities) {
    const meta = orm.getMetadata().find(schema) ?? schema.meta
    entityNames.add(meta.className)
    const table = meta.tableName ?? meta.collection
    if (table) tables.add(table)
  }
  return { pluginId, entityNames, tables }
}
