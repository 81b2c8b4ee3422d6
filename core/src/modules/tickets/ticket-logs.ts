import type { Em } from '../../kernel/db/orm.ts'
import { Queue } from '../queues/index.ts'
import { User } from '../users/index.ts'
import { TicketLog, type TicketLogType } from './entities.ts'

/** One event to add to a ticket's timeline. */
export interface TicketLogEntry {
  type: TicketLogType
  userId?: number | null
  queueId?: number | null
}

/** Adds timeline entries to the unit of work; they are written with the next flush. */
export function logTicket(
  em: Em,
  ticket: { id: number; companyId: number },
  ...entries: TicketLogEntry[]
): void {
  for (const entry of entries) {
    em.create(TicketLog, {
      companyId: ticket.companyId,
      ticketId: ticket.id,
      type: entry.type,
      userId: entry.userId ?? null,
      queueId: entry.queueId ?? null,
    })
  }
}

/** A timeline entry as the ticket log dialog shows it. */
export interface TicketLogView {
  id: number
  ticketId: number
  type: TicketLogType
  user: { id: number; name: string } | null
  queue: { id: number; name: string } | null
  createdAt: string
}

/** A ticket's timeline, oldest first, with user and queue names. `em` must be scoped to the company. */
export async function loadTicketTimeline(em: Em, ticketId: number): Promise<TicketLogView[]> {
  const entries = await em.find(TicketLog, { ticketId }, { orderBy: { createdAt: 'asc', id: 'asc' } })
  const userIds = [...new Set(entries.map((entry) => entry.userId).filter((id) => id != null))]
  const queueIds = [...new Set(entries.map((entry) => entry.queueId).filter((id) => id != null))]
  const [users, queues] = await Promise.all([
    userIds.length > 0 ? em.find(User, { id: { $in: userIds } }) : [],
    queueIds.length > 0 ? em.find(Queue, { id: { $in: queueIds } }) : [],
  ])
  const userById = new Map(users.map((user) => [user.id, user]))
  const queueById = new Map(queues.map((queue) => [queue.id, queue]))
  return entries.map((entry) => {
    const user = entry.userId ? userById.get(entry.userId) : undefined
    const queue = entry.queueId ? queueById.get(entry.queueId) : undefined
    return {
      id: entry.id,
      ticketId: entry.ticketId,
      type: entry.type,
      user: user ? { id: user.id, name: user.name } : null,
      queue: queue ? { id: queue.id, name: queue.name } : null,
      createdAt: entry.createdAt.toISOString(),
    }
  })
}
