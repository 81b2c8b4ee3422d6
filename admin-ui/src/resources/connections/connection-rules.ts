import { type WorkHours, workHoursErrors } from '../work-hours/work-hours.ts'
import { pairingDigits, pairingNumberProblem } from './session-rules.ts'

const DAY = 86_400_000

/** The connection fields the dialog edits (administration.md §3), as PUT/POST /whatsapp take them. */
export const editableConnectionFields = [
  'name',
  'channel',
  'provider',
  'isDefault',
  'groupAsTicket',
  'allowGroup',
  'webhookUrl',
  'queueIds',
  'greetingMessage',
  'complationMessage',
  'outOfHoursMessage',
  'ratingMessage',
  'collectiveVacationMessage',
  'collectiveVacationStart',
  'collectiveVacationEnd',
  'maxUseBotQueues',
  'timeUseBotQueues',
  'timeSendQueue',
  'sendIdQueue',
  'expiresTicket',
  'whenExpiresTicket',
  'timeCreateNewTicket',
  'expiresInactiveMessage',
  'timeInactiveMessage',
  'inactiveMessage',
  'expiresTicketNPS',
  'maxUseBotQueuesNPS',
  'schedules',
  'importOldMessages',
  'importRecentMessages',
  'importOldMessagesGroups',
  'closedTicketsPostImported',
  'queueIdImportMessages',
  'lgpdLink',
  'lgpdMessage',
  'lgpdObfuscate',
  'lgpdAlwaysAsk',
  'pairingCodeNumber',
] as const

/** Whole-number fields: an empty one is sent as 0 (administration.md §5). */
export const numberFields = [
  'maxUseBotQueues',
  'timeUseBotQueues',
  'timeSendQueue',
  'expiresTicket',
  'timeCreateNewTicket',
  'timeInactiveMessage',
  'expiresTicketNPS',
  'maxUseBotQueuesNPS',
] as const

const idFields = ['sendIdQueue', 'queueIdImportMessages'] as const
const textFields = [
  'greetingMessage',
  'complationMessage',
  'outOfHoursMessage',
  'ratingMessage',
  'collectiveVacationMessage',
  'expiresInactiveMessage',
  'inactiveMessage',
  'lgpdLink',
  'lgpdMessage',
  'webhookUrl',
] as const

