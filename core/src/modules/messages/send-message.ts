import type { OutboundMessage, SentReceipt } from '@atendo/plugin-api'
import { AppError, channelCapabilities, errorCatalogue } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { Connection, channelFor } from '../connections/index.ts'
import { Contact, recipientOf } from '../contacts/index.ts'
import { emitTicketUpdate, fillTicketVariables, type ITicket } from '../tickets/index.ts'
import { type Ack, type IMessage, Message } from './entities.ts'
import { mediaTypeOf } from './media-type.ts'
import { emitMessage, emitMessageDelete } from './message-events.ts'
import { signedBody } from './message-signature.ts'
import type { MessageView } from './message-view.ts'
import { assertReplyWindowOpen } from './reply-window.ts'

/** How an outbound message is sent and recorded. */
export interface SendOptions {
  /** The attendant who sends it; null or absent for messages the system sends (greetings, farewells). */
  userId?: number | null
  /** A private note: stored and shown to the team, never sent to the contact. */
  isPrivate?: boolean
  /** The message (of this contact's conversation) being replied to. */
  quotedMsgId?: number | null
  /** Sign with the attendant's name (`*Maria:*\n...`) when the company option sendSignMessage is enabled. */
  signature?: boolean
  /** Fill the message variables (`{{name}}`...) of a text or caption an attendant wrote (quick replies). */
  fillVariables?: boolean
  /** How the conversation shows the message where it differs from what the channel gets. */
  stored?: {
    /** Shown when the sent body is empty (a document's file name). */
    body?: string
    mediaType?: string | null
    /** The media storage key of the sent file. */
    mediaUrl?: string | null
    dataJson?: string | null
    isForwarded?: boolean
  }
}

/** Longest provider error kept on a failed message. */
const maxErrorLength = 500

function storedMediaType(message: OutboundMessage, options: SendOptions): string | null {
  if (options.stored?.mediaType !== undefined) return options.stored.mediaType
  switch (message.kind) {
    case 'media':
      return message.media ? mediaTypeOf(message.media.mimeType) : null
    case 'vcard':
      return 'contactMessage'
    case 'location':
      return 'locationMessage'
    case 'interactive':
      return 'interactiveMessage'
    default:
      return null
  }
}

async function quotedMessage(em: Em, ticket: ITicket, quotedMsgId: number): Promise<IMessage> {
  // Replies stay inside the contact's conversation (this ticket or their earlier ones); another
  // contact's message cannot be quoted. In groups the sender may be a participant's contact.
  const quoted = await em.findOne(Message, {
    id: quotedMsgId,
    $or: [{ ticketId: ticket.id }, { contactId: ticket.contactId }],
  })
  if (!quoted) {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'quotedMsg', message: 'is not a message of this conversation' }],
    })
  }
  return quoted
}

/** Where a non-private message goes: the ticket's connection, its provider and the contact's address. */
async function destinationOf(kernel: Kernel, em: Em, ticket: ITicket) {
  const connection = ticket.connectionId ? await em.findOne(Connection, { id: ticket.connectionId }) : null
  if (!connection) throw new AppError('ERR_NO_WAPP_FOUND', { message: 'The ticket has no connection' })
  const contact = await em.findOne(Contact, { id: ticket.contactId })
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND')
  const channel = channelFor(kernel, connection)
  await assertReplyWindowOpen(em, ticket, channelCapabilities(channel.provider))
  const recipient = await recipientOf(em, contact, connection.channel)
  // A recipient the channel cannot reach (a number with no WhatsApp account) is refused here, not
  // kept as a message that can never be delivered.
  if (channel.provider.checkRecipient) await kernel.sessionCalls.checkRecipient(channel, recipient)
  return { ...channel, recipient }
}

/**
 * The one path every outbound message takes. The message is stored first (fromMe, ack 0) together
 * with the ticket's last message, so it is never lost and shows at once; then, unless it is a
 * private note, the channel sends it and the message gets the channel's id and ack. When the
 * channel refuses, the message keeps the reason in `sendError` and the call fails with
 * ERR_SENDING_WAPP_MSG (502). Configuration problems (no connection, provider not loaded, contact
 * without an address), a closed reply window (ERR_REPLY_WINDOW_CLOSED) and a recipient the
 * channel says it cannot reach (ERR_WAPP_INVALID_CONTACT) are refused before anything is stored.
 *
 * `ticket` must be managed by `em` (loaded through it); its lastMessage changes in the same transaction.
 *
 * @example
 * await sendMessage(kernel, request.em, ticket, { kind: 'text', body: 'Olá' }, { userId: caller.userId })
 */
