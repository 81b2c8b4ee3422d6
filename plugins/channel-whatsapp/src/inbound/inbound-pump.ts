import type { ChannelConnection, InboundContact, InboundEvent, InboundSink } from '@atendo/plugin-api'
import { proto, type WAMessage } from 'baileys'
import { answerCall } from '../calls/answer-call.ts'
import type { CallPolicies } from '../calls/call-policy.ts'
import type { AddressBook } from '../contacts/address-book.ts'
import type { ProfilePictures } from '../contacts/profile-pictures.ts'
import {
  type BackfillPolicy,
  defaultBackfillPolicy,
  type HistoryBackfill,
  historyBackfill,
} from '../history/history-backfill.ts'
import type { HistoryImports } from '../history/history-imports.ts'
import { pickHistory } from '../history/history-selection.ts'
import { importWindowOf } from '../history/import-window.ts'
import { contractAck, isSendFailure } from '../outbound/acks.ts'
import type { MessageKeys } from '../session/message-keys.ts'
import { accountNumber } from '../session/pairing.ts'
import { quotableContent } from '../session/quotable-content.ts'
import type { SessionMarks } from '../session/session-marks.ts'
import type { SessionHooks } from '../session/whatsapp-session.ts'
import type { SessionLog } from '../session-log.ts'
import type { SessionOwner } from '../session-owner.ts'
import type { WhatsAppEvents, WhatsAppSocketPort } from '../socket/socket-port.ts'
import type { DownloadLimit } from './download-limit.ts'
import { groupSubjects } from './group-subjects.ts'
import { defaultHandOverBackoff, type HandOverBackoff, handOver } from './hand-over.ts'
import { createInboundQueue, type InboundLoad } from './inbound-queue.ts'
import { contactOfJids } from './jid-identity.ts'
import { type MappedInbound, mapMessage } from './map-message.ts'
import { pollOf } from './mappers/poll.ts'
import { fetchMedia, type MediaFetchPolicy, type MediaSaver } from './media-fetcher.ts'
import { unwrapContent } from './message-content.ts'
import { pollVoteReader } from './poll-vote-reader.ts'
import { noteRefusedMedia } from './refused-media.ts'

export interface InboundPumpOptions {
  connection: ChannelConnection
  sink: InboundSink
  storage: MediaSaver
  /** The largest media file downloaded (the `downloadLimit` setting); larger ones are refused, noted. */
  downloadLimit: DownloadLimit
  marks: SessionMarks
  messageKeys: MessageKeys
  history: HistoryImports
  addressBook: AddressBook
  /** What to do with incoming calls (reject, message the caller, log them in a ticket). */
  calls: CallPolicies
  /** Looks up senders' profile pictures; left out, contacts keep theirs as they are. */
  pictures?: ProfilePictures
  /** How an import asks the phone for messages older than its history sync gave. */
  backfill?: BackfillPolicy
  log: SessionLog
  media?: MediaFetchPolicy
  /** Spacing of the attempts to hand an event to core while its database is away (never given up). */
  handOverBackoff?: HandOverBackoff
  /** How many chats' live messages are handed to core at the same time (8 when left out). */
  parallelChats?: number
  /**
   * How many inbound events may wait in memory for core before the socket stops reading from
   * WhatsApp (500 when left out); it reads again once half of them are done.
   */
  maxPending?: number
  /** History WhatsApp replays is taken from this long before the mark, for clock skew. */
  historySlackMs?: number
}

/** What a session holds in memory for its inbound side, and the most that waited at once. */
export interface InboundFootprint extends InboundLoad {
  /** Profile-picture lookups under way (at most 4). */
  pictureLookups: number
  /** Group names kept (at most 64). */
  groupNames: number
}

/** The message side of a session, plus a way to wait until everything received was handed over. */
export interface InboundPump extends SessionHooks {
  drained(): Promise<void>
  footprint(): InboundFootprint
}

/** Inbound events that may wait in memory per session before reading from WhatsApp stops. */
export const defaultMaxPendingInbound = 500

/** Import progress is counted and announced after every so many messages. */
const progressEvery = 100

