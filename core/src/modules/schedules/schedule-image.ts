import { AppError } from '@atendo/plugin-api'

/** Schedule attachments are images only: png, jpg, jpeg (inbox.md §5 Schedule). */
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const jpegSignature = [0xff, 0xd8, 0xff]

const startsWith = (content: Buffer, signature: number[]) =>
  content.length >= signature.length && signature.every((byte, index) => content[index] === byte)

/**
 * The mime type of an uploaded schedule image, judged by its name and its first bytes: a renamed
 * file that is not really a png or jpeg is refused too.
 */
export function scheduleImageType(fileName: string, content: Buffer): 'image/png' | 'image/jpeg' {
  const lower = fileName.toLowerCase()
  if (lower.endsWith('.png') && startsWith(content, pngSignature)) return 'image/png'
  if ((lower.endsWith('.jpg') || lower.endsWith('.jpeg')) && startsWith(content, jpegSignature))
    return 'image/jpeg'
  throw new AppError('ERR_VALIDATION', {
    message: 'Only png, jpg or jpeg images can be attached to a schedule',
    fields: [{ field: 'file', message: 'must be a png, jpg or jpeg image' }],
  })
}
