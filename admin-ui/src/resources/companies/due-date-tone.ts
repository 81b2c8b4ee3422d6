/** How urgent a company's due date is (administration.md "Companies"). */
export type DueDateTone = 'overdue' | 'soon' | 'ok' | 'none'

/** Days from today to a `YYYY-MM-DD` due date, counted in calendar days. */
export function daysUntil(dueDate: string, today = new Date()): number {
  const [year, month, day] = dueDate.slice(0, 10).split('-').map(Number) as [number, number, number]
  const due = Date.UTC(year, month - 1, day)
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())
  return Math.round((due - now) / 86_400_000)
}

/** Red when the due date is today or past, yellow when it is 1 to 5 days away. */
export function dueDateTone(dueDate: string | null | undefined, today = new Date()): DueDateTone {
  if (!dueDate) return 'none'
  const days = daysUntil(dueDate, today)
  if (days <= 0) return 'overdue'
  if (days <= 5) return 'soon'
  return 'ok'
}

/** Row backgrounds for each tone, light enough for dark text in both themes. */
export const toneColours: Record<DueDateTone, string | undefined> = {
  overdue: 'rgba(244, 67, 54, 0.35)',
  soon: 'rgba(255, 235, 59, 0.45)',
  ok: undefined,
  none: undefined,
}
