import type { Readable } from 'node:stream'
import type {
  AnyMessageContent,
  AuthenticationState,
  BaileysEventMap,
  MiscMessageGenerationOptions,
  proto,
  WAMessage,
  WAMessageKey,
  WAPresence,
} from 'baileys'

/** The Baileys events the channel listens to, with Baileys' own payload types. */
export type WhatsAppEvents = Pick<
  BaileysEventMap,
  | 'connection.update'
  | 'creds.update'
  | 'messages.upsert'
  | 'messages.update'
  | 'messages.delete'
  | 'messages.reaction'
  | 'contacts.upsert'
  | 'contacts.update'
  | 'chats.upsert'
  | 'chats.update'
  | 'messaging-history.set'
  | 'messaging-history.status'
  | 'call'
  | 'lid-mapping.update'
  | 'groups.update'
>

export type WhatsAppEventName = keyof WhatsAppEvents

/**
 * The thin slice of a Baileys socket the channel uses: its event surface and the calls it makes.
 * WhatsApp's servers are one adapter away (socket/baileys-socket.ts); tests and the benchmark drive
 * the channel with a double of this same surface (testing/socket-double.ts).
 */
export interface WhatsAppSocketPort {
  on<Event extends WhatsAppEventName>(event: Event, listener: (payload: WhatsAppEvents[Event]) => void): void
  /** The logged-in account, once paired. */
  readonly user: { id: string; lid?: string; name?: string } | undefined
  sendMessage(
    jid: string,
    content: AnyMessageContent,
    options?: MiscMessageGenerationOptions,
  ): Promise<WAMessage | undefined>
  readMessages(keys: WAMessageKey[]): Promise<void>
  sendPresenceUpdate(type: WAPresence, jid?: string): Promise<void>
  /** Pairing by phone number: the 8-character code the user types on the phone. */
  requestPairingCode(phoneNumber: string): Promise<string>
  /** Asks the phone to upload a media file again (its copy on WhatsApp's servers expired). */
  updateMediaMessage(message: WAMessage): Promise<WAMessage>
  /**
   * Downloads and decrypts a message's media as a stream (never whole in memory): a file's size is
   * known only as it comes, and a stream can be cut at the limit.
   */
  downloadMedia(message: WAMessage): Promise<Readable>
  /** Asks the phone for `count` messages of a chat older than `oldestKey`; they arrive as 'messaging-history.set'. */
  fetchMessageHistory(count: number, oldestKey: WAMessageKey, oldestTimestampSeconds: number): Promise<string>
  /** The URL of a contact's profile picture; undefined when they have none or hide it from us. */
  profilePictureUrl(jid: string): Promise<string | undefined>
  /** A group's name (its subject), asked from WhatsApp. */
  groupSubject(groupJid: string): Promise<string | undefined>
  /** Declines an incoming call (the caller's phone stops ringing); `callFrom` is the caller's jid. */
  rejectCall(callId: string, callFrom: string): Promise<void>
  /**
   * Which WhatsApp accounts these phone numbers (digits, country code first) have, as Baileys'
   * `onWhatsApp` answers: one entry per account found, with the jid WhatsApp knows it by (a
   * Brazilian mobile registered before the ninth digit answers with its 12-digit jid); numbers not
   * on WhatsApp are left out. Undefined when WhatsApp gave no answer.
   */
  onWhatsApp(...phoneNumbers: string[]): Promise<{ jid: string; exists: boolean }[] | undefined>
  /**
   * Stops reading from WhatsApp (back-pressure): what it has not delivered stays on its servers,
   * unacknowledged, and comes once reading resumes or on the next connection. Events already read
   * may still arrive.
   */
  pauseReading(): void
  /** Reads from WhatsApp again after `pauseReading`. */
  resumeReading(): void
  /** A round trip to WhatsApp's servers; rejects when none comes back within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>
  logout(): Promise<void>
  /** Closes the socket without logging out. */
  end(error?: Error): void
}

/** What a socket is opened with. */
export interface OpenSocketOptions {
  auth: AuthenticationState
  connectionId: number
  /**
   * Ask the phone for its whole history when it pairs (the connection imports old messages);
   * otherwise only the recent history WhatsApp always sends.
   */
  fullHistory?: boolean
  /** The content of a message we sent, for a recipient that asks for it again (retry receipts). */
  getMessage?: (key: WAMessageKey) => Promise<proto.IMessage | undefined>
}

/** Opens a socket for a session's auth state. */
export type OpenWhatsAppSocket = (options: OpenSocketOptions) => WhatsAppSocketPort
