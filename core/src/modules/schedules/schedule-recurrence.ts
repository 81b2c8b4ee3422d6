import { dateTimeFormat } from '../../kernel/date-formats.ts'
/** What the recurrence of a schedule needs (inbox.md §3 Schedule, §9 schedule defaults). */
export interface Recurrence {
  /** The unit of the interval: 1 days, 2 weeks, 3 months, 4 minutes. */
  intervalo: number
  /** How many units between two sends; 0 sends once. */
  valorIntervalo: number
  /** How many sends in all. */
  enviarQuantasVezes: number
  /** 4 send on any day, 5 move a non-business day to the business day before, 6 to the one after. */
  tipoDias: number
}

const minuteMs = 60_000

/** The wall-clock fields of an instant in a time zone. */
function partsIn(at: Date, timeZone: string) {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  }).formatToParts(at)
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? ''
  return {
    year: Number(value('year')),
    month: Number(value('month')),
    day: Number(value('day')),
    hour: Number(value('hour')),
    minute: Number(value('minute')),
    second: Number(value('second')),
    weekday: value('weekday'),
  }
}

/** The instant a wall-clock time of the zone names (the offset read at that instant, so DST holds). */
function instantOf(
  wall: { year: number; month: number; day: number; hour: number; minute: number; second: number },
  timeZone: string,
): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  const seen = partsIn(new Date(asUtc), timeZone)
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - asUtc
  return new Date(asUtc - offset)
}

/** Moves a wall-clock day by `days` (calendar arithmetic, month and year carried). */
function addDays(at: Date, days: number, timeZone: string): Date {
  const wall = partsIn(at, timeZone)
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days))
  return instantOf(
    { ...wall, year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
    timeZone,
  )
}

function addMonths(at: Date, months: number, timeZone: string): Date {
  const wall = partsIn(at, timeZone)
  const first = new Date(Date.UTC(wall.year, wall.month - 1 + months, 1))
  // The 31st of a shorter month is its last day, not the first of the next.
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return instantOf(
    {
      ...wall,
      year: first.getUTCFullYear(),
      month: first.getUTCMonth() + 1,
      day: Math.min(wall.day, lastDay),
    },
    timeZone,
  )
}

const weekend = new Set(['Sat', 'Sun'])

/** Business days are Monday to Friday in the company's time zone (holidays are not known). */
function toBusinessDay(at: Date, tipoDias: number, timeZone: string): Date {
  if (tipoDias !== 5 && tipoDias !== 6) return at
  const step = tipoDias === 5 ? -1 : 1
  let moved = at
  while (weekend.has(partsIn(moved, timeZone).weekday)) moved = addDays(moved, step, timeZone)
  return moved
}

/**
 * The next send of a schedule that was just sent for the `sendsDone`-th time, or null when the
 * series is done: `sendsDone × valorIntervalo` units of `intervalo` after the series' first
 * planned time (not the time a send went out, so a late or moved send does not drift the
 * series), counted on the company's calendar, then moved to a business day per `tipoDias`.
 *
 * @example
 * // weekly, three times: the second send a week after the first
 * nextSendAt({ intervalo: 2, valorIntervalo: 1, enviarQuantasVezes: 3, tipoDias: 4 }, firstAt, 1, 'America/Sao_Paulo')
 */
export function nextSendAt(
  recurrence: Recurrence,
  seriesStartAt: Date,
  sendsDone: number,
  timeZone: string,
): Date | null {
  if (recurrence.valorIntervalo <= 0 || sendsDone >= recurrence.enviarQuantasVezes) return null
  const amount = recurrence.valorIntervalo * sendsDone
  let next: Date
  switch (recurrence.intervalo) {
    case 2:
      next = addDays(seriesStartAt, 7 * amount, timeZone)
      break
    case 3:
      next = addMonths(seriesStartAt, amount, timeZone)
      break
    case 4:
      next = new Date(seriesStartAt.getTime() + amount * minuteMs)
      break
    default:
      next = addDays(seriesStartAt, amount, timeZone)
  }
  return toBusinessDay(next, recurrence.tipoDias, timeZone)
}
