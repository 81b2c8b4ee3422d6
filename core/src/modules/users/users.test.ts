import pg from 'pg'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '../../testing/index.ts'
import { insertCompany, insertUser } from './test-tenants.ts'

let testApp: TestApp
let sql: pg.Client
let admin: ApiClient
let companyB: number
let adminB: ApiClient
const sockets: Socket[] = []

// A 1x1 transparent PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

beforeAll(async () => {
  testApp = await startTestApp()
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  // Company 1's plan must not be what limits this file's many creations.
  await sql.query('update plans set users = 100, queues = 100 where id = 1')
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  companyB = await insertCompany(sql)
  adminB = await new ApiClient(testApp.url).login(await insertUser(sql, companyB, { profile: 'admin' }))
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await sql?.end()
  await testApp?.close()
})

let emailCount = 0
function newUserBody(overrides: Record<string, unknown> = {}) {
  emailCount += 1
  return {
    name: `Atendente ${emailCount}`,
    email: `atendente${emailCount}@users.test`,
    password: 'senha1',
    ...overrides,
  }
}

async function createUser(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const body = newUserBody(overrides)
  const answer = await client.post('/api/users', body)
  expect(answer.status).toBe(201)
  return { ...answer.body, password: body.password }
}

function openSocket(companyId: number, token: string) {
  const socket = connectSocket(`${testApp.url}/${companyId}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  sockets.push(socket)
  const received: { event: string; payload: Record<string, unknown> }[] = []
  const disconnects: string[] = []
  socket.onAny((event: string, payload: Record<string, unknown>) => void received.push({ event, payload }))
  socket.on('disconnect', (reason) => void disconnects.push(reason))
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return { received, disconnects, ready }
}

function avatarForm(content: Buffer, fileName: string, type: string) {
  const form = new FormData()
  form.append('typeArch', 'user')
  form.append('profileImage', new Blob([new Uint8Array(content)], { type }), fileName)
  return form
}

describe('creating users', () => {
  it('words the form failures as the form does', async () => {
    const answer = await admin.post('/api/users', { name: 'A', email: 'not-an-email', password: '1234' })
    expect(answer.status).toBe(400)
    expect(answer.body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', message: 'Too Short!' }),
        expect.objectContaining({ field: 'email', message: 'Invalid email' }),
        expect.objectContaining({ field: 'password', message: 'Too Short!' }),
      ]),
    )
  })

  it('creates a user with the specification defaults, a hashed password and queues', async () => {
    const queue = await admin.post('/api/queue', { name: 'Fila de usuários', color: '#aa0011' })
    const user = await createUser(admin, { queueIds: [queue.body.id], email: 'Mixed.Case@Users.Test' })
    expect(user).toMatchObject({
      email: 'mixed.case@users.test',
      profile: 'user',
      super: false,
      allTicket: 'disabled',
      allowConnections: 'disabled',
      defaultTheme: 'light',
      defaultMenu: 'open',
      startWork: '00:00',
      endWork: '23:59',
      queueIds: [queue.body.id],
      queues: [{ id: queue.body.id, name: 'Fila de usuários', color: '#aa0011' }],
    })
    expect(user).not.toHaveProperty('passwordHash')
    const { rows } = await sql.query('select password_hash from users where id = $1', [user.id])
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/)
    await new ApiClient(testApp.url).login({ email: 'mixed.case@users.test', password: 'senha1' })
    expect((await admin.get(`/api/users/${user.id}`)).body.queueIds).toEqual([queue.body.id])
  })

  it('refuses an e-mail already used, in any company and case', async () => {
    const existing = await createUser(admin)
    const again = await adminB.post('/api/users', newUserBody({ email: existing.email.toUpperCase() }))
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('ERR_EMAIL_ALREADY_EXISTS')
  })

  it("refuses a user beyond the plan's count", async () => {
    const small = await insertCompany(sql, { users: 1 })
    const smallAdmin = await new ApiClient(testApp.url).login(
      await insertUser(sql, small, { profile: 'admin' }),
    )
    const over = await smallAdmin.post('/api/users', newUserBody())
    expect(over.status).toBe(403)
    expect(over.body.error).toBe('ERR_PLAN_LIMIT_REACHED')
  })

  it('lets only the super admin grant the super flag', async () => {
    const refused = await adminB.post('/api/users', newUserBody({ super: true }))
    expect(refused.status).toBe(403)
    const granted = await admin.post('/api/users', newUserBody({ super: true, profile: 'admin' }))
    expect(granted.body.super).toBe(true)
  })
})

describe('listing users', () => {
  it('pages with searchParam/pageNumber and with react-admin, and lists pickers', async () => {
    await createUser(admin, { name: 'Zuleica Procurada' })
    const found = await admin.get('/api/users/?searchParam=zuleica&pageNumber=1')
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({ count: 1, hasMore: false })
    expect(found.body.users[0].name).toBe('Zuleica Procurada')

    const page = await admin.get(
      `/api/users?range=${encodeURIComponent('[0,1]')}&sort=${encodeURIComponent('["id","ASC"]')}`,
    )
    expect(page.body).toHaveLength(2)
    expect(page.headers.get('content-range')).toMatch(/^users 0-1\/\d+$/)

    const picks = await admin.get('/api/users/list')
    expect(picks.body[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      profile: expect.any(String),
      online: expect.any(Boolean),
    })
    expect(picks.body.some((pick: { name: string }) => pick.name === 'Zuleica Procurada')).toBe(true)
  })
})

describe('permissions', () => {
  it('lets a plain user edit their own name and preferences, nothing an admin sets', async () => {
    const queue = await admin.post('/api/queue', { name: 'Fila restrita', color: '#bb0022' })
    const created = await createUser(admin)
    const plain = await new ApiClient(testApp.url).login(created)

    const own = await plain.put(`/api/users/${created.id}`, {
      name: 'Nome Novo',
      defaultTheme: 'dark',
      // The form sends the admin's fields back unchanged: that is not a change.
      profile: 'user',
      queueIds: [],
    })
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ name: 'Nome Novo', defaultTheme: 'dark' })

    for (const body of [
      { profile: 'admin' },
      { queueIds: [queue.body.id] },
      { allTicket: 'enabled' },
      { startWork: '08:00' },
    ]) {
      const refused = await plain.put(`/api/users/${created.id}`, body)
      expect(refused.status).toBe(403)
      expect(refused.body.error).toBe('ERR_NO_PERMISSION')
    }
    const other = await plain.put('/api/users/1', { name: 'Invasor' })
    expect(other.status).toBe(403)
    expect((await plain.post('/api/users', newUserBody())).status).toBe(403)
    expect((await plain.delete('/api/users/1')).status).toBe(403)

    const { rows } = await sql.query('select profile, all_ticket, start_work from users where id = $1', [
      created.id,
    ])
    expect(rows[0]).toEqual({ profile: 'user', all_ticket: 'disabled', start_work: '00:00' })
    expect((await sql.query('select * from user_queues where user_id = $1', [created.id])).rows).toEqual([])

    const password = await plain.put(`/api/users/${created.id}`, { password: 'nova-senha' })
    expect(password.status).toBe(200)
    await new ApiClient(testApp.url).login({ email: created.email, password: 'nova-senha' })
  })

  it('lets an admin change profile, queues and switches', async () => {
    const queue = await admin.post('/api/queue', { name: 'Fila do admin', color: '#cc0033' })
    const created = await createUser(admin)
    const changed = await admin.put(`/api/users/${created.id}`, {
      profile: 'admin',
      queueIds: [queue.body.id],
      allHistoric: 'enabled',
      startWork: '08:00',
      endWork: '18:00',
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      profile: 'admin',
      queueIds: [queue.body.id],
      allHistoric: 'enabled',
      startWork: '08:00',
    })
    const hours = await admin.put(`/api/users/${created.id}`, { startWork: '8h' })
    expect(hours.status).toBe(400)
  })
})

describe('deleting users', () => {
  it('ends the deleted user session: their token is refused and their socket is logged out', async () => {
    const created = await createUser(admin)
    const queue = await admin.post('/api/queue', {
      name: 'Fila com atendente',
      color: '#ee0055',
      chatbots: [{ name: 'Falar com atendente', queueType: 'attendent', optUserId: created.id }],
    })
    const victim = await new ApiClient(testApp.url).login(created)
    const socket = openSocket(1, victim.token!)
    await socket.ready
    expect((await admin.delete('/api/users/1')).status).toBe(403)

    const deleted = await admin.delete(`/api/users/${created.id}`)
    expect(deleted.status).toBe(200)
    const refused = await victim.get('/api/auth/me')
    expect(refused.status).toBe(401)
    await waitFor(() => socket.received.find((event) => event.event === 'company-1-auth'))
    await waitFor(() => socket.disconnects.length > 0)
    expect((await admin.get(`/api/users/${created.id}`)).status).toBe(404)
    // The menu option that sent customers to them no longer does.
    const option = await admin.get(`/api/chatbot/${queue.body.chatbots[0].id}`)
    expect(option.body.optUserId).toBeNull()
  })
})

describe('avatars', () => {
  it('stores an image and answers a signed URL that serves it; refuses other files', async () => {
    const created = await createUser(admin)
    const user = await new ApiClient(testApp.url).login(created)
    const upload = await user.post(
      `/api/users/${created.id}/media-upload`,
      avatarForm(png, 'eu.png', 'image/png'),
    )
    expect(upload.status).toBe(200)
    expect(upload.body.profileImage).toMatch(/^\/public\/company1\/.+\.png\?expires=\d+&signature=/)
    const served = await user.open(upload.body.profileImage)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png)

    const text = await user.post(
      `/api/users/${created.id}/media-upload`,
      avatarForm(Buffer.from('oi'), 'a.txt', 'text/plain'),
    )
    expect(text.status).toBe(400)
    const svg = await user.post(
      `/api/users/${created.id}/media-upload`,
      avatarForm(Buffer.from('<svg/>'), 'a.svg', 'image/svg+xml'),
    )
    expect(svg.status).toBe(400)
    const someoneElse = await user.post('/api/users/1/media-upload', avatarForm(png, 'eu.png', 'image/png'))
    expect(someoneElse.status).toBe(403)
  })
})

describe('live events and tenant isolation', () => {
  it("tells the company's sockets about user changes without the password hash, and no other company's", async () => {
    const socketA = openSocket(1, admin.token!)
    const socketB = openSocket(companyB, adminB.token!)
    await Promise.all([socketA.ready, socketB.ready])
    const created = await createUser(admin)
    const event = await waitFor(() =>
      socketA.received.find((item) => item.event === 'company-1-user' && item.payload.action === 'create'),
    )
    expect(event.payload.user).toMatchObject({ id: created.id })
    expect(JSON.stringify(event.payload)).not.toMatch(/password/i)
    await admin.delete(`/api/users/${created.id}`)
    await waitFor(() =>
      socketA.received.find((item) => item.payload.action === 'delete' && item.payload.userId === created.id),
    )
    expect(socketB.received.filter((item) => item.event.endsWith('-user'))).toEqual([])
  })

  it("answers 404 for another company's users and changes nothing", async () => {
    const created = await createUser(admin)
    const queue = await admin.post('/api/queue', { name: 'Fila alheia', color: '#dd0044' })
    const answers = [
      await adminB.get(`/api/users/${created.id}`),
      await adminB.put(`/api/users/${created.id}`, { name: 'Roubado' }),
      await adminB.delete(`/api/users/${created.id}`),
      await adminB.post(`/api/users/${created.id}/media-upload`, avatarForm(png, 'x.png', 'image/png')),
      await adminB.post('/api/users', newUserBody({ queueIds: [queue.body.id] })),
    ]
    for (const answer of answers) expect(answer.status).toBe(404)
    const { rows } = await sql.query('select name, profile_image from users where id = $1', [created.id])
    expect(rows[0]).toEqual({ name: created.name, profile_image: null })

    const list = await adminB.get('/api/users/')
    expect(list.body.users.every((user: { companyId: number }) => user.companyId === companyB)).toBe(true)
    // companyId is honoured only for super admins.
    const picks = await adminB.get('/api/users/list?companyId=1')
    expect(picks.body.some((pick: { id: number }) => pick.id === created.id)).toBe(false)
    const superPicks = await admin.get(`/api/users/list?companyId=${companyB}`)
    expect(superPicks.body.length).toBeGreaterThan(0)
    expect(superPicks.body.some((pick: { id: number }) => pick.id === created.id)).toBe(false)
  })
})
