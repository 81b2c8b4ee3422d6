import {
  type AtendoPlugin,
  type Clock,
  type CompaniesApi,
  type CompanyOption,
  type ConnectionsApi,
  type ContactsApi,
  channelProviders,
  type DbApi,
  type DeclaredError,
  type EventsApi,
  type JobsApi,
  type MessagesApi,
  type OutboundHttpApi,
  type PluginContext,
  pluginErrorPrefix,
  type QueuesApi,
  type RealtimeApi,
  type SettingsApi,
  type StorageApi,
  type TagsApi,
  type TicketsApi,
  type UiPanel,
  type UsersApi,
} from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { EntitySchema, MigrationObject } from '@mikro-orm/core'
import type { FastifyBaseLogger } from 'fastify'
import { Value } from 'typebox/value'
import { type BillingProviders, recordBillingProviders } from '../billing/billing-providers.ts'
import {
  recordTranscriptionProviders,
  type TranscriptionProviders,
} from '../transcription/transcription-providers.ts'
import { checkContract } from './check-contract.ts'
import { type DeclaredPermission, knownPermissions, permissionProblem } from './declared-permissions.ts'
import { type DeclaredPlanFlag, knownPlanFlags, planFlagProblem } from './declared-plan-flags.ts'
import type { ExtensionRegistry } from './extension-registry.ts'
import { guardPluginEm } from './plugin-data-guard.ts'
import { createPluginDataScopes, type PluginDataScopes } from './plugin-data-scopes.ts'
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
  /** Plan flags the plugins declared (`plans.flag`), in declaration order. */
  planFlags: DeclaredPlanFlag[]
  /** Per-user permissions the plugins declared (`permissions.switch`), in declaration order. */
  permissions: DeclaredPermission[]
  /** The payment providers added to `billingProviders`, checked at boot. */
  billingProviders: BillingProviders
  /** The speech-to-text providers added to `transcriptionProviders`, checked at boot. */
  transcriptionProviders: TranscriptionProviders
  /** The error codes plugins declared (`errors.declare`), with their translations. */
  errorCodes: (DeclaredError & { pluginId: string })[]
  /** What each plugin may touch in the database; resolved by the app once the ORM is open. */
  dataScopes: PluginDataScopes
}

/** Core's data services as one plugin gets them (built by the app, checked against what the plugin declared). */
export interface PluginCoreData {
  connections: ConnectionsApi
  contacts: ContactsApi
  tickets: TicketsApi
  messages: MessagesApi
  users: UsersApi
  tags: TagsApi
  companies: CompaniesApi
  queues: QueuesApi
  settings: Pick<SettingsApi, 'readGlobal' | 'readCompanyOption'>
}

/** What a plugin declared that core's data services check: its channel providers and its company options. */
export interface PluginDeclarations {
  pluginId: string
  providers(): ReadonlySet<string>
  companyOptions(): ReadonlyMap<string, string>
}

/** Runtime services the host hands to plugins. */
export interface HostServices {
  log: FastifyBaseLogger
  clock: Clock
  jobs: JobsApi
  realtime: RealtimeApi
  events: EventsApi
  extensions: ExtensionRegistry
  /** The host's own database access; each plugin gets it guarded to its own data. */
  db: DbApi
  storage: StorageApi
  /** HTTP to tenant-configured URLs (the contract's `outbound`). */
  outbound: OutboundHttpApi
  /** Core's data services for one plugin. */
  coreData(declarations: PluginDeclarations): PluginCoreData
}

