import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { EntitySchema, MigrationObject } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import type { FastifyBaseLogger, FastifyPluginOptions } from 'fastify'
import type { Static, TObject } from 'typebox'
import type { Clock } from './clock.ts'
import type { CompaniesApi } from './companies.ts'
import type { ConnectionsApi } from './connections.ts'
import type { ContactsApi } from './contacts.ts'
import type { EventsApi } from './events.ts'
import type { ExtensionsApi } from './extension-points.ts'
import type { JobsApi } from './jobs.ts'
import type { MessagesApi } from './messages.ts'
import type { OutboundHttpApi } from './outbound-http.ts'
import type { PermissionsApi } from './permissions.ts'
import type { PlansApi } from './plans.ts'
import type { ErrorsApi } from './plugin-errors.ts'
import type { QueuesApi } from './queues.ts'
import type { RealtimeApi } from './realtime.ts'
import type { SettingsApi } from './settings.ts'
import type { StorageApi } from './storage.ts'
import type { TagsApi } from './tags.ts'
import type { TicketsApi } from './tickets.ts'
import type { UiApi } from './ui.ts'
import type { UsersApi } from './users.ts'

/**
 * The PostgreSQL EntityManager handlers get as `request.em` (scoped to the caller's company) and
 * jobs get from `db.forCompany()` or `db.platform()`.
 *
 * @example
 * async function openHelps(em: Em) {
 *   return em.find(Help, {}, { orderBy: { id: 'asc' } })
 * }
 */
export type Em = EntityManager

/**
 * Database access outside a request (jobs, event listeners). Inside a route, use `request.em`,
 * which is already scoped to the caller's company.
 *
 * A plugin's EntityManagers reach only its own data: the entities it registers (`entities`) and
 * the tables its migrations create. Core's entities and tables are refused (`PluginDataRefused`,
 * naming the plugin and the table), in entity methods and in raw SQL alike (`execute`, read with
 * PostgreSQL's parser; plugins run select, insert, update and delete only). Core's data comes
 * through the context's services: `connections`, `contacts`, `tickets`, `messages`, `settings`.
 *
 * @example
 * const em = db.forCompany(companyId)
 * const help = await em.findOne(Help, { id })
 */
export interface DbApi {
  /** An EntityManager whose tenant-owned queries see only this company. */
  forCompany(companyId: number): Em
  /** An EntityManager that sees every company; for cross-company work only. */
  platform(): Em
}

/**
 * A plugin's routes: an async Fastify plugin typed for TypeBox schemas, handed to `http.routes`
 * with the options it takes (services from `register`, values of the plugin's configuration).
 *
 * @example
 * export const farewellRoutes: PluginRoutes<{ maxPerCompany: number }> = async (fastify, { maxPerCompany }) => {
 *   fastify.get('/farewells', { schema: { response: { 200: Type.Array(FarewellSchema) } } }, listFarewells)
 * }
 * // in register():
 * http.routes(farewellRoutes, { maxPerCompany: config.maxPerCompany })
 */
export type PluginRoutes<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPluginAsyncTypebox<Options>

/**
 * Adding HTTP routes. Each call gets its own encapsulated Fastify scope under `/api`, so hooks and
 * decorators of one plugin never leak into another.
 *
 * @example
 * http.routes(async (fastify) => {
 *   fastify.get('/helps', { schema: { response: { 200: Type.Array(HelpSchema) } } }, listHelps)
 * })
 */
export interface HttpApi {
  // biome-ignore lint/suspicious/noExplicitAny: route options are each plugin's own
  routes<Options extends Record<string, any> = Record<never, never>>(
    routes: FastifyPluginAsyncTypebox<Options>,
    options?: Options,
  ): void
}

/**
 * Everything a plugin can do, passed to its `register`. Declarations (`entities`, `migrations`,
 * `http.routes`, `settings.companyOption`, `plans`, `permissions`, `ui`, `errors`, `extensions`,
 * `jobs.define`, `events.on`) are made inside `register`; runtime services (`db`, `realtime`,
 * `storage`, job enqueueing, and the core data services `connections`, `contacts`, `tickets`,
 * `messages`, `users`, `settings.read*`) are usable from handlers, listeners and jobs, i.e. once the app
 * has started. docs/plugins.md describes every member.
 *
 * @example
 * register({ http, entities, migrations, events }) { entities([Help]); ... }
 */
