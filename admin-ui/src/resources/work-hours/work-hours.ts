/** One weekday's working hours (administration.md §3 schedule row): two periods, A and B. */
export interface WorkHours {
  weekday: string
  weekdayEn: string
  startTimeA: string
  endTimeA: string
  startTimeB: string
  endTimeB: string
}

export const timeFields = ['startTimeA', 'endTimeA', 'startTimeB', 'endTimeB'] as const

const weekdays = [
  ['Domingo', 'sunday'],
  ['Segunda-feira', 'monday'],
  ['Terça-feira', 'tuesday'],
  ['Quarta-feira', 'wednesday'],
  ['Quinta-feira', 'thursday'],
  ['Sexta-feira', 'friday'],
  ['Sábado', 'saturday'],
] as const

/** The default week (administration.md §9): 08:00-12:00 and 13:00-18:00 every day. */
export function defaultWeek(): WorkHours[] {
  return weekdays.map(([weekday, weekdayEn]) => ({
    weekday,
    weekdayEn,
    startTimeA: '08:00',
    endTimeA: '12:00',
    startTimeB: '13:00',
    endTimeB: '18:00',
  }))
}

/** A saved week with every missing weekday filled in from the default, Sunday first. */
export function completeWeek(saved: readonly WorkHours[] | null | undefined): WorkHours[] {
  return defaultWeek().map((day) => saved?.find((row) => row.weekdayEn === day.weekdayEn) ?? day)
}

/** The `##:##` mask of administration.md §5: digits only, a colon after the hour, at most 4 digits. */
export function maskTime(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits
}

const validTime = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * Problems of one week as react-admin form errors under `field` (one entry per weekday): a time
 * must be a real HH:mm (or empty, a day off, where the owner allows it: companies do, connections
 * do not), and each period must end after it starts.
 */
export function workHoursErrors(
  week: readonly WorkHours[],
  field = 'schedules',
  { allowDayOff = true }: { allowDayOff?: boolean } = {},
): Record<string, Record<string, string>[]> {
  let any = false
  const days = week.map((day) => {
    const errors: Record<string, string> = {}
    for (const key of timeFields) {
      const value = day[key] ?? ''
      if (value === '' && !allowDayOff) errors[key] = 'atendo.required'
      else if (value !== '' && !validTime.test(value)) errors[key] = 'atendo.work_hours.invalid_time'
    }
    for (const [start, end] of [
      ['startTimeA', 'endTimeA'],
      ['startTimeB', 'endTimeB'],
    ] as const) {
      if (validTime.test(day[start]) && validTime.test(day[end]) && day[end] <= day[start]) {
        errors[end] ??= 'atendo.work_hours.end_before_start'
      }
    }
    if (Object.keys(errors).length > 0) any = true
    return errors
  })
  return any ? { [field]: days } : {}
}
