import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../kernel/auth/passwords.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '../../testing/index.ts'

interface ReceivedMail {
  to: string[]
  raw: string
}

let smtp: SMTPServer
let testApp: TestApp
let sql: pg.Client
const mails: ReceivedMail[] = []

// A plain user of company 1, so the super admin's account stays untouched.
const AGENT = { email: 'agente@atendo.test', password: 'Agent-Pass-123' }
const NEW_PASSWORD = 'Novo-Segredo-456'

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    // No TLS to negotiate on loopback; the mailer talks plain SMTP.
    disabledCommands: ['STARTTLS'],
    closeTimeout: 500,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address)
        mails.push({ to, raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  const { port } = smtp.server.address() as AddressInfo
  testApp = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` } })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()

  await sql.query(
    `insert into users (company_id, name, email, password_hash, profile, created_at, updated_at)
     values (1, 'Agente', $1, $2, 'user', now(), now())`,
    [AGENT.email, await hashPassword(AGENT.password)],
  )
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
})

const client = () => new ApiClient(testApp.url)
const resetPath = (email: string, code: string, password: string) =>
  `/api/resetpasswords/${encodeURIComponent(email)}/${encodeURIComponent(code)}/${encodeURIComponent(password)}`

/** The text part of a single-part mail, undoing the transfer encoding nodemailer chose. */
function mailText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n')
  const headers = raw.slice(0, split)
  const body = raw.slice(split + 4)
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .split(/(=[0-9A-F]{2})/i)
      .flatMap((part) =>
        /^=[0-9A-F]{2}$/i.test(part) ? [Number.parseInt(part.slice(1), 16)] : [...Buffer.from(part)],
      )
    return Buffer.from(bytes).toString('utf8')
  }
  return body
}

async function requestCode(email: string): Promise<string> {
  const before = mails.length
  const answer = await client().post(`/api/forgetpassword/${encodeURIComponent(email)}`)
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual({ message: 'Email enviado com sucesso!' })
  const mail = await waitFor(() => mails.slice(before).find((received) => received.to.includes(email)))
  const code = /redefinir a senha é: ([A-Z2-9]{10})/.exec(mailText(mail.raw))?.[1]
  expect(code).toBeTruthy()
  return code!
}

describe('password reset', () => {
  it('refuses an unknown e-mail with 404 and sends nothing', async () => {
    const before = mails.length
    const answer = await client().post('/api/forgetpassword/ninguem%40atendo.test')
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ error: 'ERR_EMAIL_NOT_FOUND', statusCode: 404 })
    expect(mails.length).toBe(before)
  })

  it('mails a one-time code that sets a new password and ends every session', async () => {
    const session = await client().login(AGENT)
    expect((await session.get('/api/auth/me')).status).toBe(200)

    const code = await requestCode(AGENT.email)

    const weak = await client().post(resetPath(AGENT.email, code, 'fraquinha'))
    expect(weak.status).toBe(400)
    expect(weak.body).toMatchObject({ error: 'ERR_WEAK_PASSWORD' })

    const wrong = await client().post(
      resetPath(AGENT.email, code === 'AAAAAAAAAA' ? 'BBBBBBBBBB' : 'AAAAAAAAAA', NEW_PASSWORD),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ error: 'ERR_INVALID_RESET_TOKEN' })

    // Neither refusal used the code up: it still works, typed in lower case too.
    const reset = await client().post(resetPath(AGENT.email, code.toLowerCase(), NEW_PASSWORD))
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({ message: 'Senha redefinida com sucesso.' })

    // Checked before any new login, which would end the session by itself.
    const me = await session.get('/api/auth/me')
    expect(me.status).toBe(401)
    expect(me.body).toMatchObject({ error: 'ERR_SESSION_REVOKED' })
    const { rows } = await sql.query(
      `select s.revoked_reason from user_sessions s join users u on u.id = s.user_id where u.email = $1`,
      [AGENT.email],
    )
    expect(rows).toEqual([{ revoked_reason: 'password-reset' }])

    const old = await client().post('/api/auth/login', AGENT)
    expect(old.status).toBe(401)
    expect(old.body).toMatchObject({ error: 'ERR_INVALID_CREDENTIALS' })
    const fresh = await client().post('/api/auth/login', { email: AGENT.email, password: NEW_PASSWORD })
    expect(fresh.status).toBe(200)

    const again = await client().post(resetPath(AGENT.email, code, 'Outra-Senha-789'))
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ error: 'ERR_INVALID_RESET_TOKEN' })
    expect(
      (await client().post('/api/auth/login', { email: AGENT.email, password: NEW_PASSWORD })).status,
    ).toBe(200)
  })

  it("does not let one account's code reset another account", async () => {
    const code = await requestCode(TEST_ADMIN.email)
    const answer = await client().post(resetPath(AGENT.email, code, 'Roubada-Senha-1'))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: 'ERR_INVALID_RESET_TOKEN' })
    expect((await client().post('/api/auth/login', TEST_ADMIN)).status).toBe(200)
  })
})
