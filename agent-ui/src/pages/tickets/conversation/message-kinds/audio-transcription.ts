/**
 * What the "Transcrever" action reads and checks (inbox.md §7–§8): the stored file's name from a
 * received audio's `mediaUrl`, which names it to `GET /messages/transcribeAudio/{file}`, and the
 * text in the answer.
 */

/** A file Atendo stores and serves: `/public/company{id}/{name}`, signed in the query string. */
const storedMedia = /^\/public\/company\d+\/([A-Za-z0-9_-]{20,100}(?:\.[a-z0-9]{1,10})?)(?:\?.*)?$/

/**
 * The stored file's name, or undefined for a URL of another form (a link to a channel's own copy,
 * an address on another host): such an audio cannot be transcribed.
 */
export function transcriptionFileOf(mediaUrl: string, origin = window.location.origin): string | undefined {
  let url: URL
  try {
    url = new URL(mediaUrl, origin)
  } catch {
    return undefined
  }
  if (url.origin !== origin) return undefined
  return storedMedia.exec(url.pathname + url.search)?.[1]
}

/** The transcribed text of an answer, or undefined when the answer carries none. */
export function transcribedTextOf(answer: unknown): string | undefined {
  const text = (answer as { transcribedText?: unknown } | null | undefined)?.transcribedText
  return typeof text === 'string' ? text : undefined
}
