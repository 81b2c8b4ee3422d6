/**
 * The chatbot module's public surface: what composition and other modules (the inbound pipeline)
 * may use. The rest of the folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export type { ChatbotServices } from './chatbot-services.ts'
export { ChatbotInput, ChatbotReply, TicketBotState } from './entities.ts'
export { readMenuAnswer } from './menu-text.ts'
export { recordChatbotInput } from './record-chatbot-input.ts'
export { botHasNothingToDo, botOutlookColumns, type TicketBotOutlook } from './bot-has-nothing-to-do.ts'
export { withTicketBotLock } from './ticket-bot-lock.ts'
export { leaveReply } from './leave-reply.ts'
export { chatbotMigrations } from './migrations/index.ts'
export { openBotTurn, saveBotTurn } from './bot-turn.ts'
export type { TicketBefore } from './bot-turn.ts'
export { deliverTurn } from './deliver-turn.ts'
export { greetWaitingTicket } from './greet-waiting-ticket.ts'
export { chatbotJobs, enqueueChatbotTurn } from './chatbot-jobs.ts'
export { forgetBotState } from './forget-bot-state.ts'
export { ticketOutOfHours } from './ticket-hours.ts'
// Timers that speak to the contact through the bot's replies: lanes that move by time, inactivity notices.
export { moveTicketLane } from './lane-moves.ts'
export { defineTicketTimers } from './ticket-timers-job.ts'
