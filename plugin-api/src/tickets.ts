/**
 * The company's tickets, for plugins: the few changes a plugin may ask of core's ticket workflow.
 *
 * @example
 * await tickets.close({ companyId, userId: request.caller.userId }, [12, 13])
 */
export interface TicketsApi {
  /**
   * Closes these tickets where they are still being worked on (pending, open or group), without
   * farewell messages, with a `closed` timeline entry by `userId` (none for automatic closing) and
   * the live ticket events. Tickets of other companies, or already closed, are left alone.
   * Returns how many were closed.
   */
  close(by: { companyId: number; userId: number | null }, ticketIds: number[]): Promise<number>
}
