import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  createCompany,
  createUser,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
} from '../testing/index.ts'

/**
 * issue 14, item 4: the user in the answers of login, refresh, /auth/me and GET /users/{id} is one
 * shape, with what the family's clients read at once (queues, company with its due date and
 * settings, profile image, permissions), and the access token carries plain claims.
 */
let testApp: TestApp
let admin: ApiClient
let companyId: number

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

beforeAll(async () => {
  testApp = await startTestApp()
  companyId = await createCompany(testApp, { name: 'Formato Único', dueDate: '2030-01-31' })
  const owner = await createUser(testApp, { companyId, profile: 'admin' })
  admin = await new ApiClient(testApp.url).login(owner)
})
afterAll(() => testApp?.close())

/** The fields every answer must carry, with the types the clients use them as. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies freely
function expectSessionUserShape(user: Record<string, any>) {
  expect(user).toMatchObject({
    id: expect.any(Number),
    companyId: expect.any(Number),
    name: expect.any(String),
    email: expect.any(String),
    profile: expect.stringMatching(/^(admin|user)$/),
    super: expect.any(Boolean),
    queues: expect.any(Array),
    queueIds: expect.any(Array),
    permissions: expect.any(Array),
    allTicket: expect.stringMatching(/^(enabled|disabled)$/),
    defaultTicketsManagerWidth: expect.any(Number),
    company: {
      id: expect.any(Number),
      name: expect.any(String),
      plan: expect.objectContaining({ id: expect.any(Number), useSchedules: expect.any(Boolean) }),
      companieSettings: expect.any(Array),
      settings: expect.any(Array),
    },
  })
  expect('profileImage' in user).toBe(true)
  expect('dueDate' in user.company).toBe(true)
  expect(user).not.toHaveProperty('passwordHash')
}

describe('the session user', () => {
  it('is the same shape in login, refresh, /auth/me and GET /users/{id}, queues included', async () => {
    const queue = await admin.post('/api/queue', { name: 'Suporte', color: '#AA0000', greetingMessage: '' })
    expect(queue.status).toBe(201)
    const agent = await createUser(testApp, { companyId })
    expect((await admin.put(`/api/users/${agent.id}`, { queueIds: [queue.body.id] })).status).toBe(200)
    await admin.put('/api/companySettings', { column: 'userRating', data: 'enabled' })
    const client = new ApiClient(testApp.url)
    const avatar = new FormData()
    avatar.append('typeArch', 'user')
    avatar.append('profileImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'eu.png')

    const login = await client.post('/api/auth/login', { email: agent.email, password: agent.password })
    expect(login.status).toBe(200)
    client.token = login.body.token
    expect((await client.post(`/api/users/${agent.id}/media-upload`, avatar)).status).toBe(200)
    const refresh = await client.post('/api/auth/refresh_token')
    expect(refresh.status).toBe(200)
    client.token = refresh.body.token
    const me = await client.get('/api/auth/me')
    const byId = await client.get(`/api/users/${agent.id}`)
    const byAdmin = await admin.get(`/api/users/${agent.id}`)

    for (const user of [login.body.user, refresh.body.user, me.body, byId.body, byAdmin.body]) {
      expectSessionUserShape(user)
      expect(user.queues).toEqual([{ id: queue.body.id, name: 'Suporte', color: '#AA0000' }])
      expect(user.queueIds).toEqual([queue.body.id])
      expect(user.permissions).toEqual([])
      expect(user.company).toMatchObject({ id: companyId, name: 'Formato Único', dueDate: '2030-01-31' })
      expect(user.company.companieSettings).toContainEqual({ key: 'userRating', value: 'enabled' })
      expect(user.company.settings).toEqual(user.company.companieSettings)
    }
    // After the upload every answer has the same signed avatar URL form.
    for (const user of [refresh.body.user, me.body, byId.body]) {
      expect(user.profileImage).toMatch(/^\/public\/company\d+\/.+\.png\?expires=\d+&signature=/)
    }
    // Same keys everywhere: a client can treat them alike.
    const keys = (user: object) => Object.keys(user).sort()
    expect(keys(refresh.body.user)).toEqual(keys(login.body.user))
    expect(keys(me.body)).toEqual(keys(login.body.user))
    expect(keys(byId.body)).toEqual(keys(login.body.user))
  })

  it("gives an admin the admin's static permissions of inbox.md §6", async () => {
    const me = await admin.get('/api/auth/me')
    expect(me.body.permissions).toEqual(
      expect.arrayContaining(['dashboard:view', 'drawer-admin-items:view', 'tickets-manager:closeAll']),
    )
    expect(me.body.permissions).toContain('connections-page:addConnection')
  })

  it('keeps another company’s users out of GET /users/{id}', async () => {
    expect((await admin.get('/api/users/1')).status).toBe(404)
  })
})

describe('access-token claims', () => {
  it('carry the user id, company id and profile under plain names, beside the existing ones', async () => {
    const superAdmin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const claims = decodeJwt(superAdmin.token!)
    expect(claims).toMatchObject({ sub: '1', cid: 1, id: 1, userId: 1, companyId: 1, profile: 'admin' })
    expect(typeof claims.sid).toBe('string')
    const refreshed = await superAdmin.post('/api/auth/refresh_token')
    expect(decodeJwt(refreshed.body.token)).toMatchObject({ userId: 1, companyId: 1, profile: 'admin' })
    // The token still works where it did.
    superAdmin.token = refreshed.body.token
    expect((await superAdmin.get('/api/auth/me')).status).toBe(200)
  })
})
