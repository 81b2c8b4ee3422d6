import { LockMode } from '@mikro-orm/core'
import type { Em } from '../../kernel/db/orm.ts'
import {
  Connection,
  type ConnectionOptions,
  type IConnection,
  readConnectionOptions,
} from '../connections/index.ts'
import { Contact, type IContact } from '../contacts/index.ts'
import { ChatbotOption, ConnectionQueue, type IChatbotOption, type IQueue, Queue } from '../queues/index.ts'
import { readTicketOptions, zoneOrDefault } from '../settings/index.ts'
import {
  type ITicket,
  messageVariables,
  renderMessage,
  Ticket,
  type TicketAudienceBefore,
} from '../tickets/index.ts'
import { type ITicketBotState, TicketBotState } from './entities.ts'
import type { BotMenu } from './interactive-menu.ts'
import { type HandoffEntry, leaveHandoff, leaveReply } from './leave-reply.ts'

/** The company options the bot follows (administration.md §3). */
const botSettingKeys = [
  'scheduleType',
  'chatBotType',
  'sendGreetingMessageOneQueues',
  'sendQueuePosition',
  'sendQueuePositionMessage',
  'timeZone',
] as const
export type BotSettings = Record<(typeof botSettingKeys)[number], string>

/** The ticket as it was before the bot acted: who saw it, and what its view showed. */
export interface TicketBefore extends TicketAudienceBefore {
  isBot: boolean
  amountUsedBotQueues: number
}

/**
 * An answer to send. The one carrying the connection's greeting also carries the connection's
 * greeting media (its stored key), to go out as that file with the answer as its caption. A menu
 * carries its entries too when the company sends menus as lists or buttons (`body` stays the
 * numbered text, for channels without them).
 */
export interface BotReply {
  body: string
  greetingMedia: string | null
  menu?: BotMenu | null
}

/**
 * Everything one bot turn works with, loaded once inside the turn's transaction: the ticket
 * (locked against a concurrent accept), its contact and connection, the connection's queues in
 * menu order, the company's options and where the ticket is in the menus. Answers are collected
 * in `replies` and stored with the ticket's change, to be sent once it is committed.
 */
export interface BotTurn {
  tx: Em
  now: Date
  /** The company's time zone, for its working hours and the message variables. */
  timeZone: string
  ticket: ITicket
  before: TicketBefore
  contact: IContact
  connection: IConnection
  connectionOptions: ConnectionOptions
  queues: IQueue[]
  settings: BotSettings
  state: ITicketBotState
  replies: BotReply[]
  /** Where the turn took the ticket that a plugin serves (chatbot-handoffs), saved after `replies`. */
  handoffs: HandoffEntry[]
  /** The customer's message being answered ('' for turns no message started). */
  customerText: string
  /** Menus of the queues seen in this turn, loaded once each. */
  menus: Map<number, IChatbotOption[]>
}

/** The connection's queues as its menu numbers them: by orderQueue, then by creation. */
async function connectionQueues(tx: Em, connectionId: number): Promise<IQueue[]> {
  const links = await tx.find(ConnectionQueue, { connectionId })
  if (links.length === 0) return []
  return tx.find(
    Queue,
    { id: { $in: links.map((link) => link.queueId) } },
    { orderBy: { orderQueue: 'asc nulls last', id: 'asc' } },
  )
}

