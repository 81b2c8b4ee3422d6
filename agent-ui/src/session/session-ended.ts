import type { MessageKey } from '../i18n/pt.ts'

/**
 * Why this browser's session ended, kept for the login page (inbox.md §4: the ended session is told
 * why, e.g. 'Sua conta foi acessada em outro computador.'). Kept in this tab's session storage so
 * that it survives the reload the spec asks for after a logout elsewhere.
 */
const endedKey = 'atendo-session-ended'

/** The session's revoked reason (the server's `details.reason`) → the notice's text. */
const notices: Record<string, MessageKey> = {
  replaced: 'session.loggedElsewhere',
  logout: 'session.endedLogout',
  'password-reset': 'session.endedPasswordReset',
  'user-deleted': 'session.endedUserDeleted',
  'refresh-token-reused': 'session.endedSecurity',
  expired: 'session.endedExpired',
}

export function noticeOfReason(reason: string | undefined): MessageKey | undefined {
  return reason ? notices[reason] : undefined
}

export function rememberSessionEnded(reason: string | undefined): void {
  if (noticeOfReason(reason)) sessionStorage.setItem(endedKey, reason as string)
}

/** The notice to show on the login page, if the last session ended for a known reason. */
export function sessionEndedNotice(): MessageKey | undefined {
  return noticeOfReason(sessionStorage.getItem(endedKey) ?? undefined)
}

export function forgetSessionEnded(): void {
  sessionStorage.removeItem(endedKey)
}

/**
 * True when this browser holds a session of the inbox or the back office (the server's readable
 * marker cookie beside the httpOnly refresh cookie): the app signs in silently with it.
 */
export function browserHasSession(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim().startsWith('atendo_session='))
}

/** The reason a refusal names (`ERR_SESSION_REVOKED` with `details.reason`), read from a 401 answer. */
export async function revokedReasonOf(response: Response): Promise<string | undefined> {
  if (response.status !== 401) return undefined
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { error?: string; details?: { reason?: unknown } } | undefined
  return body?.error === 'ERR_SESSION_REVOKED' && typeof body.details?.reason === 'string'
    ? body.details.reason
    : undefined
}
