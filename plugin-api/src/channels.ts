import { createExtensionPoint } from './extension-points.ts'
import type { TranslatedLabels } from './ui.ts'

/**
 * The channel contract. A channel provider (WhatsApp on Baileys, Meta's Messenger and Instagram, the
 * built-in API channel...) implements `ChannelProvider`; core never knows which channel it talks
 * to. Providers hand what they receive to core through `InboundSink`, and core calls them to send.
 */

/**
 * What a provider's channel is like, beyond the methods it implements: facts no method can tell.
 *
 * @example
 * const traits: ChannelTraits = { editWindowMs: 15 * 60_000, groups: true, pairing: 'qrcode-and-code', interactive: false }
 */
export interface ChannelTraits {
  /** How long after sending a message `edit` may change it (ms); without it, no limit. */
  editWindowMs?: number
  /** Replies are allowed only this long after the contact's last message (Meta's 24-hour window). */
  replyWindowMs?: number
  groups: boolean
  /** Pairing by QR code / phone-number code; false for channels that need none (webhooks, tokens). */
  pairing: false | 'qrcode' | 'qrcode-and-code'
  /** Lists and buttons are delivered as such (otherwise core sends them as numbered text). */
  interactive: boolean
}

/**
 * What a provider can do, as core and the inbox see it: derived by `channelCapabilities` from the
 * methods the provider implements and its traits, so the two can never disagree.
 *
 * @example
 * const { reactions, edit } = channelCapabilities(provider)
 * if (edit && Date.now() - sentAt.getTime() <= edit.windowMs) ...
 */
export interface ChannelCapabilities {
  /** Sent messages can be edited (`edit`), and for how long, in ms. */
  edit: false | { windowMs: number }
  /** Sent messages can be deleted for everyone (`delete`). */
  deleteForEveryone: boolean
  /** `react` */
  reactions: boolean
  /** `markRead` */
  readReceipts: boolean
  /** `typing` */
  typingPresence: boolean
  replyWindowMs?: number
  groups: boolean
  pairing: false | 'qrcode' | 'qrcode-and-code'
  interactive: boolean
}

/**
 * A provider's capabilities, from the methods it implements and its `traits`: a provider offers
 * reactions by implementing `react`, edits by implementing `edit` (within `traits.editWindowMs`),
 * and so on.
 *
 * @example
 * channelCapabilities({ ...apiChannel, react: async () => {} }).reactions // true
 */
export function channelCapabilities(provider: ChannelProvider): ChannelCapabilities {
  const { traits } = provider
  return {
    edit: provider.edit ? { windowMs: traits.editWindowMs ?? Number.POSITIVE_INFINITY } : false,
    deleteForEveryone: typeof provider.delete === 'function',
    reactions: typeof provider.react === 'function',
    readReceipts: typeof provider.markRead === 'function',
    typingPresence: typeof provider.typing === 'function',
    ...(traits.replyWindowMs !== undefined ? { replyWindowMs: traits.replyWindowMs } : {}),
    groups: traits.groups,
    pairing: traits.pairing,
    interactive: traits.interactive,
  }
}

/**
 * The connection a provider acts for (a row of the connections table, as providers see it).
 *
 * @example
 * async connect(connection: ChannelConnection, sink: InboundSink) {
 *   const token = connection.token ?? String(connection.options.accessToken ?? '')
 *   await sink.connectionStatus(connection, token ? 'CONNECTED' : 'DISCONNECTED')
 * }
 */
export interface ChannelConnection {
  id: number
  companyId: number
  name: string
  channel: string
  provider: string
  number: string | null
  token: string | null
  webhookUrl: string | null
  webhookSecret: string | null
  options: Record<string, unknown>
}

/**
 * Where an outbound message goes: a contact (by the channel's id for them) or a group.
 *
 * @example
 * const to: ChannelRecipient = { address: '5511999990000', isGroup: false }
 */
export interface ChannelRecipient {
  /** The channel's address: a phone number, a jid, a page-scoped id... */
  address: string
  isGroup: boolean
}

/**
 * A stored media file handed to a provider to send.
 *
 * @example
 * if (message.media) await upload(createReadStream(message.media.path), message.media.mimeType)
 */
