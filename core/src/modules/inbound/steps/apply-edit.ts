import type { InboundHandler } from '../inbound-context.ts'
import { emitWrittenMessages } from '../live/emit-written.ts'
import { readWrittenRows } from '../live/written-rows.ts'
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
  const written = await readWrittenRows(tx, companyId, [target.id])
  return {
    afterCommit: async ({ kernel }) => emitWrittenMessages(kernel, written, { action: 'update' }),
  }
}
