import type { InboundMessage } from '@atendo/plugin-api'
import {
  botHasNothingToDo,
  enqueueChatbotTurn,
  recordChatbotInput,
  type TicketBotOutlook,
} from '../../chatbot/index.ts'
import type { OpenedTicket } from '../../tickets/index.ts'
import type { InboundContext } from '../inbound-context.ts'
import type { Conversation } from './resolve-conversation.ts'
import type { StoredMessage } from './store-message.ts'

/**
 * Step 4b: a live message of a person on a waiting ticket is left for the queue chatbot, with the
 * bot's turn (a durable job, chatbot-jobs.ts), in this transaction, so it is answered even if the
 * process dies right after the commit. The turn runs on its own job once the event is committed:
 * the pipeline never waits for it. Our own messages, history imports, groups and tickets an attendant works on are not its
 * business, nor are tickets the bot provably has nothing to say or do on (bot-has-nothing-to-do.ts):
 * they cost no turn. `outlookReadAhead` is what the event's batch read of the ticket's outlook
 * (batch/look-ahead.ts). True when the message was left for the bot.
 */
export async function queueForChatbot(
  context: InboundContext,
  message: InboundMessage,
  ticket: OpenedTicket,
  conversation: Conversation,
  stored: StoredMessage,
  outlookReadAhead?: { ticketId: number; outlook: TicketBotOutlook },
): Promise<boolean> {
  if (message.fromMe || message.imported || conversation.isGroup || ticket.status !== 'pending') return false
  if (await botHasNothingToDo(context.tx, context.companyId, ticket.id, outlookReadAhead)) return false
  const request = { companyId: context.companyId, ticketId: ticket.id, messageId: stored.id }
  await recordChatbotInput(context.tx, request)
  await enqueueChatbotTurn(context.services, context.tx, request)
  return true
}
