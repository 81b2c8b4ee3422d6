import { operatorEm, waitFor } from '@atendo/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloud, cloudWebhook, phoneNumberId } from '../fixtures/cloud.ts'
import { messenger, pageId, pageWebhook } from '../fixtures/messenger.ts'
import { type MetaTestApp, startMetaTestApp } from '../testing/meta-test-app.ts'

/**
 * The queue chatbot's menus with chatBotType `list` and `button` (docs/chatbot.md "Lists and
 * buttons"): on the Cloud API as Meta's interactive list and reply buttons, the contact's pick
 * (`list_reply`, `button_reply`) choosing the entry by its id whatever its title; on Messenger,
 * which has no such messages here, as the numbered text.
 */

let meta: MetaTestApp
const queues: Record<string, number> = {}
const cloudMessages = new RegExp(`^${phoneNumberId}/messages$`)
const sentTo = (to: string) => meta.graph.callsTo('POST', cloudMessages).filter((call) => call.body.to === to)

async function linkQueues(connectionId: number) {
  await operatorEm(meta.testApp).execute(
    "update connections set greeting_message = 'Escolha o setor:' where id = ?",
    [connectionId],
  )
  for (const queueId of [queues.sales, queues.support]) {
    await operatorEm(meta.testApp).execute(
      'insert into connection_queues (connection_id, queue_id, company_id) values (?, ?, 1)',
      [connectionId, queueId],
    )
  }
}

async function ticketOf(externalId: string) {
  const [row] = await meta.rows<{ queue_id: number | null; id: number; data_json: string | null }>(
    `select t.queue_id, t.id, m.data_json from messages m join tickets t on t.id = m.ticket_id
      where m.external_id = ?`,
    [externalId],
  )
  return row
}

const setMenus = async (style: string) =>
  expect((await meta.admin.put('/api/companySettings', { column: 'chatBotType', data: style })).status).toBe(
    200,
  )

beforeAll(async () => {
  meta = await startMetaTestApp()
  queues.sales = (
    await meta.admin.post('/api/queue', {
      name: 'Vendas',
      color: '#112233',
      orderQueue: 1,
      greetingMessage: 'Olá! Sobre o quê?',
      chatbots: [
        { name: 'Boletos', queueType: 'text', greetingMessage: 'Segunda via enviada.' },
        { name: 'Pedidos', queueType: 'text', greetingMessage: 'Informe o número do pedido.' },
      ],
    })
  ).body.id
  queues.support = (
    await meta.admin.post('/api/queue', {
      name: 'Suporte',
      color: '#445566',
      orderQueue: 2,
      greetingMessage: 'Suporte',
    })
  ).body.id
  const cloudConnection = await meta.admin.post('/api/whatsapp', {
    name: 'Cloud',
    channel: 'whatsapp',
    provider: 'cloud',
    credentials: { phoneNumberId, wabaId: '104000000000001', accessToken: 'cloud-token' },
  })
  expect(cloudConnection.status).toBe(201)
  await linkQueues(cloudConnection.body.id)
  const page = await meta.admin.post('/api/whatsapp', {
    name: 'Messenger',
    channel: 'facebook',
    credentials: { pageId, accessToken: 'page-token' },
  })
  await linkQueues(page.body.id)
})
afterAll(() => meta?.close())

