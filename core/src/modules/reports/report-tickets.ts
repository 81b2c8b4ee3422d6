import { type RawBuilder, type SqlBool, sql } from 'kysely'
import type { Em } from '../../kernel/db/orm.ts'
import { likePattern } from '../../kernel/db/sql-fragments.ts'
import { listQuery, sqlCondition } from '../../kernel/db/typed-sql.ts'
import { type DashboardRange, type DashboardScope, firstTakenAtSql } from '../dashboard/index.ts'
import type { SqlTables } from '../sql-tables.ts'
import type { TicketStatus } from '../tickets/index.ts'

/**
 * The most rows one answer carries, whatever page size is asked: the export asks 9999999
 * (administration.md §7) and gets the newest 100,000, with the true total beside them
 * (docs/reports.md). Past this a spreadsheet is no longer read, and an answer would hold a large
 * part of the server's memory.
 */
const reportRowCap = 100_000

/** The report's filters, parsed and validated (routes.ts). */
export interface ReportFilter {
  search?: string
  contactId?: number
  connectionIds?: number[]
  userIds?: number[]
  queueIds?: number[]
  statuses?: TicketStatus[]
  onlyRated: boolean
  /** Tickets created in these São Paulo days. */
  range: DashboardRange
  page: number
  pageSize: number
}

/** One row (administration.md §3 Report row), as docs/reports.md defines it. */
export interface ReportRow {
  id: number
  uuid: string
  whatsappName: string | null
  contactName: string
  userName: string | null
  queueName: string | null
  status: TicketStatus
  lastMessage: string | null
  createdAt: string
  closedAt: string | null
  supportTime: string | null
  NPS: number | null
}

export interface ReportPage {
  tickets: ReportRow[]
  total: number
}

/** Part of the contact's name or number, or the ticket's id when the search is a number. */
function searchCondition(companyId: number, search: string): RawBuilder<SqlBool> {
  const matches = [sql<SqlBool>`k.name ilike ${likePattern(search)}`]
  const digits = search.replace(/\D/g, '')
  if (digits.length > 0) matches.push(sql<SqlBool>`k.number like ${likePattern(digits)}`)
  // The contacts' trigram indexes find the people; their tickets come through tickets_contact_index.
  const contact = sql<SqlBool>`t.contact_id in (select k.id from contacts k where k.company_id = ${companyId} and (${sql.join(matches, sql` or `)}))`
  const id = /^\d{1,10}$/.test(search.trim()) ? Number(search.trim()) : undefined
  if (id === undefined || id > 2147483647) return contact
  return sql<SqlBool>`(t.id = ${id} or ${contact})`
}

/** The report's tickets `t`: company, range and visibility first, then the filters. */
function matchingTickets(em: Em, scope: DashboardScope, filter: ReportFilter) {
  const { companyId } = scope
  let query = listQuery<SqlTables>(em)
    .selectFrom('tickets as t')
    .where('t.company_id', '=', companyId)
    .where('t.created_at', '>=', filter.range.fromAt)
    .where('t.created_at', '<', filter.range.toAt)
    .where(sqlCondition(scope.tickets))
  if (filter.contactId !== undefined) query = query.where('t.contact_id', '=', filter.contactId)
  if (filter.connectionIds?.length) query = query.where('t.connection_id', 'in', filter.connectionIds)
  if (filter.userIds?.length) query = query.where('t.user_id', 'in', filter.userIds)
  if (filter.queueIds?.length) query = query.where('t.queue_id', 'in', filter.queueIds)
  if (filter.statuses) {
    query =
      filter.statuses.length > 0
        ? query.where('t.status', 'in', filter.statuses)
        : query.where(sql.lit(false))
  }
  if (filter.search) query = query.where(searchCondition(companyId, filter.search))
  if (filter.onlyRated) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('ticket_ratings as r')
          .select(sql.lit(1).as('one'))
          .whereRef('r.ticket_id', '=', 't.id')
          .whereRef('r.company_id', '=', 't.company_id'),
      ),
    )
  }
  return query
}

