import type { FastifyBaseLogger } from 'fastify'
import { companyEm, type Em, platformEm } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { emitTicketUpdate, Ticket } from '../tickets/index.ts'
import { deliverTurn } from './deliver-turn.ts'
import { leaveReply } from './leave-reply.ts'
import { withTicketBotLock } from './ticket-bot-lock.ts'

/** A ticket whose time in a lane is up. */
interface DueMove {
  company_id: number
  ticket_id: number
  lane_id: number
  next_lane_id: number
  greeting: string | null
}

/** Moves per run; the next run (a minute later) takes the rest. */
const batchSize = 500

/**
 * Moves a ticket from one lane to another in `tx`: takes the `from` lane's tag off and puts the
 * `to` lane's on. False when the ticket was no longer in `from` (another worker, a drag or the
 * customer moved it first), so each move happens once. The target lane's `greetingMessageLane`
 * is left for the customer in the automatic answers' outbox, in the same transaction.
 */
export async function moveTicketLane(
  tx: Em,
  move: { companyId: number; ticketId: number; from: number; to: number; greeting: string | null },
): Promise<boolean> {
  const [left] = await tx.execute<{ ticket_id: number }[]>(
    'delete from ticket_tags where company_id = ? and ticket_id = ? and tag_id = ? returning ticket_id',
    [move.companyId, move.ticketId, move.from],
  )
  if (!left) return false
  await tx.execute(
    'insert into ticket_tags (ticket_id, tag_id, company_id, added_at) values (?, ?, ?, now()) on conflict do nothing',
    [move.ticketId, move.to, move.companyId],
  )
  if (move.greeting) await leaveReply(tx, move.companyId, move.ticketId, move.greeting)
  return true
}

/**
 * The timed lane moves (administration.md §3 Tag/lane `timeLane`, `nextLaneId`,
 * `greetingMessageLane`): a working ticket in a kanban lane with `timeLane` hours and a next lane
 * moves there once it has been in the lane that long (by the product clock), and the next lane's
 * greeting goes to the customer. Returns how many tickets moved.
 */
export async function moveDueLanes(kernel: Kernel, log: FastifyBaseLogger): Promise<number> {
  const due = await platformEm(kernel.orm, 'sweep').execute<DueMove[]>(
    `select tt.company_id, tt.ticket_id, lane.id as lane_id, lane.next_lane_id,
            nullif(trim(next.greeting_message_lane), '') as greeting
       from ticket_tags tt
       join tags lane on lane.id = tt.tag_id and lane.company_id = tt.company_id
       join tags next on next.id = lane.next_lane_id and next.company_id = lane.company_id and next.kanban = 1
       join tickets t on t.id = tt.ticket_id and t.company_id = tt.company_id
      where lane.kanban = 1 and lane.time_lane > 0 and lane.next_lane_id <> lane.id
        and t.status in ('open', 'pending')
        and tt.added_at + make_interval(hours => lane.time_lane) <= ?
      order by tt.added_at
      limit ?`,
    [kernel.clock.now(), batchSize],
  )
  let moved = 0
  for (const move of due) {
    try {
      const em = companyEm(kernel.orm, move.company_id)
      const done = await em.transactional((tx) =>
        moveTicketLane(tx, {
          companyId: move.company_id,
          ticketId: move.ticket_id,
          from: move.lane_id,
          to: move.next_lane_id,
          greeting: move.greeting,
        }),
      )
      if (!done) continue
      moved += 1
      const ticket = await em.findOne(Ticket, { id: move.ticket_id })
      if (ticket) await emitTicketUpdate(kernel.realtime, em, ticket)
      if (move.greeting) {
        await withTicketBotLock(kernel.locks, move.ticket_id, () =>
          deliverTurn({ kernel, log }, move.company_id, move.ticket_id, undefined),
        )
      }
    } catch (error) {
      log.error({ err: error, ticketId: move.ticket_id }, 'moving a ticket to its next lane failed')
    }
  }
  return moved
}
