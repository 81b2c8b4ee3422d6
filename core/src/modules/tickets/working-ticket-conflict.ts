import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { withErrorText } from '../../kernel/http/error-text.ts'
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
  const error = new AppError('ERR_OTHER_OPEN_TICKET', {
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
  // inbox.md §8: "the error is a JSON string carrying userId, user, queue"; the family's clients
  // parse it as the ticket and read user.name, queue.name, uuid and status.
  const ticket = {
    id: existing.id,
    uuid: existing.uuid,
    status: existing.status,
    userId: existing.userId ?? null,
    user: user ? { id: user.id, name: user.name } : null,
    queueId: existing.queueId ?? null,
    queue: queue ? { id: queue.id, name: queue.name, color: queue.color } : null,
  }
  return withErrorText(error, JSON.stringify(ticket))
}
