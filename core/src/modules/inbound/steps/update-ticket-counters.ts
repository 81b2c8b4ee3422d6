import type { OpenedTicket } from '../../tickets/find-or-open-ticket.ts'
import type { InboundContext } from '../inbound-context.ts'
import type { StoredMessage } from './store-message.ts'

/**
 * Step 4: the ticket shows the newest message and counts the contact's unread ones. A message
 * older than the last one shown (processed late) counts as unread but does not replace it.
 */
export async function updateTicketCounters(
  context: InboundContext,
  ticket: OpenedTicket,
  message: StoredMessage,
): Promise<void> {
  await context.tx.execute(
    `update tickets
        set last_message = case when last_message_at is null or ? >= last_message_at then ? else last_message end,
            last_message_at = greatest(coalesce(last_message_at, ?), ?),
            unread_messages = unread_messages + ?,
            updated_at = now()
      where id = ? and company_id = ?`,
    [
      message.createdAt,
      message.preview,
      message.createdAt,
      message.createdAt,
      message.fromMe ? 0 : 1,
      ticket.id,
      context.companyId,
    ],
  )
}
