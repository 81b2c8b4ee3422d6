import type { MessageKey } from '../../../i18n/pt.ts'
import type { ScheduleKey } from '../../../i18n/schedule-texts.ts'

/** A schedule's message needs at least 5 characters (inbox.md §5). */
export const scheduleBodyMinimum = 5

/** A new schedule is sent one hour from now unless changed (inbox.md §9). */
export const scheduleDefaultDelay = 3_600_000

/** The server's limits on a repeat (core/src/modules/schedules/schemas.ts). */
export const maxSends = 1_000
export const maxInterval = 10_000

/** The image a schedule may carry: png, jpg or jpeg (inbox.md §5), up to the server's 10 MB. */
export const scheduleImageTypes = ['image/png', 'image/jpeg'] as const
export const scheduleImageMaxBytes = 10 * 1024 * 1024

/** Repeat units (inbox.md §9): 1 days, 2 weeks, 3 months, 4 minutes. */
export const intervalUnits = [1, 2, 3, 4] as const

/** What a send falling on a non-business day does: 4 normally, 5 a business day before, 6 after. */
export const nonBusinessDayRules = [4, 5, 6] as const

const pad = (value: number) => String(value).padStart(2, '0')

/** A date as a datetime-local input holds it (local time, to the minute). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export function defaultSendAt(now: Date): string {
  return toLocalInput(new Date(now.getTime() + scheduleDefaultDelay))
}

/** The dialog's fields as typed (numbers stay text until they are checked). */
export interface ScheduleForm {
  body: string
  sendAt: string
  /** enviarQuantasVezes */
  times: string
  /** valorIntervalo */
  every: string
  /** intervalo */
  unit: number
  /** tipoDias */
  days: number
}

/** The defaults of inbox.md §9: sent once, one hour from now, normally on non-business days. */
export function newScheduleForm(now: Date): ScheduleForm {
  return { body: '', sendAt: defaultSendAt(now), times: '1', every: '0', unit: 1, days: 4 }
}

type Problem = MessageKey | ScheduleKey

const wholeNumber = (text: string, min: number, max: number) => {
  if (!/^\d+$/.test(text.trim())) return undefined
  const value = Number(text)
  return value >= min && value <= max ? value : undefined
}

/**
 * The schedule rules of inbox.md §5 (body required, 5 characters or more; send time required), and
 * a repeat the server accepts: sent 1 to 1000 times, every 0 to 10000 units, and a repeat that
 * sends more than once needs an interval (every 0 minutes would send all copies at once).
 */
export function scheduleProblems(form: ScheduleForm): Partial<Record<keyof ScheduleForm, Problem>> {
  const found: Partial<Record<keyof ScheduleForm, Problem>> = {}
  const body = form.body.trim()
  if (body === '') found.body = 'validation.required'
  else if (body.length < scheduleBodyMinimum) found.body = 'schedule.bodyTooShort'
  if (form.sendAt === '' || Number.isNaN(new Date(form.sendAt).getTime()))
    found.sendAt = 'validation.required'
  const times = wholeNumber(form.times, 1, maxSends)
  const every = wholeNumber(form.every, 0, maxInterval)
  if (times === undefined) found.times = 'schedule.timesInvalid'
  if (every === undefined) found.every = 'schedule.everyInvalid'
  else if (every === 0 && times !== undefined && times > 1) found.every = 'schedule.everyNeeded'
  return found
}

/** The repeat fields of POST /schedules, from a form without problems. */
export function repeatFields(form: ScheduleForm) {
  return {
    enviarQuantasVezes: Number(form.times),
    valorIntervalo: Number(form.every),
    intervalo: form.unit,
    tipoDias: form.days,
  }
}

/** Why an image cannot be attached to a schedule, checked before anything is sent. */
export function scheduleImageProblem(file: {
  name: string
  type: string
  size: number
}): ScheduleKey | undefined {
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  const typed = (scheduleImageTypes as readonly string[]).includes(file.type)
  if (!typed || !['png', 'jpg', 'jpeg'].includes(extension)) return 'schedule.attachType'
  if (file.size > scheduleImageMaxBytes) return 'schedule.attachTooBig'
  return undefined
}
