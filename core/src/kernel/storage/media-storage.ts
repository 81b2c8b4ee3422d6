import { createHmac, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { AppError } from '@atendo/plugin-api'
import { type MediaCookies, mediaCookies, sameSignature } from './media-binding.ts'
import { safeFileName } from './safe-file-name.ts'

/** A stored file: where it lives and how the browser fetches it. */
export interface StoredMedia {
  /** `company{id}/{random}.{ext}`: the per-company prefix plus an unguessable name. */
  key: string
  /** Absolute path on disk. */
  path: string
  fileName: string
  mimeType: string
  size: number
}

/** Extensions that could run in a browser or on a desktop are never served as themselves. */
const dangerousExtensions = new Set([
  '.html',
  '.htm',
  '.xhtml',
  '.svg',
  '.js',
  '.mjs',
  '.cjs',
  '.exe',
  '.bat',
  '.cmd',
  '.sh',
  '.php',
  '.jar',
  '.msi',
  '.com',
  '.scr',
  '.ps1',
  '.vbs',
])

/** A media type as sent, or `application/octet-stream` when it is not one (`type/subtype; params`). */
function safeMimeType(mimeType: string): string {
  return /^[\w.+-]{1,127}\/[\w.+-]{1,127}(;[ \w.+=\-"/]{0,200})?$/.test(mimeType)
    ? mimeType
    : 'application/octet-stream'
}

const keyPattern = /^company(\d+)\/[A-Za-z0-9_-]{20,}(\.[a-z0-9]{1,10})?$/
/** A link as `url` writes it, inside any text (a JSON answer). */
const signedLink =
  /\/public\/(company\d+\/[A-Za-z0-9_-]{20,}(?:\.[a-z0-9]{1,10})?)\?expires=(\d{1,15})&signature=([A-Za-z0-9_-]{43})/g

/**
 * Media files on local disk under `DATA_DIR/media`, one folder per company, with random names.
 * URLs carry an expiring signature, so an `<img>` tag can load them without a bearer header while
 * a guessed or leaked-and-expired URL gets nothing.
 */
export interface MediaStorage {
  save(
    companyId: number,
    content: Buffer | Readable,
    file: { fileName: string; mimeType: string },
    maxBytes?: number,
  ): Promise<StoredMedia>
  remove(key: string): Promise<void>
  /** A signed URL path (`/public/...`) valid for one to two `ttlSeconds` windows (default MEDIA_LINK_TTL_SECONDS, one hour). */
  url(key: string, ttlSeconds?: number): string
  /**
   * The same text with every valid link in it re-signed for one browser session (an answer to a
   * request of that session; media-binding.ts). Anything that is not a valid link stays as it is.
   */
  bindLinks(text: string, sessionId: string): string
  /**
   * Checks a signed request and returns the file to stream; throws ERR_NOT_FOUND otherwise. A link
   * bound to a session opens only with `presentedSession` (from the media cookie), and the answer
   * names it in `boundTo` so the caller checks that the session still lives.
   */
  open(
    key: string,
    expires: string | undefined,
    signature: string | undefined,
    presentedSession?: string,
  ): Promise<{ stream: Readable; size: number; mimeType: string; fileName: string; boundTo?: string }>
  /** The cookie that lets a browser session open the links bound to it. */
  cookies: MediaCookies
  /** The company a key belongs to. */
  companyOf(key: string): number | undefined
  pathOf(key: string): string
}

/** How long a signed link lives by default (between one and two of these). */
export const defaultLinkTtlSeconds = 3600

export function createMediaStorage(options: {
  dataDir: string
  secret: string
  /** MEDIA_LINK_TTL_SECONDS: the window signed links are valid for (default one hour). */
  linkTtlSeconds?: number
}): MediaStorage {
  const root = resolve(options.dataDir, 'media')
  const sign = (key: string, expires: number, session?: string) =>
    createHmac('sha256', options.secret)
      .update(session === undefined ? `${key}:${expires}` : `${key}:${expires}:session:${session}`)
      .digest('base64url')
  const pathOf = (key: string) => {
    if (!keyPattern.test(key)) throw new AppError('ERR_NOT_FOUND')
    const path = resolve(root, key)
    if (!path.startsWith(root + sep)) throw new AppError('ERR_NOT_FOUND')
    return path
  }
  const mimeOf = (key: string) => {
    const extension = extname(key).toLowerCase()
    return dangerousExtensions.has(extension)
      ? 'application/octet-stream'
      : (mimeTypes[extension] ?? 'application/octet-stream')
  }

  return {
    async save(companyId, content, given, maxBytes) {
      const file = { fileName: safeFileName(given.fileName), mimeType: safeMimeType(given.mimeType) }
      const extension = extname(file.fileName)
        .toLowerCase()
        .replace(/[^.a-z0-9]/g, '')
        .slice(0, 11)
      const safeExtension = dangerousExtensions.has(extension) ? '.bin' : extension
      const key = `company${companyId}/${randomBytes(18).toString('base64url')}${safeExtension}`
      const path = join(root, key)
      await mkdir(join(root, `company${companyId}`), { recursive: true })
      if (Buffer.isBuffer(content)) {
        if (maxBytes !== undefined && content.length > maxBytes) throw new AppError('ERR_PAYLOAD_TOO_LARGE')
        await writeFile(path, content)
      } else {
        // Counted as it streams: past maxBytes the copy stops and the partial file goes (413).
        let received = 0
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            received += chunk.length
            if (maxBytes !== undefined && received > maxBytes) done(new AppError('ERR_PAYLOAD_TOO_LARGE'))
            else done(null, chunk)
          },
        })
        try {
          await pipeline(content, counter, createWriteStream(path))
        } catch (error) {
          await rm(path, { force: true })
          throw error
        }
        // Fastify's multipart stream is cut at the limit and flags it.
        if ((content as Readable & { truncated?: boolean }).truncated) {
          await rm(path, { force: true })
          throw new AppError('ERR_PAYLOAD_TOO_LARGE')
        }
      }
      const { size } = await stat(path)
      return { key, path, fileName: file.fileName, mimeType: file.mimeType, size }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
    url(key, ttlSeconds = options.linkTtlSeconds ?? defaultLinkTtlSeconds) {
      // Rounded to windows of `ttl` so one file keeps one URL for a while (browsers cache it):
      // a link lives between one and two windows (docs/security.md, "Signed media links").
      const window = Math.max(1, Math.floor(ttlSeconds))
      const expires = (Math.floor(Date.now() / 1000 / window) + 2) * window
      return `/public/${key}?expires=${expires}&signature=${sign(key, expires)}`
    },
    bindLinks(text, sessionId) {
      return text.replace(signedLink, (link, key: string, expires: string, signature: string) =>
        keyPattern.test(key) && sameSignature(sign(key, Number(expires)), signature)
          ? `/public/${key}?expires=${expires}&signature=${sign(key, Number(expires), sessionId)}`
          : link,
      )
    },
    async open(key, expires, signature, presentedSession) {
      const path = pathOf(key)
      const expiresAt = Number(expires)
      if (!signature || !Number.isInteger(expiresAt) || expiresAt * 1000 < Date.now())
        throw new AppError('ERR_NOT_FOUND')
      let boundTo: string | undefined
      if (!sameSignature(sign(key, expiresAt), signature)) {
        if (
          presentedSession === undefined ||
          !sameSignature(sign(key, expiresAt, presentedSession), signature)
        )
          throw new AppError('ERR_NOT_FOUND')
        boundTo = presentedSession
      }
      const info = await stat(path).catch(() => undefined)
      if (!info?.isFile()) throw new AppError('ERR_NOT_FOUND')
      return {
        stream: createReadStream(path),
        size: info.size,
        mimeType: mimeOf(key),
        fileName: key.split('/')[1]!,
        boundTo,
      }
    },
    companyOf(key) {
      const match = keyPattern.exec(key)
      return match ? Number(match[1]) : undefined
    },
    pathOf,
    cookies: mediaCookies(options.secret),
  }
}

const mimeTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.3gp': 'video/3gpp',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.wav': 'audio/wav',
  '.webm': 'audio/webm',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.zip': 'application/zip',
}
