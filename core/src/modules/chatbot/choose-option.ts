import type { IChatbotOption, IQueue } from '../queues/index.ts'
import { attendedStatus, logTicket } from '../tickets/index.ts'
import { User } from '../users/index.ts'
import { type BotTurn, handOff, menuOf, queueOf, render, reply, replyMenu } from './bot-turn.ts'
import { enterQueue } from './enter-queue.ts'
import { levelMenu, optionsUnder } from './menu-levels.ts'

/** The option hands the ticket to its attendant, as a transfer would: open for them. */
async function handToAttendant(turn: BotTurn, userId: number | null | undefined): Promise<void> {
  // An attendant deleted since the menu was saved: the ticket keeps waiting in its queue.
  const attendant = userId ? await turn.tx.findOne(User, { id: userId }) : null
  if (!attendant) return
  const { ticket } = turn
  ticket.userId = attendant.id
  ticket.status = attendedStatus(ticket)
  ticket.isBot = false
  logTicket(
    turn.tx,
    ticket,
    { type: 'transfered', userId: null, queueId: ticket.queueId },
    { type: 'receivedTransfer', userId: attendant.id, queueId: ticket.queueId },
  )
}

/** The option ends the conversation (closeTicket): closed by the bot, nobody's. */
function closeTicket(turn: BotTurn): void {
  const { ticket } = turn
  ticket.status = 'closed'
  ticket.closedAt = turn.now
  ticket.isBot = false
  logTicket(turn.tx, ticket, { type: 'closed', userId: null, queueId: ticket.queueId })
  turn.state.menuOptionId = null
}

/** A handoff of this option, naming nothing yet. */
function optionHandoff(queue: IQueue, option: IChatbotOption) {
  return {
    via: 'option' as const,
    queueId: queue.id,
    optionId: option.id,
    integrationId: null,
    fileListId: null,
  }
}

/**
 * The customer chose an option of the queue's menu (timeline `chatBot`). Its greetingMessage goes
 * first, then what its type does: `text` offers its sub-options (or, for a last level, leaves the
 * customer at the same menu), `attendent` opens the ticket for optUserId, `queue` redirects the
 * ticket to optQueueId and greets it there. closeTicket closes the ticket after the message
 * instead. `integration` hands the ticket to optIntegrationId and `file` sends the optFileId
 * list's message and files, both through the plugins' handoff takers once the greeting went out
 * (chatbot-handoffs); the ticket leaves the menu for the integration, stays at it for a file list.
 */
export async function chooseOption(turn: BotTurn, queue: IQueue, option: IChatbotOption): Promise<void> {
  const { ticket, state } = turn
  logTicket(turn.tx, ticket, { type: 'chatBot', userId: null, queueId: queue.id })
  ticket.amountUsedBotQueues = 0
  state.menuSentAt = null
  const greeting = await render(turn, option.greetingMessage)
  if (option.closeTicket) {
    reply(turn, greeting)
    closeTicket(turn)
    return
  }
  switch (option.queueType) {
    case 'text': {
      const subOptions = optionsUnder(await menuOf(turn, queue.id), option.id)
      if (subOptions.length === 0) {
        reply(turn, greeting)
        return
      }
      state.menuOptionId = option.id
      replyMenu(turn, await levelMenu(turn, queue, { option, options: subOptions }))
      ticket.isBot = true
      return
    }
    case 'attendent':
      reply(turn, greeting)
      await handToAttendant(turn, option.optUserId)
      return
    case 'queue': {
      reply(turn, greeting)
      const target = option.optQueueId ? await queueOf(turn, option.optQueueId) : null
      if (target) await enterQueue(turn, target, 'redirect')
      return
    }
    case 'integration':
      reply(turn, greeting)
      state.menuOptionId = null
      ticket.isBot = false
      handOff(turn, { ...optionHandoff(queue, option), integrationId: option.optIntegrationId ?? null })
      return
    case 'file':
      reply(turn, greeting)
      handOff(turn, { ...optionHandoff(queue, option), fileListId: option.optFileId ?? null })
      return
  }
}