describe('chatbot menus on the WhatsApp Cloud API', () => {
  it('sends the queue list as an interactive list and takes the row the contact picks', async () => {
    await setMenus('list')
    const customer = '5511970000001'
    await meta.deliver(cloudWebhook(cloud.text('wamid.menu.1', 'Oi', customer)))
    const list = await waitFor(() => sentTo(customer).find((call) => call.body.type === 'interactive'))
    expect(list.body.interactive).toEqual({
      type: 'list',
      body: { text: 'Escolha o setor:' },
      action: {
        button: 'Ver opções',
        sections: [
          {
            rows: [
              { id: 'menu:1', title: 'Vendas' },
              { id: 'menu:2', title: 'Suporte' },
            ],
          },
        ],
      },
    })
    // The conversation shows the list as its numbered text, with the entries kept as data.
    const [stored] = await meta.rows<{ body: string; media_type: string; data_json: string }>(
      "select body, media_type, data_json from messages where from_me and media_type = 'listMessage' order by id desc limit 1",
    )
    expect(stored!.body).toBe('Escolha o setor:\n\n*1* - Vendas\n*2* - Suporte')
    expect(JSON.parse(stored!.data_json).sections[0].rows[1]).toMatchObject({
      rowId: 'menu:2',
      title: 'Suporte',
    })

    // The title says "Suporte" but the id says entry 2; the id decides.
    await meta.deliver(
      cloudWebhook(cloud.choice('list_reply', 'wamid.menu.2', { id: 'menu:2', title: 'Suporte' }, customer)),
    )
    await waitFor(async () => (await ticketOf('wamid.menu.2'))?.queue_id === queues.support)
    expect(JSON.parse((await ticketOf('wamid.menu.2'))!.data_json!)).toMatchObject({ choiceId: 'menu:2' })
  })

  it("sends a queue's options as reply buttons and takes the button the contact taps", async () => {
    await setMenus('button')
    const customer = '5511970000002'
    await meta.deliver(cloudWebhook(cloud.text('wamid.menu.3', 'Oi', customer)))
    const queueList = await waitFor(() => sentTo(customer).find((call) => call.body.type === 'interactive'))
    expect(queueList.body.interactive).toMatchObject({
      type: 'button',
      action: {
        buttons: [
          { type: 'reply', reply: { id: 'menu:1', title: 'Vendas' } },
          { type: 'reply', reply: { id: 'menu:2', title: 'Suporte' } },
        ],
      },
    })
    await meta.deliver(
      cloudWebhook(cloud.choice('button_reply', 'wamid.menu.4', { id: 'menu:1', title: 'Vendas' }, customer)),
    )
    const options = await waitFor(() =>
      sentTo(customer).find(
        (call) => (call.body.interactive as { body?: { text?: string } })?.body?.text === 'Olá! Sobre o quê?',
      ),
    )
    // Three entries fit Meta's three buttons; a title over 20 characters is cut.
    expect(options.body.interactive).toMatchObject({
      type: 'button',
      action: {
        buttons: [
          { reply: { id: 'menu:1', title: 'Boletos' } },
          { reply: { id: 'menu:2', title: 'Pedidos' } },
          { reply: { id: 'menu:#', title: 'Voltar ao menu inic…' } },
        ],
      },
    })
    expect((await ticketOf('wamid.menu.4'))!.queue_id).toBe(queues.sales)
    await meta.deliver(
      cloudWebhook(
        cloud.choice('button_reply', 'wamid.menu.5', { id: 'menu:2', title: 'Pedidos' }, customer),
      ),
    )
    await waitFor(() =>
      sentTo(customer).some(
        (call) => (call.body.text as { body?: string } | undefined)?.body === 'Informe o número do pedido.',
      ),
    )
  })

  it('sends the inbox list messages as interactive lists too', async () => {
    const customer = '5511970000003'
    await meta.deliver(cloudWebhook(cloud.text('wamid.menu.6', 'Oi', customer)))
    const ticket = (await waitFor(() => ticketOf('wamid.menu.6')))!
    const adminId = (await meta.admin.get('/api/auth/me')).body.id
    const accepted = await meta.admin.put(`/api/tickets/${ticket.id}`, {
      status: 'open',
      userId: adminId,
      queueId: queues.sales,
    })
    expect(accepted.status).toBe(200)
    const sent = await meta.admin.post(`/api/messages/lista/${ticket.id}`, {
      title: 'Planos',
      text: 'Escolha um plano',
      buttonText: 'Ver planos',
      sections: [{ title: 'Mensais', rows: [{ title: 'Básico', description: 'R$ 10', rowId: 'basico' }] }],
    })
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300)
    const call = await waitFor(() =>
      sentTo(customer).find((item) => (item.body.interactive as { type?: string })?.type === 'list'),
    )
    expect(call.body.interactive).toEqual({
      type: 'list',
      header: { type: 'text', text: 'Planos' },
      body: { text: 'Escolha um plano' },
      action: {
        button: 'Ver planos',
        sections: [{ title: 'Mensais', rows: [{ id: 'basico', title: 'Básico', description: 'R$ 10' }] }],
      },
    })
  })
})

describe('chatbot menus on a channel without interactive messages', () => {
  it('sends the numbered text on Messenger', async () => {
    await setMenus('list')
    await meta.deliver(pageWebhook([messenger.text('m_menu_1', 'Oi')]))
    const call = await waitFor(() =>
      meta.graph
        .callsTo('POST', /\/messages$/)
        .find((item) => (item.body.message as { text?: string } | undefined)?.text?.includes('*1* - Vendas')),
    )
    expect((call.body.message as { text: string }).text).toBe(
      'Escolha o setor:\n\n*1* - Vendas\n*2* - Suporte',
    )
  })
})
