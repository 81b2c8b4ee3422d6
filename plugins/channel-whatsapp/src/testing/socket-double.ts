import { EventEmitter } from 'node:events'
import { Readable } from 'node:stream'
import {
  type AnyMessageContent,
  DisconnectReason,
  type MiscMessageGenerationOptions,
  type WAMessage,
  type WAMessageKey,
  type WAPresence,
} from 'baileys'
import type {
  OpenSocketOptions,
  OpenWhatsAppSocket,
  WhatsAppEventName,
  WhatsAppEvents,
  WhatsAppSocketPort,
} from '../socket/socket-port.ts'

/** A close reason shaped like Baileys' Boom errors (`output.statusCode`). */
export function disconnectError(statusCode: number, message = 'closed'): Error {
  return Object.assign(new Error(message), { output: { statusCode } })
}

/**
 * A stand-in for a Baileys socket with the same event surface: tests (and the benchmark) emit what
 * WhatsApp would, and read back what the channel asked the socket to do.
 */
export interface SocketDouble extends WhatsAppSocketPort {
  /** What Baileys emits, at once (an event it has already read and acknowledged). */
  emit<Event extends WhatsAppEventName>(event: Event, payload: WhatsAppEvents[Event]): void
  /**
   * WhatsApp delivering an event: emitted at once while the socket reads, held on "WhatsApp's side"
   * (`undelivered`, in order) while the channel has paused reading, and emitted when it resumes.
   */
  deliver<Event extends WhatsAppEventName>(event: Event, payload: WhatsAppEvents[Event]): void
  /** What WhatsApp still holds for this socket because it was not reading. */
  undelivered: { event: WhatsAppEventName; payload: unknown }[]
  /** Whether the channel has paused reading. */
  readingPaused: boolean
  /** How many times the channel paused reading. */
  pauses: number
  /** Pairs the double: sets the user and emits `connection: 'open'`. */
  open(userId?: string): void
  user: { id: string; lid?: string; name?: string } | undefined
  /** What was sent, with the id WhatsApp gave each message. */
  sent: { jid: string; content: AnyMessageContent; options?: MiscMessageGenerationOptions; id: string }[]
  reads: WAMessageKey[][]
  presences: { type: WAPresence; jid?: string }[]
  pairingRequests: string[]
  historyRequests: { count: number; oldestKey: WAMessageKey; oldestTimestampSeconds: number }[]
  mediaReuploads: WAMessage[]
  ended: boolean
  loggedOut: boolean
  /** How pings are answered: 'answer' at once, or 'silence' (a dead socket). */
  pings: 'answer' | 'silence'
  pingCount: number
  /**
   * Downloads, in order: a Buffer is streamed, an Error thrown, a function asked for the stream
   * (e.g. Baileys' own decryption of a file served locally); when empty, `mediaContent`.
   */
  downloads: (Buffer | Error | ((message: WAMessage) => Promise<Readable>))[]
  mediaContent: Buffer
  /**
   * WhatsApp's accounts by the number asked about (digits): the jid WhatsApp answers with, or null
   * when the number is not on WhatsApp. A number not listed is on WhatsApp under its own digits.
   */
  accounts: Map<string, string | null>
  /** The numbers of each `onWhatsApp` query, in order. */
  numberChecks: string[][]
  /** Set, `onWhatsApp` fails with it (WhatsApp did not answer the query). */
  numberCheckFailure: Error | undefined
  /** Profile picture URLs the double knows; others have none (undefined). */
  profilePictures: Map<string, string>
  profilePictureRequests: string[]
  /** What the socket was opened with (full history, the getMessage callback). */
  openedWith?: Omit<OpenSocketOptions, 'auth'>
  /** Group subjects the double knows; asking for another one fails like an unknown group. */
  groupSubjects: Map<string, string>
  groupSubjectRequests: string[]
  /** Calls declined, in order. */
  rejectedCalls: { callId: string; callFrom: string }[]
}

let sentCounter = 0

