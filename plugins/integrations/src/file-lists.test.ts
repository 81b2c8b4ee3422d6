import {
  ApiClient,
  createCompany,
  createUser,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
} from '@atendo/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import integrations from './index.ts'

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

let testApp: TestApp
let admin: ApiClient
let other: ApiClient
let listId: number

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [integrations] })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const company = await createCompany(testApp, { name: 'Outra empresa' })
  other = await new ApiClient(testApp.url).login(
    await createUser(testApp, { companyId: company, profile: 'admin' }),
  )
})
afterAll(() => testApp?.close())

/** The dialog's upload: per option, its file then its id. */
function upload(files: { optionId: number; content: Buffer; name: string; type: string }[]) {
  const form = new FormData()
  form.append('typeArch', 'fileList')
  for (const file of files) {
    form.append('files', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name)
    form.append('mediaType', file.type.split('/')[0]!)
    form.append('name', file.name)
    form.append('id', String(file.optionId))
  }
  return form
}

describe('file lists', () => {
  it('validates name (min 3) and message (required), creates with options, searches', async () => {
    expect((await admin.post('/api/files', { name: 'ab', message: 'Oi' })).status).toBe(400)
    expect((await admin.post('/api/files', { name: 'Catálogo', message: '' })).status).toBe(400)
    const created = await admin.post('/api/files', {
      name: 'Catálogo 2026',
      message: 'Segue nosso catálogo',
      options: [{ name: 'Tabela de preços' }, { name: 'Foto da loja' }],
    })
    expect(created.status).toBe(200)
    expect(created.body.options.map((option: { name: string }) => option.name)).toEqual([
      'Tabela de preços',
      'Foto da loja',
    ])
    listId = created.body.id
    const page = await admin.get('/api/files/?searchParam=catálogo&pageNumber=1')
    expect(page.body).toMatchObject({ files: [{ id: listId, name: 'Catálogo 2026' }], hasMore: false })
  })

  it('attaches files checked by content, all or nothing', async () => {
    const [table, photo] = (await admin.get(`/api/files/${listId}`)).body.options as { id: number }[]
    const disguised = await admin.request(
      'POST',
      `/api/files/uploadList/${listId}`,
      upload([
        { optionId: table!.id, content: pdf, name: 'tabela.pdf', type: 'application/pdf' },
        {
          optionId: photo!.id,
          content: Buffer.from('<svg onload=alert(1)>'),
          name: 'foto.png',
          type: 'image/png',
        },
      ]),
    )
    expect(disguised.status).toBe(400)
    expect(disguised.body.error).toBe('ERR_INTEGRATIONS_FILE_NOT_ACCEPTED')
    expect(
      (await admin.get(`/api/files/${listId}`)).body.options.every((o: { path: unknown }) => o.path === null),
    ).toBe(true)
    const attached = await admin.request(
      'POST',
      `/api/files/uploadList/${listId}`,
      upload([
        { optionId: table!.id, content: pdf, name: 'tabela.pdf', type: 'application/pdf' },
        { optionId: photo!.id, content: png, name: 'foto.png', type: 'image/png' },
      ]),
    )
    expect(attached.status).toBe(200)
    expect(attached.body.options).toMatchObject([
      { name: 'Tabela de preços', mediaType: 'application/pdf', fileName: 'tabela.pdf' },
      { name: 'Foto da loja', mediaType: 'image/png', fileName: 'foto.png' },
    ])
    const image = await admin.open(attached.body.options[1].url)
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true)
  })

  it('edits options: kept ones keep their file, left-out ones go', async () => {
    const before = (await admin.get(`/api/files/${listId}`)).body.options as { id: number; path: string }[]
    const edited = await admin.put(`/api/files/${listId}`, {
      name: 'Catálogo 2027',
      message: 'Novo catálogo',
      options: [{ id: before[1]!.id, name: 'Foto nova' }, { name: 'Vídeo' }],
    })
    expect(edited.body.options).toMatchObject([
      { id: before[1]!.id, name: 'Foto nova', path: before[1]!.path },
      { name: 'Vídeo', path: null },
    ])
    const foreign = await admin.put(`/api/files/${listId}`, {
      name: 'Catálogo 2027',
      message: 'x',
      options: [{ id: 2147483000, name: 'Alheia' }],
    })
    expect(foreign.status).toBe(400)
    expect((await admin.get(`/api/files/${listId}`)).body.message).toBe('Novo catálogo')
  })
})

describe('tenant isolation', () => {
  it("answers another company's list ids with 404 and leaks nothing", async () => {
    const options = (await admin.get(`/api/files/${listId}`)).body.options as { id: number }[]
    expect((await other.get(`/api/files/${listId}`)).status).toBe(404)
    expect((await other.put(`/api/files/${listId}`, { name: 'Roubada', message: 'x' })).status).toBe(404)
    const upload404 = await other.request(
      'POST',
      `/api/files/uploadList/${listId}`,
      upload([{ optionId: options[0]!.id, content: png, name: 'x.png', type: 'image/png' }]),
    )
    expect(upload404.status).toBe(404)
    expect((await other.delete(`/api/files/${listId}`)).status).toBe(404)
    expect((await other.get('/api/files/')).body.files).toEqual([])
    // Their own list cannot adopt our options either.
    const theirs = (await other.post('/api/files', { name: 'Deles', message: 'x' })).body
    const adopted = await other.put(`/api/files/${theirs.id}`, {
      name: 'Deles',
      message: 'x',
      options: [{ id: options[0]!.id, name: 'Nossa' }],
    })
    expect(adopted.status).toBe(400)
    expect((await admin.get(`/api/files/${listId}`)).body.options[0].name).toBe('Foto nova')
    expect((await admin.delete(`/api/files/${listId}`)).status).toBe(200)
    expect((await admin.get(`/api/files/${listId}`)).status).toBe(404)
  })
})
