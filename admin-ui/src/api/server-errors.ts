import { HttpError } from 'react-admin'
import type { HttpClient } from './http-client.ts'

/** The server's error envelope: `{ error: 'ERR_*', message, fields? }`. */
interface ErrorBody {
  error?: unknown
  code?: unknown
  message?: unknown
  fields?: FieldProblem[]
}

/** One invalid field as the server names it (`FieldProblem` of the contract). */
interface FieldProblem {
  field: string
  message: string
  rule?: string
  limit?: number
  format?: string
}

/** How react-admin's inputs take a message with arguments, which they translate themselves. */
const withArgs = (message: string, args: Record<string, unknown>) =>
  `@@react-admin@@${JSON.stringify({ message, args })}`

/**
 * A schema problem in the user's language, from its `rule` (docs/development.md, "Field errors"):
 * react-admin's own validation texts where they say the same, ours otherwise; the server's English
 * `message` never reaches the form.
 */
export function fieldRuleMessage(problem: FieldProblem): string | undefined {
  switch (problem.rule) {
    case 'required':
      return 'atendo.required'
    case 'minLength':
      return withArgs('ra.validation.minLength', { min: problem.limit })
    case 'maxLength':
      return withArgs('ra.validation.maxLength', { max: problem.limit })
    case 'minimum':
      return withArgs('ra.validation.minValue', { min: problem.limit })
    case 'maximum':
      return withArgs('ra.validation.maxValue', { max: problem.limit })
    case 'format':
      return problem.format === 'email'
        ? 'ra.validation.email'
        : problem.format === 'uri'
          ? 'atendo.field_rules.url'
          : 'atendo.field_rules.invalid'
    case 'type':
    case 'pattern':
    case 'invalid':
      return 'atendo.field_rules.invalid'
    case 'phoneNumber':
      return 'atendo.field_rules.phone_number'
    case 'missingColumn':
      return 'atendo.field_rules.missing_column'
    case 'ERR_DUPLICATED_CONTACT':
      return 'atendo.field_rules.duplicated_contact'
    default:
      return undefined
  }
}

/**
 * Field problems of the server turned into translation keys where the meaning is one we name
 * (administration.md §5): a missing value, and the connection form's errorSendQueue/errorExpiresNPS.
 */
export function fieldMessageKey(message: string): string {
  if (/^(Required|is required)/i.test(message)) return 'atendo.required'
  if (message.startsWith('errorSendQueue')) return 'atendo.connections.errors.send_queue'
  if (message.startsWith('errorExpiresNPS')) return 'atendo.connections.errors.expires_nps'
  return message
}

/**
 * Each field's first problem (a value breaking two rules is told the first), in the user's
 * language: by its rule, by a meaning we name, or else by the translated code of the whole answer
 * (a domain problem such as "cannot be used" is English; the code says it in the user's language).
 */
function fieldMessages(problems: FieldProblem[], codeMessage: string, codeTranslated: boolean) {
  const messages: Record<string, string> = {}
  for (const problem of problems) {
    const named = fieldRuleMessage(problem) ?? fieldMessageKey(problem.message)
    messages[problem.field] ??= named === problem.message && codeTranslated ? codeMessage : named
  }
  return messages
}

/**
 * Wraps the HTTP client so a refusal speaks the user's language: an `ERR_*` code with a
 * translation (`atendo.errors.<code>`) becomes the error's message, which react-admin's
 * notification translates, and the server's field problems become react-admin's `body.errors`,
 * which a form shows under each field. A plugin's own code becomes its text in the user's
 * language (a plain text, which react-admin shows as it is).
 */
export function withServerErrors(
  http: HttpClient,
  translatedCodes: ReadonlySet<string>,
  /** A loaded plugin's own code in the user's language (GET /api/plugins/ui `errors`), if it is one. */
  pluginText: (code: string) => string | undefined = () => undefined,
): HttpClient {
  return async (url, options) => {
    try {
      return await http(url, options)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      const body = (error.body ?? {}) as ErrorBody
      // `code` always holds the ERR_* code; `error` may carry a family client's text instead.
      const code =
        typeof body.code === 'string' ? body.code : typeof body.error === 'string' ? body.error : undefined
      if (!code) throw error
      const message = translatedCodes.has(code)
        ? `atendo.errors.${code}`
        : (pluginText(code) ?? error.message)
      // The form shows each field's problem and, as its notification, the translated code.
      const errors = body.fields?.length
        ? {
            ...fieldMessages(body.fields, message, translatedCodes.has(code)),
            root: { serverError: message },
          }
        : undefined
      throw new HttpError(message, error.status, errors ? { ...body, errors } : body)
    }
  }
}
