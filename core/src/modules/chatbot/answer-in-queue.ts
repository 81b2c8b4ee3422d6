import type { IQueue } from '../queues/index.ts'
import { logTicket } from '../tickets/index.ts'
import { type BotTurn, replyMenu } from './bot-turn.ts'
import { chooseOption } from './choose-option.ts'
import { currentLevel, levelAbove, levelMenu, type MenuLevel } from './menu-levels.ts'
import { readMenuAnswer } from './menu-text.ts'
import { queueClosed } from './out-of-hours.ts'
import { queueList } from './queue-list.ts'
import { repeatMenu } from './repeat-menu.ts'

/**
 * `#` (or `0`): one level up. From a sub-menu to the menu above it; from the queue's own menu back
 * to the connection's queue list, the ticket leaving the queue (timeline `queue` with no queue),
 * when the connection offers more than one queue. Going back is navigation, not a wrong answer:
 * it never counts as a repeat. False when there is nowhere to go.
 */
async function goBack(turn: BotTurn, queue: IQueue, level: MenuLevel): Promise<boolean> {
  const { ticket, state } = turn
  if (level.option) {
    const above = await levelAbove(turn, queue, level.option)
    state.menuOptionId = above.option?.id ?? null
    replyMenu(turn, await levelMenu(turn, queue, above))
    ticket.isBot = true
    return true
  }
  if (turn.queues.length < 2) return false
  ticket.queueId = null
  logTicket(turn.tx, ticket, { type: 'queue', userId: null, queueId: null })
  state.queueId = null
  state.menuOptionId = null
  replyMenu(turn, await queueList(turn))
  ticket.isBot = true
  return true
}

/**
 * A customer message on a ticket waiting in a queue. Outside the queue's hours only the
 * out-of-hours message; a queue without chatbot options leaves the ticket to the attendants;
 * otherwise a number chooses an option of the level the customer is at, `#` goes back, and
 * anything else gets the level's menu again.
 */
export async function answerInQueue(turn: BotTurn, queue: IQueue, body: string): Promise<void> {
  if (await queueClosed(turn, queue)) return
  const level = await currentLevel(turn, queue)
  if (level.options.length === 0) {
    turn.ticket.isBot = false
    return
  }
  const answer = readMenuAnswer(body, level.options.length)
  const chosen = answer.kind === 'choice' ? level.options[answer.index] : undefined
  if (chosen) {
    await chooseOption(turn, queue, chosen)
    return
  }
  if (answer.kind === 'back' && (await goBack(turn, queue, level))) return
  repeatMenu(turn, await levelMenu(turn, queue, level))
}
