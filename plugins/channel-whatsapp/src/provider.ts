import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import {
  AppError,
  type ChannelConnection,
  type ChannelProvider,
  type ChatTarget,
  type InboundSink,
  type OutboundMessage,
  type RealtimeApi,
  type TypingState,
} from '@atendo/plugin-api'
import type { WAMessage, WAMessageKey } from 'baileys'
import { createAuthStateStore } from './auth/auth-state-store.ts'
import { createCallPolicies } from './calls/call-policy.ts'
import { createAddressBook } from './contacts/address-book.ts'
import {
  createProfilePictures,
  type PictureDownload,
  type ProfilePicturePolicy,
} from './contacts/profile-pictures.ts'
import type { WhatsAppCoreData } from './core-data.ts'
import type { BackfillPolicy } from './history/history-backfill.ts'
import { createHistoryImports, type ScheduleTicketClosing } from './history/history-imports.ts'
import { importWindowOf } from './history/import-window.ts'
import { createDownloadLimit } from './inbound/download-limit.ts'
import type { HandOverBackoff } from './inbound/hand-over.ts'
import { createInboundPump, type InboundFootprint, type InboundPump } from './inbound/inbound-pump.ts'
import type { MediaFetchPolicy, MediaSaver } from './inbound/media-fetcher.ts'
import { contractAck, isSendFailure } from './outbound/acks.ts'
import { outboundContent } from './outbound/outbound-content.ts'
import { createRecipientJids } from './outbound/recipient-jids.ts'
import { leaseGuardedSink } from './session/lease-guarded-sink.ts'
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
import { whatsappProviderIdentity } from './whatsapp-traits.ts'

export const defaultLeaseTiming: LeaseTiming = { ttlMs: 15_000, heartbeatMs: 5_000 }

export interface WhatsAppProviderOptions {
  sql: SessionSql
  /** Core's data, through the contract's services. */
  core: WhatsAppCoreData
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
  /** Spacing of the attempts to hand an event to core while its database is away. */
  handOverBackoff?: HandOverBackoff
  /** Inbound events a session may hold in memory before it stops reading from WhatsApp (500). */
  maxPendingInbound?: number
  /**
   * How long closing a session waits for what it received to reach core; past it, the hand-over
   * goes on in the background (it is retried until core takes it). 10 s when left out.
   */
  closeDrainMs?: number
  /** This process's name on leases; unique per process. */
  holder?: string
  random?: () => number
}

