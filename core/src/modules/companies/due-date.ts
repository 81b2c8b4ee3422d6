import type { Recurrence } from './entities.ts'

/** Months one renewal adds, by recurrence (administration.md §4 and §9). */
const recurrenceMonths: Record<Recurrence, number> = {
  MENSAL: 1,
  BIMESTRAL: 2,
  TRIMESTRAL: 3,
  SEMESTRAL: 6,
  ANUAL: 12,
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/

/**
 * A due date as the form sends it, or null when empty or not a real calendar day
 * (the specification stores an empty or invalid due date as null).
 */
export function dueDateOrNull(text: string | null | undefined): string | null {
  const match = text ? isoDate.exec(text.trim()) : null
  if (!match) return null
  const [, year, month, day] = match.map(Number)
  const date = new Date(Date.UTC(year!, month! - 1, day!))
  if (date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}

/**
 * The due date after one renewal: `months` later, on the same day of the month, or on the
 * month's last day when it is shorter (31 January + 1 month = 28 or 29 February). A company
 * without a due date is renewed from today.
 */
export function renewedDueDate(dueDate: string | null, recurrence: Recurrence, today = new Date()): string {
  const from = dueDateOrNull(dueDate) ?? today.toISOString().slice(0, 10)
  const [year, month, day] = from.split('-').map(Number) as [number, number, number]
  const targetMonth = month - 1 + recurrenceMonths[recurrence]
  const lastDay = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, targetMonth, Math.min(day, lastDay))).toISOString().slice(0, 10)
}
