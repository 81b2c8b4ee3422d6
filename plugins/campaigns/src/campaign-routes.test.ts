import {
  ApiClient,
  createCompany,
  createUser,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  testChannel,
  waitFor,
} from '@atendo/core/testing'
import { writeXlsx } from '@atendo/spreadsheet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import campaigns from './index.ts'

const channel = testChannel()
let testApp: TestApp
let admin: ApiClient
let other: ApiClient
let connectionId: number
const a = {} as { listId: number; itemId: number; campaignId: number }

beforeAll(async () => {
  testApp = await startTestApp({
    plugins: [channel.plugin, campaigns],
    pluginConfig: { campaigns: { checkPauseMs: 0 } },
  })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  connectionId = (await channel.connection(testApp, 1)).id
  const otherCompany = await createCompany(testApp, { name: 'Outra empresa' })
  other = await new ApiClient(testApp.url).login(
    await createUser(testApp, { companyId: otherCompany, profile: 'admin' }),
  )
  a.listId = (await admin.post('/api/contact-lists', { name: 'Clientes ZQA' })).body.id
  a.itemId = (
    await admin.post('/api/contact-list-items', {
      name: 'Zé ZQA',
      number: '5511922220001',
      contactListId: a.listId,
    })
  ).body.id
  a.campaignId = (
    await admin.post('/api/campaigns', {
      name: 'Campanha ZQA',
      whatsappId: connectionId,
      contactListId: a.listId,
    })
  ).body.id
})
afterAll(() => testApp?.close())

function csvFile(text: string, name = 'contatos.csv') {
  const form = new FormData()
  form.append('file', new Blob([text], { type: 'text/csv' }), name)
  return form
}

