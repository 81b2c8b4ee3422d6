import type { Caller } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { channelOfMessage } from './channel-of-message.ts'
import { emitMessage } from './message-events.ts'
import { messageViewsFor } from './message-privacy.ts'
import type { MessageView } from './message-view.ts'
import { findOwnMessage } from './own-message.ts'

/**
 * Deletes one of the caller's own messages: for everyone on the channel when it can, and in the
 * conversation, where it shows as deleted ('Essa mensagem foi apagada'). The body is kept on the
 * server for the record; the view marks it with `isDeleted`.
 */
export async function deleteMessage(
  kernel: Kernel,
  em: Em,
  caller: Caller,
  messageId: number,
): Promise<MessageView> {
  const { message, ticket } = await findOwnMessage(em, caller, messageId)
  if (!message.isDeleted) {
    const onChannel = await channelOfMessage(kernel, em, ticket, message)
    if (onChannel?.provider.delete) {
      try {
        await kernel.sessionCalls.delete(onChannel, onChannel.recipient, onChannel.externalId)
      } catch (error) {
        throw new AppError('ERR_DELETE_WAPP_MSG', { cause: error })
      }
    }
    message.isDeleted = true
    await em.flush()
  }
  const view = await emitMessage(kernel.realtime, em, kernel.storage, 'update', ticket, message)
  return (await messageViewsFor(em, caller, ticket, [view]))[0]!
}
