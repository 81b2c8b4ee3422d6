import { nameLimits } from '../shared.tsx'
import { sparseErrors } from '../sparse-errors.ts'
import { type WorkHours, workHoursErrors } from '../work-hours/work-hours.ts'
import { chatbotErrors, chatbotPayload, type OptionValues } from './chatbot-rules.ts'

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/**
 * The queue rules of administration.md §5, checked before saving: a name of 2 to 50 characters, a
 * colour of 3 to 9, the chatbot options' rules and, when the company schedules by queue, the
 * out-of-hours message and well-formed working hours. Messages are translation keys.
 */
export function queueErrors(values: Record<string, unknown>, usesSchedules: boolean) {
  const errors: Record<string, unknown> = {}
  const name = typeof values.name === 'string' ? values.name.trim() : ''
  if (name === '') errors.name = 'atendo.required'
  else if (name.length < nameLimits.min) errors.name = 'atendo.too_short'
  else if (name.length > nameLimits.max) errors.name = 'atendo.too_long'
  const color = typeof values.color === 'string' ? values.color : ''
  if (color === '') errors.color = 'atendo.required'
  else if (color.length < 3 || color.length > 9) errors.color = 'atendo.queues.invalid_colour'
  const chatbots = chatbotErrors(values.chatbots as OptionValues[] | undefined)
  if (chatbots) errors.chatbots = chatbots
  if (!usesSchedules) return errors
  if (blank(values.outOfHoursMessage)) errors.outOfHoursMessage = 'atendo.required'
  if (Array.isArray(values.schedules))
    Object.assign(
      errors,
      workHoursErrors(values.schedules as WorkHours[], 'schedules', { allowDayOff: false }),
    )
  return errors
}

/** The queue form's validation: the rules above, with only the failing entries (sparse-errors.ts). */
export const validateQueue = (usesSchedules: boolean) => (values: Record<string, unknown>) =>
  sparseErrors(queueErrors(values, usesSchedules))

/** What PUT/POST /queue take: the queue's fields, its menu, and a whole week of hours or none. */
export function queuePayload(data: Record<string, unknown>) {
  const { id: _id, companyId: _c, createdAt: _cr, updatedAt: _u, schedules, chatbots, ...rest } = data
  const payload: Record<string, unknown> = { ...rest }
  if (chatbots !== undefined) payload.chatbots = chatbotPayload(chatbots as OptionValues[])
  // An untouched empty week is left as it is.
  if (Array.isArray(schedules) && schedules.length === 7) payload.schedules = schedules
  return payload
}