describe('contact lists', () => {
  it('validates, searches and answers both paging styles, trailing slash included', async () => {
    expect((await admin.post('/api/contact-lists', { name: 'A' })).status).toBe(400)
    const bad = await admin.post('/api/contact-list-items', {
      name: 'Zé',
      number: '123',
      contactListId: a.listId,
    })
    expect(bad.status).toBe(400)
    const badEmail = await admin.post('/api/contact-list-items', {
      name: 'Zé',
      number: '5511922220002',
      email: 'not-an-email',
      contactListId: a.listId,
    })
    expect(badEmail.status).toBe(400)
    const twice = await admin.post('/api/contact-list-items', {
      name: 'Zé 2',
      number: '+55 11 92222-0001',
      contactListId: a.listId,
    })
    expect(twice.status).toBe(400)
    const spec = await admin.get('/api/contact-lists/?searchParam=zqa&pageNumber=1')
    expect(spec.body).toMatchObject({ records: [{ id: a.listId, contactsCount: 1 }], hasMore: false })
    const items = await admin.get(`/api/contact-list-items?contactListId=${a.listId}&searchParam=92222`)
    expect(items.body.contacts).toHaveLength(1)
    const reactAdmin = await admin.get(
      `/api/contact-list-items?range=[0,9]&filter=${encodeURIComponent(JSON.stringify({ contactListId: a.listId }))}`,
    )
    expect(reactAdmin.headers.get('content-range')).toBe('contacts 0-0/1')
    expect(
      (await admin.get('/api/contact-lists/list')).body.map((list: { id: number }) => list.id),
    ).toContain(a.listId)
  })

  it('checks numbers with the channel in the background', async () => {
    const list = (await admin.post('/api/contact-lists', { name: 'Validade' })).body.id
    channel.unreachable.add('5511922220099')
    const good = (
      await admin.post('/api/contact-list-items', {
        name: 'Boa',
        number: '5511922220098',
        contactListId: list,
      })
    ).body
    const gone = (
      await admin.post('/api/contact-list-items', {
        name: 'Foi',
        number: '5511922220099',
        contactListId: list,
      })
    ).body
    await waitFor(
      async () => (await admin.get(`/api/contact-list-items/${gone.id}`)).body.isWhatsappValid === false,
    )
    await waitFor(
      async () => (await admin.get(`/api/contact-list-items/${good.id}`)).body.isWhatsappValid === true,
    )
  })

  it('imports a spreadsheet all or nothing, reporting each bad row', async () => {
    const list = (await admin.post('/api/contact-lists', { name: 'Importada' })).body.id
    const refused = await admin.request(
      'POST',
      `/api/contact-lists/${list}/upload`,
      csvFile('nome,numero,email\nAna,5511933330001,ana@example.com\nB,123,\nCarla,5511933330003,errado\n'),
    )
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('ERR_CAMPAIGNS_IMPORT_INVALID')
    expect(refused.body.fields.map((field: { field: string }) => field.field)).toEqual([
      'row 3: name',
      'row 3: number',
      'row 4: email',
    ])
    expect((await admin.get(`/api/contact-list-items?contactListId=${list}`)).body.contacts).toEqual([])
    const xlsx = await writeXlsx(
      [
        ['Nome', 'Número', 'E-mail'],
        ['Ana', '5511933330001', 'ana@example.com'],
        ['Bruno', '(11) 93333-0002', ''],
      ],
      'Contatos',
    )
    const form = new FormData()
    form.append('file', xlsx, 'contatos.xlsx')
    const imported = await admin.request('POST', `/api/contact-lists/${list}/upload`, form)
    expect(imported.body).toEqual({ created: 2, updated: 0, total: 2 })
    const again = await admin.request(
      'POST',
      `/api/contact-lists/${list}/upload`,
      csvFile('name,number\nAna Maria,5511933330001\n'),
    )
    expect(again.body).toEqual({ created: 0, updated: 1, total: 1 })
    const unreadable = await admin.request(
      'POST',
      `/api/contact-lists/${list}/upload`,
      csvFile('x', 'contatos.exe'),
    )
    expect(unreadable.body.message).toBe('Arquivo inválido!')
  })

  it('builds a list from a tag', async () => {
    const maria = await channel.customer(testApp, { name: 'Maria Tag', number: '5511944440001' })
    await maria.says('oi')
    const contact = await waitFor(
      async () =>
        (
          await operatorEm(testApp).execute<{ id: number }[]>(
            "select id from contacts where number = '5511944440001'",
          )
        )[0],
    )
    const tag = await admin.post('/api/tags', { name: 'VIP', color: '#ff0000' })
    await operatorEm(testApp).execute(
      'insert into contact_tags (contact_id, tag_id, company_id) values (?, ?, 1)',
      [contact!.id, tag.body.id],
    )
    const list = (await admin.post('/api/contact-lists', { name: 'Da tag' })).body.id
    const built = await admin.post(`/api/contact-lists/${list}/add-tag`, { tagId: tag.body.id })
    expect(built.body).toEqual({ created: 1, updated: 0, total: 1 })
    const otherTag = await other.post('/api/tags', { name: 'Deles', color: '#00ff00' })
    expect((await admin.post(`/api/contact-lists/${list}/add-tag`, { tagId: otherTag.body.id })).status).toBe(
      400,
    )
  })
})

