import type { Em } from '../../kernel/db/orm.ts'
import { executePrepared } from '../../kernel/db/prepared-statements.ts'

export interface TicketBotOutlook {
  queue_id: number | null
  is_bot: boolean
  connection_id: number | null
  connection_has_queues: boolean
  queue_has_options: boolean
  schedule_type: string | null
}

/** What botHasNothingToDo judges a ticket by, as TicketBotOutlook has it, from `tickets t`. */
export const botOutlookColumns = `t.queue_id, t.is_bot, t.connection_id,
            exists (select 1 from connection_queues cq
                     where cq.connection_id = t.connection_id and cq.company_id = t.company_id) as connection_has_queues,
            exists (select 1 from chatbot_options o
                     where o.queue_id = t.queue_id and o.company_id = t.company_id) as queue_has_options,
            (select s.value from company_settings s
              where s.company_id = t.company_id and s.key = 'scheduleType') as schedule_type`

/**
 * Whether the queue chatbot provably says and changes nothing when the customer writes on this
 * waiting ticket, read in one statement inside the transaction that stores the message (it sees
 * that transaction's own writes to the ticket). The inbound pipeline then records no input and
 * enqueues no turn: a turn that would only lock the ticket, find nothing to do and write an
 * unchanged state costs a dozen statements and several transactions per message.
 *
 * Exactly the cases where answerCustomer (answer-customer.ts) ends without a word, a handoff or a
 * change to the ticket or to its bot state the next turns would read:
 * - no connection: the turn never opens (openBotTurn);
 * - no queue on the ticket and none on the connection, and no connection-wide hours
 *   (scheduleType neither `company` nor `connection`): connectionClosed answers false without
 *   touching the state, answerWithoutQueue returns at once (no queue list, no greeting);
 * - a queue without chatbot options, a ticket not marked isBot, and no hours at all (scheduleType
 *   `disabled`): queueClosed says nothing and clears no out-of-hours notice, answerInQueue only
 *   sets isBot to the false it already is. The state's queue it would note is re-read by
 *   currentLevel (menu-levels.ts) anyway, so leaving it unwritten changes no later answer.
 * Anything else (queues to list, a greeting, hours, a menu, an integration or file list to hand
 * over to) still goes to the bot's turn.
 */
export async function botHasNothingToDo(
  tx: Em,
  companyId: number,
  ticketId: number,
  readAlready?: { ticketId: number; outlook: TicketBotOutlook },
): Promise<boolean> {
  const outlook =
    readAlready?.ticketId === ticketId
      ? readAlready.outlook
      : (
          await executePrepared<TicketBotOutlook>(
            tx,
            `select ${botOutlookColumns} from tickets t where t.id = ? and t.company_id = ?`,
            [ticketId, companyId],
          )
        )[0]
  if (!outlook) return false
  if (outlook.connection_id == null) return true
  const scheduleType = outlook.schedule_type ?? 'disabled'
  if (outlook.queue_id == null) {
    return !outlook.connection_has_queues && scheduleType !== 'company' && scheduleType !== 'connection'
  }
  return !outlook.queue_has_options && !outlook.is_bot && scheduleType === 'disabled'
}
