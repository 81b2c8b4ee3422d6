import type { Readable } from 'node:stream'

/**
 * A file the kernel's media storage has kept: its key (store it in a column) and what it is.
 *
 * @example
 * const stored = await storage.save(companyId, buffer, { fileName: 'logo.png', mimeType: 'image/png' })
 * record.logoPath = stored.key
 */
export interface StoredMedia {
  /** `company{id}/{random}.{ext}`: the per-company prefix plus an unguessable name. */
  key: string
  /** Absolute path on disk. */
  path: string
  fileName: string
  mimeType: string
  size: number
}

/**
 * Media files (uploads) on the kernel's storage. Store the returned `key` in a column and answer
 * `url(key)`, a signed `/public/...` URL a browser can load without a bearer token. Usable from
 * handlers, once the app has started.
 *
 * @example
 * const stored = await storage.save(companyId, buffer, { fileName, mimeType }, 2 * 1024 * 1024)
 * record.mediaPath = stored.key
 * return { mediaUrl: storage.url(stored.key) }
 */
export interface StorageApi {
  /** Keeps a file for a company; refuses one over `maxBytes` with ERR_PAYLOAD_TOO_LARGE. */
  save(
    companyId: number,
    content: Buffer | Readable,
    file: { fileName: string; mimeType: string },
    maxBytes?: number,
  ): Promise<StoredMedia>
  remove(key: string): Promise<void>
  /**
   * A signed URL path (`/public/...`) valid for one to two `ttlSeconds` windows (rounded so
   * browsers can cache it; default: the operator's MEDIA_LINK_TTL_SECONDS, one hour).
   */
  url(key: string, ttlSeconds?: number): string
}