/** Opens a turn on a ticket, or undefined when the ticket or what it hangs on is gone. */
export async function openBotTurn(tx: Em, ticketId: number, now: Date): Promise<BotTurn | undefined> {
  const ticket = await tx.findOne(Ticket, { id: ticketId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
  if (!ticket?.connectionId) return undefined
  // One after the other: the statements share the transaction's connection anyway.
  const contact = await tx.findOne(Contact, { id: ticket.contactId })
  const connection = await tx.findOne(Connection, { id: ticket.connectionId })
  if (!contact || !connection) return undefined
  const queues = await connectionQueues(tx, connection.id)
  const settings = await readTicketOptions(tx, ticket.companyId, [...botSettingKeys])
  const state = await tx.findOne(TicketBotState, { ticketId })
  return {
    tx,
    now,
    timeZone: zoneOrDefault(settings.timeZone),
    ticket,
    before: {
      userId: ticket.userId,
      queueId: ticket.queueId,
      status: ticket.status,
      isBot: ticket.isBot,
      amountUsedBotQueues: ticket.amountUsedBotQueues,
    },
    contact,
    connection,
    connectionOptions: readConnectionOptions(connection.options),
    queues,
    settings,
    state:
      state ??
      tx.create(TicketBotState, {
        ticketId,
        companyId: ticket.companyId,
        queueId: ticket.queueId ?? null,
        menuOptionId: null,
      }),
    replies: [],
    handoffs: [],
    customerText: '',
    menus: new Map(),
  }
}

/** A queue by id: one of the connection's, else the company's (an option may send anywhere). */
export async function queueOf(turn: BotTurn, queueId: number): Promise<IQueue | null> {
  return turn.queues.find((queue) => queue.id === queueId) ?? (await turn.tx.findOne(Queue, { id: queueId }))
}

/** A queue's whole chatbot menu (every level), in the order the editor saved it. */
export async function menuOf(turn: BotTurn, queueId: number): Promise<IChatbotOption[]> {
  let options = turn.menus.get(queueId)
  if (!options) {
    options = await turn.tx.find(ChatbotOption, { queueId }, { orderBy: { position: 'asc', id: 'asc' } })
    turn.menus.set(queueId, options)
  }
  return options
}

/** A text the company wrote, with the message variables of this ticket filled in. */
export async function render(
  turn: BotTurn,
  template: string | null | undefined,
  extra: Record<string, string> = {},
): Promise<string> {
  if (!template?.trim()) return ''
  const queue = turn.ticket.queueId ? await queueOf(turn, turn.ticket.queueId) : null
  const variables = messageVariables({
    ticket: turn.ticket,
    contactName: turn.contact.name,
    userName: null,
    queueName: queue?.name ?? null,
    connectionName: turn.connection.name,
    now: turn.now,
    timeZone: turn.timeZone,
  })
  // Variables only the bot knows (the queue position) go first; the usual ones as everywhere else.
  const withExtra = Object.entries(extra).reduce(
    (text, [name, value]) => text.replace(new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`, 'g'), value),
    template,
  )
  return renderMessage(withExtra, variables).trim()
}

/** Queues an answer to the customer; empty texts (a greeting nobody wrote) are skipped. */
export function reply(
  turn: BotTurn,
  body: string,
  greetingMedia: string | null = null,
  menu: BotMenu | null = null,
): void {
  if (body.trim() !== '') turn.replies.push({ body, greetingMedia, menu })
}

/** Queues a menu (the queue list, a queue's options): its text, media and interactive entries. */
export function replyMenu(turn: BotTurn, menu: BotReply): void {
  reply(turn, menu.body, menu.greetingMedia, menu.menu ?? null)
}

/**
 * The connection's greeting as the bot says it: the greetingMessage with its variables, and the
 * connection's greeting media to send with it (none when there is no greeting to go with it).
 */
export async function connectionGreeting(turn: BotTurn): Promise<BotReply> {
  const body = await render(turn, turn.connection.greetingMessage)
  return { body, greetingMedia: body ? turn.connectionOptions.greetingMediaAttachment : null }
}

/** Notes that the turn took the ticket where a plugin takes over (a queue's or option's integration or file list). */
export function handOff(turn: BotTurn, entry: Omit<HandoffEntry, 'text'>): void {
  if (entry.integrationId === null && entry.fileListId === null) return
  turn.handoffs.push({ ...entry, text: turn.customerText })
}

/**
 * Writes the turn: the ticket's change with its timeline, the menu position, the answers to send
 * and then its handoffs, so a plugin taking over speaks after the greeting.
 */
export async function saveBotTurn(turn: BotTurn): Promise<void> {
  await turn.tx.flush()
  for (const { body, greetingMedia, menu } of turn.replies) {
    await leaveReply(turn.tx, turn.ticket.companyId, turn.ticket.id, body, greetingMedia, menu ?? null)
  }
  for (const entry of turn.handoffs) await leaveHandoff(turn.tx, turn.ticket.companyId, turn.ticket.id, entry)
}

/** The ticket's state before the turn when the turn changed anything its views show, else undefined. */
export function ticketChange(turn: BotTurn): TicketBefore | undefined {
  const { ticket, before } = turn
  const changed =
    ticket.userId !== before.userId ||
    ticket.queueId !== before.queueId ||
    ticket.status !== before.status ||
    ticket.isBot !== before.isBot ||
    ticket.amountUsedBotQueues !== before.amountUsedBotQueues
  return changed ? before : undefined
}
