import { sniffBytes, sniffMediaType } from '@atendo/plugin-api'

export type FlowMediaKind = 'img' | 'audio' | 'video'

/**
 * What a flow may send, by kind (administration.md §5 "Content dialog", §9): images png/jpg/jpeg up
 * to 2 MB, audio ogg/mp3/opus up to 5 MB, video mp4 only up to 20 MB. The type is the one the
 * file's first bytes say (opus travels in an ogg container), never its name or the browser's word.
 */
export const flowMediaKinds: Record<FlowMediaKind, { mimeTypes: string[]; maxBytes: number; label: string }> =
  {
    img: { mimeTypes: ['image/png', 'image/jpeg'], maxBytes: 2 * 1024 * 1024, label: 'png, jpg or jpeg' },
    audio: { mimeTypes: ['audio/ogg', 'audio/mpeg'], maxBytes: 5 * 1024 * 1024, label: 'ogg, mp3 or opus' },
    video: { mimeTypes: ['video/mp4'], maxBytes: 20 * 1024 * 1024, label: 'mp4' },
  }

/** The largest file any kind accepts: the multipart reader's cap. */
export const FLOW_MEDIA_MAX_BYTES = Math.max(...Object.values(flowMediaKinds).map((kind) => kind.maxBytes))

/** The kind a file is by its content, among `allowed`, or undefined when it is none of them. */
export function flowMediaKind(
  content: Buffer,
  allowed: readonly FlowMediaKind[],
): { kind: FlowMediaKind; mimeType: string } | undefined {
  const mimeType = sniffMediaType(content.subarray(0, sniffBytes))
  if (!mimeType) return undefined
  const kind = allowed.find((candidate) => flowMediaKinds[candidate].mimeTypes.includes(mimeType))
  return kind ? { kind, mimeType } : undefined
}

/**
 * Whether a media node's or card's file may be kept in this company's flow: a key of the company's
 * own storage folder, as the upload calls answer it. A key of another company's folder is refused,
 * so a flow cannot send another tenant's files.
 */
export function isOwnMediaKey(companyId: number, key: string): boolean {
  const folder = `company${companyId}/`
  return key.startsWith(folder) && !key.slice(folder.length).includes('/')
}
