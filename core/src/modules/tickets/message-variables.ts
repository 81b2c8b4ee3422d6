import { dateTimeFormat } from '../../kernel/date-formats.ts'

/**
 * The message variables of inbox.md §3 (firstName, name, userName, ms, protocol, date, hour,
 * ticket_id, queue, connection), written `{{name}}` in greetings, farewells and transfer messages.
 */
const messageVariableNames = [
  'firstName',
  'name',
  'userName',
  'ms',
  'protocol',
  'date',
  'hour',
  'ticket_id',
  'queue',
  'connection',
] as const
export type MessageVariable = (typeof messageVariableNames)[number]

/** What the variables are filled from. */
export interface MessageVariableSource {
  ticket: { id: number; createdAt: Date }
  contactName: string
  userName?: string | null
  queueName?: string | null
  connectionName?: string | null
  now?: Date
  /** The company's time zone (`companyTimeZone`): dates, hours and the greeting are told in it. */
  timeZone: string
}

function clockParts(
  date: Date,
  timeZone: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  }
}

/** 'Bom dia' from 06:00, 'Boa tarde' from 12:00, 'Boa noite' from 18:00 until 05:59. */
export function greetingByTimeOfDay(date: Date, timeZone: string): string {
  const hour = Number(clockParts(date, timeZone).hour)
  if (hour >= 6 && hour < 12) return 'Bom dia'
  if (hour >= 12 && hour < 18) return 'Boa tarde'
  return 'Boa noite'
}

/** The values of every variable for one ticket. */
export function messageVariables(source: MessageVariableSource): Record<MessageVariable, string> {
  const now = source.now ?? new Date()
  const clock = clockParts(now, source.timeZone)
  const opened = clockParts(source.ticket.createdAt, source.timeZone)
  const name = source.contactName.trim()
  return {
    firstName: name.split(/\s+/)[0] ?? '',
    name,
    userName: source.userName ?? '',
    ms: greetingByTimeOfDay(now, source.timeZone),
    // Stable for the ticket's life, so the contact can quote it later: opening day + ticket id.
    protocol: `${opened.year}${opened.month}${opened.day}${source.ticket.id}`,
    date: `${clock.day}/${clock.month}/${clock.year}`,
    hour: `${clock.hour}:${clock.minute}`,
    ticket_id: String(source.ticket.id),
    queue: source.queueName ?? '',
    connection: source.connectionName ?? '',
  }
}

/**
 * Replaces `{{variable}}` (spaces inside the braces allowed) by its value; unknown names are left
 * as written so a typo shows instead of vanishing.
 *
 * @example renderMessage('{{ms}}, {{firstName}}!', vars) === 'Boa tarde, Maria!'
 */
export function renderMessage(template: string, variables: Record<MessageVariable, string>): string {
  return template.replace(/\{\{\s*([A-Za-z_]+)\s*\}\}/g, (written, key: string) =>
    Object.hasOwn(variables, key) ? variables[key as MessageVariable] : written,
  )
}
