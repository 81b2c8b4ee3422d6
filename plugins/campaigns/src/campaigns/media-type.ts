/** What a campaign may attach, told by the file's first bytes (never by its name or the browser's word). */
const signatures: { mimeType: string; test: (head: Buffer) => boolean }[] = [
  {
    mimeType: 'image/png',
    test: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mimeType: 'image/jpeg', test: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  { mimeType: 'image/gif', test: (h) => h.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    mimeType: 'image/webp',
    test: (h) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { mimeType: 'application/pdf', test: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-' },
  { mimeType: 'video/mp4', test: (h) => h.subarray(4, 8).toString('latin1') === 'ftyp' },
  { mimeType: 'audio/ogg', test: (h) => h.subarray(0, 4).toString('latin1') === 'OggS' },
  {
    mimeType: 'audio/mpeg',
    test: (h) =>
      h.subarray(0, 3).toString('latin1') === 'ID3' || (h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0),
  },
]

/** Largest attachment: WhatsApp's limit for videos and documents sent as media is about 16 MB. */
export const CAMPAIGN_MEDIA_MAX_BYTES = 16 * 1024 * 1024

/** The MIME type of an attachment by its content, or undefined for a kind a campaign does not send. */
export function sniffMediaType(head: Buffer): string | undefined {
  return signatures.find((signature) => signature.test(head))?.mimeType
}

export const acceptedMediaTypes = signatures.map((signature) => signature.mimeType)
