import { dateTimeFormat } from '../../kernel/date-formats.ts'
/** One weekday of working hours as companies, connections and queues store them (administration.md §3). */
export interface WorkingDay {
  weekdayEn: string
  startTimeA: string
  endTimeA: string
  startTimeB: string
  endTimeB: string
}

/**
 * The weekday (`monday`...) and `HH:mm` of an instant in the company's time zone (inbox.md §9:
 * São Paulo unless the company chose another), like the message variables.
 */
export function clockOf(now: Date, timeZone: string): { weekdayEn: string; time: string } {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { weekdayEn: part('weekday').toLowerCase(), time: `${part('hour')}:${part('minute')}` }
}

const inPeriod = (time: string, start: string, end: string) =>
  start !== '' && end !== '' && start <= time && time <= end

/**
 * Whether `now` falls in one of the day's two periods. Minutes are compared, both ends included,
 * so "00:00 to 23:59" is the whole day. Hours nobody filled in (an empty list) never close the
 * door: a company switching schedules on before writing them keeps answering. A weekday missing
 * from a filled-in list, or with both periods empty, is a day off.
 */
export function isWithinWorkingHours(days: readonly WorkingDay[], now: Date, timeZone: string): boolean {
  if (days.length === 0) return true
  const clock = clockOf(now, timeZone)
  const today = days.find((day) => day.weekdayEn.toLowerCase() === clock.weekdayEn)
  if (!today) return false
  return (
    inPeriod(clock.time, today.startTimeA, today.endTimeA) ||
    inPeriod(clock.time, today.startTimeB, today.endTimeB)
  )
}
