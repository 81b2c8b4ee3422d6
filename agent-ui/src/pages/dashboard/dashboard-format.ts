/** A duration in minutes as the dashboard shows it: hh:mm (hours past 24 keep counting). */
export function hoursAndMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes))
  const hours = Math.floor(total / 60)
  return `${String(hours).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/** The same duration for a `<time dateTime>`, in ISO 8601 (PT1H5M). */
export function isoDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes))
  return `PT${Math.floor(total / 60)}H${total % 60}M`
}

/** A percentage the server sends as 0-100 (at most two decimals), in the user's locale. */
export function percent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100)
}

/** A number with up to two decimals (ratings, the NPS score), in the user's locale. */
export function decimal(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)
}

/** A day of a chart (yyyy-mm-dd) as a short date: 25/11 in Brazil, 11/25 in the US. */
export function shortDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, date),
  )
}
