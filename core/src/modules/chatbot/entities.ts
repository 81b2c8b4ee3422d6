import { tenantColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

/**
 * A customer message the bot has not answered yet. Written in the inbound transaction that stores
 * the message (so no answerable message is ever missed) and deleted in the transaction that
 * records the bot's answer (so a message is answered at most once, however often its job runs).
 */
export const ChatbotInput = defineEntity({
  name: 'ChatbotInput',
  tableName: 'chatbot_inputs',
  properties: {
    messageId: p.bigint('number').primary().autoincrement(false),
    ...tenantColumns,
    ticketId: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
})

/** Where a waiting ticket is in the bot's menus, and what the bot last told its customer. */
export const TicketBotState = defineEntity({
  name: 'TicketBotState',
  tableName: 'ticket_bot_states',
  properties: {
    ticketId: p.integer().primary().autoincrement(false),
    ...tenantColumns,
    /** The queue whose menu `menuOptionId` belongs to; another queue on the ticket restarts the menu. */
    queueId: p.integer().nullable(),
    /** The option whose sub-options are on offer; null: the queue's own menu. */
    menuOptionId: p.integer().nullable(),
    /** When the bot last repeated a menu after an answer that was no option (timeUseBotQueues). */
    menuSentAt: p.datetime().nullable(),
    /** When the out-of-hours message went out; cleared by the next turn within working hours. */
    outOfHoursNoticeAt: p.datetime().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
})
export type ITicketBotState = InferEntity<typeof TicketBotState>

/**
 * An answer the bot decided on and the channel has not been given yet: decided in the same
 * transaction as the ticket's change, sent right after it, oldest first.
 */
export const ChatbotReply = defineEntity({
  name: 'ChatbotReply',
  tableName: 'chatbot_replies',
  properties: {
    id: p.bigint('number').primary(),
    ...tenantColumns,
    ticketId: p.integer(),
    body: p.text(),
    /** The connection's greeting media (a stored key) when this answer is the connection's greeting. */
    greetingMedia: p.string().length(500).nullable(),
    /** A chatbot handoff (plugin-api ChatbotHandoff without company and ticket) instead of an answer. */
    handOff: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
})
