/**
 * An answer as tests look at it.
 *
 * @example
 * const answer: ApiAnswer = await admin.get('/api/helps')
 * expect(answer.status).toBe(200)
 */
export interface ApiAnswer<Body = unknown> {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies freely
  body: Body & any
  headers: Headers
}

/**
 * A small HTTP client for tests that talks to a running app like a browser: it keeps the bearer
 * token and the refresh cookie.
 *
 * @example
 * const admin = await new ApiClient(url).login(TEST_ADMIN)
 * const me = await admin.get('/api/auth/me')
 */
export class ApiClient {
  readonly baseUrl: string
  token?: string
  cookies = new Map<string, string>()

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer> {
    const allHeaders: Record<string, string> = { ...headers }
    if (this.token) allHeaders.authorization = `Bearer ${this.token}`
    if (this.cookies.size > 0) allHeaders.cookie = this.cookieHeader()
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      allHeaders['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers: allHeaders, body: payload })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...rest] = pair!.split('=')
      const value = rest.join('=')
      if (value === '' || /expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name!.trim())
      else this.cookies.set(name!.trim(), value)
    }
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers }
  }

  get(path: string) {
    return this.request('GET', path)
  }
  /**
   * Opens a link (a signed media URL) as this browser would: with its cookies, so links bound to
   * this session open (kernel/storage/media-binding.ts).
   */
  open(link: string): Promise<Response> {
    return fetch(new URL(link, this.baseUrl), {
      headers: this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {},
    })
  }

  /** The cookies this client holds, as a browser sends them. */
  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
  post(path: string, body?: unknown) {
    return this.request('POST', path, body)
  }
  put(path: string, body?: unknown) {
    return this.request('PUT', path, body)
  }
  delete(path: string, body?: unknown) {
    return this.request('DELETE', path, body)
  }

  /** Logs in and keeps the token; throws when the login is refused. */
  async login(credentials: { email: string; password: string }): Promise<this> {
    const answer = await this.post('/api/auth/login', credentials)
    if (answer.status !== 200)
      throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`)
    this.token = answer.body.token
    return this
  }
}
