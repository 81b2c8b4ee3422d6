import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../testing/index.ts'
import { heardOne, settle, startTwoCompanies, type TwoCompanies } from '../contacts/tenant-test-kit.ts'

let t: TwoCompanies

beforeAll(async () => {
  t = await startTwoCompanies()
})

afterAll(async () => {
  await t?.close()
})

async function create(client: ApiClient, body: Record<string, unknown>) {
  const answer = await client.post('/api/quick-messages', body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body
}

async function row(id: number) {
  return (await t.sql.query('select * from quick_messages where id = $1', [id])).rows[0]
}

function mediaForm(content: Buffer | string, fileName: string, type: string) {
  const form = new FormData()
  form.append('typeArch', 'quickMessage')
  form.append(
    'file',
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }),
    fileName,
  )
  return form
}

const shortcodes = (records: { shortcode: string }[]) => records.map((record) => record.shortcode).sort()

describe('creating quick messages', () => {
  it("belongs to its creator, with the defaults, and the shortcode is required ('Obrigatório')", async () => {
    const created = await create(t.a.user, {
      shortcode: ' bomdia ',
      message: 'Bom dia! Como posso ajudar?',
      userId: t.a.otherUserId,
    })
    expect(created).toMatchObject({
      shortcode: 'bomdia',
      message: 'Bom dia! Como posso ajudar?',
      geral: false,
      visao: true,
      status: true,
      userId: t.a.userId,
      companyId: t.a.id,
      mediaPath: null,
      mediaName: null,
    })
    for (const [body, message] of [
      [{ message: 'sem atalho' }, 'is required'],
      [{ shortcode: '' }, 'Obrigatório'],
      [{ shortcode: '   ' }, 'Obrigatório'],
    ] as const) {
      const answer = await t.a.user.post('/api/quick-messages', body)
      expect(answer.status).toBe(400)
      expect(answer.body.fields).toMatchObject([{ field: 'shortcode', message }])
    }
    const again = await t.a.user.post('/api/quick-messages', { shortcode: 'BOMDIA' })
    expect(again.status).toBe(409)
    expect(again.body.fields).toMatchObject([{ field: 'shortcode', message: 'already exists' }])
    // Another user may use the same shortcode.
    expect((await t.a.otherUser.post('/api/quick-messages', { shortcode: 'bomdia' })).status).toBe(201)
  })
})

describe('visibility', () => {
  let own: { id: number }
  let general: { id: number }
  let visible: { id: number }
  let hidden: { id: number }
  beforeAll(async () => {
    own = await create(t.a.user, { shortcode: 'vis-propria', message: 'minha' })
    general = await create(t.a.otherUser, { shortcode: 'vis-geral', message: 'de todos', geral: true })
    visible = await create(t.a.otherUser, { shortcode: 'vis-visivel', message: 'só leitura', visao: true })
    hidden = await create(t.a.otherUser, { shortcode: 'vis-privada', message: 'segredo', visao: false })
    await create(t.b.admin, { shortcode: 'vis-beta', geral: true })
  })

  it("lists own, general and others' visible ones, never others' private ones", async () => {
    const list = await t.a.user.get('/api/quick-messages?searchParam=vis-')
    expect(list.status).toBe(200)
    expect(shortcodes(list.body.records)).toEqual(['vis-geral', 'vis-propria', 'vis-visivel'])
    expect(list.body).toMatchObject({ count: 3, hasMore: false })
    // Admins follow the same rule: a private reply stays private.
    expect(shortcodes((await t.a.admin.get('/api/quick-messages?searchParam=vis-')).body.records)).toEqual([
      'vis-geral',
      'vis-propria',
      'vis-visivel',
    ])
    expect(
      shortcodes((await t.a.otherUser.get('/api/quick-messages?searchParam=vis-')).body.records),
    ).toEqual(['vis-geral', 'vis-privada', 'vis-propria', 'vis-visivel'])
    const ranged = await t.a.user.get(
      `/api/quick-messages?range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent('{"q":"vis-"}')}`,
    )
    expect(ranged.body).toHaveLength(1)
    expect(ranged.headers.get('content-range')).toBe('records 0-0/3')

    expect((await t.a.user.get(`/api/quick-messages/${visible.id}`)).status).toBe(200)
    expect((await t.a.user.get(`/api/quick-messages/${hidden.id}`)).status).toBe(404)
  })

  it("offers the '/' picker the caller's own and the general active ones", async () => {
    await create(t.a.user, { shortcode: 'vis-inativa', status: false })
    const picker = await t.a.user.get(
      `/api/quick-messages/list?companyId=${t.a.id}&userId=${t.a.otherUserId}`,
    )
    expect(picker.status).toBe(200)
    const mine = shortcodes(
      picker.body.filter((record: { shortcode: string }) => record.shortcode.startsWith('vis-')),
    )
    expect(mine).toEqual(['vis-geral', 'vis-propria'])
    const typed = await t.a.user.get('/api/quick-messages/list?searchParam=vis-p')
    expect(shortcodes(typed.body)).toEqual(['vis-propria'])
  })

  it("refuses a non-owner's change of a private visible message (403), allows general ones", async () => {
    const refused = await t.a.user.put(`/api/quick-messages/${visible.id}`, { message: 'mudei' })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('ERR_NO_PERMISSION')
    expect((await t.a.user.delete(`/api/quick-messages/${visible.id}`)).status).toBe(403)
    expect((await t.a.admin.put(`/api/quick-messages/${visible.id}`, { message: 'admin' })).status).toBe(403)
    const form = mediaForm('x', 'x.txt', 'text/plain')
    expect(
      (await t.a.user.request('POST', `/api/quick-messages/${visible.id}/media-upload`, form)).status,
    ).toBe(403)
    expect((await row(visible.id)).message).toBe('só leitura')
    expect((await t.a.user.put(`/api/quick-messages/${hidden.id}`, { message: 'mudei' })).status).toBe(404)

    const changed = await t.a.user.put(`/api/quick-messages/${general.id}`, { message: 'todos podem editar' })
    expect(changed.status).toBe(200)
    expect((await row(general.id)).message).toBe('todos podem editar')
    const mine = await t.a.user.put(`/api/quick-messages/${own.id}`, {
      shortcode: 'vis-propria2',
      visao: false,
    })
    expect(mine.body).toMatchObject({ shortcode: 'vis-propria2', visao: false })
  })

  it('tells the company about shared messages and only the owner about private ones', async () => {
    const ownerSocket = await t.socketOf(t.a.user, t.a.id)
    const otherSocket = await t.socketOf(t.a.otherUser, t.a.id)
    const event = `company-${t.a.id}-quickemessage`
    const shared = await create(t.a.user, { shortcode: 'rt-compartilhada', geral: true })
    const isShared = (payload: { record?: { id: number } }) => payload.record?.id === shared.id
    expect(await heardOne(otherSocket, event, isShared)).toEqual({ action: 'create', record: shared })
    await heardOne(ownerSocket, event, isShared)

    const secret = await create(t.a.user, { shortcode: 'rt-secreta', visao: false })
    await heardOne(
      ownerSocket,
      event,
      (payload: { record?: { id: number } }) => payload.record?.id === secret.id,
    )
    // Made private: the others drop it.
    await t.a.user.put(`/api/quick-messages/${shared.id}`, { geral: false, visao: false })
    await heardOne(
      otherSocket,
      event,
      (payload: { action: string; id?: number }) => payload.action === 'delete' && payload.id === shared.id,
    )
    await t.a.user.delete(`/api/quick-messages/${secret.id}`)
    await heardOne(
      ownerSocket,
      event,
      (payload: { action: string; id?: number }) => payload.action === 'delete' && payload.id === secret.id,
    )
    await settle()
    const heardByOther = otherSocket.of(event) as { record?: { id: number }; id?: number }[]
    expect(heardByOther.some((payload) => payload.record?.id === secret.id || payload.id === secret.id)).toBe(
      false,
    )
    // The create only: the update that made it private reached its owner alone.
    expect(heardByOther.filter((payload) => payload.record?.id === shared.id)).toHaveLength(1)
  })
})

