import type { MessageKey } from '../../i18n/pt.ts'

/** administration.md §5: names of lists, people and campaigns have 2 to 50 characters. */
export function nameProblem(name: string): MessageKey | undefined {
  const trimmed = name.trim()
  if (!trimmed) return 'validation.required'
  if (trimmed.length < 2) return 'validation.tooShort'
  if (trimmed.length > 50) return 'validation.tooLong'
  return undefined
}

/** administration.md §5: a list's number has 8 to 50 characters, digits with the usual signs. */
export function numberProblem(number: string): MessageKey | undefined {
  const trimmed = number.trim()
  if (!trimmed) return 'validation.required'
  if (!/^[0-9+()\s.-]*[0-9][0-9+()\s.-]*$/.test(trimmed)) return 'validation.digitsOnly'
  if (trimmed.length < 8) return 'validation.tooShort'
  if (trimmed.length > 50) return 'validation.tooLong'
  return undefined
}

/** An e-mail is optional; when given it must look like one. */
export function emailProblem(email: string): MessageKey | undefined {
  const trimmed = email.trim()
  if (trimmed && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return 'validation.invalidEmail'
  return undefined
}
