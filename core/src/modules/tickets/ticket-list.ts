import type { Em } from '../../kernel/db/orm.ts'
import { likePattern, sqlPlaceholders } from '../../kernel/db/sql-fragments.ts'
import { companyTimeZone } from '../settings/company-time-zone.ts'
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
  /** yyyy-mm-dd, in `timeZone`. */
  createdOn?: string
  updatedOn?: string
  /** First and last day (yyyy-mm-dd, inclusive, in `timeZone`) of the last activity. */
  updatedBetween?: { from: string; to: string }
  /** The zone days are counted in; the company's (`companyTimeZone`) when not given. */
  timeZone?: string
  withUnreadMessages?: boolean
  /** Others' claimed tickets are listed only when asked (the show-all toggle). */
  showAll?: boolean
  orderBy?: { field: 'updatedAt' | 'id'; direction: 'asc' | 'desc' }
  offset: number
  limit: number
}

export interface TicketListPage {
  tickets: ITicket[]
  /**
   * Exact up to `ticketCountCap`, never lower than what this page proves exists. A search inside
   * messages answered among the newest tickets counts only what its page proves (a lower bound).
   */
  count: number
  hasMore: boolean
}

/** Words typed into the search box as a prefix tsquery: 'joa sil' → 'joa:* & sil:*'. */
export function prefixTsQuery(search: string): string | undefined {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu)
  if (!words || words.length === 0) return undefined
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ')
}

function daysCondition(column: string, from: string, to: string, timeZone: string): SqlCondition {
  // Bounds computed once, so the column stays comparable to an index.
  return {
    sql: `${column} >= (?::date)::timestamp at time zone ?::text and ${column} < ((?::date) + 1)::timestamp at time zone ?::text`,
    params: [from, timeZone, to, timeZone],
  }
}

const dayCondition = (column: string, day: string, timeZone: string) =>
  daysCondition(column, day, day, timeZone)

/** What a search matches: contact name and number, and (when asked) words inside messages. */
interface SearchMatch {
  /** Conditions on `c` (the joined contact). */
  contact: SqlCondition[]
  /** The prefix tsquery over message bodies, when searching inside messages. */
  tsQuery?: string
}

/** The WHERE conditions of a list without its search (scope first), and the search. */
function listConditions(
  companyId: number,
  viewer: TicketViewer,
  options: TicketListOptions,
  timeZone: string,
): { conditions: SqlCondition[]; search?: SearchMatch } {
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
        ? { sql: `t.status in (${sqlPlaceholders(options.statuses)})`, params: options.statuses }
        : { sql: 'false', params: [] },
    )
  }
  if (options.queueIds && options.queueIds.length > 0) {
    // As in the products we replace, choosing queues still lists tickets without a queue to whoever may see them.
    conditions.push({
      sql: `(t.queue_id in (${sqlPlaceholders(options.queueIds)}) or t.queue_id is null)`,
      params: options.queueIds,
    })
  }
  if (options.userIds && options.userIds.length > 0) {
    conditions.push({ sql: `t.user_id in (${sqlPlaceholders(options.userIds)})`, params: options.userIds })
  }
  if (options.connectionIds && options.connectionIds.length > 0) {
    conditions.push({
      sql: `t.connection_id in (${sqlPlaceholders(options.connectionIds)})`,
      params: options.connectionIds,
    })
  }
  if (options.tagIds && options.tagIds.length > 0) {
    const tagIds = [...new Set(options.tagIds)]
    conditions.push({
      sql: `t.id in (select tt.ticket_id from ticket_tags tt where tt.company_id = ? and tt.tag_id in (${sqlPlaceholders(tagIds)}) group by tt.ticket_id having count(distinct tt.tag_id) = ?)`,
      params: [companyId, ...tagIds, tagIds.length],
    })
  }
  if (options.withUnreadMessages) conditions.push({ sql: 't.unread_messages > 0', params: [] })
  if (options.createdOn) conditions.push(dayCondition('t.created_at', options.createdOn, timeZone))
  if (options.updatedOn) conditions.push(dayCondition('t.updated_at', options.updatedOn, timeZone))
  if (options.updatedBetween) {
    const { from, to } = options.updatedBetween
    conditions.push(daysCondition('t.updated_at', from, to, timeZone))
  }

  const search = options.search?.trim()
  if (!search) return { conditions }
  const contact: SqlCondition[] = [{ sql: 'c.name ilike ?', params: [likePattern(search)] }]
  const digits = search.replace(/\D/g, '')
  if (digits.length > 0) contact.push({ sql: 'c.number like ?', params: [likePattern(digits)] })
  const tsQuery = options.searchOnMessages ? prefixTsQuery(search) : undefined
  return { conditions, search: { contact, tsQuery } }
}

/** Words inside a ticket's messages `m`, through the full-text index `messages_body_search`. */
function messageWords(companyId: number, tsQuery: string): SqlCondition {
  return {
    sql: `m.company_id = ? and not m.is_deleted and to_tsvector('simple', m.body) @@ to_tsquery('simple', ?)`,
    params: [companyId, tsQuery],
  }
}

/**
 * The search's condition on ticket `t` with its contact joined as `c`, checking each ticket's own
 * messages (through `messages_ticket_page`): cheap per ticket, for walking tickets in list order.
 */
function searchPerTicket(companyId: number, search: SearchMatch): SqlCondition {
  const matches = [...search.contact]
  if (search.tsQuery) {
    const words = messageWords(companyId, search.tsQuery)
    matches.push({
      sql: `exists (select 1 from messages m where m.ticket_id = t.id and ${words.sql})`,
      params: words.params,
    })
  }
  return joinOr(matches)
}