/** The Baileys provider, plus what the plugin (shutdown) and tests need beyond the contract. */
export interface WhatsAppProvider extends ChannelProvider {
  logout(connection: ChannelConnection): Promise<void>
  /** "typing…" (`composing`), "recording audio…" (`recording`) or neither (`paused`) in a chat. */
  typing(request: ChatTarget & { state: TypingState }): Promise<void>
  restart(connection: ChannelConnection): Promise<void>
  runningSessions(connections: ChannelConnection[]): Promise<Set<number>>
  /** Closes every session of this process without logging out, releasing their leases. */
  closeAll(): Promise<void>
  /** The session of a connection in this process (running, or waiting for the lease). */
  sessionOf(connectionId: number): WhatsAppSession | undefined
  /** Whether this process holds the connection's lease. */
  holds(connectionId: number): boolean
  /** Settles once everything received on the connection was handed to core (and kept). */
  drained(connectionId: number): Promise<void>
  /** What the connection's session holds in memory on its inbound side (undefined when not running here). */
  inboundFootprint(connectionId: number): InboundFootprint | undefined
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

/** Settles when `work` does, or after `ms`: answers whether it settled in time. */
async function within(work: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  try {
    return await Promise.race([work.then(() => true as const), late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * WhatsApp through Baileys. Each connection's session runs in the one process holding its lease;
 * other processes that were asked to connect it wait as standbys and take over within the lease's
 * ttl when the holder dies. Sending needs the process that holds the session.
 *
 * @example
 * const provider = createWhatsAppProvider({ sql, core, storage, openSocket: baileysSocketOpener(log), log })
 * extensions.provide(channelProviders, provider)
 */
export function createWhatsAppProvider(options: WhatsAppProviderOptions): WhatsAppProvider {
  const { log } = options
  const authStore = createAuthStateStore(options.sql)
  const leases = createSessionLeases(options.sql)
  const marks = createSessionMarks(options.sql)
  const messageKeys = createMessageKeys(options.sql)
  const history = createHistoryImports(
    options.sql,
    options.core.connections,
    options.realtime,
    options.scheduleImportedTicketsClosing,
  )
  const addressBook = createAddressBook(options.sql)
  const downloadLimit = createDownloadLimit(options.core.settings)
  const jids = createRecipientJids(options.sql, log)
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
  const closeDrainMs = options.closeDrainMs ?? 10_000
  const calls = createCallPolicies(options.core)
  const running = new Map<number, RunningSession>()

  /** Waits (boundedly) for what a session received to reach core. */
  async function drain(entry: RunningSession) {
    if (await within(entry.pump.drained(), closeDrainMs)) return
    log.warn(
      { connectionId: entry.connection.id },
      'inbound events still waiting for core after the session closed; they are handed over in the background',
    )
  }

  async function close(entry: RunningSession) {
    if (running.get(entry.connection.id) === entry) running.delete(entry.connection.id)
    // The socket goes first, the lease after: the next holder never overlaps with it.
    await entry.session.stop()
    await entry.keeper.stop({ release: true })
    await drain(entry)
  }

  /** The inbound side and the socket of a session, for the connection as it is now. */
  function build(entry: RunningSession): Pick<RunningSession, 'session' | 'pump'> {
    const { connection } = entry
    const owner = ownerOf(connection)
    // Statuses only while this process holds the lease (see lease-guarded-sink.ts).
    const sink = leaseGuardedSink(entry.sink, async () => {
      if (!entry.keeper.held) return false
      return (await leases.holderOf(owner)) === holder
    })
    const pump = createInboundPump({
      connection,
      sink,
      storage: options.storage,
      downloadLimit,
      marks,
      messageKeys,
      history,
      addressBook,
      calls,
      pictures,
      backfill: options.backfill,
      log,
      media: options.media,
      handOverBackoff: options.handOverBackoff,
      maxPending: options.maxPendingInbound,
    })
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
    return { session, pump }
  }

  function run(connection: ChannelConnection, sink: InboundSink): RunningSession {
    const entry = { connection, sink } as RunningSession
    Object.assign(entry, build(entry))
    // The listener reads `entry.session` when called: a restart swaps it for a new one.
    entry.keeper = keepLease(
      leases,
      ownerOf(connection),
      holder,
      leaseTiming,
      {
        acquired: () => entry.session.start(),
        lost: () => entry.session.stop(),
        logoutRequested: async () => {
          await entry.session.logout()
          // Not awaited: closing waits for this very heartbeat to finish.
          void close(entry)
        },
      },
      log,
    )
    return entry
  }

  /**
   * The content a reply repeats (WhatsApp shows it in the quote): the quoted message's own content
   * when kept (our messages, and what came in), else its text as the conversation shows it.
   */
  async function quotedOf(
    connection: ChannelConnection,
    jid: string,
    message: OutboundMessage,
  ): Promise<WAMessage | undefined> {
    const id = message.quotedExternalId
    if (!id) return undefined
    const [key] = await keysOf(connection, jid, [id])
    const content =
      (await messageKeys.content(ownerOf(connection), id)) ??
      (message.quotedBody ? { conversation: message.quotedBody } : undefined)
    // Nothing to show of it (a caption-less photo older than the kept contents): no quote rather
    // than an empty one.
    return content ? { key: key!, message: content } : undefined
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
    ...whatsappProviderIdentity,

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

    async send({ connection, to, message }) {
      const socket = socketFor(connection)
      // Before anything is sent or kept: the number's account (ERR_WAPP_INVALID_CONTACT when it has none).
      const jid = await jids.of(ownerOf(connection), socket, to)
      let sent: WAMessage | undefined
      const quoted = await quotedOf(connection, jid, message)
      try {
        sent = await socket.sendMessage(jid, await outboundContent(message), quoted ? { quoted } : undefined)
      } catch (error) {
        throw new AppError('ERR_SENDING_WAPP_MSG', { message: (error as Error).message, cause: error })
      }
      if (!sent?.key.id || isSendFailure(sent.status)) throw new AppError('ERR_SENDING_WAPP_MSG')
      // Its content stays for a while: a recipient that cannot decrypt it asks for it again.
      await messageKeys
        .record(ownerOf(connection), sent.key, { content: sent.message })
        .catch((error: unknown) => {
          log.warn({ err: error, connectionId: connection.id }, 'sent message key not recorded')
        })
      return { externalId: sent.key.id, ack: contractAck(sent.status) ?? 0 }
    },

    async edit({ connection, to, externalId, body }) {
      const socket = socketFor(connection)
      const jid = await jids.of(ownerOf(connection), socket, to)
      try {
        await socket.sendMessage(jid, {
          text: body,
          edit: { remoteJid: jid, fromMe: true, id: externalId },
        })
      } catch (error) {
        if (error instanceof AppError) throw error
        throw new AppError('ERR_SENDING_WAPP_MSG', { message: (error as Error).message, cause: error })
      }
    },

    async delete({ connection, to, externalId }) {
      const socket = socketFor(connection)
      const jid = await jids.of(ownerOf(connection), socket, to)
      try {
        await socket.sendMessage(jid, {
          delete: { remoteJid: jid, fromMe: true, id: externalId },
        })
      } catch (error) {
        if (error instanceof AppError) throw error
        throw new AppError('ERR_DELETE_WAPP_MSG', { message: (error as Error).message, cause: error })
      }
    },

    async react({ connection, to, externalId, emoji }) {
      const socket = socketFor(connection)
      const jid = await jids.of(ownerOf(connection), socket, to)
      const [key] = await keysOf(connection, jid, [externalId])
      const sent = await socket.sendMessage(jid, { react: { text: emoji, key } })
      // WhatsApp echoes the reaction back; core stored it already, so the echo is recognised and left out.
      if (sent?.key) await messageKeys.record(ownerOf(connection), sent.key)
    },

    async markRead({ connection, to, externalIds }) {
      if (externalIds.length === 0) return
      const socket = socketFor(connection)
      const jid = await jids.of(ownerOf(connection), socket, to)
      const keys = await keysOf(connection, jid, externalIds)
      // Receipts are for the contact's messages; a group's need the participant, hence the stored keys.
      await socket.readMessages(keys.filter((key) => !key.fromMe))
    },

    async checkRecipient({ connection, to }) {
      // The answer is kept per number (whatsapp_number_jids), so this asks WhatsApp once.
      await jids.of(ownerOf(connection), socketFor(connection), to)
    },

    async typing({ connection, to, state }) {
      const socket = socketFor(connection)
      await socket.sendPresenceUpdate(state, await jids.of(ownerOf(connection), socket, to))
    },

    async restart(connection) {
      const entry = running.get(connection.id)
      if (!entry?.keeper.held) throw new AppError('ERR_WAPP_NOT_INITIALIZED')
      // Same lease, same keys: a new socket, and the connection's options as they are now.
      await entry.session.stop()
      await drain(entry)
      entry.connection = connection
      Object.assign(entry, build(entry))
      await entry.session.start()
    },

    runningSessions: (connections) => leases.live(connections.map(ownerOf)),

    async closeAll() {
      await Promise.all([...running.values()].map((entry) => close(entry)))
    },

    sessionOf: (connectionId) => running.get(connectionId)?.session,
    holds: (connectionId) => running.get(connectionId)?.keeper.held === true,
    drained: async (connectionId) => {
      await running.get(connectionId)?.pump.drained()
    },
    inboundFootprint: (connectionId) => running.get(connectionId)?.pump.footprint(),
  }
}
