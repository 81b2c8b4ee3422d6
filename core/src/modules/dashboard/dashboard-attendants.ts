import type { Em } from '../../kernel/db/orm.ts'
import { averageMinutesSql, closedInRange } from './closed-in-range.ts'
import { rounded } from './dashboard-counters.ts'
import type { DashboardRange } from './dashboard-range.ts'
import type { DashboardScope } from './dashboard-scope.ts'

/** One attendant's row of the dashboard (inbox.md §3 Attendant row). */
export interface DashboardAttendant {
  id: number
  name: string
  /** Average 0-10 answer of the ratings they got for tickets closed in the range; null: none. */
  rating: number | null
  countRating: number
  /** Tickets they closed in the range. */
  tickets: number
  avgWaitTime: number
  avgSupportTime: number
  online: boolean
}

interface AttendantRow {
  id: number
  name: string
  online: boolean
  tickets: number
  avg_wait: string | number | null
  avg_support: string | number | null
  rating: string | number | null
  count_rating: number
}

/**
 * Every user of the company (only the caller for a non-admin), by name, with what they did with
 * the tickets closed in the range: how many they closed, how long those waited and were attended
 * (closed-in-range.ts), and the ratings given to them for those tickets. One statement.
 */
export async function dashboardAttendants(
  em: Em,
  scope: DashboardScope,
  range: DashboardRange,
): Promise<DashboardAttendant[]> {
  const closed = closedInRange(scope, range)
  const onlyOne = scope.onlyUserId === undefined ? '' : 'and u.id = ?'
  const rows = await em.execute<AttendantRow[]>(
    `with closed as (${closed.sql}),
     by_closer as (
       select c.user_id, count(*)::int as tickets,
              ${averageMinutesSql.wait} as avg_wait,
              ${averageMinutesSql.support} as avg_support
         from closed c where c.user_id is not null group by c.user_id
     ),
     by_rated as (
       select r.user_id, avg(r.rate) as rating, count(*)::int as count_rating
         from closed c join ticket_ratings r on r.ticket_id = c.id and r.company_id = ?
        where r.user_id is not null group by r.user_id
     )
     select u.id, u.name, u.online, coalesce(b.tickets, 0)::int as tickets, b.avg_wait, b.avg_support,
            rt.rating, coalesce(rt.count_rating, 0)::int as count_rating
       from users u
       left join by_closer b on b.user_id = u.id
       left join by_rated rt on rt.user_id = u.id
      where u.company_id = ? ${onlyOne}
      order by lower(u.name), u.id`,
    [
      ...closed.params,
      scope.companyId,
      scope.companyId,
      ...(scope.onlyUserId === undefined ? [] : [scope.onlyUserId]),
    ],
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    rating: row.rating == null ? null : rounded(row.rating),
    countRating: row.count_rating,
    tickets: row.tickets,
    avgWaitTime: rounded(row.avg_wait),
    avgSupportTime: rounded(row.avg_support),
    online: row.online,
  }))
}
