import { createHmac } from 'node:crypto'
import {
  ApiClient,
  createCompany,
  createUser,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  type TestCustomer,
  testChannel,
  waitFor,
} from '@atendo/core/testing'
import { movableClock } from '@atendo/plugin-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import integrations from './index.ts'
import { fakeGoogle } from './test-fakes/fake-google.ts'
import { type FakeRequest, fakeServer } from './test-fakes/fake-server.ts'

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const clock = movableClock(new Date('2026-11-28T12:00:00Z'))
const channel = testChannel()
let testApp: TestApp
let admin: ApiClient
let google: Awaited<ReturnType<typeof fakeGoogle>>
let workflow: Awaited<ReturnType<typeof fakeServer>>
let typebot: Awaited<ReturnType<typeof fakeServer>>
let connectionId: number

beforeAll(async () => {
  google = await fakeGoogle((text) =>
    /tchau/i.test(text)
      ? { intent: 'Despedida', messages: ['Até logo!'], end: true }
      : { intent: 'Saudacao', messages: ['Olá, sou o agente.', 'Como posso ajudar?'] },
  )
  workflow = await fakeServer(() => ({ json: { messages: [{ text: 'Recebido pelo n8n' }] } }))
  typebot = await fakeServer(() => ({ status: 404 }))
  testApp = await startTestApp({
    plugins: [channel.plugin, integrations],
    clock,
    pluginConfig: {
      integrations: { dialogflowApiUrl: google.server.url, googleTokenUrl: `${google.server.url}/token` },
    },
    env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' },
  })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  connectionId = (await channel.connection(testApp, 1)).id
})
afterAll(async () => {
  await testApp?.close()
  await Promise.all([google?.server.close(), workflow?.close(), typebot?.close()])
})

/** Points the connection at an integration (the connection dialog's integrations tab). */
async function connectionUses(integrationId: number | null) {
  await operatorEm(testApp).execute(
    `update connections set options = jsonb_set(options, '{integrationId}', ?::jsonb) where id = ?`,
    [JSON.stringify(integrationId), connectionId],
  )
}

async function ticketOf(customer: TestCustomer) {
  const [row] = await operatorEm(testApp).execute<
    { id: number; automation: string | null; queue_id: number | null }[]
  >(
    `select t.id, t.automation, t.queue_id from tickets t join contacts c on c.id = t.contact_id
      where c.number = ? and t.status <> 'closed' order by t.id desc limit 1`,
    [customer.number],
  )
  return row!
}

async function sessionOf(ticketId: number) {
  const [row] = await operatorEm(testApp).execute<{ ended_at: Date | null; remote_session: string | null }[]>(
    'select ended_at, remote_session from integrations_sessions where ticket_id = ?',
    [ticketId],
  )
  return row
}

/** The next bubble's run is on the job outbox, waiting for its moment. */
async function bubbleWaiting(index: number) {
  const rows = await operatorEm(testApp).execute<{ id: number }[]>(
    `select id from job_outbox where job = 'integrations.deliver' and status = 'pending' and (payload->>'index')::int = ?`,
    [index],
  )
  return rows.length > 0
}

