import type { InboundMessage } from '@atendo/plugin-api'
import type { MediaToFetch } from './mapped-content.ts'
import type { FetchedMedia } from './media-fetcher.ts'

const megabytes = (bytes: number) => {
  const value = bytes / (1024 * 1024)
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`
}

/**
 * A message whose file was not stored still goes in, saying so where the attendant looks: its text
 * starts with a notice naming the file (the caption, if any, follows), and `data.mediaError` says
 * why (`too-large`, with the sizes, or `unavailable`) for whatever reads the message as data.
 *
 * @example
 * noteRefusedMedia(message, { fileName: 'video.mp4', mimeType: 'video/mp4' }, { refused: 'too-large' }, limit)
 */
export function noteRefusedMedia(
  message: InboundMessage,
  media: MediaToFetch,
  refusal: Exclude<FetchedMedia, { key: string }>,
  maxBytes: number,
): void {
  let notice: string
  if (refusal.refused === 'too-large') {
    const size = refusal.declaredBytes === undefined ? '' : ` (${megabytes(refusal.declaredBytes)})`
    notice = `📎 ${media.fileName}${size}: larger than the ${megabytes(maxBytes)} limit, not downloaded`
    message.data = {
      ...message.data,
      mediaError: 'too-large',
      mediaLimitBytes: maxBytes,
      ...(refusal.declaredBytes === undefined ? {} : { mediaBytes: refusal.declaredBytes }),
    }
  } else {
    notice = `📎 ${media.fileName}: the file could not be downloaded`
    message.data = { ...message.data, mediaError: 'unavailable' }
  }
  const caption = message.body.trim()
  message.body = caption === '' || caption === media.fileName ? notice : `${notice}\n${message.body}`
}
