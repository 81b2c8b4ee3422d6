import pg from 'pg'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  createUser,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  waitFor,
} from '../../testing/index.ts'
import { SESSION_REPLACED_MESSAGE } from './login.ts'
import { LOGGED_OUT_MESSAGE, REFRESH_COOKIE, SESSION_REVOKED_MESSAGE } from './routes.ts'

let testApp: TestApp
let sql: pg.Client
const sockets: Socket[] = []

beforeAll(async () => {
  testApp = await startTestApp()
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await sql?.end()
  await testApp?.close()
})

const client = () => new ApiClient(testApp.url)
const login = (credentials = TEST_ADMIN) => client().login(credentials)

/** A socket of one company namespace; reconnection off so a kicked socket stays down. */
function openSocket(companyId: number, token: string) {
  const socket = connectSocket(`${testApp.url}/${companyId}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  sockets.push(socket)
  const received: { event: string; payload: unknown }[] = []
  const disconnects: string[] = []
  socket.onAny((event: string, payload: unknown) => void received.push({ event, payload }))
  socket.on('disconnect', (reason) => void disconnects.push(reason))
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return { socket, received, disconnects, ready }
}

let signupCount = 0
function signupBody(overrides: Record<string, unknown> = {}) {
  signupCount += 1
  return {
    companyName: `Empresa Signup ${signupCount}`,
    name: 'Dona Maria',
    email: `maria${signupCount}@signup.test`,
    password: 'segredo123',
    phone: '(11) 98765-4321',
    planId: 1,
    ...overrides,
  }
}

async function setUserCreation(value: 'enabled' | 'disabled') {
  await sql.query(`update global_settings set value = $1 where key = 'userCreation'`, [value])
}

describe('login', () => {
  it('answers a token and the session user with company, due date, plan flags and settings', async () => {
    const answer = await client().post('/api/auth/login', TEST_ADMIN)
    expect(answer.status).toBe(200)
    expect(answer.body.token).toEqual(expect.any(String))
    const { user } = answer.body
    expect(user).toMatchObject({
      email: TEST_ADMIN.email,
      profile: 'admin',
      super: true,
      companyId: 1,
      company: { id: 1, name: 'Empresa 1', dueDate: '2999-12-31' },
    })
    expect(user.company.plan).toMatchObject({ id: 1, useSchedules: true, useWhatsapp: true })
    expect(Array.isArray(user.company.companieSettings)).toBe(true)
    expect(user).not.toHaveProperty('passwordHash')
  })

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const wrongPassword = await client().post('/api/auth/login', { ...TEST_ADMIN, password: 'Wrong-Pass-1' })
    const unknownEmail = await client().post('/api/auth/login', {
      email: 'nobody@atendo.test',
      password: TEST_ADMIN.password,
    })
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(401)
      expect(answer.body).toMatchObject({ error: 'ERR_INVALID_CREDENTIALS', statusCode: 401 })
    }
    // Same body either way, so the answer does not reveal which e-mails have accounts.
    expect(unknownEmail.body).toEqual(wrongPassword.body)
  })

  it('names the invalid field in the validation envelope', async () => {
    const answer = await client().post('/api/auth/login', { email: 'not-an-email', password: 'x' })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: 'ERR_VALIDATION', statusCode: 400 })
    expect(answer.body.fields).toMatchObject(
      expect.arrayContaining([expect.objectContaining({ field: 'email' })]),
    )
  })
})

describe('GET /api/auth/me', () => {
  it('answers the user with a token', async () => {
    const admin = await login()
    const me = await admin.get('/api/auth/me')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ email: TEST_ADMIN.email, company: { id: 1 } })
  })

  it('refuses without a token (401) and with a garbage token (403, so the client refreshes once)', async () => {
    const anonymous = await client().get('/api/auth/me')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toMatchObject({ error: 'ERR_UNAUTHENTICATED', statusCode: 401 })

    const garbage = client()
    garbage.token = 'not.a.jwt'
    const answer = await garbage.get('/api/auth/me')
    expect(answer.status).toBe(403)
    expect(answer.body).toMatchObject({ error: 'ERR_INVALID_TOKEN', statusCode: 403 })
  })

  it('ignores a stale token on public routes, so a logged-out browser can still log in', async () => {
    const stale = client()
    stale.token = 'not.a.jwt'
    expect((await stale.get('/api/plans/list')).status).toBe(200)
    expect((await stale.post('/api/auth/login', TEST_ADMIN)).status).toBe(200)
  })
})

describe('refresh token rotation', () => {
  it('rotates the cookie and the new access token works', async () => {
    const admin = await login()
    const first = admin.cookies.get(REFRESH_COOKIE)
    expect(first).toBeTruthy()

    const refreshed = await admin.post('/api/auth/refresh_token')
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.user.email).toBe(TEST_ADMIN.email)
    const second = admin.cookies.get(REFRESH_COOKIE)
    expect(second).toBeTruthy()
    expect(second).not.toBe(first)

    admin.token = refreshed.body.token
    expect((await admin.get('/api/auth/me')).status).toBe(200)
  })

  it('accepts the previous cookie inside the grace window without issuing a new one', async () => {
    const admin = await login()
    const old = admin.cookies.get(REFRESH_COOKIE)!
    expect((await admin.post('/api/auth/refresh_token')).status).toBe(200)

    // A second tab that still holds the old cookie refreshes at the same time.
    const otherTab = client()
    otherTab.cookies.set(REFRESH_COOKIE, old)
    const answer = await otherTab.post('/api/auth/refresh_token')
    expect(answer.status).toBe(200)
    expect(answer.headers.getSetCookie()).toEqual([])
    otherTab.token = answer.body.token
    expect((await otherTab.get('/api/auth/me')).status).toBe(200)
  })

  it('lets two tabs refresh with the same cookie at the same moment', async () => {
    const admin = await login()
    const cookie = admin.cookies.get(REFRESH_COOKIE)!
    const tabs = [client(), client()]
    for (const tab of tabs) tab.cookies.set(REFRESH_COOKIE, cookie)
    const answers = await Promise.all(tabs.map((tab) => tab.post('/api/auth/refresh_token')))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    // Exactly one of them rotated; the other fell into the grace window.
    expect(answers.filter((answer) => answer.headers.getSetCookie().length > 0)).toHaveLength(1)
    for (const [index, tab] of tabs.entries()) {
      tab.token = answers[index]!.body.token
      expect((await tab.get('/api/auth/me')).status).toBe(200)
    }
  })

  it('treats the previous cookie after the grace window as theft and revokes the session', async () => {
    const admin = await login()
    const old = admin.cookies.get(REFRESH_COOKIE)!
    const refreshed = await admin.post('/api/auth/refresh_token')
    expect(refreshed.status).toBe(200)
    admin.token = refreshed.body.token
    const sessionId = JSON.parse(Buffer.from(admin.token!.split('.')[1]!, 'base64url').toString()).sid
    await sql.query(`update user_sessions set updated_at = now() - interval '1 minute' where id = $1`, [
      sessionId,
    ])

    const thief = client()
    thief.cookies.set(REFRESH_COOKIE, old)
    const answer = await thief.post('/api/auth/refresh_token')
    expect(answer.status).toBe(401)
    expect(answer.body).toMatchObject({ error: 'ERR_SESSION_REVOKED' })

    const me = await admin.get('/api/auth/me')
    expect(me.status).toBe(401)
    expect(me.body).toMatchObject({ error: 'ERR_SESSION_REVOKED' })
    // The legitimate holder's newest cookie is dead too: the whole session ended.
    expect((await admin.post('/api/auth/refresh_token')).status).toBe(401)
    const { rows } = await sql.query('select revoked_reason from user_sessions where id = $1', [sessionId])
    expect(rows[0].revoked_reason).toBe('refresh-token-reused')
  })
})

describe('logout', () => {
  it('revokes the session: the token and the refresh cookie stop working', async () => {
    const admin = await login()
    const cookie = admin.cookies.get(REFRESH_COOKIE)!
    const answer = await admin.delete('/api/auth/logout')
    expect(answer.status).toBe(200)
    expect(admin.cookies.has(REFRESH_COOKIE)).toBe(false)

    const me = await admin.get('/api/auth/me')
    expect(me.status).toBe(401)
    expect(me.body).toMatchObject({ error: 'ERR_SESSION_REVOKED' })
    expect((await admin.post('/api/auth/refresh_token')).status).toBe(401)

    // Even a copy of the cookie kept from before the logout is refused by the server.
    const copy = client()
    copy.cookies.set(REFRESH_COOKIE, cookie)
    const refresh = await copy.post('/api/auth/refresh_token')
    expect(refresh.status).toBe(401)
    expect(refresh.body).toMatchObject({ error: 'ERR_SESSION_REVOKED' })
  })
})

describe('a revoked session is disconnected', () => {
  it('logout disconnects the sockets of that session, not those of other sessions', async () => {
    const admin = await login()
    const agent = await client().login(await createUser(testApp))
    const adminSocket = openSocket(1, admin.token!)
    const agentSocket = openSocket(1, agent.token!)
    await Promise.all([adminSocket.ready, agentSocket.ready])

    expect((await admin.delete('/api/auth/logout')).status).toBe(200)
    await waitFor(() => adminSocket.disconnects.length > 0)
    expect(adminSocket.disconnects).toEqual(['io server disconnect'])
    expect(adminSocket.received).toContainEqual({
      event: 'company-1-auth',
      payload: { action: 'logout', message: LOGGED_OUT_MESSAGE, reason: 'logout', user: { id: 1 } },
    })
    // The other session's socket still hears the company.
    testApp.app.kernel.realtime.toCompany(1).emit('company-1-probe', 'still-here')
    await waitFor(() => agentSocket.received.some((event) => event.event === 'company-1-probe'))
    expect(agentSocket.socket.connected).toBe(true)
    expect(agentSocket.received.filter((event) => event.event === 'company-1-auth')).toEqual([])
  })

  it('a reused refresh token disconnects the sockets of the session it revokes', async () => {
    const victim = await client().login(await createUser(testApp))
    const bystander = await client().login(await createUser(testApp))
    const old = victim.cookies.get(REFRESH_COOKIE)!
    const refreshed = await victim.post('/api/auth/refresh_token')
    expect(refreshed.status).toBe(200)
    victim.token = refreshed.body.token
    const victimSocket = openSocket(1, victim.token!)
    const bystanderSocket = openSocket(1, bystander.token!)
    await Promise.all([victimSocket.ready, bystanderSocket.ready])
    const sessionId = JSON.parse(Buffer.from(victim.token!.split('.')[1]!, 'base64url').toString()).sid
    // Past the grace window: presenting the old cookie now is theft.
    await sql.query(`update user_sessions set updated_at = now() - interval '1 minute' where id = $1`, [
      sessionId,
    ])

    const thief = client()
    thief.cookies.set(REFRESH_COOKIE, old)
    expect((await thief.post('/api/auth/refresh_token')).status).toBe(401)
    await waitFor(() => victimSocket.disconnects.length > 0)
    expect(victimSocket.received).toContainEqual({
      event: 'company-1-auth',
      payload: {
        action: 'logout',
        message: SESSION_REVOKED_MESSAGE,
        reason: 'refresh-token-reused',
        user: { id: expect.any(Number) },
      },
    })
    testApp.app.kernel.realtime.toCompany(1).emit('company-1-probe', 'still-here')
    await waitFor(() => bystanderSocket.received.some((event) => event.event === 'company-1-probe'))
    expect(bystanderSocket.socket.connected).toBe(true)
  })
})

describe('one session per user', () => {
  it('a second login ends the first session and tells its sockets', async () => {
    const first = await login()
    const firstSocket = openSocket(1, first.token!)
    await firstSocket.ready

    const second = await login()
    await waitFor(() => firstSocket.disconnects.length > 0)
    expect(firstSocket.received).toContainEqual({
      event: 'company-1-auth',
      payload: { action: 'logout', message: SESSION_REPLACED_MESSAGE, reason: 'replaced', user: { id: 1 } },
    })
    expect(SESSION_REPLACED_MESSAGE).toBe('Sua conta foi acessada em outro computador.')
    // A server-side namespace disconnect: the client must not reconnect on its own.
    expect(firstSocket.disconnects).toEqual(['io server disconnect'])

    const me = await first.get('/api/auth/me')
    expect(me.status).toBe(401)
    // The ended browser can say why (inbox.md §4), on a request as on a refresh.
    expect(me.body).toMatchObject({ error: 'ERR_SESSION_REVOKED', details: { reason: 'replaced' } })
    const refused = await first.post('/api/auth/refresh_token')
    expect(refused.status).toBe(401)
    expect(refused.body).toMatchObject({ error: 'ERR_SESSION_REVOKED', details: { reason: 'replaced' } })
    expect((await second.get('/api/auth/me')).status).toBe(200)

    // The new session's socket connects and is not touched by the replacement of the old one.
    const secondSocket = openSocket(1, second.token!)
    await secondSocket.ready
    const third = openSocket(1, first.token!)
    await expect(third.ready).rejects.toThrow('ERR_SESSION_REVOKED')
    expect((await second.get('/api/auth/me')).status).toBe(200)
    expect(secondSocket.socket.connected).toBe(true)
    expect(secondSocket.received.filter((r) => r.event === 'company-1-auth')).toEqual([])
  })
})

describe('one session per browser, shared by the inbox and the back office', () => {
  it('a login from the browser holding a live session keeps that session (the other app stays in)', async () => {
    const user = await createUser(testApp, {
      email: 'shared-session@atendo.test',
      password: 'Shared-Pass-123',
    })
    const browser = await client().login(user)
    expect(browser.cookies.get('atendo_session')).toBe('1')
    const inboxToken = browser.token
    const socket = openSocket(1, inboxToken!)
    await socket.ready

    // The back office's login form in the same browser: the refresh cookie is presented.
    await browser.login(user)
    const live = await sql.query(
      'select count(*)::int as n from user_sessions where user_id = $1 and revoked_at is null',
      [user.id],
    )
    expect(live.rows[0].n).toBe(1)
    browser.token = inboxToken
    expect((await browser.get('/api/auth/me')).status).toBe(200)
    expect(socket.received.filter((r) => r.event === 'company-1-auth')).toEqual([])

    // Another browser still replaces it.
    const other = await client().login(user)
    expect((await other.get('/api/auth/me')).status).toBe(200)
    expect((await browser.get('/api/auth/me')).status).toBe(401)

    // Logout forgets the readable marker with the refresh cookie.
    await other.delete('/api/auth/logout')
    expect(other.cookies.has('atendo_session')).toBe(false)
  })
})

describe('signup', () => {
  it('is refused while user creation is disabled (the default)', async () => {
    const answer = await client().post('/api/auth/signup', signupBody())
    expect(answer.status).toBe(403)
    expect(answer.body).toMatchObject({ error: 'ERR_USER_CREATION_DISABLED' })
  })

  it('creates a company whose admin can log in once enabled; a duplicate e-mail is 409', async () => {
    await setUserCreation('enabled')
    try {
      const body = signupBody()
      const created = await client().post('/api/auth/signup', body)
      expect(created.status).toBe(201)
      expect(created.body).toEqual({
        companyId: expect.any(Number),
        userId: expect.any(Number),
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      })
      expect(created.body.companyId).not.toBe(1)

      const answer = await client().post('/api/auth/login', { email: body.email, password: body.password })
      expect(answer.status).toBe(200)
      expect(answer.body.user).toMatchObject({
        id: created.body.userId,
        profile: 'admin',
        super: false,
        companyId: created.body.companyId,
        company: { id: created.body.companyId, name: body.companyName, dueDate: created.body.dueDate },
      })

      const duplicate = await client().post(
        '/api/auth/signup',
        signupBody({ email: body.email.toUpperCase() }),
      )
      expect(duplicate.status).toBe(409)
      expect(duplicate.body).toMatchObject({ error: 'ERR_EMAIL_ALREADY_EXISTS' })
    } finally {
      await setUserCreation('disabled')
    }
  })
})

describe('plans', () => {
  it('GET /api/plans/list is public', async () => {
    const answer = await client().get('/api/plans/list')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 1, name: 'Plano 1', useSchedules: true })]),
    )
  })

  it("GET /api/companies/listPlan/:id answers the caller's own company, 404 for another one", async () => {
    await setUserCreation('enabled')
    let body: ReturnType<typeof signupBody>
    let created: { companyId: number }
    try {
      body = signupBody()
      created = (await client().post('/api/auth/signup', body)).body
    } finally {
      await setUserCreation('disabled')
    }
    const tenant = await login({ email: body.email, password: body.password })

    const own = await tenant.get(`/api/companies/listPlan/${created.companyId}`)
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ id: created.companyId, plan: { id: 1, useSchedules: true } })

    const other = await tenant.get('/api/companies/listPlan/1')
    expect(other.status).toBe(404)
    expect(other.body).toMatchObject({ error: 'ERR_COMPANY_NOT_FOUND' })

    // The super admin reads any company's plan.
    const admin = await login()
    expect((await admin.get(`/api/companies/listPlan/${created.companyId}`)).status).toBe(200)
  })
})
