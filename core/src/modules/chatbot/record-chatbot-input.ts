import type { Em } from '../../kernel/db/orm.ts'

/** A stored customer message the bot may have to answer. */
export interface ChatbotInputRow {
  companyId: number
  ticketId: number
  messageId: number
}

/**
 * Remembers, in the inbound transaction that stored it, that a customer message waits for the
 * bot: written with the message, it cannot be lost between the commit and the bot's job.
 */
export async function recordChatbotInput(tx: Em, input: ChatbotInputRow): Promise<void> {
  await tx.execute(
    `insert into chatbot_inputs (message_id, company_id, ticket_id, created_at) values (?, ?, ?, now())
     on conflict (message_id) do nothing`,
    [input.messageId, input.companyId, input.ticketId],
  )
}
