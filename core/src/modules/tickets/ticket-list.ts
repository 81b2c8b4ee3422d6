import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely'
import type { Em } from '../../kernel/db/orm.ts'
import { likePattern } from '../../kernel/db/sql-fragments.ts'
import { listQuery, sqlCondition } from '../../kernel/db/typed-sql.ts'
import { companyTimeZone } from '../settings/index.ts'
import type { SqlTables } from '../sql-tables.ts'
import { type ITicket, Ticket, type TicketStatus } from './entities.ts'
import { type TicketViewer, visibilitySql } from './ticket-visibility.ts'

/** The inbox reads tickets 40 at a time, like the products it replaces. */
export const ticketPageSize = 40

/**
 * Counting stops here: past it the count is a lower bound (the list shows "10000+"). Counting every
 * matching row on every page is what made the lists we replace slow past 10k tickets.
 */
const ticketCountCap = 10_000

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

type TicketQuery = SelectQueryBuilder<SqlTables & { t: SqlTables['tickets'] }, 't', object>

/** `column` within the days `from` to `to` (inclusive) in `timeZone`. */
function withinDays(column: 't.created_at' | 't.updated_at', from: string, to: string, timeZone: string) {
  // Bounds computed once, so the column stays comparable to an index.
  return sql<SqlBool>`${sql.ref(column)} >= (${from}::date)::timestamp at time zone ${timeZone}::text and ${sql.ref(column)} < ((${to}::date) + 1)::timestamp at time zone ${timeZone}::text`
}

/** What a search matches: contact name and number, and (when asked) words inside messages. */
interface SearchMatch {
  /** Conditions on `c` (the joined contact), any of which matches. */
  contact: RawBuilder<SqlBool>[]
  /** The prefix tsquery over message bodies, when searching inside messages. */
  tsQuery?: string
}

/** The tickets `t` of a list without its search (scope first). */
function filteredTickets(
  em: Em,
  companyId: number,
  viewer: TicketViewer,
  options: TicketListOptions,
  timeZone: string,
): TicketQuery {
  let query: TicketQuery = listQuery<SqlTables>(em)
    .selectFrom('tickets as t')
    .where('t.company_id', '=', companyId)
    .where(sqlCondition(visibilitySql(viewer)))
  if (!options.showAll) {
    // The default view: own tickets, waiting ones and groups; not other attendants' conversations.
    query = query.where((t) =>
      t.or([
        t('t.user_id', '=', viewer.userId),
        t('t.user_id', 'is', null),
        t('t.status', '=', 'pending'),
        t('t.is_group', '=', true),
      ]),
    )
  }
  if (options.statuses) {
    query =
      options.statuses.length > 0
        ? query.where('t.status', 'in', options.statuses)
        : query.where(sql.lit(false))
  }
  if (options.queueIds && options.queueIds.length > 0) {
    const queueIds = options.queueIds
    // As in the products we replace, choosing queues still lists tickets without a queue to whoever may see them.
    query = query.where((t) => t.or([t('t.queue_id', 'in', queueIds), t('t.queue_id', 'is', null)]))
  }
  if (options.userIds && options.userIds.length > 0) query = query.where('t.user_id', 'in', options.userIds)
  if (options.connectionIds && options.connectionIds.length > 0) {
    query = query.where('t.connection_id', 'in', options.connectionIds)
  }
  if (options.tagIds && options.tagIds.length > 0) {
    const tagIds = [...new Set(options.tagIds)]
    query = query.where('t.id', 'in', (db) =>
      db
        .selectFrom('ticket_tags as tt')
        .select('tt.ticket_id')
        .where('tt.company_id', '=', companyId)
        .where('tt.tag_id', 'in', tagIds)
        .groupBy('tt.ticket_id')
        .having(sql`count(distinct tt.tag_id)`, '=', tagIds.length),
    )
  }
  if (options.withUnreadMessages) query = query.where('t.unread_messages', '>', 0)
  if (options.createdOn)
    query = query.where(withinDays('t.created_at', options.createdOn, options.createdOn, timeZone))
  if (options.updatedOn)
    query = query.where(withinDays('t.updated_at', options.updatedOn, options.updatedOn, timeZone))
  if (options.updatedBetween) {
    const { from, to } = options.updatedBetween
    query = query.where(withinDays('t.updated_at', from, to, timeZone))
  }
  return query
}

/** The search box's words as matches on the contact and, when asked, inside messages. */
function searchOf(options: TicketListOptions): SearchMatch | undefined {
  const search = options.search?.trim()
  if (!search) return undefined
  const contact = [sql<SqlBool>`c.name ilike ${likePattern(search)}`]
  const digits = search.replace(/\D/g, '')
  if (digits.length > 0) contact.push(sql<SqlBool>`c.number like ${likePattern(digits)}`)
  const tsQuery = options.searchOnMessages ? prefixTsQuery(search) : undefined
  return { contact, tsQuery }
}

const anyOf = (conditions: RawBuilder<SqlBool>[]) => sql<SqlBool>`(${sql.join(conditions, sql` or `)})`

/** Words inside a ticket's messages `m`, through the full-text index `messages_body_search`. */
const messageWords = (companyId: number, tsQuery: string) =>
  sql<SqlBool>`m.company_id = ${companyId} and not m.is_deleted and to_tsvector('simple', m.body) @@ to_tsquery('simple', ${tsQuery})`