export interface OutboundMedia {
  /** Absolute path on the media storage. */
  path: string
  fileName: string
  mimeType: string
  /** Send as a recorded voice note (audio only). */
  voiceNote?: boolean
}

/**
 * One message to send. `kind` decides which optional fields matter.
 *
 * @example
 * const reply: OutboundMessage = { kind: 'text', body: 'Olá! Como posso ajudar?', quotedExternalId: 'ABC123' }
 */
export interface OutboundMessage {
  kind: 'text' | 'media' | 'location' | 'vcard' | 'interactive'
  body: string
  media?: OutboundMedia
  /** The channel's id of the message being replied to. */
  quotedExternalId?: string
  /**
   * The replied-to message's text as the conversation shows it (its caption, a file's name...),
   * for channels that repeat the quoted content in the reply (WhatsApp) and have no copy of it.
   */
  quotedBody?: string
  location?: { latitude: number; longitude: number; name?: string; address?: string }
  vcard?: { name: string; number: string }
  /**
   * Lists, buttons and PIX: the spec's payload, passed as is; `kind` tells which. `list`:
   * `{ title, text, buttonText, footer, sections: [{ title, rows: [{ title, description, rowId }] }] }`;
   * `buttons` (2.3.0, the chatbot's button menus): `{ text, buttons: [{ id, title }] }`; `copy`,
   * `call`, `url` and `pix` as the inbox sends them. `body` is always the readable text, for a
   * provider to send where its channel cannot show the payload (too many buttons, an unknown kind).
   */
  interactive?: Record<string, unknown>
  /** Forwarded from another conversation. */
  forwarded?: boolean
}

/**
 * What a contact sees the attendant doing in a chat: typing, recording audio, or neither.
 *
 * @example
 * await provider.typing?.(connection, to, 'composing')
 */
export type TypingState = 'composing' | 'recording' | 'paused'

/**
 * The channel's receipt for a sent message: its id there (acks and edits refer to it) and the
 * first ack (inbox.md §3: 0 pending, 1 sent, 2 delivered, 3 and 4 read, 5 done).
 *
 * @example
 * return { externalId: answer.messageId, ack: 1 } satisfies SentReceipt
 */
export interface SentReceipt {
  externalId: string
  ack: 0 | 1 | 2 | 3 | 4 | 5
}

/**
 * A message to send, as `send` receives it.
 *
 * @example
 * await provider.send({ connection, to: { address: '5511999990000', isGroup: false }, message: { kind: 'text', body: 'Olá' } })
 */
export interface SendRequest {
  connection: ChannelConnection
  to: ChannelRecipient
  message: OutboundMessage
}

/**
 * A sent message of a chat, named by the channel's id for it (edits, deletions, reactions).
 *
 * @example
 * const target: MessageTarget = { connection, to, externalId: 'wamid.1' }
 */
export interface MessageTarget {
  connection: ChannelConnection
  to: ChannelRecipient
  externalId: string
}

/**
 * A chat of a connection (recipient checks, read receipts, typing).
 *
 * @example
 * await provider.checkRecipient?.({ connection, to })
 */
export interface ChatTarget {
  connection: ChannelConnection
  to: ChannelRecipient
}

/**
 * One credential or account field a provider asks for when an admin creates a connection by hand
 * (a page id and its access token, a phone number id...). Core accepts it under the connection's
 * `credentials`, checks it against this declaration and keeps it in the connection's options
 * (`options.credentials`), where the provider reads it. A `secret` field is never shown back,
 * not even to admins; the others are shown to those who manage connections.
 *
 * @example
 * const accessToken: ChannelCredentialField = {
 *   key: 'accessToken', label: 'Access token', labels: { pt: 'Token de acesso' }, required: true, secret: true, maxLength: 1000,
 * }
 */
export interface ChannelCredentialField {
  /** camelCase key in `credentials`. */
  key: string
  label: string
  labels: TranslatedLabels
  required: boolean
  secret: boolean
  maxLength: number
}

/**
 * The credentials a connection is being saved with, for the provider to test (n8n's credential
 * test: a wrong token is found when it is saved, not at first use).
 *
 * @example
 * async check({ credentials }) {
 *   const page = await graph.get(`/${credentials.pageId}`, credentials.accessToken)
 *   return { number: page.name }
 * }
 */
