import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '@atendo/core/testing'
import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import channelApiPlugin from './index.ts'
import { verifyWebhook } from './webhook-signature.ts'

/** One request the integrator's server received. */
interface Delivery {
  headers: IncomingHttpHeaders
  rawBody: string
}

/**
 * The integrator's webhook receiver: a real HTTP server on loopback (the network edge of the
 * system). It answers 500 while `failuresLeft` is above zero, then 200.
 */
const receiver = {
  deliveries: [] as Delivery[],
  failuresLeft: 0,
  server: undefined as Server | undefined,
  url: '',
}

let testApp: TestApp
let sql: pg.Client
let admin: ApiClient
let socket: Socket
const heard: { event: string; payload: unknown }[] = []
let connection: { id: number; token: string; webhookSecret: string; status: string }

beforeAll(async () => {
  receiver.server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      receiver.deliveries.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') })
      const failing = receiver.failuresLeft > 0
      if (failing) receiver.failuresLeft -= 1
      response.statusCode = failing ? 500 : 200
      response.end(failing ? 'try later' : 'ok')
    })
  })
  receiver.server.listen(0, '127.0.0.1')
  await once(receiver.server, 'listening')
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/atendo-hook`

  testApp = await startTestApp({
    plugins: [channelApiPlugin],
    pluginConfig: { 'channel-api': { deliveryBackoffMs: 100, deliveryAttempts: 5 } },
    // The fake receiver is on loopback, which tenant URLs may not reach unless the operator allows it.
    env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' },
  })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  socket = io(`${testApp.url}/1`, {
    auth: { token: admin.token },
    transports: ['websocket'],
    reconnection: false,
  })
  socket.onAny((event: string, payload: unknown) => void heard.push({ event, payload }))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
})

afterAll(async () => {
  socket?.disconnect()
  await sql?.end()
  await testApp?.close()
  receiver.server?.closeAllConnections()
  await new Promise((resolve) => receiver.server?.close(resolve))
})

/** Calls the integrator side of the API with a connection token. */
function asIntegrator(path: string, body: unknown, token = connection.token) {
  return fetch(`${testApp.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: await response.json() }))
}

const messagesPath = () => `/api/channel-api/${connection.id}/messages`

describe('webhook URLs into our own network (SSRF)', () => {
  it('are refused when saved, naming the field, for metadata, IPv6 loopback and private networks', async () => {
    for (const webhookUrl of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:8080/hook',
      'http://[fd00:ec2::254]/',
      'http://10.0.0.5/hook',
      'http://192.168.1.1:8080/',
    ]) {
      const created = await admin.post('/api/whatsapp', { name: 'Hostile', channel: 'api', webhookUrl })
      expect(created.status, webhookUrl).toBe(400)
      expect(created.body).toMatchObject({ error: 'ERR_URL_NOT_ALLOWED', fields: [{ field: 'webhookUrl' }] })
    }
    const { rows } = await sql.query(`select count(*)::int as n from connections where name = 'Hostile'`)
    expect(rows[0].n).toBe(0)
  })

  it('are not delivered to when they were stored before the rule (or point elsewhere by now)', async () => {
    const created = await admin.post('/api/whatsapp', {
      name: 'Old hook',
      channel: 'api',
      webhookUrl: receiver.url,
    })
    expect(created.status).toBe(201)
    // Stored directly, as a row from before the check would be: loopback the operator did not allow.
    await sql.query('update connections set webhook_url = $1 where id = $2', [
      receiver.url.replace('127.0.0.1', '[::1]'),
      created.body.id,
    ])
    await waitFor(
      async () => (await admin.get(`/api/whatsapp/${created.body.id}`)).body.status === 'CONNECTED',
    )
    const before = receiver.deliveries.length
    const inbound = await asIntegrator(
      `/api/channel-api/${created.body.id}/messages`,
      { externalId: 'old-hook-1', from: { number: '5511911112222' }, body: 'oi' },
      created.body.token,
    )
    expect(inbound.status).toBe(202)
    const ticket = await waitFor(async () => {
      const { rows } = await sql.query(
        `select t.id from tickets t join messages m on m.ticket_id = t.id where m.external_id = 'old-hook-1'`,
      )
      return rows[0]?.id as number | undefined
    })
    const { rows: queues } = await sql.query<{ id: number }>(
      `insert into queues (company_id, name, color, created_at, updated_at) values (1, 'Hooks', '#00aa00', now(), now()) returning id`,
    )
    const accepted = await admin.put(`/api/tickets/${ticket}`, { status: 'open', queueId: queues[0]!.id })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    const reply = await admin.post(`/api/messages/${ticket}`, { body: 'resposta' })
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300)
    const failure = await waitFor(async () => {
      const { rows } = await sql.query(
        'select last_error from webhook_deliveries where connection_id = $1 and last_error is not null',
        [created.body.id],
      )
      return rows[0]?.last_error as string | undefined
    })
    expect(failure).toMatch(/private or internal network/)
    expect(receiver.deliveries.length).toBe(before)
    await admin.delete(`/api/whatsapp/${created.body.id}`)
  })
})

