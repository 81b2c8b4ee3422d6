import type { Em } from '../../kernel/db/orm.ts'
import { executePrepared } from '../../kernel/db/prepared-statements.ts'
import type { Channel } from '../connections/index.ts'
import { type TicketStatus, workingStatuses } from './entities.ts'

/** The ticket an inbound message belongs to. */
export interface OpenedTicket {
  id: number
  status: TicketStatus
  queueId: number | null
  /** True when this call opened the ticket. */
  isNew: boolean
  /** True when this call reopened a ticket closed within the connection's reopen window. */
  reopened?: boolean
  /**
   * Whether the ticket sits in a kanban lane that sends it back to another lane when the
   * customer answers (a `rollbackLaneId`); read with the working ticket, undefined when not read.
   */
  inRollbackLane?: boolean
}

/** What decides which ticket a message goes to. */
export interface TicketOwner {
  companyId: number
  contactId: number
  connection: {
    id: number
    channel: Channel
    groupAsTicket: 'enabled' | 'disabled'
    /** `timeCreateNewTicket`: minutes after closing within which the contact's next message reopens the ticket. */
    reopenWithinMinutes?: number
  }
  isGroup: boolean
  /**
   * The contact's working ticket on the connection (or null: none), read already by a statement
   * that looked up many contacts at once (the inbound batches' look-ahead); used in place of the
   * first lookup when it is this contact's.
   */
  working?: { contactId: number; row: WorkingTicketRow | null }
}

export interface TicketRow {
  id: number
  status: TicketStatus
  queue_id: number | null
}

export interface WorkingTicketRow extends TicketRow {
  in_rollback_lane: boolean
}

/** The statuses of a ticket being worked, as SQL: a contact has at most one per connection. */
export const workingStatusesSql = `(${workingStatuses.map((status) => `'${status}'`).join(', ')})`

/** Opening races are settled by the unique index; more lost races than this is a bug. */
const maxAttempts = 5

/**
 * The kanban lanes a ticket sits in that send it back to another lane when the customer answers
 * (`rollbackLaneId`), as `from ... where ...` over `tt` (its ticket tag), `lane` and `back`: read
 * by the inbound pipeline's lane rollback, and by findWorkingTicket as a yes or no.
 */
export function rollbackLanesOf(companyIdSql: string, ticketIdSql: string): string {
  return `from ticket_tags tt
       join tags lane on lane.id = tt.tag_id and lane.company_id = tt.company_id
       join tags back on back.id = lane.rollback_lane_id and back.company_id = lane.company_id and back.kanban = 1
      where tt.company_id = ${companyIdSql} and tt.ticket_id = ${ticketIdSql} and lane.kanban = 1
        and lane.rollback_lane_id <> lane.id`
}

/** The ticket an inbound message found, as findOrOpenTicket answers it. */
function openedTicket(row: TicketRow, found: Omit<OpenedTicket, 'id' | 'status' | 'queueId'>): OpenedTicket {
  return { id: row.id, status: row.status, queueId: row.queue_id, ...found }
}

/**
 * A working ticket's columns as WorkingTicketRow has them, from `tickets t`: with (sparing the
 * inbound pipeline's lane rollback a round trip) whether it sits in a lane with a rollback lane,
 * the join rollBackLane reads, reduced to whether it finds anything.
 */
export const workingTicketColumns = `t.id, t.status, t.queue_id,
            exists (select 1 ${rollbackLanesOf('t.company_id', 't.id')}) as in_rollback_lane`

/** The conversation's working ticket (workingTicketColumns). */
async function findWorkingTicket(em: Em, owner: TicketOwner): Promise<WorkingTicketRow | undefined> {
  const rows = await executePrepared<WorkingTicketRow>(
    em,
    `select ${workingTicketColumns}
       from tickets t
      where t.company_id = ? and t.contact_id = ? and coalesce(t.connection_id, 0) = ?
        and t.status in ${workingStatusesSql}
      limit 1`,
    [owner.companyId, owner.contactId, owner.connection.id],
  )
  return rows[0]
}

/**
 * The contact's ticket on this connection closed less than `minutes` ago, put back to `pending`
 * without an owner (it waits in its queue again), with a `reopen` log entry. Undefined when there
 * is none. Racing a new ticket's opening, the unique index fails this transaction and the event's
 * retry finds the working ticket.
 */
async function reopenRecentlyClosed(
  em: Em,
  owner: TicketOwner,
  minutes: number,
): Promise<TicketRow | undefined> {
  const [reopened] = await em.execute<TicketRow[]>(
    `update tickets set status = 'pending', user_id = null, updated_at = now()
      where id = (select id from tickets
                   where company_id = ? and contact_id = ? and coalesce(connection_id, 0) = ?
                     and status = 'closed' and updated_at >= now() - make_interval(mins => ?)
                   order by updated_at desc limit 1)
        and company_id = ? and status = 'closed'
      returning id, status, queue_id`,
    [owner.companyId, owner.contactId, owner.connection.id, minutes, owner.companyId],
  )
  if (!reopened) return undefined
  await em.execute(
    `insert into ticket_logs (company_id, ticket_id, type, created_at) values (?, ?, 'reopen', now())`,
    [owner.companyId, reopened.id],
  )
  return reopened
}

/**
 * The ticket a message of this contact on this connection goes to: the one being worked
 * (pending, open, group, or lgpd: waiting for the contact's consent), else the last one if it was
 * closed within the connection's `timeCreateNewTicket` minutes, else a new one. A new ticket
 * waits as `pending` (the LGPD step may then make it `lgpd`, docs/lgpd.md); a group whose
 * connection does not treat groups as tickets (groupAsTicket disabled) gets status `group`
 * (inbox.md §4). The partial unique index `tickets_one_working_per_contact` allows one working
 * ticket per company + contact + connection, so of many first messages arriving at once exactly
 * one opens the ticket and the others find it. Run it inside the caller's transaction.
 *
 * @example
 * const ticket = await findOrOpenTicket(tx, { companyId: 1, contactId: 7, connection, isGroup: false })
 */
export async function findOrOpenTicket(em: Em, owner: TicketOwner): Promise<OpenedTicket> {
  const { companyId, contactId, connection, isGroup } = owner
  const status: TicketStatus = isGroup && connection.groupAsTicket === 'disabled' ? 'group' : 'pending'
  // Read already only for the first try: a lost race looks again.
  const readAlready = owner.working?.contactId === contactId ? owner.working.row : undefined
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const working =
      attempt === 1 && readAlready !== undefined
        ? (readAlready ?? undefined)
        : await findWorkingTicket(em, owner)
    if (working) return openedTicket(working, { isNew: false, inRollbackLane: working.in_rollback_lane })
    const reopenWithin = connection.reopenWithinMinutes ?? 0
    if (!isGroup && reopenWithin > 0) {
      const reopened = await reopenRecentlyClosed(em, owner, reopenWithin)
      if (reopened) return openedTicket(reopened, { isNew: false, reopened: true })
    }
    const [opened] = await em.execute<TicketRow[]>(
      `insert into tickets (uuid, company_id, contact_id, connection_id, status, channel, is_group, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, now(), now())
       on conflict do nothing
       returning id, status, queue_id`,
      [companyId, contactId, connection.id, status, connection.channel, isGroup],
    )
    if (!opened) continue
    await em.execute(
      `insert into ticket_logs (company_id, ticket_id, type, created_at) values (?, ?, 'create', now())`,
      [companyId, opened.id],
    )
    return openedTicket(opened, { isNew: true })
  }
  throw new Error(`Could not open a ticket for contact ${contactId} on connection ${connection.id}`)
}
