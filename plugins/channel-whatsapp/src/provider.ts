import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import {
  AppError,
  type ChannelCapabilities,
  type ChannelConnection,
  type ChannelProvider,
  type ChannelRecipient,
  type InboundSink,
  type RealtimeApi,
} from '@atendo/core/plugin-api'
import type { WAMessage, WAMessageKey, WAPresence } from 'baileys'
import { createAuthStateStore } from './auth/auth-state-store.ts'
import { createAddressBook } from './contacts/address-book.ts'
import {
  createProfilePictures,
  type PictureDownload,
  type ProfilePicturePolicy,
} from './contacts/profile-pictures.ts'
import type { BackfillPolicy } from './history/history-backfill.ts'
import { createHistoryImports, type ScheduleTicketClosing } from './history/history-imports.ts'
import { importWindowOf } from './history/import-window.ts'
import { createInboundPump, type InboundPump } from './inbound/inbound-pump.ts'
import type { MediaFetchPolicy, MediaSaver } from './inbound/media-fetcher.ts'
import { contractAck } from './outbound/acks.ts'
import { outboundContent } from './outbound/outbound-content.ts'
import { recipientJid } from './outbound/recipient-jid.ts'
import { keepLease, type LeaseKeeper, type LeaseTiming } from './session/lease-keeper.ts'
import { createMessageKeys } from './session/message-keys.ts'
import { defaultSessionTiming, type SessionTiming } from './session/reconnect-policy.ts'
import { createSessionLeases } from './session/session-lease.ts'
import { createSessionMarks } from './session/session-marks.ts'
import { createWhatsAppSession, type WhatsAppSession } from './session/whatsapp-session.ts'
import type { SessionLog } from './session-log.ts'
import type { SessionOwner } from './session-owner.ts'
import type { SessionSql } from './session-sql.ts'
import type { OpenWhatsAppSocket, WhatsAppSocketPort } from './socket/socket-port.ts'

/** What WhatsApp on a linked device can do (the inbox hides the rest). */
export const whatsappCapabilities: ChannelCapabilities = {
  edit: { windowMs: 15 * 60_000 },
  deleteForEveryone: true,
  reactions: true,
  readReceipts: true,
  typingPresence: true,
  groups: true,
  pairing: 'qrcode-and-code',
  // Lists and buttons are sent as numbered text (outbound/outbound-content.ts).
  interactive: false,
}

export const defaultLeaseTiming: LeaseTiming = { ttlMs: 15_000, heartbeatMs: 5_000 }

export interface WhatsAppProviderOptions {
  sql: SessionSql
  storage: MediaSaver & { remove?(key: string): Promise<void> }
  openSocket: OpenWhatsAppSocket
  log: SessionLog
  /** Where import progress is announced (`importMessages-{companyId}`). */
  realtime?: RealtimeApi
  /** Profile pictures of people who write; `false` leaves contacts' pictures alone. */
  pictures?: ProfilePicturePolicy | false
  /** How pictures are downloaded (tests serve them locally). */
  pictureDownload?: PictureDownload
  /** Closes the tickets of a finished import, for connections with `closedTicketsPostImported`. */
  scheduleImportedTicketsClosing?: ScheduleTicketClosing
  /** How imports ask the phone for older messages (`fetchMessageHistory`). */
  backfill?: BackfillPolicy
  timing?: SessionTiming
  lease?: LeaseTiming
  media?: MediaFetchPolicy
  /** This process's name on leases; unique per process. */
  holder?: string
  random?: () => number
}

/** The Baileys provider, plus what the plugin (shutdown) and tests need beyond the contract. */
export interface WhatsAppProvider extends ChannelProvider {
  logout(connection: ChannelConnection): Promise<void>
  /** "typing…" (`composing`), "recording audio…" (`recording`) or neither (`paused`) in a chat. */
  typing(
    connection: ChannelConnection,
    to: ChannelRecipient,
    state: 'composing' | 'recording' | 'paused',
  ): Promise<void>
  /** Closes every session of this process without logging out, releasing their leases. */
  closeAll(): Promise<void>
  /** The session of a connection in this process (running, or waiting for the lease). */
  sessionOf(connectionId: number): WhatsAppSession | undefined
  /** Whether this process holds the connection's lease. */
  holds(connectionId: number): boolean
  /** Settles once everything received on the connection was handed to core (and kept). */
  drained(connectionId: number): Promise<void>
}