/** Provider ids of the channel providers a plugin added to `channelProviders`. */
function providersOf(extensions: ExtensionRegistry, pluginId: string): ReadonlySet<string> {
  return new Set(
    extensions
      .entries(channelProviders)
      .filter((entry) => entry.pluginId === pluginId)
      .map((entry) => entry.contribution.id),
  )
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
  const contributions: Omit<PluginContributions, 'billingProviders' | 'transcriptionProviders'> = {
    plugins: [],
    entities: [],
    migrations: [],
    routes: [],
    uiPanels: [],
    companyOptions: [],
    planFlags: [],
    permissions: [],
    errorCodes: [],
    dataScopes: createPluginDataScopes(),
  }
  const { dataScopes } = contributions
  const declaredCodes = new Set<string>()
  // Checked once every plugin has declared its flags and permissions: a panel may name a later plugin's.
  const panelOwners = new Map<UiPanel, string>()
  for (const plugin of plugins) {
    checkContract(plugin)
    const config = validatedConfig(plugin, configs[plugin.id])
    const ownOptions = new Map<string, string>()
    const coreData = services.coreData({
      pluginId: plugin.id,
      providers: () => providersOf(services.extensions, plugin.id),
      companyOptions: () => ownOptions,
    })
    const scope = () => dataScopes.of(plugin.id)
    const context: PluginContext<unknown> = {
      id: plugin.id,
      config,
      log: services.log.child({ plugin: plugin.id }),
      clock: services.clock,
      http: {
        routes(routes, options) {
          contributions.routes.push({ pluginId: plugin.id, routes, options: options ?? {} })
        },
      },
      entities(schemas) {
        contributions.entities.push(...schemas)
        dataScopes.declareEntities(plugin.id, schemas)
      },
      migrations(migrations) {
        contributions.migrations.push(...migrations)
        dataScopes.declareMigrations(plugin.id, migrations)
      },
      jobs: services.jobs,
      realtime: services.realtime,
      events: services.events,
      extensions: services.extensions.forPlugin(plugin.id),
      settings: {
        companyOption(option) {
          contributions.companyOptions.push(option)
          ownOptions.set(option.key, option.default)
        },
        readGlobal: coreData.settings.readGlobal,
        readCompanyOption: coreData.settings.readCompanyOption,
      },
      plans: {
        flag(flag) {
          const problem = planFlagProblem(flag, contributions.planFlags)
          if (problem) throw new PluginLoadError(plugin.id, problem)
          contributions.planFlags.push({ ...flag, pluginId: plugin.id })
        },
      },
      permissions: {
        switch(permission) {
          const problem = permissionProblem(permission, contributions.permissions)
          if (problem) throw new PluginLoadError(plugin.id, problem)
          contributions.permissions.push({ ...permission, pluginId: plugin.id })
        },
      },
      ui: {
        panel(panel) {
          contributions.uiPanels.push(panel)
          panelOwners.set(panel, plugin.id)
        },
      },
      db: {
        forCompany: (companyId) => guardPluginEm(services.db.forCompany(companyId), scope()),
        platform: () => guardPluginEm(services.db.platform(), scope()),
      },
      storage: services.storage,
      outbound: services.outbound,
      connections: coreData.connections,
      contacts: coreData.contacts,
      tickets: coreData.tickets,
      messages: coreData.messages,
      users: coreData.users,
      tags: coreData.tags,
      companies: coreData.companies,
      queues: coreData.queues,
      errors: {
        declare(errors) {
          const prefix = pluginErrorPrefix(plugin.id)
          for (const declared of Object.values(errors)) {
            if (!declared.code.startsWith(prefix) || declared.code.length === prefix.length) {
              throw new PluginLoadError(
                plugin.id,
                `error code "${declared.code}" must start with "${prefix}" (the plugin's id), so it cannot clash with core's or another plugin's`,
              )
            }
            if (declaredCodes.has(declared.code)) {
              throw new PluginLoadError(plugin.id, `error code "${declared.code}" is declared twice`)
            }
            declaredCodes.add(declared.code)
            contributions.errorCodes.push({ ...declared, pluginId: plugin.id })
          }
        },
      },
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
  const flags = knownPlanFlags(contributions.planFlags)
  const permissions = knownPermissions(contributions.permissions)
  for (const [panel, pluginId] of panelOwners) {
    if (panel.planFlag !== undefined && !flags.has(panel.planFlag)) {
      throw new PluginLoadError(
        pluginId,
        `panel "${panel.id}" needs plan flag "${panel.planFlag}", which neither core nor a loaded plugin declares`,
      )
    }
    if (panel.permission !== undefined && !permissions.has(panel.permission)) {
      throw new PluginLoadError(
        pluginId,
        `panel "${panel.id}" needs permission "${panel.permission}", which neither core nor a loaded plugin declares`,
      )
    }
  }
  return {
    ...contributions,
    billingProviders: recordBillingProviders(services.extensions),
    transcriptionProviders: recordTranscriptionProviders(services.extensions),
  }
}
