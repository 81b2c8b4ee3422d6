import { idSchema } from '@atendo/plugin-api'
import { type Static, Type } from 'typebox'

const nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()])

const time = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm' })

/** One weekday's working hours of a connection (administration.md §3 schedule row). */
export const ConnectionScheduleSchema = Type.Object({
  weekday: Type.String({ maxLength: 30 }),
  weekdayEn: Type.String({ maxLength: 30 }),
  startTimeA: time,
  endTimeA: time,
  startTimeB: time,
  endTimeB: time,
})

/**
 * The connection fields of administration.md §3 that have no column of their own: they live in
 * `connections.options` and the API shows them flat, next to the columns.
 */
export const ConnectionOptionsSchema = Type.Object({
  collectiveVacationMessage: nullable(Type.String({ maxLength: 5000 })),
  collectiveVacationStart: nullable(Type.String({ format: 'date' })),
  collectiveVacationEnd: nullable(Type.String({ format: 'date' })),
  maxUseBotQueues: Type.Integer({ minimum: 0, maximum: 1000 }),
  /** Minutes before the chatbot may run again for a contact. */
  timeUseBotQueues: Type.Integer({ minimum: 0 }),
  /** Minutes a pending ticket waits before it is redirected to `sendIdQueue`. */
  timeSendQueue: Type.Integer({ minimum: 0 }),
  sendIdQueue: nullable(idSchema()),
  /** Hours of inactivity after which a ticket is closed (0 = never). */
  expiresTicket: Type.Integer({ minimum: 0 }),
  /** 0: counted from the contact's last message, 1: from the attendant's last message. */
  whenExpiresTicket: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** Minutes within which a contact writing again reopens their last ticket instead of a new one. */
  timeCreateNewTicket: Type.Integer({ minimum: 0 }),
  expiresInactiveMessage: nullable(Type.String({ maxLength: 5000 })),
  timeInactiveMessage: Type.Integer({ minimum: 0 }),
  inactiveMessage: nullable(Type.String({ maxLength: 5000 })),
  expiresTicketNPS: Type.Integer({ minimum: 0 }),
  maxUseBotQueuesNPS: Type.Integer({ minimum: 0, maximum: 1000 }),
  integrationId: nullable(idSchema()),
  promptId: nullable(idSchema()),
  flowIdWelcome: nullable(idSchema()),
  flowIdNotPhrase: nullable(idSchema()),
  schedules: Type.Array(ConnectionScheduleSchema, { maxItems: 7 }),
  /** Stored media key of the file sent with the greeting. */
  greetingMediaAttachment: nullable(Type.String({ maxLength: 500 })),
  /** The greeting file's original name, as it was uploaded. */
  greetingMediaName: nullable(Type.String({ maxLength: 255 })),
  importOldMessages: nullable(Type.String({ format: 'date-time' })),
  importRecentMessages: nullable(Type.String({ format: 'date-time' })),
  importOldMessagesGroups: Type.Boolean(),
  closedTicketsPostImported: Type.Boolean(),
  queueIdImportMessages: nullable(idSchema()),
  statusImportMessages: nullable(Type.String({ maxLength: 100 })),
  lgpdLink: nullable(Type.String({ maxLength: 500 })),
  lgpdMessage: nullable(Type.String({ maxLength: 5000 })),
  /** Messages of a contact who refused consent are shown obfuscated. */
  lgpdObfuscate: Type.Boolean(),
  /** Ask for consent on every new ticket, not only the first. */
  lgpdAlwaysAsk: Type.Boolean(),
  /**
   * Pair by a code typed on the phone instead of a QR code: the account's number, digits only,
   * country code first (e.g. 5511999990000). While the status is PAIRING, `qrcode` carries the
   * code. Empty or null: pair by QR code.
   */
  pairingCodeNumber: Type.Union([
    Type.String({
      pattern: '^([1-9][0-9]{7,14})?$',
      description: 'Digits only, with the country code (8 to 15 digits), e.g. 5511999990000',
    }),
    Type.Null(),
  ]),
  /** An incoming WhatsApp call opens (or joins) a ticket with a call_log message. */
  ticketOnCall: Type.Boolean(),
})
export type ConnectionOptions = Static<typeof ConnectionOptionsSchema>

const weekdays = [
  ['Domingo', 'sunday'],
  ['Segunda-feira', 'monday'],
  ['Terça-feira', 'tuesday'],
  ['Quarta-feira', 'wednesday'],
  ['Quinta-feira', 'thursday'],
  ['Sexta-feira', 'friday'],
  ['Sábado', 'saturday'],
] as const

/**
 * Defaults of administration.md §9: 3 chatbot uses, 08:00-12:00 and 13:00-18:00 every day, and
 * tickets closed after 24 idle hours (§10 "Auto-close default 24 hours", inbox.md §9 "Automatic
 * ticket closing: 24 hours"); a connection saved with `expiresTicket` 0 never closes them.
 */
export const connectionOptionDefaults: ConnectionOptions = {
  collectiveVacationMessage: null,
  collectiveVacationStart: null,
  collectiveVacationEnd: null,
  maxUseBotQueues: 3,
  timeUseBotQueues: 0,
  timeSendQueue: 0,
  sendIdQueue: null,
  expiresTicket: 24,
  whenExpiresTicket: 0,
  timeCreateNewTicket: 0,
  expiresInactiveMessage: null,
  timeInactiveMessage: 0,
  inactiveMessage: null,
  expiresTicketNPS: 0,
  maxUseBotQueuesNPS: 3,
  integrationId: null,
  promptId: null,
  flowIdWelcome: null,
  flowIdNotPhrase: null,
  schedules: weekdays.map(([weekday, weekdayEn]) => ({
    weekday,
    weekdayEn,
    startTimeA: '08:00',
    endTimeA: '12:00',
    startTimeB: '13:00',
    endTimeB: '18:00',
  })),
  greetingMediaAttachment: null,
  greetingMediaName: null,
  importOldMessages: null,
  importRecentMessages: null,
  importOldMessagesGroups: false,
  closedTicketsPostImported: false,
  queueIdImportMessages: null,
  statusImportMessages: null,
  lgpdLink: null,
  lgpdMessage: null,
  lgpdObfuscate: false,
  lgpdAlwaysAsk: false,
  pairingCodeNumber: null,
  ticketOnCall: false,
}

const optionKeys = Object.keys(connectionOptionDefaults) as (keyof ConnectionOptions)[]

/** The stored options with defaults for anything never saved (rows written by older releases). */
export function readConnectionOptions(stored: Record<string, unknown>): ConnectionOptions {
  const options = { ...connectionOptionDefaults } as Record<string, unknown>
  for (const key of optionKeys) if (stored[key] !== undefined) options[key] = stored[key]
  return options as ConnectionOptions
}

/**
 * Options only the server writes: the greeting's file (its upload route, which checks the file)
 * and the history import's status (the channel plugin). A save body carrying them, as a form
 * sending back the record it read does, leaves them as they are; a client could otherwise point
 * the greeting at any stored key, another company's included.
 */
const serverManagedOptions = new Set<string>([
  'greetingMediaAttachment',
  'greetingMediaName',
  'statusImportMessages',
])

/** The option fields present in a request body; anything else is left for the columns. */
export function pickConnectionOptions(body: Record<string, unknown>): Partial<ConnectionOptions> {
  const picked: Record<string, unknown> = {}
  for (const key of optionKeys) {
    if (body[key] !== undefined && !serverManagedOptions.has(key)) picked[key] = body[key]
  }
  return picked as Partial<ConnectionOptions>
}
