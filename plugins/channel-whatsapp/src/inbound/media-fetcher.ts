import type { Readable } from 'node:stream'
import type { WAMessage } from 'baileys'
import type { SessionLog } from '../session-log.ts'
import type { WhatsAppSocketPort } from '../socket/socket-port.ts'
import { cappedStream } from './capped-stream.ts'
import type { MediaToFetch } from './mapped-content.ts'

/**
 * Where media files go: core's storage (the plugin context's `storage`). A stream flagged
 * `truncated` once it ended is removed and refused (ERR_PAYLOAD_TOO_LARGE), as for uploads.
 */
export interface MediaSaver {
  save(
    companyId: number,
    content: Buffer | Readable,
    file: { fileName: string; mimeType: string },
  ): Promise<{ key: string }>
}

export interface MediaFetchPolicy {
  attempts: number
  /** Delay before retry n is n times this. */
  retryDelayMs: number
}

export const defaultMediaFetchPolicy: MediaFetchPolicy = { attempts: 3, retryDelayMs: 1_000 }

/** A message's media as stored, or why it was not. */
export type FetchedMedia =
  | { key: string }
  /** Larger than the limit: refused by the size the message declares (given), or cut as it streamed in. */
  | { refused: 'too-large'; declaredBytes?: number }
  /** Not to be had after every attempt (CDN failures, an expired copy the phone did not upload again). */
  | { refused: 'unavailable' }

/** WhatsApp's CDN answers 404/410 once the file's copy there expired: only the phone still has it. */
function isExpiredOnServer(error: unknown): boolean {
  const failure = error as { output?: { statusCode?: number }; status?: number } | undefined
  const status = failure?.output?.statusCode ?? failure?.status
  return status === 404 || status === 410
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Downloads and decrypts a message's media and stores it, streaming (a file is never whole in
 * memory), up to `maxBytes`: a message that declares a larger file is refused without downloading
 * it, and a download that grows past the limit is cut there and its partial file removed. Transient
 * failures are retried; an expired file is asked from the phone again (`updateMediaMessage`) once.
 * A refused or lost file still lets the message in, marked, rather than losing it.
 */
export async function fetchMedia(
  socket: WhatsAppSocketPort,
  message: WAMessage,
  media: MediaToFetch,
  target: {
    companyId: number
    storage: MediaSaver
    log: SessionLog
    maxBytes: number
    policy?: MediaFetchPolicy
  },
): Promise<FetchedMedia> {
  const { maxBytes, log } = target
  if (media.declaredBytes !== undefined && media.declaredBytes > maxBytes) {
    log.info(
      { messageId: message.key.id, bytes: media.declaredBytes, maxBytes },
      'media over the limit, not downloaded',
    )
    return { refused: 'too-large', declaredBytes: media.declaredBytes }
  }
  const policy = target.policy ?? defaultMediaFetchPolicy
  let source = message
  let reuploaded = false
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    let download: ReturnType<typeof cappedStream> | undefined
    try {
      download = cappedStream(await socket.downloadMedia(source), maxBytes)
      const stored = await target.storage.save(target.companyId, download.stream, media)
      return { key: stored.key }
    } catch (error) {
      if (download?.outcome.cut === 'too-large') {
        log.info({ messageId: message.key.id, maxBytes }, 'media grew past the limit, download stopped')
        return { refused: 'too-large' }
      }
      const failure = download?.outcome.cut instanceof Error ? download.outcome.cut : error
      if (isExpiredOnServer(failure) && !reuploaded) {
        reuploaded = true
        try {
          source = await socket.updateMediaMessage(source)
          attempt--
          continue
        } catch (reuploadError) {
          log.warn({ err: reuploadError, messageId: message.key.id }, 'media re-upload request failed')
        }
      }
      log.warn({ err: failure, messageId: message.key.id, attempt }, 'media download failed')
      if (attempt < policy.attempts) await pause(policy.retryDelayMs * attempt)
    }
  }
  return { refused: 'unavailable' }
}
