/**
 * The tickets module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { Ticket } from './entities.ts'
export type { OpenedTicket } from './find-or-open-ticket.ts'
export { moveTicketLane } from './lane-moves.ts'
export { emitTicketUpdate } from './ticket-events.ts'
export { assertWorkHours } from './work-hours.ts'
