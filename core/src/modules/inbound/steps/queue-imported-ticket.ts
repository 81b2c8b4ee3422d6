import type { InboundMessage } from '@atendo/plugin-api'
import type { OpenedTicket } from '../../tickets/index.ts'
import type { InboundContext } from '../inbound-context.ts'

/**
 * Step 2b: a ticket a history import opened waits in the connection's import queue
 * (`queueIdImportMessages`, administration.md: "a queue is required when import is on"), apart
 * from the live conversations. A ticket that was already being worked keeps its queue.
 */
export async function queueImportedTicket(
  context: InboundContext,
  message: InboundMessage,
  ticket: OpenedTicket,
): Promise<OpenedTicket> {
  const queueId = context.connection.importQueueId
  if (!message.imported || !ticket.isNew || !queueId || ticket.queueId === queueId) return ticket
  // The queue must be the company's; a stale option naming a deleted queue leaves the ticket as it is.
  const [queued] = await context.tx.execute<{ queue_id: number }[]>(
    `update tickets set queue_id = q.id, updated_at = now()
       from queues q
      where tickets.id = ? and tickets.company_id = ? and q.id = ? and q.company_id = tickets.company_id
      returning tickets.queue_id`,
    [ticket.id, context.companyId, queueId],
  )
  return queued ? { ...ticket, queueId: queued.queue_id } : ticket
}
