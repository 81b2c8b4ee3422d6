/**
 * A ticket's statuses (inbox.md §3); `lgpd` waits for the contact's consent.
 *
 * @example
 * const working: TicketStatus[] = ['pending', 'open', 'group']
 */
export type TicketStatus = 'pending' | 'open' | 'closed' | 'group' | 'lgpd'

/**
 * A ticket as the tickets service answers it.
 *
 * @example
 * const ticket = await tickets.find(companyId, ticketId)
 * if (ticket?.status === 'pending') ...
 */
export interface TicketRecord {
  id: number
  status: TicketStatus
  contactId: number
  connectionId: number | null
  queueId: number | null
  /** The attendant who accepted it. */
  userId: number | null
  isGroup: boolean
  lastMessage: string | null
  createdAt: Date
  updatedAt: Date
}

/**
 * The company's tickets, for plugins: reading them, and the few changes a plugin may ask of core's
 * ticket workflow. Every call is scoped to the company asked for.
 *
 * @example
 * await tickets.close({ companyId, userId: request.caller.userId }, [12, 13])
 */
export interface TicketsApi {
  /** One ticket of the company, or undefined (another company's id answers undefined too). */
  find(companyId: number, ticketId: number): Promise<TicketRecord | undefined>
  /**
   * The company's tickets matching the filter, by id (at most `limit`, default 1000).
   *
   * @example
   * const open = await tickets.list(companyId, { connectionId: 3, status: ['pending', 'open'] })
   */
  list(
    companyId: number,
    filter: { connectionId?: number; contactId?: number; status?: TicketStatus[]; limit?: number },
  ): Promise<TicketRecord[]>
  /**
   * Closes these tickets where they are still being worked on (pending, open or group), without
   * farewell messages, with a `closed` timeline entry by `userId` (none for automatic closing) and
   * the live ticket events. Tickets of other companies, or already closed, are left alone.
   * Returns how many were closed.
   */
  close(by: { companyId: number; userId: number | null }, ticketIds: number[]): Promise<number>
}
