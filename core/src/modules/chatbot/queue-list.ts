import { isEnabled } from '../settings/index.ts'
import { type BotReply, type BotTurn, connectionGreeting, reply } from './bot-turn.ts'
import { enterQueue, placeInQueue } from './enter-queue.ts'
import { botMenu } from './interactive-menu.ts'
import { menuText, readMenuAnswer } from './menu-text.ts'
import { repeatMenu } from './repeat-menu.ts'

/**
 * The connection's greeting followed by its queues, numbered; it carries the greeting's media,
 * and the queues as a list or buttons when the company sends menus so.
 */
export async function queueList(turn: BotTurn): Promise<BotReply> {
  const greeting = await connectionGreeting(turn)
  return {
    ...greeting,
    body: menuText(greeting.body, turn.queues),
    menu: botMenu(turn.settings.chatBotType, greeting.body, turn.queues),
  }
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
    const greeting = await connectionGreeting(turn)
    reply(turn, greeting.body, greeting.greetingMedia)
    await enterQueue(turn, onlyQueue, 'queue')
    return
  }
  const answer = readMenuAnswer(body, queues.length)
  const chosen = answer.kind === 'choice' ? queues[answer.index] : undefined
  if (chosen) {
    await enterQueue(turn, chosen, 'queue')
    return
  }
  const list = await queueList(turn)
  repeatMenu(turn, list)
}
