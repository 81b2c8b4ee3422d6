import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'
import { conversationSeed } from '../tickets/testing-seed.ts'

/**
 * Uploads are checked by content (magic bytes) where the specification limits their types, and
 * by size before anything is kept (docs/security.md, "Uploads"): disguised files are a 400, files
 * over the limit a 413 `ERR_PAYLOAD_TOO_LARGE`, and neither leaves a file in storage.
 */

let testApp: TestApp
let dataDir: string
let admin: ApiClient
let connectionId: number
let ticketId: number

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')
const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')
/** A file that starts like an MP4 video (or a JPEG) and goes on for `bytes`. */
const mp4Of = (bytes: number) =>
  Buffer.concat([Buffer.from('000000186674797069736f6d', 'hex'), Buffer.alloc(bytes - 12, 1)])
const jpegOf = (bytes: number) => Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(bytes - 4, 2)])

function form(
  field: string,
  content: Buffer,
  fileName: string,
  type: string,
  extra: Record<string, string> = {},
) {
  const data = new FormData()
  for (const [name, value] of Object.entries(extra)) data.append(name, value)
  data.append(field, new Blob([new Uint8Array(content)], { type }), fileName)
  return data
}

async function storedFiles(): Promise<number> {
  const folder = join(testApp.config.DATA_DIR, 'media', 'company1')
  return (await readdir(folder).catch(() => [])).length
}

beforeAll(async () => {
  // A media folder of its own: other test files store files in parallel.
  dataDir = await mkdtemp(join(tmpdir(), 'upload-content-'))
  testApp = await startTestApp({ plugins: ['announcements'], env: { DATA_DIR: dataDir } })
  const sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  const seed = conversationSeed(sql)
  connectionId = await seed.connection({ companyId: 1, name: 'Uploads', isDefault: true })
  const contactId = await seed.contact({ companyId: 1, name: 'Upload contact', number: '5511900004444' })
  const ticket = await seed.ticket({ companyId: 1, contactId, status: 'open', userId: 1, connectionId })
  ticketId = ticket.id
  await sql.end()
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
})

afterAll(async () => {
  await testApp?.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe("the greeting's media (images and videos)", () => {
  it('refuses an .svg and an HTML page named .png, by content', async () => {
    const before = await storedFiles()
    const path = `/api/whatsapp/${connectionId}/media-upload`
    const asSvg = await admin.post(path, form('file', svg, 'logo.svg', 'image/svg+xml'))
    expect(asSvg.status).toBe(400)
    const disguised = await admin.post(path, form('file', html, 'photo.png.html', 'image/png'))
    expect(disguised).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: [{ field: 'file' }] },
    })
    const renamed = await admin.post(path, form('file', svg, 'photo.png', 'image/png'))
    expect(renamed.status).toBe(400)
    expect(await storedFiles()).toBe(before)
  })

  it('refuses a video past what the channel delivers with 413, storing nothing', async () => {
    const before = await storedFiles()
    const answer = await admin.post(
      `/api/whatsapp/${connectionId}/media-upload`,
      form('file', mp4Of(12 * 1024 * 1024), 'welcome.mp4', 'video/mp4'),
    )
    expect(answer).toMatchObject({ status: 413, body: { error: 'ERR_PAYLOAD_TOO_LARGE' } })
    expect(await storedFiles()).toBe(before)
  })

  it('accepts a real image, stored with the type its content shows', async () => {
    const answer = await admin.post(
      `/api/whatsapp/${connectionId}/media-upload`,
      form('file', png, 'welcome.png', 'image/png'),
    )
    expect(answer.status).toBe(200)
    expect(answer.body.greetingMediaName).toBe('welcome.png')
  })
})

describe('message media', () => {
  it('refuses 11 MB (the channel delivers 10 MB) with 413 before storing it', async () => {
    const before = await storedFiles()
    const answer = await admin.post(
      `/api/messages/${ticketId}`,
      form('medias', jpegOf(11 * 1024 * 1024), 'big.jpg', 'image/jpeg', { body: 'big' }),
    )
    expect(answer).toMatchObject({ status: 413, body: { error: 'ERR_PAYLOAD_TOO_LARGE' } })
    expect(await storedFiles()).toBe(before)
  })

  it('refuses a page sent as an image', async () => {
    const before = await storedFiles()
    const answer = await admin.post(`/api/messages/${ticketId}`, form('medias', html, 'cat.png', 'image/png'))
    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: [{ field: 'medias' }] },
    })
    expect(await storedFiles()).toBe(before)
  })
})

describe('announcement images and avatars', () => {
  it('refuse disguised files and announcement images over 5 MB', async () => {
    const created = await admin.post('/api/announcements', {
      title: 'Aviso',
      text: 'Texto',
      priority: 1,
      status: true,
    })
    expect(created.status).toBeLessThan(300)
    const path = `/api/announcements/${created.body.id}/media-upload`
    const before = await storedFiles()
    const big = await admin.post(
      path,
      form('file', Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]), 'a.png', 'image/png'),
    )
    expect(big).toMatchObject({ status: 413, body: { error: 'ERR_PAYLOAD_TOO_LARGE' } })
    expect((await admin.post(path, form('file', html, 'a.png', 'image/png'))).status).toBe(400)
    const avatar = await admin.post(
      '/api/users/1/media-upload',
      form('profileImage', svg, 'me.png', 'image/png'),
    )
    expect(avatar.status).toBe(400)
    expect(await storedFiles()).toBe(before)
    expect((await admin.post(path, form('file', png, 'a.png', 'image/png'))).status).toBe(200)
  })
})
