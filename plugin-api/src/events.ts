/**
 * In-process domain events named `'<entity>.<verb>'` (`ticket.created`, `help.deleted`). Listeners
 * run after the change is committed; a failing listener is logged and never fails the change.
 *
 * @example
 * events.on('ticket.created', async ({ companyId, ticketId }) => { ... })
 * await events.emit('ticket.created', { companyId: 1, ticketId: 7 })
 */
export interface EventsApi {
  on<Payload>(event: string, listener: (payload: Payload) => void | Promise<void>): void
  emit<Payload>(event: string, payload: Payload): Promise<void>
}
