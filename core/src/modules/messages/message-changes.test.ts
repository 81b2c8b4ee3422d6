import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'
import { type ConversationSeed, conversationSeed } from '../tickets/testing-seed.ts'
import { type EventLog, fakeChannel, fakeProviderId, openSocket } from './message-test-kit.ts'

const channel = fakeChannel()
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
let connection: number
let ticket: { id: number; uuid: string }
let colleague: number
const b = {} as { company: number; admin: ApiClient; contact: number }

async function send(body: string, options: Record<string, unknown> = {}): Promise<number> {
  const answer = await admin.post(`/api/messages/${ticket.id}`, { body, ...options })
  if (answer.status !== 201) throw new Error(`send failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.messages[0].id
}

async function messageRow(id: number) {
  const { rows } = await sql.query(
    'select body, is_edited, is_deleted, is_forwarded, media_url, ticket_id, user_id from messages where id = $1',
    [id],
  )
  return rows[0]
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atendo-message-changes-'))
  testApp = await startTestApp({ plugins: [channel.plugin], env: { DATA_DIR: dataDir } })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  seed = conversationSeed(sql)
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  connection = await seed.connection({ companyId: 1, provider: fakeProviderId, isDefault: true })
  const contact = await seed.contact({ companyId: 1, name: 'Ana' })
  ticket = await seed.ticket({
    companyId: 1,
    contactId: contact,
    connectionId: connection,
    status: 'open',
    userId: 1,
  })
  colleague = (await seed.user({ companyId: 1, profile: 'admin' })).id

  b.company = await seed.company()
  b.admin = await new ApiClient(testApp.url).login(
    await seed.user({ companyId: b.company, profile: 'admin' }),
  )
  b.contact = await seed.contact({ companyId: b.company })
  socket = await openSocket(testApp.url, 1, admin.token!)
})

afterAll(async () => {
  socket?.socket.disconnect()
  await sql?.end()
  await testApp?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

beforeEach(() => channel.reset())

describe('editing', () => {
  it('edits an own message on the channel within 15 minutes and updates the last message', async () => {
    const id = await send('Orçamento: R$ 10')
    const externalId = channel.sent[0]!.externalId
    const answer = await admin.post(`/api/messages/edit/${id}`, { body: 'Orçamento: R$ 100' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id, body: 'Orçamento: R$ 100', isEdited: true })
    expect(channel.edits).toEqual([expect.objectContaining({ externalId, body: 'Orçamento: R$ 100' })])
    const { rows } = await sql.query('select last_message from tickets where id = $1', [ticket.id])
    expect(rows[0].last_message).toBe('Orçamento: R$ 100')
    await socket.next(
      'company-1-appMessage',
      (payload) =>
        (payload.message as { id: number; isEdited: boolean }).id === id && payload.action === 'update',
    )
  })

  it("refuses after 15 minutes, on others' messages, and when the channel cannot edit", async () => {
    const late = await send('antiga')
    await sql.query(`update messages set created_at = now() - interval '16 minutes' where id = $1`, [late])
    const expired = await admin.post(`/api/messages/edit/${late}`, { body: 'nova' })
    expect(expired.status).toBe(403)
    expect(expired.body.error).toBe('ERR_EDIT_WINDOW_EXPIRED')

    const { rows } = await sql.query(
      `insert into messages (company_id, ticket_id, body, from_me, user_id, created_at, updated_at)
       values (1, $1, 'da colega', true, $2, now(), now()) returning id`,
      [ticket.id, colleague],
    )
    const theirs = await admin.post(`/api/messages/edit/${rows[0].id}`, { body: 'alterada' })
    expect(theirs.status).toBe(403)
    expect(theirs.body.error).toBe('ERR_NO_PERMISSION')
    const inbound = await seed.message({ companyId: 1, ticketId: ticket.id, body: 'do cliente' })
    expect((await admin.post(`/api/messages/edit/${inbound}`, { body: 'x' })).status).toBe(403)

    const sent = await send('sem edição no canal')
    delete channel.provider.edit
    const incapable = await admin.post(`/api/messages/edit/${sent}`, { body: 'tentativa' })
    expect(incapable.status).toBe(403)
    // A private note never left the inbox, so it can be corrected whatever the channel.
    const note = await send('nota', { isPrivate: true })
    expect((await admin.post(`/api/messages/edit/${note}`, { body: 'nota corrigida' })).status).toBe(200)

    expect((await admin.post(`/api/messages/edit/${sent}`, { body: '   ' })).status).toBe(400)
    expect(channel.edits).toEqual([])
    expect((await messageRow(late)).body).toBe('antiga')
    expect((await messageRow(rows[0].id)).body).toBe('da colega')
    expect((await messageRow(sent)).is_edited).toBe(false)
  })
})

describe('deleting', () => {
  it('deletes an own message for everyone and keeps its body on the server', async () => {
    const id = await send('apagar esta')
    const answer = await admin.delete(`/api/messages/${id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id, isDeleted: true })
    expect(channel.deletes).toEqual([expect.objectContaining({ externalId: channel.sent[0]!.externalId })])
    expect(await messageRow(id)).toMatchObject({ is_deleted: true, body: 'apagar esta' })
    await socket.next(
      'company-1-appMessage',
      (payload) =>
        (payload.message as { id: number; isDeleted: boolean }).isDeleted && payload.action === 'update',
    )

    delete channel.provider.delete
    const local = await send('só aqui')
    expect((await admin.delete(`/api/messages/${local}`)).status).toBe(200)
    expect(channel.deletes).toHaveLength(1)
    expect((await messageRow(local)).is_deleted).toBe(true)
  })

  it("refuses others' messages and other companies' ids", async () => {
    const { rows } = await sql.query(
      `insert into messages (company_id, ticket_id, body, from_me, user_id, created_at, updated_at)
       values (1, $1, 'da colega', true, $2, now(), now()) returning id`,
      [ticket.id, colleague],
    )
    expect((await admin.delete(`/api/messages/${rows[0].id}`)).status).toBe(403)
    const mine = await send('minha')
    const cross = await b.admin.delete(`/api/messages/${mine}`)
    expect(cross.status).toBe(404)
    const crossEdit = await b.admin.post(`/api/messages/edit/${mine}`, { body: 'de B' })
    expect(crossEdit.status).toBe(404)
    expect(await messageRow(mine)).toMatchObject({ is_deleted: false, body: 'minha' })
    expect((await messageRow(rows[0].id)).is_deleted).toBe(false)
    expect(channel.deletes).toEqual([])
  })
})

