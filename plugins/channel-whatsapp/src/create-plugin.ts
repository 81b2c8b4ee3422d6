import { channelProviders, definePlugin } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { createAddressBook } from './contacts/address-book.ts'
import { contactImportRoutes } from './contacts/contact-import-routes.ts'
import { pictureDownloadOver } from './contacts/profile-pictures.ts'
import type { WhatsAppCoreData } from './core-data.ts'
import {
  WhatsAppAuthKey,
  WhatsAppContact,
  WhatsAppHistoryImport,
  WhatsAppMessageKey,
  WhatsAppNumberJid,
  WhatsAppSessionLease,
  WhatsAppSessionMark,
} from './entities.ts'
import { defineImportedTicketsClosing } from './history/close-imported-tickets.ts'
import { closedImportedRoutes } from './history/closed-imported-routes.ts'
import { createHistoryImports } from './history/history-imports.ts'
import { createImportedTickets } from './history/imported-tickets.ts'
import { lazyWhatsAppProvider } from './lazy-provider.ts'
import { CreateWhatsAppSessions } from './migrations/20261122040000-create-whatsapp-sessions.ts'
import { CreateWhatsAppSessionMarks } from './migrations/20261122040100-create-whatsapp-session-marks.ts'
import { CreateWhatsAppMessageKeys } from './migrations/20261122040200-create-whatsapp-message-keys.ts'
import { AddWhatsAppMessageContent } from './migrations/20261122040300-add-whatsapp-message-content.ts'
import { CreateWhatsAppHistoryImports } from './migrations/20261122040400-create-whatsapp-history-imports.ts'
import { CreateWhatsAppContacts } from './migrations/20261122040500-create-whatsapp-contacts.ts'
import { CreateWhatsAppNumberJids } from './migrations/20261124040600-create-whatsapp-number-jids.ts'
import { AddWhatsAppChats } from './migrations/20261124040700-add-whatsapp-chats.ts'
import type { WhatsAppProviderOptions } from './provider.ts'
import { createMessageKeys } from './session/message-keys.ts'
import { schedulePruning } from './session/prune-message-keys.ts'
import { sqlOverOrm } from './session-sql.ts'

/**
 * What tests and benchmarks may replace in the plugin: the socket opener (a double instead of
 * WhatsApp's servers) and the session's timings. Production uses none of them.
 */
export type WhatsAppPluginSeams = Partial<
  Pick<
    WhatsAppProviderOptions,
    | 'openSocket'
    | 'timing'
    | 'lease'
    | 'holder'
    | 'pictures'
    | 'handOverBackoff'
    | 'backfill'
    | 'media'
    | 'maxPendingInbound'
  >
>

/**
 * The WhatsApp channel on Baileys: sessions whose keys live in PostgreSQL, each run by exactly one
 * worker (a lease), inbound messages mapped to the channel contract, history imports, outbound
 * sending, and the contacts import from the phone.
 *
 * @example
 * // A test app whose WhatsApp sessions run on socket doubles:
 * const sockets = socketDoubles()
 * await startTestApp({ plugins: [createWhatsAppPlugin({ openSocket: sockets.open })] })
 */
export function createWhatsAppPlugin(seams: WhatsAppPluginSeams = {}) {
  return definePlugin({
    id: 'channel-whatsapp',
    version: '1.0.0',
    contract: '^2.0.0',
    config: Type.Object({
      /**
       * Days a message's full key (replies, reactions, receipts) and kept content (retries, poll
       * votes) are stored before the hourly job prunes them.
       */
      messageRetentionDays: Type.Integer({ minimum: 1, maximum: 3650, default: 30 }),
      /**
       * How often the automatic closing after an import (`closedTicketsPostImported`) looks whether
       * core has stored the imported messages yet.
       */
      importedTicketsCheckMs: Type.Integer({ minimum: 50, maximum: 600_000, default: 10_000 }),
    }),
    register({
      config,
      entities,
      migrations,
      extensions,
      db,
      storage,
      realtime,
      jobs,
      http,
      connections,
      contacts,
      tickets,
      messages,
      settings,
      log,
      outbound,
    }) {
      entities([
        WhatsAppAuthKey,
        WhatsAppSessionLease,
        WhatsAppSessionMark,
        WhatsAppMessageKey,
        WhatsAppHistoryImport,
        WhatsAppContact,
        WhatsAppNumberJid,
      ])
      migrations([
        { name: '20261122040000-channel-whatsapp-sessions', class: CreateWhatsAppSessions },
        { name: '20261122040100-channel-whatsapp-session-marks', class: CreateWhatsAppSessionMarks },
        { name: '20261122040200-channel-whatsapp-message-keys', class: CreateWhatsAppMessageKeys },
        { name: '20261122040300-channel-whatsapp-message-content', class: AddWhatsAppMessageContent },
        { name: '20261122040400-channel-whatsapp-history-imports', class: CreateWhatsAppHistoryImports },
        { name: '20261122040500-channel-whatsapp-contacts', class: CreateWhatsAppContacts },
        { name: '20261124040600-channel-whatsapp-number-jids', class: CreateWhatsAppNumberJids },
        { name: '20261124040700-channel-whatsapp-chats', class: AddWhatsAppChats },
      ])
      // Baileys logs every frame at debug and info; warnings and errors are what an operator needs
      // (a quieter app level, e.g. silent in tests, stays as it is).
      const quieter = ['error', 'fatal', 'silent'].includes(log.level) ? log.level : 'warn'
      const baileysLog = log.child({ component: 'baileys' }, { level: quieter })
      const sql = sqlOverOrm(() => db.platform())
      const core: WhatsAppCoreData = { connections, tickets, messages, settings }
      const history = createHistoryImports(sql, connections, realtime)
      const importedTickets = createImportedTickets(sql, core)
      // Jobs are defined while the plugin registers, whenever the provider is built.
      const scheduleImportedTicketsClosing = defineImportedTicketsClosing({
        jobs,
        importedTickets,
        history,
        log,
        waitMs: config.importedTicketsCheckMs,
      })
      // Baileys and the session machinery load when a session first needs them (lazy-provider.ts).
      const provider = lazyWhatsAppProvider(async () => {
        const [{ createWhatsAppProvider }, { baileysSocketOpener }] = await Promise.all([
          import('./provider.ts'),
          import('./socket/baileys-socket.ts'),
        ])
        return createWhatsAppProvider({
          sql,
          core,
          storage,
          realtime,
          scheduleImportedTicketsClosing,
          openSocket: baileysSocketOpener(baileysLog),
          log,
          pictureDownload: pictureDownloadOver((url, { timeoutMs }) => outbound.fetch(url, { timeoutMs })),
          ...seams,
        })
      })
      extensions.provide(channelProviders, provider)
      http.routes(contactImportRoutes, { addressBook: createAddressBook(sql), contacts, connections })
      http.routes(closedImportedRoutes, { importedTickets, history, connections })
      schedulePruning({
        jobs,
        messageKeys: createMessageKeys(sql),
        retentionDays: config.messageRetentionDays,
        log,
      })
    },
  })
}
