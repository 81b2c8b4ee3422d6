import { deliverTurn, withTicketBotLock } from '../chatbot/index.ts'
import { MessagePipeline } from './handlers/message-pipeline.ts'
import { orderedHandlers, runHandlersAfterCommit, runHandlersInTransaction } from './handlers/run-handlers.ts'
import type { InboundHandler } from './inbound-context.ts'
import { emitWrittenMessages } from './live/emit-written.ts'
import { WrittenRowsRequest } from './live/written-rows.ts'
import { emitContactMerges } from './steps/emit-contact-merges.ts'
import { resolveConversation } from './steps/resolve-conversation.ts'
import { runPluginSteps } from './steps/run-plugin-steps.ts'

/**
 * An inbound message: resolve the contacts (merging those the message shows to be one person),
 * then let the inbound handlers decide who answers it (handlers/, docs/plugins.md "Inbound
 * handlers"): core's and the plugins', by order, in the event's transaction and then after the
 * commit, until one claims it. Core's own, in the transaction: a rating answer (100) or an LGPD
 * consent answer (200) is taken by its dialog onto its own ticket; otherwise the message is put
 * on its ticket (found, reopened or opened, in the import queue for a history import) and
 * stored, an audio of a contact who does not accept audio is answered (300), a ticket it opened
 * may wait for consent (400: nothing after it talks), and a waiting ticket's message goes to the
 * queue chatbot (500). Once committed: emit it live, send the answers left in the transaction,
 * run the after-commit handlers and the plugins' inbound steps (not while the ticket waits for
 * consent). A failed emit is logged and keeps nothing else from running.
 */
export const receiveMessage: InboundHandler<'message'> = async (context, { message }) => {
  const conversation = await resolveConversation(context, message)
  if (!conversation) return { note: 'group messages are not allowed on this connection' }
  const pipeline = new MessagePipeline(context, message, conversation)
  const handlers = orderedHandlers(context.services.kernel)
  await runHandlersInTransaction(pipeline, handlers)
  if (pipeline.taken) return pipeline.taken
  const placed = await pipeline.place()
  if (!placed) {
    return {
      note: 'message already stored',
      afterCommit: ({ kernel }) => emitContactMerges(kernel, conversation),
    }
  }
  const { ticket, stored } = placed
  const { companyId, connection } = context
  const createdContactIds = [conversation.contact, conversation.sender]
    .filter((contact) => contact?.created)
    .map((contact) => contact!.id)
  // The live events are built from what this transaction wrote, read at its end with the other
  // messages' of a batch (process-inbound-event.ts): nothing is read after the commit.
  const written = new WrittenRowsRequest(stored.id, createdContactIds)
  return {
    written,
    afterCommit: async ({ kernel, log }) => {
      try {
        await emitContactMerges(kernel, conversation)
        emitWrittenMessages(kernel, written.rows, {
          action: 'create',
          announceTickets: ticket.isNew || ticket.reopened === true,
          createdContactIds,
        })
      } catch (error) {
        log.error({ err: error, messageId: stored.id }, 'emitting an inbound message failed')
      }
      if (pipeline.repliesLeft) {
        try {
          await withTicketBotLock(kernel.locks, ticket.id, () =>
            deliverTurn({ kernel, log }, companyId, ticket.id, undefined),
          )
        } catch (error) {
          // Left in the outbox: the answers' safety-net turn (leave-reply.ts) sends them.
          log.error({ err: error, messageId: stored.id }, 'sending the answers to an inbound message failed')
        }
      }
      // Automation that answers contacts must not talk over the consent question.
      if (ticket.status === 'lgpd') return
      await runHandlersAfterCommit(pipeline, handlers, log)
      if (pipeline.settled) return
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
