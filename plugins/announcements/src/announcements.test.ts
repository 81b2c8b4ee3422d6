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
import announcementsPlugin from './index.ts'

const OTHER_USER = { email: 'agent@other.test', password: 'Agent-Pass-123' }
// The smallest valid PNG: enough for the type check and a real download.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

let testApp: TestApp
let db: pg.Client
let superAdmin: ApiClient
let otherUser: ApiClient
let otherCompanyId: number
const sockets: Socket[] = []

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [announcementsPlugin] })
  db = new pg.Client({ connectionString: testApp.database.url })
  await db.connect()
  // A plain user of another company: announcements are platform-wide, they must reach them too.
  otherCompanyId = await createCompany(testApp, { name: 'Outra' })
  await createUser(testApp, { ...OTHER_USER, companyId: otherCompanyId, name: 'Agent' })
  superAdmin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  otherUser = await new ApiClient(testApp.url).login(OTHER_USER)
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await db?.end()
  await testApp?.close()
})

function imageForm(bytes: Buffer, fileName: string, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName)
  return form
}

describe('announcements: the super admin publishes, everyone reads the active ones', () => {
  it('creates with priority 3 and active by default, and changes and deletes', async () => {
    const created = await superAdmin.post('/api/announcements', {
      title: ' Manutenção ',
      text: 'Domingo às 22h',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      title: 'Manutenção',
      text: 'Domingo às 22h',
      priority: 3,
      status: true,
      mediaPath: null,
      mediaUrl: null,
    })
    const { id } = created.body

    const seen = await otherUser.get(`/api/announcements/${id}`)
    expect(seen.status).toBe(200)
    expect(seen.body.title).toBe('Manutenção')

    const changed = await superAdmin.put(`/api/announcements/${id}`, { priority: 1 })
    expect(changed.body).toMatchObject({ id, priority: 1, title: 'Manutenção' })

    expect((await superAdmin.delete(`/api/announcements/${id}`)).status).toBe(200)
    expect((await db.query('select 1 from announcements where id = $1', [id])).rowCount).toBe(0)
    expect((await superAdmin.get(`/api/announcements/${id}`)).status).toBe(404)
  })

  it('hides inactive announcements from users but not from the super admin', async () => {
    await db.query('delete from announcements')
    const active = await superAdmin.post('/api/announcements', {
      title: 'Ativo',
      text: 'visível',
      priority: 2,
    })
    const draft = await superAdmin.post('/api/announcements', {
      title: 'Rascunho',
      text: 'oculto',
      status: false,
    })

    const forUser = await otherUser.get('/api/announcements/?searchParam=&pageNumber=1')
    expect(forUser.status).toBe(200)
    expect(forUser.body).toMatchObject({ count: 1, hasMore: false })
    expect(forUser.body.records.map((record: { title: string }) => record.title)).toEqual(['Ativo'])
    expect((await otherUser.get(`/api/announcements/${draft.body.id}`)).status).toBe(404)

    const forSuper = await superAdmin.get(
      `/api/announcements?range=${encodeURIComponent('[0,9]')}&sort=${encodeURIComponent('["priority","ASC"]')}`,
    )
    expect(forSuper.headers.get('content-range')).toBe('records 0-1/2')
    expect(forSuper.body.map((record: { title: string }) => record.title)).toEqual(['Ativo', 'Rascunho'])
    expect(active.body.priority).toBe(2)
  })

  it('requires title and text, and a priority from 1 to 3', async () => {
    const noTitle = await superAdmin.post('/api/announcements', { text: 'sem título' })
    expect(noTitle.status).toBe(400)
    expect(noTitle.body.fields).toMatchObject([{ field: 'title', message: 'is required' }])
    const blankText = await superAdmin.post('/api/announcements', { title: 'Título', text: '   ' })
    expect(blankText.status).toBe(400)
    expect(blankText.body.fields.map((problem: { field: string }) => problem.field)).toContain('text')
    const badPriority = await superAdmin.post('/api/announcements', { title: 'T', text: 'x', priority: 4 })
    expect(badPriority.status).toBe(400)
    expect(badPriority.body.fields.map((problem: { field: string }) => problem.field)).toContain('priority')
  })

  it('refuses every change from a user who is not super admin, changing nothing', async () => {
    const target = await superAdmin.post('/api/announcements', { title: 'Intocável', text: 'x' })
    for (const answer of [
      await otherUser.post('/api/announcements', { title: 'Sneaky', text: 'x' }),
      await otherUser.put(`/api/announcements/${target.body.id}`, { title: 'Sneaky' }),
      await otherUser.delete(`/api/announcements/${target.body.id}`),
      await otherUser.post(
        `/api/announcements/${target.body.id}/media-upload`,
        imageForm(PNG, 'a.png', 'image/png'),
      ),
      await otherUser.delete(`/api/announcements/${target.body.id}/media-upload`),
    ]) {
      expect(answer.status).toBe(403)
      expect(answer.body.error).toBe('ERR_SUPER_ONLY')
    }
    const { rows } = await db.query('select title, media_path from announcements where id = $1', [
      target.body.id,
    ])
    expect(rows).toEqual([{ title: 'Intocável', media_path: null }])
    expect((await db.query(`select 1 from announcements where title = 'Sneaky'`)).rowCount).toBe(0)
  })
})

