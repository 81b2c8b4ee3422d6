import type { InboundHandler } from '../inbound-context.ts'
import { emitWrittenMessages } from '../live/emit-written.ts'
import { readWrittenRows } from '../live/written-rows.ts'
import { isTarget, targetMessage } from './target-message.ts'

/**
 * A delivery receipt: the message's ack moves forward only (sent, delivered, read, played), so a
 * late "delivered" never undoes a "read".
 */
export const applyAck: InboundHandler<'ack'> = async (context, event) => {
  const target = await targetMessage(context, event.externalId)
  if (!isTarget(target)) return target
  if (event.ack <= target.ack) return { note: 'ack not newer than the stored one' }
  await context.tx.execute(
    'update messages set ack = ?, updated_at = now() where id = ? and company_id = ?',
    [event.ack, target.id, context.companyId],
  )
  const { companyId } = context
  const written = await readWrittenRows(context.tx, companyId, [target.id])
  return {
    afterCommit: async ({ kernel }) => emitWrittenMessages(kernel, written, { action: 'update' }),
  }
}
