import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, startTestApp, type TestApp, type TestUser } from '../../testing/index.ts'

const LIMIT = 3

let strict: TestApp
let behindProxy: TestApp
let account: TestUser

beforeAll(async () => {
  // TRUST_PROXY is left at its default (off) on this one.
  strict = await startTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT) } })
  behindProxy = await startTestApp({
    env: { RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1' },
  })
  account = await createUser(strict)
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

  it('limits one account whatever address the attempts come from, even with the right password', async () => {
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      expect((await loginFrom(strict, `127.0.1.${attempt}`, wrongPassword(account.email))).status).toBe(401)
    }
    const fromElsewhere = await loginFrom(strict, '127.0.1.100', wrongPassword(account.email))
    expect(fromElsewhere.status).toBe(429)
    expect(fromElsewhere.body.error).toBe('ERR_RATE_LIMITED')
    // Same account, other case: the count is the account's, not the spelling's.
    const guessed = await loginFrom(strict, '127.0.1.101', {
      email: account.email.toUpperCase(),
      password: account.password,
    })
    expect(guessed.status).toBe(429)
    // Another account from a fresh address is not affected.
    const other = await createUser(strict)
    expect((await loginFrom(strict, '127.0.1.102', other)).status).toBe(200)
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
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      const answer = await postFrom(strict, `127.0.2.${attempt}`, `/api/forgetpassword/${email}`, {})
      expect(answer.body.error).toBe('ERR_EMAIL_NOT_FOUND')
    }
    const refused = await postFrom(strict, '127.0.2.100', `/api/forgetpassword/${email}`, {})
    expect(refused.status).toBe(429)
  })
})
