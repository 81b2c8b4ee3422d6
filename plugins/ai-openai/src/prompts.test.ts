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
import plugin from './index.ts'

let testApp: TestApp
let admin: ApiClient
let other: ApiClient
let plain: ApiClient
let withoutAi: ApiClient
let queueId: number
let otherQueueId: number

const key = 'sk-proj-9f8e7d6c5b4a3210abcd'
const instructions =
  'Você é a assistente da Padaria Pão Quente. Responda com educação, em português, sobre pedidos e horários.'
const body = (changes: Record<string, unknown> = {}) => ({
  name: 'Atendente virtual',
  prompt: instructions,
  apiKey: key,
  queueId,
  ...changes,
})

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [plugin] })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  queueId = (await admin.post('/api/queue', { name: 'Suporte', color: '#123456' })).body.id
  const otherCompany = await createCompany(testApp, { name: 'Outra' })
  other = await new ApiClient(testApp.url).login(
    await createUser(testApp, { companyId: otherCompany, profile: 'admin' }),
  )
  otherQueueId = (await other.post('/api/queue', { name: 'Vendas', color: '#654321' })).body.id
  plain = await new ApiClient(testApp.url).login(await createUser(testApp))
  const plan = await admin.post('/api/plans', {
    name: 'Sem IA',
    amount: 10,
    users: 3,
    connections: 3,
    queues: 3,
    useOpenAi: false,
  })
  expect(plan.status, JSON.stringify(plan.body)).toBe(201)
  const noAiCompany = await createCompany(testApp, { name: 'Sem IA', planId: plan.body.id })
  withoutAi = await new ApiClient(testApp.url).login(
    await createUser(testApp, { companyId: noAiCompany, profile: 'admin' }),
  )
})
afterAll(() => testApp?.close())

describe('prompts', () => {
  it("creates one with the spec's defaults and never answers its key", async () => {
    const created = await admin.post('/api/prompt', body())
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Atendente virtual',
      voice: 'texto',
      maxTokens: 100,
      temperature: 1,
      maxMessages: 10,
      queueId,
      queue: { id: queueId },
      voiceKey: null,
    })
    const { id } = created.body
    const one = await admin.get(`/api/prompt/${id}`)
    const list = await admin.get('/api/prompt')
    for (const answer of [created, one, list]) {
      expect(JSON.stringify(answer.body)).not.toContain(key)
      expect(JSON.stringify(answer.body)).not.toContain(key.slice(0, 12))
    }
    expect(one.body.apiKey).toBe('••••••••abcd')
    expect(list.body).toMatchObject({ prompts: [{ id, apiKey: '••••••••abcd' }], hasMore: false })
    const [row] = await operatorEm(testApp).execute<{ api_key: string }[]>(
      'select api_key from ai_prompts where id = ?',
      [id],
    )
    expect(row!.api_key).toBe(key)
  })

  it("refuses what the spec's dialog refuses", async () => {
    const refusals = [
      body({ name: 'Ana' }),
      body({ name: 'x'.repeat(101) }),
      body({ prompt: 'curto demais' }),
      body({ apiKey: '' }),
      body({ voice: 'Robô' }),
      body({ temperature: 3 }),
      body({ maxTokens: 0 }),
      body({ maxMessages: 0 }),
      body({ voice: 'Francisca' }),
      body({ voice: 'Francisca', voiceKey: 'azure-key-123', voiceRegion: 'https://evil.example/' }),
    ]
    for (const refused of refusals) {
      const answer = await admin.post('/api/prompt', refused)
      expect([answer.status, answer.body.error], JSON.stringify(refused)).toEqual([400, 'ERR_VALIDATION'])
    }
    const withoutQueue = await admin.post('/api/prompt', body({ queueId: null }))
    expect(withoutQueue.status).toBe(400)
    expect(JSON.stringify(withoutQueue.body)).toContain('Informe o setor')
  })

  it('keeps the stored keys when the dialog sends the masked ones back, and takes new ones', async () => {
    const created = await admin.post(
      '/api/prompt',
      body({ voice: 'Francisca', voiceKey: 'azure-speech-key-0001', voiceRegion: 'brazilsouth' }),
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const { id, apiKey, voiceKey } = created.body
    const unchanged = await admin.put(`/api/prompt/${id}`, {
      ...body({ voice: 'Francisca', voiceRegion: 'brazilsouth' }),
      name: 'Assistente de voz',
      apiKey,
      voiceKey,
      temperature: 0.4,
    })
    expect(unchanged.status, JSON.stringify(unchanged.body)).toBe(200)
    expect(unchanged.body).toMatchObject({ name: 'Assistente de voz', temperature: 0.4, apiKey, voiceKey })
    const keys = () =>
      operatorEm(testApp).execute<{ api_key: string; voice_key: string }[]>(
        'select api_key, voice_key from ai_prompts where id = ?',
        [id],
      )
    expect(await keys()).toEqual([{ api_key: key, voice_key: 'azure-speech-key-0001' }])
    await admin.put(`/api/prompt/${id}`, body({ apiKey: 'sk-new-key-000000000099' }))
    expect((await keys())[0]!.api_key).toBe('sk-new-key-000000000099')
  })

  it('deletes one', async () => {
    const { id } = (await admin.post('/api/prompt', body())).body
    expect((await admin.delete(`/api/prompt/${id}`)).status).toBe(200)
    expect((await admin.get(`/api/prompt/${id}`)).status).toBe(404)
  })
})

describe('who may', () => {
  it('refuses plain users and companies whose plan has no AI', async () => {
    const denied = await plain.get('/api/prompt')
    expect([denied.status, denied.body.error]).toEqual([403, 'ERR_NO_PERMISSION'])
    expect((await plain.post('/api/prompt', body())).status).toBe(403)
    const noPlan = await withoutAi.get('/api/prompt')
    expect(noPlan.body.error).toBe('ERR_PLAN_FEATURE_DISABLED')
    expect((await withoutAi.post('/api/prompt', body())).body.error).toBe('ERR_PLAN_FEATURE_DISABLED')
  })

  it("never shows, changes or deletes another company's prompt", async () => {
    const { id } = (await admin.post('/api/prompt', body({ name: 'Só da empresa 1' }))).body
    expect((await other.get(`/api/prompt/${id}`)).status).toBe(404)
    expect((await other.put(`/api/prompt/${id}`, body({ queueId: otherQueueId }))).status).toBe(404)
    expect((await other.delete(`/api/prompt/${id}`)).status).toBe(404)
    const theirs = await other.get('/api/prompt')
    expect(theirs.body.prompts).toEqual([])
    expect((await admin.get(`/api/prompt/${id}`)).body.name).toBe('Só da empresa 1')
  })
})
