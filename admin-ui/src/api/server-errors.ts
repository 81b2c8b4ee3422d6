import { HttpError } from 'react-admin'
import type { HttpClient } from './http-client.ts'

/** The server's error envelope: `{ error: 'ERR_*', message, fields? }`. */
interface ErrorBody {
  error?: unknown
  code?: unknown
  message?: unknown
  fields?: { field: string; message: string }[]
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
            ...Object.fromEntries(body.fields.map(({ field, message }) => [field, fieldMessageKey(message)])),
            root: { serverError: message },
          }
        : undefined
      throw new HttpError(message, error.status, errors ? { ...body, errors } : body)
    }
  }
}
