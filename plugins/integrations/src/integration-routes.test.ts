import {
  ApiClient,
  createCompany,
  createUser,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
} from '@atendo/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import integrations from './index.ts'
import { fakeGoogle } from './test-fakes/fake-google.ts'

let testApp: TestApp
let admin: ApiClient
let other: ApiClient
let google: Awaited<ReturnType<typeof fakeGoogle>>
const made = {} as { typebot: number; dialogflow: number }

beforeAll(async () => {
  google = await fakeGoogle((text) => ({
    intent: 'Default Welcome Intent',
    messages: [`Oi! Você disse ${text}`],
  }))
  testApp = await startTestApp({
    plugins: [integrations],
    pluginConfig: {
      integrations: { dialogflowApiUrl: google.server.url, googleTokenUrl: `${google.server.url}/token` },
    },
    env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' },
  })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const otherCompany = await createCompany(testApp, { name: 'Outra empresa' })
  other = await new ApiClient(testApp.url).login(
    await createUser(testApp, { companyId: otherCompany, profile: 'admin' }),
  )
})
afterAll(async () => {
  await testApp?.close()
  await google?.server.close()
})

describe('queue integrations', () => {
  it('validates each type as the dialog does', async () => {
    const refused = [
      { type: 'n8n', name: 'A', urlN8N: 'https://n8n.example.com/webhook/1' },
      { type: 'n8n', name: 'Sem URL' },
      { type: 'webhook', name: 'URL ruim', urlN8N: 'ftp://example.com' },
      { type: 'typebot', name: 'Sem slug', urlN8N: 'https://typebot.example.com' },
      { type: 'dialogflow', name: 'Sem JSON', projectName: 'p', language: 'pt-BR' },
      { type: 'zapier', name: 'Tipo novo' },
      {
        type: 'typebot',
        name: 'Atraso',
        urlN8N: 'https://t.example.com',
        typebotSlug: 's',
        typebotDelayMessage: -1,
      },
    ]
    for (const body of refused) {
      const answer = await admin.post('/api/queueIntegration', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.error).toBe('ERR_VALIDATION')
    }
  })

  it('refuses an address of our own network (SSRF) when saved', async () => {
    const answer = await admin.post('/api/queueIntegration', {
      type: 'webhook',
      name: 'Metadados',
      urlN8N: 'http://169.254.169.254/latest/meta-data',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('ERR_VALIDATION')
    expect(JSON.stringify(answer.body)).toContain('urlN8N')
  })

  it('creates with the spec defaults, project name = name, searches and pages', async () => {
    const typebot = await admin.post('/api/queueIntegration', {
      type: 'typebot',
      name: 'Vendas Typebot',
      projectName: 'ignorado',
      urlN8N: 'https://typebot.example.com/',
      typebotSlug: 'vendas',
    })
    expect(typebot.status).toBe(200)
    expect(typebot.body).toMatchObject({
      type: 'typebot',
      name: 'Vendas Typebot',
      projectName: 'Vendas Typebot',
      urlN8N: 'https://typebot.example.com',
      typebotDelayMessage: 1000,
      typebotExpires: 1,
      language: 'pt-BR',
    })
    expect(typebot.body.callbackUrl).toBe(`/api/queueIntegration/${typebot.body.id}/callback`)
    expect(typebot.body.callbackSecret).toMatch(/^[0-9a-f]{48}$/)
    made.typebot = typebot.body.id
    const dialogflow = await admin.post('/api/queueIntegration', {
      type: 'dialogflow',
      name: 'Agente',
      projectName: 'atendo-agent',
      jsonContent: google.accountJson,
      language: 'es',
    })
    expect(dialogflow.body).toMatchObject({ projectName: 'atendo-agent', language: 'es' })
    made.dialogflow = dialogflow.body.id
    const page = await admin.get('/api/queueIntegration/?searchParam=vendas&pageNumber=1')
    expect(page.body).toMatchObject({ queueIntegrations: [{ id: made.typebot }], hasMore: false })
    const reactAdmin = await admin.get('/api/queueIntegration?range=[0,0]&sort=["id","ASC"]')
    expect(reactAdmin.headers.get('content-range')).toBe('queueIntegrations 0-0/2')
  })

  it('edits, switching type without leaving the old fields behind, and deletes', async () => {
    const edited = await admin.put(`/api/queueIntegration/${made.typebot}`, {
      type: 'n8n',
      name: 'Vendas n8n',
      urlN8N: 'https://n8n.example.com/webhook/vendas',
    })
    expect(edited.body).toMatchObject({ type: 'n8n', projectName: 'Vendas n8n', typebotSlug: '' })
    expect((await admin.get(`/api/queueIntegration/${made.typebot}`)).body.name).toBe('Vendas n8n')
    const created = await admin.post('/api/queueIntegration', { type: 'flowbuilder', name: 'Fluxo' })
    expect((await admin.delete(`/api/queueIntegration/${created.body.id}`)).status).toBe(200)
    expect((await admin.get(`/api/queueIntegration/${created.body.id}`)).status).toBe(404)
  })

  it('tests a Dialogflow agent through the OAuth exchange and detectIntent', async () => {
    const answer = await admin.post('/api/queueIntegration/testSession', {
      projectName: 'atendo-agent',
      jsonContent: google.accountJson,
      language: 'pt-BR',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      ok: true,
      intent: 'Default Welcome Intent',
      fulfillmentText: 'Oi! Você disse Olá',
    })
    expect(google.detected.at(-1)).toMatchObject({ project: 'atendo-agent', text: 'Olá', language: 'pt-BR' })
    expect(google.server.requests.some((request) => request.path === '/token')).toBe(true)
  })

  it("masks the service account's key in every answer and keeps it when the masked JSON comes back", async () => {
    const masked = (await admin.get(`/api/queueIntegration/${made.dialogflow}`)).body.jsonContent
    expect(masked).not.toContain(google.account.private_key)
    expect(JSON.parse(masked)).toMatchObject({
      client_email: google.account.client_email,
      private_key: '••••••••',
    })
    const listed = (await admin.get('/api/queueIntegration/?searchParam=Agente')).body.queueIntegrations
    expect(listed[0].jsonContent).toBe(masked)
    const stored = async () => {
      const [row] = await operatorEm(testApp).execute<{ json_content: string }[]>(
        'select json_content from integrations_queue_integrations where id = ?',
        [made.dialogflow],
      )
      return JSON.parse(row!.json_content)
    }
    const body = { type: 'dialogflow', name: 'Agente', projectName: 'atendo-agent', language: 'es' }
    // Sent back as answered: the stored key stays, and the answer is masked again.
    const same = await admin.put(`/api/queueIntegration/${made.dialogflow}`, { ...body, jsonContent: masked })
    expect(same.body.jsonContent).toBe(masked)
    expect((await stored()).private_key).toBe(google.account.private_key)
    // Another field of the JSON changed, the key still masked: the stored key is kept with the change.
    const edited = JSON.stringify({ ...JSON.parse(masked), client_id: '42' })
    await admin.put(`/api/queueIntegration/${made.dialogflow}`, { ...body, jsonContent: edited })
    expect(await stored()).toMatchObject({ client_id: '42', private_key: google.account.private_key })
    // The dialog tests a saved agent with the masked JSON and the integration's id.
    const tested = await admin.post('/api/queueIntegration/testSession', {
      id: made.dialogflow,
      projectName: 'atendo-agent',
      jsonContent: masked,
    })
    expect(tested.body).toMatchObject({ ok: true, intent: 'Default Welcome Intent' })
    // Another company cannot borrow the key by naming the integration.
    const borrowed = await other.post('/api/queueIntegration/testSession', {
      id: made.dialogflow,
      projectName: 'atendo-agent',
      jsonContent: masked,
    })
    expect(borrowed.status).toBe(404)
    // A new JSON replaces the account.
    const replaced = JSON.stringify({ ...google.account, private_key_id: 'nova' })
    await admin.put(`/api/queueIntegration/${made.dialogflow}`, { ...body, jsonContent: replaced })
    expect((await stored()).private_key_id).toBe('nova')
  })

  it('says why a Dialogflow test fails: bad JSON, a key Google refuses', async () => {
    const badJson = await admin.post('/api/queueIntegration/testSession', {
      projectName: 'atendo-agent',
      jsonContent: '{not json',
    })
    expect(badJson.status).toBe(400)
    expect(badJson.body.error).toBe('ERR_INTEGRATIONS_SERVICE_FAILED')
    const { generateKeyPairSync } = await import('node:crypto')
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    })
    const refused = await admin.post('/api/queueIntegration/testSession', {
      projectName: 'atendo-agent',
      jsonContent: JSON.stringify({ ...google.account, client_email: 'outro@x.iam', private_key: stranger }),
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('ERR_INTEGRATIONS_SERVICE_FAILED')
    expect(refused.body.message).toContain('token endpoint answered 400')
  })

  it('shows plain users no-permission and companies without useIntegrations the plan refusal', async () => {
    const attendant = await new ApiClient(testApp.url).login(await createUser(testApp, { companyId: 1 }))
    expect((await attendant.get('/api/queueIntegration')).body.error).toBe('ERR_NO_PERMISSION')
    expect((await attendant.get('/api/files')).body.error).toBe('ERR_NO_PERMISSION')
    const [plan] = await operatorEm(testApp).execute<{ id: number }[]>(
      "insert into plans (name, users, connections, queues, amount, use_integrations, created_at, updated_at) values ('Sem integrações', 3, 3, 3, 0, false, now(), now()) returning id",
    )
    const company = await createCompany(testApp, { planId: plan!.id })
    const noPlan = await new ApiClient(testApp.url).login(
      await createUser(testApp, { companyId: company, profile: 'admin' }),
    )
    expect((await noPlan.get('/api/queueIntegration/')).body.error).toBe('ERR_PLAN_FEATURE_DISABLED')
  })
})

describe('tenant isolation', () => {
  it("answers another company's integration ids with 404 and leaks nothing", async () => {
    const id = made.dialogflow
    const body = { type: 'webhook', name: 'Roubada', urlN8N: 'https://example.com/hook' }
    expect((await other.get(`/api/queueIntegration/${id}`)).status).toBe(404)
    expect((await other.put(`/api/queueIntegration/${id}`, body)).status).toBe(404)
    expect((await other.delete(`/api/queueIntegration/${id}`)).status).toBe(404)
    expect((await other.get('/api/queueIntegration/')).body.queueIntegrations).toEqual([])
    const mine = await admin.get(`/api/queueIntegration/${id}`)
    expect(mine.body).toMatchObject({ name: 'Agente', type: 'dialogflow' })
  })
})
