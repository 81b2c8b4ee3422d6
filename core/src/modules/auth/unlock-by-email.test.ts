import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, startTestApp, type TestApp, waitFor } from '../../testing/index.ts'

/**
 * Lock-out without a weapon (docs/security.md, "Lock-out"): when strangers spend an account's
 * account-wide tries, its owner is e-mailed a one-time link (the mailer's SMTP transport, to a
 * local SMTP server here); opening it makes that browser a known device, which logs in although
 * the account is held. One e-mail per 15 minutes; a link works once.
 */
const ACCOUNT_LIMIT = 4
const mails: { to: string[]; text: string }[] = []
let smtp: SMTPServer
let testApp: TestApp

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 500,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        // Quoted-printable soft line breaks and escapes undone, so the link reads whole.
        const text = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=')
        mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), text })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  const { port } = smtp.server.address() as AddressInfo
  testApp = await startTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      PUBLIC_URL: 'https://atendo.example.test',
      RATE_LIMIT_AUTH_PER_MINUTE: '3',
      RATE_LIMIT_AUTH_ACCOUNT_PER_MINUTE: String(ACCOUNT_LIMIT),
    },
  })
})

afterAll(async () => {
  await testApp?.close()
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
})

/** A request from a chosen loopback address (each one another client to the per-address limit). */
function call(
  from: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const body = payload === undefined ? '' : JSON.stringify(payload)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${testApp.url}${path}`,
      {
        method,
        localAddress: from,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (answer) => {
        answer.resume()
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

describe('unlock by e-mail', () => {
  it('mails the held account a one-time link that lets its browser in', async () => {
    const owner = await createUser(testApp)
    const wrong = { email: owner.email, password: 'not-the-password' }
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt += 1) {
      expect((await call(`127.0.5.${attempt}`, 'POST', '/api/auth/login', wrong)).status).toBe(401)
    }
    expect((await call('127.0.5.20', 'POST', '/api/auth/login', wrong)).status).toBe(429)
    const mail = await waitFor(() => mails.find((sent) => sent.to.includes(owner.email)))
    const link = /https:\/\/atendo\.example\.test(\/api\/auth\/unlock\/[A-Za-z0-9_-]+)/.exec(mail.text)
    expect(link).not.toBeNull()

    // Held: the right password from a new browser waits, and another lock-out sends no second mail.
    expect((await call('127.0.5.30', 'POST', '/api/auth/login', owner)).status).toBe(429)
    expect((await call('127.0.5.21', 'POST', '/api/auth/login', wrong)).status).toBe(429)

    // The owner opens the link in their browser: it becomes a known device of the account.
    const opened = await call('127.0.5.30', 'GET', link![1]!)
    expect(opened.status).toBe(303)
    expect(opened.headers.location).toBe('/login?unlocked=1')
    const device = ([] as string[])
      .concat(opened.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith('jdv='))
    expect(device).toMatch(/HttpOnly/i)
    const cookie = device!.split(';')[0]!
    expect((await call('127.0.5.30', 'POST', '/api/auth/login', owner, { cookie })).status).toBe(200)

    // Once only; and only one mail went out for this lock-out.
    expect((await call('127.0.5.31', 'GET', link![1]!)).status).toBe(403)
    expect(mails.filter((sent) => sent.to.includes(owner.email))).toHaveLength(1)
  })

  it('sends nothing for an address without an account', async () => {
    const stranger = { email: 'nobody-here@unlock.test', password: 'whatever-123' }
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT + 1; attempt += 1) {
      await call(`127.0.6.${attempt}`, 'POST', '/api/auth/login', stranger)
    }
    expect((await call('127.0.6.50', 'POST', '/api/auth/login', stranger)).status).toBe(429)
    // The mail of the first test went out at once; this one has none to wait for.
    expect(mails.some((sent) => sent.to.includes(stranger.email))).toBe(false)
  })
})
