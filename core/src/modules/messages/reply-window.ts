import type { ChannelCapabilities } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { ITicket } from '../tickets/index.ts'

/**
 * When the contact last wrote on this connection, across all their tickets (a ticket the
 * attendant opened has no contact message of its own). Walks each ticket's newest messages
 * backwards on the ticket page index until a contact's message, so it never scans a conversation.
 */
async function lastContactMessageAt(em: Em, ticket: ITicket): Promise<Date | null> {
  const [row] = await em.execute<{ at: Date | string | null }[]>(
    `select max(m.created_at) as at
       from tickets t
       cross join lateral (
         select created_at from messages
          where ticket_id = t.id and from_me = false and is_private = false
          order by created_at desc, id desc limit 1
       ) m
      where t.company_id = ? and t.contact_id = ? and t.connection_id = ?`,
    [ticket.companyId, ticket.contactId, ticket.connectionId],
  )
  return row?.at ? new Date(row.at) : null
}

/**
 * Refuses a message the channel would reject: channels with a reply window (Meta's Messenger and
 * Instagram allow replies only within 24 hours of the contact's last message) are checked before
 * anything is stored, so the attendant sees why at once instead of a failed message. Groups have
 * no window.
 */
export async function assertReplyWindowOpen(
  em: Em,
  ticket: ITicket,
  capabilities: ChannelCapabilities,
  now = new Date(),
): Promise<void> {
  const windowMs = capabilities.replyWindowMs
  if (windowMs === undefined || ticket.isGroup || ticket.connectionId == null) return
  const last = await lastContactMessageAt(em, ticket)
  if (last && now.getTime() - last.getTime() <= windowMs) return
  throw new AppError('ERR_REPLY_WINDOW_CLOSED', {
    details: { lastContactMessageAt: last?.toISOString() ?? null, windowMs },
  })
}