export function createSocketDouble(): SocketDouble {
  const events = new EventEmitter()
  events.setMaxListeners(50)
  const double: SocketDouble = {
    user: undefined,
    sent: [],
    reads: [],
    presences: [],
    pairingRequests: [],
    historyRequests: [],
    mediaReuploads: [],
    ended: false,
    loggedOut: false,
    pings: 'answer',
    pingCount: 0,
    downloads: [],
    mediaContent: Buffer.from('media'),
    accounts: new Map(),
    numberChecks: [],
    numberCheckFailure: undefined,
    undelivered: [],
    readingPaused: false,
    pauses: 0,
    groupSubjects: new Map(),
    groupSubjectRequests: [],
    profilePictures: new Map(),
    profilePictureRequests: [],
    rejectedCalls: [],
    on(event, listener) {
      events.on(event, listener)
    },
    emit(event, payload) {
      events.emit(event, payload)
    },
    deliver(event, payload) {
      if (double.readingPaused || double.undelivered.length > 0) double.undelivered.push({ event, payload })
      else double.emit(event, payload)
    },
    pauseReading() {
      if (!double.readingPaused) double.pauses++
      double.readingPaused = true
    },
    resumeReading() {
      double.readingPaused = false
      // Like a socket's data events: later, not inside the call, and one at a time until paused again.
      setImmediate(() => {
        while (!double.readingPaused && !double.ended) {
          const next = double.undelivered.shift()
          if (!next) break
          events.emit(next.event, next.payload)
        }
      })
    },
    open(userId = '5511999990000:7@s.whatsapp.net') {
      double.user = { id: userId, name: 'Loja' }
      double.emit('connection.update', { connection: 'open' })
    },
    async sendMessage(jid, content, options) {
      sentCounter++
      const id = `3EB0${String(sentCounter).padStart(16, '0')}`
      double.sent.push({ jid, content, options, id })
      // Baileys sends text as extendedTextMessage and answers with the message it built.
      return {
        key: { remoteJid: jid, fromMe: true, id },
        messageTimestamp: Math.floor(Date.now() / 1000),
        status: 1,
        ...('text' in content && !('edit' in content)
          ? { message: { extendedTextMessage: { text: content.text } } }
          : {}),
      }
    },
    async readMessages(keys) {
      double.reads.push(keys)
    },
    async sendPresenceUpdate(type, jid) {
      double.presences.push({ type, jid })
    },
    async requestPairingCode(phoneNumber) {
      double.pairingRequests.push(phoneNumber)
      return 'ABCD1234'
    },
    async updateMediaMessage(message) {
      double.mediaReuploads.push(message)
      return message
    },
    async downloadMedia(message) {
      const next = double.downloads.shift()
      if (next instanceof Error) throw next
      if (typeof next === 'function') return next(message)
      return Readable.from([next ?? double.mediaContent])
    },
    async onWhatsApp(...phoneNumbers) {
      double.numberChecks.push(phoneNumbers)
      if (double.numberCheckFailure) throw double.numberCheckFailure
      // Baileys leaves out the numbers that have no account (src/Socket/socket.ts, `onWhatsApp`).
      return phoneNumbers.flatMap((number) => {
        const digits = number.replace(/\D/g, '')
        const jid = double.accounts.has(digits) ? double.accounts.get(digits) : `${digits}@s.whatsapp.net`
        return jid ? [{ jid, exists: true }] : []
      })
    },
    async fetchMessageHistory(count, oldestKey, oldestTimestampSeconds) {
      double.historyRequests.push({ count, oldestKey, oldestTimestampSeconds })
      return `history-${double.historyRequests.length}`
    },
    async profilePictureUrl(jid) {
      double.profilePictureRequests.push(jid)
      return double.profilePictures.get(jid)
    },
    async groupSubject(groupJid) {
      double.groupSubjectRequests.push(groupJid)
      const subject = double.groupSubjects.get(groupJid)
      if (subject === undefined) throw new Error('item-not-found')
      return subject
    },
    async rejectCall(callId, callFrom) {
      double.rejectedCalls.push({ callId, callFrom })
    },
    ping() {
      double.pingCount++
      return double.pings === 'answer' ? Promise.resolve() : new Promise<void>(() => {})
    },
    async logout() {
      double.loggedOut = true
      double.end(disconnectError(DisconnectReason.loggedOut, 'Intentional Logout'))
    },
    end(error) {
      if (double.ended) return
      double.ended = true
      // Baileys reports its own end as a close, like any other.
      double.emit('connection.update', {
        connection: 'close',
        lastDisconnect: {
          error: error ?? disconnectError(DisconnectReason.connectionClosed),
          date: new Date(),
        },
      })
    },
  }
  return double
}

/** An opener that hands out doubles and keeps them, newest last. */
export function socketDoubles(): {
  open: OpenWhatsAppSocket
  opened: SocketDouble[]
  latest(): SocketDouble
} {
  const opened: SocketDouble[] = []
  return {
    opened,
    open: ({ auth: _auth, ...openedWith }) => {
      const double = createSocketDouble()
      double.openedWith = openedWith
      opened.push(double)
      return double
    },
    latest() {
      const double = opened.at(-1)
      if (!double) throw new Error('no socket was opened')
      return double
    },
  }
}
