/** How many leading bytes `sniffMediaType` needs. */
export const sniffBytes = 16

const ascii = (head: Buffer, offset: number, text: string) =>
  head.subarray(offset, offset + text.length).toString('latin1') === text

/**
 * The media type a file's first bytes (magic numbers) say it is, for the types uploads are limited
 * to: png, jpeg, gif, webp, ico; mp4/3gpp/quicktime, webm; ogg, mpeg, aac, wav, amr, mp4 audio;
 * pdf, zip (and docx/xlsx). Undefined for anything else, text formats included (an `.svg` or an
 * `.html` named `.png` is undefined: it is not an image, whatever its name says).
 *
 * @example
 * sniffMediaType(await readFile('logo.png')) // 'image/png'
 */
export function sniffMediaType(head: Buffer): string | undefined {
  if (head.length < 4) return undefined
  if (head[0] === 0x89 && ascii(head, 1, 'PNG\r\n\u001a\n')) return 'image/png'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg'
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif'
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp'
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'audio/wav'
  if (head[0] === 0 && head[1] === 0 && head[2] === 1 && head[3] === 0) return 'image/x-icon'
  if (ascii(head, 4, 'ftyp')) {
    const brand = head.subarray(8, 12).toString('latin1')
    if (brand === 'M4A ' || brand === 'M4B ') return 'audio/mp4'
    if (brand.startsWith('3g')) return 'video/3gpp'
    if (brand === 'qt  ') return 'video/quicktime'
    return 'video/mp4'
  }
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'video/webm'
  if (ascii(head, 0, 'OggS')) return 'audio/ogg'
  if (ascii(head, 0, 'ID3')) return 'audio/mpeg'
  if (ascii(head, 0, '#!AMR')) return 'audio/amr'
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xf6) === 0xf0) return 'audio/aac'
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) return 'audio/mpeg'
  if (ascii(head, 0, '%PDF-')) return 'application/pdf'
  if (ascii(head, 0, 'PK\u0003\u0004')) return 'application/zip'
  return undefined
}