/**
 * The search's condition on ticket `t` as the set of tickets it matches: those of the contacts
 * found by name or number (trigram indexes) and those whose messages hold the words (full-text
 * index). Fast when the search is rare; no contact join needed.
 */
function searchAsTicketSet(companyId: number, search: SearchMatch, tsQuery: string): SqlCondition {
  const contact = joinOr(search.contact)
  const words = messageWords(companyId, tsQuery)
  return {
    sql: `t.id in (
      select ct.id from tickets ct join contacts c on c.id = ct.contact_id and c.company_id = ct.company_id
       where ct.company_id = ? and ${contact.sql}
      union
      select m.ticket_id from messages m where ${words.sql})`,
    params: [companyId, ...contact.params, ...words.params],
  }
}

const sqlOf = (conditions: SqlCondition[]) => ({
  where: conditions.map((condition) => condition.sql).join(' and '),
  params: conditions.flatMap((condition) => condition.params),
})

function joinOr(conditions: SqlCondition[]): SqlCondition {
  return {
    sql: `(${conditions.map((condition) => condition.sql).join(' or ')})`,
    params: conditions.flatMap((condition) => condition.params),
  }
}

/**
 * Tickets a message search first looks through, in list order, per ticket of the page asked
 * for. Common words are found among the newest tickets long before this; rarer ones fall back to
 * the full-text index, which is fast exactly when a word is rare.
 */
const searchWalkPerTicket = 50
const searchWalkMinimum = 2000

/**
 * One page of tickets: one statement for the page's ids (walking the `tickets_list_by_*` indexes in
 * updatedAt order), one capped count, then the tickets themselves. `em` must be scoped to `companyId`.
 *
 * A search inside messages first walks the newest matching-filter tickets, checking each one's
 * messages; when that walk holds the whole page, the page is exactly the one a full search would
 * give (same order), and the count is what the page proves; likewise when the filters hold no more
 * tickets than the walk looked at. Otherwise the full-text index answers.
 * A word found in 2% of 10M messages costs the index path seconds (every hit is rechecked), the
 * walk tens of milliseconds (docs/benchmarks.md).
 */
export async function listTickets(
  em: Em,
  companyId: number,
  viewer: TicketViewer,
  options: TicketListOptions,
): Promise<TicketListPage> {
  const countsDays = options.createdOn || options.updatedOn || options.updatedBetween
  const timeZone = options.timeZone ?? (countsDays ? await companyTimeZone(em, companyId) : '')
  const { conditions, search } = listConditions(companyId, viewer, options, timeZone)
  const direction = options.orderBy?.direction === 'asc' ? 'asc' : 'desc'
  const order =
    options.orderBy?.field === 'id' ? `t.id ${direction}` : `t.updated_at ${direction}, t.id ${direction}`
  const connection = em.getConnection()
  const withContacts = 'join contacts c on c.id = t.contact_id and c.company_id = t.company_id'

  let walked: { ids: number[]; hasMore: boolean } | undefined
  if (search?.tsQuery) {
    const budget = Math.max(searchWalkMinimum, (options.offset + options.limit + 1) * searchWalkPerTicket)
    const scope = sqlOf(conditions)
    const match = searchPerTicket(companyId, search)
    // The newest `budget` tickets of the filters, then the search among them, in the same order;
    // and whether the filters hold more tickets than that (else the walk saw them all).
    const [rows, scoped] = await Promise.all([
      connection.execute<{ id: number }[]>(
        `select t.id
           from (select t.id, t.contact_id, t.company_id, t.updated_at from tickets t
                  where ${scope.where} order by ${order} limit ?) t
           ${withContacts}
          where ${match.sql}
          order by ${order} limit ? offset ?`,
        [...scope.params, budget, ...match.params, options.limit + 1, options.offset],
      ),
      connection.execute<{ count: number }[]>(
        `select count(*)::int as count from (select 1 from tickets t where ${scope.where} limit ?) capped`,
        [...scope.params, budget + 1],
      ),
    ])
    const sawEveryTicket = (scoped[0]?.count ?? 0) <= budget
    if (rows.length > options.limit || sawEveryTicket) {
      walked = { ids: rows.map((row) => row.id), hasMore: rows.length > options.limit }
    }
  }

  let rows: { id: number }[]
  let counted: number
  if (walked) {
    rows = walked.ids.map((id) => ({ id }))
    counted = 0
  } else {
    const searched = !search
      ? []
      : search.tsQuery
        ? [searchAsTicketSet(companyId, search, search.tsQuery)]
        : [searchPerTicket(companyId, search)]
    const all = sqlOf([...conditions, ...searched])
    const from = search && !search.tsQuery ? `tickets t ${withContacts}` : 'tickets t'
    const [page, count] = await Promise.all([
      connection.execute<{ id: number }[]>(
        `select t.id from ${from} where ${all.where} order by ${order} limit ? offset ?`,
        [...all.params, options.limit + 1, options.offset],
      ),
      connection.execute<{ count: number }[]>(
        `select count(*)::int as count from (select 1 from ${from} where ${all.where} limit ?) capped`,
        [...all.params, ticketCountCap],
      ),
    ])
    rows = page
    counted = count[0]?.count ?? 0
  }
  const hasMore = rows.length > options.limit
  const ids = rows.slice(0, options.limit).map((row) => row.id)
  const loaded = ids.length > 0 ? await em.find(Ticket, { id: { $in: ids } }) : []
  const byId = new Map(loaded.map((ticket) => [ticket.id, ticket]))
  const tickets = ids.map((id) => byId.get(id)).filter((ticket) => ticket !== undefined)
  const seen = options.offset + tickets.length + (hasMore ? 1 : 0)
  return { tickets, count: Math.max(counted, seen), hasMore }
}
