import { companyEm } from '../../kernel/db/orm.ts'
import { sendTextMessage } from '../messages/send-message.ts'
import { Ticket } from '../tickets/entities.ts'
import { emitTicketUpdate } from '../tickets/ticket-events.ts'
import type { TicketBefore } from './bot-turn.ts'
import type { ChatbotServices } from './chatbot-services.ts'

/**
 * After a turn committed: the ticket's lists hear about its change, then the answers go out
 * through the ticket's channel, oldest first, as messages of the ticket sent by nobody (fromMe,
 * no user), like every automatic message. Each answer is taken off the outbox before it is sent,
 * so a retried job never sends one twice; a channel failure is logged on the message (sendError)
 * and the next answer still goes. Answers left by a turn that died are sent by the next one.
 * Run it under the ticket's bot lock, which keeps the answers of two turns from interleaving.
 */
export async function deliverTurn(
  { kernel, log }: ChatbotServices,
  companyId: number,
  ticketId: number,
  before: TicketBefore | undefined,
): Promise<void> {
  const em = companyEm(kernel.orm, companyId)
  const ticket = await em.findOne(Ticket, { id: ticketId })
  if (!ticket) return
  if (before) await emitTicketUpdate(kernel.realtime, em, ticket, before)
  for (;;) {
    const [answer] = await em.execute<{ body: string }[]>(
      `delete from chatbot_replies
        where id = (select id from chatbot_replies where company_id = ? and ticket_id = ? order by id limit 1)
        returning body`,
      [companyId, ticketId],
    )
    if (!answer) return
    try {
      await sendTextMessage(kernel, em, ticket, answer.body)
    } catch (error) {
      log.warn({ err: error, ticketId }, 'an answer of the chatbot was not sent')
    }
  }
}