export interface ChannelCredentialCheck {
  companyId: number
  /** The connection being changed; undefined while it is being created. */
  connectionId?: number
  /** Every declared field's value (stored values for fields the request left out). */
  credentials: Record<string, string>
}

/**
 * How a provider's connections are set up by hand: the fields the form asks for, and the test
 * run before the connection is saved (throw an AppError saying what is wrong; answer the account's
 * shown number or name for the connection's `number` column, and, when the test found values of
 * declared fields the admin left empty, the credentials to keep instead).
 *
 * @example
 * credentials: { fields: [pageId, accessToken], check: async ({ credentials }) => ({ number: credentials.pageId }) }
 */
export interface ChannelCredentials {
  fields: ChannelCredentialField[]
  check?(request: ChannelCredentialCheck): Promise<{ number?: string; credentials?: Record<string, string> }>
}

/**
 * A channel provider: a small object with a static identity and a few narrow async methods.
 *
 * @example
 * const apiChannel: ChannelProvider = {
 *   id: 'api', channel: 'api', traits: { groups: false, pairing: false, interactive: false },
 *   async connect(connection, sink) { sink.connectionStatus(connection, 'CONNECTED') },
 *   async send({ connection, to, message }) { return { externalId: '...', ack: 1 } },
 *   ...
 * }
 * extensions.provide(channelProviders, apiChannel)
 */
export interface ChannelProvider {
  /** Unique provider id, stored on connections (`baileys`, `meta`, `api`). */
  id: string
  /** The channel this provider serves. */
  channel: 'whatsapp' | 'whatsappapi' | 'facebook' | 'instagram' | 'api'
  /** What the channel is like beyond its methods; its capabilities come from both (`channelCapabilities`). */
  traits: ChannelTraits
  /**
   * Fields an admin gives to create a connection of this provider by hand (account ids, tokens),
   * and their test. Without it, a connection takes no credentials.
   */
  credentials?: ChannelCredentials
  /** Starts (or resumes) the session; status changes and inbound events go to `sink`. */
  connect(connection: ChannelConnection, sink: InboundSink): Promise<void>
  /** Closes the session in this process (shutdown, another worker taking over); it stays paired. */
  disconnect(connection: ChannelConnection): Promise<void>
  /**
   * Unlinks the session from the account and forgets its keys, so the next `connect` pairs afresh
   * (a new QR code). For "disconnect" and "new QR" on the connections page; `disconnect` alone
   * must not do this, or every restart would unpair every phone.
   */
  logout?(connection: ChannelConnection): Promise<void>
  /**
   * True when this process runs the connection's live session. A provider whose sessions live in
   * one process at a time (a socket, e.g. WhatsApp) implements it, and core then relays `send`,
   * `checkRecipient`, `edit`, `delete`, `react`, `markRead`, `typing` and `restart` to the process that answers true (over Redis, when
   * scaled out). Without it, core calls the provider in whichever process handles the request,
   * which is right for webhook channels (the API channel, Meta). Must be quick and synchronous:
   * every process asks it for every relayed call.
   *
   * @example
   * holdsSession: (connection) => sockets.has(connection.id),
   */
  holdsSession?(connection: ChannelConnection): boolean
  /**
   * Restarts the live session where it runs: the connection is closed and opened again with the
   * same credentials (the device stays paired) and the connection's current options. Core relays it
   * to the process holding the session, like `send`; it fails with ERR_WAPP_NOT_INITIALIZED when
   * this process does not hold it, and core then disconnects and connects the session itself.
   *
   * @example
   * async restart(connection) { await sessions.get(connection.id)?.reopen(connection) }
   */
  restart?(connection: ChannelConnection): Promise<void>
  /**
   * Of these connections, the ids whose session some process runs right now (e.g. a live lease).
   * Core's sweeper marks the others DISCONNECTED when they still claim a live status, so a
   * connection whose holder died without a successor does not show CONNECTED forever.
   *
   * @example
   * async runningSessions(connections) {
   *   return new Set(await leases.live(connections.map((connection) => connection.id)))
   * }
   */
  runningSessions?(connections: ChannelConnection[]): Promise<Set<number>>
  /**
   * Checks, before core stores an outbound message, that the recipient can receive it on this
   * channel, so a message that can never be delivered is refused rather than kept as "not sent":
   * ERR_WAPP_INVALID_CONTACT when the address has no account, ERR_WAPP_CHECK_CONTACT when the
   * channel could not be asked. Relayed to the session's process like `send`; a provider should
   * keep the answer, as it is asked before every message.
   *
   * @example
   * async checkRecipient({ connection, to }) {
   *   if (!(await directory.hasAccount(connection, to.address))) throw new AppError('ERR_WAPP_INVALID_CONTACT')
   * }
   */
  checkRecipient?(request: ChatTarget): Promise<void>
  /**
   * Sends one message; answers the channel's id for it and the first ack.
   *
   * @example
   * async send({ connection, to, message }) {
   *   const answer = await api.post(connection, { to: to.address, text: message.body })
   *   return { externalId: answer.id, ack: 1 }
   * }
   */
  send(request: SendRequest): Promise<SentReceipt>
  /**
   * Changes the text of a sent message; implementing it offers editing (within `traits.editWindowMs`).
   *
   * @example
   * async edit({ connection, to, externalId, body }) { await api.edit(connection, externalId, body) }
   */
  edit?(request: MessageTarget & { body: string }): Promise<void>
  /**
   * Deletes a sent message for everyone; implementing it offers "delete for everyone".
   *
   * @example
   * async delete({ connection, externalId }) { await api.remove(connection, externalId) }
   */
  delete?(request: MessageTarget): Promise<void>
  /**
   * Reacts to a message of the chat with an emoji; an empty emoji takes our reaction back.
   * Implementing it offers reactions.
   *
   * @example
   * async react({ to, externalId, emoji }) {
   *   await socket.sendMessage(to.address, { react: { text: emoji, key: { id: externalId } } })
   * }
   */
  react?(request: MessageTarget & { emoji: string }): Promise<void>
  /**
   * Tells the contact their messages were read; implementing it offers read receipts.
   *
   * @example
   * async markRead({ connection, to, externalIds }) { await api.read(connection, to.address, externalIds) }
   */
  markRead?(request: ChatTarget & { externalIds: string[] }): Promise<void>
  /**
   * Shows the contact that the attendant is typing (`composing`), recording audio (`recording`),
   * or stopped (`paused`). Implementing it offers typing presence; a courtesy, so a provider may
   * let it lapse on its own after a few seconds.
   *
   * @example
   * async typing({ to, state }) { await socket.sendPresenceUpdate(state, jidOf(to)) }
   */
  typing?(request: ChatTarget & { state: TypingState }): Promise<void>
}

