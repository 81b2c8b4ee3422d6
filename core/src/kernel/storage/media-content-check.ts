import type { Readable } from 'node:stream'
import { AppError, sniffMediaType } from '@atendo/plugin-api'

/**
 * The largest file a channel delivers (WhatsApp's and the API channel's media limit): message
 * media above it is refused with 413 while it arrives, never stored to fail at sending.
 */
export const channelMediaMaxBytes = 10 * 1024 * 1024

/** The families whose content is checked: a file claiming one must be one. */
const checkedFamilies = new Set(['image', 'video', 'audio'])

/**
 * Containers that hold sound alone as well as moving pictures: a browser's recorded voice note is
 * `audio/webm`, whose bytes read as WebM, and an `.m4a` reads as MP4.
 */
const soundOrPictureContainers = new Set(['video/webm', 'video/mp4', 'audio/mp4', 'audio/ogg'])

function fitsFamily(sniffed: string, family: string): boolean {
  if (sniffed.startsWith(`${family}/`)) return true
  return (family === 'audio' || family === 'video') && soundOrPictureContainers.has(sniffed)
}

/**
 * An uploaded file, checked by its content: a file sent as an image, a video or an audio must
 * start like one (magic bytes), so `.svg` or a `.png.html` is refused whatever its name and
 * declared type say; its stored type is then the one its content shows. Documents keep their
 * declared type (they are served inert, as attachments). With `allowed`, the content must be one
 * of those types. Refused: 400 naming `field`. Answers the type to store the file with.
 *
 * @example
 * const mimeType = checkedMediaContent(await part.toBuffer(), part.mimetype, part.fieldname)
 */
export function checkedMediaContent(
  content: Buffer,
  declared: string,
  field: string,
  allowed?: (sniffed: string) => boolean,
): string {
  const sniffed = sniffMediaType(content.subarray(0, 64))
  const family = declared.split('/')[0] ?? ''
  const refuse = (message: string) =>
    new AppError('ERR_VALIDATION', { message: `${field} ${message}`, fields: [{ field, message }] })
  if (allowed) {
    if (!sniffed || !allowed(sniffed))
      throw refuse('is not a file of an accepted type (checked by its content)')
    return sniffed
  }
  if (!checkedFamilies.has(family)) return declared
  if (!sniffed || !fitsFamily(sniffed, family))
    throw refuse(`is not a ${family} file (checked by its content)`)
  // A voice note in a WebM container stays audio: the container's name, in the declared family.
  return sniffed.startsWith(`${family}/`) ? sniffed : `${family}/${sniffed.split('/')[1]}`
}

/**
 * Reads one uploaded file whole (at most `channelMediaMaxBytes`, one file at a time), refusing
 * (413) one the multipart parser cut at its size limit.
 *
 * @example
 * const content = await uploadedContent(part.file)
 */
export async function uploadedContent(file: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of file) chunks.push(chunk as Buffer)
  if ((file as Readable & { truncated?: boolean }).truncated) throw new AppError('ERR_PAYLOAD_TOO_LARGE')
  return Buffer.concat(chunks)
}

/**
 * Refuses (413) a request whose declared length already exceeds what its files may hold, before
 * anything is read or stored. Multipart framing adds a little; the stream check catches the rest.
 *
 * @example
 * refuseOversizeRequest(request.headers['content-length'], maxBytes * 10)
 */
export function refuseOversizeRequest(contentLength: string | undefined, maxBytes: number): void {
  const overhead = 64 * 1024
  if (contentLength && Number(contentLength) > maxBytes + overhead)
    throw new AppError('ERR_PAYLOAD_TOO_LARGE')
}