describe('media', () => {
  it('stores an attachment served through a signed URL, replaces and removes it', async () => {
    const message = await create(t.a.user, { shortcode: 'midia', message: 'Segue o catálogo' })
    const pdf = Buffer.from('%PDF-1.4 catálogo')
    const uploaded = await t.a.user.request(
      'POST',
      `/api/quick-messages/${message.id}/media-upload`,
      mediaForm(pdf, 'catalogo.pdf', 'application/pdf'),
    )
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    expect(uploaded.body.mediaName).toBe('catalogo.pdf')
    expect(uploaded.body.mediaPath).toMatch(
      new RegExp(`^/public/company${t.a.id}/[A-Za-z0-9_-]+\\.pdf\\?expires=\\d+&signature=`),
    )
    const served = await t.a.user.open(uploaded.body.mediaPath)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf)
    // Unsigned, the file is not served.
    expect((await t.a.user.open(uploaded.body.mediaPath.split('?')[0])).status).toBe(404)
    const firstKey = (await row(message.id)).media_path
    expect(firstKey).toMatch(new RegExp(`^company${t.a.id}/`))

    const replaced = await t.a.user.request(
      'POST',
      `/api/quick-messages/${message.id}/media-upload`,
      mediaForm(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'logo.png', 'image/png'),
    )
    expect(replaced.body.mediaName).toBe('logo.png')
    expect((await t.a.user.open(uploaded.body.mediaPath)).status).toBe(404)

    const removed = await t.a.user.delete(`/api/quick-messages/${message.id}/media-upload`)
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({ mediaPath: null, mediaName: null })
    expect((await t.a.user.open(replaced.body.mediaPath)).status).toBe(404)
    const noFile = await t.a.user.request(
      'POST',
      `/api/quick-messages/${message.id}/media-upload`,
      new FormData(),
    )
    expect(noFile.status).toBe(400)
  })
})

describe('tenant isolation', () => {
  it("answers 404 to another company's quick message ids on every route and changes nothing", async () => {
    const message = await create(t.a.user, { shortcode: 'isolada', message: 'de Alfa', geral: true })
    const before = await row(message.id)
    const b = t.b.admin
    const answers = [
      await b.get(`/api/quick-messages/${message.id}`),
      await b.put(`/api/quick-messages/${message.id}`, { message: 'tomada' }),
      await b.delete(`/api/quick-messages/${message.id}`),
      await b.request(
        'POST',
        `/api/quick-messages/${message.id}/media-upload`,
        mediaForm('x', 'x.txt', 'text/plain'),
      ),
      await b.delete(`/api/quick-messages/${message.id}/media-upload`),
    ]
    for (const answer of answers) expect(answer.status).toBe(404)
    expect(await row(message.id)).toEqual(before)
    expect(shortcodes((await b.get('/api/quick-messages?searchParam=isolada')).body.records)).toEqual([])
    expect(shortcodes((await b.get('/api/quick-messages/list')).body)).toEqual(['vis-beta'])
  })
})
