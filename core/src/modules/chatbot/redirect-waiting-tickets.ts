import { companyEm, type Orm, platformEm } from '../../kernel/db/orm.ts'
import { botMayAnswer } from './bot-eligibility.ts'
import { openBotTurn, queueOf, saveBotTurn, type TicketBefore, ticketChange } from './bot-turn.ts'
import type { ChatbotServices } from './chatbot-services.ts'
import { deliverTurn } from './deliver-turn.ts'
import { placeInQueue, welcomeToQueue } from './enter-queue.ts'
import { connectionClosed } from './out-of-hours.ts'
import { withTicketBotLock } from './ticket-bot-lock.ts'

/** A connection that redirects tickets left without a queue (timeSendQueue + sendIdQueue). */
interface RedirectingConnection {
  id: number
  company_id: number
  minutes: number
  queue_id: number
}

/** Tickets redirected per connection and run; the next run (a minute later) takes the rest. */
const batchSize = 200

/**
 * A ticket `t` still waiting without a queue for at least `?` minutes: since it was opened, or
 * since it last came back to waiting (reopened, returned, or taken out of its queue).
 */
const waitingWithoutQueue = `t.status = 'pending' and t.queue_id is null and t.user_id is null and not t.is_group
  and coalesce((select max(l.created_at) from ticket_logs l
                 where l.company_id = t.company_id and l.ticket_id = t.id
                   and l.type in ('reopen', 'pending', 'queue')), t.created_at)
      < now() - make_interval(mins => ?)`

/**
 * Moves one ticket to the redirect queue (timeline `redirect`) if it still qualifies at this
 * instant, and greets it there as any ticket entering a queue is greeted (unless the bot may not
 * talk on it, or the connection is closed).
 */
async function redirectTicket(
  orm: Orm,
  connection: RedirectingConnection,
  ticketId: number,
): Promise<{ redirected: boolean; before?: TicketBefore }> {
  return companyEm(orm, connection.company_id).transactional(async (tx) => {
    const [still] = await tx.execute<{ id: number }[]>(
      `select t.id from tickets t where t.id = ? and t.company_id = ? and ${waitingWithoutQueue}`,
      [ticketId, connection.company_id, connection.minutes],
    )
    if (!still) return { redirected: false }
    const turn = await openBotTurn(tx, ticketId, new Date())
    const queue = turn ? await queueOf(turn, connection.queue_id) : null
    if (!turn || !queue) return { redirected: false }
    placeInQueue(turn, queue, 'redirect')
    if (botMayAnswer(turn.ticket, turn.contact) && !(await connectionClosed(turn))) {
      await welcomeToQueue(turn, queue)
    }
    await saveBotTurn(turn)
    return { redirected: true, before: ticketChange(turn) }
  })
}

/**
 * The redirect of administration.md §3: a connection with timeSendQueue minutes and a sendIdQueue
 * moves the tickets that waited that long without a queue to that queue. Each ticket is moved
 * under its bot lock, so it never races a bot turn of the same ticket. Returns how many moved.
 */
export async function redirectWaitingTickets(services: ChatbotServices): Promise<number> {
  const { kernel, log } = services
  const connections = await platformEm(kernel.orm, 'sweep').execute<RedirectingConnection[]>(
    `select id, company_id, (options ->> 'timeSendQueue')::int as minutes, (options ->> 'sendIdQueue')::int as queue_id
       from connections
      where options ->> 'timeSendQueue' ~ '^[0-9]{1,6}$' and (options ->> 'timeSendQueue')::int > 0
        and options ->> 'sendIdQueue' ~ '^[0-9]{1,9}$'`,
  )
  let moved = 0
  for (const connection of connections) {
    const waiting = await companyEm(kernel.orm, connection.company_id).execute<{ id: number }[]>(
      `select t.id from tickets t
        where t.company_id = ? and t.connection_id = ? and ${waitingWithoutQueue}
        order by t.id limit ?`,
      [connection.company_id, connection.id, connection.minutes, batchSize],
    )
    for (const { id } of waiting) {
      try {
        await withTicketBotLock(kernel.locks, id, async () => {
          const outcome = await redirectTicket(kernel.orm, connection, id)
          if (!outcome.redirected) return
          moved += 1
          await deliverTurn(services, connection.company_id, id, outcome.before)
        })
      } catch (error) {
        log.error({ err: error, ticketId: id }, 'redirecting a waiting ticket failed')
      }
    }
  }
  return moved
}
