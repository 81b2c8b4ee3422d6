import type { WAMessage } from 'baileys'
import type { SessionLog } from '../session-log.ts'
import type { WhatsAppSocketPort } from '../socket/socket-port.ts'
import type { MediaToFetch } from './mapped-content.ts'

/** Where media files go: core's storage (the plugin context's `storage`). */
export interface MediaSaver {
  save(
    companyId: number,
    content: Buffer,
    file: { fileName: string; mimeType: string },
  ): Promise<{ key: string }>
}

export interface MediaFetchPolicy {
  attempts: number
  /** Delay before retry n is n times this. */
  retryDelayMs: number
}

export const defaultMediaFetchPolicy: MediaFetchPolicy = { attempts: 3, retryDelayMs: 1_000 }

/** WhatsApp's CDN answers 404/410 once the file's copy there expired: only the phone still has it. */
function isExpiredOnServer(error: unknown): boolean {
  const failure = error as { output?: { statusCode?: number }; status?: number } | undefined
  const status = failure?.output?.statusCode ?? failure?.status
  return status === 404 || status === 410
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Downloads and decrypts a message's media and stores it, returning the storage key. Transient
 * failures are retried; an expired file is asked from the phone again (`updateMediaMessage`) once.
 * Undefined when the file could not be had: the message still goes in, marked, rather than being lost.
 */
export async function fetchMedia(
  socket: WhatsAppSocketPort,
  message: WAMessage,
  media: MediaToFetch,
  target: { companyId: number; storage: MediaSaver; log: SessionLog; policy?: MediaFetchPolicy },
): Promise<string | undefined> {
  const policy = target.policy ?? defaultMediaFetchPolicy
  let source = message
  let reuploaded = false
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    try {
      const content = await socket.downloadMedia(source)
      const stored = await target.storage.save(target.companyId, content, media)
      return stored.key
    } catch (error) {
      if (isExpiredOnServer(error) && !reuploaded) {
        reuploaded = true
        try {
          source = await socket.updateMediaMessage(source)
          attempt--
          continue
        } catch (reuploadError) {
          target.log.warn({ err: reuploadError, messageId: message.key.id }, 'media re-upload request failed')
        }
      }
      target.log.warn({ err: error, messageId: message.key.id, attempt }, 'media download failed')
      if (attempt < policy.attempts) await pause(policy.retryDelayMs * attempt)
    }
  }
  return undefined
}
