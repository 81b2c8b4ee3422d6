import { AtendoApiError } from '@atendo/sdk'
import { backendErrorText } from '../i18n/backend-errors.ts'
import type { Language } from '../i18n/languages.ts'

/** The last resort text, as the specification words it (inbox.md §8). */
export const genericErrorText = 'An error occurred!'

function codeOf(error: unknown): string | undefined {
  if (error instanceof AtendoApiError) return error.code === 'ERR_UNKNOWN' ? undefined : error.code
  if (typeof error === 'object' && error !== null) {
    const body = error as { code?: unknown; error?: unknown }
    const code = typeof body.code === 'string' ? body.code : body.error
    if (typeof code === 'string' && code !== '') return code
  }
  return undefined
}

function plainText(error: unknown): string | undefined {
  if (typeof error === 'string' && error.trim() !== '') return error
  if (error instanceof AtendoApiError && typeof error.body === 'string' && error.body.trim() !== '') {
    return error.body
  }
  return undefined
}

/**
 * What the error toast says (inbox.md §8): a known backend code translated, an unknown code raw,
 * with no code but a string that string, otherwise 'An error occurred!'.
 */
export function errorToastText(error: unknown, language: Language): string {
  const code = codeOf(error)
  if (code) return backendErrorText(code, language) ?? code
  return plainText(error) ?? genericErrorText
}
