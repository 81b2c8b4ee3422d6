/**
 * The tickets module's public surface: what other modules may use. The rest of the folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export { messageVariables, renderMessage } from './message-variables.ts'
export { ticketsMigrations } from './migrations/index.ts'
export { emojiRateOf, highestRate, lowestRate, ratingIn } from './rating-scale.ts'
export { Ticket, TicketLog, TicketNote, TicketRating, ticketStatuses, workingStatuses } from './entities.ts'
export type { ITicket, ITicketRating, TicketStatus } from './entities.ts'
export {
  findOrOpenTicket,
  rollbackLanesOf,
  workingStatusesSql,
  workingTicketColumns,
  type WorkingTicketRow,
} from './find-or-open-ticket.ts'
export type { OpenedTicket } from './find-or-open-ticket.ts'
export { TicketViewSchema } from './schemas.ts'
export { ticketAudience } from './ticket-audience.ts'
export { attendedStatus } from './ticket-transitions.ts'
export { logTicket } from './ticket-logs.ts'
export { canViewerSee, findVisibleTicket, loadViewer, visibilitySql } from './ticket-visibility.ts'
export type { SqlCondition } from './ticket-visibility.ts'
export { loadTicketViews, type TicketRelated, type TicketView, ticketViewsOf } from './ticket-view.ts'
export { maskTicketView, ticketViewsFor } from './ticket-privacy.ts'
export { emitTicketDelete, emitTicketUpdate, emitTicketUpdates, emitTicketView } from './ticket-events.ts'
export type { TicketAudienceBefore } from './ticket-events.ts'
export { closeAllTickets } from './close-all-tickets.ts'
export { regroupUserSockets, socketTicketVisibility } from './socket-visibility.ts'
export { farewellFor, fillTicketVariables, renderForTicket } from './ticket-auto-messages.ts'
export { defineTicketExpiry } from './ticket-expiry-job.ts'
export { listTickets } from './ticket-list.ts'
export { ticketRoutes } from './routes.ts'
export { assertWorkHours } from './work-hours.ts'
export { defineTicketAssignment } from './assignment-job.ts'
export type { SendTicketText, TicketHooks } from './ticket-hooks.ts'
export { emitContactMerge } from './emit-contact-merge.ts'
export { ticketsLeavingWith } from './tickets-leaving.ts'