describe('n8n / webhook', () => {
  let hook: { id: number; callbackSecret: string }

  it('posts each message signed, sends what the workflow answers, and takes the ticket', async () => {
    hook = (
      await admin.post('/api/queueIntegration', {
        type: 'n8n',
        name: 'Pedidos n8n',
        urlN8N: `${workflow.url}/webhook/pedidos`,
      })
    ).body
    await connectionUses(hook.id)
    const ana = await channel.customer(testApp, { name: 'Ana' })
    await ana.says('Quero saber do pedido 42')
    await waitFor(() => ana.received().includes('Recebido pelo n8n'))
    const delivery = workflow.requests.at(-1) as FakeRequest
    expect(delivery.path).toBe('/webhook/pedidos')
    const timestamp = String(delivery.headers['x-atendo-timestamp'])
    const expected = `sha256=${createHmac('sha256', hook.callbackSecret).update(`${timestamp}.${delivery.body}`).digest('hex')}`
    expect(delivery.headers['x-atendo-signature']).toBe(expected)
    const payload = JSON.parse(delivery.body)
    expect(payload).toMatchObject({
      event: 'message',
      integrationId: hook.id,
      contact: { name: 'Ana', number: ana.number },
      message: { text: 'Quero saber do pedido 42' },
      callbackUrl: `/api/queueIntegration/${hook.id}/callback`,
    })
    expect((await ticketOf(ana)).automation).toBe('integrations.runtime')

    // The workflow answers later on the callback, and gives the ticket back.
    const ticketId = payload.ticketId as number
    const client = new ApiClient(testApp.url)
    const refused = await client.request(
      'POST',
      `/api/queueIntegration/${hook.id}/callback`,
      { ticketId, messages: [{ text: 'Intruso' }] },
      { authorization: 'Bearer wrong' },
    )
    expect(refused.status).toBe(403)
    const later = await client.request(
      'POST',
      `/api/queueIntegration/${hook.id}/callback`,
      { ticketId, messages: [{ text: 'Seu pedido saiu para entrega' }], handOver: true },
      { authorization: `Bearer ${hook.callbackSecret}` },
    )
    expect(later.body).toEqual({ sent: 1, handedOver: true })
    await waitFor(() => ana.received().includes('Seu pedido saiu para entrega'))
    expect((await ticketOf(ana)).automation).toBeNull()
    expect((await sessionOf(ticketId))?.ended_at).not.toBeNull()
    // Handed back, the integration does not take the ticket again.
    const before = workflow.requests.length
    await ana.says('Obrigada')
    await waitFor(async () =>
      (await admin.get(`/api/messages/${ticketId}`)).body.messages?.some(
        (m: { body: string }) => m.body === 'Obrigada',
      ),
    )
    expect((await ticketOf(ana)).automation).toBeNull()
    expect(workflow.requests.length).toBe(before)
  })

  it("refuses the callback for a ticket the integration does not drive, another company's included", async () => {
    const otherCompany = await createCompany(testApp, { name: 'Outra' })
    const other = await new ApiClient(testApp.url).login(
      await createUser(testApp, { companyId: otherCompany, profile: 'admin' }),
    )
    const theirs = (
      await other.post('/api/queueIntegration', {
        type: 'webhook',
        name: 'Deles',
        urlN8N: `${workflow.url}/x`,
      })
    ).body
    const [{ id: anyTicket }] = await operatorEm(testApp).execute<{ id: number }[]>(
      'select id from tickets where company_id = 1 order by id desc limit 1',
    )
    const answer = await new ApiClient(testApp.url).request(
      'POST',
      `/api/queueIntegration/${theirs.id}/callback`,
      { ticketId: anyTicket, messages: [{ text: 'Vazamento' }] },
      { authorization: `Bearer ${theirs.callbackSecret}` },
    )
    expect(answer.status).toBe(404)
    expect(channel.sent.some((message) => message.body === 'Vazamento')).toBe(false)
    expect((await other.get(`/api/queueIntegration/${hook.id}`)).status).toBe(404)
  })

  it('leaves the ticket with the attendants, logged, when the workflow fails', async () => {
    workflow.answer(() => ({ status: 500, text: 'boom' }))
    const caio = await channel.customer(testApp, { name: 'Caio' })
    await caio.says('Oi')
    await waitFor(async () => {
      const ticket = await ticketOf(caio).catch(() => undefined)
      // handBack ends the session, then gives the ticket back: wait for both.
      return ticket ? (await sessionOf(ticket.id))?.ended_at != null && ticket.automation === null : false
    })
    expect(caio.received()).not.toContain('Recebido pelo n8n')
    workflow.answer(() => ({ json: { messages: [{ text: 'Recebido pelo n8n' }] } }))
  })
})

