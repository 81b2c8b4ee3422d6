import type { paths } from '@atendo/sdk'
import { emailProblem, lengthProblem } from '../../../../components/validation.ts'
import type { MessageKey } from '../../../../i18n/pt.ts'
import type { RichMessageKey } from '../../../../i18n/rich-message-texts.ts'

/**
 * The rich messages an attendant can send (inbox.md §3 "Sendable rich message kinds", §5, §7):
 * what each form holds, its checks (the server's limits, core's interactive-schemas.ts, plus the
 * PIX key formats banks accept) and the request body it becomes.
 */

type JsonBody<P extends keyof paths> = paths[P] extends {
  post: { requestBody: { content: { 'application/json': infer Body } } }
}
  ? Body
  : never

export type ListMessageBody = JsonBody<'/api/messages/lista/{ticketId}'>
export type ButtonMessageBody = JsonBody<'/api/messages/copy/{id}'>
export type UrlMessageBody = JsonBody<'/api/messages/URL/{id}'>
export type PixMessageBody = JsonBody<'/api/messages/PIX/{id}'>

export const richKinds = ['list', 'copy', 'call', 'url', 'pix'] as const
export type RichKind = (typeof richKinds)[number]
export type ButtonKind = Extract<RichKind, 'copy' | 'call' | 'url'>

export const pixKeyTypes = ['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP'] as const
export type PixKeyType = (typeof pixKeyTypes)[number]

export type Problem = MessageKey | RichMessageKey
/** Problems by field: `title`, `section.0.title`, `section.0.row.1.title`... */
export type Problems = Record<string, Problem>

/** The server's limits on a list (WhatsApp's own). */
export const listLimits = {
  title: 60,
  text: 4096,
  buttonText: 20,
  footer: 60,
  sectionTitle: 24,
  rowTitle: 24,
  rowDescription: 72,
  sections: 10,
  rowsPerSection: 10,
} as const

/**
 * The largest image a link button may carry, in megabytes: it travels inline as a base64 data
 * URL (a third larger) and the route takes bodies up to 24 MB.
 */
export const maxButtonImageMb = 16
const buttonImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']

export interface ListRow {
  key: number
  title: string
  description: string
}
export interface ListSection {
  key: number
  title: string
  rows: ListRow[]
}
export interface ListDraft {
  title: string
  text: string
  buttonText: string
  footer: string
  sections: ListSection[]
}

/** Copy, call and link buttons: `value` is the code to copy, the number to call or the link. */
export interface ButtonDraft {
  title: string
  description: string
  buttonText: string
  value: string
  /** Link buttons only. */
  image?: File
}

export interface PixDraft {
  title: string
  amount: string
  keyType: PixKeyType
  key: string
  merchantName: string
}

function put(found: Problems, field: string, problem: Problem | undefined) {
  if (problem) found[field] = problem
}

const required = (value: string, max: number) => lengthProblem(value, { min: 1, max })
const optional = (value: string, max: number) => lengthProblem(value, { min: 0, max, required: false })

export function listProblems(list: ListDraft): Problems {
  const found: Problems = {}
  put(found, 'title', required(list.title, listLimits.title))
  put(found, 'text', required(list.text, listLimits.text))
  put(found, 'buttonText', required(list.buttonText, listLimits.buttonText))
  put(found, 'footer', optional(list.footer, listLimits.footer))
  // WhatsApp shows section titles as the headings between groups, so several sections need them.
  const titled = list.sections.length > 1
  list.sections.forEach((section, s) => {
    const titleProblem = optional(section.title, listLimits.sectionTitle)
    put(
      found,
      `section.${s}.title`,
      titled && section.title.trim() === '' ? 'rich.problem.sectionTitle' : titleProblem,
    )
    section.rows.forEach((row, r) => {
      put(found, `section.${s}.row.${r}.title`, required(row.title, listLimits.rowTitle))
      put(found, `section.${s}.row.${r}.description`, optional(row.description, listLimits.rowDescription))
    })
  })
  return found
}

