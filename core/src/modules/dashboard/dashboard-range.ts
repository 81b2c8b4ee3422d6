import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { companyTimeZone, dayIn } from '../settings/index.ts'
/** The longest range one call may ask for. */
export const maxRangeDays = 366

/** The days a dashboard call is about, inclusive, and the instants that bound them. */
export interface DashboardRange {
  /** First and last day, yyyy-mm-dd, in the company's time zone. */
  from: string
  to: string
  /** Midnight that starts `from` and midnight that ends `to` (exclusive). */
  fromAt: Date
  toAt: Date
  /** The company's time zone the days are counted in (inbox.md §9: São Paulo by default). */
  timeZone: string
}

/** What a call asks for; the names are the route's own, for the error a bad value gets. */
export interface RangeQuery {
  from?: { field: string; day: string }
  to?: { field: string; day: string }
  /** The last `days` days, today included, when no first day is given. */
  days?: number
}

const dayMs = 86_400_000

/** A day plus some days, on the calendar (no clock involved). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
}

/** Days from `from` to `to`, both included. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1
}

/** Every day of the range, in order. */
export function daysOf(range: Pick<DashboardRange, 'from' | 'to'>): string[] {
  return Array.from({ length: daysBetween(range.from, range.to) }, (_, index) => addDays(range.from, index))
}

const invalid = (field: string, message: string) =>
  new AppError('ERR_VALIDATION', { fields: [{ field, message }] })

/**
 * The range of a call: the days asked for; else the last `days` days; else the first of the
 * month to today (inbox.md §7). The last day defaults to today. Refused when it ends before it
 * starts or spans more than `maxRangeDays`.
 */
export async function dashboardRange(
  em: Em,
  companyId: number,
  query: RangeQuery,
  now: Date,
): Promise<DashboardRange> {
  const timeZone = await companyTimeZone(em, companyId)
  const today = dayIn(now, timeZone)
  const to = query.to?.day ?? today
  const from = query.from?.day ?? (query.days ? addDays(to, -(query.days - 1)) : `${today.slice(0, 8)}01`)
  const lastField = query.to?.field ?? query.from?.field ?? 'date_to'
  if (to < from) throw invalid(lastField, 'must not be before the first day')
  if (daysBetween(from, to) > maxRangeDays)
    throw invalid(lastField, `must be within ${maxRangeDays} days of the first day`)
  const [bounds] = await em.execute<{ from_at: Date; to_at: Date }[]>(
    `select (?::date)::timestamp at time zone ?::text as from_at, ((?::date) + 1)::timestamp at time zone ?::text as to_at`,
    [from, timeZone, to, timeZone],
  )
  return { from, to, fromAt: new Date(bounds!.from_at), toAt: new Date(bounds!.to_at), timeZone }
}