describe('announcements: images', () => {
  it('attaches a png served by its signed URL, and removes it', async () => {
    const record = await superAdmin.post('/api/announcements', { title: 'Com imagem', text: 'x' })
    const uploaded = await superAdmin.post(
      `/api/announcements/${record.body.id}/media-upload`,
      imageForm(PNG, 'banner.PNG', 'image/png'),
    )
    expect(uploaded.status).toBe(200)
    expect(uploaded.body.mediaName).toBe('banner.PNG')
    expect(uploaded.body.mediaUrl).toMatch(/^\/public\//)
    const image = await superAdmin.open(uploaded.body.mediaUrl)
    expect(image.status).toBe(200)
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true)

    const removed = await superAdmin.delete(`/api/announcements/${record.body.id}/media-upload`)
    expect(removed.body).toMatchObject({ mediaPath: null, mediaName: null, mediaUrl: null })
    expect((await superAdmin.open(uploaded.body.mediaUrl)).status).toBe(404)
  })

  it('refuses files that are not png, jpg or jpeg', async () => {
    const record = await superAdmin.post('/api/announcements', { title: 'Sem gif', text: 'x' })
    for (const [name, type] of [
      ['anim.gif', 'image/gif'],
      ['page.html', 'text/html'],
      ['fake.png', 'text/plain'],
    ]) {
      const answer = await superAdmin.post(
        `/api/announcements/${record.body.id}/media-upload`,
        imageForm(Buffer.from('GIF89a'), name!, type!),
      )
      expect(answer.status).toBe(400)
      expect(answer.body.fields).toMatchObject([
        { field: 'file', message: 'must be a png, jpg or jpeg image' },
      ])
    }
    const { rows } = await db.query('select media_path from announcements where id = $1', [record.body.id])
    expect(rows).toEqual([{ media_path: null }])
  })
})

describe('announcements: live updates and UI', () => {
  it('tells every company, and announces an inactive one as deleted', async () => {
    const socket = io(`${testApp.url}/${otherCompanyId}`, {
      auth: { token: otherUser.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    })
    sockets.push(socket)
    const received: { action: string; record?: { id: number; title: string }; id?: number }[] = []
    socket.on('company-announcement', (payload) => received.push(payload))
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve)
      socket.once('connect_error', reject)
    })

    const created = await superAdmin.post('/api/announcements', { title: 'Ao vivo', text: 'x' })
    await waitFor(() => received.length === 1)
    expect(received[0]).toMatchObject({ action: 'create', record: { id: created.body.id, title: 'Ao vivo' } })

    await superAdmin.put(`/api/announcements/${created.body.id}`, { status: false })
    await waitFor(() => received.length === 2)
    expect(received[1]).toEqual({ action: 'delete', id: created.body.id })
  })

  it('declares its admin panel for the super admin only, with its priority choices and image upload', async () => {
    const forSuper = await superAdmin.get('/api/plugins/ui')
    const panel = forSuper.body.panels.find((candidate: { id: string }) => candidate.id === 'announcements')
    expect(panel).toMatchObject({ app: 'admin', kind: 'resource', path: '/announcements', superOnly: true })
    expect(
      panel.fields.map((field: { source: string; type: string }) => `${field.source}:${field.type}`),
    ).toEqual(['title:text', 'text:longtext', 'priority:select', 'status:boolean', 'mediaUrl:image'])
    // Portuguese is the fallback; the other languages come translated for the back office to pick.
    expect(panel).toMatchObject({
      label: 'Informativos',
      labels: { pt: 'Informativos', en: 'Announcements', es: 'Comunicados', tr: 'Duyurular' },
    })
    for (const language of ['pt', 'en', 'es', 'tr']) {
      expect(panel.fields.every((field: { labels: Record<string, string> }) => field.labels[language])).toBe(
        true,
      )
    }
    expect(panel.fields[0].labels).toEqual({ pt: 'Título', en: 'Title', es: 'Título', tr: 'Başlık' })
    // Priority 1 high, 2 medium, 3 low, 3 by default (administration.md §3, §9); title and text required (§5).
    expect(panel.fields[2]).toMatchObject({ required: true, defaultValue: 3 })
    expect(
      panel.fields[2].choices.map((choice: { id: number; labels: { pt: string } }) => [
        choice.id,
        choice.labels.pt,
      ]),
    ).toEqual([
      [1, 'Alta'],
      [2, 'Média'],
      [3, 'Baixa'],
    ])
    expect(panel.fields.filter((field: { required?: boolean }) => field.required).length).toBe(3)
    // The image goes to the plugin's own upload route, png, jpg or jpeg only.
    expect(panel.fields[4].upload).toEqual({
      path: '/announcements/{id}/media-upload',
      accept: ['image/png', 'image/jpeg'],
      maxBytes: 5 * 1024 * 1024,
      nameSource: 'mediaName',
    })
    const forUser = await otherUser.get('/api/plugins/ui')
    expect(forUser.body.panels).toEqual([])
    // Named as refused, with only what the back office needs to refuse a typed-in address.
    expect(forUser.body.refused).toEqual([
      { app: 'admin', kind: 'resource', id: 'announcements', path: '/announcements', superOnly: true },
    ])
  })
})