/** A phone number to call: digits with an optional leading +, spaces, dots, dashes and brackets. */
export function phoneProblem(value: string): Problem | undefined {
  const trimmed = value.trim()
  if (trimmed === '') return 'validation.required'
  const digits = trimmed.replace(/\D/g, '')
  if (!/^\+?[\d\s().-]+$/.test(trimmed) || digits.length < 8 || digits.length > 15)
    return 'rich.problem.phone'
  return undefined
}

export function linkProblem(value: string): Problem | undefined {
  const trimmed = value.trim()
  if (trimmed === '') return 'validation.required'
  if (trimmed.length > 2000) return 'validation.tooLong'
  if (!/^https?:\/\/\S+$/i.test(trimmed) || !URL.canParse(trimmed)) return 'rich.problem.link'
  return undefined
}

export function buttonImageProblem(image: Blob): Problem | undefined {
  if (!buttonImageTypes.includes(image.type.toLowerCase())) return 'rich.problem.imageType'
  if (image.size > maxButtonImageMb * 1024 * 1024) return 'rich.problem.imageSize'
  return undefined
}

export function buttonProblems(kind: ButtonKind, button: ButtonDraft): Problems {
  const found: Problems = {}
  put(found, 'title', required(button.title, 1024))
  put(found, 'description', optional(button.description, 60))
  put(found, 'buttonText', required(button.buttonText, 20))
  if (kind === 'copy') put(found, 'value', required(button.value, 500))
  if (kind === 'call') put(found, 'value', phoneProblem(button.value))
  if (kind === 'url') {
    put(found, 'value', linkProblem(button.value))
    if (button.image) put(found, 'image', buttonImageProblem(button.image))
  }
  return found
}

/**
 * An amount in reais as people type it: 49,90 · 1.234,56 · 1234.56 · R$ 10. Undefined when it is
 * not an amount above zero with at most two decimals.
 */
export function parseAmount(text: string): number | undefined {
  const cleaned = text.replace(/R\$|\s/g, '')
  let plain: string
  if (/^\d{1,3}(\.\d{3})*,\d{1,2}$|^\d+,\d{1,2}$/.test(cleaned))
    plain = cleaned.replace(/\./g, '').replace(',', '.')
  else if (/^\d{1,3}(\.\d{3})+$/.test(cleaned)) plain = cleaned.replace(/\./g, '')
  else if (/^\d+(\.\d{1,2})?$/.test(cleaned)) plain = cleaned
  else return undefined
  const amount = Number(plain)
  return amount > 0 && amount <= 1e9 ? amount : undefined
}

/** CPF check digits (Receita Federal): weights 10..2, then 11..2. */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/\D/g, '')
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false
  const check = (length: number) => {
    let sum = 0
    for (let index = 0; index < length; index++) sum += Number(digits[index]) * (length + 1 - index)
    const rest = (sum * 10) % 11
    return rest === 10 ? 0 : rest
  }
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10])
}

/** A CNPJ as written, reduced to its characters: letters (the alphanumeric CNPJ of July 2026) and digits. */
export const cnpjCharacters = (value: string) => value.toUpperCase().replace(/[^0-9A-Z]/g, '')

/**
 * CNPJ check digits (Receita Federal): weights 5..2, 9..2, then 6..2, 9..2 over each character's
 * value (its code minus 48, so digits count as themselves and letters from 17). Since July 2026 the
 * first 12 characters may be letters; the two check digits stay digits.
 */
export function isValidCnpj(value: string): boolean {
  const characters = cnpjCharacters(value)
  if (!/^[0-9A-Z]{12}\d{2}$/.test(characters) || /^(\d)\1{13}$/.test(characters)) return false
  const check = (length: number) => {
    let sum = 0
    let weight = length - 7
    for (let index = 0; index < length; index++) {
      sum += (characters.charCodeAt(index) - 48) * weight
      weight = weight === 2 ? 9 : weight - 1
    }
    const rest = sum % 11
    return rest < 2 ? 0 : 11 - rest
  }
  return check(12) === Number(characters[12]) && check(13) === Number(characters[13])
}

