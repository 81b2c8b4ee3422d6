import { useMemo } from 'react'
import { companyTimeZone, defaultTimeZone } from '../session/company-time-zone.ts'
import { useOptionalUser } from '../session/session-context.tsx'
import { useI18n } from './i18n-context.tsx'
import { type Language, localeOf } from './languages.ts'

/**
 * How the inbox tells moments (issue 23): always in the company's time zone (its `timeZone` option,
 * the zone the server counts report and dashboard days in), never the browser's; one format per
 * language (the language's date order, 24-hour times as inbox.md §2 writes them: HH:mm). Every
 * screen formats a moment through here, so the list, the conversation, its notes and events, the
 * reports and the dashboard agree.
 */
export interface CompanyTime {
  /** The time of day: 14:05. */
  time(at: Date | string): string
  /** The calendar day: 27/11/2026 in Portuguese, 11/27/2026 in English. */
  date(at: Date | string): string
  /** Day and time: 27/11/2026 14:05. */
  dateTime(at: Date | string): string
  /** The ticket list's moment: the time when it is today in the company's zone, else the day (inbox.md §2). */
  listTime(at: Date | string, now: Date): string
  /** The calendar day in the company's zone, yyyy-mm-dd (to compare days). */
  day(at: Date | string): string
  timeZone: string
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per locale, zone and shape: building them is the costly part. */
function formatter(locale: string, timeZone: string, shape: 'time' | 'date' | 'day'): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${shape}`
  let found = formatters.get(key)
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      shape === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : { day: '2-digit', month: '2-digit', year: 'numeric' }
    found = new Intl.DateTimeFormat(shape === 'day' ? 'en-CA' : locale, { ...options, timeZone })
    formatters.set(key, found)
  }
  return found
}

const instant = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at)

/** The formats of one language in one zone; an unreadable moment formats as ''. */
export function companyTime(language: Language, timeZone: string = defaultTimeZone): CompanyTime {
  const locale = localeOf[language]
  const safe = (format: (date: Date) => string) => (at: Date | string) => {
    const date = instant(at)
    return Number.isNaN(date.getTime()) ? '' : format(date)
  }
  const time = safe((date) => formatter(locale, timeZone, 'time').format(date))
  const date = safe((value) => formatter(locale, timeZone, 'date').format(value))
  const day = safe((value) => formatter(locale, timeZone, 'day').format(value))
  return {
    timeZone,
    time,
    date,
    day,
    dateTime: safe((value) => `${date(value)} ${time(value)}`),
    listTime: (at, now) => (day(at) === day(now) ? time(at) : date(at)),
  }
}

/**
 * A calendar day (YYYY-MM-DD, e.g. a subscription's due date, already the company's day) in the
 * language's date format: 31/12/2999 in Portuguese, 12/31/2999 in English. Formatted at UTC
 * midnight in UTC, so no zone moves it to the day before (new Date('2999-12-31') read in São Paulo
 * is the 30th).
 */
export function calendarDayText(day: string, language: Language): string {
  const midnight = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(midnight.getTime()) ? '' : formatter(localeOf[language], 'UTC', 'date').format(midnight)
}

/** The company's time formats in the user's language (the company's zone once logged in). */
export function useCompanyTime(): CompanyTime {
  const { language } = useI18n()
  const user = useOptionalUser()
  const timeZone = user ? companyTimeZone(user) : defaultTimeZone
  return useMemo(() => companyTime(language, timeZone), [language, timeZone])
}
