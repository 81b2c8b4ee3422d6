import { ApiClient, createCompany, createUser, waitFor } from '@atendo/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloud, cloudWebhook, phoneNumberId, wabaId, waId } from '../fixtures/cloud.ts'
import { messenger, pageId, pageWebhook, psid } from '../fixtures/messenger.ts'
import { graphErrorBody } from '../testing/fake-graph.ts'
import { type MetaTestApp, startMetaTestApp } from '../testing/meta-test-app.ts'

let meta: MetaTestApp
let messengerTicket: number
let cloudTicket: number
let messengerConnection: number

let queueId: number
let adminId: number

/** The ticket a message opened, accepted by the admin so messages can be sent on it. */
async function ticketOf(externalId: string): Promise<number> {
  await waitFor(
    async () => (await meta.rows('select 1 from messages where external_id = ?', [externalId])).length === 1,
  )
  const [row] = await meta.rows<{ ticket_id: number }>(
    'select ticket_id from messages where external_id = ?',
    [externalId],
  )
  const accepted = await meta.admin.put(`/api/tickets/${row!.ticket_id}`, {
    status: 'open',
    userId: adminId,
    queueId,
  })
  expect(accepted.status).toBe(200)
  return row!.ticket_id
}
const lastCall = (path: RegExp) => meta.graph.callsTo('POST', path).at(-1)!

beforeAll(async () => {
  meta = await startMetaTestApp()
  adminId = (await meta.admin.get('/api/auth/me')).body.id
  queueId = (await meta.admin.post('/api/queue', { name: 'Atendimento', color: '#112233' })).body.id
  const page = await meta.admin.post('/api/whatsapp', {
    name: 'Messenger',
    channel: 'facebook',
    credentials: { pageId, accessToken: 'page-token' },
  })
  messengerConnection = page.body.id
  await meta.admin.post('/api/whatsapp', {
    name: 'Cloud',
    channel: 'whatsapp',
    provider: 'cloud',
    credentials: { phoneNumberId, wabaId, accessToken: 'cloud-token' },
  })
  await meta.deliver(pageWebhook([messenger.text('m_out_seed', 'Oi')]))
  await meta.deliver(cloudWebhook(cloud.text('wamid.out.seed', 'Oi')))
  messengerTicket = await ticketOf('m_out_seed')
  cloudTicket = await ticketOf('wamid.out.seed')
})
afterAll(() => meta.close())

