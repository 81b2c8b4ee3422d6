/**
 * The tickets module's public surface: what other modules may use. The rest of the folder is its own.
 */

export { type ITicket, Ticket } from './entities.ts'
export type { OpenedTicket } from './find-or-open-ticket.ts'
export { findOrOpenTicket } from './find-or-open-ticket.ts'
export { emitTicketUpdate } from './ticket-events.ts'
export { logTicket } from './ticket-logs.ts'
