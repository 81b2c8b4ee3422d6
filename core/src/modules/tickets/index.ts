/**
 * The tickets module's public surface: what other modules may use. The rest of the folder is its own.
 */
export type { OpenedTicket } from './find-or-open-ticket.ts'
export { fillTicketVariables } from './ticket-auto-messages.ts'
