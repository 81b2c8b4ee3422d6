import type { DeclaredError } from './plugin-errors.ts'

/**
 * The one error catalogue: the specification's `ERR_*` codes (inbox.md §8) plus Atendo's own,
 * each with the HTTP status it answers with and a default English message.
 *
 * @example
 * errorCatalogue.ERR_NO_TICKET_FOUND // { status: 404, message: 'Ticket not found' }
 */
export const errorCatalogue = {
  // specification codes
  ERR_NO_OTHER_WHATSAPP: { status: 400, message: 'At least one default connection is required' },
  ERR_NO_DEF_WAPP_FOUND: { status: 404, message: 'No default connection found' },
  ERR_WAPP_NOT_INITIALIZED: { status: 409, message: 'The connection session is not started' },
  ERR_WAPP_CHECK_CONTACT: { status: 502, message: 'Could not check the contact' },
  ERR_WAPP_INVALID_CONTACT: { status: 400, message: 'Not a valid WhatsApp number' },
  ERR_WAPP_DOWNLOAD_MEDIA: { status: 502, message: 'Media download failed' },
  ERR_INVALID_CREDENTIALS: { status: 401, message: 'Invalid credentials' },
  ERR_SENDING_WAPP_MSG: { status: 502, message: 'Sending the message failed' },
  ERR_DELETE_WAPP_MSG: { status: 502, message: 'Deleting the message failed' },
  ERR_OTHER_OPEN_TICKET: { status: 409, message: 'An open ticket already exists for this contact' },
  ERR_SESSION_EXPIRED: { status: 403, message: 'Session expired, refresh the token' },
  ERR_USER_CREATION_DISABLED: { status: 403, message: 'User creation is disabled' },
  ERR_NO_PERMISSION: { status: 403, message: 'No permission' },
  ERR_DUPLICATED_CONTACT: { status: 409, message: 'Duplicated contact' },
  ERR_NO_SETTING_FOUND: { status: 404, message: 'Setting not found' },
  ERR_NO_CONTACT_FOUND: { status: 404, message: 'Contact not found' },
  ERR_NO_TICKET_FOUND: { status: 404, message: 'Ticket not found' },
  ERR_NO_USER_FOUND: { status: 404, message: 'User not found' },
  ERR_NO_WAPP_FOUND: { status: 404, message: 'Connection not found' },
  ERR_CREATING_MESSAGE: { status: 500, message: 'Creating the message failed' },
  ERR_CREATING_TICKET: { status: 500, message: 'Creating the ticket failed' },
  ERR_FETCH_WAPP_MSG: { status: 404, message: 'The message may be too old to fetch' },
  ERR_QUEUE_COLOR_ALREADY_EXISTS: { status: 409, message: 'Queue colour must be unique' },
  ERR_WAPP_GREETING_REQUIRED: {
    status: 400,
    message: 'A greeting is required when there is more than one queue',
  },
  ERR_OUT_OF_HOURS: { status: 403, message: 'Outside working hours' },
  ERR_CONNECTION_LIMIT_REACHED: { status: 403, message: 'Número máximo de conexões já alcançado' },
  // Atendo's own codes
  ERR_VALIDATION: { status: 400, message: 'The request is not valid' },
  ERR_UNAUTHENTICATED: { status: 401, message: 'Authentication required' },
  ERR_SESSION_REVOKED: { status: 401, message: 'This session was ended by a login elsewhere' },
  ERR_INVALID_TOKEN: { status: 403, message: 'Invalid or expired token' },
  ERR_SUBSCRIPTION_EXPIRED: { status: 402, message: 'The company subscription has expired' },
  ERR_PLAN_FEATURE_DISABLED: {
    status: 403,
    message: 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
  },
  ERR_SUPER_ONLY: { status: 403, message: 'Sem permissão para acessar!' },
  ERR_NOT_FOUND: { status: 404, message: 'Not found' },
  ERR_ROUTE_NOT_FOUND: { status: 404, message: 'Route not found' },
  ERR_EMAIL_NOT_FOUND: { status: 404, message: 'Email não encontrado' },
  ERR_EMAIL_ALREADY_EXISTS: { status: 409, message: 'An account with this e-mail already exists' },
  ERR_COMPANY_ALREADY_EXISTS: { status: 409, message: 'A company with this name already exists' },
  ERR_PLAN_NOT_FOUND: { status: 404, message: 'Plan not found' },
  ERR_COMPANY_NOT_FOUND: { status: 404, message: 'Company not found' },
  ERR_INVALID_RESET_TOKEN: { status: 400, message: 'The reset code is invalid or has expired' },
  ERR_WEAK_PASSWORD: {
    status: 400,
    message: 'The password needs at least 8 characters with upper case, lower case and a digit',
  },
  ERR_RATE_LIMITED: { status: 429, message: 'Too many requests, try again later' },
  ERR_CONFLICT: { status: 409, message: 'The record conflicts with an existing one' },
  ERR_PAYLOAD_TOO_LARGE: { status: 413, message: 'The upload is too large' },
  ERR_URL_NOT_ALLOWED: {
    status: 400,
    message: 'This address points to a private or internal network and cannot be used',
  },
  ERR_INTERNAL: { status: 500, message: 'An internal error occurred' },
  ERR_NOT_READY: { status: 503, message: 'The service is not ready' },
  ERR_TICKET_NOT_OPEN: { status: 400, message: 'Messages can be sent only on open or group tickets' },
  ERR_CONTACT_BLOCKED: { status: 403, message: 'The contact is blocked' },
  ERR_EDIT_WINDOW_EXPIRED: { status: 403, message: 'Messages can be edited only within 15 minutes' },
  ERR_REPLY_WINDOW_CLOSED: {
    status: 403,
    message: "The channel accepts replies only within 24 hours of the contact's last message",
  },
  ERR_INVALID_TRANSITION: { status: 400, message: 'This ticket cannot make that change from its status' },
  ERR_TAG_REQUIRED: { status: 400, message: 'Você deve adicionar uma tag antes de fechar o ticket' },
  ERR_QUEUE_REQUIRED: { status: 400, message: 'Selecione uma fila' },
  ERR_PLAN_LIMIT_REACHED: { status: 403, message: 'The company has reached the limit of its plan' },
  ERR_CHANNEL_UNSUPPORTED: { status: 400, message: "The connection's channel cannot do this" },
  ERR_PAYMENT_PROVIDER_UNAVAILABLE: { status: 503, message: 'This payment provider is not available' },
  ERR_NOT_RECEIVED_AUDIO: { status: 400, message: 'Only received audio messages can be transcribed' },
  ERR_TRANSCRIPTION_UNAVAILABLE: {
    status: 503,
    message: 'Audio transcription is not available: no transcription plugin is loaded',
  },
  ERR_TRANSCRIPTION_NOT_CONFIGURED: {
    status: 503,
    message: 'Audio transcription is not configured: the AI audio key is not set',
  },
  ERR_TRANSCRIPTION_KEY_REFUSED: {
    status: 502,
    message: 'The transcription service refused the AI audio key',
  },
  ERR_TRANSCRIPTION_RATE_LIMITED: {
    status: 503,
    message: 'The transcription service is over its rate limit or quota, try again later',
  },
  ERR_TRANSCRIPTION_FAILED: {
    status: 502,
    message: 'The transcription service could not transcribe the audio',
  },
} as const satisfies Record<string, { status: number; message: string }>

