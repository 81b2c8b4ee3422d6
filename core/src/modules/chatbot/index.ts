/**
 * The chatbot module's public surface: what other modules (the inbound pipeline) may call. The
 * rest of the folder is its own.
 */
export { enqueueChatbotTurn } from './chatbot-jobs.ts'
export { deliverTurn } from './deliver-turn.ts'
export { leaveReply } from './leave-reply.ts'
export { withTicketBotLock } from './ticket-bot-lock.ts'
