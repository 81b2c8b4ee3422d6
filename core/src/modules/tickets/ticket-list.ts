import type { Em } from '../../kernel/db/orm.ts'
import { type ITicket, Ticket, type TicketStatus } from './entities.ts'
import { type SqlCondition, type TicketViewer, visibilitySql } from './ticket-visibility.ts'

/** The inbox reads tickets 40 at a time, like the products it replaces. */
export const ticketPageSize = 40

/**
 * Counting stops here: past it the count is a lower bound (the list shows "10000+"). Counting every
 * matching row on every page is what made the lists we replace slow past 10k tickets.
 */
export const ticketCountCap = 10_000

/** What a ticket list asks for, already parsed and validated. */
export interface TicketListOptions {
  search?: string
  /** Also match words typed inside message bodies (full-text index `messages_body_search`). */
  searchOnMessages?: boolean
  /** Undefined lists every status; an empty list selects nothing. */
  statuses?: TicketStatus[]
  /** A ticket must carry every one of these tags. */
  tagIds?: number[]
  userIds?: number[]
  queueIds?: number[]
  connectionIds?: number[]
  /** yyyy-mm-dd, in the product's timezone. */
  createdOn?: string
  updatedOn?: string
  withUnreadMessages?: boolean
  /** Others' claimed tickets are listed only when asked (the show-all toggle). */
  showAll?: boolean
  orderBy?: { field: 'updatedAt' | 'id'; direction: 'asc' | 'desc' }
  offset: number
  limit: number
}

export interface TicketListPage {
  tickets: ITicket[]
  /** Exact up to `ticketCountCap`, never lower than what this page proves exists. */
  count: number
  hasMore: boolean
}

const timeZone = 'America/Sao_Paulo'
const placeholders = (values: unknown[]) => values.map(() => '?').join(', ')

/** `%term%` for LIKE, with the term's own wildcards taken literally. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** Words typed into the search box as a prefix tsquery: 'joa sil' → 'joa:* & sil:*'. */
export function prefixTsQuery(search: string): string | undefined {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu)
  if (!words || words.length === 0) return undefined
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ')
}

function dayCondition(column: string, day: string): SqlCondition {
  // Bounds computed once, so the column stays comparable to an index.
  return {
    sql: `${column} >= (?::date)::timestamp at time zone '${timeZone}' and ${column} < ((?::date) + 1)::timestamp at time zone '${timeZone}'`,
    params: [day, day],
  }
}

