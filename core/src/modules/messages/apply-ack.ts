import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { Ticket } from '../tickets/entities.ts'
import { type Ack, Message } from './entities.ts'
import { emitMessage } from './message-events.ts'
import type { MessageView } from './message-view.ts'

/**
 * A delivery receipt from the channel: the message (found by the channel's id on its connection)
 * moves to `ack` and the conversation hears it. Acks never go backwards: receipts arrive out of
 * order, and a late 'delivered' must not undo 'read'. The move is one conditional UPDATE, so two
 * receipts handled at once cannot undo each other either. Answers the updated view, or undefined
 * when the message is unknown or already that far.
 *
 * @example
 * await applyAck(kernel, db.forCompany(companyId), connection.id, event.externalId, event.ack)
 */
export async function applyAck(
  kernel: Kernel,
  em: Em,
  connectionId: number,
  externalId: string,
  ack: Ack,
): Promise<MessageView | undefined> {
  const message = await em.findOne(Message, { connectionId, externalId })
  if (!message) return undefined
  const moved = await em.nativeUpdate(
    Message,
    { id: message.id, ack: { $lt: ack } },
    { ack, updatedAt: new Date() },
  )
  if (moved === 0) return undefined
  await em.refresh(message)
  const ticket = await em.findOne(Ticket, { id: message.ticketId })
  if (!ticket) return undefined
  return emitMessage(kernel.realtime, em, kernel.storage, 'update', ticket, message)
}
