import type { AppError } from '@atendo/plugin-api'

const errorText = Symbol('errorText')

/**
 * Makes the error envelope's `error` carry `text` instead of the code, for the family's clients
 * that parse it: their already-open notice reads `JSON.parse(error)` (inbox.md §8, creation
 * conflict). `code` still carries the ERR_* code, which our own clients read.
 *
 * @example
 * throw withErrorText(new AppError('ERR_OTHER_OPEN_TICKET', { details }), JSON.stringify(ticket))
 */
export function withErrorText<T extends AppError>(error: T, text: string): T {
  Object.defineProperty(error, errorText, { value: text, enumerable: false })
  return error
}

/** The text `withErrorText` gave an error, if any. */
export function errorTextOf(error: AppError): string | undefined {
  const text: unknown = (error as unknown as Record<symbol, unknown>)[errorText]
  return typeof text === 'string' ? text : undefined
}
