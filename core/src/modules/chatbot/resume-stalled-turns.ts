import { platformEm } from '../../kernel/db/orm.ts'
import type { Job } from '../../plugin-api/jobs.ts'
import type { ChatbotServices } from './chatbot-services.ts'
import type { ChatbotTurnRequest } from './run-chatbot-turn.ts'

/** Tickets resumed per run; the next run takes the rest. */
const batchSize = 1000

/**
 * Customer messages still waiting for the bot after `minAgeMs`: their turn was lost (the
 * in-process queue lives in memory and dies with the process) or never enqueued (Redis down).
 * One turn per ticket is enqueued again, with the job id of its newest message, so a turn still
 * waiting is not doubled. Returns how many tickets were resumed.
 */
export async function resumeStalledTurns(
  { kernel }: ChatbotServices,
  turnJob: Job<ChatbotTurnRequest>,
  minAgeMs: number,
): Promise<number> {
  const stalled = await platformEm(kernel.orm).execute<
    { company_id: number; ticket_id: number; message_id: string | number }[]
  >(
    `select company_id, ticket_id, max(message_id) as message_id from chatbot_inputs
      where created_at <= now() - make_interval(secs => ?)
      group by company_id, ticket_id order by min(message_id) limit ?`,
    [minAgeMs / 1000, batchSize],
  )
  for (const row of stalled) {
    const messageId = Number(row.message_id)
    await turnJob.enqueue(
      { companyId: row.company_id, ticketId: row.ticket_id, messageId },
      { jobId: String(messageId) },
    )
  }
  return stalled.length
}
