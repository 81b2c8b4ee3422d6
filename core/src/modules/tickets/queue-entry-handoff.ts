import { chatbotHandoffs } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { Queue } from '../queues/index.ts'
import type { ITicket } from './entities.ts'

/**
 * An attendant put a waiting ticket in a queue naming a queue integration (a transfer to the
 * queue with nobody, a return to the queue, an edit of its queue): the integration takes the
 * ticket at once, as when core's chatbot brings it there, not at the customer's next message
 * (issue 19). The plugins hear it as a chatbot handoff `via: 'transfer'` (plugin-api
 * chatbot-handoffs.ts), after the change is saved and its transfer messages went out. A failing
 * taker is logged; the ticket then waits in the queue and the integration takes it at the
 * customer's next message. The queue's file list is not sent on a transfer: it belongs to the
 * chatbot's welcome.
 */
export async function handQueueEntryOver(
  kernel: Kernel,
  em: Em,
  log: FastifyBaseLogger,
  ticket: ITicket,
  queueBefore: number | null,
): Promise<void> {
  if (ticket.status !== 'pending' || ticket.userId != null) return
  if (!ticket.queueId || ticket.queueId === queueBefore) return
  const queue = await em.findOne(Queue, { id: ticket.queueId })
  if (!queue?.integrationId) return
  const handoff = {
    companyId: ticket.companyId,
    ticketId: ticket.id,
    via: 'transfer' as const,
    queueId: queue.id,
    optionId: null,
    integrationId: queue.integrationId,
    fileListId: null,
    text: '',
  }
  for (const taker of kernel.extensions.get(chatbotHandoffs)) {
    try {
      await taker.take(handoff)
    } catch (error) {
      log.warn(
        { err: error, ticketId: ticket.id, taker: taker.id },
        'a queue handoff after a transfer failed',
      )
    }
  }
}
