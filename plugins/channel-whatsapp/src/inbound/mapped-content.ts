import type { proto } from 'baileys'

/** A media file a message carries, to download and store before the message goes to core. */
export interface MediaToFetch {
  fileName: string
  mimeType: string
  /** The size the message declares (`fileLength`), when it does: a file over the limit is not downloaded. */
  declaredBytes?: number
}

/** What one kind of WhatsApp content becomes in the inbox. */
export interface MappedContent {
  body: string
  /** The inbox's media types (inbox.md "Media types handled"). */
  mediaType: string
  media?: MediaToFetch
  data?: Record<string, unknown>
}

/** Maps one kind of content; undefined when the content is not of its kind. */
export type ContentMapper = (content: proto.IMessage, externalId: string) => MappedContent | undefined

/** Protobuf numbers may arrive as Long objects; JSON and the inbox want plain numbers. */
export function plainNumber(value: number | { toNumber(): number } | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined
  return typeof value === 'number' ? value : value.toNumber()
}

/** A file name for media WhatsApp sends without one: the message id and the type's extension. */
export function fileNameFor(externalId: string, mimeType: string): string {
  const subtype = mimeType.split(';')[0]!.split('/')[1] ?? 'bin'
  const extension: Record<string, string> = {
    jpeg: 'jpg',
    ogg: 'ogg',
    mpeg: 'mp3',
    mp4: 'mp4',
    webp: 'webp',
    png: 'png',
    pdf: 'pdf',
    '3gpp': '3gp',
  }
  return `${externalId}.${extension[subtype] ?? (subtype.replace(/[^a-z0-9]/g, '').slice(0, 8) || 'bin')}`
}
