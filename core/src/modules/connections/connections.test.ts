import { type ChannelProvider, channelProviders, definePlugin } from '@atendo/plugin-api'
import pg from 'pg'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../kernel/auth/passwords.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '../../testing/index.ts'
import { listen } from '../inbound/inbound-test-kit.ts'

/** What the recording provider was asked to do, in order. */
const providerCalls: string[] = []
/** The connections whose session the recording provider runs (what it answers the sweeper). */
const runningHere = new Set<number>()

const recordingProvider: ChannelProvider = {
  id: 'recorded',
  channel: 'whatsapp',
  traits: { groups: true, pairing: 'qrcode', interactive: false },
  async connect(connection, sink) {
    providerCalls.push(`connect:${connection.id}`)
    runningHere.add(connection.id)
    // A connection pairing by phone number shows the code to type, in `qrcode`, while PAIRING.
    const number = connection.options.pairingCodeNumber
    if (typeof number === 'string' && number !== '') {
      await sink.connectionStatus(connection, 'PAIRING', { qrcode: `CODE-${connection.id}` })
    } else {
      await sink.connectionStatus(connection, 'qrcode', { qrcode: `QR-${connection.id}` })
    }
  },
  async disconnect(connection) {
    providerCalls.push(`disconnect:${connection.id}`)
    runningHere.delete(connection.id)
  },
  // Unlinks the phone: a restart must never call it.
  async logout(connection) {
    providerCalls.push(`logout:${connection.id}`)
    runningHere.delete(connection.id)
  },
  async runningSessions(connections) {
    return new Set(connections.map((connection) => connection.id).filter((id) => runningHere.has(id)))
  },
  async send() {
    return { externalId: 'unused', ack: 1 }
  },
}

/** A channel plugin whose provider records calls: the edge of the system, nothing behind it. */
const recordingChannel = definePlugin({
  id: 'recorded-channel',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ extensions }) {
    extensions.provide(channelProviders, recordingProvider)
  },
})

const AGENT = { email: 'agent@connections.test', password: 'Agent-Pass-123' }
const CONNECTOR = { email: 'connector@connections.test', password: 'Connector-Pass-123' }
const OTHER_ADMIN = { email: 'admin@other.test', password: 'Other-Pass-123' }

let testApp: TestApp
let sql: pg.Client
let admin: ApiClient
let agent: ApiClient
let connector: ApiClient
let otherAdmin: ApiClient
let queueIds: number[]
const sockets: Socket[] = []

async function insertUser(
  companyId: number,
  name: string,
  credentials: { email: string; password: string },
  extra = '',
) {
  await sql.query(
    `insert into users (company_id, name, email, password_hash, profile, allow_connections, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, now(), now())`,
    [
      companyId,
      name,
      credentials.email,
      await hashPassword(credentials.password),
      extra === 'admin' ? 'admin' : 'user',
      extra === 'connections' ? 'enabled' : 'disabled',
    ],
  )
}

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [recordingChannel] })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  await insertUser(1, 'Agent', AGENT)
  await insertUser(1, 'Connector', CONNECTOR, 'connections')
  const { rows: plans } = await sql.query<{ id: number }>(
    `insert into plans (name, connections, created_at, updated_at) values ('Small', 1, now(), now()) returning id`,
  )
  const { rows: companies } = await sql.query<{ id: number }>(
    `insert into companies (name, plan_id, due_date, created_at, updated_at) values ('Other', $1, '2999-01-01', now(), now()) returning id`,
    [plans[0]!.id],
  )
  await insertUser(companies[0]!.id, 'Other admin', OTHER_ADMIN, 'admin')
  const { rows: queues } = await sql.query<{ id: number }>(
    `insert into queues (company_id, name, color, created_at, updated_at)
     values (1, 'Vendas', '#00aa00', now(), now()), (1, 'Suporte', '#0000aa', now(), now()) returning id`,
  )
  queueIds = queues.map((queue) => queue.id)
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  agent = await new ApiClient(testApp.url).login(AGENT)
  connector = await new ApiClient(testApp.url).login(CONNECTOR)
  otherAdmin = await new ApiClient(testApp.url).login(OTHER_ADMIN)
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await sql?.end()
  await testApp?.close()
})

