import { type BotReply, type BotTurn, replyMenu } from './bot-turn.ts'

const minute = 60_000

/**
 * The menu again, for a message that chose nothing. Each repeat counts in the ticket's
 * amountUsedBotQueues; after the connection's maxUseBotQueues (0: no limit) the bot stops
 * repeating and the ticket waits for a human (isBot false), though a valid number still works.
 * Within timeUseBotQueues minutes of the last repeat (0: no pause) nothing is repeated either,
 * so a customer typing several lines gets one menu. A valid answer resets both (enter-queue.ts,
 * choose-option.ts). The queue list, which opens with the connection's greeting, brings the
 * greeting's media each time (`greetingMedia`).
 */
export function repeatMenu(turn: BotTurn, menu: BotReply): void {
  const { ticket, state, now } = turn
  const { maxUseBotQueues, timeUseBotQueues } = turn.connectionOptions
  if (maxUseBotQueues > 0 && ticket.amountUsedBotQueues >= maxUseBotQueues) {
    ticket.isBot = false
    return
  }
  if (
    timeUseBotQueues > 0 &&
    state.menuSentAt &&
    now.getTime() - state.menuSentAt.getTime() < timeUseBotQueues * minute
  ) {
    return
  }
  replyMenu(turn, menu)
  ticket.amountUsedBotQueues += 1
  state.menuSentAt = now
  ticket.isBot = true
}
