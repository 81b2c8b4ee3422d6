import type { Em } from '../../kernel/db/orm.ts'

/**
 * Empties one working ticket into another of the same person and connection, then deletes it:
 * its messages, notes, timeline, tags, rating (when the other has none) and the schedules that
 * point at it go to `intoId`, whose unread count adds up and whose last message is the newer of
 * the two. For merging two contacts of one person (merge-contacts.ts), which the database allows
 * one working ticket per connection. Run it inside the caller's transaction, with both tickets
 * locked (`for update`), so no message lands in the emptied ticket before it is deleted.
 */
export async function foldTicket(em: Em, companyId: number, fromId: number, intoId: number): Promise<void> {
  const move = [intoId, companyId, fromId]
  await em.execute('update messages set ticket_id = ? where company_id = ? and ticket_id = ?', move)
  await em.execute('update ticket_notes set ticket_id = ? where company_id = ? and ticket_id = ?', move)
  await em.execute('update ticket_logs set ticket_id = ? where company_id = ? and ticket_id = ?', move)
  await em.execute('update schedules set ticket_id = ? where company_id = ? and ticket_id = ?', move)
  await em.execute(
    `insert into ticket_tags (ticket_id, tag_id, company_id)
     select ?, tag_id, company_id from ticket_tags where company_id = ? and ticket_id = ?
     on conflict do nothing`,
    move,
  )
  await em.execute(
    `update ticket_ratings set ticket_id = ? where company_id = ? and ticket_id = ?
        and not exists (select 1 from ticket_ratings r where r.ticket_id = ?)`,
    [...move, intoId],
  )
  await em.execute(
    `update tickets t
        set unread_messages = t.unread_messages + f.unread_messages,
            last_message = case when f.last_message_at > coalesce(t.last_message_at, '-infinity')
                                then f.last_message else t.last_message end,
            last_message_at = greatest(t.last_message_at, f.last_message_at),
            updated_at = now()
       from tickets f
      where t.id = ? and t.company_id = ? and f.id = ? and f.company_id = t.company_id`,
    move,
  )
  // The database would delete a message left behind with its ticket: refuse rather than lose one.
  const deleted = await em.execute<{ id: number }[]>(
    `delete from tickets t where t.id = ? and t.company_id = ?
        and not exists (select 1 from messages m where m.ticket_id = t.id)
     returning t.id`,
    [fromId, companyId],
  )
  if (deleted.length !== 1) {
    throw new Error(`Ticket ${fromId} still has messages after being folded into ticket ${intoId}`)
  }
}