type Values = Record<string, unknown>

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''
const toNumber = (value: unknown) => {
  const number = Number(value)
  return value === '' || value == null || Number.isNaN(number) ? 0 : number
}
/** A date input's day (YYYY-MM-DD) as the local midnight the server stores, ISO. */
const dayToIso = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T00:00:00`).toISOString()
    : value || null

/**
 * What the form sends: only editable fields, numbers for empty number fields, null for empty texts.
 * The greeting's attachment goes along for the data provider, which sends it apart from the record.
 */
export function connectionPayload(data: Values): Values {
  const payload: Values = {}
  for (const field of editableConnectionFields) if (data[field] !== undefined) payload[field] = data[field]
  if (data.greetingMediaAttachment !== undefined)
    payload.greetingMediaAttachment = data.greetingMediaAttachment
  for (const field of numberFields) if (field in payload) payload[field] = toNumber(payload[field])
  for (const field of idFields) if (field in payload) payload[field] = payload[field] || null
  for (const field of textFields) if (field in payload && blank(payload[field])) payload[field] = null
  for (const field of ['collectiveVacationStart', 'collectiveVacationEnd'] as const) {
    if (field in payload) payload[field] = payload[field] || null
  }
  for (const field of ['importOldMessages', 'importRecentMessages'] as const) {
    if (field in payload) payload[field] = dayToIso(payload[field])
  }
  if (payload.webhookUrl === null && data.channel !== 'api') delete payload.webhookUrl
  // Digits only, with the country code, as the WhatsApp channel pairs by it; empty pairs by QR code.
  if ('pairingCodeNumber' in payload)
    payload.pairingCodeNumber = pairingDigits(payload.pairingCodeNumber) ?? null
  return payload
}

/** A stored date-time as a date input shows it (YYYY-MM-DD, local). */
export function isoToDay(value: unknown): string {
  if (typeof value !== 'string' || value === '') return ''
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const date = new Date(value)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const dayOf = (date: Date) => isoToDay(date.toISOString())

/**
 * The connection rules of administration.md §5, checked before saving (the server checks them
 * again): a pairing phone number of 8 to 15 digits, redirect time and queue together, rating message and NPS expiry while ratings are on,
 * an expiry with an inactivity time, import dates and queue, vacation dates, a greeting with more
 * than one queue, and well-formed working hours. Messages are translation keys.
 */
export function connectionErrors(
  values: Values,
  { ratingEnabled = false, now = new Date() }: { ratingEnabled?: boolean; now?: Date } = {},
): Record<string, unknown> {
  const errors: Record<string, unknown> = {}
  const name = typeof values.name === 'string' ? values.name.trim() : ''
  if (name === '') errors.name = 'atendo.required'
  else if (name.length < 2) errors.name = 'atendo.too_short'
  else if (name.length > 50) errors.name = 'atendo.too_long'

  const pairing = pairingNumberProblem(values.pairingCodeNumber)
  if (pairing) errors.pairingCodeNumber = pairing

  if (toNumber(values.timeSendQueue) > 0 && !values.sendIdQueue)
    errors.sendIdQueue = 'atendo.connections.errors.send_queue'
  if (values.sendIdQueue && toNumber(values.timeSendQueue) === 0)
    errors.timeSendQueue = 'atendo.connections.errors.send_queue'

  if (ratingEnabled) {
    if (blank(values.ratingMessage)) errors.ratingMessage = 'atendo.connections.errors.rating_message'
    if (toNumber(values.expiresTicketNPS) === 0)
      errors.expiresTicketNPS = 'atendo.connections.errors.expires_nps'
  }
  if (toNumber(values.timeInactiveMessage) > 0 && toNumber(values.expiresTicket) === 0)
    errors.expiresTicket = 'atendo.connections.errors.expires_ticket'

  const oldest = isoToDay(values.importOldMessages)
  if (oldest) {
    const today = dayOf(now)
    const twoYearsAgo = dayOf(new Date(now.getTime() - 2 * 365 * DAY))
    if (oldest < twoYearsAgo || oldest > today)
      errors.importOldMessages = 'atendo.connections.errors.import_old'
    const newest = isoToDay(values.importRecentMessages)
    if (newest && (newest < oldest || newest > today))
      errors.importRecentMessages = 'atendo.connections.errors.import_recent'
    if (!values.queueIdImportMessages) errors.queueIdImportMessages = 'atendo.connections.errors.import_queue'
  }

  if (!blank(values.collectiveVacationMessage)) {
    const earliest = dayOf(new Date(now.getTime() - 10 * DAY))
    for (const field of ['collectiveVacationStart', 'collectiveVacationEnd'] as const) {
      const day = isoToDay(values[field])
      if (!day) errors[field] = 'atendo.connections.errors.vacation_required'
      else if (day < earliest) errors[field] = 'atendo.connections.errors.vacation_min'
    }
    const start = isoToDay(values.collectiveVacationStart)
    const end = isoToDay(values.collectiveVacationEnd)
    if (start && end && end < start && !errors.collectiveVacationEnd)
      errors.collectiveVacationEnd = 'atendo.connections.errors.vacation_order'
  }

  const queues = Array.isArray(values.queueIds) ? new Set(values.queueIds) : new Set()
  if (queues.size > 1 && blank(values.greetingMessage))
    errors.greetingMessage = 'atendo.errors.ERR_WAPP_GREETING_REQUIRED'

  if (Array.isArray(values.schedules))
    Object.assign(
      errors,
      workHoursErrors(values.schedules as WorkHours[], 'schedules', { allowDayOff: false }),
    )
  return errors
}
