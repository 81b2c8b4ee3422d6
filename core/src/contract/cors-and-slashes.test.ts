import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser, startTestApp, TEST_ADMIN, type TestApp } from '../testing/index.ts'

/**
 * issue 14, items 1 and 2: a front end on another origin (a Ticketz or Whaticket build pointed at
 * us) gets its preflights answered and its answers readable, but only from the origins the operator
 * listed; and every route answers the same with and without a trailing slash.
 */
const inbox = 'https://inbox.example.test'
const stranger = 'https://evil.example.test'

let testApp: TestApp
let admin: ApiClient

beforeAll(async () => {
  testApp = await startTestApp({
    plugins: ['helps', 'announcements'],
    env: { CORS_ORIGINS: `${inbox}, http://localhost:3000` },
  })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
})
afterAll(() => testApp?.close())

const preflight = (path: string, origin: string, method = 'POST') =>
  fetch(new URL(path, testApp.url), {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  })

describe('CORS', () => {
  it('answers the preflight of a listed origin with 204 and the headers a browser needs', async () => {
    const answer = await preflight('/api/auth/login', inbox)
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(inbox)
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    expect(answer.headers.get('access-control-allow-methods')).toContain('PUT')
    expect(answer.headers.get('access-control-allow-methods')).toContain('DELETE')
    expect(answer.headers.get('access-control-allow-headers')).toBe('authorization,content-type')
    expect(answer.headers.get('vary')).toContain('Origin')
  })

  it('answers the preflight of a private route before authentication (browsers send no token)', async () => {
    const answer = await preflight('/api/tickets/', inbox, 'GET')
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(inbox)
  })

  it('lets a listed origin log in and read the answer, with the refresh cookie', async () => {
    // Another account: one login per user, and the admin's session serves the other tests.
    const agent = await createUser(testApp)
    const answer = await fetch(new URL('/api/auth/login', testApp.url), {
      method: 'POST',
      headers: { origin: inbox, 'content-type': 'application/json' },
      body: JSON.stringify({ email: agent.email, password: agent.password }),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe(inbox)
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('jrt='))).toBe(true)
  })

  it('exposes Content-Range to a listed origin, so react-admin reads page totals', async () => {
    const answer = await fetch(new URL('/api/helps?range=[0,9]', testApp.url), {
      headers: { origin: 'http://localhost:3000', authorization: `Bearer ${admin.token}` },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(answer.headers.get('access-control-expose-headers')).toContain('Content-Range')
  })

  it('gives an origin that is not listed no CORS header at all, never a wildcard', async () => {
    const refused = await preflight('/api/auth/login', stranger)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull()
    const answer = await fetch(new URL('/api/version', testApp.url), { headers: { origin: stranger } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('opens nothing by default: without CORS_ORIGINS no preflight is answered', async () => {
    const closed = await startTestApp()
    try {
      const answer = await fetch(new URL('/api/auth/login', closed.url), {
        method: 'OPTIONS',
        headers: { origin: inbox, 'access-control-request-method': 'POST' },
      })
      expect(answer.headers.get('access-control-allow-origin')).toBeNull()
      expect(answer.status).toBe(404)
    } finally {
      await closed.close()
    }
  })
})

describe('the refresh cookie across sites', () => {
  const cookieOf = (answer: Response) =>
    answer.headers.getSetCookie().find((cookie) => cookie.startsWith('jrt='))!
  const loginFrom = async (origin?: string) => {
    const agent = await createUser(testApp)
    return fetch(new URL('/api/auth/login', testApp.url), {
      method: 'POST',
      headers: { ...(origin ? { origin } : {}), 'content-type': 'application/json' },
      body: JSON.stringify({ email: agent.email, password: agent.password }),
    })
  }
  const refreshFrom = (cookie: string, origin?: string) =>
    fetch(new URL('/api/auth/refresh_token', testApp.url), {
      method: 'POST',
      headers: { cookie: cookie.split(';')[0]!, ...(origin ? { origin } : {}) },
    })

  it('is SameSite=Strict for the same site', async () => {
    const cookie = cookieOf(await loginFrom())
    expect(cookie).toMatch(/SameSite=Strict/i)
    // Another port of the API's own host is the same site.
    const sameSite = cookieOf(await loginFrom(new URL(testApp.url).origin.replace(/:\d+$/, ':3999')))
    expect(sameSite).toMatch(/SameSite=Strict/i)
  })

  it('is SameSite=None; Secure for a listed front end of another site, which can then refresh', async () => {
    const cookie = cookieOf(await loginFrom(inbox))
    expect(cookie).toMatch(/SameSite=None/i)
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/HttpOnly/i)
    const refreshed = await refreshFrom(cookie, inbox)
    expect(refreshed.status).toBe(200)
    expect(refreshed.headers.get('access-control-allow-origin')).toBe(inbox)
    expect(cookieOf(refreshed)).toMatch(/SameSite=None/i)
  })

  it('refuses the cookie from a site the operator did not list, and does not rotate it', async () => {
    const cookie = cookieOf(await loginFrom(inbox))
    const forged = await refreshFrom(cookie, stranger)
    expect(forged.status).toBe(403)
    expect(forged.headers.getSetCookie().some((set) => set.startsWith('jrt='))).toBe(false)
    // The session is untouched: its own front end still refreshes with the same cookie.
    expect((await refreshFrom(cookie, inbox)).status).toBe(200)
  })
})

describe('trailing slashes', () => {
  // List routes as the spec writes them, core's and plugins' (announcements, helps), with and
  // without the slash: `/contacts/` used to read as an id and answer 400 "id must be >= 1".
  const listRoutes: [path: string, arrayKey: string | null][] = [
    ['/api/contacts', 'contacts'],
    ['/api/tags', 'tags'],
    ['/api/schedules', 'schedules'],
    ['/api/users', 'users'],
    ['/api/quick-messages', 'records'],
    ['/api/tickets', 'tickets'],
    ['/api/companiesPlan', 'companies'],
    ['/api/announcements', 'records'],
    ['/api/tag/kanban', 'lista'],
    ['/api/helps', 'helps'],
    ['/api/helps/list', null],
    ['/api/queue', null],
    ['/api/whatsapp', null],
    ['/api/whatsapp/all', null],
    ['/api/plans/list', null],
  ]

  for (const [path, arrayKey] of listRoutes) {
    it(`${path} and ${path}/ answer alike`, async () => {
      const bare = await admin.get(path)
      const slashed = await admin.get(`${path}/`)
      expect(bare.status, `${path}: ${JSON.stringify(bare.body)}`).toBe(200)
      expect(slashed.status, `${path}/: ${JSON.stringify(slashed.body)}`).toBe(200)
      expect(slashed.body).toEqual(bare.body)
      if (arrayKey) expect(Array.isArray(slashed.body[arrayKey])).toBe(true)
      else expect(Array.isArray(slashed.body)).toBe(true)
    })
  }

  it('answers writes and item routes with a trailing slash too', async () => {
    const created = await admin.post('/api/tags/', { name: 'Barra final', color: '#123456', kanban: 0 })
    expect(created.status).toBe(201)
    const read = await admin.get(`/api/tags/${created.body.id}/`)
    expect(read.status).toBe(200)
    expect(read.body.name).toBe('Barra final')
    expect((await admin.delete(`/api/tags/${created.body.id}/`)).status).toBe(200)
  })

  it('keeps the OpenAPI document free of duplicate slash variants', async () => {
    const document = (await admin.get('/api/openapi.json')).body as { paths: Record<string, unknown> }
    const paths = Object.keys(document.paths)
    const duplicated = paths.filter((path) => path.endsWith('/') && paths.includes(path.slice(0, -1)))
    expect(duplicated).toEqual([])
  })
})
