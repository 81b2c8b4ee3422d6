/** What the ticket learns from a message stored on it. */
export interface CountedMessage {
  createdAt: Date
  /** What the ticket list shows as the last message. */
  preview: string
  /** Whether it counts among the contact's unread messages. */
  unread: boolean
}

/**
 * Step 4: the ticket shows the newest message and counts the contact's unread ones. A message
 * older than the last one shown (processed late) counts as unread but does not replace it.
 * Answered as a statement for store-message.ts to run in the same statement as the message's
 * insert (one round trip fewer per message): it changes the ticket only when that insert stored a
 * row (its `stored` CTE), so a redelivered message counts nothing.
 */
export function ticketCountersUpdate(
  companyId: number,
  ticketId: number,
  message: CountedMessage,
): { sql: string; params: unknown[] } {
  return {
    sql: `update tickets
        set last_message = case when last_message_at is null or ? >= last_message_at then ? else last_message end,
            last_message_at = greatest(coalesce(last_message_at, ?), ?),
            unread_messages = unread_messages + ?,
            updated_at = now()
      where id = ? and company_id = ? and exists (select 1 from stored)`,
    params: [
      message.createdAt,
      message.preview,
      message.createdAt,
      message.createdAt,
      message.unread ? 1 : 0,
      ticketId,
      companyId,
    ],
  }
}
