import createClient, { type Client } from 'openapi-fetch'
import type { paths } from './generated/api.ts'

/** What login and token refresh answer: the access token and the logged-in user. */
export type SessionAnswer = paths['/api/auth/login']['post']['responses'][200]['content']['application/json']

/** The logged-in user, as GET /api/auth/me answers it. */
export type SessionUser = SessionAnswer['user']

/** Why the session ended: `logout()` was called, or the API answered 401. */
export type LogoutReason = 'logout' | 'unauthorized'

/** The body of every error answer of the API. */
export interface ApiErrorBody {
  /** The ERR_* code (for ERR_OTHER_OPEN_TICKET, the family's JSON string of the ticket). */
  error: string
  /** The ERR_* code, always (servers before it send the code in `error` only). */
  code?: string
  message: string
  statusCode: number
  fields?: { field: string; message: string }[]
  details?: Record<string, unknown>
}

/**
 * An error answer turned into an exception (by `login`); `code` is the `ERR_*` code.
 *
 * @example
 * try {
 *   await atendo.login(email, password)
 * } catch (error) {
 *   if (error instanceof AtendoApiError && error.code === 'ERR_INVALID_CREDENTIALS') showWrongPassword()
 * }
 */
export class AtendoApiError extends Error {
  readonly status: number
  readonly code: string
  readonly body: unknown

  constructor(status: number, body: unknown) {
    const envelope = isErrorBody(body) ? body : undefined
    super(envelope?.message ?? `The API answered ${status}`)
    this.name = 'AtendoApiError'
    this.status = status
    // `code` is always the ERR_* code; `error` too, except where it carries the family's JSON
    // text (the already-open conflict). Servers older than `code` send the code in `error`.
    this.code = envelope?.code ?? envelope?.error ?? 'ERR_UNKNOWN'
    this.body = body
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).error === 'string'
}

export interface AtendoClientOptions {
  /** Where the API is, e.g. `https://atendo.example.com` (paths start with `/api`). */
  baseUrl: string
  /** An access token to start with (e.g. kept in local storage from an earlier login). */
  token?: string
  /** The fetch to use (defaults to the global one). */
  fetch?: (request: Request) => Promise<Response>
  /** Called once when the session ends: after `logout()`, or when the API answers 401. */
  onLogout?: (reason: LogoutReason) => void
}

/** The typed HTTP methods of openapi-fetch, plus the session. */
export interface AtendoClient
  extends Pick<Client<paths>, 'GET' | 'POST' | 'PUT' | 'DELETE' | 'use' | 'eject'> {
  /** The current access token; undefined when logged out. */
  readonly token: string | undefined
  /** Replaces the access token (e.g. one restored from storage); `undefined` forgets it. */
  setToken(token: string | undefined): void
  /** Logs in, keeps the token (and the refresh cookie); throws an `AtendoApiError` when refused. */
  login(email: string, password: string): Promise<SessionAnswer>
  /** Exchanges the refresh cookie for a new access token; false when the session cannot be refreshed. */
  refresh(): Promise<boolean>
  /** Ends the session on the server, forgets the token and calls `onLogout('logout')`. */
  logout(): Promise<void>
}

/** Whether a body field carries files: a Blob (a File is one) or a list of them. */
function holdsFiles(value: unknown): boolean {
  return value instanceof Blob || (Array.isArray(value) && value.some((item) => item instanceof Blob))
}

/**
 * The request body: a FormData as it is; an object holding files (the API's multipart routes,
 * whose file fields are typed `Blob`) as multipart/form-data, one part per value (lists repeat
 * the field); anything else as JSON.
 */
function serializeBody(body: unknown): string | FormData {
  if (body instanceof FormData) return body
  if (typeof body !== 'object' || body === null || !Object.values(body).some(holdsFiles)) {
    return JSON.stringify(body)
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue
      if (item instanceof Blob) form.append(name, item)
      else form.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item))
    }
  }
  return form
}

interface StoredCookie {
  value: string
  path: string
}

