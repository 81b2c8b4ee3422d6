import { findRows } from '../../kernel/db/find-rows.ts'
import type { Em } from '../../kernel/db/orm.ts'
import { Connection, type IConnection } from '../connections/index.ts'
import { Contact, type IContact } from '../contacts/index.ts'
import { type IQueue, Queue } from '../queues/index.ts'
import { type ITag, type ITicketTag, Tag, TicketTag } from '../tags/index.ts'
import { type IUser, User } from '../users/index.ts'
import { type ITicket, type ITicketRating, TicketRating } from './entities.ts'
import { emojiRateOf } from './rating-scale.ts'

/** A ticket as lists, the conversation header and live events show it (inbox.md §3 Ticket). */
export interface TicketView {
  id: number
  uuid: string
  companyId: number
  contactId: number
  userId: number | null
  queueId: number | null
  whatsappId: number | null
  status: string
  channel: string
  lastMessage: string | null
  updatedAt: string
  createdAt: string
  unreadMessages: number
  isBot: boolean
  isGroup: boolean
  isTransfered: boolean
  useIntegration: boolean
  amountUsedBotQueues: number
  contact: {
    id: number
    name: string
    number: string | null
    email: string | null
    urlPicture: string | null
    isGroup: boolean
    active: boolean
    channel: string
  }
  queue: { id: number; name: string; color: string } | null
  user: { id: number; name: string; color: string | null; profileImage: string | null } | null
  whatsapp: { id: number; name: string; channel: string; groupAsTicket: string } | null
  tags: { id: number; name: string; color: string }[]
  /** The contact's rating as the list's emoji, 1 to 5, from their 0-to-10 answer (rating-scale.ts). */
  userRating: { rate: number } | null
}

function byId<T extends { id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]))
}

const ids = (values: (number | null | undefined)[]) => [
  ...new Set(values.filter((value): value is number => value != null)),
]

/** The rows a ticket view shows beside the ticket's own (ticketViewsOf). */
export interface TicketRelated {
  contacts: IContact[]
  queues: IQueue[]
  users: Pick<IUser, 'id' | 'name' | 'color' | 'profileImage'>[]
  connections: IConnection[]
  ticketTags: ITicketTag[]
  tags: ITag[]
  ratings: ITicketRating[]
}

/**
 * Builds views for many tickets with one query per related table (never one per ticket).
 * `em` must be scoped to the tickets' company.
 */
export async function loadTicketViews(em: Em, tickets: ITicket[]): Promise<TicketView[]> {
  if (tickets.length === 0) return []
  const ticketIds = tickets.map((ticket) => ticket.id)
  // No query for an empty list (a ticket without a queue, an attendant or tags): a message sent
  // on a bot's ticket builds this view three times.
  const queueIds = ids(tickets.map((ticket) => ticket.queueId))
  const userIds = ids(tickets.map((ticket) => ticket.userId))
  // Plain rows, not entities: a view reads them once (findRows says why).
  const [contacts, queues, users, connections, ticketTags, ratings] = await Promise.all([
    findRows(em, Contact, { id: { $in: ids(tickets.map((ticket) => ticket.contactId)) } }),
    queueIds.length > 0 ? findRows(em, Queue, { id: { $in: queueIds } }) : [],
    userIds.length > 0 ? findRows(em, User, { id: { $in: userIds } }) : [],
    findRows(em, Connection, { id: { $in: ids(tickets.map((ticket) => ticket.connectionId)) } }),
    findRows(em, TicketTag, { ticketId: { $in: ticketIds } }),
    findRows(em, TicketRating, { ticketId: { $in: ticketIds } }),
  ])
  const tagIds = ids(ticketTags.map((link) => link.tagId))
  const tags = tagIds.length > 0 ? await findRows(em, Tag, { id: { $in: tagIds } }) : []
  return ticketViewsOf(tickets, { contacts, queues, users, connections, ticketTags, tags, ratings })
}

/**
 * The views of tickets whose related rows are at hand: loaded (loadTicketViews) or written in the
 * same transaction (the inbound pipeline's live events, which read nothing after the commit).
 */
export function ticketViewsOf(tickets: ITicket[], related: TicketRelated): TicketView[] {
  const { ticketTags, ratings } = related
  const tags = byId(related.tags)
  const contactById = byId(related.contacts)
  const queueById = byId(related.queues)
  const userById = byId(related.users)
  const connectionById = byId(related.connections)
  const ratingByTicket = new Map(ratings.map((rating) => [rating.ticketId, rating]))

  return tickets.map((ticket) => {
    const contact = contactById.get(ticket.contactId)
    const queue = ticket.queueId ? queueById.get(ticket.queueId) : undefined
    const user = ticket.userId ? userById.get(ticket.userId) : undefined
    const connection = ticket.connectionId ? connectionById.get(ticket.connectionId) : undefined
    const rating = ratingByTicket.get(ticket.id)
    return {
      id: ticket.id,
      uuid: ticket.uuid,
      companyId: ticket.companyId,
      contactId: ticket.contactId,
      userId: ticket.userId ?? null,
      queueId: ticket.queueId ?? null,
      whatsappId: ticket.connectionId ?? null,
      status: ticket.status,
      channel: ticket.channel,
      lastMessage: ticket.lastMessage ?? null,
      updatedAt: ticket.updatedAt.toISOString(),
      createdAt: ticket.createdAt.toISOString(),
      unreadMessages: ticket.unreadMessages,
      isBot: ticket.isBot,
      isGroup: ticket.isGroup,
      isTransfered: ticket.isTransfered,
      useIntegration: ticket.useIntegration,
      amountUsedBotQueues: ticket.amountUsedBotQueues,
      contact: {
        id: ticket.contactId,
        name: contact?.name ?? '',
        number: contact?.number ?? null,
        email: contact?.email ?? null,
        urlPicture: contact?.urlPicture ?? null,
        isGroup: contact?.isGroup ?? false,
        active: contact?.active ?? true,
        channel: contact?.channel ?? ticket.channel,
      },
      queue: queue ? { id: queue.id, name: queue.name, color: queue.color } : null,
      user: user
        ? { id: user.id, name: user.name, color: user.color ?? null, profileImage: user.profileImage ?? null }
        : null,
      whatsapp: connection
        ? {
            id: connection.id,
            name: connection.name,
            channel: connection.channel,
            groupAsTicket: connection.groupAsTicket,
          }
        : null,
      tags: ticketTags
        .filter((link) => link.ticketId === ticket.id)
        .map((link) => tags.get(link.tagId))
        .filter((tag) => tag !== undefined)
        .map((tag) => ({ id: tag.id, name: tag.name, color: tag.color })),
      userRating: rating ? { rate: emojiRateOf(rating.rate) } : null,
    }
  })
}
