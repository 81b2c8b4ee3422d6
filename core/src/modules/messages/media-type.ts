/** Upload types an attendant may send (inbox.md §5): images, video, audio, application and text documents. */
const sendablePrefixes = ['image/', 'video/', 'audio/', 'application/', 'text/']

export function isSendableMime(mimeType: string): boolean {
  const mime = mimeType.toLowerCase()
  return sendablePrefixes.some((prefix) => mime.startsWith(prefix))
}

/** The message's mediaType for a file: image, video and audio play inline; the rest is a download. */
export function mediaTypeOf(mimeType: string): 'image' | 'video' | 'audio' | 'application' {
  const mime = mimeType.toLowerCase()
  if (mime.startsWith('image/')) return 'image'
  if (mime.startsWith('video/')) return 'video'
  if (mime.startsWith('audio/')) return 'audio'
  return 'application'
}
