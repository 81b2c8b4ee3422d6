import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { companyEm } from '../../kernel/db/orm.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'
import { Ticket } from '../tickets/entities.ts'
import { type ConversationSeed, conversationSeed } from '../tickets/testing-seed.ts'
import { type EventLog, fakeChannel, fakeProviderId, openSocket } from './message-test-kit.ts'
import { sendTextMessage } from './send-message.ts'

const channel = fakeChannel()
/** A 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

let testApp: TestApp
let dataDir: string
let sql: pg.Client
let seed: ConversationSeed
let admin: ApiClient
let socket: EventLog

const a = {} as { connection: number; contact: number; number: string; ticket: number; uuid: string }
const b = {} as { company: number; admin: ApiClient; ticket: number }

async function messageRows(ticketId: number) {
  const { rows } = await sql.query(
    `select id, company_id, contact_id, connection_id, user_id, queue_id, external_id, ack, body, from_me,
            is_private, media_type, media_url, send_error, quoted_msg_id, data_json
       from messages where ticket_id = $1 order by id`,
    [ticketId],
  )
  // bigserial ids come back from pg as strings
  return rows.map((row) => ({ ...row, id: Number(row.id) }))
}

async function openTicket(
  companyId: number,
  options: { status?: 'open' | 'closed' | 'pending' | 'group' } = {},
) {
  const contact = await seed.contact({ companyId })
  const connection =
    companyId === 1 ? a.connection : await seed.connection({ companyId, provider: fakeProviderId })
  return seed.ticket({
    companyId,
    contactId: contact,
    connectionId: connection,
    status: options.status ?? 'open',
    userId: 1,
  })
}

async function mediaFiles(companyId: number): Promise<string[]> {
  return readdir(join(dataDir, 'media', `company${companyId}`)).catch(() => [])
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atendo-messages-'))
  testApp = await startTestApp({ plugins: [channel.plugin], env: { DATA_DIR: dataDir } })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  seed = conversationSeed(sql)
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)

  a.connection = await seed.connection({ companyId: 1, provider: fakeProviderId, isDefault: true })
  a.number = '5511988887777'
  a.contact = await seed.contact({ companyId: 1, name: 'Maria Cliente', number: a.number })
  const ticket = await seed.ticket({
    companyId: 1,
    contactId: a.contact,
    connectionId: a.connection,
    status: 'open',
    userId: 1,
  })
  a.ticket = ticket.id
  a.uuid = ticket.uuid

  b.company = await seed.company()
  const bAdmin = await seed.user({ companyId: b.company, profile: 'admin' })
  b.admin = await new ApiClient(testApp.url).login(bAdmin)
  b.ticket = (await openTicket(b.company)).id

  socket = await openSocket(testApp.url, 1, admin.token!)
  socket.socket.emit('joinChatBox', a.ticket)
})

afterAll(async () => {
  socket?.socket.disconnect()
  await sql?.end()
  await testApp?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

beforeEach(() => channel.reset())

describe('sending a text', () => {
  it('stores the message, sends it to the contact, records the channel id and ack, and tells the chat box', async () => {
    const answer = await admin.post(`/api/messages/${a.ticket}`, { body: '  Olá, tudo bem?  ' })
    expect(answer.status).toBe(201)
    const [message] = answer.body.messages
    expect(message).toMatchObject({
      body: 'Olá, tudo bem?',
      fromMe: true,
      ack: 1,
      sendError: null,
      userId: 1,
      ticketId: a.ticket,
      contactId: a.contact,
      isPrivate: false,
    })

    expect(channel.sent).toHaveLength(1)
    expect(channel.sent[0]).toMatchObject({
      to: { address: a.number, isGroup: false },
      message: { kind: 'text', body: 'Olá, tudo bem?' },
      connection: { id: a.connection, companyId: 1, provider: fakeProviderId },
    })

    const [row] = (await messageRows(a.ticket)).filter((r) => r.id === message.id)
    expect(row).toMatchObject({
      company_id: 1,
      contact_id: a.contact,
      connection_id: a.connection,
      user_id: 1,
      external_id: channel.sent[0]!.externalId,
      ack: 1,
      from_me: true,
    })
    const { rows } = await sql.query('select last_message, last_message_at from tickets where id = $1', [
      a.ticket,
    ])
    expect(rows[0].last_message).toBe('Olá, tudo bem?')
    expect(rows[0].last_message_at).toBeInstanceOf(Date)

    const created = await socket.next(
      'company-1-appMessage',
      (payload) => payload.action === 'create' && (payload.message as { id: number }).id === message.id,
    )
    expect(created).toMatchObject({ message: { ack: 0, body: 'Olá, tudo bem?' }, ticket: { id: a.ticket } })
    const sent = await socket.next(
      'company-1-appMessage',
      (payload) => payload.action === 'update' && (payload.message as { id: number }).id === message.id,
    )
    expect(sent).toMatchObject({ message: { ack: 1 } })
    await socket.next(
      'company-1-ticket',
      (payload) => (payload.ticket as { lastMessage: string }).lastMessage === 'Olá, tudo bem?',
    )
  })

  it("signs with the attendant's name when asked and the company allows it", async () => {
    await seed.setting(1, 'sendSignMessage', 'enabled')
    await admin.post(`/api/messages/${a.ticket}`, { body: 'Assinada', signMessage: true })
    await admin.post(`/api/messages/${a.ticket}`, { body: 'Sem assinatura' })
    await seed.setting(1, 'sendSignMessage', 'disabled')
    await admin.post(`/api/messages/${a.ticket}`, { body: 'Empresa não permite', signMessage: 'true' })
    expect(channel.sent.map((call) => call.message.body)).toEqual([
      '*Admin:*\nAssinada',
      'Sem assinatura',
      'Empresa não permite',
    ])
  })

  it('replies quoting a message of the conversation, by id or by the message object', async () => {
    const { rows } = await sql.query(
      `insert into messages (company_id, ticket_id, contact_id, connection_id, external_id, body, from_me, created_at, updated_at)
       values (1, $1, $2, $3, 'inbound-1', 'Qual o prazo?', false, now(), now()) returning id`,
      [a.ticket, a.contact, a.connection],
    )
    const quotedId = Number(rows[0].id)
    const byId = await admin.post(`/api/messages/${a.ticket}`, { body: 'Amanhã', quotedMsg: quotedId })
    expect(byId.status).toBe(201)
    expect(byId.body.messages[0].quotedMsg).toMatchObject({
      id: quotedId,
      body: 'Qual o prazo?',
      fromMe: false,
    })
    const byObject = await admin.post(`/api/messages/${a.ticket}`, {
      body: 'Até 18h',
      quotedMsg: { id: quotedId },
    })
    expect(byObject.status).toBe(201)
    expect(channel.sent.map((call) => call.message.quotedExternalId)).toEqual(['inbound-1', 'inbound-1'])

    const other = await seed.contact({ companyId: 1 })
    const otherTicket = await seed.ticket({
      companyId: 1,
      contactId: other,
      connectionId: a.connection,
      status: 'open',
    })
    const foreign = await seed.message({ companyId: 1, ticketId: otherTicket.id, body: 'outra conversa' })
    const refused = await admin.post(`/api/messages/${a.ticket}`, { body: 'x', quotedMsg: Number(foreign) })
    expect(refused.status).toBe(400)
    expect(refused.body.fields).toMatchObject([expect.objectContaining({ field: 'quotedMsg' })])
    expect(channel.sent).toHaveLength(2)
  })

  it('keeps private notes in the conversation without sending them', async () => {
    const answer = await admin.post(`/api/messages/${a.ticket}`, {
      body: 'Cliente pediu desconto',
      isPrivate: 'true',
    })
    expect(answer.status).toBe(201)
    expect(answer.body.messages[0]).toMatchObject({ isPrivate: true, ack: 0, body: 'Cliente pediu desconto' })
    expect(channel.sent).toEqual([])
    const row = (await messageRows(a.ticket)).find((r) => r.id === answer.body.messages[0].id)
    expect(row).toMatchObject({ is_private: true, external_id: null })
    await socket.next(
      'company-1-appMessage',
      (payload) => (payload.message as { id: number }).id === answer.body.messages[0].id,
    )
  })

  it('sends a contact card', async () => {
    const answer = await admin.post(`/api/messages/${a.ticket}`, {
      vCard: { name: 'João Suporte', number: '+55 11 97777-6666' },
    })
    expect(answer.status).toBe(201)
    expect(answer.body.messages[0].mediaType).toBe('contactMessage')
    expect(answer.body.messages[0].body).toContain('FN:João Suporte')
    expect(channel.sent[0]!.message).toMatchObject({
      kind: 'vcard',
      vcard: { name: 'João Suporte', number: '+55 11 97777-6666' },
    })
    expect(channel.sent[0]!.message.body).toContain('waid=5511977776666')
  })

  it('sends to a group by its group id', async () => {
    const group = await seed.contact({ companyId: 1, name: 'Equipe', number: null, isGroup: true })
    await sql.query(
      `insert into contact_identities (company_id, contact_id, kind, value, created_at, updated_at)
       values (1, $1, 'group', '120363000000@g.us', now(), now())`,
      [group],
    )
    const ticket = await seed.ticket({
      companyId: 1,
      contactId: group,
      connectionId: a.connection,
      status: 'group',
      isGroup: true,
    })
    const answer = await admin.post(`/api/messages/${ticket.id}`, { body: 'Bom dia, equipe' })
    expect(answer.status).toBe(201)
    expect(channel.sent[0]!.to).toEqual({ address: '120363000000@g.us', isGroup: true })
  })
})

describe('sending files', () => {
  it('stores an upload, sends it with its caption and serves it only through its signed URL', async () => {
    const form = new FormData()
    form.append('medias', new Blob([png], { type: 'image/png' }), 'foto.png')
    form.append('body', 'Veja a foto')
    const answer = await admin.post(`/api/messages/${a.ticket}`, form)
    expect(answer.status).toBe(201)
    const [message] = answer.body.messages
    expect(message).toMatchObject({ mediaType: 'image', body: 'Veja a foto', ack: 1 })
    expect(message.mediaUrl).toMatch(/^\/public\/company1\/[A-Za-z0-9_-]+\.png\?expires=\d+&signature=/)

    expect(channel.sent[0]!.message).toMatchObject({
      kind: 'media',
      body: 'Veja a foto',
      media: { mimeType: 'image/png', fileName: 'foto.png' },
    })
    const row = (await messageRows(a.ticket)).find((r) => r.id === message.id)
    expect(row.media_url).toMatch(/^company1\/[A-Za-z0-9_-]+\.png$/)
    expect(channel.sent[0]!.message.media!.path).toBe(join(dataDir, 'media', row.media_url))

    const served = await admin.open(message.mediaUrl)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)

    const tampered = message.mediaUrl.replace(
      /signature=(.)/,
      (_: string, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    )
    expect((await admin.open(tampered)).status).toBe(404)
  })

  it('sends several files as one message each, the single caption on the first', async () => {
    const form = new FormData()
    form.append('medias', new Blob([png], { type: 'image/png' }), 'um.png')
    form.append('medias', new Blob(['relatório'], { type: 'text/plain' }), 'relatorio.txt')
    form.append('body', 'Segue')
    const answer = await admin.post(`/api/messages/${a.ticket}`, form)
    expect(answer.status).toBe(201)
    expect(
      answer.body.messages.map((m: { body: string; mediaType: string }) => [m.body, m.mediaType]),
    ).toEqual([
      ['Segue', 'image'],
      ['relatorio.txt', 'application'],
    ])
    expect(channel.sent.map((call) => call.message.body)).toEqual(['Segue', ''])
  })

  it("sends a copy of a stored file of the company by its URL (a quick message's media), never another company's", async () => {
    const form = new FormData()
    form.append('medias', new Blob([png], { type: 'image/png' }), 'modelo.png')
    const uploaded = (await admin.post(`/api/messages/${a.ticket}`, form)).body.messages[0]
    const answer = await admin.post(`/api/messages/${a.ticket}`, {
      body: 'De novo',
      mediaUrl: uploaded.mediaUrl,
    })
    expect(answer.status).toBe(201)
    expect(answer.body.messages[0]).toMatchObject({ mediaType: 'image', body: 'De novo' })
    const rows = await messageRows(a.ticket)
    const [original, copy] = [uploaded.id, answer.body.messages[0].id].map((id) =>
      rows.find((r) => r.id === id),
    )
    expect(copy.media_url).not.toBe(original.media_url)

    const foreign = await b.admin.post(`/api/messages/${b.ticket}`, {
      body: 'x',
      mediaUrl: original.media_url,
    })
    expect(foreign.status).toBe(404)
    expect(await messageRows(b.ticket)).toEqual([])
    expect(channel.sent).toHaveLength(2)
  })

  it('refuses a file over the download limit and keeps nothing', async () => {
    await sql.query(`update global_settings set value = '0.001' where key = 'downloadLimit'`)
    try {
      const before = { files: await mediaFiles(1), messages: (await messageRows(a.ticket)).length }
      const form = new FormData()
      form.append('body', 'grande')
      form.append('medias', new Blob([Buffer.alloc(4096, 1)], { type: 'application/pdf' }), 'grande.pdf')
      const answer = await admin.post(`/api/messages/${a.ticket}`, form)
      expect(answer.status).toBe(413)
      expect(answer.body.error).toBe('ERR_PAYLOAD_TOO_LARGE')
      expect(await mediaFiles(1)).toEqual(before.files)
      expect(await messageRows(a.ticket)).toHaveLength(before.messages)
      expect(channel.sent).toEqual([])
    } finally {
      await sql.query(`update global_settings set value = '64' where key = 'downloadLimit'`)
    }
  })

  it('refuses file types that cannot be sent, and an empty form', async () => {
    const before = await mediaFiles(1)
    const form = new FormData()
    form.append('medias', new Blob([png], { type: 'image/png' }), 'ok.png')
    form.append('medias', new Blob(['font'], { type: 'font/woff2' }), 'letra.woff2')
    const answer = await admin.post(`/api/messages/${a.ticket}`, form)
    expect(answer.status).toBe(400)
    expect(answer.body.fields).toMatchObject([expect.objectContaining({ field: 'medias' })])
    expect(await mediaFiles(1)).toEqual(before)

    const empty = new FormData()
    empty.append('body', '   ')
    expect((await admin.post(`/api/messages/${a.ticket}`, empty)).status).toBe(400)
    expect(channel.sent).toEqual([])
  })
})

describe('refusals', () => {
  it('refuses an empty message, and tickets that are not open, and blocked contacts', async () => {
    const count = (await messageRows(a.ticket)).length
    const empty = await admin.post(`/api/messages/${a.ticket}`, { body: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ error: 'ERR_VALIDATION', fields: [{ field: 'body' }] })
    expect(await messageRows(a.ticket)).toHaveLength(count)

    for (const status of ['closed', 'pending'] as const) {
      const ticket = await openTicket(1, { status })
      const answer = await admin.post(`/api/messages/${ticket.id}`, { body: 'Olá' })
      expect(answer.status).toBe(400)
      expect(answer.body.error).toBe('ERR_TICKET_NOT_OPEN')
      expect(await messageRows(ticket.id)).toEqual([])
    }

    const blocked = await seed.contact({ companyId: 1, active: false })
    const ticket = await seed.ticket({
      companyId: 1,
      contactId: blocked,
      connectionId: a.connection,
      status: 'open',
    })
    const answer = await admin.post(`/api/messages/${ticket.id}`, { body: 'Olá' })
    expect(answer.status).toBe(403)
    expect(answer.body.error).toBe('ERR_CONTACT_BLOCKED')
    expect(channel.sent).toEqual([])
  })

  it('answers 502 when the channel refuses, keeping the message marked as failed', async () => {
    channel.failNextSend('session closed')
    const answer = await admin.post(`/api/messages/${a.ticket}`, { body: 'Vai falhar' })
    expect(answer.status).toBe(502)
    expect(answer.body.error).toBe('ERR_SENDING_WAPP_MSG')
    const row = (await messageRows(a.ticket)).at(-1)
    expect(row).toMatchObject({ body: 'Vai falhar', send_error: 'session closed', ack: 0, external_id: null })
    const failed = await socket.next(
      'company-1-appMessage',
      (payload) =>
        (payload.message as { id: number; sendError: string | null }).sendError === 'session closed',
    )
    expect(failed).toMatchObject({ action: 'update', message: { id: row!.id } })
  })

  it("refuses, before storing anything, a reply outside the channel's window after the contact's last message", async () => {
    channel.provider.traits.replyWindowMs = 24 * 3_600_000
    const contact = await seed.contact({ companyId: 1 })
    const earlier = await seed.ticket({
      companyId: 1,
      contactId: contact,
      connectionId: a.connection,
      status: 'closed',
    })
    const ticket = await seed.ticket({
      companyId: 1,
      contactId: contact,
      connectionId: a.connection,
      status: 'open',
      userId: 1,
    })
    const contactWrote = (ticketId: number, hoursAgo: number) =>
      sql.query(
        `insert into messages (company_id, ticket_id, contact_id, connection_id, from_me, body, created_at, updated_at)
         values (1, $1, $2, $3, false, 'Oi', now() - make_interval(hours => $4), now())`,
        [ticketId, contact, a.connection, hoursAgo],
      )

    // The contact never wrote on this connection: nothing may be sent yet.
    const never = await admin.post(`/api/messages/${ticket.id}`, { body: 'Olá' })
    expect(never.status).toBe(403)
    expect(never.body).toMatchObject({
      error: 'ERR_REPLY_WINDOW_CLOSED',
      details: { lastContactMessageAt: null },
    })

    // Their last message (in an earlier ticket) is 25 hours old: still closed, and nothing stored.
    await contactWrote(earlier.id, 25)
    const late = await admin.post(`/api/messages/${ticket.id}`, { body: 'Olá' })
    expect(late.status).toBe(403)
    expect(late.body.error).toBe('ERR_REPLY_WINDOW_CLOSED')
    expect(await messageRows(ticket.id)).toEqual([])
    expect(channel.sent).toEqual([])

    // A private note is never sent, so the window does not apply to it.
    expect((await admin.post(`/api/messages/${ticket.id}`, { body: 'Nota', isPrivate: true })).status).toBe(
      201,
    )

    // They wrote 23 hours ago (the earlier ticket counts too): the reply goes out.
    await contactWrote(earlier.id, 23)
    const inTime = await admin.post(`/api/messages/${ticket.id}`, { body: 'Olá de novo' })
    expect(inTime.status).toBe(201)
    expect(channel.sent.map((sent) => sent.message.body)).toEqual(['Olá de novo'])
  })

  it("hides tickets the user may not see and other companies' tickets, sending nothing", async () => {
    const queue = await seed.queue({ companyId: 1 })
    const outsider = await seed.user({ companyId: 1 })
    const contact = await seed.contact({ companyId: 1 })
    const queued = await seed.ticket({
      companyId: 1,
      contactId: contact,
      connectionId: a.connection,
      queueId: queue,
      status: 'open',
      userId: 1,
    })
    const hidden = await (await new ApiClient(testApp.url).login(outsider)).post(
      `/api/messages/${queued.id}`,
      {
        body: 'não posso',
      },
    )
    expect(hidden.status).toBe(404)
    expect(hidden.body.error).toBe('ERR_NO_TICKET_FOUND')

    const crossA = await admin.post(`/api/messages/${b.ticket}`, { body: 'de A para B' })
    expect(crossA.status).toBe(404)
    expect(await messageRows(b.ticket)).toEqual([])
    const crossB = await b.admin.post(`/api/messages/${a.ticket}`, { body: 'de B para A' })
    expect(crossB.status).toBe(404)
    const crossForm = new FormData()
    crossForm.append('medias', new Blob([png], { type: 'image/png' }), 'x.png')
    expect((await b.admin.post(`/api/messages/${a.ticket}`, crossForm)).status).toBe(404)
    expect(await mediaFiles(b.company)).toEqual([])
    expect(channel.sent).toEqual([])
  })
})

describe('sendTextMessage (for ticket transitions)', () => {
  it('sends a system text on a ticket loaded by the caller', async () => {
    const em = companyEm(testApp.app.kernel.orm, 1)
    const ticket = await em.findOneOrFail(Ticket, { id: a.ticket })
    const view = await sendTextMessage(testApp.app.kernel, em, ticket, 'Seu atendimento foi encerrado.')
    expect(view).toMatchObject({ body: 'Seu atendimento foi encerrado.', userId: null, ack: 1 })
    expect(channel.sent[0]!.message.body).toBe('Seu atendimento foi encerrado.')
    const { rows } = await sql.query('select last_message from tickets where id = $1', [a.ticket])
    expect(rows[0].last_message).toBe('Seu atendimento foi encerrado.')
  })
})