/**
 * The sender of an inbound message as the channel identifies them. Core resolves every identity
 * given to one contact, so one person with several ids stays one contact.
 *
 * @example
 * const from: InboundContact = {
 *   identities: [{ kind: 'phone', value: '5511999990000' }, { kind: 'lid', value: '1234@lid' }],
 *   name: 'Maria',
 * }
 */
export interface InboundContact {
  /** Identities of the person: e.g. `{ kind: 'phone', value: '5511999990000' }` and `{ kind: 'lid', value: '1234@lid' }`. */
  identities: { kind: 'phone' | 'lid' | 'psid' | 'igsid' | 'api' | 'group'; value: string }[]
  name?: string
  pictureUrl?: string
}

/**
 * A message received from (or sent from the phone to) a contact.
 *
 * @example
 * await sink.receive(connection, {
 *   kind: 'message',
 *   message: { externalId: 'wamid.1', contact: from, fromMe: false, body: 'Oi', timestamp: new Date().toISOString() },
 * })
 */
export interface InboundMessage {
  externalId: string
  /** The conversation: the contact, or the group with `participant` as the sender. */
  contact: InboundContact
  group?: { id: string; name?: string }
  participant?: InboundContact
  fromMe: boolean
  body: string
  mediaType?: string
  /** Media already stored through core's storage (relative public path). */
  mediaUrl?: string
  quotedExternalId?: string
  /** Extra structured data (polls, lists, locations, ads, PIX...) as JSON. */
  data?: Record<string, unknown>
  /**
   * The id of the list row or reply button the contact chose (an answer to an interactive
   * message): the id the row or button was sent with (`OutboundMessage.interactive`). Core's
   * chatbot sends its menus with ids `menu:<number>` (`menu:#` to go back) and reads the choice
   * from here rather than from the body, which holds the row's title. Stored in the message's
   * `dataJson` as `choiceId`. (2.3.0)
   */
  choiceId?: string
  timestamp: string
  /**
   * Brought in by a history import, not received live: a ticket it opens goes to the connection's
   * `queueIdImportMessages`, and inbound steps (greetings, chatbots) can leave it alone.
   */
  imported?: boolean
}

