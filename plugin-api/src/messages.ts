import type { StoredMedia } from './storage.ts'
import type { TranscriptionAudio } from './transcription.ts'

/**
 * A stored message as the messages service answers it.
 *
 * @example
 * const [first] = await messages.listByTicket(companyId, ticketId)
 * first?.fromMe // false: the contact wrote first
 */
export interface MessageRecord {
  id: number
  ticketId: number
  contactId: number | null
  connectionId: number | null
  /** The channel's id of the message (unique per connection). */
  externalId: string | null
  fromMe: boolean
  body: string
  mediaType: string | null
  /** 0 pending, 1 sent, 2 delivered, 3 and 4 read, 5 done (inbox.md §3). */
  ack: number
  isDeleted: boolean
  createdAt: Date
}

/**
 * A message to a phone number on one connection, which may start the conversation: what
 * `messages.sendToNumber` takes.
 *
 * @example
 * const request: NumberMessage = { companyId, connectionId: 3, number: '+55 11 98888-7777', body: 'Olá!' }
 */
export interface NumberMessage {
  companyId: number
  /** The connection to send through (of `companyId`); its channel must be able to start a conversation. */
  connectionId: number
  /** A phone number in any usual form; it is checked and stored canonically. */
  number: string
  /** The text, or the caption of the first file. */
  body: string
  /**
   * Files to send, saved beforehand with `storage.save(companyId, ...)`; each goes as one message.
   * Core owns them from here: a file that could not be sent is removed.
   */
  media?: StoredMedia[]
  /** The attendant the ticket is given to (opened under them) and who signs the message. */
  userId?: number | null
  /** The queue the ticket is put in. */
  queueId?: number | null
  /** Sign with the attendant's name when the company option sendSignMessage is enabled. */
  signature?: boolean
  /** Close the ticket once sent. */
  closeTicket?: boolean
}

/**
 * What `messages.sendToNumber` did: the contact (found or created), its ticket, and the messages
 * sent, in order.
 *
 * @example
 * const { ticketId, messages } = await messages.sendToNumber(request)
 */
export interface SentToNumber {
  contactId: number
  /** True when the contact was created by this call. */
  contactCreated: boolean
  ticketId: number
  ticketStatus: string
  messages: MessageRecord[]
}

/**
 * Core's messages, for plugins: read-only, scoped to the company asked for. Messages are written by
 * core (inbound through `InboundSink`, outbound through the inbox and `reply`).
 *
 * @example
 * const stored = await messages.findByExternalIds(companyId, connectionId, ['wamid.1', 'wamid.2'])
 */
export interface MessagesApi {
  /** One message of the company, or undefined. */
  find(companyId: number, messageId: number): Promise<MessageRecord | undefined>
  /**
   * A ticket's messages, oldest first (at most `limit`, default 1000): the first ones, or with
   * `last` the latest ones (still answered oldest first), e.g. the recent conversation an AI reads.
   *
   * @example
   * const history = await messages.listByTicket(companyId, ticketId, { limit: 50 })
   * const recent = await messages.listByTicket(companyId, ticketId, { limit: 10, last: true })
   */
  listByTicket(
    companyId: number,
    ticketId: number,
    options?: { limit?: number; last?: boolean },
  ): Promise<MessageRecord[]>
  /**
   * The file of a received audio message of the company, in the shape transcription providers
   * take (`TranscriptionAudio`), so a plugin can have it transcribed (`transcriptionProviders`)
   * before acting on it. Undefined when the message is not the company's, is not a received audio,
   * is only a link to the channel's copy, or its file is no longer stored.
   *
   * @example
   * const audio = await messages.receivedAudio(companyId, message.id)
   * const [provider] = extensions.get(transcriptionProviders)
   * if (audio && provider) text = (await provider.transcribe({ companyId, audio, signal })).text
   */
  receivedAudio(companyId: number, messageId: number): Promise<TranscriptionAudio | undefined>
  /** The messages of a connection with these channel ids (those not stored yet are absent). */
  findByExternalIds(companyId: number, connectionId: number, externalIds: string[]): Promise<MessageRecord[]>
  /**
   * Sends a text and/or files to a phone number through one connection, the way an attendant
   * would: finds the contact by the number in any of its forms (or creates it, named after the
   * number), finds the contact's working ticket on that connection (or opens one), sends through
   * core's one outbound path (stored first, then handed to the channel), and closes the ticket
   * when asked. Refusals: ERR_NO_WAPP_FOUND (no such connection in the company), ERR_VALIDATION
   * (a number that is not one, a user or queue of another company, nothing to send),
   * ERR_CONTACT_BLOCKED, ERR_WAPP_INVALID_CONTACT (the channel says the number cannot be reached),
   * ERR_REPLY_WINDOW_CLOSED (a channel that cannot start conversations), ERR_SENDING_WAPP_MSG
   * (the channel failed; the message stays, marked).
   *
   * @example
   * const sent = await messages.sendToNumber({ companyId, connectionId, number: '5511988887777', body: 'Seu pedido saiu' })
   */
  sendToNumber(request: NumberMessage): Promise<SentToNumber>
  /**
   * Sends on a ticket through core's one outbound path: stored on the ticket (the conversation and
   * the live events show it), then sent through the ticket's connection's channel. A media file is
   * copied for the message, so the plugin may later remove its own. Fails as the inbox's send does:
   * ERR_WAPP_INVALID_CONTACT (the channel says the recipient has no account), ERR_SENDING_WAPP_MSG
   * (the channel refused; the message stays, marked not sent), ERR_WAPP_NOT_INITIALIZED...
   *
   * @example
   * const sent = await messages.send(companyId, ticket.id, { text: 'Olá, Maria!' })
   */
  send(companyId: number, ticketId: number, content: OutgoingContent): Promise<MessageRecord>
  /**
   * Sends to a contact straight through a connection's channel, with no ticket: nothing is stored
   * (bulk sends, notifications). The recipient is checked first when the channel can tell
   * (`checkRecipient`). Fails with ERR_WAPP_INVALID_CONTACT when the recipient cannot receive,
   * ERR_WAPP_NOT_INITIALIZED when the connection is not running, ERR_SENDING_WAPP_MSG (with the
   * channel's reason as `message`) when the channel refused; ERR_NO_WAPP_FOUND or
   * ERR_NO_CONTACT_FOUND for ids that are not the company's.
   *
   * @example
   * const contact = await contacts.resolveNumber(companyId, { connectionId, number: '5511988887777' })
   * const { externalId } = await messages.sendDirect(companyId, { connectionId, contactId: contact.id, content: { text: 'Olá' } })
   */
  sendDirect(
    companyId: number,
    request: { connectionId: number; contactId: number; content: OutgoingContent },
  ): Promise<{ externalId: string }>
}

/**
 * What a plugin sends: a text, or a media file of the company's storage with the text as caption.
 *
 * @example
 * const content: OutgoingContent = { text: 'Nosso catálogo', media: { key: stored.key, fileName: 'catalogo.pdf', mimeType: 'application/pdf' } }
 */
export interface OutgoingContent {
  text: string
  /** A file the plugin stored with `storage.save` for the same company. */
  media?: { key: string; fileName: string; mimeType: string }
}
