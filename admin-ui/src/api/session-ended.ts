/**
 * Why this browser's session ended, kept for the login page (inbox.md §4: the ended session is told
 * why). The same key and reasons as the inbox's: both apps share one session and one origin.
 */
const endedKey = 'atendo-session-ended'

/** The server's revoked reasons → the back office's message keys. */
const notices: Record<string, string> = {
  replaced: 'atendo.session_ended.replaced',
  logout: 'atendo.session_ended.logout',
  'password-reset': 'atendo.session_ended.password_reset',
  'user-deleted': 'atendo.session_ended.user_deleted',
  'refresh-token-reused': 'atendo.session_ended.security',
  expired: 'atendo.session_ended.expired',
}

/** This tab's session storage; absent outside a browser (the unit tests run in Node). */
const tabStorage = (): Storage | undefined => globalThis.sessionStorage

export function rememberSessionEnded(reason: string | undefined, storage = tabStorage()): void {
  if (reason && notices[reason]) storage?.setItem(endedKey, reason)
}

/** The message key of the notice for the login page, if the last session ended for a known reason. */
export function sessionEndedNotice(storage = tabStorage()): string | undefined {
  const reason = storage?.getItem(endedKey)
  return reason ? notices[reason] : undefined
}

export function forgetSessionEnded(storage = tabStorage()): void {
  storage?.removeItem(endedKey)
}

/** The reason an `ERR_SESSION_REVOKED` answer names in `details.reason`. */
export function revokedReasonOf(body: unknown): string | undefined {
  const answer = body as { error?: unknown; details?: { reason?: unknown } } | undefined
  return answer?.error === 'ERR_SESSION_REVOKED' && typeof answer.details?.reason === 'string'
    ? answer.details.reason
    : undefined
}

/**
 * True when this browser holds a session of the inbox or the back office (the server's readable
 * marker cookie beside the httpOnly refresh cookie): the back office then signs in silently.
 */
export function browserHasSession(cookies = globalThis.document?.cookie ?? ''): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith('atendo_session='))
}
