import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { Connection } from '../connections/index.ts'
import { Contact } from '../contacts/index.ts'
import type { ISchedule } from './entities.ts'

interface TicketRow {
  id: number
}

/** The connection a schedule goes out on: its own, else the contact's, else the company's default. */
async function connectionOf(em: Em, schedule: ISchedule, originConnectionId: number | null) {
  for (const id of [schedule.connectionId, originConnectionId]) {
    const connection = id ? await em.findOne(Connection, { id }) : null
    if (connection) return connection
  }
  const fallback = await em.findOne(Connection, {}, { orderBy: { isDefault: 'desc', id: 'asc' } })
  if (!fallback) throw new AppError('ERR_NO_DEF_WAPP_FOUND')
  return fallback
}

/**
 * The ticket a scheduled message is sent on (inbox.md §3 Schedule). The contact's working ticket
 * on the connection is reused as it is (someone may be attending it). Otherwise a ticket is
 * opened for the send: with `openTicket` enabled and `statusTicket` open it is open, owned by
 * `ticketUserId` in `queueId`, for an attendant to follow up; otherwise it is recorded closed, so
 * the conversation keeps the message but nobody has to work it. A customer message racing the
 * opening meets the "one working ticket per contact and connection" index and its ticket is used.
 * Run it inside the send's transaction.
 */
export async function ticketForSchedule(em: Em, schedule: ISchedule): Promise<number> {
  const contact = await em.findOne(Contact, { id: schedule.contactId })
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND')
  const connection = await connectionOf(em, schedule, contact.originConnectionId ?? null)
  const working = () =>
    em.execute<TicketRow[]>(
      `select id from tickets where company_id = ? and contact_id = ? and connection_id = ?
          and status in ('pending', 'open', 'group', 'lgpd')
        order by updated_at desc limit 1`,
      [schedule.companyId, contact.id, connection.id],
    )
  const [existing] = await working()
  if (existing) return existing.id
  const opensForWork = schedule.openTicket === 'enabled' && schedule.statusTicket === 'open'
  const [opened] = await em.execute<TicketRow[]>(
    `insert into tickets (uuid, company_id, contact_id, connection_id, status, user_id, queue_id, channel,
                          is_group, created_at, updated_at, closed_at)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, now(), now(), ?)
     on conflict do nothing
     returning id`,
    [
      schedule.companyId,
      contact.id,
      connection.id,
      opensForWork ? 'open' : 'closed',
      opensForWork ? (schedule.ticketUserId ?? null) : null,
      opensForWork ? (schedule.queueId ?? null) : null,
      connection.channel,
      contact.isGroup,
      opensForWork ? null : new Date(),
    ],
  )
  if (!opened) {
    const [winner] = await working()
    if (!winner) throw new AppError('ERR_CREATING_TICKET')
    return winner.id
  }
  await em.execute(
    `insert into ticket_logs (company_id, ticket_id, type, user_id, created_at) values (?, ?, 'create', ?, now())`,
    [schedule.companyId, opened.id, schedule.userId ?? null],
  )
  return opened.id
}
