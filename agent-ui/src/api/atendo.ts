import { AtendoApiError, createAtendoClient, type LogoutReason } from '@atendo/sdk'
import { rememberSessionEnded, revokedReasonOf } from '../session/session-ended.ts'

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
  // A session ended elsewhere answers 401 with its reason; the login page then says why.
  async fetch(request) {
    const response = await globalThis.fetch(request)
    rememberSessionEnded(await revokedReasonOf(response))
    if (response.status === 402) for (const listener of paymentListeners) listener()
    return response
  },
  onLogout(reason) {
    forgetToken()
    for (const listener of logoutListeners) listener(reason)
  },
})

const paymentListeners = new Set<() => void>()

/**
 * Called on every 402 answer (ERR_SUBSCRIPTION_EXPIRED): the company is overdue, and whatever page
 * asked, the user is taken to /financeiro (issue 23) instead of a dead end.
 */
export function onPaymentRequired(listener: () => void): () => void {
  paymentListeners.add(listener)
  return () => paymentListeners.delete(listener)
}

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

// Every answer, after the SDK's own refresh and retry: the token it may have refreshed is kept.
atendo.use({ onResponse: persistRefreshedToken })

/** What an SDK call resolves to (openapi-fetch's `{ data, error, response }`). */
interface SdkAnswer<Data> {
  data?: Data
  error?: unknown
  response: Response
}

/**
 * The data and status of a successful answer; an error answer throws an `AtendoApiError` (its
 * `code` is the `ERR_*` code), so callers handle refusals where they handle network failures.
 *
 * @example
 * const { data: contact, status } = await answerOf(atendo.PUT('/api/contacts/{id}', { params: { path: { id } }, body }))
 */
export async function answerOf<Data>(
  call: Promise<SdkAnswer<Data>>,
): Promise<{ data: Data; status: number }> {
  const { data, error, response } = await call
  if (!response.ok) throw new AtendoApiError(response.status, error)
  return { data: data as Data, status: response.status }
}

/**
 * The data of a successful answer; throws an `AtendoApiError` for an error answer.
 *
 * @example
 * const ticket = await dataOf(atendo.GET('/api/tickets/u/{uuid}', { params: { path: { uuid } } }))
 */
export async function dataOf<Data>(call: Promise<SdkAnswer<Data>>): Promise<Data> {
  return (await answerOf(call)).data
}

/**
 * A list answer as the app asks for it, in the specification's style (`searchParam`/`pageNumber`
 * → `{ <records>, count, hasMore }`). The same routes answer a plain array only to react-admin's
 * `range`, which this app never sends.
 *
 * @example
 * const { tickets, hasMore } = pageOf(await dataOf(atendo.GET('/api/tickets', { params: { query } })))
 */
export function pageOf<Answer>(answer: Answer): Exclude<Answer, unknown[]> {
  if (Array.isArray(answer)) throw new TypeError('The API answered a list where a page was asked for')
  return answer as Exclude<Answer, unknown[]>
}
