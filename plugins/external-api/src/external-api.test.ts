import { randomBytes } from 'node:crypto'
import {
  ApiClient,
  createCompany,
  createUser,
  operatorEm,
  startTestApp,
  type TestApp,
  testChannel,
} from '@atendo/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import externalApiPlugin from './index.ts'

const channel = testChannel()
let testApp: TestApp
let token: string
let connectionId: number
let queueId: number
let agentId: number

async function connectionWithToken(companyId: number, provider = 'test-channel') {
  const secret = randomBytes(20).toString('hex')
  const [row] = await operatorEm(testApp).execute<{ id: number }[]>(
    `insert into connections (company_id, name, channel, provider, status, is_default, options, token, created_at, updated_at)
     values (?, ?, 'whatsapp', ?, 'CONNECTED', false, '{}', ?, now(), now()) returning id`,
    [companyId, `API ${secret.slice(0, 6)}`, provider, secret],
  )
  return { id: row!.id, token: secret }
}

function send(body: unknown, headers: Record<string, string> = {}, bearer: string | null = token) {
  return fetch(`${testApp.url}/api/messages/send`, {
    method: 'POST',
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    headers: response.headers,
    body: await response.json(),
  }))
}

const newNumber = () => `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

beforeAll(async () => {
  testApp = await startTestApp({
    plugins: [channel.plugin, externalApiPlugin],
    pluginConfig: { 'external-api': { sendsPerMinute: 30 } },
  })
  ;({ id: connectionId, token } = await connectionWithToken(1))
  const [queue] = await operatorEm(testApp).execute<{ id: number }[]>(
    `insert into queues (company_id, name, color, created_at, updated_at) values (1, 'Vendas', '#123456', now(), now()) returning id`,
  )
  queueId = queue!.id
  agentId = (await createUser(testApp, { name: 'Paula' })).id
})

afterAll(async () => {
  await testApp?.close()
})

describe('external API: sending a text', () => {
  it('creates the contact and its ticket, sends through the connection and answers with what was sent', async () => {
    const number = newNumber()
    const answer = await send({
      number: `+${number.slice(0, 2)} (${number.slice(2, 4)}) ${number.slice(4)}`,
      body: 'Seu pedido saiu',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      message: 'Mensagem enviada',
      connectionId,
      contactCreated: true,
      ticketStatus: 'pending',
      messages: [{ body: 'Seu pedido saiu', mediaType: null, ack: 1 }],
    })
    expect(answer.body.messages[0].externalId).toMatch(/^test-/)
    expect(channel.sent.filter((sent) => sent.to === number).map((sent) => sent.body)).toEqual([
      'Seu pedido saiu',
    ])

    // The second send to the same person (written another way) goes to the same contact and ticket.
    const again = await send({ number, body: 'Chega amanhã' })
    expect(again.body).toMatchObject({
      contactId: answer.body.contactId,
      contactCreated: false,
      ticketId: answer.body.ticketId,
    })
    const [row] = await operatorEm(testApp).execute<{ count: string }[]>(
      'select count(*) from messages where ticket_id = ? and from_me',
      [answer.body.ticketId],
    )
    expect(Number(row?.count)).toBe(2)
  })

  it('gives the ticket to the attendant and queue asked for, and closes it when asked', async () => {
    const answer = await send({
      number: newNumber(),
      body: 'Olá',
      userId: agentId,
      queueId,
      closeTicket: true,
    })
    expect(answer.status).toBe(200)
    expect(answer.body.ticketStatus).toBe('closed')
    const [ticket] = await operatorEm(testApp).execute<
      { user_id: number; queue_id: number; status: string }[]
    >('select user_id, queue_id, status from tickets where id = ?', [answer.body.ticketId])
    expect(ticket).toEqual({ user_id: agentId, queue_id: queueId, status: 'closed' })
  })

  it('refuses numbers that are not numbers, blank bodies, and another company’s users or queues', async () => {
    const bad = await send({ number: '12345678901234567890', body: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: 'ERR_VALIDATION', fields: [{ field: 'number' }] })
    expect((await send({ number: newNumber(), body: '   ' })).body.error).toBe('ERR_VALIDATION')
    const otherCompanyId = await createCompany(testApp)
    const stranger = await createUser(testApp, { companyId: otherCompanyId })
    const foreignUser = await send({ number: newNumber(), body: 'x', userId: stranger.id })
    expect(foreignUser.body).toMatchObject({ error: 'ERR_VALIDATION', fields: [{ field: 'userId' }] })
  })
})

describe('external API: files', () => {
  it('sends each file of a multipart form, the body as the first caption', async () => {
    const number = newNumber()
    const form = new FormData()
    form.append('number', number)
    form.append('body', 'Segue o boleto')
    form.append('medias', new Blob(['%PDF-1.4 boleto'], { type: 'application/pdf' }), 'boleto.pdf')
    form.append('medias', new Blob(['nota'], { type: 'text/plain' }), 'nota.txt')
    const answer = await send(form)
    expect(answer.body).toMatchObject({ message: 'Mensagem enviada' })
    expect(answer.status).toBe(200)
    expect(answer.body.messages).toHaveLength(2)
    expect(answer.body.messages[0]).toMatchObject({ body: 'Segue o boleto' })
    expect(answer.body.messages[1]).toMatchObject({ body: 'nota.txt' })
    expect(channel.sent.filter((sent) => sent.to === number).map((sent) => sent.body)).toEqual([
      'Segue o boleto',
      '',
    ])

    const noFile = new FormData()
    noFile.append('number', number)
    const refused = await send(noFile)
    expect(refused.body).toMatchObject({ error: 'ERR_VALIDATION', fields: [{ field: 'medias' }] })
  })
})

describe('external API: who may send', () => {
  it('answers 401 without a token and 403 with a wrong one, sending nothing', async () => {
    const before = channel.sent.length
    const missing = await send({ number: newNumber(), body: 'x' }, {}, null)
    expect(missing.status).toBe(401)
    expect(missing.body.error).toBe('ERR_UNAUTHENTICATED')
    const wrong = await send({ number: newNumber(), body: 'x' }, {}, 'not-the-token')
    expect(wrong.status).toBe(403)
    expect(wrong.body.error).toBe('ERR_INVALID_TOKEN')
    expect(channel.sent.length).toBe(before)
  })

  it("sends through the token's own connection only: another company's token reaches that company", async () => {
    const otherCompanyId = await createCompany(testApp)
    const other = await connectionWithToken(otherCompanyId)
    const number = newNumber()
    const answer = await send({ number, body: 'Da outra empresa' }, {}, other.token)
    expect(answer.body.connectionId).toBe(other.id)
    const [contact] = await operatorEm(testApp).execute<{ company_id: number }[]>(
      'select company_id from contacts where id = ?',
      [answer.body.contactId],
    )
    expect(contact?.company_id).toBe(otherCompanyId)
  })

  it('refuses a company whose plan lacks useExternalApi', async () => {
    const [plan] = await operatorEm(testApp).execute<{ id: number }[]>(
      `insert into plans (name, use_external_api, created_at, updated_at) values ('Sem API', false, now(), now()) returning id`,
    )
    const companyId = await createCompany(testApp, { planId: plan!.id })
    const { token: planless } = await connectionWithToken(companyId)
    const answer = await send({ number: newNumber(), body: 'x' }, {}, planless)
    expect(answer.status).toBe(403)
    expect(answer.body.error).toBe('ERR_PLAN_FEATURE_DISABLED')
  })

  it('limits the sends of one connection per minute', async () => {
    const { token: busy } = await connectionWithToken(1)
    const statuses: number[] = []
    for (let n = 0; n < 31; n++) statuses.push((await send({ number: '1', body: 'x' }, {}, busy)).status)
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
    expect(statuses[30]).toBe(429)
    // Another connection is not held back by it.
    expect((await send({ number: '1', body: 'x' })).status).toBe(400)
  })
})

describe('external API: idempotency', () => {
  it('sends once per Idempotency-Key and answers retries with the first answer', async () => {
    const number = newNumber()
    const key = { 'idempotency-key': `order-${randomBytes(4).toString('hex')}` }
    const [first, second] = await Promise.all([
      send({ number, body: 'Uma vez' }, key),
      send({ number, body: 'Uma vez' }, key),
    ])
    const statuses = [first.status, second.status].sort()
    // Both at once: one sends, the other is told it is in progress (or, if it came after, replayed).
    expect(statuses[0]).toBe(200)
    expect([200, 409]).toContain(statuses[1])
    const retry = await send({ number, body: 'Uma vez' }, key)
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(retry.body).toEqual(first.status === 200 ? first.body : second.body)
    expect(channel.sent.filter((sent) => sent.to === number)).toHaveLength(1)

    const reused = await send({ number, body: 'Outra coisa' }, key)
    expect(reused.status).toBe(422)
    expect(reused.body.error).toBe('ERR_EXTERNAL_API_KEY_REUSED')
  })

  it('lets a key be used again after its send failed', async () => {
    const key = { 'idempotency-key': `fail-${randomBytes(4).toString('hex')}` }
    expect((await send({ number: 'abcdefgh', body: 'x' }, key)).status).toBe(400)
    const fixed = await send({ number: newNumber(), body: 'x' }, key)
    // A different request under the key of a failed one is a new send, not a reuse.
    expect(fixed.status).toBe(200)
  })

  it('takes over a key left pending by a send that died with its process', async () => {
    const key = `crashed-${randomBytes(4).toString('hex')}`
    await operatorEm(testApp).execute(
      `insert into external_api_sends (company_id, connection_id, idempotency_key, request_digest, status, created_at)
       values (1, ?, ?, 'stale', 'pending', now() - interval '11 minutes')`,
      [connectionId, key],
    )
    const inProgress = `fresh-${randomBytes(4).toString('hex')}`
    await operatorEm(testApp).execute(
      `insert into external_api_sends (company_id, connection_id, idempotency_key, request_digest, status, created_at)
       values (1, ?, ?, 'other', 'pending', now())`,
      [connectionId, inProgress],
    )
    const number = newNumber()
    expect((await send({ number, body: 'Retomado' }, { 'idempotency-key': key })).status).toBe(200)
    const busy = await send({ number, body: 'x' }, { 'idempotency-key': inProgress })
    expect(busy.status).toBe(422)
  })
})

describe('external API: documented', () => {
  it('is in the OpenAPI document with both forms', async () => {
    const document = (await new ApiClient(testApp.url).get('/api/openapi.json')).body
    const operation = document.paths['/api/messages/send'].post
    expect(Object.keys(operation.requestBody.content).sort()).toEqual([
      'application/json',
      'multipart/form-data',
    ])
    expect(operation.responses['200']).toBeDefined()
  })
})
