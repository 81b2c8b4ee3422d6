/** The job of one bot turn (chatbot-jobs.ts); a turn for message 0 only sends the answers left. */
export const chatbotTurnJob = 'core.chatbot-turn'

/** What a bot turn is about: a ticket, and the newest customer message it answers. */
export interface ChatbotTurnRequest {
  companyId: number
  ticketId: number
  messageId: number
}

/**
 * How long after an answer is left its delivery is checked for by a turn of its own: the answer
 * normally goes out right after its commit; this turn sends it if the process died first.
 */
export const answersSafetyNetMs = 60_000
