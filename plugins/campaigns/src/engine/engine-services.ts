import type {
  Clock,
  ConnectionsApi,
  ContactsApi,
  DbApi,
  JobsApi,
  MessagesApi,
  PluginContext,
  RealtimeApi,
  SettingsApi,
  StorageApi,
  TagsApi,
  TicketsApi,
} from '@atendo/plugin-api'

/** What the sending engine runs on: the plugin's context, and its pace. */
export interface EngineServices {
  db: DbApi
  jobs: JobsApi
  clock: Clock
  connections: ConnectionsApi
  contacts: ContactsApi
  tags: TagsApi
  tickets: TicketsApi
  messages: MessagesApi
  settings: Pick<SettingsApi, 'readCompanyOption'>
  realtime: RealtimeApi
  storage: StorageApi
  log: PluginContext<unknown>['log']
  /** Recipients written per expansion run. */
  expandBatch: number
  /** How often a campaign whose connection is down looks again. */
  pausePollMs: number
}
