import type pg from 'pg'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyEm } from '../../../kernel/db/orm.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '../../../testing/index.ts'
import { Contact, emitContactChange } from '../../contacts/index.ts'
import { Message } from '../../messages/index.ts'
import { loadMessageViews } from '../../messages/message-view.ts'
import { loadTicketViews, Ticket } from '../../tickets/index.ts'
import {
  type InboundTestConnection,
  insertConnection,
  listen,
  openSql,
  phoneContact,
  textMessage,
} from '../inbound-test-kit.ts'

let testApp: TestApp
let sql: pg.Client
let connection: InboundTestConnection
const sockets: Socket[] = []

beforeAll(async () => {
  testApp = await startTestApp()
  sql = await openSql(testApp)
  connection = await insertConnection(testApp, sql, { name: 'Live' })
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await sql?.end()
  await testApp?.close()
})

type Heard = { event: string; payload: unknown }
const appMessage = (received: Heard[], body: string, action = 'create') =>
  received.find(
    (entry) =>
      entry.event === 'company-1-appMessage' &&
      (entry.payload as { action: string; message: { body: string } }).action === action &&
      (entry.payload as { message: { body: string } }).message.body === body,
  )?.payload as
    | {
        message: { id: number; ticketId: number; quotedMsg: { body: string } | null }
        ticket: unknown
        contact: unknown
      }
    | undefined

/** The views of a message and its ticket as loaded from the database (what a page shows). */
async function loadedViews(messageId: number) {
  const em = companyEm(testApp.app.kernel.orm, 1)
  const message = await em.findOneOrFail(Message, { id: messageId })
  const ticket = await em.findOneOrFail(Ticket, { id: message.ticketId })
  const [[messageView], [ticketView]] = await Promise.all([
    loadMessageViews(em, testApp.app.kernel.storage, ticket, [message]),
    loadTicketViews(em, [ticket]),
  ])
  return { message: messageView, ticket: ticketView }
}

describe('live events built from what the processing transaction wrote', () => {
  it('show the new contact, the opened ticket and the message exactly as they are loaded afterwards', async () => {
    const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const { socket, received } = await listen(testApp.url, admin.token!)
    sockets.push(socket)
    const person = phoneContact('5511977770001', 'Written')
    await connection.sink.receive(connection, textMessage('live-written-1', person, 'first words'))
    const first = await waitFor(() => appMessage(received, 'first words'))

    // The ticket gets a tag and the next message quotes the first: both are in the next event.
    const [{ id: tagId }] = (
      await sql.query<{ id: number }>(
        `insert into tags (company_id, name, color, kanban, time_lane, created_at, updated_at)
         values (1, 'vip', '#ff0000', 0, 0, now(), now()) returning id`,
      )
    ).rows as [{ id: number }]
    await sql.query('insert into ticket_tags (company_id, ticket_id, tag_id) values (1, $1, $2)', [
      first.message.ticketId,
      tagId,
    ])
    await connection.sink.receive(
      connection,
      textMessage('live-written-2', person, 'quoting', { quotedExternalId: 'live-written-1' }),
    )
    const second = await waitFor(() => appMessage(received, 'quoting'))
    const loaded = await loadedViews(second.message.id)
    // Through JSON, as the socket carries them.
    expect(second.message).toEqual(JSON.parse(JSON.stringify(loaded.message)))
    expect(second.ticket).toEqual(JSON.parse(JSON.stringify(loaded.ticket)))
    expect(second.message.quotedMsg?.body).toBe('first words')
    expect((second.ticket as { tags: { name: string }[] }).tags.map((tag) => tag.name)).toEqual(['vip'])

    // The contact the first message created, as contact screens load it.
    const contactEvent = received.find((entry) => entry.event === 'company-1-contact')?.payload as {
      action: string
      contact: { id: number }
    }
    expect(contactEvent.action).toBe('create')
    const em = companyEm(testApp.app.kernel.orm, 1)
    const contact = await em.findOneOrFail(Contact, { id: contactEvent.contact.id })
    const loadedContact = await emitContactChange(
      testApp.app.kernel.realtime,
      em,
      testApp.app.kernel.storage,
      'update',
      contact,
    )
    expect(contactEvent.contact).toEqual(JSON.parse(JSON.stringify(loadedContact)))
    // The opened ticket was announced once, with the view of its first message's time.
    const announced = received.filter((entry) => entry.event === 'company-1-ticket')
    expect(announced).toHaveLength(1)
  })

  it('show an edit and an ack with the message as committed', async () => {
    const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const { socket, received } = await listen(testApp.url, admin.token!)
    sockets.push(socket)
    const person = phoneContact('5511977770002', 'Edited')
    await connection.sink.receive(connection, textMessage('live-edit-1', person, 'before'))
    await waitFor(() => appMessage(received, 'before'))
    await connection.sink.receive(connection, {
      kind: 'edit',
      externalId: 'live-edit-1',
      body: 'after',
      timestamp: new Date().toISOString(),
    })
    const edited = await waitFor(() => appMessage(received, 'after', 'update'))
    const loaded = await loadedViews(edited.message.id)
    expect(edited.message).toEqual(JSON.parse(JSON.stringify(loaded.message)))
    expect(edited.ticket).toEqual(JSON.parse(JSON.stringify(loaded.ticket)))
    expect(edited.message).toMatchObject({ isEdited: true })
  })
})
