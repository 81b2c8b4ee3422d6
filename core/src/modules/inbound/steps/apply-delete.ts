import type { InboundHandler } from '../inbound-context.ts'
import { emitChangedMessage } from './emit-message.ts'
import { isTarget, targetMessage } from './target-message.ts'

/**
 * A message deleted for everyone on the channel: kept, marked deleted, so the conversation shows
 * "apagada pelo contato" (inbox.md §3) instead of silently losing it.
 */
export const applyDelete: InboundHandler<'delete'> = async (context, event) => {
  const target = await targetMessage(context, event.externalId)
  if (!isTarget(target)) return target
  const { companyId } = context
  await context.tx.execute(
    'update messages set is_deleted = true, updated_at = now() where id = ? and company_id = ?',
    [target.id, companyId],
  )
  return { afterCommit: ({ kernel }) => emitChangedMessage(kernel, companyId, target.id, 'update') }
}
