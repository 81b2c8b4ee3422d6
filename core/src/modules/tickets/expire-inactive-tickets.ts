import type { FastifyBaseLogger } from 'fastify'
import { companyEm, platformEm } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { connectionOptionDefaults } from '../connections/index.ts'
import { Ticket } from './entities.ts'
import { emitTicketUpdate } from './ticket-events.ts'
import type { SendTicketText } from './ticket-hooks.ts'
import { logTicket } from './ticket-logs.ts'

/** A connection that closes inactive tickets, with its options as the expiry needs them. */
interface ExpiringConnection {
  id: number
  company_id: number
  expires_hours: number
  /** 0: counted from the contact's last message, 1: from the attendant's last message. */
  when_expires: number
  message: string | null
}

/** Tickets closed per connection and run; the next run (a minute later) takes the rest. */
const batchSize = 200

/**
 * Closes the tickets nobody talked on for the connection's `expiresTicket` hours (administration.md
 * §3): counted from the contact's last message (`whenExpiresTicket` 0) or the attendant's (1), or
 * from the ticket's creation when there is none. Each ticket is closed on its own and only if it
 * is still idle at that instant, so a message racing the job keeps the ticket open. Then the
 * connection's `expiresInactiveMessage` is sent when set, like a farewell (a channel failure is
 * logged). Returns how many tickets were closed.
 */
export async function expireInactiveTickets(
  kernel: Kernel,
  log: FastifyBaseLogger,
  sendText: SendTicketText,
): Promise<number> {
  // A connection saved before `expiresTicket` existed has the default window (24 hours), as its
  // view shows; a saved 0 means never.
  const connections = await platformEm(kernel.orm, 'sweep').execute<ExpiringConnection[]>(
    `select * from (
       select id, company_id,
              case when hours ~ '^[0-9]{1,6}$' then hours::int else 0 end as expires_hours,
              coalesce((options ->> 'whenExpiresTicket')::int, 0) as when_expires,
              nullif(trim(options ->> 'expiresInactiveMessage'), '') as message
         from (select *, coalesce(options ->> 'expiresTicket', ?) as hours from connections) saved
     ) expiring
     where expires_hours > 0`,
    [String(connectionOptionDefaults.expiresTicket)],
  )
  let closed = 0
  for (const connection of connections) {
    closed += await expireOnConnection(kernel, log, sendText, connection)
  }
  return closed
}

/** The condition of an idle ticket `t`, with parameters: hours, fromMe, hours. */
const idleCondition = `t.status in ('open', 'pending') and not t.is_group
  and t.updated_at < now() - make_interval(hours => ?)
  and coalesce((select max(m.created_at) from messages m
                 where m.company_id = t.company_id and m.ticket_id = t.id
                   and m.from_me = ? and not m.is_private), t.created_at)
      < now() - make_interval(hours => ?)`

const idleParams = (connection: ExpiringConnection) => [
  connection.expires_hours,
  connection.when_expires === 1,
  connection.expires_hours,
]

async function expireOnConnection(
  kernel: Kernel,
  log: FastifyBaseLogger,
  sendText: SendTicketText,
  connection: ExpiringConnection,
): Promise<number> {
  const em = companyEm(kernel.orm, connection.company_id)
  // Tickets touched within the window cannot be idle that long; the filter on updated_at keeps
  // the per-ticket message lookups to the few candidates.
  const idle = await em.execute<{ id: number }[]>(
    `select t.id from tickets t
      where t.company_id = ? and t.connection_id = ? and ${idleCondition}
      order by t.updated_at
      limit ?`,
    [connection.company_id, connection.id, ...idleParams(connection), batchSize],
  )
  let closed = 0
  for (const { id } of idle) {
    try {
      if (await closeIdleTicket(kernel, log, sendText, connection, id)) closed += 1
    } catch (error) {
      log.error({ err: error, ticketId: id }, 'closing an inactive ticket failed')
    }
  }
  return closed
}

async function closeIdleTicket(
  kernel: Kernel,
  log: FastifyBaseLogger,
  sendText: SendTicketText,
  connection: ExpiringConnection,
  ticketId: number,
): Promise<boolean> {
  const em = companyEm(kernel.orm, connection.company_id)
  const before = await em.findOne(Ticket, { id: ticketId })
  if (!before) return false
  const previous = { userId: before.userId, queueId: before.queueId, status: before.status }
  // Still idle at this instant: a message that arrived since the selection keeps the ticket open.
  const [updated] = await em.execute<{ id: number }[]>(
    `update tickets t set status = 'closed', closed_at = now(), updated_at = now()
      where t.id = ? and t.company_id = ? and ${idleCondition}
      returning t.id`,
    [ticketId, connection.company_id, ...idleParams(connection)],
  )
  if (!updated) return false
  logTicket(em, before, { type: 'closed', userId: null, queueId: before.queueId })
  await em.flush()
  const ticket = await companyEm(kernel.orm, connection.company_id).findOneOrFail(Ticket, { id: ticketId })
  await emitTicketUpdate(kernel.realtime, em, ticket, previous)
  if (connection.message) {
    try {
      await sendText(em, ticket, connection.message)
    } catch (error) {
      log.warn({ err: error, ticketId }, 'the inactivity message of a closed ticket was not sent')
    }
  }
  return true
}