/**
 * The search's condition on ticket `t` with its contact joined as `c`, checking each ticket's own
 * messages (through `messages_ticket_page`): cheap per ticket, for walking tickets in list order.
 */
function searchPerTicket(companyId: number, search: SearchMatch): RawBuilder<SqlBool> {
  const matches = [...search.contact]
  if (search.tsQuery) {
    matches.push(
      sql<SqlBool>`exists (select 1 from messages m where m.ticket_id = t.id and ${messageWords(companyId, search.tsQuery)})`,
    )
  }
  return anyOf(matches)
}

/**
 * The search's condition on ticket `t` as the set of tickets it matches: those of the contacts
 * found by name or number (trigram indexes) and those whose messages hold the words (full-text
 * index). Fast when the search is rare; no contact join needed.
 */
function searchAsTicketSet(companyId: number, search: SearchMatch, tsQuery: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`t.id in (
      select ct.id from tickets ct join contacts c on c.id = ct.contact_id and c.company_id = ct.company_id
       where ct.company_id = ${companyId} and ${anyOf(search.contact)}
      union
      select m.ticket_id from messages m where ${messageWords(companyId, tsQuery)})`
}

/** The list's order over `t`: last activity (then id), or id alone. */
// biome-ignore lint/suspicious/noExplicitAny: any select over tickets aliased `t`, whatever its columns
function ordered<Query extends SelectQueryBuilder<any, any, any>>(
  query: Query,
  options: TicketListOptions,
): Query {
  const direction = options.orderBy?.direction === 'asc' ? 'asc' : 'desc'
  if (options.orderBy?.field === 'id') return query.orderBy(sql.ref('t.id'), direction) as Query
  return query.orderBy(sql.ref('t.updated_at'), direction).orderBy(sql.ref('t.id'), direction) as Query
}

/** How many rows `query` has, counting no further than `cap`. */
async function cappedCount(em: Em, query: TicketQuery, cap: number): Promise<number> {
  const row = await listQuery<SqlTables>(em)
    .selectFrom(query.select(sql.lit(1).as('one')).limit(cap).as('capped'))
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirst()
  return row?.count ?? 0
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
async function ticketsPage(
  em: Em,
  companyId: number,
  viewer: TicketViewer,
  options: TicketListOptions,
): Promise<TicketListPage> {
  const countsDays = options.createdOn || options.updatedOn || options.updatedBetween
  const timeZone = options.timeZone ?? (countsDays ? await companyTimeZone(em, companyId) : '')
  const filtered = filteredTickets(em, companyId, viewer, options, timeZone)
  const search = searchOf(options)
  const withContacts = (query: TicketQuery) =>
    query.innerJoin('contacts as c', (join) =>
      join.onRef('c.id', '=', 't.contact_id').onRef('c.company_id', '=', 't.company_id'),
    )

  let walked: { ids: number[]; hasMore: boolean } | undefined
  if (search?.tsQuery) {
    const budget = Math.max(searchWalkMinimum, (options.offset + options.limit + 1) * searchWalkPerTicket)
    // The newest `budget` tickets of the filters, then the search among them, in the same order;
    // and whether the filters hold more tickets than that (else the walk saw them all).
    const newest = ordered(filtered.select(['t.id', 't.contact_id', 't.company_id', 't.updated_at']), options)
      .limit(budget)
      .as('t')
    const [rows, scoped] = await Promise.all([
      ordered(
        listQuery<SqlTables>(em)
          .selectFrom(newest)
          .innerJoin('contacts as c', (join) =>
            join.onRef('c.id', '=', 't.contact_id').onRef('c.company_id', '=', 't.company_id'),
          )
          .select('t.id')
          .where(searchPerTicket(companyId, search)),
        options,
      )
        .limit(options.limit + 1)
        .offset(options.offset)
        .execute(),
      cappedCount(em, filtered, budget + 1),
    ])
    const sawEveryTicket = scoped <= budget
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
    const matching = !search
      ? filtered
      : search.tsQuery
        ? filtered.where(searchAsTicketSet(companyId, search, search.tsQuery))
        : withContacts(filtered).where(searchPerTicket(companyId, search))
    ;[rows, counted] = await Promise.all([
      ordered(matching.select('t.id'), options)
        .limit(options.limit + 1)
        .offset(options.offset)
        .execute(),
      cappedCount(em, matching, ticketCountCap),
    ])
  }
  const hasMore = rows.length > options.limit
  const ids = rows.slice(0, options.limit).map((row) => row.id)
  const loaded = ids.length > 0 ? await em.find(Ticket, { id: { $in: ids } }) : []
  const byId = new Map(loaded.map((ticket) => [ticket.id, ticket]))
  const tickets = ids.map((id) => byId.get(id)).filter((ticket) => ticket !== undefined)
  const seen = options.offset + tickets.length + (hasMore ? 1 : 0)
  return { tickets, count: Math.max(counted, seen), hasMore }
}

/**
 * Kysely statements see the company's rows only inside a transaction of the company's
 * EntityManager (row-level security, docs/architecture.md "Tenancy"), so the queries run in one.
 */
export function listTickets(
  em: Em,
  companyId: number,
  viewer: TicketViewer,
  options: TicketListOptions,
): Promise<TicketListPage> {
  return em.transactional((tx) => ticketsPage(tx, companyId, viewer, options))
}
