import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { Queue } from '../queues/index.ts'
import { User } from '../users/index.ts'
import { type ITicket, Ticket, workingStatuses } from './entities.ts'

/**
 * The working ticket (pending, open or group) of a contact on a connection, if any. The partial
 * unique index `tickets_one_working_per_contact` guarantees there is at most one.
 */
export async function findWorkingTicket(
  em: Em,
  where: { contactId: number; connectionId: number | null; excludeId?: number },
): Promise<ITicket | null> {
  return em.findOne(Ticket, {
    contactId: where.contactId,
    connectionId: where.connectionId,
    status: { $in: [...workingStatuses] },
    ...(where.excludeId ? { id: { $ne: where.excludeId } } : {}),
  })
}

/**
 * ERR_OTHER_OPEN_TICKET with what the inbox shows in its already-open notice: who holds the
 * ticket, in which queue, and how to open it.
 */
export async function otherOpenTicketError(em: Em, existing: ITicket): Promise<AppError> {
  const [user, queue] = await Promise.all([
    existing.userId ? em.findOne(User, { id: existing.userId }) : null,
    existing.queueId ? em.findOne(Queue, { id: existing.queueId }) : null,
  ])
  return new AppError('ERR_OTHER_OPEN_TICKET', {
    details: {
      ticketId: existing.id,
      uuid: existing.uuid,
      status: existing.status,
      userId: existing.userId ?? null,
      user: user?.name ?? null,
      queueId: existing.queueId ?? null,
      queue: queue?.name ?? null,
    },
  })
}