/**
 * Takes what a socket receives to core, in order: messages (new, sent from the phone, and missed
 * while offline), acks of our messages, calls (when the connection opens tickets on calls) and the
 * phone-number ↔ `@lid` pairs WhatsApp reveals. Media is stored before its message is handed over.
 *
 * Catching up after a reconnection: WhatsApp delivers what arrived while the socket was down as
 * `messages.upsert` (type 'append' or 'notify') once it reconnects, and longer gaps as a history
 * sync (`messaging-history.set`). Both go through here; history is taken from the session's mark
 * (the newest message handed over) on, plus whatever falls in the connection's import window (the
 * history import of the connections page, with its progress announced live), so a first pairing
 * imports only what was asked for, and the sink's idempotence absorbs what arrives twice.
 *
 * Also kept on the way: the phone's address book and chats (for the contacts imports), the content
 * of polls (to decrypt their votes, which become messages replying to the poll) and, for people who
 * write, a fresh profile picture now and then (looked up beside the queue, handed over as a contact
 * update).
 *
 * Bounded: at most `maxPending` events wait in memory (inbound-queue.ts). Past that the socket stops
 * reading, so WhatsApp keeps the rest on its servers, unacknowledged, until half of the wait is done;
 * a socket lost meanwhile opens again only then. What Baileys had already read when reading stopped
 * still comes in (one event, e.g. a history chunk, is taken whole): never dropped, it is acknowledged.
 */
