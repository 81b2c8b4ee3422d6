import type { InboundMessage } from '@atendo/plugin-api'
import { leaveReply } from '../../chatbot/index.ts'
import { companyTimeZone, dayIn } from '../../settings/index.ts'
import type { OpenedTicket } from '../../tickets/index.ts'
import type { InboundContext } from '../inbound-context.ts'
import type { Conversation } from './resolve-conversation.ts'

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null)

/**
 * A person writing on a connection during its collective vacation (administration.md §3
 * Connection `collectiveVacationMessage`, `collectiveVacationStart`, `collectiveVacationEnd`,
 * both days included, in the company's time zone, by the product clock) gets the vacation
 * message, once per ticket (it stays on the ticket, so later messages are not answered again),
 * through the automatic answers' outbox. True while the connection is on vacation: the message
 * then goes to no chatbot or automation (nobody is there to follow up), but it is stored and
 * shown to the attendants as any message.
 */
export async function answerCollectiveVacation(
  context: InboundContext,
  message: InboundMessage,
  ticket: OpenedTicket,
  conversation: Conversation,
): Promise<boolean> {
  if (message.fromMe || message.imported || conversation.isGroup) return false
  const { tx, companyId, connection } = context
  // The connection's options came with the event (process-inbound-event.ts): no second look-up.
  const vacation = {
    message: text(connection.options.collectiveVacationMessage)?.trim() ?? null,
    start: text(connection.options.collectiveVacationStart),
    end: text(connection.options.collectiveVacationEnd),
  }
  if (!vacation.message || !vacation.start || !vacation.end) return false
  const today = dayIn(context.services.kernel.clock.now(), await companyTimeZone(tx, companyId))
  if (today < vacation.start || today > vacation.end) return false
  const [answered] = await tx.execute<{ found: boolean }[]>(
    `select exists (select 1 from messages where company_id = ? and ticket_id = ? and from_me and body = ?)
         or exists (select 1 from chatbot_replies where company_id = ? and ticket_id = ? and body = ?) as found`,
    [companyId, ticket.id, vacation.message, companyId, ticket.id, vacation.message],
  )
  if (!answered?.found) await leaveReply(tx, companyId, ticket.id, vacation.message)
  return true
}
