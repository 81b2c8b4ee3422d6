import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Media links bound to a browser session (docs/security.md, "Signed media links").
 *
 * At sign-in the browser gets an httpOnly cookie naming its session. An API request that carries the
 * cookie of its own caller's session shows that this browser sends the cookie to us, so the links in
 * that request's answer are re-signed for the session: they open only with the same cookie, while the
 * session lives. Answers without it (scripts, the SDK, a front end whose browser blocks the cookie)
 * and live events, which many browsers receive, keep the unbound links, which only expire.
 */
export const MEDIA_COOKIE = 'atendo_media'

/** Whether a presented signature is the expected one, in constant time. */
export function sameSignature(expected: string, presented: string): boolean {
  const wanted = Buffer.from(expected)
  const given = Buffer.from(presented)
  return wanted.length === given.length && timingSafeEqual(wanted, given)
}

export interface MediaCookies {
  /** The cookie value naming a session, signed so it cannot be forged. */
  valueFor(sessionId: string): string
  /** The session a presented cookie names, or undefined when it is not one of ours. */
  sessionOf(value: string | undefined): string | undefined
}

export function mediaCookies(secret: string): MediaCookies {
  const sign = (sessionId: string) =>
    createHmac('sha256', secret).update(`media-session:${sessionId}`).digest('base64url')
  return {
    valueFor: (sessionId) => `${sessionId}.${sign(sessionId)}`,
    sessionOf(value) {
      if (!value || value.length > 200) return undefined
      const dot = value.lastIndexOf('.')
      if (dot <= 0) return undefined
      const sessionId = value.slice(0, dot)
      return sameSignature(sign(sessionId), value.slice(dot + 1)) ? sessionId : undefined
    },
  }
}
