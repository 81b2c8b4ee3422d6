import type { FastifyBaseLogger } from 'fastify'
import { companyEm, type Em, platformEm } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { Ticket } from './entities.ts'
import { emitTicketUpdate } from './ticket-events.ts'

/** A queue whose waiting tickets are handed out, and how. */
interface AssigningQueue {
  id: number
  company_id: number
  /** Rotation minutes (`tempoRoteador`) when `ativarRoteador` is on; null: the company's userRandom. */
  rotation_minutes: number | null
}

interface Assignment {
  ticketId: number
  userId: number
  queueId: number
}

/** Tickets handed out per queue and run; the rest wait for the next turn. */
const batchSize = 100

/**
 * Hands the waiting tickets of queues to their online attendants (docs/automations.md):
 * - **rotation** (queue `ativarRoteador`, every `tempoRoteador` minutes by the product clock):
 *   in turn, each ticket to the attendant after the one who got the previous ticket, the turn
 *   kept between rotations (`queue_rotations`);
 * - **userRandom** (company option, queues without rotation): each ticket to a random online
 *   attendant of its queue, at the next minute's sweep.
 * A waiting ticket is one in the queue, `pending`, without attendant, not driven by the chatbot
 * or a plugin's automation. It becomes open and the attendant's. A queue is handed out under its
 * rotation row's lock and tickets are taken with `skip locked` and a re-checked update, so two
 * workers never give one ticket twice. Returns how many tickets were given.
 */
export async function assignWaitingTickets(kernel: Kernel, log: FastifyBaseLogger): Promise<number> {
  const queues = await platformEm(kernel.orm, 'sweep').execute<AssigningQueue[]>(
    `select q.id, q.company_id, case when q.ativar_roteador then q.tempo_roteador end as rotation_minutes
       from queues q
      where (q.ativar_roteador and q.tempo_roteador > 0)
         or (not q.ativar_roteador and exists (select 1 from company_settings s where s.company_id = q.company_id
                                                and s.key = 'userRandom' and s.value = 'enabled'))`,
  )
  let assigned = 0
  for (const queue of queues) {
    try {
      assigned += await assignQueue(kernel, queue)
    } catch (error) {
      log.error({ err: error, queueId: queue.id }, 'handing out the waiting tickets of a queue failed')
    }
  }
  return assigned
}

async function assignQueue(kernel: Kernel, queue: AssigningQueue): Promise<number> {
  const em = companyEm(kernel.orm, queue.company_id)
  const now = kernel.clock.now()
  const assignments = await em.transactional(async (tx) => {
    await tx.execute(
      'insert into queue_rotations (company_id, queue_id) values (?, ?) on conflict do nothing',
      [queue.company_id, queue.id],
    )
    const [rotation] = await tx.execute<{ last_user_id: number | null; rotated_at: Date | null }[]>(
      'select last_user_id, rotated_at from queue_rotations where company_id = ? and queue_id = ? for update',
      [queue.company_id, queue.id],
    )
    const rotating = queue.rotation_minutes !== null
    if (rotating && rotation?.rotated_at) {
      const dueAt = new Date(rotation.rotated_at).getTime() + queue.rotation_minutes! * 60_000
      if (now.getTime() < dueAt) return []
    }
    const attendants = await onlineAttendants(tx, queue)
    if (attendants.length === 0) return []
    const waiting = await tx.execute<{ id: number }[]>(
      `select id from tickets
        where company_id = ? and queue_id = ? and status = 'pending' and user_id is null
          and not is_group and not is_bot and automation is null
        order by created_at, id
        limit ? for update skip locked`,
      [queue.company_id, queue.id, batchSize],
    )
    const given: Assignment[] = []
    let turn = nextTurn(attendants, rotation?.last_user_id ?? null)
    for (const ticket of waiting) {
      const userId = rotating ? attendants[turn % attendants.length]! : randomOf(attendants)
      const [moved] = await tx.execute<{ id: number }[]>(
        `update tickets set user_id = ?, status = 'open', updated_at = now()
          where id = ? and company_id = ? and status = 'pending' and user_id is null returning id`,
        [userId, ticket.id, queue.company_id],
      )
      if (!moved) continue
      await tx.execute(
        `insert into ticket_logs (company_id, ticket_id, type, user_id, queue_id, created_at) values (?, ?, 'open', ?, ?, now())`,
        [queue.company_id, ticket.id, userId, queue.id],
      )
      given.push({ ticketId: ticket.id, userId, queueId: queue.id })
      turn += 1
    }
    if (rotating) {
      await tx.execute(
        'update queue_rotations set rotated_at = ?, last_user_id = coalesce(?, last_user_id) where company_id = ? and queue_id = ?',
        [now, given.at(-1)?.userId ?? null, queue.company_id, queue.id],
      )
    }
    return given
  })
  for (const assignment of assignments) {
    const ticket = await em.findOne(Ticket, { id: assignment.ticketId }, { refresh: true })
    if (ticket) {
      await emitTicketUpdate(kernel.realtime, em, ticket, {
        userId: null,
        queueId: queue.id,
        status: 'pending',
      })
    }
  }
  return assignments.length
}

/** The queue's attendants who are online now, in a stable order (the rotation's). */
async function onlineAttendants(tx: Em, queue: AssigningQueue): Promise<number[]> {
  const rows = await tx.execute<{ id: number }[]>(
    `select u.id from users u
       join user_queues uq on uq.user_id = u.id and uq.company_id = u.company_id
      where u.company_id = ? and uq.queue_id = ? and u.online
      order by u.id`,
    [queue.company_id, queue.id],
  )
  return rows.map((row) => row.id)
}

/** The index of the attendant after the last one served (the first when none was, or they left). */
function nextTurn(attendants: number[], lastUserId: number | null): number {
  if (lastUserId === null) return 0
  const after = attendants.findIndex((id) => id > lastUserId)
  return after === -1 ? 0 : after
}

function randomOf(attendants: number[]): number {
  return attendants[Math.floor(Math.random() * attendants.length)]!
}
