import type { InboundHandler } from '../inbound-context.ts'
import { emitWrittenMessages } from '../live/emit-written.ts'
import { readWrittenRows } from '../live/written-rows.ts'
import { isTarget, targetMessage } from './target-message.ts'

/** Longest reason kept on a failed message, as for a send the channel refused at once. */
const maxReasonLength = 500

/**
 * The channel accepted one of our messages and then gave up delivering it (WhatsApp's ERROR
 * status): the message keeps the reason in `sendError`, which the conversation shows as "not
 * sent", exactly as for a send refused at once. Only our own messages can fail this way, and a
 * message the contact already received or read stays as it is.
 */
export const applySendFailure: InboundHandler<'send-failed'> = async (context, event) => {
  const target = await targetMessage(context, event.externalId)
  if (!isTarget(target)) return target
  const reason = event.reason.slice(0, maxReasonLength) || 'failed'
  const [changed] = await context.tx.execute<{ id: number }[]>(
    `update messages set send_error = ?, updated_at = now()
      where id = ? and company_id = ? and from_me and ack < 2 and send_error is distinct from ?
      returning id`,
    [reason, target.id, context.companyId, reason],
  )
  if (!changed) return { note: 'not a pending message of ours' }
  const { companyId } = context
  const written = await readWrittenRows(context.tx, companyId, [target.id])
  return {
    afterCommit: async ({ kernel }) => emitWrittenMessages(kernel, written, { action: 'update' }),
  }
}
