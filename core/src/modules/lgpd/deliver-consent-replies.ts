import { type ChatbotServices, deliverTurn, type TicketBefore, withTicketBotLock } from '../chatbot/index.ts'
/**
 * After the commit: the ticket's lists hear about its change (when `before` is given), then what
 * the dialog left in the outbox goes to the contact, the way the queue chatbot delivers its own:
 * under the ticket's bot lock, each answer taken off the outbox before it is handed to the
 * channel, so nothing is sent twice and two messages' answers never interleave.
 */
export function deliverConsentReplies(
  services: ChatbotServices,
  companyId: number,
  ticketId: number,
  before?: TicketBefore,
): Promise<void> {
  return withTicketBotLock(services.kernel.locks, ticketId, () =>
    deliverTurn(services, companyId, ticketId, before),
  )
}
