import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { EntitySchema, MigrationObject } from '@mikro-orm/core'
import type { FastifyBaseLogger } from 'fastify'
import { Value } from 'typebox/value'
import type { ContactsApi } from '../../plugin-api/contacts.ts'
import type { AtendoPlugin, DbApi, PluginContext, StorageApi } from '../../plugin-api/define-plugin.ts'
import type { EventsApi } from '../../plugin-api/events.ts'
import type { ExtensionPoint, ExtensionsApi } from '../../plugin-api/extension-points.ts'
import type { JobsApi } from '../../plugin-api/jobs.ts'
import type { RealtimeApi } from '../../plugin-api/realtime.ts'
import type { CompanyOption } from '../../plugin-api/settings.ts'
import type { TicketsApi } from '../../plugin-api/tickets.ts'
import type { UiPanel } from '../../plugin-api/ui.ts'
import { PluginLoadError } from './plugin-errors.ts'

/** A route scope a plugin asked for, mounted by the app under /api. */
export interface PluginRoutes {
  pluginId: string
  // biome-ignore lint/suspicious/noExplicitAny: each plugin's own options
  routes: FastifyPluginAsyncTypebox<any>
  options: Record<string, unknown>
}

/** Everything the loaded plugins contributed. */
export interface PluginContributions {
  plugins: { id: string; version: string }[]
  // biome-ignore lint/suspicious/noExplicitAny: entity schemas of any shape
  entities: EntitySchema<any, any>[]
  migrations: MigrationObject[]
  routes: PluginRoutes[]
  uiPanels: UiPanel[]
  companyOptions: CompanyOption[]
}

/** Runtime services the host hands to plugins. */
export interface HostServices {
  log: FastifyBaseLogger
  jobs: JobsApi
  realtime: RealtimeApi
  events: EventsApi
  extensions: ExtensionsApi
  db: DbApi
  storage: StorageApi
  contacts: ContactsApi
  tickets: TicketsApi
}

/** The registry behind `ExtensionsApi`. */
export function createExtensionRegistry(): ExtensionsApi {
  const contributions = new Map<string, unknown[]>()
  return {
    provide<Contribution>(point: ExtensionPoint<Contribution>, contribution: Contribution) {
      const list = contributions.get(point.id) ?? []
      list.push(contribution)
      contributions.set(point.id, list)
    },
    get<Contribution>(point: ExtensionPoint<Contribution>) {
      return (contributions.get(point.id) ?? []) as Contribution[]
    },
  }
}

function validatedConfig(plugin: AtendoPlugin, raw: unknown): unknown {
  if (!plugin.config) return raw ?? {}
  const withDefaults = Value.Default(plugin.config, structuredClone(raw ?? {}))
  const problems = [...Value.Errors(plugin.config, withDefaults)]
  if (problems.length > 0) {
    const list = problems.map((problem) => `${problem.instancePath || '/'} ${problem.message}`).join('; ')
    throw new PluginLoadError(plugin.id, `invalid configuration: ${list}`)
  }
  return withDefaults
}

/** Calls each plugin's `register` in dependency order and collects what it contributed. */
export async function registerPlugins(
  plugins: AtendoPlugin[],
  configs: Record<string, unknown>,
  services: HostServices,
): Promise<PluginContributions> {
  const contributions: PluginContributions = {
    plugins: [],
    entities: [],
    migrations: [],
    routes: [],
    uiPanels: [],
    companyOptions: [],
  }
  for (const plugin of plugins) {
    const config = validatedConfig(plugin, configs[plugin.id])
    const context: PluginContext<unknown> = {
      id: plugin.id,
      config,
      log: services.log.child({ plugin: plugin.id }),
      http: {
        routes(routes, options) {
          contributions.routes.push({ pluginId: plugin.id, routes, options: options ?? {} })
        },
      },
      entities: (schemas) => contributions.entities.push(...schemas),
      migrations: (migrations) => contributions.migrations.push(...migrations),
      jobs: services.jobs,
      realtime: services.realtime,
      events: services.events,
      extensions: services.extensions,
      settings: { companyOption: (option) => contributions.companyOptions.push(option) },
      ui: { panel: (panel) => contributions.uiPanels.push(panel) },
      db: services.db,
      storage: services.storage,
      contacts: services.contacts,
      tickets: services.tickets,
    }
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the config was validated against the plugin's own schema
      await plugin.register(context as PluginContext<any>)
    } catch (error) {
      if (error instanceof PluginLoadError) throw error
      throw new PluginLoadError(plugin.id, `register() failed: ${(error as Error).message}`, { cause: error })
    }
    contributions.plugins.push({ id: plugin.id, version: plugin.version })
  }
  return contributions
}
