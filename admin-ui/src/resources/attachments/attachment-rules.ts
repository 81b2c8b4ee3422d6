/**
 * What a form's attachment field holds: the stored file (its storage key or signed URL), a newly
 * chosen file as react-admin's `{ rawFile }`, or null once removed. The data provider sends the
 * change after the record itself (see `mediaUploads`).
 */
export type AttachmentValue = string | { rawFile: File } | null | undefined

/** The file chosen in this form, not yet uploaded. */
export function chosenFile(value: unknown): File | undefined {
  const rawFile = (value as { rawFile?: unknown } | null | undefined)?.rawFile
  return rawFile instanceof Blob ? (rawFile as File) : undefined
}

/** The last part of a storage key or URL (`company1/abc.png?expires=…` → `abc.png`). */
export function fileNameOf(stored: string): string {
  const path = stored.split(/[?#]/)[0] ?? ''
  return decodeURIComponent(path.split('/').pop() ?? '')
}

/**
 * The name to show for the field's value: a chosen file's own name, else the stored one (the
 * record's name field when it keeps the original, else the key's last part); undefined for none.
 */
export function attachmentName(value: unknown, storedName?: unknown): string | undefined {
  const file = chosenFile(value)
  if (file) return file.name
  if (typeof value !== 'string' || value === '') return undefined
  return typeof storedName === 'string' && storedName !== '' ? storedName : fileNameOf(value)
}

/**
 * What a field accepts: MIME types (a prefix ending in `/` such as `image/` takes the whole family,
 * anything else is one exact type; empty for any type), file name extensions, and a size limit.
 * `typeProblem` is the translation key said when the type or the extension is refused.
 */
export interface AttachmentRules {
  types?: readonly string[]
  extensions?: readonly string[]
  typeProblem?: string
  /** Values of `typeProblem`'s placeholders (e.g. the accepted types). */
  typeProblemArgs?: Record<string, unknown>
  maxBytes?: number
}

/** administration.md §5: the greeting's upload accepts images and videos only (the server's limit is the download limit). */
export const greetingMediaRules: AttachmentRules = { types: ['image/', 'video/'] }

/** The quick message file's limit on the server (POST /quick-messages/{id}/media-upload). */
export const quickMessageMediaRules: AttachmentRules = { maxBytes: 20 * 1024 * 1024 }

/**
 * inbox.md §5 Schedule: png, jpg or jpeg images only, by type and by name as the server checks
 * them (POST /schedules/{id}/media-upload also reads the first bytes), up to its 10 MB.
 */
export const scheduleMediaRules: AttachmentRules = {
  types: ['image/png', 'image/jpeg'],
  extensions: ['.png', '.jpg', '.jpeg'],
  typeProblem: 'atendo.attachments.png_or_jpeg',
  maxBytes: 10 * 1024 * 1024,
}

const typeMatches = (fileType: string, type: string) =>
  type.endsWith('/') ? fileType.startsWith(type) : fileType === type

/** The `accept` attribute of the file picker for these rules. */
export function acceptAttribute(rules: AttachmentRules): string | undefined {
  const accepted = [
    ...(rules.types ?? []).map((type) => (type.endsWith('/') ? `${type}*` : type)),
    ...(rules.extensions ?? []),
  ]
  return accepted.length ? accepted.join(',') : undefined
}

/** Why a chosen file cannot be attached, as a translation key and its arguments; undefined when it can. */
export function attachmentProblem(
  file: Pick<File, 'type' | 'size'> & { name?: string },
  rules: AttachmentRules,
): { key: string; args?: Record<string, unknown> } | undefined {
  const name = (file.name ?? '').toLowerCase()
  if (
    (rules.types?.length && !rules.types.some((type) => typeMatches(file.type, type))) ||
    (rules.extensions?.length && !rules.extensions.some((extension) => name.endsWith(extension)))
  )
    return { key: rules.typeProblem ?? 'atendo.attachments.image_or_video', args: rules.typeProblemArgs }
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes)
    return { key: 'atendo.attachments.too_large', args: { size: Math.floor(rules.maxBytes / 1024 / 1024) } }
  return undefined
}
