/**
 * A stored message as the messages service answers it.
 *
 * @example
 * const [first] = await messages.listByTicket(companyId, ticketId)
 * first?.fromMe // false: the contact wrote first
 */
export interface MessageRecord {
  id: number
  ticketId: number
  contactId: number | null
  connectionId: number | null
  /** The channel's id of the message (unique per connection). */
  externalId: string | null
  fromMe: boolean
  body: string
  mediaType: string | null
  /** 0 pending, 1 sent, 2 delivered, 3 and 4 read, 5 done (inbox.md §3). */
  ack: number
  isDeleted: boolean
  createdAt: Date
}

/**
 * Core's messages, for plugins: read-only, scoped to the company asked for. Messages are written by
 * core (inbound through `InboundSink`, outbound through the inbox and `reply`).
 *
 * @example
 * const stored = await messages.findByExternalIds(companyId, connectionId, ['wamid.1', 'wamid.2'])
 */
export interface MessagesApi {
  /** One message of the company, or undefined. */
  find(companyId: number, messageId: number): Promise<MessageRecord | undefined>
  /**
   * A ticket's messages, oldest first (at most `limit`, default 1000).
   *
   * @example
   * const history = await messages.listByTicket(companyId, ticketId, { limit: 50 })
   */
  listByTicket(companyId: number, ticketId: number, options?: { limit?: number }): Promise<MessageRecord[]>
  /** The messages of a connection with these channel ids (those not stored yet are absent). */
  findByExternalIds(companyId: number, connectionId: number, externalIds: string[]): Promise<MessageRecord[]>
}
