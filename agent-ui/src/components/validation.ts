import type { MessageKey } from '../i18n/pt.ts'

/** Form rules of the specification (inbox.md §5); each answers the message key of the problem. */

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function lengthProblem(
  value: string,
  { min, max, required = true }: { min: number; max: number; required?: boolean },
): MessageKey | undefined {
  const trimmed = value.trim()
  if (trimmed === '') return required ? 'validation.required' : undefined
  if (trimmed.length < min) return 'validation.tooShort'
  if (trimmed.length > max) return 'validation.tooLong'
  return undefined
}

export function emailProblem(value: string, required = true): MessageKey | undefined {
  const trimmed = value.trim()
  if (trimmed === '') return required ? 'validation.required' : undefined
  return emailPattern.test(trimmed) ? undefined : 'validation.invalidEmail'
}

/**
 * A contact number: 8 to 50 digits (country code + area code + number), written as people write
 * it: "+55 (21) 99876-5432" is accepted, the server keeps only the digits.
 */
export function numberProblem(value: string): MessageKey | undefined {
  const trimmed = value.trim()
  if (trimmed === '') return 'validation.required'
  const digits = trimmed.replace(/[\s()+.-]/g, '')
  if (!/^\d+$/.test(digits)) return 'validation.digitsOnly'
  if (digits.length < 8) return 'validation.tooShort'
  if (digits.length > 50) return 'validation.tooLong'
  return undefined
}

/** Drops the keys without a problem; empty means the form is valid. */
export function problems<K extends string>(
  found: Record<K, MessageKey | undefined>,
): Partial<Record<K, MessageKey>> {
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem !== undefined)) as Partial<
    Record<K, MessageKey>
  >
}
