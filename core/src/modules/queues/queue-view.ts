import type { Static } from 'typebox'
import type { IQueue } from './entities.ts'
import type { ChatbotOptionView, QueueSchema } from './schemas.ts'

export type QueueView = Static<typeof QueueSchema>

/** A queue as answers and live events carry it; `chatbots` only when its menu was loaded. */
export function queueView(queue: IQueue, chatbots?: ChatbotOptionView[]): QueueView {
  return {
    id: queue.id,
    companyId: queue.companyId,
    name: queue.name,
    color: queue.color,
    orderQueue: queue.orderQueue ?? null,
    greetingMessage: queue.greetingMessage ?? null,
    outOfHoursMessage: queue.outOfHoursMessage ?? null,
    closeTicket: queue.closeTicket,
    ativarRoteador: queue.ativarRoteador,
    tempoRoteador: queue.tempoRoteador,
    integrationId: queue.integrationId ?? null,
    fileListId: queue.fileListId ?? null,
    schedules: queue.schedules as QueueView['schedules'],
    ...(chatbots ? { chatbots } : {}),
    createdAt: queue.createdAt.toISOString(),
    updatedAt: queue.updatedAt.toISOString(),
  }
}