describe('forwarding', () => {
  it('opens a ticket for a contact without one, copies media, and pauses 900 ms between messages', async () => {
    const text = await send('Catálogo abaixo')
    const form = new FormData()
    form.append('medias', new Blob([png], { type: 'image/png' }), 'catalogo.png')
    const image = (await admin.post(`/api/messages/${ticket.id}`, form)).body.messages[0].id
    channel.reset()

    const target = await seed.contact({ companyId: 1, name: 'Bruno', number: '5511955554444' })
    const answer = await admin.post('/api/message/forward', { messageId: [image, text], contactId: target })
    expect(answer.status).toBe(201)
    expect(
      answer.body.messages.map((m: { body: string; isForwarded: boolean }) => [m.body, m.isForwarded]),
    ).toEqual([
      ['Catálogo abaixo', true],
      ['catalogo.png', true],
    ])

    const { rows: tickets } = await sql.query(
      'select id, status, user_id, connection_id from tickets where contact_id = $1',
      [target],
    )
    expect(tickets).toEqual([
      { id: expect.any(Number), status: 'open', user_id: 1, connection_id: connection },
    ])
    const { rows: logs } = await sql.query('select type from ticket_logs where ticket_id = $1', [
      tickets[0].id,
    ])
    expect(logs).toEqual([{ type: 'create' }])

    expect(channel.sent.map((call) => [call.to.address, call.message.kind, call.message.forwarded])).toEqual([
      ['5511955554444', 'text', true],
      ['5511955554444', 'media', true],
    ])
    expect(channel.sent[1]!.at - channel.sent[0]!.at).toBeGreaterThanOrEqual(900)

    const original = await messageRow(image)
    const copy = await messageRow(answer.body.messages[1].id)
    expect(copy.media_url).not.toBe(original.media_url)
    expect(copy.ticket_id).toBe(tickets[0].id)
    expect(await readFile(join(dataDir, 'media', copy.media_url))).toEqual(png)
  })

  it("reuses the contact's working ticket and signs when asked", async () => {
    const text = await send('Promoção')
    const target = await seed.contact({ companyId: 1 })
    const working = await seed.ticket({
      companyId: 1,
      contactId: target,
      connectionId: connection,
      status: 'pending',
    })
    await seed.setting(1, 'sendSignMessage', 'enabled')
    const answer = await admin.post('/api/message/forward', {
      messageId: text,
      contactId: target,
      signMessage: true,
    })
    expect(answer.status).toBe(201)
    expect(answer.body.messages[0].ticketId).toBe(working.id)
    expect(channel.sent.at(-1)!.message.body).toBe('*Admin:*\nPromoção')
    const { rows } = await sql.query('select count(*)::int as n from tickets where contact_id = $1', [target])
    expect(rows[0].n).toBe(1)
  })

  it("refuses blocked contacts and other companies' messages and contacts", async () => {
    const text = await send('Não vai')
    channel.reset()
    const blocked = await seed.contact({ companyId: 1, active: false })
    const refused = await admin.post('/api/message/forward', { messageId: text, contactId: blocked })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('ERR_CONTACT_BLOCKED')

    const toForeignContact = await admin.post('/api/message/forward', {
      messageId: text,
      contactId: b.contact,
    })
    expect(toForeignContact.status).toBe(404)
    const foreignMessage = await b.admin.post('/api/message/forward', {
      messageId: text,
      contactId: b.contact,
    })
    expect(foreignMessage.status).toBe(404)
    const { rows } = await sql.query('select count(*)::int as n from tickets where contact_id = $1', [
      b.contact,
    ])
    expect(rows[0].n).toBe(0)
    expect(channel.sent).toEqual([])
  })
})
