import type { Em } from '../../kernel/db/orm.ts'
import { type DashboardRange, daysOf } from './dashboard-range.ts'
import type { DashboardScope } from './dashboard-scope.ts'

/** How many tickets created in the range an attendant owns. */
export interface TicketsOfUser {
  userId: number
  name: string
  tickets: number
}

/**
 * GET /dashboard/ticketsUsers: the tickets created in the range, per attendant who owns them
 * now, most first (tickets nobody owns, waiting or closed by the bot, are not listed).
 */
export async function ticketsPerUser(
  em: Em,
  scope: DashboardScope,
  range: DashboardRange,
): Promise<TicketsOfUser[]> {
  const rows = await em.execute<{ user_id: number; name: string; tickets: number }[]>(
    `select u.id as user_id, u.name, count(*)::int as tickets
       from tickets t join users u on u.id = t.user_id and u.company_id = t.company_id
      where t.company_id = ? and t.created_at >= ? and t.created_at < ? and ${scope.tickets.sql}
      group by u.id, u.name
      order by tickets desc, lower(u.name), u.id`,
    [scope.companyId, range.fromAt, range.toAt, ...scope.tickets.params],
  )
  return rows.map((row) => ({ userId: row.user_id, name: row.name, tickets: row.tickets }))
}

/** Tickets created on one day, or in one hour of a one-day range. */
export interface TicketsOfPeriod {
  date: string
  /** 0 to 23 when the range is one day, else null. */
  hour: number | null
  tickets: number
}

/**
 * GET /dashboard/ticketsDay: the tickets created in the range per day, or per hour when the range
 * is one day, in the company's time zone. Every day (or hour) is listed, with 0 when nothing came,
 * so a chart's axis has no gaps. One grouped statement over `tickets_created_in_range`.
 */
export async function ticketsPerPeriod(
  em: Em,
  scope: DashboardScope,
  range: DashboardRange,
): Promise<TicketsOfPeriod[]> {
  const hourly = range.from === range.to
  const period = hourly
    ? 'extract(hour from t.created_at at time zone ?::text)::int'
    : `to_char(t.created_at at time zone ?::text, 'YYYY-MM-DD')`
  const rows = await em.execute<{ period: string | number; tickets: number }[]>(
    `select ${period} as period, count(*)::int as tickets
       from tickets t
      where t.company_id = ? and t.created_at >= ? and t.created_at < ? and ${scope.tickets.sql}
      group by 1`,
    [range.timeZone, scope.companyId, range.fromAt, range.toAt, ...scope.tickets.params],
  )
  const counted = new Map(rows.map((row) => [String(row.period), row.tickets]))
  if (hourly) {
    return Array.from({ length: 24 }, (_, hour) => ({
      date: range.from,
      hour,
      tickets: counted.get(String(hour)) ?? 0,
    }))
  }
  return daysOf(range).map((date) => ({ date, hour: null, tickets: counted.get(date) ?? 0 }))
}