describe('Dialogflow', () => {
  it("takes a ticket entering the integration's queue, sends the fulfilment and hands back at the end", async () => {
    const agent = (
      await admin.post('/api/queueIntegration', {
        type: 'dialogflow',
        name: 'Agente',
        projectName: 'atendo-agent',
        jsonContent: google.accountJson,
        language: 'pt-BR',
      })
    ).body
    await connectionUses(null)
    const [queue] = await operatorEm(testApp).execute<{ id: number }[]>(
      `insert into queues (company_id, name, color, integration_id, created_at, updated_at)
       values (1, 'Robô', '#123456', ?, now(), now()) returning id`,
      [agent.id],
    )
    const davi = await channel.customer(testApp, { name: 'Davi' })
    await davi.says('primeira')
    await waitFor(async () => (await ticketOf(davi).catch(() => undefined)) !== undefined)
    const ticket = await ticketOf(davi)
    await operatorEm(testApp).execute(
      "update tickets set queue_id = ?, status = 'pending', user_id = null where id = ?",
      [queue!.id, ticket.id],
    )
    await davi.says('Bom dia')
    await waitFor(() => davi.received().includes('Como posso ajudar?'))
    expect(davi.received().indexOf('Olá, sou o agente.')).toBeLessThan(
      davi.received().indexOf('Como posso ajudar?'),
    )
    expect(google.detected.at(-1)).toMatchObject({
      text: 'Bom dia',
      session: `ticket-${ticket.id}`,
      language: 'pt-BR',
    })
    expect((await ticketOf(davi)).automation).toBe('integrations.runtime')
    await davi.says('tchau')
    await waitFor(() => davi.received().includes('Até logo!'))
    await waitFor(async () => (await ticketOf(davi)).automation === null)
    expect((await ticketOf(davi)).queue_id).toBe(queue!.id)
  })
})