export async function sendMessage(
  kernel: Kernel,
  em: Em,
  ticket: ITicket,
  outbound: OutboundMessage,
  options: SendOptions = {},
): Promise<MessageView> {
  const isPrivate = options.isPrivate ?? false
  const destination = isPrivate ? undefined : await destinationOf(kernel, em, ticket)
  const quoted = options.quotedMsgId ? await quotedMessage(em, ticket, options.quotedMsgId) : undefined

  let body = outbound.body
  const signable = outbound.kind === 'text' || outbound.kind === 'media'
  if (options.fillVariables && signable) body = await fillTicketVariables(em, ticket, body, options.userId)
  if (options.signature && !isPrivate && options.userId && signable && body.trim() !== '') {
    body = await signedBody(em, ticket.companyId, options.userId, body)
  }
  const shownBody = body || options.stored?.body || ''

  const message = await em.transactional(async (tx) => {
    const created = tx.create(Message, {
      companyId: ticket.companyId,
      ticketId: ticket.id,
      contactId: ticket.contactId,
      connectionId: ticket.connectionId ?? null,
      queueId: ticket.queueId ?? null,
      userId: options.userId ?? null,
      fromMe: true,
      body: shownBody,
      ack: 0,
      mediaType: storedMediaType(outbound, options),
      mediaUrl: options.stored?.mediaUrl ?? null,
      dataJson: options.stored?.dataJson ?? null,
      isPrivate,
      isForwarded: options.stored?.isForwarded ?? outbound.forwarded ?? false,
      quotedMsgId: quoted?.id ?? null,
    })
    ticket.lastMessage = shownBody
    ticket.lastMessageAt = new Date()
    return created
  })
  const view = await readingTogether(em, async (reader) => {
    const created = await emitMessage(kernel.realtime, reader, kernel.storage, 'create', ticket, message)
    await emitTicketUpdate(kernel.realtime, reader, ticket)
    return created
  })
  if (!destination) return view

  let receipt: SentReceipt
  try {
    receipt = await kernel.sessionCalls.send(destination, destination.recipient, {
      ...outbound,
      body,
      quotedExternalId: quoted?.externalId ?? undefined,
      quotedBody: quoted?.externalId ? quoted.body : undefined,
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const refusal = channelRefusal(error)
    message.sendError = (refusal ? `${refusal.code}: ${reason}` : reason).slice(0, maxErrorLength) || 'failed'
    await em.flush()
    await emitMessage(kernel.realtime, em, kernel.storage, 'update', ticket, message)
    if (refusal) {
      throw new AppError(
        {
          code: refusal.code as `ERR_${string}`,
          status: refusal.statusCode,
          message: refusal.message,
          labels: {},
        },
        { cause: error, details: { ...refusal.details, messageId: message.id, channelRefused: true } },
      )
    }
    throw new AppError('ERR_SENDING_WAPP_MSG', { cause: error, details: { messageId: message.id } })
  }
  await recordReceipt(kernel, em, ticket, message, receipt)
  return readingTogether(em, (reader) =>
    emitMessage(kernel.realtime, reader, kernel.storage, 'update', ticket, message),
  )
}

/**
 * Runs the reads of an emit (the ticket's view: contact, connection, queue, user, tags...) in one
 * transaction when `em` is outside one. Outside a transaction each read of a company's
 * EntityManager is a transaction of its own (begin, the company's session settings, the query,
 * commit): a message sent by a job or a plugin paid about a hundred statements for its three
 * emits. The writes they follow have committed already, so the emits still tell only what is stored.
 */
function readingTogether<T>(em: Em, work: (reader: Em) => Promise<T>): Promise<T> {
  return em.isInTransaction() ? work(em) : em.transactional(work)
}

/**
 * Stores the channel's id and ack. Some channels echo our own sends back as inbound events; if
 * the echo was ingested before this point it holds the same channel id and is the same message,
 * so it gives way to ours.
 */
async function recordReceipt(
  kernel: Kernel,
  em: Em,
  ticket: ITicket,
  message: IMessage,
  receipt: SentReceipt,
): Promise<void> {
  const echoes = await em.find(Message, {
    connectionId: message.connectionId,
    externalId: receipt.externalId,
    id: { $ne: message.id },
  })
  for (const echo of echoes) em.remove(echo)
  message.externalId = receipt.externalId
  // An ack event may have raced ahead of this answer; acks only move forward.
  message.ack = Math.max(message.ack, receipt.ack) as Ack
  await em.flush()
  for (const echo of echoes) emitMessageDelete(kernel.realtime, ticket, echo.id)
}

/**
 * Whether a failed send had already stored its message: the channel refused it, so the message
 * (and any file it carries) stays, marked with `sendError`. Other failures stored nothing.
 */
export function storedBeforeFailing(error: unknown): boolean {
  return (
    error instanceof AppError &&
    (error.code === 'ERR_SENDING_WAPP_MSG' || error.details?.channelRefused === true)
  )
}

/**
 * A refusal the channel's plugin named with a code of its own (a closed Meta window, a revoked
 * token...): the attendant is told that code, in their language, rather than a generic failure.
 */
function channelRefusal(error: unknown): AppError | undefined {
  return error instanceof AppError && !(error.code in errorCatalogue) ? error : undefined
}

/**
 * Sends a plain text on a ticket (greetings, farewells, transfer notices...).
 *
 * @example
 * await sendTextMessage(kernel, em, ticket, 'Seu atendimento foi encerrado.', { userId: caller.userId })
 */
export function sendTextMessage(
  kernel: Kernel,
  em: Em,
  ticket: ITicket,
  body: string,
  options: SendOptions = {},
): Promise<MessageView> {
  return sendMessage(kernel, em, ticket, { kind: 'text', body }, options)
}
