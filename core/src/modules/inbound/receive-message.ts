import { enqueueChatbotTurn } from '../chatbot/chatbot-jobs.ts'
import type { InboundHandler } from './inbound-context.ts'
import { emitContactMerges } from './steps/emit-contact-merges.ts'
import { emitStoredMessage } from './steps/emit-message.ts'
import { emitNewContacts } from './steps/emit-new-contacts.ts'
import { openTicket } from './steps/open-ticket.ts'
import { queueForChatbot } from './steps/queue-for-chatbot.ts'
import { queueImportedTicket } from './steps/queue-imported-ticket.ts'
import { resolveConversation } from './steps/resolve-conversation.ts'
import { runPluginSteps } from './steps/run-plugin-steps.ts'
import { storeMessage } from './steps/store-message.ts'
import { updateTicketCounters } from './steps/update-ticket-counters.ts'

/**
 * An inbound message, as a sequence of small steps: resolve the contacts (merging those the
 * message shows to be one person), find or open the ticket (in the import queue for a message
 * of a history import), store the message, update the
 * ticket's counters and leave a customer's message on a waiting ticket for the queue chatbot (all
 * in the event's transaction), then, once committed, emit it live, enqueue the chatbot's turn and
 * hand it to the plugins' inbound steps. A failed emit is logged and does not keep the chatbot or
 * the plugins' steps from running.
 */
export const receiveMessage: InboundHandler<'message'> = async (context, { message }) => {
  const conversation = await resolveConversation(context, message)
  if (!conversation) return { note: 'group messages are not allowed on this connection' }
  const ticket = await queueImportedTicket(context, message, await openTicket(context, conversation))
  const stored = await storeMessage(context, message, ticket, conversation)
  if (!stored) {
    return {
      note: 'message already stored',
      afterCommit: ({ kernel }) => emitContactMerges(kernel, conversation),
    }
  }
  await updateTicketCounters(context, ticket, stored)
  const forChatbot = await queueForChatbot(context, message, ticket, conversation, stored)
  const { companyId, connection } = context
  return {
    afterCommit: async ({ kernel, log }) => {
      try {
        await emitContactMerges(kernel, conversation)
        await emitNewContacts(kernel, companyId, conversation)
        await emitStoredMessage(kernel, companyId, ticket.id, stored.id, {
          announceTicket: ticket.isNew || ticket.reopened === true,
        })
      } catch (error) {
        log.error({ err: error, messageId: stored.id }, 'emitting an inbound message failed')
      }
      if (forChatbot) {
        await enqueueChatbotTurn({ kernel, log }, { companyId, ticketId: ticket.id, messageId: stored.id })
      }
      await runPluginSteps(kernel, log, {
        companyId,
        connectionId: connection.id,
        ticketId: ticket.id,
        contactId: conversation.contact.id,
        messageId: stored.id,
        fromMe: stored.fromMe,
        isNewTicket: ticket.isNew,
        imported: message.imported === true,
      })
    },
  }
}
