import { companyEm, type Orm } from '../../kernel/db/orm.ts'
import { answerCustomer } from './answer-customer.ts'
import { botMayAnswer } from './bot-eligibility.ts'
import { openBotTurn, saveBotTurn, type TicketBefore, ticketChange } from './bot-turn.ts'
import { menuChoice } from './interactive-menu.ts'

/**
 * One transaction of a bot turn: takes the ticket's waiting customer messages up to
 * `upToMessageId` (deleting them), answers them oldest first while the bot may still talk on the
 * ticket, and commits the ticket's change, its timeline and the answers to send all together. A
 * message is therefore answered once: a second run of the same job finds nothing left to take.
 * Answers the ticket's state before the turn when its views changed.
 */
export async function answerPendingMessages(
  orm: Orm,
  companyId: number,
  ticketId: number,
  upToMessageId: number,
  now = new Date(),
): Promise<TicketBefore | undefined> {
  return companyEm(orm, companyId).transactional(async (tx) => {
    // The ticket's row first, then its waiting messages: the order a contact merge takes them in
    // (it changes the ticket, then deleting an emptied one removes its waiting messages), so the
    // two never wait on each other in a circle.
    await tx.execute('select id from tickets where id = ? and company_id = ? for update', [
      ticketId,
      companyId,
    ])
    const messages = await tx.execute<{ id: string | number; body: string; data_json: string | null }[]>(
      `with taken as (
         delete from chatbot_inputs where company_id = ? and ticket_id = ? and message_id <= ?
         returning message_id)
       select m.id, m.body, m.data_json from messages m join taken on taken.message_id = m.id
        where m.company_id = ? order by m.id`,
      [companyId, ticketId, upToMessageId, companyId],
    )
    if (messages.length === 0) return undefined
    const turn = await openBotTurn(tx, ticketId, now)
    if (!turn) return undefined
    for (const message of messages) {
      if (!botMayAnswer(turn.ticket, turn.contact)) break
      turn.customerText = message.body
      // A row or button chosen from an interactive menu answers by its number, whatever its title.
      await answerCustomer(turn, menuChoice(message.data_json) ?? message.body)
    }
    await saveBotTurn(turn)
    return ticketChange(turn)
  })
}
