import { setTimeout as sleep } from 'node:timers/promises'
import type { Caller, OutboundMessage } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { Contact } from '../contacts/index.ts'
import { findVisibleTicket } from '../tickets/index.ts'
import { type IMessage, Message } from './entities.ts'
import { copyStoredMedia } from './media-upload.ts'
import { messageViewsFor } from './message-privacy.ts'
import type { MessageView } from './message-view.ts'
import { type SendOptions, sendMessage, storedBeforeFailing } from './send-message.ts'
import { parseVCard } from './vcard.ts'
import { workingTicketFor } from './working-ticket.ts'

/** Pause between forwarded messages (inbox.md §9), so channels see a person, not a burst. */
export const FORWARD_PAUSE_MS = 900

const inlineMediaTypes = new Set(['image', 'video', 'audio', 'application'])

/** A file name worth keeping: a document's body is its file name when it was sent without a caption. */
const fileNamePattern = /^[^\n/\\]{1,200}\.[A-Za-z0-9]{1,10}$/

/** What to send again for a message, and how to store the copy. */
async function forwardedCopy(
  kernel: Kernel,
  companyId: number,
  message: IMessage,
): Promise<{ outbound: OutboundMessage; stored: SendOptions['stored'] }> {
  const { storage } = kernel
  const media =
    message.mediaUrl && storage.companyOf(message.mediaUrl) === companyId ? message.mediaUrl : null
  if (media && message.mediaType && inlineMediaTypes.has(message.mediaType)) {
    const named = fileNamePattern.test(message.body) ? message.body : undefined
    const copy = await copyStoredMedia(storage, companyId, media, named)
    const caption = named ? '' : message.body
    return {
      outbound: {
        kind: 'media',
        body: caption,
        media: { path: copy.path, fileName: copy.fileName, mimeType: copy.mimeType },
        forwarded: true,
      },
      stored: { mediaUrl: copy.key, mediaType: message.mediaType, body: copy.fileName, isForwarded: true },
    }
  }
  const vcard = message.mediaType === 'contactMessage' ? parseVCard(message.body) : undefined
  if (vcard) {
    return {
      outbound: { kind: 'vcard', body: message.body, vcard, forwarded: true },
      stored: { isForwarded: true },
    }
  }
  // Everything else travels as its readable text (locations carry their link, rich messages their text).
  return { outbound: { kind: 'text', body: message.body, forwarded: true }, stored: { isForwarded: true } }
}

/**
 * Forwards messages the caller can see to a contact's working ticket (opening one when the
 * contact has none), in their original order, pausing 900 ms between sends.
 */
export async function forwardMessages(
  kernel: Kernel,
  em: Em,
  caller: Caller,
  request: { messageIds: number[]; contactId: number; signMessage: boolean },
): Promise<MessageView[]> {
  const ids = [...new Set(request.messageIds)]
  const messages = await em.find(Message, { id: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } })
  if (messages.length !== ids.length) throw new AppError('ERR_NOT_FOUND', { message: 'Message not found' })
  for (const ticketId of new Set(messages.map((message) => message.ticketId))) {
    await findVisibleTicket(em, caller, { id: ticketId })
  }
  if (messages.some((message) => message.isDeleted)) {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'messageId', message: 'deleted messages cannot be forwarded' }],
    })
  }
  const contact = await em.findOne(Contact, { id: request.contactId })
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND')
  if (!contact.active) throw new AppError('ERR_CONTACT_BLOCKED')

  const sourceTicket = await findVisibleTicket(em, caller, { id: messages[0]!.ticketId })
  const ticket = await workingTicketFor(em, caller, contact, sourceTicket.connectionId ?? null)
  const sent: MessageView[] = []
  for (const [index, message] of messages.entries()) {
    if (index > 0) await sleep(FORWARD_PAUSE_MS)
    const { outbound, stored } = await forwardedCopy(kernel, caller.companyId, message)
    try {
      sent.push(
        await sendMessage(kernel, em, ticket, outbound, {
          userId: caller.userId,
          signature: request.signMessage,
          stored,
        }),
      )
    } catch (error) {
      if (stored?.mediaUrl && !storedBeforeFailing(error)) await kernel.storage.remove(stored.mediaUrl)
      throw error
    }
  }
  return messageViewsFor(em, caller, ticket, sent)
}
