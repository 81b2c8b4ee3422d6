import type { IQueue } from '../queues/index.ts'
import { logTicket } from '../tickets/index.ts'
import { type BotTurn, handOff, render, reply, replyMenu } from './bot-turn.ts'
import { currentLevel, levelMenu } from './menu-levels.ts'
import { queueClosed, queueOpen } from './out-of-hours.ts'
import { tellQueuePosition } from './queue-position.ts'

/**
 * Puts the ticket in a queue without a word: the timeline says how it got there (`queue` when the
 * customer chose it or it is the connection's only one, `redirect` when an option or the waiting
 * time sent it), and the queue's menu starts from the top with a fresh count of repeats. A queue
 * naming an integration or a file list hands the ticket to it (chatbot-handoffs) once the turn's
 * answers went out, unless the queue is closed (scheduleType queue): out of hours the customer
 * gets only the out-of-hours message, and the integration takes the ticket at their first
 * message within the hours.
 */
export function placeInQueue(turn: BotTurn, queue: IQueue, via: 'queue' | 'redirect'): void {
  const { ticket, state } = turn
  ticket.queueId = queue.id
  ticket.amountUsedBotQueues = 0
  ticket.isBot = false
  logTicket(turn.tx, ticket, { type: via, userId: null, queueId: queue.id })
  state.queueId = queue.id
  state.menuOptionId = null
  state.menuSentAt = null
  if (!queueOpen(turn, queue)) return
  handOff(turn, {
    via: 'queue',
    queueId: queue.id,
    optionId: null,
    integrationId: queue.integrationId ?? null,
    fileListId: queue.fileListId ?? null,
  })
}

/**
 * What a ticket entering a queue is told: outside the queue's hours (scheduleType queue) only its
 * outOfHoursMessage; otherwise its greeting, with its chatbot's options when it has some (the bot
 * then waits for a choice), and its place in line when the company sends it.
 */
export async function welcomeToQueue(turn: BotTurn, queue: IQueue): Promise<void> {
  if (await queueClosed(turn, queue)) return
  // The queue's integration talks to the customer from now on: its greeting, but no menu.
  if (queue.integrationId) {
    reply(turn, await render(turn, queue.greetingMessage))
    return
  }
  const level = await currentLevel(turn, queue)
  if (level.options.length > 0) {
    replyMenu(turn, await levelMenu(turn, queue, level))
    turn.ticket.isBot = true
  } else {
    reply(turn, await render(turn, queue.greetingMessage))
  }
  await tellQueuePosition(turn, queue)
}

/** The customer (or an option) took the ticket to a queue: it goes there and is greeted. */
export async function enterQueue(turn: BotTurn, queue: IQueue, via: 'queue' | 'redirect'): Promise<void> {
  placeInQueue(turn, queue, via)
  await welcomeToQueue(turn, queue)
}
