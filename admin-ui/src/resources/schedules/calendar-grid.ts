/**
 * The grid's days are calendar days, held as local-midnight Dates only to count and name them;
 * which day a moment falls on is told in the company's time zone (zonedDayKey), never the browser's.
 */

/** A calendar day as the grid keys it: YYYY-MM-DD of a day the grid holds. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)

/** The Sunday that starts the week of `date`. */
export function startOfWeek(date: Date): Date {
  return addDays(date, -date.getDay())
}

/** The seven days of the week holding `date`, Sunday first. */
export function weekDays(date: Date): Date[] {
  const sunday = startOfWeek(date)
  return Array.from({ length: 7 }, (_, index) => addDays(sunday, index))
}

/**
 * The weeks a month view shows: whole weeks, Sunday first, from the week of the 1st to the week
 * of the last day (4 to 6 rows); days of the neighbouring months fill the edges.
 */
export function monthWeeks(year: number, month: number): Date[][] {
  const first = new Date(year, month, 1)
  const last = new Date(year, month + 1, 0)
  const weeks: Date[][] = []
  for (let sunday = startOfWeek(first); sunday <= last; sunday = addDays(sunday, 7)) {
    weeks.push(weekDays(sunday))
  }
  return weeks
}

/** Moves the shown period one month or one week back (-1) or forward (1). */
export function shiftPeriod(date: Date, view: 'month' | 'week', step: -1 | 1): Date {
  return view === 'month' ? new Date(date.getFullYear(), date.getMonth() + step, 1) : addDays(date, 7 * step)
}

/** The day (YYYY-MM-DD) a moment falls on in `timeZone`. */
export function zonedDayKey(moment: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment)
}

/** Today in `timeZone`, as a day the grid holds (local midnight of that calendar day). */
export function zonedToday(timeZone: string, now: Date = new Date()): Date {
  const [year, month, day] = zonedDayKey(now, timeZone).split('-').map(Number)
  return new Date(year!, month! - 1, day!)
}

/** Events grouped by the day of their send time in `timeZone` (the company's), each day in time order. */
export function eventsByDay<T extends { sendAt: string }>(
  events: readonly T[],
  timeZone: string,
): Map<string, T[]> {
  const days = new Map<string, T[]>()
  const sorted = [...events].sort((a, b) => Date.parse(a.sendAt) - Date.parse(b.sendAt))
  for (const event of sorted) {
    const key = zonedDayKey(new Date(event.sendAt), timeZone)
    const day = days.get(key)
    if (day) day.push(event)
    else days.set(key, [event])
  }
  return days
}