/**
 * The key as it is sent and as banks expect it (the server normalises the same way): phone keys
 * in E.164 with +55 prefixed when missing (inbox.md §5), CPF as digits, CNPJ as its upper-case
 * letters and digits, others as typed.
 */
export function pixKeyAsSent(type: PixKeyType, key: string): string {
  const trimmed = key.trim()
  const digits = trimmed.replace(/\D/g, '')
  switch (type) {
    case 'PHONE':
      if (trimmed.startsWith('+')) return `+${digits}`
      return digits.startsWith('55') && digits.length >= 12 ? `+${digits}` : `+55${digits}`
    case 'CPF':
      return digits
    case 'CNPJ':
      return cnpjCharacters(trimmed)
    default:
      return trimmed
  }
}

const evpPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function pixKeyProblem(type: PixKeyType, key: string): Problem | undefined {
  const trimmed = key.trim()
  if (trimmed === '') return 'validation.required'
  if (trimmed.length > 100) return 'validation.tooLong'
  switch (type) {
    case 'CPF':
      return isValidCpf(trimmed) ? undefined : 'rich.problem.cpf'
    case 'CNPJ':
      return isValidCnpj(trimmed) ? undefined : 'rich.problem.cnpj'
    case 'PHONE':
      // PIX phone keys are Brazilian: +55, a two-digit area code and an 8 or 9 digit number.
      return /^[+\d\s().-]+$/.test(trimmed) && /^\+55\d{10,11}$/.test(pixKeyAsSent(type, trimmed))
        ? undefined
        : 'rich.problem.pixPhone'
    case 'EMAIL':
      return emailProblem(trimmed)
    case 'EVP':
      return evpPattern.test(trimmed) ? undefined : 'rich.problem.evp'
  }
}

export function pixProblems(pix: PixDraft): Problems {
  const found: Problems = {}
  put(found, 'title', required(pix.title, 200))
  put(
    found,
    'amount',
    pix.amount.trim() === ''
      ? 'validation.required'
      : parseAmount(pix.amount) === undefined
        ? 'rich.problem.amount'
        : undefined,
  )
  put(found, 'key', pixKeyProblem(pix.keyType, pix.key))
  put(found, 'merchantName', required(pix.merchantName, 100))
  return found
}

/** List, button and PIX sends need a numeric ticket id (inbox.md §5 'ID do Ticket inválido.'). */
export function isValidTicketId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0
}

const optionalText = (value: string) => (value.trim() === '' ? undefined : value.trim())

export function listBody(list: ListDraft): ListMessageBody {
  return {
    title: list.title.trim(),
    text: list.text.trim(),
    buttonText: list.buttonText.trim(),
    footer: optionalText(list.footer),
    sections: list.sections.map((section) => ({
      title: optionalText(section.title),
      rows: section.rows.map((row) => ({
        title: row.title.trim(),
        description: optionalText(row.description),
      })),
    })),
  }
}

export function buttonBody(button: ButtonDraft): ButtonMessageBody {
  return {
    title: button.title.trim(),
    description: optionalText(button.description),
    buttonText: button.buttonText.trim(),
    copyText: button.value.trim(),
  }
}

/** A link button, with its image (if any) as a data URL. */
export function urlBody(button: ButtonDraft, imageDataUrl: string | undefined): UrlMessageBody {
  return { ...buttonBody(button), image: imageDataUrl ?? null }
}

export function pixBody(pix: PixDraft): PixMessageBody {
  return {
    title: pix.title.trim(),
    sendvalue: parseAmount(pix.amount) ?? 0,
    sendkey_type: pix.keyType,
    sendmerchant_name: pix.merchantName.trim(),
    sendKey: pixKeyAsSent(pix.keyType, pix.key),
  }
}

/** Reads an image as the data URL the link-button route takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}
