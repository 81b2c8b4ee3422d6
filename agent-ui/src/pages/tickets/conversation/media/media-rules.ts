/**
 * What an attendant may attach (inbox.md §5 "Attachments: images, video, audio, application and text
 * documents") and the limits the server holds each form to (core's media-upload.ts).
 */

/** The file types the picker offers and the server accepts. */
export const acceptedTypes = 'image/*,video/*,audio/*,application/*,text/*'

const sendablePrefixes = ['image/', 'video/', 'audio/', 'application/', 'text/']

/** Files one message form may carry (the server refuses more). */
export const maxFilesPerSend = 10

/** The global setting `downloadLimit` when it cannot be read, in megabytes (as on the server). */
export const defaultDownloadLimitMb = 64

export type MediaKind = 'image' | 'video' | 'audio' | 'document'

/** How a file is previewed: image, video and audio play inline, anything else is a document. */
export function mediaKindOf(file: Blob): MediaKind {
  const type = file.type.toLowerCase()
  if (type.startsWith('image/')) return 'image'
  if (type.startsWith('video/')) return 'video'
  if (type.startsWith('audio/')) return 'audio'
  return 'document'
}

export type FileProblem = 'tooLarge' | 'notSendable'

/**
 * Why a file cannot be sent, if it cannot. A file the browser cannot type goes as
 * application/octet-stream, which the server accepts as a document.
 */
export function fileProblem(file: Blob, limitBytes: number): FileProblem | undefined {
  const type = file.type.toLowerCase()
  if (type !== '' && !sendablePrefixes.some((prefix) => type.startsWith(prefix))) return 'notSendable'
  if (file.size > limitBytes) return 'tooLarge'
  return undefined
}

/** A file size for people: 512 B, 1.5 KB, 12 MB (in the user's locale). */
export function humanSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`
}

/** One file to send with its caption. */
export interface MediaItem {
  file: File
  caption: string
}

export interface MediaSendOptions {
  isPrivate: boolean
  /** Only when the company lets attendants sign (sendSignMessage). */
  signMessage?: boolean
  quotedMsgId?: number
}

/**
 * The multipart form of POST /messages/{ticketId} (inbox.md §7): each file in `medias` with its own
 * caption in `body`, in the same order, so each file becomes one message with its caption.
 */
export function mediaForm(items: readonly MediaItem[], options: MediaSendOptions): FormData {
  const form = new FormData()
  form.append('fromMe', 'true')
  form.append('isPrivate', String(options.isPrivate))
  if (options.signMessage !== undefined) form.append('signMessage', String(options.signMessage))
  if (options.quotedMsgId !== undefined) form.append('quotedMsg', String(options.quotedMsgId))
  for (const item of items) {
    form.append('body', item.caption.trim())
    form.append('medias', item.file, item.file.name)
  }
  return form
}
