import type { Job } from '@atendo/plugin-api'
import { platformEm } from '../../kernel/db/orm.ts'
import type { ChatbotServices } from './chatbot-services.ts'
import type { ChatbotTurnRequest } from './run-chatbot-turn.ts'

/** Tickets resumed per run; the next run takes the rest. */
const batchSize = 1000

/**
 * Turns lost after `minAgeMs`: customer messages still waiting for the bot, or answers still in
 * the outbox (a rating's farewell, say, left by a process that died between its commit and the
 * send). The in-process queue lives in memory and dies with the process, and a turn is never
 * enqueued while Redis is down. One turn per ticket is enqueued again, with the job id of its
 * newest message (or newest answer), so a turn still waiting is not doubled; a turn only finds
 * answers to send when no message waits, and each answer leaves the outbox before it is sent.
 * Returns how many tickets were resumed.
 */
export async function resumeStalledTurns(
  { kernel }: ChatbotServices,
  turnJob: Job<ChatbotTurnRequest>,
  minAgeMs: number,
): Promise<number> {
  const stalled = await platformEm(kernel.orm, 'sweep').execute<
    { company_id: number; ticket_id: number; message_id: string | number; reply_id: string | number }[]
  >(
    `select company_id, ticket_id, max(message_id) as message_id, max(reply_id) as reply_id
       from (select company_id, ticket_id, message_id, 0 as reply_id from chatbot_inputs
              where created_at <= now() - make_interval(secs => ?)
             union all
             select company_id, ticket_id, 0, id from chatbot_replies
              where created_at <= now() - make_interval(secs => ?)) stalled
      group by company_id, ticket_id order by min(nullif(message_id, 0)) nulls last, ticket_id limit ?`,
    [minAgeMs / 1000, minAgeMs / 1000, batchSize],
  )
  for (const row of stalled) {
    const messageId = Number(row.message_id)
    await turnJob.enqueue(
      { companyId: row.company_id, ticketId: row.ticket_id, messageId },
      { jobId: messageId > 0 ? String(messageId) : `outbox-${row.ticket_id}-${row.reply_id}` },
    )
  }
  return stalled.length
}