/**
 * A typed client for the Atendo API that follows the session rules of the web app: it sends the
 * bearer token and credentials, answers a 403 with one token refresh and one retry, and treats a
 * 401 as logged out. In a browser the refresh cookie is the browser's; elsewhere (Node, workers,
 * integrations) the client keeps it from `Set-Cookie` itself.
 *
 * @example
 * const atendo = createAtendoClient({ baseUrl: 'http://localhost:8080', onLogout: () => goToLogin() })
 * await atendo.login('admin@atendo.local', 'secret')
 * const { data: me } = await atendo.GET('/api/auth/me')
 * const { data: help } = await atendo.POST('/api/helps', { body: { title: 'Getting started' } })
 * // A body holding files goes as multipart/form-data.
 * await atendo.POST('/api/users/{id}/media-upload', { params: { path: { id: 2 } }, body: { profileImage: file } })
 */
export function createAtendoClient(options: AtendoClientOptions): AtendoClient {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request))
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  let token = options.token
  const cookies = new Map<string, StoredCookie>()
  let refreshing: Promise<boolean> | undefined

  const endpoint = (request: Request) => new URL(request.url).pathname
  const isLogin = (request: Request) => endpoint(request).endsWith('/api/auth/login')

  /** Keeps cookies from Set-Cookie; browsers hide that header, so there this does nothing. */
  function keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie?.() ?? []) {
      const [pair = '', ...attributes] = line.split(';')
      const separator = pair.indexOf('=')
      if (separator < 1) continue
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      let path = '/'
      let expired = value === ''
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=')
        const attributeValue = rest.join('=').trim()
        const lowerKey = key.trim().toLowerCase()
        if (lowerKey === 'path' && attributeValue.startsWith('/')) path = attributeValue
        if (lowerKey === 'max-age' && Number(attributeValue) <= 0) expired = true
        if (lowerKey === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true
      }
      if (expired) cookies.delete(name)
      else cookies.set(name, { value, path })
    }
  }

  /** The request with the current token and the kept cookies that apply to its path. */
  function prepare(request: Request): Request {
    const headers = new Headers(request.headers)
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`)
    const pathname = endpoint(request)
    const applicable = [...cookies].filter(([, cookie]) => pathname.startsWith(cookie.path))
    if (applicable.length > 0 && !headers.has('cookie')) {
      headers.set('cookie', applicable.map(([name, cookie]) => `${name}=${cookie.value}`).join('; '))
    }
    return new Request(request, { headers, credentials: 'include' })
  }

  function endSession(reason: LogoutReason) {
    const wasLoggedIn = token !== undefined || cookies.size > 0
    token = undefined
    cookies.clear()
    if (wasLoggedIn) options.onLogout?.(reason)
  }

  async function send(request: Request): Promise<Response> {
    const response = await baseFetch(prepare(request))
    keepCookies(response)
    return response
  }

  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const response = await send(new Request(`${baseUrl}/api/auth/refresh_token`, { method: 'POST' }))
        if (response.status === 401) {
          endSession('unauthorized')
          return false
        }
        if (!response.ok) return false
        token = ((await response.json()) as SessionAnswer).token
        return true
      } finally {
        refreshing = undefined
      }
    })()
    return refreshing
  }

  /** The spec's rule (inbox.md §4 Session): a 403 refreshes once and retries; a 401 logs out. */
  async function sessionFetch(request: Request): Promise<Response> {
    const path = endpoint(request)
    const mayRefresh = !isLogin(request) && !path.endsWith('/api/auth/refresh_token')
    // The first attempt consumes the body; keep a copy for the retry.
    const spare = mayRefresh ? request.clone() : undefined
    // A refresh that was under way when the request started already answered this token's fate.
    const sentWith = token
    let response = await send(request)
    if (response.status === 403 && spare) {
      const refreshed = token !== sentWith ? token !== undefined : await refresh()
      if (refreshed) {
        await response.body?.cancel()
        response = await send(spare)
      }
    }
    if (response.status === 401 && !isLogin(request)) endSession('unauthorized')
    return response
  }

  const api = createClient<paths>({
    baseUrl,
    fetch: sessionFetch,
    credentials: 'include',
    bodySerializer: serializeBody,
  })

  return {
    GET: api.GET,
    POST: api.POST,
    PUT: api.PUT,
    DELETE: api.DELETE,
    use: api.use,
    eject: api.eject,
    get token() {
      return token
    },
    setToken(next) {
      token = next
    },
    refresh,
    async login(email, password) {
      const { data, error, response } = await api.POST('/api/auth/login', { body: { email, password } })
      if (!data) throw new AtendoApiError(response.status, error)
      token = data.token
      return data
    },
    async logout() {
      try {
        if (token) await api.DELETE('/api/auth/logout')
      } finally {
        endSession('logout')
      }
    },
  }
}
