import {
  ApiClient,
  createCompany,
  createUser,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  testChannel,
} from '@atendo/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import flows from './index.ts'

const channel = testChannel()
let testApp: TestApp
let admin: ApiClient
let other: ApiClient
let plainUser: ApiClient
let connectionId: number
let queueId: number
let otherQueueId: number

const node = (id: string, type: string, data: Record<string, unknown>, x = 0) => ({
  id,
  type,
  position: { x, y: 0 },
  data,
})

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin, flows] })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  connectionId = (await channel.connection(testApp, 1)).id
  queueId = (await admin.post('/api/queue', { name: 'Vendas', color: '#aa0011' })).body.id
  const otherCompany = await createCompany(testApp, { name: 'Outra empresa de fluxos' })
  other = await new ApiClient(testApp.url).login(
    await createUser(testApp, { companyId: otherCompany, profile: 'admin' }),
  )
  otherQueueId = (await other.post('/api/queue', { name: 'Fila alheia', color: '#aa0022' })).body.id
  plainUser = await new ApiClient(testApp.url).login(
    await createUser(testApp, { companyId: 1, profile: 'user' }),
  )
})
afterAll(() => testApp?.close())

describe('flows', () => {
  it('adds, lists with search, renames, switches off, duplicates and deletes', async () => {
    expect((await admin.post('/api/flowbuilder', { name: 'A' })).status).toBe(400)
    expect((await admin.post('/api/flowbuilder', { name: 'x'.repeat(51) })).status).toBe(400)
    const created = await admin.post('/api/flowbuilder', { name: 'Boas-vindas Loja' })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ name: 'Boas-vindas Loja', active: true })
    const id = created.body.id
    const empty = await admin.get(`/api/flowbuilder/flow/${id}`)
    expect(empty.body.flow).toMatchObject({ id, flow: null })
    expect(
      (await admin.get('/api/flowbuilder?searchParam=loja')).body.flows.map((f: { id: number }) => f.id),
    ).toEqual([id])
    expect((await admin.get('/api/flowbuilder?searchParam=nada')).body.flows).toEqual([])
    const renamed = await admin.put('/api/flowbuilder', { flowId: id, name: 'Boas-vindas', active: false })
    expect(renamed.body).toMatchObject({ name: 'Boas-vindas', active: false })
    await admin.post('/api/flowbuilder/flow', {
      idFlow: id,
      nodes: [node('start1', 'start', {}), node('msg1', 'message', { label: 'Olá {{firstName}}' }, 40)],
      connections: [{ source: 'start1', target: 'msg1' }],
    })
    const copy = await admin.post('/api/flowbuilder/duplicate', { flowId: id })
    expect(copy.body.name).toBe('Boas-vindas - copy')
    const copied = await admin.get(`/api/flowbuilder/${copy.body.id}`)
    expect(copied.body.flow.flow.nodes.map((n: { id: string }) => n.id)).toEqual(['start1', 'msg1'])
    const removed = await admin.delete(`/api/flowbuilder/${copy.body.id}`)
    expect(removed.body.message).toBe('Fluxo excluído com sucesso')
    expect((await admin.get(`/api/flowbuilder/${copy.body.id}`)).status).toBe(404)
  })

  it('stores nodes and connections, and refuses a flow naming the bad node', async () => {
    const id = (await admin.post('/api/flowbuilder', { name: 'Validação' })).body.id
    const save = (nodes: unknown[], connections: unknown[] = []) =>
      admin.post('/api/flowbuilder/flow', { idFlow: id, nodes, connections })
    const start = node('s', 'start', {})
    const menu = node('menu1', 'menu', {
      message: 'Escolha',
      arrayOption: [
        { number: 1, value: 'Vendas' },
        { number: 2, value: 'Suporte' },
      ],
    })
    const ticket = node('tk', 'ticket', { queueId, name: 'Vendas' })
    const good = await save(
      [start, menu, ticket],
      [
        { source: 's', target: 'menu1' },
        { source: 'menu1', sourceHandle: 'a1', target: 'tk' },
      ],
    )
    expect(good.status).toBe(200)
    expect(good.body.flow.flow.connections).toHaveLength(2)

    const missingTarget = await save([start], [{ source: 's', target: 'ghost' }])
    expect(missingTarget.status).toBe(400)
    expect(missingTarget.body.error).toBe('ERR_FLOWS_INVALID_NODE')
    expect(missingTarget.body.message).toContain('ghost')

    const badHandle = await save(
      [start, menu, ticket],
      [{ source: 'menu1', sourceHandle: 'a9', target: 'tk' }],
    )
    expect(badHandle.body.message).toContain('menu1')

    const foreignQueue = await save([node('tk2', 'ticket', { queueId: otherQueueId })])
    expect(foreignQueue.status).toBe(400)
    expect(foreignQueue.body.message).toContain('tk2')

    const aiQueue = await save([
      node('ai', 'openai', { name: 'IA', apiKey: 'k', prompt: 'p', queueId: otherQueueId }),
    ])
    expect(aiQueue.body).toMatchObject({ error: 'ERR_FLOWS_INVALID_NODE' })
    expect(aiQueue.body.message).toContain('ai')
    expect(aiQueue.body.message).toContain(`queue ${otherQueueId}`)

    const interval = await save([node('wait', 'interval', { sec: 121 })])
    expect(interval.body).toMatchObject({ error: 'ERR_FLOWS_INVALID_NODE' })
    expect(interval.body.message).toContain('wait')

    const emptyCard = await save([
      node('c1', 'singleBlock', {
        seq: ['message1', 'interval2'],
        elements: [
          { number: 'message1', type: 'message', value: 'Oi' },
          { number: 'interval2', type: 'interval', value: '0' },
        ],
      }),
    ])
    expect(emptyCard.body.message).toContain('Intervalo não pode ser 0 ou maior que 120!')

    const typebot = await save([node('tb', 'typebot', { name: 'Bot' })])
    expect(typebot.body).toMatchObject({ error: 'ERR_FLOWS_NODE_RUNTIME_MISSING' })
    expect(typebot.body.message).toContain('tb')

    const twice = await save([start, node('s', 'message', { label: 'x' })])
    expect(twice.body.message).toContain('same id')
    // Nothing of a refused save was written.
    const stored = await admin.get(`/api/flowbuilder/flow/${id}`)
    expect(stored.body.flow.flow.nodes.map((n: { id: string }) => n.id)).toEqual(['s', 'menu1', 'tk'])
  })

  it('phrase campaigns: create, read, change, delete; flow and connection must be the company’s', async () => {
    const flowId = (await admin.post('/api/flowbuilder', { name: 'Promo' })).body.id
    expect((await admin.post('/api/flowcampaign', { name: 'Sem frase', flowId, phrase: '' })).status).toBe(
      400,
    )
    const created = await admin.post('/api/flowcampaign', {
      name: 'Natal',
      flowId,
      whatsappId: connectionId,
      phrase: 'promoção de natal',
    })
    expect(created.body).toMatchObject({ flowId, whatsappId: connectionId, status: true })
    const anyConnection = await admin.post('/api/flowcampaign', {
      name: 'Qualquer',
      flowId,
      whatsappId: null,
      phrase: 'oi',
    })
    expect(anyConnection.body.whatsappId).toBeNull()
    const changed = await admin.put('/api/flowcampaign', {
      id: created.body.id,
      name: 'Natal 2',
      flowId,
      whatsappId: connectionId,
      phrase: 'natal',
      status: false,
    })
    expect(changed.body).toMatchObject({ name: 'Natal 2', phrase: 'natal', status: false })
    expect((await admin.get(`/api/flowcampaign/${created.body.id}`)).body.name).toBe('Natal 2')
    expect((await admin.get('/api/flowcampaign')).body.flow).toHaveLength(2)
    expect((await admin.delete(`/api/flowcampaign/${anyConnection.body.id}`)).body.message).toBe(
      'Frase deletada',
    )
    expect((await admin.get('/api/flowcampaign')).body.flow).toHaveLength(1)
  })
})