/**
 * A code of the catalogue: what `AppError` takes and what the error envelope's `error` carries.
 * Front ends and SDK users switch on it, never on the message.
 *
 * @example
 * const code: ErrorCode = 'ERR_PLAN_FEATURE_DISABLED'
 * if (answer.body.error === code) redirectHome()
 */
export type ErrorCode = keyof typeof errorCatalogue

/**
 * One invalid field of a request, as `fields` of the error envelope lists it.
 *
 * @example
 * throw new AppError('ERR_VALIDATION', { fields: [{ field: 'text', message: 'is already used' }] })
 */
export interface FieldProblem {
  field: string
  /** In English, for logs and API users; the UIs show `rule` in the user's language instead. */
  message: string
  /**
   * What the value broke, for the UIs to word in their language (docs/development.md, "Field
   * errors"): `required`, `minLength`/`maxLength` (characters, `limit`), `minimum`/`maximum`
   * (`limit`), `format` (`format`: email, uri, date-time...), `pattern`, `type`, or `invalid` for
   * anything else; and the domain rules `phoneNumber` (not 8 to 15 digits once punctuation is
   * dropped), `missingColumn` (a spreadsheet's header row has no column for the field) and
   * `ERR_DUPLICATED_CONTACT` (the number is another contact's, or an earlier row's of the same
   * import). Absent on domain problems whose `message` is their own (a UI shows it as is).
   *
   * @example
   * { field: 'name', message: 'must not have fewer than 2 characters', rule: 'minLength', limit: 2 }
   */
  rule?: FieldRule
  /** The bound of `minLength`, `maxLength`, `minimum` and `maximum`. */
  limit?: number
  /** The format a `format` problem expected (email, uri...). */
  format?: string
}

/** The kinds of field problem the UIs translate (`FieldProblem.rule`). */
export type FieldRule =
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'format'
  | 'pattern'
  | 'type'
  | 'invalid'
  | 'phoneNumber'
  | 'missingColumn'
  | 'ERR_DUPLICATED_CONTACT'

/**
 * The only error domain code throws. The error handler turns it into the response envelope
 * `{ error, message, statusCode, fields? }`; the status comes from the catalogue, the message too
 * unless given. Keep the cause of a wrapped failure: it is logged, never sent.
 *
 * @example
 * if (!farewell) throw new AppError('ERR_NOT_FOUND', { message: 'Farewell not found' })
 * throw new AppError('ERR_SENDING_WAPP_MSG', { cause: error })
 * throw new AppError(orderErrors.ERR_ORDER_STATUS_NOT_FOUND) // a plugin's own code (declareErrors)
 */
export class AppError extends Error {
  /** A code of the catalogue, or a plugin's own (`DeclaredError`). */
  readonly code: ErrorCode | DeclaredError['code']
  readonly statusCode: number
  readonly fields?: FieldProblem[]
  readonly details?: Record<string, unknown>

  constructor(
    code: ErrorCode | DeclaredError,
    options: {
      message?: string
      fields?: FieldProblem[]
      details?: Record<string, unknown>
      cause?: unknown
    } = {},
  ) {
    const entry = typeof code === 'string' ? { ...errorCatalogue[code], code } : code
    super(options.message ?? entry.message, { cause: options.cause })
    this.name = 'AppError'
    this.code = entry.code
    this.statusCode = entry.status
    this.fields = options.fields
    this.details = options.details
  }
}
