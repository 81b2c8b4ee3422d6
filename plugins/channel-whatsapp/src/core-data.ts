import type { ConnectionsApi, MessagesApi, SettingsApi, TicketsApi } from '@atendo/plugin-api'

/**
 * Core's data the WhatsApp channel reads and changes, through the contract's services: its
 * connections (options such as `statusImportMessages`), the company's call options, the platform's
 * download limit, and the tickets and messages a history import opened. The plugin names no core
 * table of its own accord; its SQL reaches only its own tables.
 *
 * @example
 * const core: WhatsAppCoreData = { connections, tickets, messages, settings }
 */
export interface WhatsAppCoreData {
  connections: ConnectionsApi
  tickets: TicketsApi
  messages: MessagesApi
  settings: Pick<SettingsApi, 'readGlobal' | 'readCompanyOption'>
}