describe('tenant isolation', () => {
  it("answers another company's flows and campaigns as unknown, and keeps lists apart", async () => {
    const flowId = (await admin.post('/api/flowbuilder', { name: 'Só nosso' })).body.id
    const phraseId = (await admin.post('/api/flowcampaign', { name: 'Nossa', flowId, phrase: 'nosso' })).body
      .id
    const theirs = (await other.post('/api/flowbuilder', { name: 'Deles' })).body.id
    const start = [node('s', 'start', {})]

    expect((await other.get(`/api/flowbuilder/${flowId}`)).status).toBe(404)
    expect((await other.get(`/api/flowbuilder/flow/${flowId}`)).status).toBe(404)
    expect((await other.put('/api/flowbuilder', { flowId, name: 'Roubado' })).status).toBe(404)
    expect((await other.post('/api/flowbuilder/duplicate', { flowId })).status).toBe(404)
    expect(
      (await other.post('/api/flowbuilder/flow', { idFlow: flowId, nodes: start, connections: [] })).status,
    ).toBe(404)
    expect((await other.delete(`/api/flowbuilder/${flowId}`)).status).toBe(404)
    expect((await other.get('/api/flowbuilder')).body.flows.map((f: { id: number }) => f.id)).toEqual([
      theirs,
    ])

    expect((await other.get(`/api/flowcampaign/${phraseId}`)).status).toBe(404)
    expect(
      (await other.put('/api/flowcampaign', { id: phraseId, name: 'x', flowId: theirs, phrase: 'x' })).status,
    ).toBe(404)
    expect((await other.delete(`/api/flowcampaign/${phraseId}`)).status).toBe(404)
    expect((await other.get('/api/flowcampaign')).body.flow).toEqual([])
    // Their campaign cannot point at our flow or our connection.
    const foreignFlow = await other.post('/api/flowcampaign', { name: 'x', flowId, phrase: 'x' })
    expect(foreignFlow.status).toBe(400)
    expect(foreignFlow.body.fields[0].field).toBe('flowId')
    const foreignConnection = await other.post('/api/flowcampaign', {
      name: 'x',
      flowId: theirs,
      whatsappId: connectionId,
      phrase: 'x',
    })
    expect(foreignConnection.body.fields[0].field).toBe('whatsappId')
    // Ours is untouched.
    expect((await admin.get(`/api/flowbuilder/${flowId}`)).body.flow.name).toBe('Só nosso')
    expect((await admin.get(`/api/flowcampaign/${phraseId}`)).body.name).toBe('Nossa')
  })

  it('is for admins: a plain user is refused', async () => {
    expect((await plainUser.get('/api/flowbuilder')).status).toBe(403)
    expect((await plainUser.get('/api/flowcampaign')).status).toBe(403)
  })
})
