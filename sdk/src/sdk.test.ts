import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '@atendo/core/testing'
import helpsPlugin from '@atendo/plugin-helps'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest'
import {
  AtendoApiError,
  type AtendoSocket,
  connectRealtime,
  createAtendoClient,
  type HelpEvent,
  type LogoutReason,
  type SessionUser,
} from './index.ts'

const rootDir = fileURLToPath(new URL('../../', import.meta.url))

let testApp: TestApp

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [helpsPlugin] })
})

afterAll(async () => {
  await testApp?.close()
})

/** A fetch that records `METHOD path status` for every request the client sends. */
function recordingFetch() {
  const calls: string[] = []
  const fetch = async (request: Request) => {
    const response = await globalThis.fetch(request)
    calls.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`)
    return response
  }
  return { calls, fetch }
}

function loggedOutSpy() {
  return vi.fn<(reason: LogoutReason) => void>()
}

describe('createAtendoClient', () => {
  it('logs in and calls typed routes', async () => {
    const atendo = createAtendoClient({ baseUrl: testApp.url })
    const session = await atendo.login(TEST_ADMIN.email, TEST_ADMIN.password)
    expect(session.user.email).toBe(TEST_ADMIN.email)
    expect(atendo.token).toBe(session.token)

    const me = await atendo.GET('/api/auth/me')
    expect(me.response.status).toBe(200)
    expectTypeOf(me.data).toEqualTypeOf<SessionUser | undefined>()
    expect(me.data).toMatchObject({ email: TEST_ADMIN.email, super: true, companyId: 1 })

    const created = await atendo.POST('/api/helps', {
      body: { title: 'Getting started', description: 'The first steps', video: 'abc123' },
    })
    expect(created.response.status).toBe(201)
    expect(created.data).toMatchObject({ title: 'Getting started', video: 'abc123' })
    const helpId = created.data!.id

    const listed = await atendo.GET('/api/helps/list')
    expect(listed.data?.map((help) => help.id)).toContain(helpId)
    const paged = await atendo.GET('/api/helps', { params: { query: { searchParam: 'getting' } } })
    expect(paged.data).toMatchObject({ helps: [{ id: helpId }] })
    const one = await atendo.GET('/api/helps/{id}', { params: { path: { id: helpId } } })
    expect(one.data?.title).toBe('Getting started')
  })

  it('refuses a wrong password with an AtendoApiError and does not log out', async () => {
    const onLogout = loggedOutSpy()
    const atendo = createAtendoClient({ baseUrl: testApp.url, onLogout })
    const refused = await atendo.login(TEST_ADMIN.email, 'Wrong-Pass-123').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AtendoApiError)
    expect(refused).toMatchObject({ status: 401, code: 'ERR_INVALID_CREDENTIALS' })
    expect(onLogout).not.toHaveBeenCalled()
  })

  it('answers a 403 with one token refresh through the refresh cookie, then retries', async () => {
    const { calls, fetch } = recordingFetch()
    const atendo = createAtendoClient({ baseUrl: testApp.url, fetch })
    await atendo.login(TEST_ADMIN.email, TEST_ADMIN.password)
    atendo.setToken('corrupted.token.value')
    calls.length = 0

    const me = await atendo.GET('/api/auth/me')
    expect(me.data?.email).toBe(TEST_ADMIN.email)
    expect(calls).toEqual([
      'GET /api/auth/me 403',
      'POST /api/auth/refresh_token 200',
      'GET /api/auth/me 200',
    ])
    expect(atendo.token).toMatch(/^ey/)

    // The retry sends the request body again.
    atendo.setToken('corrupted.token.value')
    calls.length = 0
    const created = await atendo.POST('/api/helps', { body: { title: 'Sent twice' } })
    expect(created.response.status).toBe(201)
    expect(created.data?.title).toBe('Sent twice')
    expect(calls).toEqual(['POST /api/helps 403', 'POST /api/auth/refresh_token 200', 'POST /api/helps 201'])
  })

  it('sends a body holding files as multipart/form-data, again after a 403 refresh', async () => {
    const { calls, fetch } = recordingFetch()
    const atendo = createAtendoClient({ baseUrl: testApp.url, fetch })
    const { user } = await atendo.login(TEST_ADMIN.email, TEST_ADMIN.password)
    atendo.setToken('corrupted.token.value')
    calls.length = 0
    // An 8×8 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQ63iKFTEMLQkAZEJiwfzHOWwAAAAASUVORK5CYII=',
      'base64',
    )
    const uploaded = await atendo.POST('/api/users/{id}/media-upload', {
      params: { path: { id: user.id } },
      body: { profileImage: new File([png], 'avatar.png', { type: 'image/png' }), typeArch: 'user' },
    })
    expect(calls).toEqual([
      `POST /api/users/${user.id}/media-upload 403`,
      'POST /api/auth/refresh_token 200',
      `POST /api/users/${user.id}/media-upload 200`,
    ])
    expect(uploaded.data?.profileImage).toMatch(/\.png/)
  })

  it('refreshes once for concurrent 403s', async () => {
    const { calls, fetch } = recordingFetch()
    const atendo = createAtendoClient({ baseUrl: testApp.url, fetch })
    await atendo.login(TEST_ADMIN.email, TEST_ADMIN.password)
    atendo.setToken('corrupted.token.value')
    calls.length = 0
    const answers = await Promise.all([atendo.GET('/api/auth/me'), atendo.GET('/api/helps/list')])
    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200])
    expect(calls.filter((call) => call.startsWith('POST /api/auth/refresh_token'))).toHaveLength(1)
  })

  it('treats a 401 as logged out', async () => {
    const onLogout = loggedOutSpy()
    const atendo = createAtendoClient({ baseUrl: testApp.url, onLogout })
    await atendo.login(TEST_ADMIN.email, TEST_ADMIN.password)
    // One session per user: a login elsewhere ends this one.
    await new ApiClient(testApp.url).login(TEST_ADMIN)

    const me = await atendo.GET('/api/auth/me')
    expect(me.response.status).toBe(401)
    expect(me.error).toMatchObject({ error: 'ERR_SESSION_REVOKED' })
    expect(onLogout).toHaveBeenCalledExactlyOnceWith('unauthorized')
    expect(atendo.token).toBeUndefined()
  })

  it('logs out when the refresh after a 403 is refused with 401', async () => {
    const onLogout = loggedOutSpy()
    const { calls, fetch } = recordingFetch()
    const atendo = createAtendoClient({ baseUrl: testApp.url, fetch, onLogout })
    await atendo.login(TEST_ADMIN.email, TEST_ADMIN.password)
    await new ApiClient(testApp.url).login(TEST_ADMIN)
    atendo.setToken('corrupted.token.value')
    calls.length = 0

    const me = await atendo.GET('/api/auth/me')
    expect(me.response.status).toBe(403)
    expect(calls).toEqual(['GET /api/auth/me 403', 'POST /api/auth/refresh_token 401'])
    expect(onLogout).toHaveBeenCalledExactlyOnceWith('unauthorized')
    expect(atendo.token).toBeUndefined()
  })

  it('logs out on the server and forgets the session', async () => {
    const onLogout = loggedOutSpy()
    const atendo = createAtendoClient({ baseUrl: testApp.url, onLogout })
    await atendo.login(TEST_ADMIN.email, TEST_ADMIN.password)
    await atendo.logout()
    expect(onLogout).toHaveBeenCalledExactlyOnceWith('logout')
    expect(atendo.token).toBeUndefined()
    expect(await atendo.refresh()).toBe(false)
    expect(onLogout).toHaveBeenCalledTimes(1)
  })
})

describe('connectRealtime', () => {
  it('hears company-1-help when a help is created', async () => {
    const atendo = createAtendoClient({ baseUrl: testApp.url })
    const { user } = await atendo.login(TEST_ADMIN.email, TEST_ADMIN.password)
    expect(user.companyId).toBe(1)
    const socket: AtendoSocket = connectRealtime({
      baseUrl: testApp.url,
      companyId: user.companyId,
      token: atendo.token!,
      userId: user.id,
    })
    try {
      const heard: HelpEvent[] = []
      socket.on('company-1-help', (event) => {
        expectTypeOf(event).toEqualTypeOf<HelpEvent>()
        heard.push(event)
      })
      await waitFor(() => socket.connected)
      socket.emit('joinNotification')
      socket.emit('joinTickets', 'open')

      const created = await atendo.POST('/api/helps', { body: { title: 'Live help' } })
      const event = await waitFor(() => heard.find((item) => item.action === 'create'))
      expect(event).toMatchObject({ action: 'create', help: { id: created.data!.id, title: 'Live help' } })
    } finally {
      socket.disconnect()
    }
  })

  it('refreshes the token when the handshake refuses it, then connects', async () => {
    const atendo = createAtendoClient({ baseUrl: testApp.url })
    const { user } = await atendo.login(TEST_ADMIN.email, TEST_ADMIN.password)
    atendo.setToken('corrupted.token.value')
    const refresh = vi.fn(() => atendo.refresh())
    const socket = connectRealtime({
      baseUrl: testApp.url,
      companyId: user.companyId,
      token: () => atendo.token,
      refresh,
    })
    try {
      await waitFor(() => socket.connected)
      expect(refresh).toHaveBeenCalledTimes(1)
    } finally {
      socket.disconnect()
    }
  })
})

describe('sdk:generate --check', () => {
  it('finds the committed openapi.json and generated types up to date', async () => {
    const child = spawn(process.execPath, ['sdk/scripts/generate.ts', '--check'], { cwd: rootDir })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    expect({ code, output }).toMatchObject({ code: 0 })
  }, 60_000)
})
