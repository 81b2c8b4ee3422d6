import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { assertPlanRoom } from '../plans/index.ts'
import { getCompanySetting } from '../settings/index.ts'
import { assertDepth, assertReferencesExist, depthOf, replaceChatbotOptions } from './chatbot-tree.ts'
import { ChatbotOption, type IQueue, Queue } from './entities.ts'
import type { QueueHooks } from './queue-hooks.ts'
import type { QueueCreate, QueueUpdate } from './schemas.ts'
import { assertWorkSchedules, defaultWorkSchedules } from './work-schedules.ts'

function applyFields(queue: IQueue, body: QueueUpdate): void {
  if (body.name !== undefined) queue.name = body.name.trim()
  if (body.color !== undefined) queue.color = body.color
  if (body.orderQueue !== undefined) queue.orderQueue = body.orderQueue
  if (body.greetingMessage !== undefined) queue.greetingMessage = body.greetingMessage
  if (body.outOfHoursMessage !== undefined) queue.outOfHoursMessage = body.outOfHoursMessage
  if (body.closeTicket !== undefined) queue.closeTicket = body.closeTicket
  if (body.ativarRoteador !== undefined) queue.ativarRoteador = body.ativarRoteador
  if (body.tempoRoteador !== undefined) queue.tempoRoteador = body.tempoRoteador
  if (body.integrationId !== undefined) queue.integrationId = body.integrationId
  if (body.fileListId !== undefined) queue.fileListId = body.fileListId
  if (body.schedules !== undefined) queue.schedules = body.schedules
}

/** With per-queue schedules on, customers outside the hours get this message, so it must exist. */
async function assertOutOfHoursMessage(em: Em, queue: IQueue): Promise<void> {
  if ((await getCompanySetting(em, queue.companyId, 'scheduleType')) !== 'queue') return
  if ((queue.outOfHoursMessage ?? '').trim() !== '') return
  throw new AppError('ERR_VALIDATION', {
    message: 'outOfHoursMessage Required',
    fields: [{ field: 'outOfHoursMessage', message: 'Required' }],
  })
}

async function checkBody(em: Em, body: QueueUpdate, hooks: QueueHooks): Promise<void> {
  if (body.schedules) assertWorkSchedules(body.schedules)
  if (body.chatbots) {
    assertDepth(depthOf(body.chatbots))
    await assertReferencesExist(em, body.chatbots, hooks)
  }
}

/** Creates a queue with its hours and chatbot menu, within the plan's queue count. */
export async function createQueue(
  em: Em,
  companyId: number,
  body: QueueCreate,
  hooks: QueueHooks,
): Promise<IQueue> {
  await checkBody(em, body, hooks)
  return await em.transactional(async (tx) => {
    await assertPlanRoom(tx, companyId, 'queues', () => tx.count(Queue, { companyId }))
    const queue = tx.create(Queue, {
      companyId,
      name: body.name.trim(),
      color: body.color,
      schedules: defaultWorkSchedules(),
    })
    applyFields(queue, body)
    await assertOutOfHoursMessage(tx, queue)
    await tx.flush()
    if (body.chatbots) {
      await replaceChatbotOptions(tx, { companyId, queueId: queue.id, parentId: null }, body.chatbots)
    }
    return queue
  })
}

/** Changes a queue; a `chatbots` array replaces its whole menu in the same transaction. */
export async function updateQueue(
  em: Em,
  queue: IQueue,
  body: QueueUpdate,
  hooks: QueueHooks,
): Promise<IQueue> {
  await checkBody(em, body, hooks)
  return await em.transactional(async (tx) => {
    const managed = tx.merge(queue)
    applyFields(managed, body)
    await assertOutOfHoursMessage(tx, managed)
    await tx.flush()
    if (body.chatbots) {
      await replaceChatbotOptions(
        tx,
        { companyId: managed.companyId, queueId: managed.id, parentId: null },
        body.chatbots,
      )
    }
    return managed
  })
}

/**
 * Deletes a queue. Its menu and attendant links go with it (foreign keys); tickets keep their
 * history with no queue; other queues' options that sent customers here stop doing so.
 */
export async function deleteQueue(em: Em, queue: IQueue): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(
      ChatbotOption,
      { companyId: queue.companyId, optQueueId: queue.id },
      { optQueueId: null },
    )
    await tx.nativeDelete(Queue, { id: queue.id })
  })
}
