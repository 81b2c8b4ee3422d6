import type { OutgoingContent } from '@atendo/plugin-api'

const mimeTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  mp4: 'video/mp4',
}

const fallback = { img: 'image/jpeg', audio: 'audio/ogg', video: 'video/mp4' } as const

/**
 * A media card or node as a message: `key` is the stored file POST /flowbuilder/content answered,
 * sent with its original name and the type its extension says (§9 allows png/jpg/jpeg, mp3/ogg/opus, mp4).
 */
export function mediaContent(
  kind: 'img' | 'audio' | 'video',
  key: string,
  original: string | undefined,
  caption: string,
): OutgoingContent {
  const fileName = original || key.split('/').pop() || key
  const extension = fileName.split('.').pop()?.toLowerCase() ?? ''
  return { text: caption, media: { key, fileName, mimeType: mimeTypes[extension] ?? fallback[kind] } }
}
