import type { EntitySchema, MigrationObject } from '@mikro-orm/core'
import type { Orm } from '../db/orm.ts'
import { type PluginDataScope, pluginDataScope } from './plugin-data-scope.ts'

/**
 * Each plugin's declared data (entities, migrations) as `register` declares it, turned into
 * scopes once the ORM is open. Plugins use their database only once the app has started, by which
 * time every scope is resolved.
 */
export interface PluginDataScopes {
  // biome-ignore lint/suspicious/noExplicitAny: entity schemas of any shape
  declareEntities(pluginId: string, entities: EntitySchema<any, any>[]): void
  declareMigrations(pluginId: string, migrations: MigrationObject[]): void
  /** Resolves every plugin's tables; called by the app right after opening the ORM. */
  resolve(orm: Orm): Promise<void>
  /** The scope of one plugin; throws before `resolve` (a plugin using its database inside `register`). */
  of(pluginId: string): PluginDataScope
}

export function createPluginDataScopes(): PluginDataScopes {
  // biome-ignore lint/suspicious/noExplicitAny: entity schemas of any shape
  const declared = new Map<string, { entities: EntitySchema<any, any>[]; migrations: MigrationObject[] }>()
  const resolved = new Map<string, PluginDataScope>()
  let ready = false
  const entry = (pluginId: string) => {
    let found = declared.get(pluginId)
    if (!found) {
      found = { entities: [], migrations: [] }
      declared.set(pluginId, found)
    }
    return found
  }
  return {
    declareEntities: (pluginId, entities) => void entry(pluginId).entities.push(...entities),
    declareMigrations: (pluginId, migrations) => void entry(pluginId).migrations.push(...migrations),
    async resolve(orm) {
      for (const [pluginId, { entities, migrations }] of declared) {
        resolved.set(pluginId, await pluginDataScope(orm, pluginId, entities, migrations))
      }
      ready = true
    },
    of(pluginId) {
      if (!ready) {
        throw new Error(
          `plugin "${pluginId}": the database is not open yet (db is usable from handlers, jobs and listeners)`,
        )
      }
      return resolved.get(pluginId) ?? { pluginId, entityNames: new Set(), tables: new Set() }
    },
  }
}
