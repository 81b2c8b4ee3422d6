import { AppError, type FieldProblem } from '@atendo/plugin-api'
import type { WorkSchedule } from './entities.ts'

/** The weekdays of a schedule, Sunday first as in whaticket's forms. */
export const weekdays = [
  { weekday: 'Domingo', weekdayEn: 'sunday' },
  { weekday: 'Segunda-feira', weekdayEn: 'monday' },
  { weekday: 'Terça-feira', weekdayEn: 'tuesday' },
  { weekday: 'Quarta-feira', weekdayEn: 'wednesday' },
  { weekday: 'Quinta-feira', weekdayEn: 'thursday' },
  { weekday: 'Sexta-feira', weekdayEn: 'friday' },
  { weekday: 'Sábado', weekdayEn: 'saturday' },
] as const

export const weekdaysEn = weekdays.map((day) => day.weekdayEn)

/** A new queue's hours (administration.md §9): 08:00–12:00 and 13:00–18:00 every day. */
export function defaultWorkSchedules(): WorkSchedule[] {
  return weekdays.map((day) => ({
    ...day,
    startTimeA: '08:00',
    endTimeA: '12:00',
    startTimeB: '13:00',
    endTimeB: '18:00',
  }))
}

/**
 * Checks what a schema cannot: one row per weekday, and each period ending after it starts (the
 * second period may be left empty).
 */
export function assertWorkSchedules(schedules: readonly WorkSchedule[]): void {
  const problems: FieldProblem[] = []
  const seen = new Set<string>()
  schedules.forEach((row, index) => {
    if (seen.has(row.weekdayEn)) {
      problems.push({ field: `schedules.${index}.weekdayEn`, message: 'appears twice' })
    }
    seen.add(row.weekdayEn)
    for (const period of ['A', 'B'] as const) {
      const start = row[`startTime${period}`]
      const end = row[`endTime${period}`]
      if (period === 'B' && start === '' && end === '') continue
      if (start === '' || end === '' || end <= start) {
        problems.push({
          field: `schedules.${index}.endTime${period}`,
          message: `must be after startTime${period}`,
        })
      }
    }
  })
  if (problems.length > 0) {
    throw new AppError('ERR_VALIDATION', {
      message: problems.map((problem) => `${problem.field} ${problem.message}`).join('; '),
      fields: problems,
    })
  }
}
