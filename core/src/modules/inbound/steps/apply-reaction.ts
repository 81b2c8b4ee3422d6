import { type ResolvedContact, resolveContact } from '../../contacts/index.ts'
import { emitContactMerge } from '../../tickets/index.ts'
import { eventKey } from '../event-key.ts'
import { channelTime } from '../event-time.ts'
import type { InboundHandler, InboundOutcome } from '../inbound-context.ts'
import { emitWrittenMessages } from '../live/emit-written.ts'
import { readWrittenRows } from '../live/written-rows.ts'
import { isTarget, targetMessage } from './target-message.ts'

/**
 * A reaction is a message of media type `reactionMessage` quoting the message reacted to, as the
 * conversation shows it. An empty emoji takes the sender's earlier reactions on that message back.
 */
export const applyReaction: InboundHandler<'reaction'> = async (context, event) => {
  const { tx, companyId, connection } = context
  // The contact before the message: the order a merge of contacts locks them in.
  const reactor = await resolveContact(tx, companyId, connection, event.from, { updateProfile: false })
  const target = await targetMessage(context, event.externalId)
  if (!isTarget(target)) return withMerge(target, reactor)
  if (event.emoji === '') {
    const withdrawn = await tx.execute<{ id: string | number }[]>(
      `update messages set is_deleted = true, updated_at = now()
        where company_id = ? and ticket_id = ? and quoted_msg_id = ? and contact_id = ?
          and media_type = 'reactionMessage' and not is_deleted
        returning id`,
      [companyId, target.ticketId, target.id, reactor.id],
    )
    if (withdrawn.length === 0) return withMerge({}, reactor)
    const written = await readWrittenRows(
      tx,
      companyId,
      withdrawn.map((row) => Number(row.id)),
    )
    return withMerge(
      {
        afterCommit: async ({ kernel }) => emitWrittenMessages(kernel, written, { action: 'update' }),
      },
      reactor,
    )
  }
  const [row] = await tx.execute<{ id: string | number }[]>(
    `insert into messages (company_id, ticket_id, contact_id, connection_id, external_id, from_me, body, media_type,
                           ack, quoted_msg_id, queue_id, created_at, updated_at)
     select t.company_id, t.ticket_id, ?, t.connection_id, ?, false, ?, 'reactionMessage', 0, t.id, t.queue_id, ?, now()
       from messages t where t.id = ? and t.company_id = ?
     on conflict (connection_id, external_id) where external_id is not null do nothing
     returning id`,
    [
      reactor.id,
      eventKey(event),
      event.emoji,
      channelTime(event.timestamp, context.receivedAt),
      target.id,
      companyId,
    ],
  )
  if (!row) return withMerge({ note: 'reaction already stored' }, reactor)
  const written = await readWrittenRows(tx, companyId, [Number(row.id)])
  return withMerge(
    {
      afterCommit: async ({ kernel }) => emitWrittenMessages(kernel, written, { action: 'create' }),
    },
    reactor,
  )
}

/** The outcome, preceded after the commit by the live events of a merge resolving the reactor made. */
function withMerge(outcome: InboundOutcome, reactor: ResolvedContact): InboundOutcome {
  const { merge } = reactor
  if (!merge) return outcome
  return {
    ...outcome,
    afterCommit: async (services) => {
      await emitContactMerge(services.kernel, merge)
      await outcome.afterCommit?.(services)
    },
  }
}
