import { daysUntil } from '../companies/due-date-tone.ts'

/** Statuses in which the session waits for the phone: a QR code to read, or a pairing code to type. */
export const pairingStatuses: ReadonlySet<string> = new Set(['qrcode', 'PAIRING'])

/**
 * The phone number to pair by code as the WhatsApp channel takes it (`pairingCodeNumber`): digits
 * only, with the country code; spaces, dashes, dots, brackets and a leading + may be typed.
 * Undefined when the field is empty.
 */
export function pairingDigits(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  return value.replace(/[\s().+-]/g, '')
}

/** E.164: a country code (never 0) and the number, 8 to 15 digits in all, as the server checks it. */
export function pairingNumberProblem(value: unknown): string | undefined {
  const digits = pairingDigits(value)
  if (digits === undefined) return undefined
  return /^[1-9]\d{7,14}$/.test(digits) ? undefined : 'atendo.connections.errors.pairing_number'
}

/** A pairing code as WhatsApp shows it on the phone: eight characters in two groups of four. */
export function formatPairingCode(code: string): string {
  return /^[A-Z0-9]{8}$/i.test(code) ? `${code.slice(0, 4)}-${code.slice(4)}` : code
}

/** A history import's progress (`importMessages-{companyId}` with `action: 'update'`). */
export interface ImportProgress {
  /** Messages handled so far; -1 while the import is being prepared. */
  this: number
  all: number
  /** When the newest handled message was sent (ISO). */
  date: string
}

/** What the connections page shows of an import's progress, as a translation key and its values. */
export function importProgressText(progress: ImportProgress): {
  title: string
  detail?: { key: string; args: Record<string, string | number> }
  date?: string
} {
  if (progress.this === -1) return { title: 'atendo.connections.import.preparing' }
  return {
    title: 'atendo.connections.import.importing',
    detail: { key: 'atendo.connections.import.processed', args: { this: progress.this, all: progress.all } },
    date: dayAndTime(progress.date),
  }
}

/** dd/MM/yyyy HH:mm in the browser's time zone (administration.md §9), or undefined. */
export function dayAndTime(iso: string): string | undefined {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return undefined
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** How long after an import's timestamp its connection shows the disabled "preparing" button (§9). */
export const IMPORT_PREPARING_MS = 35_000

/**
 * The import button of a connection row (administration.md "Connections page"): "close imported
 * tickets" once an import finished (`statusImportMessages` is `renderButtonCloseTickets`), or a
 * disabled "preparing" for 35 s after the import's timestamp (`statusImportMessages` holding the
 * milliseconds since the epoch) on a connection that imports; `until` says when that one goes.
 */
export function importButtonFor(
  connection: { importOldMessages?: unknown; statusImportMessages?: unknown },
  now = Date.now(),
): { kind: 'closeImported' } | { kind: 'preparing'; until: number } | undefined {
  const status = connection.statusImportMessages
  if (status === 'renderButtonCloseTickets') return { kind: 'closeImported' }
  if (!connection.importOldMessages) return undefined
  const at = typeof status === 'number' ? status : typeof status === 'string' ? Number(status) : Number.NaN
  if (!Number.isFinite(at) || at <= 0) return undefined
  const until = Math.floor(at) + IMPORT_PREPARING_MS
  return until > now ? { kind: 'preparing', until } : undefined
}

/**
 * Whether the company's due date has passed (the day after it): the connections page then logs
 * the user out (administration.md §6). The super admin's company is never held to it.
 */
export function dueDatePassed(dueDate: string | null | undefined, today = new Date()): boolean {
  return Boolean(dueDate) && daysUntil(dueDate!, today) < 0
}
