import type { ChatbotHandoff } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { insertWithJob } from '../../kernel/jobs/insert-with-job.ts'
import type { BotMenu } from './interactive-menu.ts'
import { answersSafetyNetMs, type ChatbotTurnRequest, chatbotTurnJob } from './turn-job.ts'

/**
 * Leaves an answer for the contact in the automatic answers' outbox (`chatbot_replies`), in the
 * caller's transaction: the queue chatbot's turns, the rating and LGPD dialogs and the inbound
 * pipeline's own answers all write here, and it goes out after the commit under the ticket's bot
 * lock (deliver-turn.ts), so nothing is sent unless its transaction committed, and once.
 * `greetingMedia` is the connection's greeting file the answer goes out with; `menu` the entries
 * of a menu sent as a list or buttons (interactive-menu.ts). In the same
 * transaction a turn that only sends answers is written to the job outbox, due a minute later
 * (one per ticket while it waits): if the process dies between the commit and the send, that
 * turn sends the answer; otherwise it finds nothing left.
 */
export async function leaveReply(
  em: Em,
  companyId: number,
  ticketId: number,
  body: string,
  greetingMedia: string | null = null,
  menu: BotMenu | null = null,
): Promise<void> {
  await em.execute(
    'insert into chatbot_replies (company_id, ticket_id, body, greeting_media, menu, created_at) values (?, ?, ?, ?, ?, now())',
    [companyId, ticketId, body, greetingMedia, menu ? JSON.stringify(menu) : null],
  )
  await insertSafetyNet(em, companyId, ticketId)
}

/** Where a chatbot handoff goes in the outbox: what it names, without its company and ticket. */
export type HandoffEntry = Omit<ChatbotHandoff, 'companyId' | 'ticketId'>

/**
 * Leaves a chatbot handoff in the outbox, after the answers already left in `em`'s transaction:
 * delivered like them (deliver-turn.ts), in order, to the plugins' handoff takers.
 */
export async function leaveHandoff(
  em: Em,
  companyId: number,
  ticketId: number,
  handoff: HandoffEntry,
): Promise<void> {
  await em.execute(
    "insert into chatbot_replies (company_id, ticket_id, body, hand_off, created_at) values (?, ?, '', ?, now())",
    [companyId, ticketId, JSON.stringify(handoff)],
  )
  await insertSafetyNet(em, companyId, ticketId)
}

async function insertSafetyNet(em: Em, companyId: number, ticketId: number): Promise<void> {
  const sendLeftAnswers: ChatbotTurnRequest = { companyId, ticketId, messageId: 0 }
  await insertWithJob(em, chatbotTurnJob, sendLeftAnswers, {
    companyId,
    delayMs: answersSafetyNetMs,
    dedupeKey: `answers-${ticketId}`,
  })
}
