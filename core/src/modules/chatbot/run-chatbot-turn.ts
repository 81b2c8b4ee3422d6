import { answerPendingMessages } from './answer-pending-messages.ts'
import type { ChatbotServices } from './chatbot-services.ts'
import { deliverTurn } from './deliver-turn.ts'
import { withTicketBotLock } from './ticket-bot-lock.ts'
import type { ChatbotTurnRequest } from './turn-job.ts'

export type { ChatbotTurnRequest }

/**
 * One bot turn, under the ticket's bot lock: the customer's waiting messages up to `messageId`
 * are answered in order and the answers sent before the next turn of the ticket may start. Two
 * quick answers are thus handled one after the other, the second seeing where the first left the
 * ticket; running a turn again (a retried or duplicated job) answers nothing twice.
 */
export async function runChatbotTurn(services: ChatbotServices, request: ChatbotTurnRequest): Promise<void> {
  const { companyId, ticketId, messageId } = request
  await withTicketBotLock(services.kernel.locks, ticketId, async () => {
    const before = await answerPendingMessages(
      services.kernel.orm,
      companyId,
      ticketId,
      messageId,
      services.kernel.clock.now(),
    )
    await deliverTurn(services, companyId, ticketId, before)
  })
}
