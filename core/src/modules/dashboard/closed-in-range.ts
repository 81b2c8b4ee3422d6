import type { SqlCondition } from '../tickets/index.ts'
import type { DashboardRange } from './dashboard-range.ts'
import type { DashboardScope } from './dashboard-scope.ts'

/**
 * When an attendant first took ticket `t` (docs/dashboard.md, "Taken"), null when nobody did: one
 * index-only probe of `ticket_logs_attended`. Shared with the attendance report (modules/reports).
 */
export const firstTakenAtSql = `(select min(l.created_at) from ticket_logs l
   where l.ticket_id = t.id
     and (l.type = 'open' or (l.type in ('receivedTransfer', 'reopen') and l.user_id is not null)))`

/**
 * The tickets closed in the range (and still closed), in the caller's scope, as a SQL subquery
 * with columns id, user_id (who closed it), created_at, closed_at and attended_at: when an
 * attendant first took the ticket, read from its timeline (docs/dashboard.md):
 * - `open`: accepted from the waiting line, or created open by an attendant;
 * - `receivedTransfer` or `reopen` naming a user: given to an attendant by a transfer or the
 *   chatbot, or reopened by one.
 * A ticket closed straight from the waiting line (ignored, closed by the bot or by expiry) was
 * never attended: its attended_at is null. Served by `tickets_closed_in_range` and
 * `ticket_logs_attended` (one probe per ticket; its entries are the ticket's, hence the company's).
 */
export function closedInRange(scope: DashboardScope, range: DashboardRange): SqlCondition {
  return {
    sql: `select t.id, t.user_id, t.created_at, t.closed_at, ${firstTakenAtSql} as attended_at
            from tickets t
           where t.company_id = ? and t.status = 'closed' and t.closed_at >= ? and t.closed_at < ?
             and ${scope.tickets.sql}`,
    params: [scope.companyId, range.fromAt, range.toAt, ...scope.tickets.params],
  }
}

/** Minutes waited (created → attended) and attended (attended → closed), averaged, in SQL over `c`. */
export const averageMinutesSql = {
  wait: 'avg(extract(epoch from c.attended_at - c.created_at)) / 60',
  support: 'avg(extract(epoch from c.closed_at - c.attended_at)) / 60',
}
