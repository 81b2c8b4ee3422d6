import type { Em } from '../../kernel/db/orm.ts'
import type { ITicket } from './entities.ts'

/**
 * What a ticket's transitions have done by the modules built on tickets, handed over at
 * composition: ratings and the chatbot depend on tickets, not the reverse.
 */
/**
 * Sends a plain text on a ticket (greetings, farewells, transfer and inactivity notices): the
 * messages module's `sendTextMessage` bound to the kernel, handed over at composition because
 * messages depend on tickets, not the reverse.
 */
export type SendTicketText = (
  em: Em,
  ticket: ITicket,
  body: string,
  options?: { userId?: number },
) => Promise<unknown>

export interface TicketHooks {
  /**
   * On resolving: asks the contact for a rating when the company rates its tickets; answers the
   * question to send, or nothing (ratings' `requestRating`).
   */
  requestRating(em: Em, ticket: ITicket, userId: number): Promise<string | undefined>
  /** When a human takes the ticket over: the chatbot forgets where it was in its menus. */
  forgetBotState(em: Em, ticketId: number): Promise<void>
  /** Sends the automatic texts a change owes the contact (messages' `sendTextMessage`). */
  sendText: SendTicketText
}