/**
 * Events a provider hands to core. Every one is idempotent on the channel's ids: delivering the
 * same event again is recorded once.
 *
 * @example
 * await sink.receive(connection, { kind: 'ack', externalId: 'wamid.1', ack: 3, timestamp })
 * await sink.receive(connection, { kind: 'delete', externalId: 'wamid.2', timestamp })
 */
export type InboundEvent =
  | { kind: 'message'; message: InboundMessage }
  | { kind: 'edit'; externalId: string; body: string; timestamp: string }
  | { kind: 'delete'; externalId: string; timestamp: string }
  | { kind: 'reaction'; externalId: string; emoji: string; from: InboundContact; timestamp: string }
  | { kind: 'ack'; externalId: string; ack: 0 | 1 | 2 | 3 | 4 | 5; timestamp: string }
  /**
   * A receipt naming no message but a time (Messenger's `watermark`): every message sent on this
   * connection to `contact` at or before `until` reached `ack` (2 delivered, 3 read).
   */
  | { kind: 'ack-until'; contact: InboundContact; ack: 2 | 3; until: string; timestamp: string }
  /** The channel gave up delivering one of our messages after accepting it: it shows as not sent. */
  | { kind: 'send-failed'; externalId: string; reason: string; timestamp: string }
  | { kind: 'contact-update'; contact: InboundContact }

/**
 * The connection statuses a provider reports (administration.md §4); the back office shows a
 * button per status and the QR or pairing code while it is `qrcode` or `PAIRING`.
 *
 * @example
 * await sink.connectionStatus(connection, 'qrcode', { qrcode: qr })
 */
export type ChannelStatus = 'OPENING' | 'qrcode' | 'PAIRING' | 'CONNECTED' | 'DISCONNECTED' | 'TIMEOUT'

/**
 * What core gives a provider to report into. `receive` returns once the event is durably
 * recorded (so a provider may acknowledge it to the channel); processing happens on the inbound queue.
 *
 * @example
 * const { duplicate } = await sink.receive(connection, { kind: 'message', message })
 * if (!duplicate) log.debug('new message recorded')
 */
export interface InboundSink {
  receive(connection: ChannelConnection, event: InboundEvent): Promise<{ duplicate: boolean }>
  connectionStatus(
    connection: ChannelConnection,
    status: ChannelStatus,
    details?: { qrcode?: string; number?: string },
  ): Promise<void>
}

/**
 * The extension point channel plugins add their provider to.
 *
 * @example
 * extensions.provide(channelProviders, whatsappProvider)
 */
export const channelProviders = createExtensionPoint<ChannelProvider>('core.channel-providers')

/**
 * One step of inbound processing a plugin adds after core's (chatbots, flows, AI agents...).
 *
 * @example
 * const step: InboundStep = {
 *   id: 'survey.answer',
 *   async run(message) {
 *     if (message.fromMe || message.imported) return
 *     await recordAnswer(message.companyId, message.ticketId, message.messageId)
 *   },
 * }
 */
export interface InboundStep {
  /** Kebab-case, `'<pluginId>.<name>'`. */
  id: string
  /** Runs for each stored inbound message, in registration order; failures are logged, not retried. */
  run(context: {
    companyId: number
    connectionId: number
    ticketId: number
    contactId: number
    messageId: number
    fromMe: boolean
    isNewTicket: boolean
    /** A message of a history import: automation that answers contacts should skip it. */
    imported: boolean
  }): Promise<void>
}

/**
 * The extension point for automation that reacts to inbound messages.
 *
 * @example
 * extensions.provide(inboundSteps, { id: 'chatbot.menu', run: async (message) => { ... } })
 */
export const inboundSteps = createExtensionPoint<InboundStep>('core.inbound-steps')
