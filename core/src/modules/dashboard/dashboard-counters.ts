import type { Em } from '../../kernel/db/orm.ts'
import { averageMinutesSql, closedInRange } from './closed-in-range.ts'
import type { DashboardRange } from './dashboard-range.ts'
import type { DashboardScope } from './dashboard-scope.ts'

/** The dashboard's counters (inbox.md §3 Dashboard counters); each is defined in docs/dashboard.md. */
export interface DashboardCounters {
  supportHappening: number
  supportPending: number
  supportFinished: number
  supportGroups: number
  leads: number
  avgSupportTime: number
  avgWaitTime: number
  activeTickets: number
  passiveTickets: number
  npsScore: number
  npsPromotersPerc: number
  npsDetractorsPerc: number
  npsPassivePerc: number
  tickets: number
  waitRating: number
  withoutRating: number
  withRating: number
  percRating: number
}

interface CountersRow {
  happening: number
  pending: number
  groups: number
  created: number
  active: number
  leads: number
  finished: number
  with_rating: number
  wait_rating: number
  promoters: number
  passives: number
  detractors: number
  avg_wait: string | number | null
  avg_support: string | number | null
}

/** Figures are shown with two decimals at most. */
export const rounded = (value: string | number | null | undefined) =>
  value == null ? 0 : Math.round(Number(value) * 100) / 100

const percentOf = (part: number, whole: number) => (whole > 0 ? (part * 100) / whole : 0)

/**
 * Every counter in one statement: the working tickets now (the status index), the tickets and
 * contacts created in the range (their `created_in_range` indexes), and the tickets closed in it
 * with their times and ratings (closed-in-range.ts), all counted by the database.
 */
export async function dashboardCounters(
  em: Em,
  scope: DashboardScope,
  range: DashboardRange,
): Promise<DashboardCounters> {
  const { companyId } = scope
  const closed = closedInRange(scope, range)
  const leadsScope =
    scope.onlyUserId === undefined
      ? { sql: '', params: [] }
      : {
          sql: `and exists (select 1 from tickets t where t.contact_id = k.id and t.company_id = k.company_id
                              and ${scope.tickets.sql})`,
          params: scope.tickets.params,
        }
  const [row] = await em.execute<CountersRow[]>(
    // Materialized: its first-taken time feeds two averages and is looked up once per ticket.
    `with closed as materialized (${closed.sql}),
     now_working as (
       select count(*) filter (where t.status = 'open' and not t.is_group)::int as happening,
              count(*) filter (where t.status = 'pending' and not t.is_group)::int as pending,
              count(*) filter (where t.is_group)::int as groups
         from tickets t
        where t.company_id = ? and t.status in ('open', 'pending', 'group') and ${scope.tickets.sql}
     ), created as (
       select count(*)::int as created,
              -- ticket_logs_created_by_attendant; the ticket is the company's, so are its entries.
              count(*) filter (where exists (
                select 1 from ticket_logs l where l.ticket_id = t.id and l.type = 'create' and l.user_id is not null
              ))::int as active
         from tickets t
        where t.company_id = ? and t.created_at >= ? and t.created_at < ? and ${scope.tickets.sql}
     ), leads as (
       select count(*)::int as leads
         from contacts k
        where k.company_id = ? and not k.is_group and k.created_at >= ? and k.created_at < ? ${leadsScope.sql}
     ), finished as (
       select count(*)::int as finished,
              count(r.rate)::int as with_rating,
              count(*) filter (where r.rate is null and exists (
                select 1 from ticket_rating_requests q
                 where q.ticket_id = c.id and q.company_id = ? and q.status = 'open' and q.expires_at > now()
              ))::int as wait_rating,
              count(*) filter (where r.rate >= 9)::int as promoters,
              count(*) filter (where r.rate between 7 and 8)::int as passives,
              count(*) filter (where r.rate <= 6)::int as detractors,
              ${averageMinutesSql.wait} as avg_wait,
              ${averageMinutesSql.support} as avg_support
         from closed c
         left join ticket_ratings r on r.ticket_id = c.id and r.company_id = ?
     )
     select * from now_working, created, leads, finished`,
    [
      ...closed.params,
      companyId,
      ...scope.tickets.params,
      companyId,
      range.fromAt,
      range.toAt,
      ...scope.tickets.params,
      companyId,
      range.fromAt,
      range.toAt,
      ...leadsScope.params,
      companyId,
      companyId,
    ],
  )
  const counts = row!
  const rated = counts.with_rating
  const promoters = percentOf(counts.promoters, rated)
  const detractors = percentOf(counts.detractors, rated)
  return {
    supportHappening: counts.happening,
    supportPending: counts.pending,
    supportFinished: counts.finished,
    supportGroups: counts.groups,
    leads: counts.leads,
    avgSupportTime: rounded(counts.avg_support),
    avgWaitTime: rounded(counts.avg_wait),
    activeTickets: counts.active,
    passiveTickets: counts.created - counts.active,
    npsScore: rounded(promoters - detractors),
    npsPromotersPerc: rounded(promoters),
    npsDetractorsPerc: rounded(detractors),
    npsPassivePerc: rounded(percentOf(counts.passives, rated)),
    tickets: counts.created,
    waitRating: counts.wait_rating,
    withoutRating: counts.finished - rated - counts.wait_rating,
    withRating: rated,
    percRating: rounded(percentOf(rated, counts.finished)),
  }
}
