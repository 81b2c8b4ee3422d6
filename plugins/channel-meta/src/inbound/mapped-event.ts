import type { InboundEvent } from '@atendo/plugin-api'

/** Where an attachment's bytes are: a CDN URL from the webhook, or a Cloud API media id. */
export type MediaSource = { kind: 'url'; url: string } | { kind: 'cloud-media'; mediaId: string }

/** A file to download into the media storage before the message goes to core. */
export interface MediaToFetch {
  source: MediaSource
  fileName: string
  /** The type the webhook declares; the download's own type wins when Meta gives one. */
  mimeType?: string
}

/** One event of a webhook entry, with the file its message carries, if any. */
export interface MappedEvent {
  event: InboundEvent
  media?: MediaToFetch
}

/** Meta's epoch milliseconds (Messenger) or seconds (Cloud API, as a string) as ISO text. */
export function isoTime(epoch: number | string | undefined, unit: 'ms' | 's'): string {
  const value = Number(epoch)
  if (!Number.isFinite(value) || value <= 0) return new Date().toISOString()
  return new Date(unit === 's' ? value * 1000 : value).toISOString()
}

/** The inbox's media type for a MIME type (inbox.md "Media types handled"). */
export function inboxMediaType(mimeType: string | undefined, fallback: string): string {
  if (!mimeType) return fallback
  const [type] = mimeType.split('/')
  return type === 'image' || type === 'video' || type === 'audio' ? type : 'application'
}
