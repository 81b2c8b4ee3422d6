import type { IContact } from '../contacts/index.ts'
import type { ITicket } from '../tickets/index.ts'
/**
 * Whether the bot may talk on a ticket: one still waiting (pending) that no attendant owns, with a
 * person (never a group) whose bot is not switched off and who is not blocked, on a connection,
 * and not handed to an integration. Checked before every answer, since an attendant may take the
 * ticket between two messages of the customer.
 */
export function botMayAnswer(ticket: ITicket, contact: IContact): boolean {
  return (
    ticket.status === 'pending' &&
    ticket.userId == null &&
    !ticket.isGroup &&
    !ticket.useIntegration &&
    ticket.connectionId != null &&
    !contact.isGroup &&
    contact.active &&
    !contact.disableBot
  )
}
