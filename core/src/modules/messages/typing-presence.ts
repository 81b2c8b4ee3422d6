import type { Caller, TypingState } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { Connection, channelFor } from '../connections/index.ts'
import { recipientOf } from '../contacts/index.ts'
import { assertChannelCan } from './channel-capability.ts'
import { findSendableTicket } from './sendable-ticket.ts'

/**
 * Shows the contact that the attendant is typing (or recording audio, or stopped), on a ticket the
 * caller may write in (the same rule as sending). Nothing is stored: presence is a courtesy the
 * channel lets lapse by itself.
 */
export async function showTyping(
  kernel: Kernel,
  em: Em,
  caller: Caller,
  ticketId: number,
  state: TypingState,
): Promise<void> {
  const { ticket, contact } = await findSendableTicket(em, caller, ticketId, kernel.clock)
  const connection = ticket.connectionId ? await em.findOne(Connection, { id: ticket.connectionId }) : null
  if (!connection) throw new AppError('ERR_NO_WAPP_FOUND', { message: 'The ticket has no connection' })
  const channel = channelFor(kernel, connection)
  assertChannelCan(channel.provider, 'typingPresence', 'typing', 'show typing')
  const recipient = await recipientOf(em, contact, connection.channel)
  try {
    await kernel.sessionCalls.typing(channel, recipient, state)
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('ERR_SENDING_WAPP_MSG', { message: 'Showing typing failed', cause: error })
  }
}
