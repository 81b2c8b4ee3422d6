import type { InboundHandler } from '../inbound-context.ts'
import { emitChangedMessage } from './emit-message.ts'
import { isTarget, targetMessage } from './target-message.ts'

/** A message edited on the channel: new body, marked edited; the ticket list follows when it was the last one. */
export const applyEdit: InboundHandler<'edit'> = async (context, event) => {
  const target = await targetMessage(context, event.externalId)
  if (!isTarget(target)) return target
  const { tx, companyId } = context
  await tx.execute(
    'update messages set body = ?, is_edited = true, updated_at = now() where id = ? and company_id = ?',
    [event.body, target.id, companyId],
  )
  await tx.execute(
    'update tickets set last_message = ?, updated_at = now() where id = ? and company_id = ? and last_message_at = ?',
    [event.body, target.ticketId, companyId, target.createdAt],
  )
  return { afterCommit: ({ kernel }) => emitChangedMessage(kernel, companyId, target.id, 'update') }
}
