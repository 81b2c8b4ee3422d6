import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, startTestApp, type TestApp } from '../../testing/index.ts'

const LIMIT = 3
/** Attempts at one account from all addresses together. */
const ACCOUNT_LIMIT = 6

let strict: TestApp
let behindProxy: TestApp

beforeAll(async () => {
  // TRUST_PROXY is left at its default (off) on this one.
  strict = await startTestApp({
    env: {
      RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT),
      RATE_LIMIT_AUTH_ACCOUNT_PER_MINUTE: String(ACCOUNT_LIMIT),
    },
  })
  behindProxy = await startTestApp({
    env: { RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1' },
  })
})

afterAll(async () => {
  await strict?.close()
  await behindProxy?.close()
})

/**
 * Posts from a chosen loopback address (the whole 127/8 reaches the server on Linux), so each
 * test can be a different client to the per-address limit.
 */
function postFrom(
  app: TestApp,
  from: string,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = JSON.stringify(payload)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${app.url}${path}`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (answer) => {
        let text = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk) => {
          text += chunk
        })
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

const loginFrom = (
  app: TestApp,
  from: string,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
) => postFrom(app, from, '/api/auth/login', credentials, headers)

/** Logs in and answers the cookies set (the refresh token and the known-device mark). */
function loginWithCookies(
  app: TestApp,
  from: string,
  credentials: { email: string; password: string },
): Promise<{ status: number; cookies: string[] }> {
  const body = JSON.stringify(credentials)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${app.url}/api/auth/login`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (answer) => {
        answer.resume()
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, cookies: answer.headers['set-cookie'] ?? [] }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

const wrongPassword = (email: string) => ({ email, password: 'Wrong-Pass-999' })

describe('login rate limits', () => {
  it('answers 429 with the catalogue envelope past RATE_LIMIT_AUTH_PER_MINUTE attempts', async () => {
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      expect(
        (await loginFrom(strict, '127.0.0.2', wrongPassword(`nobody-${attempt}@limits.test`))).status,
      ).toBe(401)
    }
    const refused = await loginFrom(strict, '127.0.0.2', wrongPassword('nobody-more@limits.test'))
    expect(refused).toEqual({
      status: 429,
      body: {
        error: 'ERR_RATE_LIMITED',
        code: 'ERR_RATE_LIMITED',
        message: 'Too many requests, try again later',
        statusCode: 429,
      },
    })
  })

  it('ignores X-Forwarded-For while TRUST_PROXY is off: a spoofed address gets no fresh limit', async () => {
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      const answer = await loginFrom(strict, '127.0.0.3', wrongPassword(`spoof-${attempt}@limits.test`), {
        'x-forwarded-for': `203.0.113.${attempt}`,
      })
      expect(answer.status).toBe(401)
    }
    const spoofed = await loginFrom(strict, '127.0.0.3', wrongPassword('spoof-more@limits.test'), {
      'x-forwarded-for': '203.0.113.200',
    })
    expect(spoofed.status).toBe(429)
  })

  it("does not let a stranger lock an account's owner out: the count is per account and address", async () => {
    const owner = await createUser(strict)
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      expect((await loginFrom(strict, '127.0.1.1', wrongPassword(owner.email))).status).toBe(401)
    }
    // The stranger's address is done with this account, even with the right password...
    expect((await loginFrom(strict, '127.0.1.1', owner)).status).toBe(429)
    // ...and the account's case changes nothing...
    const recased = { email: owner.email.toUpperCase(), password: owner.password }
    expect((await loginFrom(strict, '127.0.1.1', recased)).status).toBe(429)
    // ...but the owner, at their own desk, logs in.
    expect((await loginFrom(strict, '127.0.1.2', owner)).status).toBe(200)
  })

  it('limits one account across addresses at the account-wide limit, except on a known device', async () => {
    const owner = await createUser(strict)
    const known = await loginWithCookies(strict, '127.0.3.1', owner)
    expect(known.status).toBe(200)
    const device = known.cookies.find((cookie) => cookie.startsWith('jdv='))!
    expect(device).toMatch(/HttpOnly/i)
    // A distributed guess: one try per address until the account-wide count is spent.
    for (let attempt = 2; attempt <= ACCOUNT_LIMIT; attempt += 1) {
      expect((await loginFrom(strict, `127.0.3.${attempt + 10}`, wrongPassword(owner.email))).status).toBe(
        401,
      )
    }
    const refused = await loginFrom(strict, '127.0.3.100', wrongPassword(owner.email))
    expect(refused.status).toBe(429)
    expect(refused.body.error).toBe('ERR_RATE_LIMITED')
    // From a new browser, the right password waits too; the browser the owner used keeps access.
    expect((await loginFrom(strict, '127.0.3.101', owner)).status).toBe(429)
    const cookie = device.split(';')[0]!
    expect((await loginFrom(strict, '127.0.3.1', owner, { cookie })).status).toBe(200)
    // A made-up device cookie is just a new browser.
    expect((await loginFrom(strict, '127.0.3.102', owner, { cookie: 'jdv=made-up' })).status).toBe(429)
    // Another account from a fresh address is not affected.
    const other = await createUser(strict)
    expect((await loginFrom(strict, '127.0.3.103', other)).status).toBe(200)
  })

  it('behind a trusted proxy, limits the client address the proxy reports', async () => {
    const viaProxy = (client: string, attempt: number) =>
      loginFrom(behindProxy, '127.0.0.1', wrongPassword(`proxied-${client}-${attempt}@limits.test`), {
        'x-forwarded-for': client,
      })
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      expect((await viaProxy('198.51.100.7', attempt)).status).toBe(401)
    }
    expect((await viaProxy('198.51.100.7', LIMIT + 1)).status).toBe(429)
    // Another client behind the same proxy has its own count.
    expect((await viaProxy('198.51.100.8', 1)).status).toBe(401)
  })

  it('limits password reset requests per account too', async () => {
    const email = 'reset-target@limits.test'
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt += 1) {
      const answer = await postFrom(strict, `127.0.2.${attempt}`, `/api/forgetpassword/${email}`, {})
      expect(answer.body.error).toBe('ERR_EMAIL_NOT_FOUND')
    }
    const refused = await postFrom(strict, '127.0.2.100', `/api/forgetpassword/${email}`, {})
    expect(refused.status).toBe(429)
  })
})
