import type { Caller } from '@atendo/plugin-api'
import { AppError, channelCapabilities } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { assertChannelCan } from './channel-capability.ts'
import { channelOfMessage } from './channel-of-message.ts'
import { type IMessage, Message } from './entities.ts'
import { emitMessage } from './message-events.ts'
import { messageViewsFor } from './message-privacy.ts'
import type { MessageView } from './message-view.ts'
import { assertReplyWindowOpen } from './reply-window.ts'
import { findSendableTicket } from './sendable-ticket.ts'

/**
 * The caller reacts to a message of a conversation they may write in (the same rule as sending),
 * on the channel first; an empty emoji takes our reaction back. Like the contact's reactions, ours
 * is a message of media type `reactionMessage` quoting the message; a new one replaces the earlier
 * (WhatsApp keeps one reaction per person). Answers the reaction, or null when it was taken back.
 */
export async function reactToMessage(
  kernel: Kernel,
  em: Em,
  caller: Caller,
  messageId: number,
  emoji: string,
): Promise<MessageView | null> {
  const target = await em.findOne(Message, { id: messageId })
  if (!target) throw new AppError('ERR_NOT_FOUND', { message: 'Message not found' })
  const { ticket } = await findSendableTicket(em, caller, target.ticketId, kernel.clock)
  if (target.mediaType === 'reactionMessage' || target.isDeleted) {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'messageId', message: 'a reaction or a deleted message cannot be reacted to' }],
    })
  }
  const onChannel = await channelOfMessage(kernel, em, ticket, target)
  if (!onChannel) {
    throw new AppError('ERR_VALIDATION', {
      fields: [
        { field: 'messageId', message: 'never reached the channel (a private note or a failed send)' },
      ],
    })
  }
  assertChannelCan(onChannel.provider, 'reactions', 'react', 'react to messages')
  await assertReplyWindowOpen(em, ticket, channelCapabilities(onChannel.provider))
  try {
    await kernel.sessionCalls.react(onChannel, onChannel.recipient, onChannel.externalId, emoji)
  } catch (error) {
    if (error instanceof AppError && error.code === 'ERR_WAPP_NOT_INITIALIZED') throw error
    throw new AppError('ERR_SENDING_WAPP_MSG', { message: 'Reacting to the message failed', cause: error })
  }

  const earlier = await em.find(Message, {
    ticketId: target.ticketId,
    quotedMsgId: target.id,
    mediaType: 'reactionMessage',
    fromMe: true,
    isDeleted: false,
  })
  for (const reaction of earlier) reaction.isDeleted = true
  let reaction: IMessage | undefined
  if (emoji !== '') {
    reaction = em.create(Message, {
      companyId: ticket.companyId,
      ticketId: ticket.id,
      contactId: ticket.contactId,
      connectionId: target.connectionId,
      queueId: ticket.queueId ?? null,
      userId: caller.userId,
      fromMe: true,
      body: emoji,
      mediaType: 'reactionMessage',
      ack: 1,
      quotedMsgId: target.id,
    })
  }
  await em.flush()
  for (const withdrawn of earlier) {
    await emitMessage(kernel.realtime, em, kernel.storage, 'update', ticket, withdrawn)
  }
  if (!reaction) return null
  const view = await emitMessage(kernel.realtime, em, kernel.storage, 'create', ticket, reaction)
  return (await messageViewsFor(em, caller, ticket, [view]))[0]!
}
