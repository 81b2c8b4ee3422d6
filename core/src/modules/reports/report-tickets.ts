import type { Em } from '../../kernel/db/orm.ts'
import { likePattern, sqlPlaceholders } from '../../kernel/db/sql-fragments.ts'
import { firstTakenAtSql } from '../dashboard/closed-in-range.ts'
import type { DashboardRange } from '../dashboard/dashboard-range.ts'
import type { DashboardScope } from '../dashboard/dashboard-scope.ts'
import type { TicketStatus } from '../tickets/entities.ts'
import type { SqlCondition } from '../tickets/ticket-visibility.ts'

/**
 * The most rows one answer carries, whatever page size is asked: the export asks 9999999
 * (administration.md §7) and gets the newest 100,000, with the true total beside them
 * (docs/reports.md). Past this a spreadsheet is no longer read, and an answer would hold a large
 * part of the server's memory.
 */
export const reportRowCap = 100_000

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

interface Row {
  id: number
  uuid: string
  whatsapp_name: string | null
  contact_name: string
  user_name: string | null
  queue_name: string | null
  status: TicketStatus
  last_message: string | null
  created_at: Date
  closed_at: Date | null
  support_seconds: string | number | null
  rate: number | null
  total: string | number
}

function anyOf(column: string, values: unknown[] | undefined): SqlCondition | undefined {
  if (!values || values.length === 0) return undefined
  return { sql: `${column} in (${sqlPlaceholders(values)})`, params: values }
}

/** Part of the contact's name or number, or the ticket's id when the search is a number. */
function searchCondition(companyId: number, search: string): SqlCondition {
  const matches: SqlCondition[] = [{ sql: 'k.name ilike ?', params: [likePattern(search)] }]
  const digits = search.replace(/\D/g, '')
  if (digits.length > 0) matches.push({ sql: 'k.number like ?', params: [likePattern(digits)] })
  // The contacts' trigram indexes find the people; their tickets come through tickets_contact_index.
  const contact: SqlCondition = {
    sql: `t.contact_id in (select k.id from contacts k where k.company_id = ? and (${matches.map((m) => m.sql).join(' or ')}))`,
    params: [companyId, ...matches.flatMap((m) => m.params)],
  }
  const id = /^\d{1,10}$/.test(search.trim()) ? Number(search.trim()) : undefined
  if (id === undefined || id > 2147483647) return contact
  return { sql: `(t.id = ? or ${contact.sql})`, params: [id, ...contact.params] }
}

/** Every WHERE condition over `tickets t`: company and visibility first, then the filters. */
function conditionsOf(scope: DashboardScope, filter: ReportFilter): SqlCondition[] {
  const { companyId } = scope
  const conditions: (SqlCondition | undefined)[] = [
    {
      sql: 't.company_id = ? and t.created_at >= ? and t.created_at < ?',
      params: [companyId, filter.range.fromAt, filter.range.toAt],
    },
    scope.tickets,
    filter.contactId === undefined ? undefined : { sql: 't.contact_id = ?', params: [filter.contactId] },
    anyOf('t.connection_id', filter.connectionIds),
    anyOf('t.user_id', filter.userIds),
    anyOf('t.queue_id', filter.queueIds),
    filter.statuses
      ? filter.statuses.length > 0
        ? anyOf('t.status', filter.statuses)
        : { sql: 'false', params: [] }
      : undefined,
    filter.search ? searchCondition(companyId, filter.search) : undefined,
    filter.onlyRated
      ? {
          sql: 'exists (select 1 from ticket_ratings r where r.ticket_id = t.id and r.company_id = t.company_id)',
          params: [],
        }
      : undefined,
  ]
  return conditions.filter((condition): condition is SqlCondition => condition !== undefined)
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
export async function reportTickets(
  em: Em,
  scope: DashboardScope,
  filter: ReportFilter,
): Promise<ReportPage> {
  const conditions = conditionsOf(scope, filter)
  const where = conditions.map((condition) => condition.sql).join(' and ')
  const whereParams = conditions.flatMap((condition) => condition.params)
  const limit = Math.min(filter.pageSize, reportRowCap)
  const offset = (filter.page - 1) * filter.pageSize
  const rows = await em.execute<Row[]>(
    `with matched as (
       select t.id, t.created_at, count(*) over () as total
         from tickets t
        where ${where}
        order by t.created_at desc, t.id desc
        limit ? offset ?
     )
     select t.id, t.uuid, w.name as whatsapp_name, k.name as contact_name, u.name as user_name,
            q.name as queue_name, t.status, t.last_message, t.created_at,
            case when t.status = 'closed' then t.closed_at end as closed_at,
            case when t.status = 'closed' then extract(epoch from t.closed_at - ${firstTakenAtSql}) end
              as support_seconds,
            r.rate, m.total
       from matched m
       join tickets t on t.id = m.id
       join contacts k on k.id = t.contact_id and k.company_id = t.company_id
       left join connections w on w.id = t.connection_id and w.company_id = t.company_id
       left join users u on u.id = t.user_id and u.company_id = t.company_id
       left join queues q on q.id = t.queue_id and q.company_id = t.company_id
       left join ticket_ratings r on r.ticket_id = t.id and r.company_id = t.company_id
      order by m.created_at desc, m.id desc`,
    [...whereParams, limit, offset],
  )
  const total =
    rows.length > 0 ? Number(rows[0]!.total) : offset > 0 ? await countTickets(em, where, whereParams) : 0
  return {
    total,
    tickets: rows.map((row) => ({
      id: row.id,
      uuid: row.uuid,
      whatsappName: row.whatsapp_name,
      contactName: row.contact_name,
      userName: row.user_name,
      queueName: row.queue_name,
      status: row.status,
      lastMessage: row.last_message,
      createdAt: new Date(row.created_at).toISOString(),
      closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
      supportTime: row.support_seconds == null ? null : hoursAndMinutes(Number(row.support_seconds)),
      NPS: row.rate,
    })),
  }
}

/** The total alone, for a page past the last one (the window above then had no row to carry it). */
async function countTickets(em: Em, where: string, params: unknown[]): Promise<number> {
  const [row] = await em.execute<{ total: number }[]>(
    `select count(*)::int as total from tickets t where ${where}`,
    params,
  )
  return row?.total ?? 0
}
