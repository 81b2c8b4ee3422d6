import type { Caller } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { findVisibleTicket, type ITicket } from '../tickets/index.ts'
import { type IMessage, Message } from './entities.ts'

/** A message the caller sent, on a ticket they can see (only those can be edited or deleted, inbox.md §5). */
export async function findOwnMessage(
  em: Em,
  caller: Caller,
  messageId: number,
): Promise<{ message: IMessage; ticket: ITicket }> {
  const message = await em.findOne(Message, { id: messageId })
  if (!message) throw new AppError('ERR_NOT_FOUND', { message: 'Message not found' })
  const ticket = await findVisibleTicket(em, caller, { id: message.ticketId })
  if (!message.fromMe || message.userId !== caller.userId) {
    throw new AppError('ERR_NO_PERMISSION', { message: 'Only your own messages can be changed' })
  }
  return { message, ticket }
}