describe('campaigns', () => {
  it('validates the dialog and keeps settings at the spec defaults', async () => {
    const noConnection = await admin.post('/api/campaigns', { name: 'Sem', whatsappId: 999999 })
    expect(noConnection.status).toBe(400)
    const userWithoutQueue = await admin.post('/api/campaigns', {
      name: 'Sem fila',
      whatsappId: connectionId,
      userId: 1,
    })
    expect(userWithoutQueue.body.fields[0].field).toBe('queueId')
    const created = (await admin.get(`/api/campaigns/${a.campaignId}`)).body
    expect(created).toMatchObject({
      status: 'INATIVA',
      statusTicket: 'closed',
      openTicket: 'disabled',
      confirmation: false,
    })
    const settings = await (
      await new ApiClient(testApp.url).login(
        await createUser(testApp, { companyId: await createCompany(testApp), profile: 'admin' }),
      )
    ).get('/api/campaign-settings')
    expect(
      Object.fromEntries(
        settings.body.map((row: { key: string; value: string }) => [row.key, JSON.parse(row.value)]),
      ),
    ).toEqual({
      messageInterval: 20,
      longerIntervalAfter: 20,
      greaterInterval: 60,
      variables: [],
      sabado: false,
      domingo: false,
      startHour: '09:00',
      endHour: '18:00',
    })
    expect((await admin.post('/api/campaign-settings', { settings: { messageInterval: 7 } })).status).toBe(
      400,
    )
  })

  it('takes media by its content, within the size limit', async () => {
    const form = new FormData()
    form.append('file', new Blob([Buffer.from('%PDF-1.7 catálogo')], { type: 'image/png' }), 'catalogo.png')
    const attached = await admin.request('POST', `/api/campaigns/${a.campaignId}/media-upload`, form)
    expect(attached.body).toMatchObject({ mediaName: 'catalogo.png' })
    const [row] = await operatorEm(testApp).execute<{ media_type: string }[]>(
      'select media_type from campaigns where id = ?',
      [a.campaignId],
    )
    expect(row?.media_type).toBe('application/pdf')
    const script = new FormData()
    script.append('file', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'x.png')
    expect((await admin.request('POST', `/api/campaigns/${a.campaignId}/media-upload`, script)).status).toBe(
      400,
    )
    expect((await admin.delete(`/api/campaigns/${a.campaignId}/media-upload`)).body.mediaPath).toBeNull()
  })

  it('answers one campaign with its shipping records a page at a time, never all of them', async () => {
    const { id } = (
      await admin.post('/api/campaigns', {
        name: 'Envios ZQA',
        whatsappId: connectionId,
        contactListId: a.listId,
      })
    ).body
    const first = await admin.get(`/api/campaigns/${id}`)
    expect(first.body).toMatchObject({ id, shipping: [], shippingNext: null })
    // Five recipients as the engine writes them, one failed with its reason, one delivered.
    await operatorEm(testApp).execute(
      `insert into campaigns_shippings (company_id, campaign_id, recipient_key, position, number, name, message_slot,
         status, delivered_at, failed_at, failure_reason)
       select 1, ?, 'item-' || n, n, '55119333300' || n, 'Pessoa ' || n, 1,
              case n when 2 then 'delivered' when 4 then 'failed' else 'waiting' end,
              case n when 2 then now() end, case n when 4 then now() end,
              case n when 4 then 'O número não está no WhatsApp' end
         from generate_series(1, 5) n`,
      [id],
    )
    const pages: {
      name: string
      status: string
      deliveredAt: string | null
      failureReason: string | null
    }[][] = []
    let after: number | null = 0
    while (after !== null) {
      const page = await admin.get(`/api/campaigns/${id}?shippingLimit=2&shippingAfter=${after}`)
      expect(page.status).toBe(200)
      pages.push(page.body.shipping)
      after = page.body.shippingNext
    }
    expect(pages.map((page) => page.map((record) => record.name))).toEqual([
      ['Pessoa 1', 'Pessoa 2'],
      ['Pessoa 3', 'Pessoa 4'],
      ['Pessoa 5'],
    ])
    expect(pages[0]![1]).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) })
    expect(pages[1]![1]).toMatchObject({ status: 'failed', failureReason: 'O número não está no WhatsApp' })
    // The default page is 100 records, and no answer carries more than 500.
    expect((await admin.get(`/api/campaigns/${id}`)).body.shipping).toHaveLength(5)
    expect((await admin.get(`/api/campaigns/${id}?shippingLimit=501`)).status).toBe(400)
    // Another company reaches neither the campaign nor its recipients.
    const stranger = await other.get(`/api/campaigns/${id}?shippingAfter=0`)
    expect(stranger.status).toBe(404)
    expect(JSON.stringify(stranger.body)).not.toMatch(/Pessoa/)
  })

  it('shows plain users no-permission and companies without useCampaigns the plan refusal', async () => {
    const attendant = await new ApiClient(testApp.url).login(await createUser(testApp, { companyId: 1 }))
    expect((await attendant.get('/api/campaigns')).body.error).toBe('ERR_NO_PERMISSION')
    expect((await attendant.get('/api/contact-list-items')).body.error).toBe('ERR_NO_PERMISSION')
    expect((await attendant.get('/api/campaign-settings')).body.error).toBe('ERR_NO_PERMISSION')
    const [plan] = await operatorEm(testApp).execute<{ id: number }[]>(
      "insert into plans (name, users, connections, queues, amount, use_campaigns, created_at, updated_at) values ('Sem campanhas', 3, 3, 3, 0, false, now(), now()) returning id",
    )
    const company = await createCompany(testApp, { planId: plan!.id })
    const noPlan = await new ApiClient(testApp.url).login(
      await createUser(testApp, { companyId: company, profile: 'admin' }),
    )
    expect((await noPlan.get('/api/campaigns/')).body.error).toBe('ERR_PLAN_FEATURE_DISABLED')
    expect((await noPlan.get('/api/campaign-settings')).body.error).toBe('ERR_PLAN_FEATURE_DISABLED')
  })
})

