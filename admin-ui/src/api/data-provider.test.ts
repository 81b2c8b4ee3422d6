import { HttpError } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { createDataProvider, MediaUploadError, tagsWith, totalOf } from './data-provider.ts'
import type { HttpAnswer, HttpClient } from './http-client.ts'

function fakeHttp(
  respond: (url: string, method: string) => { json: unknown; headers?: Record<string, string> },
) {
  const calls: { url: string; method: string; body?: string }[] = []
  const http: HttpClient = async (url, options = {}) => {
    const method = options.method ?? 'GET'
    calls.push({ url, method, body: options.body as string | undefined })
    const { json, headers } = respond(url, method)
    return {
      status: 200,
      headers: new Headers(headers),
      body: JSON.stringify(json),
      json,
    } satisfies HttpAnswer
  }
  return { calls, http }
}

describe('data provider', () => {
  it('asks lists in react-admin style and reads the total from Content-Range', async () => {
    const { calls, http } = fakeHttp(() => ({
      json: [{ id: 3, name: 'Ouro' }],
      headers: { 'Content-Range': 'plans 10-10/11' },
    }))
    const provider = createDataProvider('/api', http)
    const page = await provider.getList('plans', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ou' },
    })
    expect(page).toEqual({ data: [{ id: 3, name: 'Ouro' }], total: 11 })
    const url = new URL(calls[0]!.url, 'http://x')
    expect(url.pathname).toBe('/api/plans')
    expect(url.searchParams.get('range')).toBe('[10,19]')
    expect(url.searchParams.get('sort')).toBe('["name","ASC"]')
    expect(url.searchParams.get('filter')).toBe('{"q":"ou"}')
  })

  it('maps resources to the specification paths and pages whole-array lists itself', async () => {
    const connections = Array.from({ length: 12 }, (_, index) => ({ id: index + 1 }))
    const { calls, http } = fakeHttp((url) => ({
      json: url.includes('whatsapp') ? connections : [],
      headers: {},
    }))
    const provider = createDataProvider('/api', http)
    const page = await provider.getList('connections', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    expect(page.total).toBe(12)
    expect(page.data.map((record) => record.id)).toEqual([6, 7, 8, 9, 10])
    expect(new URL(calls[0]!.url, 'http://x').pathname).toBe('/api/whatsapp')

    await provider.getList('users', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    expect(new URL(calls[1]!.url, 'http://x').pathname).toBe('/api/users/')
    await provider.getOne('queues', { id: 4 })
    expect(calls[2]!.url).toBe('/api/queue/4')
  })

  it('deletes and answers the record react-admin holds', async () => {
    const { calls, http } = fakeHttp(() => ({ json: { message: 'Plan deleted' } }))
    const provider = createDataProvider('/api', http)
    const deleted = await provider.delete('plans', { id: 7, previousData: { id: 7, name: 'Prata' } })
    expect(deleted.data).toEqual({ id: 7, name: 'Prata' })
    expect(calls).toEqual([{ url: '/api/plans/7', method: 'DELETE', body: undefined }])
    expect((await provider.deleteMany('plans', { ids: [1, 2] })).data).toEqual([1, 2])
  })

  it('renews a company and reads the plugin panels of the back office', async () => {
    const { calls, http } = fakeHttp((url) =>
      url.endsWith('/renew')
        ? { json: { id: 2, dueDate: '2027-01-10' } }
        : {
            json: {
              plugins: [],
              panels: [
                { app: 'admin', kind: 'resource', id: 'helps', label: 'Help videos', path: '/helps' },
                { app: 'agent', kind: 'route', id: 'helps', label: 'Ajuda', path: '/helps' },
              ],
              refused: [
                {
                  app: 'admin',
                  kind: 'resource',
                  id: 'announcements',
                  path: '/announcements',
                  superOnly: true,
                },
                { app: 'agent', kind: 'route', id: 'secret', path: '/secret', superOnly: true },
              ],
            },
          },
    )
    const provider = createDataProvider('/api', http)
    expect((await provider.renewCompany(2)).data).toEqual({ id: 2, dueDate: '2027-01-10' })
    expect(calls[0]).toMatchObject({ url: '/api/companies/2/renew', method: 'POST' })
    const { panels, refused } = await provider.pluginPanels()
    expect(panels.map((panel) => `${panel.app}:${panel.id}`)).toEqual(['admin:helps'])
    expect(refused).toEqual([
      { app: 'admin', kind: 'resource', id: 'announcements', path: '/announcements', superOnly: true },
    ])
  })

  it("sends a plugin panel's new image to its declared path after the record, removes a dropped one, keeps an untouched one", async () => {
    // What the announcements panel's image field declares, passed by the panel's views.
    const meta = { mediaUpload: { field: 'mediaUrl', path: '/announcements/{id}/media-upload' } }
    const calls: { url: string; method: string; body: unknown }[] = []
    const http: HttpClient = async (url, options = {}) => {
      const method = options.method ?? 'GET'
      calls.push({ url, method, body: options.body })
      const json = url.endsWith('/media-upload')
        ? { id: 9, title: 'Aviso', mediaUrl: method === 'POST' ? '/public/company1/a.png?expires=1' : null }
        : { id: 9, title: 'Aviso', mediaUrl: null }
      return { status: 200, headers: new Headers(), body: JSON.stringify(json), json } satisfies HttpAnswer
    }
    const provider = createDataProvider('/api', http)
    const image = new File([new Uint8Array([1, 2, 3])], 'aviso.png', { type: 'image/png' })
    const created = await provider.create('announcements', {
      data: {
        title: 'Aviso',
        text: 'Texto',
        priority: 3,
        status: true,
        mediaUrl: { rawFile: image, src: 'blob:x' },
      },
      meta,
    })
    expect(created.data.mediaUrl).toBe('/public/company1/a.png?expires=1')
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/announcements',
      'POST /api/announcements/9/media-upload',
    ])
    expect(JSON.parse(calls[0]!.body as string)).toEqual({
      title: 'Aviso',
      text: 'Texto',
      priority: 3,
      status: true,
    })
    const form = calls[1]!.body as FormData
    expect((form.get('file') as File).name).toBe('aviso.png')

    calls.length = 0
    await provider.update('announcements', {
      id: 9,
      data: {
        id: 9,
        title: 'Aviso 2',
        mediaUrl: '/public/company1/a.png?expires=1',
        mediaPath: 'company1/a.png',
      },
      previousData: { id: 9, mediaUrl: '/public/company1/a.png?expires=1' },
      meta,
    })
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['PUT /api/announcements/9'])
    expect(JSON.parse(calls[0]!.body as string)).toEqual({ title: 'Aviso 2' })

    calls.length = 0
    await provider.update('announcements', {
      id: 9,
      data: { id: 9, title: 'Aviso 2', mediaUrl: null },
      previousData: { id: 9, mediaUrl: '/public/company1/a.png?expires=1' },
      meta,
    })
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /api/announcements/9',
      'DELETE /api/announcements/9/media-upload',
    ])
  })

  it("uploads a new connection's greeting media once it is created, and removes a dropped one", async () => {
    const calls: { url: string; method: string; body: unknown }[] = []
    const http: HttpClient = async (url, options = {}) => {
      const method = options.method ?? 'GET'
      calls.push({ url, method, body: options.body })
      const json = url.endsWith('/media-upload')
        ? { id: 5, name: 'Vendas', greetingMediaAttachment: method === 'POST' ? 'company1/k.png' : null }
        : { id: 5, name: 'Vendas', greetingMediaAttachment: null }
      return { status: 200, headers: new Headers(), body: JSON.stringify(json), json } satisfies HttpAnswer
    }
    const provider = createDataProvider('/api', http)
    const image = new File([new Uint8Array([1])], 'ola.png', { type: 'image/png' })
    const created = await provider.create('connections', {
      data: { name: 'Vendas', greetingMediaAttachment: { rawFile: image } },
    })
    expect(created.data.greetingMediaAttachment).toBe('company1/k.png')
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/whatsapp',
      'POST /api/whatsapp/5/media-upload',
    ])
    expect(JSON.parse(calls[0]!.body as string)).toEqual({ name: 'Vendas' })
    expect(((calls[1]!.body as FormData).get('file') as File).name).toBe('ola.png')

    calls.length = 0
    await provider.update('connections', {
      id: 5,
      data: { name: 'Vendas', greetingMediaAttachment: null },
      previousData: { id: 5, greetingMediaAttachment: 'company1/k.png' },
    })
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /api/whatsapp/5',
      'DELETE /api/whatsapp/5/media-upload',
    ])
  })

  it("sends a quick message's file with typeArch, and keeps a new record when its file is refused", async () => {
    const calls: { url: string; method: string; body: unknown }[] = []
    const http: HttpClient = async (url, options = {}) => {
      const method = options.method ?? 'GET'
      calls.push({ url, method, body: options.body })
      if (url.includes('/media-upload'))
        throw new HttpError('atendo.errors.ERR_VALIDATION', 400, {
          error: 'ERR_VALIDATION',
          errors: { file: 'too large' },
        })
      const json = { id: 3, shortcode: 'oi' }
      return { status: 200, headers: new Headers(), body: JSON.stringify(json), json } satisfies HttpAnswer
    }
    const provider = createDataProvider('/api', http)
    const file = new File([new Uint8Array([1])], 'tabela.pdf', { type: 'application/pdf' })
    const failure = await provider
      .create('quick-messages', { data: { shortcode: 'oi', mediaPath: { rawFile: file } } })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(MediaUploadError)
    expect((failure as MediaUploadError).record).toEqual({ id: 3, shortcode: 'oi' })
    expect((failure as MediaUploadError).message).toBe('atendo.errors.ERR_VALIDATION')
    expect((failure as MediaUploadError).body).toEqual({ error: 'ERR_VALIDATION' })
    const form = calls[1]!.body as FormData
    expect(calls[1]!.url).toBe('/api/quick-messages/3/media-upload')
    expect([...form.keys()]).toEqual(['typeArch', 'file'])
    expect(form.get('typeArch')).toBe('quickMessage')
  })

  it('adds a tag to a contact keeping its other tags, and takes one away', async () => {
    const { calls, http } = fakeHttp((url) => ({
      json: url.includes('/contactTags/') ? { tags: [{ id: 2, name: 'VIP', color: '#000' }] } : { tags: [] },
    }))
    const provider = createDataProvider('/api', http)
    await provider.addTagContact(9, 40)
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/contactTags/40',
      'POST /api/tags/sync',
    ])
    expect(JSON.parse(calls[1]!.body!)).toEqual({ contactId: 40, tags: [{ id: 2 }, { id: 9 }] })

    calls.length = 0
    await provider.addTagContact(2, 40)
    expect(calls.map((call) => call.url)).toEqual(['/api/contactTags/40'])

    calls.length = 0
    await provider.removeTagContact(9, 40)
    expect(calls).toEqual([{ url: '/api/tags-contacts/9/40', method: 'DELETE', body: undefined }])
    expect(tagsWith([{ id: '3' }, { id: 3 }], 3)).toEqual([{ id: 3 }])
  })

  it('gets many by id, fetching one by one whatever the list did not filter', async () => {
    const { calls, http } = fakeHttp((url) => ({
      json: url.includes('?')
        ? [
            { id: 1, name: 'A' },
            { id: 50, name: 'Z' },
          ]
        : { id: 7, name: 'Sete' },
    }))
    const provider = createDataProvider('/api', http)
    const many = await provider.getMany('contacts', { ids: [1, 7] })
    expect(many.data).toEqual([
      { id: 1, name: 'A' },
      { id: 7, name: 'Sete' },
    ])
    expect(calls[1]!.url).toBe('/api/contacts/7')
  })

  it('reads totals from Content-Range', () => {
    expect(totalOf('companies 0-9/42')).toBe(42)
    expect(totalOf('companies 0-0/*')).toBeUndefined()
    expect(totalOf(null)).toBeUndefined()
  })
})
