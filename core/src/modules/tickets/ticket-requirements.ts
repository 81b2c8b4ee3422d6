import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { Queue } from '../queues/index.ts'
import { User } from '../users/index.ts'
/** The queue a transition needs: given, and one of the company's ('Selecione uma fila' otherwise). */
export async function requireQueue(em: Em, queueId: number | null | undefined): Promise<number> {
  if (!queueId) throw new AppError('ERR_QUEUE_REQUIRED')
  if (!(await em.findOne(Queue, { id: queueId }))) {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'queueId', message: 'is not a queue of this company' }],
    })
  }
  return queueId
}

/** The attendant a ticket is handed to, when one is named: a user of the company. */
export async function requireAttendant(em: Em, userId: number | null | undefined): Promise<number | null> {
  if (userId == null) return null
  if (!(await em.findOne(User, { id: userId }))) throw new AppError('ERR_NO_USER_FOUND')
  return userId
}