interface RunningSession {
  connection: ChannelConnection
  sink: InboundSink
  session: WhatsAppSession
  pump: InboundPump
  keeper: LeaseKeeper
}

const ownerOf = (connection: ChannelConnection): SessionOwner => ({
  companyId: connection.companyId,
  connectionId: connection.id,
})

/**
 * WhatsApp through Baileys. Each connection's session runs in the one process holding its lease;
 * other processes that were asked to connect it wait as standbys and take over within the lease's
 * ttl when the holder dies. Sending needs the process that holds the session.
 *
 * @example
 * const provider = createWhatsAppProvider({ sql, storage, openSocket: baileysSocketOpener(log), log })
 * extensions.provide(channelProviders, provider)
 */
export function createWhatsAppProvider(options: WhatsAppProviderOptions): WhatsAppProvider {
  const { log } = options
  const authStore = createAuthStateStore(options.sql)
  const leases = createSessionLeases(options.sql)
  const marks = createSessionMarks(options.sql)
  const messageKeys = createMessageKeys(options.sql)
  const history = createHistoryImports(options.sql, options.realtime, options.scheduleImportedTicketsClosing)
  const addressBook = createAddressBook(options.sql)
  const pictures =
    options.pictures === false
      ? undefined
      : createProfilePictures({
          sql: options.sql,
          storage: options.storage,
          log,
          policy: options.pictures,
          download: options.pictureDownload,
        })
  const timing = options.timing ?? defaultSessionTiming
  const leaseTiming = options.lease ?? defaultLeaseTiming
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  const running = new Map<number, RunningSession>()

  async function close(entry: RunningSession) {
    if (running.get(entry.connection.id) === entry) running.delete(entry.connection.id)
    // The socket goes first, the lease after: the next holder never overlaps with it.
    await entry.session.stop()
    await entry.keeper.stop({ release: true })
    await entry.pump.drained()
  }

  function run(connection: ChannelConnection, sink: InboundSink): RunningSession {
    const pump = createInboundPump({
      connection,
      sink,
      storage: options.storage,
      marks,
      messageKeys,
      history,
      addressBook,
      pictures,
      backfill: options.backfill,
      log,
      media: options.media,
    })
    const owner = ownerOf(connection)
    const session = createWhatsAppSession({
      connection,
      sink,
      authStore,
      openSocket: options.openSocket,
      timing,
      hooks: pump,
      log,
      random: options.random,
      socketOptions: {
        fullHistory: importWindowOf(connection.options) !== undefined,
        getMessage: async (key) => (key.id ? messageKeys.content(owner, key.id) : undefined),
      },
    })
    const entry = { connection, sink, session, pump } as RunningSession
    entry.keeper = keepLease(
      leases,
      ownerOf(connection),
      holder,
      leaseTiming,
      {
        acquired: () => session.start(),
        lost: () => session.stop(),
        logoutRequested: async () => {
          await session.logout()
          // Not awaited: closing waits for this very heartbeat to finish.
          void close(entry)
        },
      },
      log,
    )
    return entry
  }

  function socketFor(connection: ChannelConnection): WhatsAppSocketPort {
    const socket = running.get(connection.id)?.session.openSocket
    if (!socket) throw new AppError('ERR_WAPP_NOT_INITIALIZED')
    return socket
  }

  /**
   * Full keys of target messages (replies, reactions, read receipts): as recorded when the message
   * came in or went out; a message this plugin never saw is taken as the contact's, in the chat.
   */
  async function keysOf(
    connection: ChannelConnection,
    jid: string,
    externalIds: string[],
  ): Promise<WAMessageKey[]> {
    const known = await messageKeys.find(ownerOf(connection), externalIds)
    return externalIds.map((id) => known.get(id) ?? { remoteJid: jid, id, fromMe: false })
  }

  return {
    id: 'baileys',
    channel: 'whatsapp',
    capabilities: whatsappCapabilities,

    // Core relays sends to the process that answers true: the one holding the session's lease.
    holdsSession: (connection) => running.get(connection.id)?.keeper.held === true,

    async connect(connection, sink) {
      const existing = running.get(connection.id)
      if (existing) await close(existing)
      running.set(connection.id, run(connection, sink))
    },

    async disconnect(connection) {
      const existing = running.get(connection.id)
      if (existing) await close(existing)
    },

    async logout(connection) {
      const existing = running.get(connection.id)
      if (existing?.keeper.held) {
        running.delete(connection.id)
        await existing.session.logout()
        await close(existing)
        return
      }
      if (existing) await close(existing)
      // The session may run in another process: its holder logs out on its next heartbeat.
      if (await leases.requestLogout(ownerOf(connection))) return
      await authStore.clear(ownerOf(connection))
      await existing?.sink.connectionStatus(connection, 'DISCONNECTED')
    },

    async send(connection, to, message) {
      const socket = socketFor(connection)
      const jid = recipientJid(to)
      let sent: WAMessage | undefined
      // WhatsApp finds the quoted message by its key; the preview text is the phone's to fill in.
      const quoted: WAMessage | undefined = message.quotedExternalId
        ? {
            key: (await keysOf(connection, jid, [message.quotedExternalId]))[0]!,
            message: { conversation: '' },
          }
        : undefined
      try {
        sent = await socket.sendMessage(jid, await outboundContent(message), quoted ? { quoted } : undefined)
      } catch (error) {
        throw new AppError('ERR_SENDING_WAPP_MSG', { message: (error as Error).message, cause: error })
      }
      if (!sent?.key.id) throw new AppError('ERR_SENDING_WAPP_MSG')
      // Its content stays for a while: a recipient that cannot decrypt it asks for it again.
      await messageKeys
        .record(ownerOf(connection), sent.key, { content: sent.message })
        .catch((error: unknown) => {
          log.warn({ err: error, connectionId: connection.id }, 'sent message key not recorded')
        })
      return { externalId: sent.key.id, ack: contractAck(sent.status) ?? 0 }
    },

    async edit(connection, to, externalId, body) {
      const jid = recipientJid(to)
      try {
        await socketFor(connection).sendMessage(jid, {
          text: body,
          edit: { remoteJid: jid, fromMe: true, id: externalId },
        })
      } catch (error) {
        if (error instanceof AppError) throw error
        throw new AppError('ERR_SENDING_WAPP_MSG', { message: (error as Error).message, cause: error })
      }
    },

    async delete(connection, to, externalId) {
      const jid = recipientJid(to)
      try {
        await socketFor(connection).sendMessage(jid, {
          delete: { remoteJid: jid, fromMe: true, id: externalId },
        })
      } catch (error) {
        if (error instanceof AppError) throw error
        throw new AppError('ERR_DELETE_WAPP_MSG', { message: (error as Error).message, cause: error })
      }
    },

    async react(connection, to, externalId, emoji) {
      const jid = recipientJid(to)
      const socket = socketFor(connection)
      const [key] = await keysOf(connection, jid, [externalId])
      await socket.sendMessage(jid, { react: { text: emoji, key } })
    },

    async markRead(connection, to, externalIds) {
      const jid = recipientJid(to)
      if (externalIds.length === 0) return
      const socket = socketFor(connection)
      const keys = await keysOf(connection, jid, externalIds)
      // Receipts are for the contact's messages; a group's need the participant, hence the stored keys.
      await socket.readMessages(keys.filter((key) => !key.fromMe))
    },

    async typing(connection, to, state) {
      const presence: WAPresence = state
      await socketFor(connection).sendPresenceUpdate(presence, recipientJid(to))
    },

    async closeAll() {
      await Promise.all([...running.values()].map((entry) => close(entry)))
    },

    sessionOf: (connectionId) => running.get(connectionId)?.session,
    holds: (connectionId) => running.get(connectionId)?.keeper.held === true,
    drained: async (connectionId) => {
      await running.get(connectionId)?.pump.drained()
    },
  }
}