describe('Messenger', () => {
  it('sends text through the Send API as a RESPONSE', async () => {
    const answer = await meta.admin.post(`/api/messages/${messengerTicket}`, { body: 'Olá, Maria!' })
    expect(answer.status).toBe(201)
    const call = lastCall(new RegExp(`^${pageId}/messages$`))
    expect(call.body).toEqual({
      messaging_type: 'RESPONSE',
      recipient: { id: psid },
      message: { text: 'Olá, Maria!' },
    })
    expect(call.authorization).toBe('Bearer page-token')
    expect(answer.body.messages?.[0] ?? answer.body).toMatchObject({ ack: 1 })
  })

  it('sends files as an attachment upload', async () => {
    const form = new FormData()
    form.append('medias', new Blob([Buffer.from('%PDF-1.4')], { type: 'application/pdf' }), 'boleto.pdf')
    const answer = await meta.admin.post(`/api/messages/${messengerTicket}`, form)
    expect(answer.status).toBe(201)
    const call = lastCall(new RegExp(`^${pageId}/messages$`))
    expect(JSON.parse(call.body.message as string)).toEqual({
      attachment: { type: 'file', payload: { is_reusable: false } },
    })
    expect(call.body.filedata).toMatchObject({ name: 'boleto.pdf', type: 'application/pdf' })
  })

  it('sends again with the HUMAN_AGENT tag when Meta says the 24-hour window closed', async () => {
    let refused = false
    meta.graph.on('POST', new RegExp(`^${pageId}/messages$`), (call) => {
      if (call.body.messaging_type === 'RESPONSE' && !refused) {
        refused = true
        return {
          status: 400,
          body: graphErrorBody(10, 'This message is sent outside of allowed window.', 2018278),
        }
      }
      return { status: 200, body: { recipient_id: psid, message_id: 'm_out_tagged' } }
    })
    const answer = await meta.admin.post(`/api/messages/${messengerTicket}`, { body: 'Voltando ao seu caso' })
    meta.graph.reset()
    expect(answer.status).toBe(201)
    const [row] = await meta.rows<{ ack: number }>(
      "select ack from messages where external_id = 'm_out_tagged'",
    )
    expect(row?.ack).toBe(1)
  })

  it('reacts and marks the conversation read', async () => {
    const [seed] = await meta.rows<{ id: number }>("select id from messages where external_id = 'm_out_seed'")
    const reacted = await meta.admin.post(`/api/messages/${seed!.id}/reaction`, { emoji: '👍' })
    expect(reacted.status).toBe(200)
    expect(lastCall(new RegExp(`^${pageId}/messages$`)).body).toMatchObject({
      recipient: { id: psid },
      sender_action: 'react',
      payload: { message_id: 'm_out_seed', reaction: '👍' },
    })
    await meta.deliver(pageWebhook([messenger.text('m_out_unread', 'Ainda aí?')]))
    await ticketOf('m_out_unread')
    await meta.admin.get(`/api/messages/${messengerTicket}`)
    await waitFor(() =>
      meta.graph
        .callsTo('POST', new RegExp(`^${pageId}/messages$`))
        .some((call) => call.body.sender_action === 'mark_seen'),
    )
  })

  it("shows Meta's refusal as a declared code and keeps the message as not sent", async () => {
    meta.graph.on('POST', new RegExp(`^${pageId}/messages$`), () => ({
      status: 400,
      body: graphErrorBody(551, "This person isn't available right now.", 1545041),
    }))
    const answer = await meta.admin.post(`/api/messages/${messengerTicket}`, { body: 'Alô' })
    meta.graph.reset()
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('ERR_CHANNEL_META_RECIPIENT_UNAVAILABLE')
    const [row] = await meta.rows<{ send_error: string }>(
      "select send_error from messages where body = 'Alô' and ticket_id = ?",
      [messengerTicket],
    )
    expect(row?.send_error).toMatch(/^ERR_CHANNEL_META_RECIPIENT_UNAVAILABLE/)
  })

  it('marks the connection DISCONNECTED when Meta revokes the token', async () => {
    meta.graph.on('POST', new RegExp(`^${pageId}/messages$`), () => ({
      status: 401,
      body: graphErrorBody(190, 'Error validating access token: The session has been invalidated.'),
    }))
    const answer = await meta.admin.post(`/api/messages/${messengerTicket}`, { body: 'Token' })
    meta.graph.reset()
    expect(answer.body.error).toBe('ERR_CHANNEL_META_TOKEN_REVOKED')
    const [connection] = await meta.rows<{ status: string }>('select status from connections where id = ?', [
      messengerConnection,
    ])
    expect(connection?.status).toBe('DISCONNECTED')
    const labels = await meta.admin.get('/api/plugins/ui')
    expect(JSON.stringify(labels.body.errors)).toContain('A Meta recusou o token de acesso')
  })
})