export function createInboundPump(options: InboundPumpOptions): InboundPump {
  const { connection, sink, marks, log } = options
  const owner: SessionOwner = { companyId: connection.companyId, connectionId: connection.id }
  const logContext = { connectionId: connection.id, companyId: connection.companyId }
  const backoff = options.handOverBackoff ?? defaultHandOverBackoff
  const historySlackMs = options.historySlackMs ?? 60_000
  let self: InboundContact | undefined
  const groups = groupSubjects(log)
  const votes = pollVoteReader({ owner, messageKeys: options.messageKeys, log })
  /** The socket events come from: the one told to stop and go on reading. */
  let reading: WhatsAppSocketPort | undefined

  const queue = createInboundQueue({
    parallelChats: options.parallelChats ?? 8,
    maxPending: options.maxPending ?? defaultMaxPendingInbound,
    log,
    logContext,
    full: () => {
      log.warn(
        { ...logContext, waiting: queue.load().pending },
        'inbound events waiting for core: reading paused',
      )
      reading?.pauseReading()
    },
    roomAgain: () => reading?.resumeReading(),
  })
  const enqueue = (work: () => Promise<void>) => queue.inOrder(work)

  /** Core has it once this settles: retried for as long as core's database refuses it. */
  const toCore = (event: InboundEvent) => handOver(sink, connection, event, { backoff, log })

  /**
   * Bookkeeping after a hand-over (the session's mark, the message's key): worth a warning when it
   * fails, never a reason to drop what follows in the queue.
   */
  async function keep(what: string, work: () => Promise<void>) {
    try {
      await work()
    } catch (error) {
      log.warn({ ...logContext, err: error }, `${what} not kept`)
    }
  }

  const window = importWindowOf(connection.options)

  /** Profile-picture lookups under way, by person: one at a time per person. */
  const pictureLookups = new Map<string, Promise<void>>()
  const maxPictureLookups = 4

  /**
   * Looks at the sender's profile picture (for live one-to-one messages), beside the queue: the
   * lookup waits on WhatsApp and a download, and messages must not wait behind it. A new picture
   * reaches core as a contact update after the message. A person whose lookup is under way, or
   * too many lookups at once, are left for a later message.
   */
  function lookUpPicture(socket: WhatsAppSocketPort, mapped: MappedInbound, source: WAMessage) {
    const { event } = mapped
    const pictures = options.pictures
    if (!pictures || event.kind !== 'message' || event.message.fromMe || event.message.group) return
    const jid = source.key.remoteJid
    if (!jid || pictureLookups.has(jid) || pictureLookups.size >= maxPictureLookups) return
    const contact = event.message.contact
    const lookup = pictures
      .refreshed(owner, socket, jid)
      .then((key) => {
        if (key) enqueue(() => toCore({ kind: 'contact-update', contact: { ...contact, pictureUrl: key } }))
      })
      .catch((error: unknown) => log.warn({ ...logContext, err: error }, 'profile picture not looked up'))
      .finally(() => pictureLookups.delete(jid))
    pictureLookups.set(jid, lookup)
  }

  async function ingest(
    socket: WhatsAppSocketPort,
    mapped: MappedInbound,
    source?: WAMessage,
    imported = false,
  ) {
    const { event } = mapped
    if (event.kind === 'message' && event.message.group && !event.message.group.name) {
      const name = await groups.of(socket, event.message.group.id)
      if (name) event.message.group.name = name
    }
    if (event.kind === 'message' && mapped.media && source) {
      const maxBytes = await options.downloadLimit.bytes()
      const fetched = await fetchMedia(socket, source, mapped.media, {
        companyId: connection.companyId,
        storage: options.storage,
        log,
        maxBytes,
        policy: options.media,
      })
      if ('key' in fetched) event.message.mediaUrl = fetched.key
      else noteRefusedMedia(event.message, mapped.media, fetched, maxBytes)
    }
    if (event.kind === 'message' && imported) event.message.imported = true
    await toCore(event)
    if (source && !imported) lookUpPicture(socket, mapped, source)
    if (event.kind !== 'message') return
    const at = new Date(event.message.timestamp)
    await keep('session mark', () => marks.advance(owner, at))
    if (source) {
      const content = unwrapContent(source.message)?.content
      await keep('message key', () =>
        options.messageKeys.record(owner, source.key, {
          imported,
          // A poll keeps its secret (in messageContextInfo, outside the unwrapped content); anything
          // else, what a reply quoting it repeats.
          content: pollOf(content) ? source.message : quotableContent(source.message),
        }),
      )
    }
  }

  async function ingestMessage(socket: WhatsAppSocketPort, message: WAMessage, imported = false) {
    const mapped = votes.isVote(message)
      ? await votes.fromMessage(socket, message)
      : mapMessage(message, { self })
    if (!mapped) return
    // Our own reactions (sent through core, which stored them) come back from WhatsApp: once is enough.
    if (mapped.event.kind === 'reaction' && message.key.fromMe && message.key.id) {
      const ours = await options.messageKeys.find(owner, [message.key.id])
      if (ours.has(message.key.id)) return
    }
    await ingest(socket, mapped, message, imported)
  }

  function receiveLive(socket: WhatsAppSocketPort, message: WAMessage) {
    const chat = message.key.remoteJid
    if (chat) queue.inChat(chat, () => ingestMessage(socket, message))
    else enqueue(() => ingestMessage(socket, message))
  }

  const backfillPolicy = options.backfill ?? defaultBackfillPolicy
  /** While an import runs in this session: the chats whose older history may be asked for. */
  let backfill: HistoryBackfill | undefined
  /** The request for older history the phone has not answered yet. */
  let awaiting: { requestId: string; timer: NodeJS.Timeout } | undefined

  /**
   * Once the history sync is complete, asks the phone for what lies before it, one chat at a time
   * (each answer, or its timeout, asks the next); with nothing left to ask, the import is finished.
   */
  async function askOlder(socket: WhatsAppSocketPort, trigger: 'sync-complete' | 'next') {
    if (!window) return
    // A request is out: its answer (or timeout) carries on.
    if (trigger === 'sync-complete' && awaiting) return
    clearTimeout(awaiting?.timer)
    awaiting = undefined
    const anchor = backfill?.next(window.from)
    if (!anchor) {
      backfill = undefined
      await options.history.finish(owner)
      return
    }
    try {
      const requestId = await socket.fetchMessageHistory(backfillPolicy.batch, anchor.key, anchor.seconds)
      const timer = setTimeout(() => enqueue(() => askOlder(socket, 'next')), backfillPolicy.answerTimeoutMs)
      awaiting = { requestId, timer: timer.unref() }
    } catch (error) {
      log.warn({ ...logContext, err: error, chat: anchor.chat }, 'older history not requested')
      enqueue(() => askOlder(socket, 'next'))
    }
  }

  /** Hands over a history sync's messages in order, counting an import's progress as it goes. */
  async function takeHistory(socket: WhatsAppSocketPort, chunk: WhatsAppEvents['messaging-history.set']) {
    const bounded = window && (await options.history.bounded(owner, window))
    const picks = pickHistory(chunk.messages, {
      window: bounded,
      mark: await marks.lastMessageAt(owner),
      slackMs: historySlackMs,
    })
    const imports = picks.filter((pick) => pick.imported)
    if (window && imports.length > 0) {
      await options.history.run(owner, window)
      await options.history.advance(owner, { seen: imports.length })
      backfill ??= historyBackfill(backfillPolicy)
    }
    if (window) {
      const importedNow = new Set(imports.map((pick) => pick.message))
      backfill?.saw(chunk.messages, (message) => importedNow.has(message))
    }
    // Progress is counted once every `progressEvery` imported messages were handed over, and at the end.
    let uncounted = 0
    for (const pick of picks) {
      enqueue(() => ingestMessage(socket, pick.message, pick.imported))
      if (pick.imported) uncounted++
      if (uncounted === progressEvery || (pick === imports.at(-1) && uncounted > 0)) {
        const handed = uncounted
        uncounted = 0
        enqueue(async () => {
          await options.history.advance(owner, { imported: handed }, pick.at)
        })
      }
    }
    const answered = awaiting !== undefined && chunk.peerDataRequestSessionId === awaiting.requestId
    if (answered) enqueue(() => askOlder(socket, 'next'))
    // `isLatest` marks the first chunk a device ever processed, not the last: progress tells.
    else if (chunk.progress === 100) enqueue(() => askOlder(socket, 'sync-complete'))
  }

  /**
   * Address-book changes are saved in the order they came, beside the messages (which never wait
   * for them); not part of the conversation, a failure is logged and not retried.
   */
  function saveContacts(contacts: Parameters<AddressBook['save']>[1]) {
    if (contacts.length === 0) return
    queue.aside(async () => {
      try {
        await options.addressBook.save(owner, contacts)
        await options.addressBook.pictureChanged(owner, contacts)
      } catch (error) {
        log.warn({ ...logContext, err: error }, 'address book not saved')
      }
    })
  }

  /** The phone's chats, in order with its address book (the import from chats reads both). */
  function saveChats(chats: Parameters<AddressBook['saveChats']>[1]) {
    if (chats.length === 0) return
    queue.aside(() =>
      options.addressBook
        .saveChats(owner, chats)
        .catch((error: unknown) => log.warn({ ...logContext, err: error }, 'chats not saved')),
    )
  }

  return {
    attach(socket, listen) {
      reading = socket
      listen('messages.upsert', ({ messages }) => {
        for (const message of messages) receiveLive(socket, message)
      })
      listen('messaging-history.set', (chunk) => {
        saveContacts(chunk.contacts)
        saveChats(chunk.chats)
        enqueue(() => takeHistory(socket, chunk))
      })
      listen('messaging-history.status', ({ syncType }) => {
        // The recent sync complete (or stalled for good): an import ends with it. The bootstrap
        // sync completes first and says nothing about the rest.
        if (syncType === proto.HistorySync.HistorySyncType.RECENT)
          enqueue(() => askOlder(socket, 'sync-complete'))
      })
      listen('contacts.upsert', saveContacts)
      listen('chats.upsert', saveChats)
      listen('contacts.update', saveContacts)
      listen('messages.update', (updates) => {
        for (const { key, update } of updates) {
          if (update.pollUpdates?.length) {
            const pollUpdates = update.pollUpdates
            const countVotes = async () => {
              for (const mapped of await votes.fromUpdates(key, pollUpdates)) await ingest(socket, mapped)
            }
            // In the poll's chat lane, after the poll.
            if (key.remoteJid) queue.inChat(key.remoteJid, countVotes)
            else enqueue(countVotes)
          }
          if (!key.id || !key.fromMe) continue
          const externalId = key.id
          const timestamp = new Date().toISOString()
          if (isSendFailure(update.status)) {
            const reason = 'WhatsApp could not deliver the message'
            enqueue(() => toCore({ kind: 'send-failed', externalId, reason, timestamp }))
            continue
          }
          const ack = contractAck(update.status)
          if (ack !== undefined) enqueue(() => toCore({ kind: 'ack', externalId, ack, timestamp }))
        }
      })
      listen('call', (calls) => {
        for (const call of calls) {
          if (call.status !== 'offer') continue
          enqueue(async () =>
            answerCall(call, {
              socket,
              policy: await options.calls.of(owner),
              ingest: (mapped, source) => ingest(socket, mapped, source),
              self,
              log,
            }),
          )
        }
      })
      listen('groups.update', (updates) => {
        for (const update of updates)
          if (update.id && update.subject) groups.renamed(update.id, update.subject)
      })
      listen('lid-mapping.update', ({ pn, lid }) => {
        const contact = contactOfJids([pn, lid])
        if (contact && contact.identities.length === 2)
          enqueue(() => toCore({ kind: 'contact-update', contact }))
      })
    },
    opened(socket) {
      const number = accountNumber(socket.user)
      self = number ? { identities: [{ kind: 'phone', value: number }] } : undefined
      // Opened while full (events came in between the room and the open): read nothing more yet.
      if (queue.full) socket.pauseReading()
    },
    // A new socket opens only once there is room: a connection lost while reading was paused (WhatsApp
    // drops a socket that does not read for long) comes back when core has caught up, not before.
    ready: () => queue.room(),
    drained: async () => {
      do {
        await queue.drained()
        await Promise.all(pictureLookups.values())
      } while (queue.load().pending > 0 || pictureLookups.size > 0)
    },
    footprint: () => ({
      ...queue.load(),
      pictureLookups: pictureLookups.size,
      groupNames: groups.size(),
    }),
  }
}
