import { answerInQueue } from './answer-in-queue.ts'
import { type BotTurn, queueOf } from './bot-turn.ts'
import { connectionClosed } from './out-of-hours.ts'
import { answerWithoutQueue } from './queue-list.ts'

/**
 * The bot's answer to one customer message on a ticket it may talk on (bot-eligibility.ts):
 * outside the company's or connection's hours only the out-of-hours message; then the queue list
 * for a ticket without a queue, or the queue's chatbot menu for one waiting in a queue.
 */
export async function answerCustomer(turn: BotTurn, body: string): Promise<void> {
  if (await connectionClosed(turn)) return
  // A queue deleted since is no queue: the ticket lost it (on delete set null) and is asked again.
  const queue = turn.ticket.queueId ? await queueOf(turn, turn.ticket.queueId) : null
  if (queue) await answerInQueue(turn, queue, body)
  else await answerWithoutQueue(turn, body)
}
