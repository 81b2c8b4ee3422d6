import type { OpenedTicket } from '../../tickets/index.ts'
import type { InboundContext } from '../inbound-context.ts'
import type { StoredMessage } from './store-message.ts'

/**
 * Step 4: the ticket shows the newest message and counts the contact's unread ones. A message
 * older than the last one shown (processed late) counts as unread but does not replace it.
 * `unread: false` for a contact's message that nobody needs to read (a rating answer).
 */
export async function updateTicketCounters(
  context: InboundContext,
  ticket: OpenedTicket,
  message: StoredMessage,
  options: { unread?: boolean } = {},
): Promise<void> {
  const unread = (options.unread ?? true) && !message.fromMe
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
      unread ? 1 : 0,
      ticket.id,
      context.companyId,
    ],
  )
}
