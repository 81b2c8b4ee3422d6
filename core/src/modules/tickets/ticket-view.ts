import type { Em } from '../../kernel/db/orm.ts'
import { sqlIdArray } from '../../kernel/db/sql-fragments.ts'
import type { IConnection } from '../connections/index.ts'
import type { IContact } from '../contacts/index.ts'
import type { IQueue } from '../queues/index.ts'
import type { ITag, ITicketTag } from '../tags/index.ts'
import type { IUser } from '../users/index.ts'
import type { ITicket, ITicketRating } from './entities.ts'
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

/** The rows a ticket view shows beside the ticket's own (ticketViewsOf), only the fields it shows. */
export interface TicketRelated {
  contacts: Pick<
    IContact,
    'id' | 'name' | 'number' | 'email' | 'urlPicture' | 'isGroup' | 'active' | 'channel'
  >[]
  queues: Pick<IQueue, 'id' | 'name' | 'color'>[]
  users: Pick<IUser, 'id' | 'name' | 'color' | 'profileImage'>[]
  connections: Pick<IConnection, 'id' | 'name' | 'channel' | 'groupAsTicket'>[]
  ticketTags: Pick<ITicketTag, 'ticketId' | 'tagId'>[]
  tags: Pick<ITag, 'id' | 'name' | 'color'>[]
  ratings: Pick<ITicketRating, 'ticketId' | 'rate'>[]
}

/**
 * The fields ticket views show of each related table, in one statement, already in the views'
 * names, found by the keys the tickets hold (the company's tickets point at the company's rows);
 * row-level security keeps every table to the transaction's company. No `company_id = ?` beside
 * the keys: with stale statistics the planner took it for as selective as a key and walked the
 * company's rows (inbound/live/written-rows.ts says more).
 */
const relatedSql = `
with tag_link as (select ticket_id, tag_id from ticket_tags where ticket_id = any(?::int[]))
select
  (select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'number', r.number, 'email', r.email,
     'urlPicture', r.url_picture, 'isGroup', r.is_group, 'active', r.active, 'channel', r.channel)), '[]')
     from contacts r where r.id = any(?::int[])) as contacts,
  (select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'color', r.color)), '[]')
     from queues r where r.id = any(?::int[])) as queues,
  (select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'color', r.color, 'profileImage', r.profile_image)), '[]')
     from users r where r.id = any(?::int[])) as users,
  (select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'channel', r.channel, 'groupAsTicket', r.group_as_ticket)), '[]')
     from connections r where r.id = any(?::int[])) as connections,
  (select coalesce(jsonb_agg(jsonb_build_object('ticketId', r.ticket_id, 'tagId', r.tag_id)), '[]') from tag_link r) as ticket_tags,
  (select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'color', r.color)), '[]')
     from tags r where r.id in (select tag_id from tag_link)) as tags,
  (select coalesce(jsonb_agg(jsonb_build_object('ticketId', r.ticket_id, 'rate', r.rate)), '[]')
     from ticket_ratings r where r.ticket_id = any(?::int[])) as ratings`

/**
 * Builds views for many tickets with one statement for everything they show beside the tickets
 * (never one per ticket, nor one per table). `em` must be scoped to the tickets' company.
 */
export async function loadTicketViews(em: Em, tickets: ITicket[]): Promise<TicketView[]> {
  if (tickets.length === 0) return []
  const ticketIds = sqlIdArray(tickets.map((ticket) => ticket.id))
  const [related] = await em.execute<
    {
      contacts: TicketRelated['contacts']
      queues: TicketRelated['queues']
      users: TicketRelated['users']
      connections: TicketRelated['connections']
      ticket_tags: TicketRelated['ticketTags']
      tags: TicketRelated['tags']
      ratings: TicketRelated['ratings']
    }[]
  >(relatedSql, [
    ticketIds,
    sqlIdArray(ids(tickets.map((ticket) => ticket.contactId))),
    sqlIdArray(ids(tickets.map((ticket) => ticket.queueId))),
    sqlIdArray(ids(tickets.map((ticket) => ticket.userId))),
    sqlIdArray(ids(tickets.map((ticket) => ticket.connectionId))),
    ticketIds,
  ])
  return ticketViewsOf(tickets, { ...related!, ticketTags: related!.ticket_tags })
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