/** Seconds as hh:mm, the hours running past 24 (a ticket attended over three days is 72:10). */
export function hoursAndMinutes(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60)
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/**
 * One page of the report, newest first, and how many tickets match. One statement: the matching
 * tickets are read once, through `tickets_created_in_range (company_id, created_at)`, counted by a
 * window over them and cut to the page; only the page's rows are then joined to their contact,
 * connection, attendant, queue, rating and timeline. Every join repeats the company, so another
 * company's ids in the filters select nothing.
 */
async function reportPage(em: Em, scope: DashboardScope, filter: ReportFilter): Promise<ReportPage> {
  const matching = matchingTickets(em, scope, filter)
  const limit = Math.min(filter.pageSize, reportRowCap)
  const offset = (filter.page - 1) * filter.pageSize
  const rows = await listQuery<SqlTables>(em)
    .with('matched', () =>
      matching
        .select(['t.id', 't.created_at', sql<string>`count(*) over ()`.as('total')])
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(limit)
        .offset(offset),
    )
    .selectFrom('matched as m')
    .innerJoin('tickets as t', 't.id', 'm.id')
    .innerJoin('contacts as k', (join) =>
      join.onRef('k.id', '=', 't.contact_id').onRef('k.company_id', '=', 't.company_id'),
    )
    .leftJoin('connections as w', (join) =>
      join.onRef('w.id', '=', 't.connection_id').onRef('w.company_id', '=', 't.company_id'),
    )
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 't.user_id').onRef('u.company_id', '=', 't.company_id'),
    )
    .leftJoin('queues as q', (join) =>
      join.onRef('q.id', '=', 't.queue_id').onRef('q.company_id', '=', 't.company_id'),
    )
    .leftJoin('ticket_ratings as r', (join) =>
      join.onRef('r.ticket_id', '=', 't.id').onRef('r.company_id', '=', 't.company_id'),
    )
    .select([
      't.id',
      't.uuid',
      'w.name as whatsapp_name',
      'k.name as contact_name',
      'u.name as user_name',
      'q.name as queue_name',
      't.status',
      't.last_message',
      't.created_at',
      sql<Date | null>`case when t.status = 'closed' then t.closed_at end`.as('closed_at'),
      sql<
        string | number | null
      >`case when t.status = 'closed' then extract(epoch from t.closed_at - ${sql.raw(firstTakenAtSql)}) end`.as(
        'support_seconds',
      ),
      'r.rate',
      'm.total',
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute()
  // Past the last page the window above has no row to carry the total: counted alone.
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : offset > 0
        ? ((
            await listQuery<SqlTables>(em)
              .selectFrom(matching.select(sql.lit(1).as('one')).as('matching'))
              .select(sql<number>`count(*)::int`.as('total'))
              .executeTakeFirst()
          )?.total ?? 0)
        : 0
  return {
    total,
    tickets: rows.map((row) => ({
      id: row.id,
      uuid: row.uuid,
      whatsappName: row.whatsapp_name,
      contactName: row.contact_name,
      userName: row.user_name,
      queueName: row.queue_name,
      status: row.status as TicketStatus,
      lastMessage: row.last_message,
      createdAt: new Date(row.created_at).toISOString(),
      closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
      supportTime: row.support_seconds == null ? null : hoursAndMinutes(Number(row.support_seconds)),
      NPS: row.rate,
    })),
  }
}

/**
 * Kysely statements see the company's rows only inside a transaction of the company's
 * EntityManager (row-level security, docs/architecture.md "Tenancy"), so the queries run in one.
 */
export function reportTickets(em: Em, scope: DashboardScope, filter: ReportFilter): Promise<ReportPage> {
  return em.transactional((tx) => reportPage(tx, scope, filter))
}
