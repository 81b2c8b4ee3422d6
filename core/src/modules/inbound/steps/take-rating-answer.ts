import type { InboundMessage } from '@atendo/plugin-api'
import { deliverTurn, withTicketBotLock } from '../../chatbot/index.ts'
import { ratingAnswerOf, recordRatingAnswer } from '../../ratings/index.ts'
import type { OpenedTicket } from '../../tickets/index.ts'
import type { InboundContext, InboundOutcome } from '../inbound-context.ts'
import { emitWrittenMessages } from '../live/emit-written.ts'
import { readWrittenRows } from '../live/written-rows.ts'
import { emitContactMerges } from './emit-contact-merges.ts'
import type { Conversation } from './resolve-conversation.ts'
import { storeMessage } from './store-message.ts'

/**
 * Step 1b, before any ticket is found or opened: a person who was asked to rate their last ticket
 * on this connection (ratings/request-rating.ts) answers it. Their message is stored on that
 * closed ticket, which stays closed (no ticket is opened or reopened), and the rating or the
 * repeated question is recorded, all in the event's transaction; once committed, the message is
 * emitted and the farewell or the question again goes out through the automatic answers' outbox,
 * under the ticket's bot lock, as the chatbot's answers do. Neither the chatbot nor the plugins'
 * steps see the answer: the rating dialog owns it. Undefined when the message is no answer (no
 * open question, or the question ended here): the pipeline goes on as for any message.
 */
export async function takeRatingAnswer(
  context: InboundContext,
  message: InboundMessage,
  conversation: Conversation,
): Promise<InboundOutcome | undefined> {
  if (message.fromMe || message.imported || conversation.isGroup) return undefined
  // Read with the contact: no question open on this connection.
  if (conversation.contact.openDialogs?.rating === false) return undefined
  const { tx, companyId, connection } = context
  const contactId = conversation.contact.id
  const answer = await ratingAnswerOf(tx, {
    companyId,
    contactId,
    connectionId: connection.id,
    body: message.body,
    receivedAt: context.receivedAt,
  })
  if (!answer) return undefined
  const { ticketId, queueId } = answer.question
  const ticket: OpenedTicket = { id: ticketId, status: 'closed', queueId, isNew: false }
  // Answered by the bot: nobody has to read it.
  const stored = await storeMessage(context, message, ticket, conversation, { unread: false })
  if (!stored) {
    return {
      note: 'message already stored',
      afterCommit: ({ kernel }) => emitContactMerges(kernel, conversation),
    }
  }
  const rated = await recordRatingAnswer(tx, companyId, contactId, answer)
  const written = await readWrittenRows(tx, companyId, [stored.id])
  return {
    afterCommit: async (services) => {
      const { kernel, log } = services
      try {
        await emitContactMerges(kernel, conversation)
        // A rating changes the ticket's emoji in the lists.
        emitWrittenMessages(kernel, written, { action: 'create', announceTickets: rated })
      } catch (error) {
        log.error({ err: error, messageId: stored.id }, 'emitting a rating answer failed')
      }
      await withTicketBotLock(kernel.locks, ticketId, () =>
        deliverTurn(services, companyId, ticketId, undefined),
      )
    },
  }
}