describe('the API channel, end to end', () => {
  let ticketId: number
  let deliveryId: string

  it('creates an API connection that is connected at once, with a token and a webhook secret', async () => {
    const answer = await admin.post('/api/whatsapp', {
      name: 'Portal do cliente',
      channel: 'api',
      webhookUrl: receiver.url,
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ channel: 'api', provider: 'api', webhookUrl: receiver.url })
    expect(answer.body.token).toMatch(/^[A-Za-z0-9]{30}$/)
    expect(answer.body.webhookSecret).toMatch(/^[0-9a-f]{64}$/)
    connection = answer.body
    await waitFor(async () => (await admin.get(`/api/whatsapp/${connection.id}`)).body.status === 'CONNECTED')
  })

  it('takes in a message posted with the token: contact, ticket, message and the live event', async () => {
    const message = {
      externalId: 'portal-msg-1',
      from: { number: '+55 11 98765-1001', id: 'customer-77', name: 'Joana' },
      body: 'Olá, preciso de ajuda com meu pedido',
    }
    const first = await asIntegrator(messagesPath(), message)
    expect(first).toEqual({ status: 202, body: { duplicate: false } })
    expect(await asIntegrator(messagesPath(), message)).toEqual({ status: 202, body: { duplicate: true } })
    const live = await waitFor(() =>
      heard.find(
        (entry) =>
          entry.event === 'company-1-appMessage' &&
          (entry.payload as { message: { body: string } }).message.body === message.body,
      ),
    )
    const payload = live.payload as {
      action: string
      ticket: { id: number; status: string; channel: string; contact: { name: string } }
    }
    expect(payload.action).toBe('create')
    expect(payload.ticket).toMatchObject({ status: 'pending', channel: 'api', contact: { name: 'Joana' } })
    ticketId = payload.ticket.id
    const { rows } = await sql.query(
      `select kind, value from contact_identities where contact_id = (select contact_id from tickets where id = $1) order by kind`,
      [ticketId],
    )
    expect(rows).toEqual([
      { kind: 'api', value: 'customer-77' },
      { kind: 'phone', value: '5511987651001' },
    ])
    expect(
      await sql
        .query(`select count(*)::int as n from messages where external_id = 'portal-msg-1'`)
        .then((r) => r.rows[0].n),
    ).toBe(1)
  })

  it('delivers the attendant’s reply to the webhook, signed', async () => {
    const { rows: queues } = await sql.query<{ id: number }>(
      `insert into queues (company_id, name, color, created_at, updated_at) values (1, 'Pedidos', '#aa00aa', now(), now()) returning id`,
    )
    // Accepting a ticket without a queue asks for one (inbox.md §4): the attendant picks Pedidos.
    const accepted = await admin.put(`/api/tickets/${ticketId}`, { status: 'open', queueId: queues[0]!.id })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    const reply = await admin.post(`/api/messages/${ticketId}`, { body: 'Claro! Qual o número do pedido?' })
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300)
    const delivery = await waitFor(() =>
      receiver.deliveries.find((entry) => entry.rawBody.includes('Qual o número do pedido')),
    )
    const headers = {
      timestamp: String(delivery.headers['x-atendo-timestamp']),
      signature: String(delivery.headers['x-atendo-signature']),
    }
    expect(verifyWebhook(connection.webhookSecret, headers, delivery.rawBody)).toBe(true)
    expect(verifyWebhook('another-secret', headers, delivery.rawBody)).toBe(false)
    expect(
      verifyWebhook(connection.webhookSecret, headers, delivery.rawBody.replace('pedido', 'pedidx')),
    ).toBe(false)
    const body = JSON.parse(delivery.rawBody)
    deliveryId = body.deliveryId
    expect(delivery.headers['x-atendo-delivery']).toBe(deliveryId)
    expect(body).toMatchObject({
      event: 'message',
      connectionId: connection.id,
      to: { address: 'customer-77', isGroup: false },
      message: { kind: 'text', body: 'Claro! Qual o número do pedido?' },
    })
    await waitFor(async () => {
      const { rows } = await sql.query(`select status, attempts from webhook_deliveries where id = $1`, [
        deliveryId,
      ])
      return rows[0]?.status === 'delivered'
    })
    const { rows } = await sql.query(
      `select ack, from_me, external_id from messages where external_id = $1`,
      [deliveryId],
    )
    expect(rows).toEqual([{ ack: 1, from_me: true, external_id: deliveryId }])
  })

  it('moves the message’s ack when the integrator reports it', async () => {
    expect(
      await asIntegrator(`/api/channel-api/${connection.id}/acks`, { externalId: deliveryId, ack: 3 }),
    ).toEqual({
      status: 202,
      body: { duplicate: false },
    })
    await waitFor(async () => {
      const { rows } = await sql.query(`select ack from messages where external_id = $1`, [deliveryId])
      return rows[0]?.ack === 3
    })
    await waitFor(() =>
      heard.find(
        (entry) =>
          entry.event === 'company-1-appMessage' &&
          (entry.payload as { action: string; message: { ack: number } }).action === 'update' &&
          (entry.payload as { message: { ack: number } }).message.ack === 3,
      ),
    )
  })

  it('retries a failing webhook with back-off until it is accepted', async () => {
    receiver.failuresLeft = 2
    const before = receiver.deliveries.length
    const reply = await admin.post(`/api/messages/${ticketId}`, { body: 'Segunda resposta' })
    expect(reply.status).toBeLessThan(300)
    const id = await waitFor(async () => {
      const { rows } = await sql.query(
        `select id from webhook_deliveries where status = 'delivered' and payload->'message'->>'body' = 'Segunda resposta'`,
      )
      return rows[0]?.id as string | undefined
    })
    const { rows } = await sql.query(
      `select attempts, last_error, delivered_at from webhook_deliveries where id = $1`,
      [id],
    )
    expect(rows[0]).toMatchObject({ attempts: 3, last_error: null })
    const attempts = receiver.deliveries
      .slice(before)
      .filter((entry) => entry.headers['x-atendo-delivery'] === id)
    expect(attempts).toHaveLength(3)
    for (const attempt of attempts) {
      const headers = {
        timestamp: String(attempt.headers['x-atendo-timestamp']),
        signature: String(attempt.headers['x-atendo-signature']),
      }
      expect(verifyWebhook(connection.webhookSecret, headers, attempt.rawBody)).toBe(true)
    }
  })
})