export interface PluginContext<Config> {
  /** The plugin's id, as declared. */
  id: string
  /** The plugin's configuration, validated against its `config` schema with defaults applied. */
  config: Config
  /** A logger whose lines carry `plugin: <id>`. */
  log: FastifyBaseLogger
  /**
   * The product's clock: what "now" is for the plugin's rules (hours, deadlines), the same one the
   * durable jobs' delays follow. A test's `movableClock()` moves both.
   *
   * @example
   * const late = campaign.scheduledAt.getTime() - clock.now().getTime() < 60 * 60_000
   */
  clock: Clock
  http: HttpApi
  /** Registers entity schemas; those with a `companyId` column are tenant-scoped automatically. */
  // biome-ignore lint/suspicious/noExplicitAny: entity schemas of any shape
  entities(schemas: EntitySchema<any, any>[]): void
  /** Registers migrations; they run after the kernel's, in the order given, at start-up. */
  migrations(migrations: MigrationObject[]): void
  jobs: JobsApi
  realtime: RealtimeApi
  events: EventsApi
  extensions: ExtensionsApi
  settings: SettingsApi
  /** Declares the plugin's own plan flags, which its routes and panels may then require. */
  plans: PlansApi
  /** Declares the plugin's own per-user permissions, which its routes and panels may then require. */
  permissions: PermissionsApi
  /** Screens the plugin adds to the back office and the inbox. */
  ui: UiApi
  /** The plugin's own database access (its entities and tables only). */
  db: DbApi
  /** Media files, stored per company. */
  storage: StorageApi
  /** HTTP to URLs tenants configure (webhooks, integrations, media): never to our own network. */
  outbound: OutboundHttpApi
  /** Core's connections: read, and the options of the plugin's own providers' connections. */
  connections: ConnectionsApi
  /** Core's contacts: read, and the channel's address-book import. */
  contacts: ContactsApi
  /** Core's tickets: read, and closing. */
  tickets: TicketsApi
  /** Core's users: read-only (names and profiles of the company's users). */
  users: UsersApi
  /** Core's messages: read, sending on a ticket or straight through a connection, and to a phone number (`sendToNumber`). */
  messages: MessagesApi
  /** Core's tags: read, and the contacts carrying one. */
  tags: TagsApi
  /** Core's companies for billing: the paying company, the licences ending soon, renewal after a payment. */
  companies: CompaniesApi
  /** Core's queues: read (their integration and file list). */
  queues: QueuesApi
  /** The plugin's own error codes (made with `declareErrors`), translated by the front ends. */
  errors: ErrorsApi
}

/**
 * A plugin as the host loads it.
 *
 * @example
 * export default definePlugin({ id: 'helps', version: '1.0.0', contract: '^2.0.0', register(ctx) { ... } })
 */
export interface AtendoPlugin<ConfigSchema extends TObject = TObject> {
  /** Kebab-case, unique (`channel-whatsapp`); also the prefix of its jobs, events and extension points. */
  id: string
  version: string
  /**
   * The contract versions the plugin works with, as a semver range (`'^2.0.0'`): the host refuses
   * a plugin whose range does not include its `contractVersion`, naming both.
   */
  contract: string
  /** Ids of plugins that must be loaded (and are registered) before this one. */
  requires?: string[]
  /** TypeBox schema of the plugin's configuration; defaults are applied, violations fail the boot. */
  config?: ConfigSchema
  register(context: PluginContext<Static<ConfigSchema>>): void | Promise<void>
}

/**
 * Declares a plugin; returns it unchanged, typed.
 *
 * @example
 * export default definePlugin({
 *   id: 'helps',
 *   version: '1.0.0',
 *   contract: '^2.0.0',
 *   config: Type.Object({ pageSize: Type.Integer({ default: 20 }) }),
 *   register({ http, entities, migrations, config }) {
 *     entities([Help])
 *     migrations([{ name: '20261122-helps', class: CreateHelps }])
 *     http.routes(helpRoutes, { pageSize: config.pageSize })
 *   },
 * })
 */
export function definePlugin<ConfigSchema extends TObject = TObject>(
  plugin: AtendoPlugin<ConfigSchema>,
): AtendoPlugin<ConfigSchema> {
  return plugin
}