describe('Typebot', () => {
  it('sends bubbles in order with the delay, numbered choices, unknown answers, and hands back at the end', async () => {
    const calls: { path: string; body: Record<string, unknown> }[] = []
    typebot.answer((request) => {
      const body = JSON.parse(request.body || '{}')
      calls.push({ path: request.path, body })
      if (request.path === '/media/foto.png') return { bytes: png }
      if (request.path.endsWith('/startChat'))
        return {
          json: {
            sessionId: 'tb-1',
            messages: [
              { type: 'text', content: { markdown: 'Olá! Eu sou o bot.' } },
              { type: 'image', content: { url: `${typebot.url}/media/foto.png` } },
              {
                type: 'text',
                content: { richText: [{ type: 'p', children: [{ text: 'Escolha uma opção:' }] }] },
              },
            ],
            input: { type: 'choice input', items: [{ content: 'Vendas' }, { content: 'Suporte' }] },
          },
        }
      return {
        json: { messages: [{ type: 'text', content: { markdown: `Você escolheu ${body.message?.text}` } }] },
      }
    })
    const bot = (
      await admin.post('/api/queueIntegration', {
        type: 'typebot',
        name: 'Bot de vendas',
        urlN8N: typebot.url,
        typebotSlug: 'vendas',
        typebotDelayMessage: 2000,
        typebotUnknownMessage: 'Não entendi, escolha um número.',
      })
    ).body
    await connectionUses(bot.id)
    const eva = await channel.customer(testApp, { name: 'Eva' })
    await eva.says('oi')
    await waitFor(() => eva.received().includes('Olá! Eu sou o bot.'))
    expect(calls[0]).toMatchObject({
      path: '/api/v1/typebots/vendas/startChat',
      body: {
        message: { type: 'text', text: 'oi' },
        prefilledVariables: { nome: 'Eva', numero: eva.number },
      },
    })
    // The next bubble waits for the delay, on the product's clock.
    expect(eva.received()).toHaveLength(1)
    await waitFor(() => bubbleWaiting(1))
    expect(eva.received()).toHaveLength(1)
    await clock.advance(2000)
    await waitFor(() => eva.received().length === 2)
    // The image went as a file (no caption), not as its link.
    expect(eva.received()[1]).toBe('')
    for (const index of [2, 3]) {
      await waitFor(() => bubbleWaiting(index))
      await clock.advance(2000)
    }
    await waitFor(() => eva.received().includes('1 - Vendas\n2 - Suporte'))
    expect(eva.received().indexOf('Escolha uma opção:')).toBe(2)
    await eva.says('7')
    await waitFor(() => eva.received().includes('Não entendi, escolha um número.'))
    await eva.says('2')
    await waitFor(() => eva.received().includes('Você escolheu Suporte'))
    expect(calls.at(-1)).toMatchObject({
      path: '/api/v1/sessions/tb-1/continueChat',
      body: { message: { text: 'Suporte' } },
    })
    // The bot ended (no input awaited): the attendants have the ticket.
    await waitFor(async () => (await ticketOf(eva)).automation === null)
  })

  it('sends audio and video bubbles as files, and a file it cannot fetch as its link', async () => {
    const ogg = Buffer.concat([Buffer.from('OggS', 'latin1'), Buffer.alloc(28)])
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom', 'latin1'),
      Buffer.alloc(20),
    ])
    typebot.answer((request) => {
      if (request.path === '/media/aviso.ogg') return { bytes: ogg }
      if (request.path === '/media/tour.mp4') return { bytes: mp4 }
      if (request.path === '/media/sumiu.mp4') return { status: 404 }
      return {
        json: {
          sessionId: 'tb-media',
          messages: [
            { type: 'audio', content: { url: `${typebot.url}/media/aviso.ogg` } },
            { type: 'video', content: { url: `${typebot.url}/media/tour.mp4` } },
            { type: 'video', content: { url: `${typebot.url}/media/sumiu.mp4` } },
          ],
          input: { type: 'text input' },
        },
      }
    })
    const bot = (
      await admin.post('/api/queueIntegration', {
        type: 'typebot',
        name: 'Bot de mídia',
        urlN8N: typebot.url,
        typebotSlug: 'midia',
        typebotDelayMessage: 0,
      })
    ).body
    await connectionUses(bot.id)
    const lia = await channel.customer(testApp, { name: 'Lia' })
    await lia.says('oi')
    await waitFor(() => lia.received().includes(`${typebot.url}/media/sumiu.mp4`))
    const ticket = await ticketOf(lia)
    const sent = await operatorEm(testApp).execute<{ media_type: string | null; body: string }[]>(
      'select media_type, body from messages where ticket_id = ? and from_me order by id',
      [ticket.id],
    )
    expect(sent.map((message) => message.media_type)).toEqual(['audio', 'video', null])
    expect(sent[2]!.body).toBe(`${typebot.url}/media/sumiu.mp4`)
  })

  it('honours the finish and restart keywords and the expiry', async () => {
    let started = 0
    typebot.answer((request) => {
      if (request.path.endsWith('/startChat')) {
        started += 1
        return {
          json: {
            sessionId: `tb-${started + 10}`,
            messages: [{ type: 'text', content: { markdown: `Início ${started}` } }],
            input: { type: 'text input' },
          },
        }
      }
      return {
        json: {
          messages: [{ type: 'text', content: { markdown: 'Continuando' } }],
          input: { type: 'text input' },
        },
      }
    })
    const bot = (
      await admin.post('/api/queueIntegration', {
        type: 'typebot',
        name: 'Bot palavras',
        urlN8N: typebot.url,
        typebotSlug: 'palavras',
        typebotExpires: 5,
        typebotKeywordFinish: 'sair',
        typebotKeywordRestart: 'reiniciar',
        typebotRestartMessage: 'Vamos recomeçar.',
      })
    ).body
    await connectionUses(bot.id)
    const fabi = await channel.customer(testApp, { name: 'Fabi' })
    await fabi.says('oi')
    await waitFor(() => fabi.received().includes('Início 1'))
    await fabi.says('e aí')
    await waitFor(() => fabi.received().includes('Continuando'))
    await fabi.says('reiniciar')
    await waitFor(() => fabi.received().includes('Vamos recomeçar.'))
    await fabi.says('de novo')
    await waitFor(() => fabi.received().includes('Início 2'))
    await clock.advance(6 * 60_000)
    await fabi.says('voltei')
    await waitFor(() => fabi.received().includes('Início 3'))
    await fabi.says('SAIR')
    await waitFor(async () => (await ticketOf(fabi)).automation === null)
    expect(started).toBe(3)
  })

  it('fails over to the attendants when Typebot times out or refuses', async () => {
    typebot.answer(() => ({ status: 503, text: 'down' }))
    const gil = await channel.customer(testApp, { name: 'Gil' })
    await gil.says('oi')
    await waitFor(async () => {
      const ticket = await ticketOf(gil).catch(() => undefined)
      // handBack ends the session, then gives the ticket back: wait for both.
      return ticket ? (await sessionOf(ticket.id))?.ended_at != null && ticket.automation === null : false
    })
    expect(gil.received()).toEqual([])
  })
})