async function defaults(companyId = 1): Promise<number[]> {
  const { rows } = await sql.query<{ id: number }>(
    'select id from connections where company_id = $1 and is_default',
    [companyId],
  )
  return rows.map((row) => row.id)
}

describe('connections CRUD', () => {
  let first: { id: number; token: string }
  let second: { id: number }

  it('makes the first connection the default, generates its token and fills the option defaults', async () => {
    const watcher = await listen(testApp.url, admin.token!)
    const bystander = await listen(testApp.url, agent.token!)
    sockets.push(watcher.socket, bystander.socket)
    const answer = await admin.post('/api/whatsapp', {
      name: 'Loja Centro',
      provider: 'recorded',
      isDefault: false,
    })
    expect(answer.status).toBe(201)
    first = answer.body
    expect(answer.body).toMatchObject({
      name: 'Loja Centro',
      channel: 'whatsapp',
      provider: 'recorded',
      isDefault: true,
      maxUseBotQueues: 3,
      maxUseBotQueuesNPS: 3,
      groupAsTicket: 'disabled',
      whenExpiresTicket: 0,
      queues: [],
    })
    expect(answer.body.token).toMatch(/^[A-Za-z0-9]{30}$/)
    expect(answer.body.schedules).toHaveLength(7)
    expect(answer.body.schedules[1]).toMatchObject({
      startTimeA: '08:00',
      endTimeA: '12:00',
      startTimeB: '13:00',
      endTimeB: '18:00',
    })
    await waitFor(() => watcher.received.find((entry) => entry.event === 'company-1-whatsapp'))
    const created = watcher.received.find((entry) => entry.event === 'company-1-whatsapp')!.payload as {
      action: string
      whatsapp: { id: number }
    }
    expect(created).toMatchObject({ action: 'create', whatsapp: { id: first.id } })
    // Creating starts the session: the provider shows a QR code, and the page hears it.
    await waitFor(() => watcher.received.find((entry) => entry.event === 'company-1-whatsappSession'))
    expect(providerCalls).toContain(`connect:${first.id}`)
    const { rows } = await sql.query('select status, qrcode from connections where id = $1', [first.id])
    expect(rows[0]).toEqual({ status: 'qrcode', qrcode: `QR-${first.id}` })
    // Tokens and QR codes go only to those who manage connections.
    expect(bystander.received.filter((entry) => entry.event.includes('whatsapp'))).toEqual([])
  })

  it('moves the default flag to a new default connection', async () => {
    const answer = await admin.post('/api/whatsapp', {
      name: 'Loja Norte',
      provider: 'recorded',
      isDefault: true,
      greetingMessage: 'Olá! Escolha um setor.',
      queueIds,
      maxUseBotQueues: 5,
    })
    expect(answer.status).toBe(201)
    second = answer.body
    expect(answer.body.queues.map((queue: { id: number }) => queue.id).sort()).toEqual([...queueIds].sort())
    expect(answer.body.maxUseBotQueues).toBe(5)
    expect(await defaults()).toEqual([second.id])
    const previous = await admin.get(`/api/whatsapp/${first.id}`)
    expect(previous.body.isDefault).toBe(false)
  })

  it('refuses to leave the company without a default connection', async () => {
    const answer = await admin.put(`/api/whatsapp/${second.id}`, { isDefault: false })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('ERR_NO_OTHER_WHATSAPP')
    expect(await defaults()).toEqual([second.id])
    const back = await admin.put(`/api/whatsapp/${first.id}`, { isDefault: true })
    expect(back.status).toBe(200)
    expect(await defaults()).toEqual([first.id])
  })

  it('updates fields and options, keeping options it was not sent', async () => {
    const answer = await admin.put(`/api/whatsapp/${second.id}`, {
      name: 'Loja Norte 2',
      timeSendQueue: 10,
      sendIdQueue: queueIds[0],
      schedules: [
        {
          weekday: 'Domingo',
          weekdayEn: 'sunday',
          startTimeA: '09:00',
          endTimeA: '12:00',
          startTimeB: '13:00',
          endTimeB: '17:00',
        },
      ],
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      name: 'Loja Norte 2',
      timeSendQueue: 10,
      sendIdQueue: queueIds[0],
      maxUseBotQueues: 5,
    })
    expect(answer.body.schedules).toHaveLength(1)
    const { rows } = await sql.query('select options from connections where id = $1', [second.id])
    expect(rows[0].options).toMatchObject({ timeSendQueue: 10, maxUseBotQueues: 5 })
  })

  it('validates what the specification asks', async () => {
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ name: 'A', provider: 'recorded' }, 400, 'ERR_VALIDATION', 'name'],
      [{ name: '   ', provider: 'recorded' }, 400, 'ERR_VALIDATION', 'name'],
      [{ name: 'Sem provedor', provider: 'nobody' }, 400, 'ERR_VALIDATION', 'provider'],
      [{ name: 'Canal errado', provider: 'recorded', channel: 'facebook' }, 400, 'ERR_VALIDATION', 'channel'],
      [{ name: 'Sem canal', channel: 'instagram' }, 400, 'ERR_VALIDATION', 'provider'],
      [
        { name: 'Duas filas', provider: 'recorded', queueIds },
        400,
        'ERR_WAPP_GREETING_REQUIRED',
        'greetingMessage',
      ],
      [{ name: 'Sem fila', provider: 'recorded', timeSendQueue: 5 }, 400, 'ERR_VALIDATION', 'sendIdQueue'],
      [
        { name: 'Inativo', provider: 'recorded', timeInactiveMessage: 5, expiresTicket: 0 },
        400,
        'ERR_VALIDATION',
        'expiresTicket',
      ],
      [
        { name: 'Férias', provider: 'recorded', collectiveVacationMessage: 'Em férias' },
        400,
        'ERR_VALIDATION',
        'collectiveVacationStart',
      ],
      [
        { name: 'Fila de outro', provider: 'recorded', queueIds: [999999] },
        400,
        'ERR_VALIDATION',
        'queueIds',
      ],
      [{ name: 'Loja Centro', provider: 'recorded' }, 409, 'ERR_CONFLICT', 'name'],
      [{ name: 'loja centro', provider: 'recorded' }, 409, 'ERR_CONFLICT', 'name'],
    ]
    for (const [body, status, error, field] of cases) {
      const answer = await admin.post('/api/whatsapp', body)
      expect([answer.status, answer.body.error], JSON.stringify(body)).toEqual([status, error])
      if (field)
        expect(
          answer.body.fields.map((problem: { field: string }) => problem.field),
          JSON.stringify(body),
        ).toContain(field)
    }
    expect(
      await sql.query('select count(*)::int as n from connections').then((result) => result.rows[0].n),
    ).toBe(2)
  })

  it('shows tokens only to those who manage connections, and lets only them write', async () => {
    const asAgent = await agent.get('/api/whatsapp')
    expect(asAgent.status).toBe(200)
    expect(asAgent.body.map((connection: { token: string | null }) => connection.token)).toEqual([null, null])
    expect(
      (await admin.get('/api/whatsapp')).body.every(
        (connection: { token: string }) => connection.token.length === 30,
      ),
    ).toBe(true)
    expect((await agent.post('/api/whatsapp', { name: 'Não pode', provider: 'recorded' })).status).toBe(403)
    expect((await agent.put(`/api/whatsapp/${first.id}`, { name: 'Não pode' })).status).toBe(403)
    expect((await agent.delete(`/api/whatsapp/${first.id}`)).status).toBe(403)
    expect((await agent.post(`/api/whatsappsession/${first.id}`)).status).toBe(403)
    const byConnector = await connector.put(`/api/whatsapp/${first.id}`, { complationMessage: 'Obrigado!' })
    expect(byConnector.status).toBe(200)
    expect(byConnector.body.token).toHaveLength(30)
    const filtered = await agent.get('/api/whatsapp/filter?session=0&channel=whatsapp')
    expect(filtered.body).toHaveLength(2)
    expect((await agent.get('/api/whatsapp/filter?channel=instagram')).body).toEqual([])
  })

  it('attaches an image or a video to the greeting, and removes it', async () => {
    const form = (type: string, name: string) => {
      const data = new FormData()
      // A PNG's signature: the greeting's type is checked by content (upload-content.test.ts).
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
      data.append(
        'file',
        new Blob([type === 'image/png' ? png : Buffer.from('a greeting file')], { type }),
        name,
      )
      return data
    }
    const refused = await admin.post(
      `/api/whatsapp/${second.id}/media-upload`,
      form('text/plain', 'notes.txt'),
    )
    expect([refused.status, refused.body.fields?.[0]?.field]).toEqual([400, 'file'])
    const elsewhere = await otherAdmin.post(
      `/api/whatsapp/${second.id}/media-upload`,
      form('image/png', 'hello.png'),
    )
    expect(elsewhere.status).toBe(404)
    const attached = await admin.post(
      `/api/whatsapp/${second.id}/media-upload`,
      form('image/png', 'hello.png'),
    )
    expect(attached.status).toBe(200)
    expect(attached.body.greetingMediaAttachment).toMatch(/^company1\/[A-Za-z0-9_-]{20,}\.png$/)
    expect(attached.body.greetingMediaName).toBe('hello.png')
    // Saving the connection cannot point its greeting at another stored file (another company's).
    const pointed = await admin.put(`/api/whatsapp/${second.id}`, {
      greetingMediaAttachment: 'company2/someone-elses-file.png',
      greetingMediaName: 'x.png',
      statusImportMessages: 'Running',
    })
    expect(pointed.status).toBe(200)
    expect(pointed.body).toMatchObject({
      greetingMediaAttachment: attached.body.greetingMediaAttachment,
      greetingMediaName: 'hello.png',
      statusImportMessages: null,
    })
    expect((await otherAdmin.delete(`/api/whatsapp/${second.id}/media-upload`)).status).toBe(404)
    const removed = await admin.delete(`/api/whatsapp/${second.id}/media-upload`)
    expect([removed.status, removed.body.greetingMediaAttachment, removed.body.greetingMediaName]).toEqual([
      200,
      null,
      null,
    ])
  })

  it('controls the session: disconnect, start, new QR code, restart all', async () => {
    providerCalls.length = 0
    const stopped = await admin.delete(`/api/whatsappsession/${first.id}`)
    expect(stopped.status).toBe(200)
    expect(providerCalls).toEqual([`logout:${first.id}`])
    let { rows } = await sql.query('select status, session_stopped, qrcode from connections where id = $1', [
      first.id,
    ])
    expect(rows[0]).toEqual({ status: 'DISCONNECTED', session_stopped: true, qrcode: null })

    // Restarting the company's sessions leaves the one a user stopped alone, and keeps the others
    // paired: closed and opened again, never logged out.
    providerCalls.length = 0
    expect((await admin.post('/api/whatsapp-restart/')).status).toBe(200)
    expect(providerCalls).toEqual([`disconnect:${second.id}`, `connect:${second.id}`])

    providerCalls.length = 0
    expect((await admin.post(`/api/whatsappsession/${first.id}`)).status).toBe(200)
    expect(providerCalls).toEqual([`connect:${first.id}`])
    ;({ rows } = await sql.query('select status, session_stopped from connections where id = $1', [first.id]))
    expect(rows[0]).toEqual({ status: 'qrcode', session_stopped: false })

    // A new QR code is a new pairing: the old device link goes.
    providerCalls.length = 0
    expect((await admin.put(`/api/whatsappsession/${first.id}`)).status).toBe(200)
    expect(providerCalls).toEqual([`logout:${first.id}`, `connect:${first.id}`])
  })

  it('pairs by phone-number code: validates the number, keeps the code while PAIRING, and shows it live', async () => {
    const watcher = await listen(testApp.url, admin.token!)
    sockets.push(watcher.socket)
    for (const pairingCodeNumber of ['+55 11 98888-7777', '011988887777', '1234567', '5511'.repeat(5)]) {
      const refused = await admin.put(`/api/whatsapp/${second.id}`, { pairingCodeNumber })
      expect([refused.status, refused.body.fields?.[0]?.field], pairingCodeNumber).toEqual([
        400,
        'pairingCodeNumber',
      ])
    }
    // The session is waiting for its QR code: a new way of pairing restarts it, still paired by nothing.
    providerCalls.length = 0
    const saved = await admin.put(`/api/whatsapp/${second.id}`, { pairingCodeNumber: '5511988887777' })
    expect(saved.status).toBe(200)
    expect(saved.body.pairingCodeNumber).toBe('5511988887777')
    expect(providerCalls).toEqual([`disconnect:${second.id}`, `connect:${second.id}`])
    const live = await waitFor(() =>
      watcher.received.find(
        (entry) =>
          entry.event === 'company-1-whatsappSession' &&
          (entry.payload as { session: { status: string } }).session.status === 'PAIRING',
      ),
    )
    expect((live.payload as { session: { id: number; qrcode: string } }).session).toMatchObject({
      id: second.id,
      qrcode: `CODE-${second.id}`,
    })
    const shown = await admin.get(`/api/whatsapp/${second.id}`)
    expect(shown.body).toMatchObject({ status: 'PAIRING', qrcode: `CODE-${second.id}` })

    // Back to the QR code: an empty number.
    providerCalls.length = 0
    expect((await admin.put(`/api/whatsapp/${second.id}`, { pairingCodeNumber: '' })).status).toBe(200)
    expect(providerCalls).toEqual([`disconnect:${second.id}`, `connect:${second.id}`])
    expect((await admin.get(`/api/whatsapp/${second.id}`)).body).toMatchObject({
      status: 'qrcode',
      qrcode: `QR-${second.id}`,
    })
    // Other options leave a waiting session alone.
    providerCalls.length = 0
    expect((await admin.put(`/api/whatsapp/${second.id}`, { ticketOnCall: true })).body.ticketOnCall).toBe(
      true,
    )
    expect(providerCalls).toEqual([])
  })

  it('counts reconnection attempts, and starts over once connected', async () => {
    const sink = testApp.app.fastify.connectionRuntime.sink
    const connection = { id: second.id, companyId: 1 } as Parameters<typeof sink.connectionStatus>[0]
    for (const status of ['TIMEOUT', 'OPENING', 'TIMEOUT', 'OPENING'] as const) {
      await sink.connectionStatus(connection, status)
    }
    const retries = async () =>
      (await sql.query('select retries from connections where id = $1', [second.id])).rows[0].retries
    expect(await retries()).toBe(2)
    await sink.connectionStatus(connection, 'CONNECTED')
    expect(await retries()).toBe(0)
  })

  it('marks DISCONNECTED a connection reported live whose session no process runs', async () => {
    const watcher = await listen(testApp.url, admin.token!)
    sockets.push(watcher.socket)
    // Both claim CONNECTED since a while; only the first one's session runs somewhere.
    await sql.query(
      `update connections set status = 'CONNECTED', qrcode = null, updated_at = now() - interval '5 minutes'
        where id = any($1)`,
      [[first.id, second.id]],
    )
    // The second one's holder died: no process runs it any more.
    runningHere.delete(second.id)
    expect(runningHere.has(first.id)).toBe(true)
    expect(await testApp.app.fastify.connectionRuntime.sweepOrphanedSessions()).toBe(1)
    const { rows } = await sql.query('select id, status from connections where id = any($1) order by id', [
      [first.id, second.id],
    ])
    expect(rows).toEqual([
      { id: first.id, status: 'CONNECTED' },
      { id: second.id, status: 'DISCONNECTED' },
    ])
    await waitFor(() =>
      watcher.received.find(
        (entry) =>
          entry.event === 'company-1-whatsappSession' &&
          (entry.payload as { session: { id: number; status: string } }).session.id === second.id &&
          (entry.payload as { session: { status: string } }).session.status === 'DISCONNECTED',
      ),
    )
    // A status reported moments ago is left alone: its holder may be starting the session.
    await sql.query(`update connections set status = 'OPENING', updated_at = now() where id = $1`, [
      second.id,
    ])
    expect(await testApp.app.fastify.connectionRuntime.sweepOrphanedSessions()).toBe(0)
    // Restore what the next tests expect.
    await admin.put(`/api/whatsappsession/${second.id}`)
  })

  it('resumes, at start-up, every session no user stopped', async () => {
    await admin.delete(`/api/whatsappsession/${second.id}`)
    providerCalls.length = 0
    // What a process does when it boots (inbound-recovery.test.ts boots a second process for real).
    await testApp.app.fastify.connectionRuntime.start()
    expect(providerCalls).toEqual([`connect:${first.id}`])
    await admin.post(`/api/whatsappsession/${second.id}`)
  })

  it('deletes a connection, ending its session and handing the default to another', async () => {
    const watcher = await listen(testApp.url, admin.token!)
    sockets.push(watcher.socket)
    providerCalls.length = 0
    const answer = await admin.delete(`/api/whatsapp/${first.id}`)
    expect(answer.status).toBe(200)
    expect(providerCalls).toEqual([`logout:${first.id}`])
    expect(await defaults()).toEqual([second.id])
    await waitFor(() =>
      watcher.received.find(
        (entry) =>
          entry.event === 'company-1-whatsapp' && (entry.payload as { action: string }).action === 'delete',
      ),
    )
    expect(watcher.received.map((entry) => entry.payload)).toContainEqual({
      action: 'delete',
      whatsappId: first.id,
    })
    expect((await admin.get(`/api/whatsapp/${first.id}`)).status).toBe(404)
  })
})

