import type { MessageKey } from '../../../i18n/pt.ts'

/** A schedule's message needs at least 5 characters (inbox.md §5). */
export const scheduleBodyMinimum = 5

/** A new schedule is sent one hour from now unless changed (inbox.md §9). */
export const scheduleDefaultDelay = 3_600_000

const pad = (value: number) => String(value).padStart(2, '0')

/** A date as a datetime-local input holds it (local time, to the minute). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export function defaultSendAt(now: Date): string {
  return toLocalInput(new Date(now.getTime() + scheduleDefaultDelay))
}

export interface ScheduleForm {
  body: string
  sendAt: string
}

/** The schedule rules of inbox.md §5: body required, 5 characters or more; send time required. */
export function scheduleProblems(form: ScheduleForm): Partial<Record<keyof ScheduleForm, MessageKey>> {
  const found: Partial<Record<keyof ScheduleForm, MessageKey>> = {}
  const body = form.body.trim()
  if (body === '') found.body = 'validation.required'
  else if (body.length < scheduleBodyMinimum) found.body = 'schedule.bodyTooShort'
  if (form.sendAt === '' || Number.isNaN(new Date(form.sendAt).getTime()))
    found.sendAt = 'validation.required'
  return found
}
