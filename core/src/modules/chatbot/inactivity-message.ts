import type { FastifyBaseLogger } from 'fastify'
import { companyEm, platformEm } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { deliverTurn } from './deliver-turn.ts'
import { leaveReply } from './leave-reply.ts'
import { withTicketBotLock } from './ticket-bot-lock.ts'

/** A connection that sends an inactivity message, with its settings. */
interface InactivityConnection {
  id: number
  company_id: number
  minutes: number
  message: string
}

interface WaitingTicket {
  id: number
  after_message_id: number
}

/** Tickets handled per connection and run; the next run (a minute later) takes the rest. */
const batchSize = 200

/**
 * The inactivity message (administration.md §3 Connection `timeInactiveMessage`,
 * `inactiveMessage`): a working ticket (open or waiting, not a group) whose last message is the
 * company's and is older than `timeInactiveMessage` minutes by the product clock, the customer
 * not having answered, gets `inactiveMessage` once; the customer's next message allows another.
 * The notice row (unique per ticket and customer message) and the message in the automatic
 * answers' outbox commit together, so two workers sweeping at once send it once, and a crash
 * after the commit still sends it (the outbox's safety net). Closing the ticket afterwards is the
 * expiry's work (`expiresTicket`, expire-inactive-tickets.ts). Returns how many were sent.
 */
export async function sendInactivityMessages(kernel: Kernel, log: FastifyBaseLogger): Promise<number> {
  const connections = await platformEm(kernel.orm, 'sweep').execute<InactivityConnection[]>(
    `select id, company_id, (options ->> 'timeInactiveMessage')::int as minutes,
            trim(options ->> 'inactiveMessage') as message
       from connections
      where options ->> 'timeInactiveMessage' ~ '^[0-9]{1,6}$' and (options ->> 'timeInactiveMessage')::int > 0
        and nullif(trim(options ->> 'inactiveMessage'), '') is not null`,
  )
  let sent = 0
  for (const connection of connections) {
    try {
      sent += await remindOnConnection(kernel, log, connection)
    } catch (error) {
      log.error({ err: error, connectionId: connection.id }, 'inactivity messages of a connection failed')
    }
  }
  return sent
}

async function remindOnConnection(
  kernel: Kernel,
  log: FastifyBaseLogger,
  connection: InactivityConnection,
): Promise<number> {
  const { company_id: companyId } = connection
  const cutoff = new Date(kernel.clock.now().getTime() - connection.minutes * 60_000)
  const em = companyEm(kernel.orm, companyId)
  const waiting = await em.execute<WaitingTicket[]>(
    `select t.id,
            coalesce((select max(m.id) from messages m
                       where m.company_id = t.company_id and m.ticket_id = t.id and not m.from_me), 0) as after_message_id
       from tickets t
       join lateral (select m.from_me, m.created_at from messages m
                      where m.company_id = t.company_id and m.ticket_id = t.id and not m.is_private
                      order by m.id desc limit 1) last on true
      where t.company_id = ? and t.connection_id = ? and t.status in ('open', 'pending') and not t.is_group
        and last.from_me and last.created_at < ?
        and not exists (select 1 from ticket_inactivity_notices n
                         where n.company_id = t.company_id and n.ticket_id = t.id
                           and n.after_message_id = coalesce((select max(m.id) from messages m
                             where m.company_id = t.company_id and m.ticket_id = t.id and not m.from_me), 0))
      order by t.id
      limit ?`,
    [companyId, connection.id, cutoff, batchSize],
  )
  let sent = 0
  for (const ticket of waiting) {
    const claimed = await em.transactional(async (tx) => {
      const [notice] = await tx.execute<{ id: number }[]>(
        `insert into ticket_inactivity_notices (company_id, ticket_id, after_message_id, created_at)
         values (?, ?, ?, ?) on conflict do nothing returning id`,
        [companyId, ticket.id, ticket.after_message_id, kernel.clock.now()],
      )
      if (notice) await leaveReply(tx, companyId, ticket.id, connection.message)
      return notice !== undefined
    })
    if (!claimed) continue
    sent += 1
    await withTicketBotLock(kernel.locks, ticket.id, () =>
      deliverTurn({ kernel, log }, companyId, ticket.id, undefined),
    )
  }
  return sent
}
