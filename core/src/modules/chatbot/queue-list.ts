import { isEnabled } from '../tickets/company-options.ts'
import { type BotTurn, render, reply } from './bot-turn.ts'
import { enterQueue, placeInQueue } from './enter-queue.ts'
import { menuText, readMenuAnswer } from './menu-text.ts'
import { repeatMenu } from './repeat-menu.ts'

/** The connection's greetingMessage followed by its queues, numbered. */
export async function queueListText(turn: BotTurn): Promise<string> {
  return menuText(await render(turn, turn.connection.greetingMessage), turn.queues)
}

/**
 * A customer message on a ticket without a queue. A connection without queues leaves the ticket
 * to the attendants. With one queue the ticket simply goes there: greeted (the connection's
 * greeting, then the queue's) when sendGreetingMessageOneQueues is on, silently otherwise. With
 * more, a queue's number takes the ticket there; anything else gets the numbered list.
 */
export async function answerWithoutQueue(turn: BotTurn, body: string): Promise<void> {
  const { queues } = turn
  const [onlyQueue] = queues
  if (!onlyQueue) return
  if (queues.length === 1) {
    if (!isEnabled(turn.settings.sendGreetingMessageOneQueues)) {
      placeInQueue(turn, onlyQueue, 'queue')
      return
    }
    reply(turn, await render(turn, turn.connection.greetingMessage))
    await enterQueue(turn, onlyQueue, 'queue')
    return
  }
  const answer = readMenuAnswer(body, queues.length)
  const chosen = answer.kind === 'choice' ? queues[answer.index] : undefined
  if (chosen) {
    await enterQueue(turn, chosen, 'queue')
    return
  }
  repeatMenu(turn, await queueListText(turn))
}