describe('tenant isolation', () => {
  it('keeps another company’s connections out of reach', async () => {
    const { rows } = await sql.query<{ id: number; name: string }>(
      'select id, name from connections where company_id = 1',
    )
    const target = rows[0]!
    const before = await sql.query('select * from connections where id = $1', [target.id])
    expect((await otherAdmin.get('/api/whatsapp')).body).toEqual([])
    for (const answer of [
      await otherAdmin.get(`/api/whatsapp/${target.id}`),
      await otherAdmin.put(`/api/whatsapp/${target.id}`, { name: 'Roubada' }),
      await otherAdmin.delete(`/api/whatsapp/${target.id}`),
      await otherAdmin.post(`/api/whatsappsession/${target.id}`),
      await otherAdmin.put(`/api/whatsappsession/${target.id}`),
      await otherAdmin.delete(`/api/whatsappsession/${target.id}`),
    ]) {
      expect([answer.status, answer.body.error]).toEqual([404, 'ERR_NO_WAPP_FOUND'])
    }
    expect((await otherAdmin.get('/api/whatsapp/all/?session=0')).status).toBe(403)
    expect((await otherAdmin.get(`/api/whatsapp-admin/${target.id}`)).status).toBe(403)
    expect((await otherAdmin.delete(`/api/whatsappsession/admin/${target.id}`)).status).toBe(403)
    // Their queues cannot be borrowed either.
    const borrowed = await otherAdmin.post('/api/whatsapp', {
      name: 'Com fila alheia',
      provider: 'recorded',
      queueIds: [queueIds[0]],
    })
    expect([borrowed.status, borrowed.body.fields?.[0]?.field]).toEqual([400, 'queueIds'])
    const after = await sql.query('select * from connections where id = $1', [target.id])
    expect(after.rows).toEqual(before.rows)
  })

  it('lets the super admin see every company’s connections, and holds others to their plan', async () => {
    // Four at once on a plan of one connection: exactly one is created.
    const attempts = await Promise.all(
      ['Única', 'Outra', 'Mais uma', 'Quarta'].map((name) =>
        otherAdmin.post('/api/whatsapp', { name, provider: 'recorded' }),
      ),
    )
    const created = attempts.filter((attempt) => attempt.status === 201)
    expect(created).toHaveLength(1)
    expect(attempts.filter((attempt) => attempt.status !== 201).map((attempt) => attempt.body.error)).toEqual(
      ['ERR_CONNECTION_LIMIT_REACHED', 'ERR_CONNECTION_LIMIT_REACHED', 'ERR_CONNECTION_LIMIT_REACHED'],
    )
    const own = created[0]!
    expect(own.body.isDefault).toBe(true)
    const overLimit = await otherAdmin.post('/api/whatsapp', { name: 'Segunda', provider: 'recorded' })
    expect([overLimit.status, overLimit.body.error]).toEqual([403, 'ERR_CONNECTION_LIMIT_REACHED'])
    const all = await admin.get('/api/whatsapp/all/?session=0')
    expect(all.status).toBe(200)
    expect(new Set(all.body.map((connection: { companyId: number }) => connection.companyId))).toEqual(
      new Set([1, own.body.companyId]),
    )
    expect((await admin.get(`/api/whatsapp-admin/${own.body.id}`)).body.name).toBe(own.body.name)
  })
})
