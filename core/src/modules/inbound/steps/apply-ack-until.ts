import type { InboundHandler } from '../inbound-context.ts'
import { emitWrittenMessages } from '../live/emit-written.ts'
import { readWrittenRows } from '../live/written-rows.ts'

/** Live updates sent for one receipt at most; the rows beyond are updated all the same. */
const MAX_EMITTED = 100

/**
 * A receipt by time (Messenger's watermark): the messages this connection sent the contact up to
 * that time, already handed to the channel, move forward to the ack; never backwards (a late
 * "delivered" leaves "read" as it is). A contact we do not know has no messages to mark.
 */
export const applyAckUntil: InboundHandler<'ack-until'> = async (context, event) => {
  const { tx, companyId, connection } = context
  const identities = event.contact.identities.filter((identity) => identity.value.trim() !== '')
  if (identities.length === 0) return { note: 'receipt names no contact' }
  const updated = await tx.execute<{ id: string | number }[]>(
    `update messages m set ack = ?, updated_at = now()
       from tickets t
      where m.company_id = ? and m.connection_id = ? and m.ticket_id = t.id and t.company_id = ?
        and t.contact_id in (select contact_id from contact_identities
                              where company_id = ? and (kind, value) in (${identities.map(() => '(?, ?)').join(', ')}))
        and m.from_me and m.external_id is not null and m.ack < ? and m.created_at <= ?
      returning m.id`,
    [
      event.ack,
      companyId,
      connection.id,
      companyId,
      companyId,
      ...identities.flatMap((identity) => [identity.kind, identity.value.trim()]),
      event.ack,
      new Date(event.until),
    ],
  )
  if (updated.length === 0) return { note: 'no sent message before the watermark below this ack' }
  const ids = updated.map((row) => Number(row.id)).slice(-MAX_EMITTED)
  const written = await readWrittenRows(tx, companyId, ids)
  return {
    afterCommit: async ({ kernel }) => emitWrittenMessages(kernel, written, { action: 'update' }),
  }
}
