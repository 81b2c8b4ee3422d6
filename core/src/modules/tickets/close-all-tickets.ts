import type { Caller } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { sqlPlaceholders } from '../../kernel/db/sql-fragments.ts'
import type { RealtimeServer } from '../../kernel/realtime/realtime-server.ts'
import { Ticket, type TicketStatus, workingStatuses } from './entities.ts'
import { emitTicketUpdates } from './ticket-events.ts'

/** Live events for closed tickets go out in batches, each with one query per related table. */
const emitBatch = 500

/**
 * The admins' close-all (inbox.md §2): closes the company's working tickets of one status (all
 * working statuses when none is given), in the chosen queues (any queue when none), without
 * farewell messages; or, for plugins (`TicketsApi`), the chosen working tickets (`ticketIds`). One
 * statement closes them and writes their `closed` timeline entries, so a large inbox is closed at
 * once rather than ticket by ticket. Returns how many were closed.
 */
export async function closeAllTickets(
  em: Em,
  realtime: RealtimeServer,
  /** Who closes them (the timeline's user); no user for automatic closing. */
  caller: Pick<Caller, 'companyId'> & { userId: number | null },
  filter: { status?: Exclude<TicketStatus, 'closed'>; queueIds?: number[]; ticketIds?: number[] },
): Promise<number> {
  const statuses = filter.status ? [filter.status] : [...workingStatuses]
  const queueIds = filter.queueIds ?? []
  const ticketIds = filter.ticketIds ?? []
  if (filter.ticketIds && ticketIds.length === 0) return 0
  const conditions = [
    queueIds.length > 0 ? `and queue_id in (${sqlPlaceholders(queueIds)})` : '',
    ticketIds.length > 0 ? `and id in (${sqlPlaceholders(ticketIds)})` : '',
  ].join(' ')
  const closed = await em.execute<{ id: number; previous_status: TicketStatus }[]>(
    `with target as (
       select id, status from tickets
        where company_id = ? and status in (${sqlPlaceholders(statuses)}) ${conditions}
        for update
     ), closed as (
       update tickets t set status = 'closed', closed_at = now(), updated_at = now()
         from target where t.id = target.id and t.company_id = ?
       returning t.id, t.queue_id, target.status as previous_status
     ), logged as (
       insert into ticket_logs (company_id, ticket_id, type, user_id, queue_id, created_at)
       select ?, id, 'closed', ?, queue_id, now() from closed
     )
     select id, previous_status from closed`,
    [
      caller.companyId,
      ...statuses,
      ...queueIds,
      ...ticketIds,
      caller.companyId,
      caller.companyId,
      caller.userId,
    ],
  )
  for (let start = 0; start < closed.length; start += emitBatch) {
    const batch = closed.slice(start, start + emitBatch)
    const tickets = await em.find(Ticket, { id: { $in: batch.map((row) => row.id) } }, { refresh: true })
    const previousById = new Map(batch.map((row) => [row.id, row.previous_status]))
    await emitTicketUpdates(
      realtime,
      em,
      tickets.map((ticket) => ({ ticket, previous: { status: previousById.get(ticket.id) } })),
    )
  }
  return closed.length
}
