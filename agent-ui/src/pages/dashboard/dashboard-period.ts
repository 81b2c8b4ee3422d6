/** The days the dashboard looks at, yyyy-mm-dd; an empty string is a cleared field. */
export interface DashboardPeriod {
  dateFrom: string
  dateTo: string
}

/**
 * The day `now` is in the company's time zone (`companyTimeZone`), yyyy-mm-dd, as the server counts
 * the dashboard's days (docs/dashboard.md "The range", inbox.md §9).
 */
export function dayIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The filter's starting point, as the server's own default: the first of the month to today (inbox.md §7). */
export function defaultPeriod(now: Date, timeZone: string): DashboardPeriod {
  const today = dayIn(now, timeZone)
  return { dateFrom: `${today.slice(0, 8)}01`, dateTo: today }
}

/** Whether both days are cleared: there is nothing to ask for ('Parametrize o filtro', inbox.md §3). */
export function isCleared(period: DashboardPeriod): boolean {
  return !period.dateFrom && !period.dateTo
}

/** Whether the days are in order (or one of them is left to the server's default). */
export function inOrder(period: DashboardPeriod): boolean {
  return !period.dateFrom || !period.dateTo || period.dateFrom <= period.dateTo
}
