import type pg from 'pg'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { platformEm } from '../../kernel/db/orm.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '../../testing/index.ts'
import {
  count,
  fragilePlugin,
  fragility,
  type InboundTestConnection,
  insertConnection,
  listen,
  openSql,
  phoneContact,
  textMessage,
} from './inbound-test-kit.ts'

/**
 * Bursts as channels deliver them: many contacts, and every kind of event about one message
 * (edit, reaction, ack, delete) recorded before any of them is processed, in any order. And an
 * event that fails half-way through its processing, after its contact, ticket and message were
 * written: none of that may stay (processing commits asynchronously, replayable-commit.ts).
 */

let testApp: TestApp
let sql: pg.Client
let connection: InboundTestConnection
const sockets: Socket[] = []

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [fragilePlugin] })
  sql = await openSql(testApp)
  connection = await insertConnection(testApp, sql, { name: 'Burst' })
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await sql?.end()
  await testApp?.close()
})

const eventsPending = async () =>
  count(sql, `select count(*) from inbound_events where connection_id = $1 and status = 'pending'`, [
    connection.id,
  ])

describe('a burst mixing kinds and contacts', () => {
  it('applies edits, reactions, acks and deletes to the right message, whatever order they are received in', async () => {
    const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const live = await listen(testApp.url, admin.token!)
    sockets.push(live.socket)
    const people = Array.from({ length: 6 }, (_, index) => ({
      index,
      contact: phoneContact(`55119777700${String(index).padStart(2, '0')}`, `Burst ${index}`),
      id: `burst-${index}`,
    }))
    const at = new Date().toISOString()
    // Every event of the burst is handed over at once: edits and reactions may be processed
    // before the message they name (they wait for it), and every contact's first message races.
    const events = people.flatMap(({ index, contact, id }) => [
      textMessage(id, contact, `first words ${index}`),
      { kind: 'edit' as const, externalId: id, body: `better words ${index}`, timestamp: at },
      { kind: 'reaction' as const, externalId: id, emoji: '👍', from: contact, timestamp: at },
      ...(index % 2 === 0 ? [{ kind: 'delete' as const, externalId: id, timestamp: at }] : []),
      textMessage(`${id}-own`, contact, `our answer ${index}`, { fromMe: true }),
      { kind: 'ack' as const, externalId: `${id}-own`, ack: 3 as const, timestamp: at },
    ])
    const answers = await Promise.all(
      events.reverse().map((event) => connection.sink.receive(connection, event)),
    )
    expect(answers.every((answer) => !answer.duplicate)).toBe(true)
    await waitFor(async () => (await eventsPending()) === 0, 60_000)

    for (const { index, id } of people) {
      const { rows } = await sql.query(
        `select m.body, m.is_edited, m.is_deleted, m.ticket_id, t.contact_id
           from messages m join tickets t on t.id = m.ticket_id
          where m.connection_id = $1 and m.external_id = $2`,
        [connection.id, id],
      )
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        body: `better words ${index}`,
        is_edited: true,
        is_deleted: index % 2 === 0,
      })
      const { rows: own } = await sql.query(
        `select ack, ticket_id from messages where connection_id = $1 and external_id = $2`,
        [connection.id, `${id}-own`],
      )
      expect(own).toEqual([{ ack: 3, ticket_id: rows[0].ticket_id }])
      const { rows: reactions } = await sql.query(
        `select r.body from messages r join messages m on m.id = r.quoted_msg_id
          where m.connection_id = $1 and m.external_id = $2 and r.media_type = 'reactionMessage'`,
        [connection.id, id],
      )
      expect(reactions).toEqual([{ body: '👍' }])
    }
    // One contact and one working ticket per person, however their first events raced.
    expect(
      await count(sql, `select count(*) from contacts where origin_connection_id = $1`, [connection.id]),
    ).toBe(people.length)
    expect(
      await count(sql, `select count(distinct contact_id) from tickets where connection_id = $1`, [
        connection.id,
      ]),
    ).toBe(people.length)
    expect(await count(sql, `select count(*) from tickets where connection_id = $1`, [connection.id])).toBe(
      people.length,
    )

    // Each new message was heard live once, with what was stored (built from the insert, not read back).
    await waitFor(() => {
      const created = live.received.filter(
        ({ event, payload }) =>
          event === 'company-1-appMessage' && (payload as { action: string }).action === 'create',
      )
      return created.length >= people.length * 2 + people.length
    })
    const { rows } = await sql.query(
      `select id::int, contact_id, ticket_id from messages where connection_id = $1 and external_id = 'burst-1-own'`,
      [connection.id],
    )
    const stored = rows[0] as { id: number; contact_id: number; ticket_id: number }
    const heard = live.received
      .map(({ payload }) => payload as { action: string; message?: { id: unknown } })
      .filter(({ action, message }) => action === 'create' && Number(message?.id) === stored.id)
    expect(heard).toHaveLength(1)
    expect(heard[0]!.message).toMatchObject({
      body: 'our answer 1',
      fromMe: true,
      ticketId: stored.ticket_id,
      contactId: stored.contact_id,
    })
  })
})

describe('an event failing half-way', () => {
  it('leaves nothing it wrote, stays pending with its error, and is applied once when it succeeds', async () => {
    fragility.breaking = true
    const contact = phoneContact('5511966660001', 'Half Way')
    await connection.sink.receive(connection, textMessage('half-way-1', contact, 'half-way there'))
    const { rows: failing } = await waitFor(async () => {
      const answer = await sql.query(
        `select status, attempts, error from inbound_events where connection_id = $1 and external_id = 'half-way-1'`,
        [connection.id],
      )
      return answer.rows[0]?.attempts >= 1 ? answer : undefined
    })
    expect(failing[0]).toMatchObject({ status: 'pending', error: 'the fragile handler broke half-way' })
    // The contact, the ticket, its log and the message were written before the failure: all rolled back.
    expect(await count(sql, `select count(*) from messages where external_id = 'half-way-1'`)).toBe(0)
    expect(
      await count(
        sql,
        `select count(*) from contact_identities where kind = 'phone' and value = '5511966660001'`,
      ),
    ).toBe(0)
    expect(
      await count(
        sql,
        `select count(*) from tickets t join contacts c on c.id = t.contact_id where c.number = '5511966660001'`,
      ),
    ).toBe(0)

    fragility.breaking = false
    await testApp.app.kernel.jobOutbox.dispatchDue({ everyHandedOver: true })
    await waitFor(async () => (await eventsPending()) === 0, 30_000)
    expect(await count(sql, `select count(*) from messages where external_id = 'half-way-1'`)).toBe(1)
    const { rows: tickets } = await sql.query(
      `select t.unread_messages from tickets t join contacts c on c.id = t.contact_id where c.number = '5511966660001'`,
    )
    expect(tickets).toEqual([{ unread_messages: 1 }])
  })

  it('commits asynchronously only inside its own transaction: pooled connections keep synchronous commits', async () => {
    await connection.sink.receive(connection, textMessage('sync-1', phoneContact('5511966660002'), 'hello'))
    await waitFor(async () => (await eventsPending()) === 0)
    // As many transactions at once as the pool has connections, so every connection answers.
    const size = testApp.app.kernel.config.DATABASE_POOL_SIZE
    const settings = await Promise.all(
      Array.from({ length: size }, () =>
        platformEm(testApp.app.kernel.orm, 'inbound').transactional(async (tx) => {
          const [row] = await tx.execute<{ synchronous_commit: string }[]>('show synchronous_commit')
          return row!.synchronous_commit
        }),
      ),
    )
    expect(new Set(settings)).toEqual(new Set(['on']))
  })
})
