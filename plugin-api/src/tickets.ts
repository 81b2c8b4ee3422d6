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
  /**
   * The automation driving the ticket (an inbound handler's id, e.g. `flows.engine`), or null:
   * attendants do.
   */
  automation: string | null
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
  /**
   * Records `automation` as the one driving the ticket, as an inbound handler's `claim()` does,
   * for automation that starts outside an inbound message (a queue integration handing a ticket
   * to a flow). `automation` must be `<plugin-id>.<name>` of the calling plugin (another plugin's
   * id is refused with ERR_VALIDATION). False, changing nothing, when another automation drives
   * it or the ticket is not the company's.
   *
   * @example
   * if (!(await tickets.claim(companyId, ticketId, 'flows.engine'))) return false
   */
  claim(companyId: number, ticketId: number, automation: string): Promise<boolean>
  /**
   * Gives the ticket back to the attendants when `automation` drives it (clears `automation`, as
   * `InboundHandlerContext.handOver` does), for work an inbound handler claimed and finished
   * later, in a job. `automation` must be the id of one of the calling plugin's handlers
   * (`<plugin-id>.<name>`); another plugin's id is refused with ERR_VALIDATION. Answers whether
   * the ticket was handed over (false: another automation, or none, drives it).
   *
   * @example
   * await tickets.handOver(companyId, ticketId, 'ai-openai.agent')
   */
  handOver(companyId: number, ticketId: number, automation: string): Promise<boolean>
  /**
   * Whether the company's working hours close the ticket now (administration.md §3, company
   * option `scheduleType`): the company's or the connection's hours, or the ticket's queue's, on
   * the product's clock. An automation about to take a ticket over leaves a closed one to core's
   * chatbot, which sends only the out-of-hours message. False for another company's ticket. (2.3.0)
   *
   * @example
   * if (await tickets.outOfHours(companyId, ticketId)) return // the bot tells the customer
   */
  outOfHours(companyId: number, ticketId: number): Promise<boolean>
  /**
   * The contact's working ticket on the connection, else a new one (the one-working-ticket rule
   * holds under races), then put in `status` with the attendant and queue given (`closed` keeps
   * the conversation in the history only). With the live ticket events and timeline entries.
   * Fails with ERR_VALIDATION when `userId` or `queueId` is not the company's, ERR_NO_WAPP_FOUND or
   * ERR_NO_CONTACT_FOUND for ids that are not.
   *
   * @example
   * const ticket = await tickets.findOrOpen(companyId, { connectionId, contactId, status: 'open', userId: 4, queueId: 2 })
   */
  findOrOpen(
    companyId: number,
    request: {
      connectionId: number
      contactId: number
      status: 'pending' | 'open' | 'closed'
      userId?: number | null
      queueId?: number | null
    },
  ): Promise<TicketRecord>
}