/** The WHERE conditions of a list (scope first) and whether contacts must be joined. */
function listConditions(
  companyId: number,
  viewer: TicketViewer,
  options: TicketListOptions,
): { conditions: SqlCondition[]; joinContacts: boolean } {
  const conditions: SqlCondition[] = [{ sql: 't.company_id = ?', params: [companyId] }, visibilitySql(viewer)]
  if (!options.showAll) {
    // The default view: own tickets, waiting ones and groups; not other attendants' conversations.
    conditions.push({
      sql: `(t.user_id = ? or t.user_id is null or t.status = 'pending' or t.is_group)`,
      params: [viewer.userId],
    })
  }
  if (options.statuses) {
    conditions.push(
      options.statuses.length > 0
        ? { sql: `t.status in (${placeholders(options.statuses)})`, params: options.statuses }
        : { sql: 'false', params: [] },
    )
  }
  if (options.queueIds && options.queueIds.length > 0) {
    // As in the products we replace, choosing queues still lists tickets without a queue to whoever may see them.
    conditions.push({
      sql: `(t.queue_id in (${placeholders(options.queueIds)}) or t.queue_id is null)`,
      params: options.queueIds,
    })
  }
  if (options.userIds && options.userIds.length > 0) {
    conditions.push({ sql: `t.user_id in (${placeholders(options.userIds)})`, params: options.userIds })
  }
  if (options.connectionIds && options.connectionIds.length > 0) {
    conditions.push({
      sql: `t.connection_id in (${placeholders(options.connectionIds)})`,
      params: options.connectionIds,
    })
  }
  if (options.tagIds && options.tagIds.length > 0) {
    const tagIds = [...new Set(options.tagIds)]
    conditions.push({
      sql: `t.id in (select tt.ticket_id from ticket_tags tt where tt.company_id = ? and tt.tag_id in (${placeholders(tagIds)}) group by tt.ticket_id having count(distinct tt.tag_id) = ?)`,
      params: [companyId, ...tagIds, tagIds.length],
    })
  }
  if (options.withUnreadMessages) conditions.push({ sql: 't.unread_messages > 0', params: [] })
  if (options.createdOn) conditions.push(dayCondition('t.created_at', options.createdOn))
  if (options.updatedOn) conditions.push(dayCondition('t.updated_at', options.updatedOn))

  const search = options.search?.trim()
  if (!search) return { conditions, joinContacts: false }
  const matches: SqlCondition[] = [{ sql: 'c.name ilike ?', params: [likePattern(search)] }]
  const digits = search.replace(/\D/g, '')
  if (digits.length > 0) matches.push({ sql: 'c.number like ?', params: [likePattern(digits)] })
  const tsQuery = options.searchOnMessages ? prefixTsQuery(search) : undefined
  if (tsQuery) {
    matches.push({
      sql: `t.id in (select m.ticket_id from messages m where m.company_id = ? and not m.is_deleted and to_tsvector('simple', m.body) @@ to_tsquery('simple', ?))`,
      params: [companyId, tsQuery],
    })
  }
  conditions.push(joinOr(matches))
  return { conditions, joinContacts: true }
}

function joinOr(conditions: SqlCondition[]): SqlCondition {
  return {
    sql: `(${conditions.map((condition) => condition.sql).join(' or ')})`,
    params: conditions.flatMap((condition) => condition.params),
  }
}

/**
 * One page of tickets: one statement for the page's ids (walking the `tickets_list_by_*` indexes in
 * updatedAt order), one capped count, then the tickets themselves. `em` must be scoped to `companyId`.
 */
export async function listTickets(
  em: Em,
  companyId: number,
  viewer: TicketViewer,
  options: TicketListOptions,
): Promise<TicketListPage> {
  const { conditions, joinContacts } = listConditions(companyId, viewer, options)
  const from = joinContacts
    ? 'tickets t join contacts c on c.id = t.contact_id and c.company_id = t.company_id'
    : 'tickets t'
  const where = conditions.map((condition) => condition.sql).join(' and ')
  const params = conditions.flatMap((condition) => condition.params)
  const direction = options.orderBy?.direction === 'asc' ? 'asc' : 'desc'
  const order =
    options.orderBy?.field === 'id' ? `t.id ${direction}` : `t.updated_at ${direction}, t.id ${direction}`

  const connection = em.getConnection()
  const [rows, counted] = await Promise.all([
    connection.execute<{ id: number }[]>(
      `select t.id from ${from} where ${where} order by ${order} limit ? offset ?`,
      [...params, options.limit + 1, options.offset],
    ),
    connection.execute<{ count: number }[]>(
      `select count(*)::int as count from (select 1 from ${from} where ${where} limit ?) capped`,
      [...params, ticketCountCap],
    ),
  ])
  const hasMore = rows.length > options.limit
  const ids = rows.slice(0, options.limit).map((row) => row.id)
  const loaded = ids.length > 0 ? await em.find(Ticket, { id: { $in: ids } }) : []
  const byId = new Map(loaded.map((ticket) => [ticket.id, ticket]))
  const tickets = ids.map((id) => byId.get(id)).filter((ticket) => ticket !== undefined)
  const seen = options.offset + tickets.length + (hasMore ? 1 : 0)
  return { tickets, count: Math.max(counted[0]?.count ?? 0, seen), hasMore }
}
