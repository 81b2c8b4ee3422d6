import { randomUUID } from 'node:crypto'
import type { ChannelConnection } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedConnectionReader } from '../../modules/connections/stored-connection.ts'
import { fakeChannel, fakeProviderId } from '../../modules/messages/message-test-kit.ts'
import { type ConversationSeed, conversationSeed } from '../../modules/tickets/testing-seed.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'
import { createSessionCalls } from './session-calls.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
/** Short, so "nobody holds the session" answers quickly; still far above a pub/sub round trip. */
const holderTimeoutMs = 1_500

/** The connections whose "session" node B runs. */
const heldOnB = new Set<number>()
// One live-session channel, loaded on both nodes; only B's copy holds sessions.
const onA = fakeChannel({ pairing: 'qrcode', holdsSession: () => false })
const onB = fakeChannel({ pairing: 'qrcode', holdsSession: (connection) => heldOnB.has(connection.id) })

const notStarted = { error: 'ERR_SENDING_WAPP_MSG', statusCode: 502 }

describe('session calls: the node holding a session sends for every node', () => {
  let a: TestApp
  let b: TestApp
  let sql: pg.Client
  let seed: ConversationSeed
  let admin: ApiClient
  /** A ticket on a connection whose session runs on B, and one whose session runs nowhere. */
  const held = {} as { connection: number; ticket: number; number: string }
  const unheld = {} as { connection: number; ticket: number }

  const sentRow = async (messageId: number) =>
    (await sql.query('select external_id, ack, send_error from messages where id = $1', [messageId])).rows[0]

  const connectionOf = (id: number): ChannelConnection => ({
    id,
    companyId: 1,
    name: 'test',
    channel: 'whatsapp',
    provider: fakeProviderId,
    number: null,
    token: null,
    webhookUrl: null,
    webhookSecret: null,
    options: {},
  })

  beforeAll(async () => {
    // Its own prefix: other runs sharing this Redis must not take (or answer) these calls.
    const env = { REDIS_URL, REDIS_PREFIX: `test-${randomUUID().slice(0, 8)}` }
    a = await startTestApp({
      plugins: [onA.plugin],
      env: { ...env, ROLE: 'api' },
      sessionHolderTimeoutMs: holderTimeoutMs,
    })
    b = await startTestApp({ plugins: [onB.plugin], env: { ...env, ROLE: 'all' }, database: a.database })
    sql = new pg.Client({ connectionString: a.database.url })
    await sql.connect()
    seed = conversationSeed(sql)
    admin = await new ApiClient(a.url).login(TEST_ADMIN)

    held.connection = await seed.connection({ companyId: 1, provider: fakeProviderId, isDefault: true })
    // Credentials stay out of Redis: B must find this token in the database.
    await sql.query(`update connections set token = 'stored-token' where id = $1`, [held.connection])
    // B's session is up, and says so: the status the holder reports.
    await sql.query(`update connections set status = 'CONNECTED' where id = $1`, [held.connection])
    heldOnB.add(held.connection)
    held.number = '5511977776666'
    const contact = await seed.contact({ companyId: 1, number: held.number })
    held.ticket = (
      await seed.ticket({
        companyId: 1,
        contactId: contact,
        connectionId: held.connection,
        status: 'open',
        userId: 1,
      })
    ).id

    unheld.connection = await seed.connection({ companyId: 1, provider: fakeProviderId })
    // Reported connected, yet no node answers for it (its holder died before the status changed).
    await sql.query(`update connections set status = 'CONNECTED' where id = $1`, [unheld.connection])
    const other = await seed.contact({ companyId: 1, number: '5511966665555' })
    unheld.ticket = (
      await seed.ticket({
        companyId: 1,
        contactId: other,
        connectionId: unheld.connection,
        status: 'open',
        userId: 1,
      })
    ).id
  })

  afterAll(async () => {
    await sql?.end()
    // B borrows A's database, so it stops first; A then drops the database.
    await b?.close()
    await a?.close()
  })

  it("sends through B's session a message posted to A, and records B's channel id", async () => {
    const answer = await admin.post(`/api/messages/${held.ticket}`, { body: 'Olá, daqui é o nó A' })

    expect(answer.status).toBe(201)
    expect(onA.sent).toEqual([])
    expect(onB.sent).toHaveLength(1)
    expect(onB.sent[0]).toMatchObject({
      to: { address: held.number, isGroup: false },
      message: { kind: 'text', body: 'Olá, daqui é o nó A' },
      connection: { id: held.connection, companyId: 1, token: 'stored-token' },
    })
    const [message] = answer.body.messages
    expect(message).toMatchObject({ ack: 1, sendError: null })
    expect(await sentRow(message.id)).toMatchObject({ external_id: onB.sent[0]!.externalId, ack: 1 })
  })

  it("edits and deletes through B's session", async () => {
    const sent = await admin.post(`/api/messages/${held.ticket}`, { body: 'Orçamento: R$ 90' })
    const { id } = sent.body.messages[0]
    const externalId = (await sentRow(id)).external_id

    expect((await admin.post(`/api/messages/edit/${id}`, { body: 'Orçamento: R$ 100' })).status).toBe(200)
    expect((await admin.delete(`/api/messages/${id}`)).status).toBe(200)

    expect(onB.edits).toMatchObject([{ externalId, body: 'Orçamento: R$ 100' }])
    expect(onB.deletes).toMatchObject([{ externalId }])
    expect([...onA.edits, ...onA.deletes]).toEqual([])
  })

  it("brings B's provider error back to A with its code and message", async () => {
    onB.failNextSend(new AppError('ERR_WAPP_INVALID_CONTACT', { message: 'Not on WhatsApp' }))
    const answer = await admin.post(`/api/messages/${held.ticket}`, { body: 'Alguém aí?' })

    // What the attendant sees is what a local failure gives: the message kept, marked as failed.
    expect(answer.body).toMatchObject(notStarted)
    expect(await sentRow(answer.body.details.messageId)).toMatchObject({
      external_id: null,
      send_error: 'Not on WhatsApp',
    })

    onB.failNextSend(new AppError('ERR_WAPP_INVALID_CONTACT', { message: 'Not on WhatsApp' }))
    const direct = a.app.kernel.sessionCalls.send(
      { provider: onA.provider, connection: connectionOf(held.connection) },
      { address: held.number, isGroup: false },
      { kind: 'text', body: 'Alguém aí?' },
    )
    await expect(direct).rejects.toBeInstanceOf(AppError)
    await expect(direct).rejects.toMatchObject({
      code: 'ERR_WAPP_INVALID_CONTACT',
      message: 'Not on WhatsApp',
    })
  })

  it('fails with ERR_WAPP_NOT_INITIALIZED when no node holds the session', async () => {
    const startedAt = Date.now()
    const answer = await admin.post(`/api/messages/${unheld.ticket}`, { body: 'Ninguém escuta' })

    expect(answer.body).toMatchObject(notStarted)
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(holderTimeoutMs)
    expect(await sentRow(answer.body.details.messageId)).toMatchObject({
      send_error: 'The connection session is not started',
    })
    expect([...onA.sent, ...onB.sent].map((sent) => sent.message.body)).not.toContain('Ninguém escuta')

    const direct = a.app.kernel.sessionCalls.markRead(
      { provider: onA.provider, connection: connectionOf(unheld.connection) },
      { address: '5511966665555', isGroup: false },
      ['wamid-1'],
    )
    await expect(direct).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' })
    expect(onB.reads).toEqual([])
  })

  it('fails at once, without waiting for a holder, when the connection has no session to answer', async () => {
    const down = await seed.connection({ companyId: 1, provider: fakeProviderId })
    const to = { address: '5511955554444', isGroup: false }
    for (const status of ['DISCONNECTED', 'qrcode', 'PAIRING', 'TIMEOUT']) {
      await sql.query('update connections set status = $2 where id = $1', [down, status])
      const startedAt = Date.now()
      const sending = a.app.kernel.sessionCalls.send(
        { provider: onA.provider, connection: connectionOf(down) },
        to,
        { kind: 'text', body: `status ${status}` },
      )
      await expect(sending).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' })
      expect(Date.now() - startedAt).toBeLessThan(holderTimeoutMs)
    }
    expect([...onA.sent, ...onB.sent].map((sent) => sent.message.body)).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/^status /)]),
    )
  })

  it('without Redis, calls a provider here, or fails at once when its session is elsewhere', async () => {
    const single = createSessionCalls({
      config: { REDIS_PREFIX: 'unused' },
      storedConnection: storedConnectionReader(a.app.kernel.orm),
      extensions: a.app.kernel.extensions,
      log: a.app.fastify.log,
    })
    const to = { address: held.number, isGroup: false }
    const webhookChannel = fakeChannel()

    await expect(
      single.send({ provider: webhookChannel.provider, connection: connectionOf(1) }, to, {
        kind: 'text',
        body: 'x',
      }),
    ).resolves.toMatchObject({ ack: 1 })
    await expect(
      single.send({ provider: onA.provider, connection: connectionOf(held.connection) }, to, {
        kind: 'text',
        body: 'x',
      }),
    ).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' })
    await single.close()
  })
})
