import { useMemo } from 'react'
import { useLocaleState, usePermissions } from 'react-admin'
import type { Permissions } from '../api/permissions.ts'

/** The zone of a company that never chose one (inbox.md §9), as the server's and the inbox's default. */
export const defaultTimeZone = 'America/Sao_Paulo'

/** The Intl locale of each back-office language, the same the agent inbox formats with. */
export const localeTags: Record<string, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES', tr: 'tr-TR' }

/**
 * How the back office tells dates and times (issue 23, item 10): in the company's time zone, never
 * the browser's, and one format per language — the language's day order and 24-hour times
 * (HH:mm, administration.md §9) — so a list here reads as the inbox does.
 */
export interface CompanyTime {
  /** A moment's calendar day in the company's zone: 27/11/2026 in Portuguese, 11/27/2026 in English. */
  date(at: string | Date | null | undefined): string
  /** A moment's day and time in the company's zone: 27/11/2026 14:05. */
  dateTime(at: string | Date | null | undefined): string
  /** A calendar day with no time (a due date, yyyy-mm-dd): the same day in every zone. */
  day(value: string | null | undefined): string
}

const dayShape: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' }
const timeShape: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }

/** The formats of one language in one zone; a missing or unreadable value formats as ''. */
export function companyTime(language: string, timeZone: string = defaultTimeZone): CompanyTime {
  const locale = localeTags[language] ?? language
  const dateFormat = new Intl.DateTimeFormat(locale, { ...dayShape, timeZone })
  const timeFormat = new Intl.DateTimeFormat(locale, { ...timeShape, timeZone })
  const calendarFormat = new Intl.DateTimeFormat(locale, { ...dayShape, timeZone: 'UTC' })
  const readable = (at: string | Date | null | undefined) => {
    if (!at) return undefined
    const moment = typeof at === 'string' ? new Date(at) : at
    return Number.isNaN(moment.getTime()) ? undefined : moment
  }
  return {
    date: (at) => {
      const moment = readable(at)
      return moment ? dateFormat.format(moment) : ''
    },
    dateTime: (at) => {
      const moment = readable(at)
      return moment ? `${dateFormat.format(moment)} ${timeFormat.format(moment)}` : ''
    },
    // Read as midnight UTC and told in UTC, a calendar day never moves to the day before.
    day: (value) => {
      const moment = readable(value ? `${value.slice(0, 10)}T00:00:00Z` : undefined)
      return moment ? calendarFormat.format(moment) : ''
    },
  }
}

/** The company's time zone (its timeZone option), or the default of a company that never chose one. */
export function useCompanyTimeZone(): string {
  const { permissions } = usePermissions<Permissions>()
  return permissions?.timeZone ?? defaultTimeZone
}

/** The company's formats in the language the user picked. */
export function useCompanyTime(): CompanyTime {
  const [language] = useLocaleState()
  const timeZone = useCompanyTimeZone()
  return useMemo(() => companyTime(language, timeZone), [language, timeZone])
}

/** A moment's wall clock in `timeZone`, to the second. */
function wallClock(moment: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment)
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '00'
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
    utc: Date.UTC(
      +part('year'),
      +part('month') - 1,
      +part('day'),
      +part('hour'),
      +part('minute'),
      +part('second'),
    ),
  }
}

/**
 * A moment as a date-and-time input shows it: the company's wall clock (2026-11-28T05:30), not
 * the browser's, so a schedule's form reads as its calendar does. '' for no or an unreadable value.
 */
export function zonedInputValue(at: string | Date | null | undefined, timeZone: string): string {
  if (!at) return ''
  const moment = typeof at === 'string' ? new Date(at) : at
  if (Number.isNaN(moment.getTime())) return ''
  const wall = wallClock(moment, timeZone)
  return `${wall.date}T${wall.time}`
}

/** The moment (ISO) a date-and-time input's value stands for, read as the company's wall clock. */
export function momentOfZonedInput(value: string, timeZone: string): string {
  const [date = '', time = '00:00'] = value.split('T')
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const wall = Date.UTC(year!, month! - 1, day!, hour ?? 0, minute ?? 0)
  if (Number.isNaN(wall)) return value
  // The zone's offset at the moment guessed, then at the moment found (a day its clocks change).
  const offsetAt = (moment: number) => wallClock(new Date(moment), timeZone).utc - moment
  const guess = wall - offsetAt(wall)
  return new Date(wall - offsetAt(guess)).toISOString()
}
