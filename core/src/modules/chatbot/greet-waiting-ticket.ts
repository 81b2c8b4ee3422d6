import { answerCustomer } from './answer-customer.ts'
import { botMayAnswer } from './bot-eligibility.ts'
import type { BotTurn } from './bot-turn.ts'

/**
 * The bot's first words on a ticket that starts waiting without a customer message for the bot to
 * read: a contact who just gave their LGPD consent (docs/lgpd.md), whose "1" answered the consent
 * question, not a menu. They get what a first message choosing nothing gets (answer-customer.ts):
 * the out-of-hours message, or the connection's greeting with the numbered queues, or with a
 * single queue its greeting and menu. Nothing when the bot may not talk on the ticket
 * (bot-eligibility.ts). The answers join the turn's, saved with `saveBotTurn`.
 */
export async function greetWaitingTicket(turn: BotTurn): Promise<void> {
  if (!botMayAnswer(turn.ticket, turn.contact)) return
  await answerCustomer(turn, '')
}
