import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely'
import { findRows } from '../../kernel/db/find-rows.ts'
import type { Em } from '../../kernel/db/orm.ts'
import { likePattern } from '../../kernel/db/sql-fragments.ts'
import { listQuery, sqlCondition } from '../../kernel/db/typed-sql.ts'
import { companyTimeZone } from '../settings/index.ts'
import type { SqlTables } from '../sql-tables.ts'
import { type ITicket, Ticket, type TicketStatus } from './entities.ts'
import { rareWordsOf, ticketsHoldingRareWords } from './rare-words-search.ts'
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

/** Words typed into the search box as prefix tsquery terms: 'joa sil' → ['joa:*', 'sil:*']. */
function prefixTsTerms(search: string): string[] | undefined {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu)
  if (!words || words.length === 0) return undefined
  return words.slice(0, 8).map((word) => `${word}:*`)
}

/** Words typed into the search box as a prefix tsquery: 'joa sil' → 'joa:* & sil:*'. */
export function prefixTsQuery(search: string): string | undefined {
  return prefixTsTerms(search)?.join(' & ')
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
  /** The prefix tsquery over message bodies, when searching inside messages, and its terms. */
  tsQuery?: string
  words?: string[]
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
  const words = options.searchOnMessages ? prefixTsTerms(search) : undefined
  return { contact, tsQuery: words?.join(' & '), words }
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

/** The tickets whose messages hold the words, through the full-text index. */
const ticketsOfMessageWords = (companyId: number, tsQuery: string) =>
  sql<number>`select m.ticket_id from messages m where ${messageWords(companyId, tsQuery)}`

/** Tickets already found (by `ticketsHoldingRareWords`). */
const knownTickets = (ids: number[]) => sql<number>`select unnest(${ids}::int[])`

/**
 * The search's condition on ticket `t` as the set of tickets it matches: those of the contacts
 * found by name or number (trigram indexes) and `messageTickets`, those whose messages hold the
 * words. Fast when the search is rare; no contact join needed.
 */
function searchAsTicketSet(
  companyId: number,
  search: SearchMatch,
  messageTickets: RawBuilder<number>,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`t.id in (
      select ct.id from tickets ct join contacts c on c.id = ct.contact_id and c.company_id = ct.company_id
       where ct.company_id = ${companyId} and ${anyOf(search.contact)}
      union
      ${messageTickets})`
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

/**
 * How many rows `query` has, counting no further than `cap`. `inListOrder`: the count walks the
 * index the page walks, over the newest rows. Unordered, the planner counted `status=open` with a
 * sequential scan that met 395,000 closed tickets before 10,000 open ones (128 ms against 44 ms).
 * A search by contact joins the contacts found, and there the order made the count sort every
 * matching ticket first (55,000 for "Cliente 12": 400 ms); unordered the join stops at the cap
 * (57 ms).
 */
async function cappedCount(
  em: Em,
  query: TicketQuery,
  cap: number,
  options: TicketListOptions & { inListOrder: boolean },
): Promise<number> {
  const counted = query.select(sql.lit(1).as('one'))
  const row = await listQuery<SqlTables>(em)
    .selectFrom((options.inListOrder ? ordered(counted, options) : counted).limit(cap).as('capped'))
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
 * The newest `budget` tickets of the filters, then the search among them, in list order, checking
 * each ticket's own messages. Answers when that walk holds the whole page (it is then exactly the
 * page a full search would give) or when the filters hold no more tickets than the walk looked at;
 * undefined otherwise. Common words fill the page within the first few hundred tickets.
 */
async function walkNewestTickets(
  em: Em,
  companyId: number,
  filtered: TicketQuery,
  search: SearchMatch,
  options: TicketListOptions,
): Promise<{ ids: number[]; hasMore: boolean } | undefined> {
  const budget = Math.max(searchWalkMinimum, (options.offset + options.limit + 1) * searchWalkPerTicket)
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
    cappedCount(em, filtered, budget + 1, { ...options, inListOrder: true }),
  ])
  const sawEveryTicket = scoped <= budget
  if (rows.length > options.limit || sawEveryTicket) {
    return { ids: rows.map((row) => row.id), hasMore: rows.length > options.limit }
  }
  return undefined
}

/**
 * How a search inside messages is answered. Rare words first: when some word of the search is
 * missing from the company's latest messages, the full-text index on those words finds every
 * ticket holding the search (a few ms), unless they turn out to be in more than a thousand
 * messages. Otherwise the newest tickets are walked (`walkNewestTickets`), and when the walk does
 * not settle the page, the full-text index on every word answers, as a set of tickets.
 */
async function messageSearch(
  em: Em,
  companyId: number,
  filtered: TicketQuery,
  search: SearchMatch & { tsQuery: string; words: string[] },
  options: TicketListOptions,
): Promise<{ walked: { ids: number[]; hasMore: boolean } } | { messageTickets: RawBuilder<number> }> {
  const db = listQuery<SqlTables>(em)
  // Two parallel workers cost this 2-core machine 30-45 ms to start for a query that finds nothing.
  await sql`set local max_parallel_workers_per_gather = 0`.execute(db)
  const rareWords = await rareWordsOf(db, companyId, search.words)
  if (rareWords.length > 0) {
    const holding = await ticketsHoldingRareWords(db, companyId, search.tsQuery, rareWords)
    if (holding) return { messageTickets: knownTickets(holding) }
  }
  const walked = await walkNewestTickets(em, companyId, filtered, search, options)
  if (walked) return { walked }
  return { messageTickets: ticketsOfMessageWords(companyId, search.tsQuery) }
}

/**
 * One page of tickets: one statement for the page's ids (walking the `tickets_list_by_*` indexes in
 * updatedAt order), one capped count, then the tickets themselves. `em` must be scoped to `companyId`.
 *
 * A search inside messages is answered by `messageSearch`: from the newest-first walk, the count
 * is what the page proves; from a set of tickets, it is counted like any list. A word found in 2%
 * of 10M messages costs the index seconds (every hit is rechecked), the walk tens of milliseconds
 * (docs/benchmarks.md).
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
  const inMessages =
    search?.tsQuery && search.words
      ? await messageSearch(
          em,
          companyId,
          filtered,
          { ...search, tsQuery: search.tsQuery, words: search.words },
          options,
        )
      : undefined

  let rows: { id: number }[]
  let counted: number
  if (inMessages && 'walked' in inMessages) {
    rows = inMessages.walked.ids.map((id) => ({ id }))
    counted = 0
  } else {
    const byContact = search !== undefined && !inMessages
    const matching = !search
      ? filtered
      : inMessages
        ? filtered.where(searchAsTicketSet(companyId, search, inMessages.messageTickets))
        : withContacts(filtered).where(searchPerTicket(companyId, search))
    ;[rows, counted] = await Promise.all([
      ordered(matching.select('t.id'), options)
        .limit(options.limit + 1)
        .offset(options.offset)
        .execute(),
      cappedCount(em, matching, ticketCountCap, { ...options, inListOrder: !byContact }),
    ])
  }
  const hasMore = rows.length > options.limit
  const ids = rows.slice(0, options.limit).map((row) => row.id)
  // Plain rows: the page is only shown (findRows says why).
  const loaded = ids.length > 0 ? await findRows(em, Ticket, { id: { $in: ids } }) : []
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
