import {
  ApiClient,
  createCompany,
  createUser,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  waitFor,
} from '@atendo/core/testing'
import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import helpsPlugin from './index.ts'

const PLAIN_USER = { email: 'agent@atendo.test', password: 'Agent-Pass-123' }

let testApp: TestApp
let db: pg.Client
let admin: ApiClient
let agent: ApiClient
const sockets: Socket[] = []

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [helpsPlugin] })
  db = new pg.Client({ connectionString: testApp.database.url })
  await db.connect()
  // A plain agent of company 1, added as an operator would, so the test does not depend on user routes.
  await createUser(testApp, { ...PLAIN_USER, name: 'Agent' })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  agent = await new ApiClient(testApp.url).login(PLAIN_USER)
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await db?.end()
  await testApp?.close()
})

async function createHelp(title: string, extra: Record<string, unknown> = {}) {
  const answer = await admin.post('/api/helps', { title, ...extra })
  expect(answer.status).toBe(201)
  return answer.body as { id: number; title: string }
}

async function clearHelps() {
  await db.query('delete from helps')
}

describe('helps: managing as super admin', () => {
  it('creates, reads, updates and deletes a help video', async () => {
    const created = await admin.post('/api/helps', {
      title: '  Getting started  ',
      description: 'First steps',
      video: 'dQw4w9WgXcQ',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      title: 'Getting started',
      description: 'First steps',
      video: 'dQw4w9WgXcQ',
    })
    expect(created.body.id).toBeGreaterThan(0)
    expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt)
    const { id } = created.body

    const read = await agent.get(`/api/helps/${id}`)
    expect(read.status).toBe(200)
    expect(read.body).toEqual(created.body)

    const updated = await admin.put(`/api/helps/${id}`, { title: 'Getting started, again', video: null })
    expect(updated.status).toBe(200)
    // A field left out keeps its value; null clears it.
    expect(updated.body).toMatchObject({ id, title: 'Getting started, again', description: 'First steps' })
    expect(updated.body.video).toBeNull()
    const { rows } = await db.query('select title, description, video from helps where id = $1', [id])
    expect(rows).toEqual([{ title: 'Getting started, again', description: 'First steps', video: null }])

    const deleted = await admin.delete(`/api/helps/${id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ message: 'Help deleted' })
    expect((await db.query('select 1 from helps where id = $1', [id])).rowCount).toBe(0)

    const gone = await admin.get(`/api/helps/${id}`)
    expect(gone.status).toBe(404)
    expect(gone.body.error).toBe('ERR_NOT_FOUND')
    expect((await admin.put(`/api/helps/${id}`, { title: 'x' })).status).toBe(404)
    expect((await admin.delete(`/api/helps/${id}`)).status).toBe(404)
  })

  it('refuses an empty title with ERR_VALIDATION naming the field', async () => {
    const answer = await admin.post('/api/helps', { title: '' })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('ERR_VALIDATION')
    expect(answer.body.fields.map((problem: { field: string }) => problem.field)).toContain('title')

    const missing = await admin.post('/api/helps', { description: 'no title' })
    expect(missing.status).toBe(400)
    expect(missing.body.error).toBe('ERR_VALIDATION')
    // A missing property is named itself, not reported against the whole body.
    expect(missing.body.fields).toMatchObject([{ field: 'title', message: 'is required' }])
    expect(missing.body.message).toBe('title is required')

    const badId = await admin.get('/api/helps/abc')
    expect(badId.status).toBe(400)
    expect(badId.body.error).toBe('ERR_VALIDATION')
  })

  it('refuses changes from a user who is not super admin, but lets them read', async () => {
    const help = await createHelp('Only the super admin writes')

    const create = await agent.post('/api/helps', { title: 'Sneaky' })
    expect(create.status).toBe(403)
    expect(create.body.error).toBe('ERR_SUPER_ONLY')
    const update = await agent.put(`/api/helps/${help.id}`, { title: 'Sneaky' })
    expect(update.status).toBe(403)
    expect(update.body.error).toBe('ERR_SUPER_ONLY')
    const remove = await agent.delete(`/api/helps/${help.id}`)
    expect(remove.status).toBe(403)
    expect(remove.body.error).toBe('ERR_SUPER_ONLY')

    const { rows } = await db.query('select title from helps where id = $1', [help.id])
    expect(rows).toEqual([{ title: 'Only the super admin writes' }])
    expect((await db.query(`select 1 from helps where title = 'Sneaky'`)).rowCount).toBe(0)
    expect((await agent.get(`/api/helps/${help.id}`)).status).toBe(200)
  })

  it('refuses anonymous callers', async () => {
    const anonymous = new ApiClient(testApp.url)
    const answer = await anonymous.get('/api/helps')
    expect(answer.status).toBe(401)
    expect(answer.body.error).toBe('ERR_UNAUTHENTICATED')
    expect((await anonymous.post('/api/helps', { title: 'x' })).status).toBe(401)
  })
})

describe('helps: lists', () => {
  beforeAll(async () => {
    await clearHelps()
    // Bulk rows straight into the table: enough to spill over the 40-row page.
    await db.query(
      `insert into helps (title, description, created_at, updated_at)
       select 'Video ' || lpad(n::text, 2, '0'), case when n % 10 = 0 then 'about billing' end, now(), now()
         from generate_series(1, 45) as n`,
    )
  })

  it('pages in the specification style: searchParam and pageNumber give { helps, count, hasMore }', async () => {
    const first = await agent.get('/api/helps?searchParam=&pageNumber=1')
    expect(first.status).toBe(200)
    expect(first.body.count).toBe(45)
    expect(first.body.hasMore).toBe(true)
    expect(first.body.helps).toHaveLength(40)
    expect(first.body.helps[0].title).toBe('Video 01')
    expect(first.headers.get('content-range')).toBeNull()

    const second = await agent.get('/api/helps?searchParam=&pageNumber=2')
    expect(second.body).toMatchObject({ count: 45, hasMore: false })
    expect(second.body.helps.map((help: { title: string }) => help.title)).toEqual([
      'Video 41',
      'Video 42',
      'Video 43',
      'Video 44',
      'Video 45',
    ])

    const searched = await agent.get('/api/helps?searchParam=BILLING&pageNumber=1')
    expect(searched.body.count).toBe(4)
    expect(searched.body.hasMore).toBe(false)
    expect(searched.body.helps.map((help: { title: string }) => help.title)).toEqual([
      'Video 10',
      'Video 20',
      'Video 30',
      'Video 40',
    ])
  })

  it('pages in the react-admin style: a bare array and Content-Range', async () => {
    const query = (range: string, sort: string) =>
      `/api/helps?range=${encodeURIComponent(range)}&sort=${encodeURIComponent(sort)}`
    const one = await admin.get(query('[0,0]', '["title","ASC"]'))
    expect(one.status).toBe(200)
    expect(Array.isArray(one.body)).toBe(true)
    expect(one.body.map((help: { title: string }) => help.title)).toEqual(['Video 01'])
    expect(one.headers.get('content-range')).toBe('helps 0-0/45')
    expect(one.headers.get('access-control-expose-headers')).toContain('Content-Range')

    const lastThree = await admin.get(query('[0,2]', '["title","DESC"]'))
    expect(lastThree.body.map((help: { title: string }) => help.title)).toEqual([
      'Video 45',
      'Video 44',
      'Video 43',
    ])
    expect(lastThree.headers.get('content-range')).toBe('helps 0-2/45')

    const filtered = await admin.get(
      `/api/helps?range=${encodeURIComponent('[0,9]')}&filter=${encodeURIComponent('{"q":"billing"}')}`,
    )
    expect(filtered.body).toHaveLength(4)
    expect(filtered.headers.get('content-range')).toBe('helps 0-3/4')

    const badSort = await admin.get(query('[0,0]', '["description","ASC"]'))
    expect(badSort.status).toBe(400)
    expect(badSort.body.error).toBe('ERR_VALIDATION')
    expect(badSort.body.fields).toMatchObject([{ field: 'sort', message: 'cannot sort by description' }])
  })

  it('lists every help video at /api/helps/list', async () => {
    const answer = await agent.get('/api/helps/list')
    expect(answer.status).toBe(200)
    expect(answer.body).toHaveLength(45)
    expect(answer.body[44]).toMatchObject({ title: 'Video 45', description: null, video: null })
  })
})

describe('helps: live updates', () => {
  it('tells the company namespace when a help video is created, changed and deleted', async () => {
    const socket = io(`${testApp.url}/1`, {
      auth: { token: admin.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    })
    sockets.push(socket)
    const received: { action: string; help?: { id: number; title: string }; helpId?: number }[] = []
    socket.on('company-1-help', (payload) => received.push(payload))
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve)
      socket.once('connect_error', reject)
    })

    const help = await createHelp('Live video')
    await waitFor(() => received.some((event) => event.action === 'create'))
    expect(received[0]).toMatchObject({ action: 'create', help: { id: help.id, title: 'Live video' } })

    await admin.put(`/api/helps/${help.id}`, { title: 'Live video, renamed' })
    await waitFor(() => received.some((event) => event.action === 'update'))
    expect(received.find((event) => event.action === 'update')?.help?.title).toBe('Live video, renamed')

    await admin.delete(`/api/helps/${help.id}`)
    await waitFor(() => received.some((event) => event.action === 'delete'))
    expect(received.find((event) => event.action === 'delete')).toEqual({ action: 'delete', helpId: help.id })
    socket.disconnect()
  })
})

describe('helps: live updates in every company', () => {
  it('tells a socket of another company when the super admin changes a help video', async () => {
    const otherCompanyId = await createCompany(testApp, { name: 'Outra Empresa' })
    const attendant = await new ApiClient(testApp.url).login(
      await createUser(testApp, { companyId: otherCompanyId }),
    )
    const socket = io(`${testApp.url}/${otherCompanyId}`, {
      auth: { token: attendant.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    })
    sockets.push(socket)
    const received: { action: string; help?: { id: number; title: string } }[] = []
    socket.on(`company-${otherCompanyId}-help`, (payload) => received.push(payload))
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve)
      socket.once('connect_error', reject)
    })

    const help = await createHelp('For every company')
    await waitFor(() => received.length === 1)
    expect(received[0]).toMatchObject({ action: 'create', help: { id: help.id, title: 'For every company' } })
    expect((await attendant.get(`/api/helps/${help.id}`)).body.title).toBe('For every company')
    socket.disconnect()
  })
})

describe('helps: documentation and UI', () => {
  it('is described in the OpenAPI document', async () => {
    const answer = await new ApiClient(testApp.url).get('/api/openapi.json')
    expect(answer.status).toBe(200)
    const { paths } = answer.body as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>
    }
    expect(Object.keys(paths['/api/helps']!).sort()).toEqual(['get', 'post'])
    expect(Object.keys(paths['/api/helps/{id}']!).sort()).toEqual(['delete', 'get', 'put'])
    expect(paths['/api/helps/list']!.get!.tags).toEqual(['helps'])
    expect(JSON.stringify(paths['/api/helps']!.post!.requestBody)).toContain('"title"')
  })

  it('lists the admin panel for the super admin only', async () => {
    const forAdmin = await admin.get('/api/plugins/ui')
    expect(forAdmin.status).toBe(200)
    expect(forAdmin.body.plugins).toEqual([{ id: 'helps', version: '1.0.0' }])
    expect(forAdmin.body.capabilities).toEqual({ transcription: false })
    const adminPanels = forAdmin.body.panels.map(
      (panel: { app: string; id: string }) => `${panel.app}:${panel.id}`,
    )
    expect(adminPanels).toEqual(['admin:helps', 'agent:helps'])
    expect(forAdmin.body.panels[0]).toMatchObject({ kind: 'resource', path: '/helps', superOnly: true })
    expect(forAdmin.body.panels[0].fields.map((field: { source: string }) => field.source)).toEqual([
      'title',
      'description',
      'video',
    ])
    // Each front end picks the user's language from `labels`; `label` is the fallback.
    expect(forAdmin.body.panels[0]).toMatchObject({
      label: 'Help videos',
      labels: { pt: 'Vídeos de ajuda', en: 'Help videos', es: 'Videos de ayuda', tr: 'Yardım videoları' },
    })
    expect(
      forAdmin.body.panels[0].fields.map((field: { labels: { pt: string } }) => field.labels.pt),
    ).toEqual(['Título', 'Descrição', 'Código do vídeo'])
    expect(forAdmin.body.panels[1].labels).toEqual({ pt: 'Ajuda', en: 'Help', es: 'Ayuda', tr: 'Yardım' })

    const forAgent = await agent.get('/api/plugins/ui')
    expect(forAgent.status).toBe(200)
    const agentPanels = forAgent.body.panels.map(
      (panel: { app: string; id: string }) => `${panel.app}:${panel.id}`,
    )
    expect(agentPanels).toEqual(['agent:helps'])
  })
})
