import type { Caller } from '@atendo/plugin-api'
import { AppError, channelCapabilities } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { emitTicketUpdate } from '../tickets/index.ts'
import { channelOfMessage } from './channel-of-message.ts'
import { Message } from './entities.ts'
import { emitMessage } from './message-events.ts'
import { messageViewsFor } from './message-privacy.ts'
import type { MessageView } from './message-view.ts'
import { findOwnMessage } from './own-message.ts'

/** How long after sending a message may be edited (inbox.md §9: 15 minutes). */
export const EDIT_WINDOW_MS = 900_000

/**
 * Edits one of the caller's own messages within 15 minutes (or the channel's own window, if
 * shorter). A sent message is edited on the channel first; a channel that cannot edit refuses,
 * since the contact would keep seeing the old text while the inbox showed the new one.
 */
export async function editMessage(
  kernel: Kernel,
  em: Em,
  caller: Caller,
  messageId: number,
  body: string,
  now = Date.now(),
): Promise<MessageView> {
  const text = body.trim()
  if (text === '') throw new AppError('ERR_VALIDATION', { fields: [{ field: 'body', message: 'is empty' }] })
  const { message, ticket } = await findOwnMessage(em, caller, messageId)
  if (message.isDeleted)
    throw new AppError('ERR_NO_PERMISSION', { message: 'A deleted message cannot be edited' })
  const age = now - message.createdAt.getTime()
  if (age > EDIT_WINDOW_MS) throw new AppError('ERR_EDIT_WINDOW_EXPIRED')

  const onChannel = await channelOfMessage(kernel, em, ticket, message)
  if (onChannel) {
    const { provider, recipient, externalId } = onChannel
    const { edit } = channelCapabilities(provider)
    if (!edit) {
      throw new AppError('ERR_NO_PERMISSION', { message: 'This channel cannot edit sent messages' })
    }
    if (age > edit.windowMs) throw new AppError('ERR_EDIT_WINDOW_EXPIRED')
    try {
      await kernel.sessionCalls.edit(onChannel, recipient, externalId, text)
    } catch (error) {
      throw new AppError('ERR_SENDING_WAPP_MSG', { message: 'Editing the message failed', cause: error })
    }
  }

  message.body = text
  message.isEdited = true
  // The lists show the last message: keep it in step when that is the one edited.
  const latest = await em.findOne(
    Message,
    { ticketId: ticket.id },
    { orderBy: { createdAt: 'desc', id: 'desc' }, fields: ['id'] },
  )
  const wasLatest = latest?.id === message.id
  if (wasLatest) ticket.lastMessage = text
  await em.flush()
  if (wasLatest) await emitTicketUpdate(kernel.realtime, em, ticket)
  const view = await emitMessage(kernel.realtime, em, kernel.storage, 'update', ticket, message)
  return (await messageViewsFor(em, caller, ticket, [view]))[0]!
}
