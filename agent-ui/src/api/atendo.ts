import { AtendoApiError, createAtendoClient, type LogoutReason } from '@atendo/sdk'

/** Where the session token is kept: local storage when remembered, else this tab only. */
const tokenKey = 'token'

function storedToken(): string | undefined {
  return localStorage.getItem(tokenKey) ?? sessionStorage.getItem(tokenKey) ?? undefined
}

const logoutListeners = new Set<(reason: LogoutReason) => void>()

/** The one API client of the app; every call to the server goes through it (and so through the SDK). */
export const atendo = createAtendoClient({
  baseUrl: window.location.origin,
  token: storedToken(),
  onLogout(reason) {
    forgetToken()
    for (const listener of logoutListeners) listener(reason)
  },
})

/** Called when the SDK ends the session (a 401, or logout()). */
export function onSessionEnd(listener: (reason: LogoutReason) => void): () => void {
  logoutListeners.add(listener)
  return () => logoutListeners.delete(listener)
}

export function keepToken(token: string, remember: boolean): void {
  forgetToken()
  ;(remember ? localStorage : sessionStorage).setItem(tokenKey, token)
  localStorage.setItem('rememberMe', remember ? 'true' : 'false')
}

export function forgetToken(): void {
  localStorage.removeItem(tokenKey)
  sessionStorage.removeItem(tokenKey)
}

/** A refreshed token (after a 403) replaces the stored one where it was kept. */
function persistRefreshedToken(): void {
  const current = atendo.token
  if (!current || current === storedToken()) return
  const remembered = localStorage.getItem('rememberMe') !== 'false'
  keepToken(current, remembered)
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

interface CallOptions {
  query?: Record<string, string | number | boolean | undefined | null>
  body?: unknown
  /** How to read the answer (JSON unless told otherwise, e.g. 'blob' for a CSV download). */
  parseAs?: 'json' | 'blob' | 'text'
}

type LooseCall = (
  path: string,
  init: { params?: { query?: Record<string, unknown> }; body?: unknown; parseAs?: 'json' | 'blob' | 'text' },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>

/**
 * Calls the API through the SDK client. The inbox routes are typed here by the app's own models
 * (api/models.ts) because the server's route set grows while this app is built; the SDK still
 * carries the session rules (token, 403 refresh and retry, 401 logout).
 * Throws an `AtendoApiError` for error answers.
 */
export async function call<T>(method: Method, path: string, options: CallOptions = {}): Promise<T> {
  return (await callWithStatus<T>(method, path, options)).data
}

/** `call`, also answering the status of a successful answer (e.g. 201 created or 200 updated). */
export async function callWithStatus<T>(
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<{ data: T; status: number }> {
  const send = atendo[method] as unknown as LooseCall
  const query = options.query
    ? Object.fromEntries(
        Object.entries(options.query).filter(([, value]) => value !== undefined && value !== null),
      )
    : undefined
  const { data, error, response } = await send(path, {
    params: query ? { query } : undefined,
    body: options.body,
    parseAs: options.parseAs,
  })
  persistRefreshedToken()
  if (!response.ok) throw new AtendoApiError(response.status, error)
  return { data: data as T, status: response.status }
}

/** Posts a multipart form (attachments, imports) through the SDK client. */
export function upload<T>(path: string, form: FormData): Promise<T> {
  return call<T>('POST', path, { body: form })
}
