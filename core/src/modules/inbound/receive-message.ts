import { deliverTurn } from '../chatbot/deliver-turn.ts'
import { withTicketBotLock } from '../chatbot/ticket-bot-lock.ts'
import { deliverConsentReplies } from '../lgpd/deliver-consent-replies.ts'
import type { InboundHandler } from './inbound-context.ts'
import { askConsent } from './steps/ask-consent.ts'
import { emitContactMerges } from './steps/emit-contact-merges.ts'
import { emitStoredMessage } from './steps/emit-message.ts'
import { emitNewContacts } from './steps/emit-new-contacts.ts'
import { openTicket } from './steps/open-ticket.ts'
import { queueForChatbot } from './steps/queue-for-chatbot.ts'
import { queueImportedTicket } from './steps/queue-imported-ticket.ts'
import { refuseAudio } from './steps/refuse-audio.ts'
import { resolveConversation } from './steps/resolve-conversation.ts'
import { runPluginSteps } from './steps/run-plugin-steps.ts'
import { storeMessage } from './steps/store-message.ts'
import { takeConsentAnswer } from './steps/take-consent-answer.ts'
import { takeRatingAnswer } from './steps/take-rating-answer.ts'
import { updateTicketCounters } from './steps/update-ticket-counters.ts'

/**
 * An inbound message, as a sequence of small steps: resolve the contacts (merging those the
 * message shows to be one person), take it as the answer to a rating question the person has
 * open (it then stays on that closed ticket and nothing below happens), or as the answer to the
 * LGPD consent question of their ticket (likewise), find or open the ticket (in the import queue
 * for a message of a history import), store the message, update the ticket's counters, answer
 * an audio of a contact who does not accept audio, ask for the person's consent on a ticket they
 * opened when the company wants it (the ticket then waits as `lgpd`), and leave a customer's
 * message on a waiting ticket for the queue chatbot (all in the event's transaction), then, once
 * committed, emit it live, send the audio's answer, enqueue the chatbot's turn or send the consent
 * question (after the audio's answer), and hand it to the plugins' inbound steps (not while the
 * ticket waits for consent). A failed emit is logged and does not keep the chatbot or the plugins' steps from
 * running.
 */
export const receiveMessage: InboundHandler<'message'> = async (context, { message }) => {
  const conversation = await resolveConversation(context, message)
  if (!conversation) return { note: 'group messages are not allowed on this connection' }
  const ratingAnswer = await takeRatingAnswer(context, message, conversation)
  if (ratingAnswer) return ratingAnswer
  const consentAnswer = await takeConsentAnswer(context, message, conversation)
  if (consentAnswer) return consentAnswer
  const opened = await queueImportedTicket(context, message, await openTicket(context, conversation))
  const stored = await storeMessage(context, message, opened, conversation)
  if (!stored) {
    return {
      note: 'message already stored',
      afterCommit: ({ kernel }) => emitContactMerges(kernel, conversation),
    }
  }
  await updateTicketCounters(context, opened, stored)
  const audioRefused = await refuseAudio(context, message, opened, conversation)
  const ticket = await askConsent(context, message, opened, conversation)
  await queueForChatbot(context, message, ticket, conversation, stored)
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
      if (audioRefused && ticket.status !== 'lgpd') {
        try {
          await withTicketBotLock(kernel.locks, ticket.id, () =>
            deliverTurn({ kernel, log }, companyId, ticket.id, undefined),
          )
        } catch (error) {
          // Left in the outbox: the answers' safety-net turn (leave-reply.ts) sends it.
          log.error({ err: error, messageId: stored.id }, 'answering a refused audio failed')
        }
      }
      if (ticket.status === 'lgpd') {
        // Automation that answers contacts must not talk over the consent question.
        await deliverConsentReplies({ kernel, log }, companyId, ticket.id)
        return
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