describe('who may post', () => {
  it('refuses a missing or wrong token, another connection’s token and a stopped session', async () => {
    const noToken = await fetch(`${testApp.url}${messagesPath()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ externalId: 'x-1', from: { number: '5511911112222' }, body: 'hi' }),
    })
    expect(noToken.status).toBe(401)
    const message = { externalId: 'x-2', from: { number: '5511911112222' }, body: 'hi' }
    expect((await asIntegrator(messagesPath(), message, 'A'.repeat(30))).status).toBe(403)
    expect((await asIntegrator('/api/channel-api/999999/messages', message)).status).toBe(403)

    // Another company's API connection: its token does not open ours, nor ours theirs.
    const { rows: companies } = await sql.query<{ id: number }>(
      `insert into companies (name, plan_id, due_date, created_at, updated_at) values ('Outra', 1, '2999-01-01', now(), now()) returning id`,
    )
    const { rows: theirs } = await sql.query<{ id: number }>(
      `insert into connections (company_id, name, channel, provider, status, token, created_at, updated_at)
       values ($1, 'Deles', 'api', 'api', 'CONNECTED', 'TheirTokenTheirTokenTheirToken', now(), now()) returning id`,
      [companies[0]!.id],
    )
    expect((await asIntegrator(`/api/channel-api/${theirs[0]!.id}/messages`, message)).status).toBe(403)
    expect((await asIntegrator(messagesPath(), message, 'TheirTokenTheirTokenTheirToken')).status).toBe(403)
    expect(
      await sql
        .query(`select count(*)::int as n from inbound_events where external_id like 'x-%'`)
        .then((r) => r.rows[0].n),
    ).toBe(0)

    expect((await admin.delete(`/api/whatsappsession/${connection.id}`)).status).toBe(200)
    const stopped = await asIntegrator(messagesPath(), message)
    expect([stopped.status, stopped.body.error]).toEqual([409, 'ERR_WAPP_NOT_INITIALIZED'])
    expect((await admin.post(`/api/whatsappsession/${connection.id}`)).status).toBe(200)
    expect((await asIntegrator(messagesPath(), message)).status).toBe(202)
  })

  it('needs a number or an id for the sender', async () => {
    const answer = await asIntegrator(messagesPath(), {
      externalId: 'x-3',
      from: { name: 'Ninguém' },
      body: 'hi',
    })
    expect([answer.status, answer.body.error]).toEqual([400, 'ERR_VALIDATION'])
  })
})