describe('WhatsApp Cloud API', () => {
  it('sends text and takes statuses as acks', async () => {
    const answer = await meta.admin.post(`/api/messages/${cloudTicket}`, { body: 'Bom dia!' })
    expect(answer.status).toBe(201)
    const call = lastCall(new RegExp(`^${phoneNumberId}/messages$`))
    expect(call.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: waId,
      type: 'text',
      text: { body: 'Bom dia!' },
    })
    const [sent] = await meta.rows<{ external_id: string }>(
      "select external_id from messages where body = 'Bom dia!' and ticket_id = ?",
      [cloudTicket],
    )
    await meta.deliver(cloudWebhook(cloud.status(sent!.external_id, 'delivered')))
    await waitFor(async () => {
      const [row] = await meta.rows<{ ack: number }>('select ack from messages where external_id = ?', [
        sent!.external_id,
      ])
      return row?.ack === 2
    })
    await meta.deliver(cloudWebhook(cloud.status(sent!.external_id, 'read')))
    await waitFor(async () => {
      const [row] = await meta.rows<{ ack: number }>('select ack from messages where external_id = ?', [
        sent!.external_id,
      ])
      return row?.ack === 3
    })
  })

  it('sends media through an upload to /media', async () => {
    const form = new FormData()
    form.append(
      'medias',
      new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])], {
        type: 'image/jpeg',
      }),
      'foto.jpg',
    )
    form.append('body', 'Segue')
    const sent = await meta.admin.post(`/api/messages/${cloudTicket}`, form)
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect(lastCall(new RegExp(`^${phoneNumberId}/media$`)).body).toMatchObject({
      messaging_product: 'whatsapp',
      type: 'image/jpeg',
    })
    expect(lastCall(new RegExp(`^${phoneNumberId}/messages$`)).body).toMatchObject({
      type: 'image',
      image: { caption: 'Segue' },
    })
  })

  it('refuses free text after 24 hours, and sends an approved template instead', async () => {
    const old = String(Math.floor(Date.now() / 1000) - 3 * 24 * 60 * 60)
    await meta.deliver(cloudWebhook(cloud.text('wamid.old.1', 'Oi, semana passada', '5511977776666', old)))
    const ticket = await ticketOf('wamid.old.1')
    const refused = await meta.admin.post(`/api/messages/${ticket}`, { body: 'Oi de novo' })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('ERR_REPLY_WINDOW_CLOSED')

    const [connection] = await meta.rows<{ id: number }>(
      "select id from connections where provider = 'cloud'",
    )
    const templates = await meta.admin.get(`/api/channel-meta/connections/${connection!.id}/templates`)
    expect(templates.body).toEqual([
      {
        name: 'pedido_pronto',
        language: 'pt_BR',
        status: 'APPROVED',
        category: 'UTILITY',
        body: 'Olá {{1}}, seu pedido {{2}} está pronto.',
        parameters: 2,
      },
    ])
    const sent = await meta.admin.post(`/api/channel-meta/tickets/${ticket}/template`, {
      name: 'pedido_pronto',
      language: 'pt_BR',
      parameters: ['Ana', '123'],
    })
    expect(sent.status).toBe(201)
    expect(lastCall(new RegExp(`^${phoneNumberId}/messages$`)).body).toMatchObject({
      to: '5511977776666',
      type: 'template',
      template: {
        name: 'pedido_pronto',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'text', text: '123' },
            ],
          },
        ],
      },
    })
    await waitFor(async () => {
      const rows = await meta.rows<{ body: string; from_me: boolean }>(
        'select body, from_me from messages where external_id = ?',
        [sent.body.externalId],
      )
      return rows[0]?.body === 'Olá Ana, seu pedido 123 está pronto.' && rows[0].from_me
    })
    const unapproved = await meta.admin.post(`/api/channel-meta/tickets/${ticket}/template`, {
      name: 'promo_rascunho',
      language: 'pt_BR',
    })
    expect(unapproved.body.error).toBe('ERR_CHANNEL_META_TEMPLATE_INVALID')
  })

  it("answers 404 for another company's tickets and connections", async () => {
    const companyId = await createCompany(meta.testApp, { name: 'Vizinha' })
    const stranger = await new ApiClient(meta.testApp.url).login(
      await createUser(meta.testApp, { companyId, profile: 'admin' }),
    )
    const [connection] = await meta.rows<{ id: number }>(
      "select id from connections where provider = 'cloud'",
    )
    expect((await stranger.get(`/api/channel-meta/connections/${connection!.id}/templates`)).status).toBe(404)
    const answer = await stranger.post(`/api/channel-meta/tickets/${cloudTicket}/template`, {
      name: 'pedido_pronto',
      language: 'pt_BR',
    })
    expect(answer.status).toBe(404)
  })
})
