import { fetchUtils, HttpError } from 'react-admin'
import { rememberSessionEnded, revokedReasonOf } from './session-ended.ts'
import type { TokenStore } from './token-store.ts'

/** What react-admin's fetchJson answers. */
export type HttpAnswer = Awaited<ReturnType<typeof fetchUtils.fetchJson>>
export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<HttpAnswer>

/** Refusals a fresh access token cures; any other 403 (super only, plan flag) is final. */
const tokenErrors = new Set(['ERR_INVALID_TOKEN', 'ERR_SESSION_EXPIRED'])

function errorCode(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined
  const body = error.body as { code?: unknown; error?: unknown } | undefined
  if (typeof body?.code === 'string') return body.code
  return typeof body?.error === 'string' ? body.error : undefined
}

/**
 * Exchanges the refresh cookie for a new access token. Concurrent callers share one request:
 * the server rotates the refresh token, so two parallel refreshes would revoke each other.
 */
export function createRefresher(apiUrl: string, tokens: TokenStore, fetchJson = fetchUtils.fetchJson) {
  let inFlight: Promise<boolean> | undefined
  return (): Promise<boolean> => {
    inFlight ??= fetchJson(`${apiUrl}/auth/refresh_token`, { method: 'POST', credentials: 'include' })
      .then(({ json }) => {
        tokens.set((json as { token: string }).token)
        return true
      })
      .catch((error: unknown) => {
        tokens.clear()
        // A session ended elsewhere (a login in another browser) names why; the login page says it.
        if (error instanceof HttpError) rememberSessionEnded(revokedReasonOf(error.body))
        return false
      })
      .finally(() => {
        inFlight = undefined
      })
    return inFlight
  }
}

/**
 * fetchJson with the bearer token; an expired token (403 ERR_INVALID_TOKEN / ERR_SESSION_EXPIRED)
 * is refreshed once and the request retried once.
 */
export function createHttpClient(
  tokens: TokenStore,
  refresh: () => Promise<boolean>,
  fetchJson = fetchUtils.fetchJson,
): HttpClient {
  const send = (url: string, options: fetchUtils.Options) => {
    const headers = new Headers(options.headers)
    if (!headers.has('Accept')) headers.set('Accept', 'application/json')
    const token = tokens.get()
    if (token) headers.set('Authorization', `Bearer ${token}`)
    return fetchJson(url, { ...options, headers, credentials: 'include' })
  }
  return async (url, options = {}) => {
    try {
      return await send(url, options)
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 403 || !tokenErrors.has(errorCode(error) ?? '')) {
        throw error
      }
      if (!(await refresh())) throw new HttpError('ERR_SESSION_EXPIRED', 401, error.body)
      return send(url, options)
    }
  }
}
