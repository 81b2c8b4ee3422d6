import type { IChatbotOption, IQueue } from '../queues/index.ts'
import { type BotReply, type BotTurn, menuOf, render } from './bot-turn.ts'
import { botMenu } from './interactive-menu.ts'
import { backLabels, menuText } from './menu-text.ts'

/** One level of a queue's menu: the option it hangs under (null: the queue itself) and its options. */
export interface MenuLevel {
  option: IChatbotOption | null
  options: IChatbotOption[]
}

export const optionsUnder = (menu: readonly IChatbotOption[], parentId: number | null) =>
  menu.filter((option) => (option.parentId ?? null) === parentId)

/**
 * The level the ticket is at. A ticket the bot did not bring to this queue (an attendant or the
 * redirect moved it) starts at the queue's own menu; so does one whose sub-menu was deleted or
 * emptied since.
 */
export async function currentLevel(turn: BotTurn, queue: IQueue): Promise<MenuLevel> {
  const { state } = turn
  if (state.queueId !== queue.id) {
    state.queueId = queue.id
    state.menuOptionId = null
  }
  const menu = await menuOf(turn, queue.id)
  const option = state.menuOptionId
    ? menu.find((candidate) => candidate.id === state.menuOptionId)
    : undefined
  const options = option ? optionsUnder(menu, option.id) : []
  if (option && options.length > 0) return { option, options }
  state.menuOptionId = null
  return { option: null, options: optionsUnder(menu, null) }
}

/** The level above: the parent option's sub-menu, or the queue's own menu. */
export async function levelAbove(turn: BotTurn, queue: IQueue, option: IChatbotOption): Promise<MenuLevel> {
  const menu = await menuOf(turn, queue.id)
  const parent = option.parentId ? (menu.find((candidate) => candidate.id === option.parentId) ?? null) : null
  return { option: parent, options: optionsUnder(menu, parent?.id ?? null) }
}

/**
 * A level as the customer reads it: the option's greeting (the queue's, at the top), the numbered
 * options, and a way back when there is somewhere to go back to.
 */
export async function levelMenu(turn: BotTurn, queue: IQueue, level: MenuLevel): Promise<BotReply> {
  const greeting = await render(turn, level.option ? level.option.greetingMessage : queue.greetingMessage)
  const back = level.option ? backLabels.level : turn.queues.length > 1 ? backLabels.queueList : undefined
  return {
    body: menuText(greeting, level.options, back),
    greetingMedia: null,
    menu: botMenu(turn.settings.chatBotType, greeting, level.options, back),
  }
}