describe('tenant isolation', () => {
  it("answers another company's ids with 404 and leaks nothing", async () => {
    const { listId, itemId, campaignId } = a
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/contact-lists/${listId}`],
      ['PUT', `/api/contact-lists/${listId}`, { name: 'Roubada' }],
      ['DELETE', `/api/contact-lists/${listId}`],
      ['POST', `/api/contact-lists/${listId}/add-tag`, { tagId: 1 }],
      ['GET', `/api/contact-list-items/${itemId}`],
      ['PUT', `/api/contact-list-items/${itemId}`, { name: 'Roubado' }],
      ['DELETE', `/api/contact-list-items/${itemId}`],
      [
        'POST',
        '/api/contact-list-items',
        { name: 'Intruso', number: '5511900000000', contactListId: listId },
      ],
      ['GET', `/api/campaigns/${campaignId}`],
      ['GET', `/api/campaigns/${campaignId}/report`],
      ['PUT', `/api/campaigns/${campaignId}`, { name: 'Roubada', whatsappId: connectionId }],
      ['DELETE', `/api/campaigns/${campaignId}`],
      ['POST', `/api/campaigns/${campaignId}/cancel`],
      ['POST', `/api/campaigns/${campaignId}/restart`],
      ['DELETE', `/api/campaigns/${campaignId}/media-upload`],
    ]
    for (const [method, path, body] of attempts) {
      const answer = await other.request(method, path, body)
      expect([400, 404], `${method} ${path}`).toContain(answer.status)
      expect(JSON.stringify(answer.body)).not.toMatch(/zqa/i)
    }
    const upload = await other.request(
      'POST',
      `/api/contact-lists/${listId}/upload`,
      csvFile('name,number\nX Y,5511900000001\n'),
    )
    expect(upload.status).toBe(404)
    const media = new FormData()
    media.append('file', new Blob([Buffer.from('%PDF-1.7')]), 'a.pdf')
    expect((await other.request('POST', `/api/campaigns/${campaignId}/media-upload`, media)).status).toBe(404)
    // Another company's connection or list cannot be named in a campaign of its own.
    const borrowed = await other.post('/api/campaigns', {
      name: 'Emprestada',
      whatsappId: connectionId,
      contactListId: listId,
    })
    expect(borrowed.status).toBe(400)
    for (const path of [
      '/api/contact-lists/',
      '/api/contact-lists/list',
      '/api/contact-list-items',
      '/api/campaigns/',
      '/api/campaign-settings',
    ]) {
      expect(JSON.stringify((await other.get(path)).body), path).not.toMatch(/zqa/i)
    }
    // Company A's rows are untouched.
    expect((await admin.get(`/api/contact-lists/${listId}`)).body.name).toBe('Clientes ZQA')
    expect((await admin.get(`/api/contact-list-items/${itemId}`)).body.name).toBe('Zé ZQA')
    expect((await admin.get(`/api/campaigns/${campaignId}`)).body.name).toBe('Campanha ZQA')
  })
})
