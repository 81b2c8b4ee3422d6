import { fittingKey } from '../event-key.ts'
import { type InboundContext, InboundNotReady, type InboundOutcome } from '../inbound-context.ts'

/** A stored message an ack, edit, delete or reaction refers to. */
export interface TargetMessage {
  id: number
  ticketId: number
  ack: number
  createdAt: Date
}

/**
 * The message of this connection with this channel id, locked for the change about to be made.
 * When it is not stored yet (the event overtook its message), processing waits and tries again;
 * on the last try the event is recorded as done with a note, since the message may never come
 * (one sent before the connection existed).
 */
export async function targetMessage(
  context: InboundContext,
  externalId: string,
): Promise<TargetMessage | InboundOutcome> {
  const [row] = await context.tx.execute<
    { id: string | number; ticket_id: number; ack: number; created_at: Date }[]
  >(
    `select id, ticket_id, ack, created_at from messages
      where connection_id = ? and external_id = ? and company_id = ?
      for update`,
    [context.connection.id, fittingKey(externalId), context.companyId],
  )
  if (row)
    return { id: Number(row.id), ticketId: row.ticket_id, ack: row.ack, createdAt: new Date(row.created_at) }
  if (context.finalAttempt) return { note: `message ${externalId} not found` }
  throw new InboundNotReady(`message ${externalId} is not stored yet`)
}

export function isTarget(found: TargetMessage | InboundOutcome): found is TargetMessage {
  return 'id' in found
}
