import { Readable } from 'node:stream'

/** Why a capped stream ended early: past the limit, or its source failed. */
export interface CapOutcome {
  /** Bytes read from the source, the one that crossed the limit included. */
  bytes: number
  cut?: 'too-large' | Error
}

/**
 * A stream that passes its source through up to `maxBytes` and stops reading it past that (the
 * source is destroyed, so a download stops), or when the source fails. Either way it ends quietly
 * and says `truncated`, which core's storage takes as "remove what was written and refuse it";
 * `outcome` tells which of the two it was.
 *
 * @example
 * const { stream, outcome } = cappedStream(await socket.downloadMedia(message), 64 * 1024 * 1024)
 * await storage.save(companyId, stream, file).catch(() => outcome.cut)
 */
export function cappedStream(source: Readable, maxBytes: number): { stream: Readable; outcome: CapOutcome } {
  const outcome: CapOutcome = { bytes: 0 }
  async function* upToTheLimit() {
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        outcome.bytes += chunk.length
        if (outcome.bytes > maxBytes) {
          outcome.cut = 'too-large'
          // Leaving the loop destroys the source: nothing more is downloaded.
          return
        }
        yield chunk
      }
    } catch (error) {
      outcome.cut = error instanceof Error ? error : new Error(String(error))
    }
  }
  const stream = Readable.from(upToTheLimit(), { objectMode: false })
  Object.defineProperty(stream, 'truncated', { get: () => outcome.cut !== undefined })
  return { stream, outcome }
}
