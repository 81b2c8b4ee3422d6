import { definePlugin, inboundSteps } from '@atendo/plugin-api'
import type pg from 'pg'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  waitFor,
  watchSentQueries,
} from '../../testing/index.ts'
import {
  count,
  type InboundTestConnection,
  insertConnection,
  listen,
  openSql,
  phoneContact,
  textMessage,
} from './inbound-test-kit.ts'
import { inboundAttempts } from './process-inbound-event.ts'

/** What the plugins' inbound steps saw: one records, one always fails (it must not stop the other). */
const stepRuns: { messageId: number; isNewTicket: boolean }[] = []
const stepsPlugin = definePlugin({
  id: 'inbound-probe',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ extensions }) {
    extensions.provide(inboundSteps, {
      id: 'inbound-probe.fails',
      run: async () => {
        throw new Error('a broken chatbot')
      },
    })
    extensions.provide(inboundSteps, {
      id: 'inbound-probe.records',
      run: async ({ messageId, isNewTicket }) => void stepRuns.push({ messageId, isNewTicket }),
    })
  },
})

let testApp: TestApp
let sql: pg.Client
let connection: InboundTestConnection
const sockets: Socket[] = []

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [stepsPlugin] })
  sql = await openSql(testApp)
  connection = await insertConnection(testApp, sql, { name: 'Inbound' })
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

async function contactIdsOf(kind: string, values: string[]): Promise<number[]> {
  const { rows } = await sql.query<{ contact_id: number }>(
    'select distinct contact_id from contact_identities where kind = $1 and value = any($2)',
    [kind, values],
  )
  return rows.map((row) => row.contact_id)
}

describe('idempotent ingest', () => {
  it('stores a message delivered five times once', async () => {
    const event = textMessage('dup-1', phoneContact('5511911110001', 'Dup'))
    const first = await connection.sink.receive(connection, event)
    const again = await Promise.all([1, 2, 3, 4].map(() => connection.sink.receive(connection, event)))
    expect(first).toEqual({ duplicate: false })
    expect(again).toEqual([1, 2, 3, 4].map(() => ({ duplicate: true })))
    await waitFor(async () => (await eventsPending()) === 0)
    expect(await count(sql, `select count(*) from inbound_events where external_id = 'dup-1'`)).toBe(1)
    expect(await count(sql, `select count(*) from messages where external_id = 'dup-1'`)).toBe(1)
    const { rows } = await sql.query(
      `select status, processed_at from inbound_events where external_id = 'dup-1' and connection_id = $1`,
      [connection.id],
    )
    expect(rows[0]).toMatchObject({ status: 'processed' })
    expect(rows[0].processed_at).toBeInstanceOf(Date)
  })

  it('records an event and its run in one statement and one round trip, durably before it answers', async () => {
    const sent = await watchSentQueries(testApp.app.kernel.orm)
    const answer = await connection.sink.receive(
      connection,
      textMessage('one-trip-1', phoneContact('5511911110003')),
    )
    expect(answer).toEqual({ duplicate: false })
    // The processing that starts at once shares the pool: only the sink's query names the event's insert.
    const recording = sent.texts.filter((text) => text.includes('insert into inbound_events'))
    expect(recording).toHaveLength(1)
    expect(recording[0]).toMatch(
      /^select set_config\(.*; with input as \(.*insert into inbound_events.*insert into job_outbox/s,
    )
    expect(
      await connection.sink.receive(connection, textMessage('one-trip-1', phoneContact('5511911110003'))),
    ).toEqual({
      duplicate: true,
    })
    await waitFor(async () => (await eventsPending()) === 0)
    expect(await count(sql, `select count(*) from messages where external_id = 'one-trip-1'`)).toBe(1)
  })

  it('records concurrent deliveries together, each answered once its own event is committed', async () => {
    const sent = await watchSentQueries(testApp.app.kernel.orm)
    const contact = phoneContact('5511911110004', 'Grupo')
    const events = Array.from({ length: 30 }, (_, index) => textMessage(`together-${index}`, contact))
    // The same event twice among them.
    const answers = await Promise.all([
      ...events.map((event) => connection.sink.receive(connection, event)),
      connection.sink.receive(connection, events[7]!),
    ])
    expect(answers).toEqual([...events.map(() => ({ duplicate: false })), { duplicate: true }])
    // The first alone (nothing to wait for), the rest together while it was committed.
    const recording = sent.texts.filter((text) => text.includes('insert into inbound_events'))
    expect(recording).toHaveLength(2)
    // Recorded once each, in delivery order.
    const { rows } = await sql.query<{ external_id: string }>(
      `select external_id from inbound_events where external_id like 'together-%' order by id`,
    )
    expect(rows.map((row) => row.external_id)).toEqual(events.map((_, index) => `together-${index}`))
    await waitFor(async () => (await eventsPending()) === 0)
    expect(await count(sql, `select count(*) from messages where external_id like 'together-%'`)).toBe(30)
  })

  it('refuses only the bad event of a group, recording the others', async () => {
    const contact = phoneContact('5511911110005', 'Grupo ruim')
    const answers = await Promise.allSettled([
      connection.sink.receive(connection, textMessage('bad-group-0', contact)),
      connection.sink.receive(connection, textMessage('bad-group-1', contact)),
      // A connection deleted meanwhile: its event cannot be recorded.
      connection.sink.receive({ ...connection, id: 999_999 }, textMessage('bad-group-gone', contact)),
      connection.sink.receive(connection, textMessage('bad-group-2', contact)),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
    const { rows } = await sql.query<{ external_id: string }>(
      `select external_id from inbound_events where external_id like 'bad-group-%' order by id`,
    )
    expect(rows.map((row) => row.external_id)).toEqual(['bad-group-0', 'bad-group-1', 'bad-group-2'])
    await waitFor(async () => (await eventsPending()) === 0)
    expect(await count(sql, `select count(*) from messages where external_id like 'bad-group-%'`)).toBe(3)
  })

  it('makes one contact and one ticket of 100 concurrent first messages', async () => {
    const contact = phoneContact('5521977770002', 'Rush')
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        connection.sink.receive(connection, textMessage(`rush-${index}`, contact)),
      ),
    )
    expect(results.every((result) => !result.duplicate)).toBe(true)
    await waitFor(async () => (await eventsPending()) === 0, 20_000)
    const contactIds = await contactIdsOf('phone', ['5521977770002'])
    expect(contactIds).toHaveLength(1)
    expect(await count(sql, 'select count(*) from contacts where number = $1', ['5521977770002'])).toBe(1)
    const { rows: tickets } = await sql.query(
      'select id, status, unread_messages, last_message from tickets where contact_id = $1',
      [contactIds[0]],
    )
    expect(tickets).toHaveLength(1)
    expect(tickets[0]).toMatchObject({ status: 'pending', unread_messages: 100 })
    expect(await count(sql, 'select count(*) from messages where ticket_id = $1', [tickets[0].id])).toBe(100)
    expect(
      await count(sql, `select count(*) from ticket_logs where ticket_id = $1 and type = 'create'`, [
        tickets[0].id,
      ]),
    ).toBe(1)
    expect(
      await count(
        sql,
        `select count(*) from inbound_events where status <> 'processed' and external_id like 'rush-%'`,
      ),
    ).toBe(0)
  })
})

describe('contact identity', () => {
  it('keeps one contact for a number first seen as @lid', async () => {
    await connection.sink.receive(
      connection,
      textMessage('lid-1', { identities: [{ kind: 'lid', value: '99887766@lid' }], name: 'Lia' }),
    )
    await waitFor(async () => (await eventsPending()) === 0)
    await connection.sink.receive(
      connection,
      textMessage('lid-2', {
        identities: [
          { kind: 'lid', value: '99887766@lid' },
          { kind: 'phone', value: '+55 31 98888-0003' },
        ],
      }),
    )
    // The message that links the lid to the phone is processed before the phone-only one; events of
    // one connection are processed concurrently, so without this wait the order is not guaranteed.
    await waitFor(async () => (await eventsPending()) === 0)
    await connection.sink.receive(connection, textMessage('lid-3', phoneContact('5531988880003')))
    await waitFor(async () => (await eventsPending()) === 0)
    const byLid = await contactIdsOf('lid', ['99887766@lid'])
    const byPhone = await contactIdsOf('phone', ['5531988880003'])
    expect(byLid).toHaveLength(1)
    expect(byPhone).toEqual(byLid)
    const { rows } = await sql.query('select name, number from contacts where id = $1', [byLid[0]])
    expect(rows[0]).toEqual({ name: 'Lia', number: '5531988880003' })
    expect(await count(sql, `select count(*) from tickets where contact_id = $1`, [byLid[0]])).toBe(1)
    expect(await count(sql, `select count(*) from messages where contact_id = $1`, [byLid[0]])).toBe(3)
  })

  it('keeps one contact when the channel linked a lid and a number before the person wrote', async () => {
    // The address book links them first (nobody is a contact yet), then messages come under each id.
    await connection.sink.receive(connection, {
      kind: 'contact-update',
      contact: {
        identities: [
          { kind: 'lid', value: '55443322@lid' },
          { kind: 'phone', value: '5531988880004' },
        ],
        name: 'Beto',
      },
    })
    await waitFor(async () => (await eventsPending()) === 0)
    expect(await contactIdsOf('lid', ['55443322@lid'])).toEqual([])
    await connection.sink.receive(connection, textMessage('link-1', phoneContact('5531988880004')))
    await waitFor(async () => (await eventsPending()) === 0)
    await connection.sink.receive(
      connection,
      textMessage('link-2', { identities: [{ kind: 'lid', value: '55443322@lid' }] }),
    )
    await waitFor(async () => (await eventsPending()) === 0)
    const byLid = await contactIdsOf('lid', ['55443322@lid'])
    expect(byLid).toHaveLength(1)
    expect(await contactIdsOf('phone', ['5531988880004'])).toEqual(byLid)
    expect(await count(sql, `select count(*) from tickets where contact_id = $1`, [byLid[0]])).toBe(1)
  })

  it('keeps one contact for a Brazilian mobile with and without its ninth digit', async () => {
    await connection.sink.receive(connection, textMessage('br-1', phoneContact('5511987650004', 'Bia')))
    await waitFor(async () => (await eventsPending()) === 0)
    await connection.sink.receive(connection, textMessage('br-2', phoneContact('551187650004')))
    await waitFor(async () => (await eventsPending()) === 0)
    expect(
      await count(sql, `select count(*) from contacts where number in ('5511987650004', '551187650004')`),
    ).toBe(1)
    const ids = await contactIdsOf('phone', ['5511987650004', '551187650004'])
    expect(ids).toHaveLength(1)
    expect(await count(sql, 'select count(*) from messages where contact_id = $1', [ids[0]])).toBe(2)
  })

  it('finds a contact typed in by hand before their first message', async () => {
    const { rows } = await sql.query<{ id: number }>(
      `insert into contacts (company_id, name, number, created_at, updated_at) values (1, 'Carlos da loja', '5541977770005', now(), now()) returning id`,
    )
    await connection.sink.receive(connection, textMessage('hand-1', phoneContact('5541977770005', 'Carlos')))
    await waitFor(async () => (await eventsPending()) === 0)
    expect(await count(sql, `select count(*) from contacts where number = '5541977770005'`)).toBe(1)
    expect(await count(sql, 'select count(*) from messages where contact_id = $1', [rows[0]!.id])).toBe(1)
    // A name someone typed is not replaced by the channel's push name.
    const { rows: named } = await sql.query('select name from contacts where id = $1', [rows[0]!.id])
    expect(named[0].name).toBe('Carlos da loja')
  })
})

describe('conversations', () => {
  it('emits the new message to the company admins and runs the plugins’ steps despite a failing one', async () => {
    const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const { socket, received } = await listen(testApp.url, admin.token!)
    sockets.push(socket)
    await connection.sink.receive(
      connection,
      textMessage('live-1', phoneContact('5551966660006', 'Live'), 'Olá, tudo bem?'),
    )
    const created = await waitFor(() =>
      received.find(
        (entry) =>
          entry.event === 'company-1-appMessage' &&
          (entry.payload as { message: { body: string } }).message.body === 'Olá, tudo bem?',
      ),
    )
    const payload = created.payload as {
      action: string
      message: { id: number; fromMe: boolean }
      ticket: { status: string; unreadMessages: number }
    }
    expect(payload.action).toBe('create')
    expect(payload.message.fromMe).toBe(false)
    expect(payload.ticket).toMatchObject({ status: 'pending', unreadMessages: 1 })
    expect(received.some((entry) => entry.event === 'company-1-ticket')).toBe(true)
    await waitFor(() => stepRuns.some((run) => run.messageId === payload.message.id))
    expect(stepRuns.find((run) => run.messageId === payload.message.id)?.isNewTicket).toBe(true)
  })

  it('puts group messages in a group ticket when allowed, and leaves them out when not', async () => {
    const groups = await insertConnection(testApp, sql, { name: 'Groups', allowGroup: true })
    const group = { id: '120363000000000007@g.us', name: 'Family' }
    const member = phoneContact('5511955550007', 'Member')
    await groups.sink.receive(
      groups,
      textMessage('group-1', member, 'hi all', { group, participant: member }),
    )
    await connection.sink.receive(
      connection,
      textMessage('group-2', member, 'not here', { group, participant: member }),
    )
    await waitFor(
      async () => (await count(sql, `select count(*) from inbound_events where status = 'pending'`)) === 0,
    )
    const { rows } = await sql.query(
      `select t.status, t.is_group, c.is_group as contact_is_group, c.number, m.participant
         from messages m join tickets t on t.id = m.ticket_id join contacts c on c.id = t.contact_id
        where m.external_id = 'group-1'`,
    )
    expect(rows[0]).toEqual({
      status: 'group',
      is_group: true,
      contact_is_group: true,
      number: group.id,
      participant: '5511955550007',
    })
    expect(await count(sql, `select count(*) from messages where external_id = 'group-2'`)).toBe(0)
    const { rows: skipped } = await sql.query(
      `select status, error from inbound_events where external_id = 'group-2'`,
    )
    expect(skipped[0]).toEqual({
      status: 'processed',
      error: 'group messages are not allowed on this connection',
    })
  })

  it('moves acks forward only, and waits for a message an ack overtook', async () => {
    const contact = phoneContact('5511944440008', 'Acker')
    const ack = (externalId: string, level: 0 | 1 | 2 | 3 | 4 | 5) =>
      connection.sink.receive(connection, {
        kind: 'ack',
        externalId,
        ack: level,
        timestamp: new Date().toISOString(),
      })
    // The ack arrives before its message: it waits (retried) until the message is stored.
    await ack('acked-1', 2)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await connection.sink.receive(
      connection,
      textMessage('acked-1', contact, 'sent from the phone', { fromMe: true }),
    )
    await waitFor(
      async () =>
        (await count(sql, `select count(*) from messages where external_id = 'acked-1' and ack = 2`)) === 1,
    )
    await ack('acked-1', 3)
    await ack('acked-1', 1)
    await waitFor(async () => (await eventsPending()) === 0)
    const { rows } = await sql.query(`select ack, from_me from messages where external_id = 'acked-1'`)
    expect(rows[0]).toEqual({ ack: 3, from_me: true })
    const { rows: tickets } = await sql.query(
      `select unread_messages from tickets t join messages m on m.ticket_id = t.id where m.external_id = 'acked-1'`,
    )
    expect(tickets[0].unread_messages).toBe(0)
  })

  it("erases what the contact deleted under the company's lgpdDeleteMessage option", async () => {
    await sql.query(
      `insert into company_settings (company_id, key, value, created_at, updated_at)
         values ($1, 'lgpdDeleteMessage', 'enabled', now(), now())
       on conflict (company_id, key) do update set value = excluded.value`,
      [connection.companyId],
    )
    try {
      const contact = phoneContact('5511933330019', 'Regretful')
      await connection.sink.receive(connection, textMessage('lgpd-1', contact, 'my card number is 4111'))
      await waitFor(async () => (await eventsPending()) === 0)
      const at = new Date().toISOString()
      await connection.sink.receive(connection, { kind: 'delete', externalId: 'lgpd-1', timestamp: at })
      await waitFor(async () => (await eventsPending()) === 0)
      const { rows } = await sql.query(
        `select m.body, m.is_deleted, t.last_message from messages m join tickets t on t.id = m.ticket_id
          where m.external_id = 'lgpd-1'`,
      )
      expect(rows).toEqual([{ body: '', is_deleted: true, last_message: '' }])
    } finally {
      await sql.query(`delete from company_settings where company_id = $1 and key = 'lgpdDeleteMessage'`, [
        connection.companyId,
      ])
    }
  })

  it('applies edits, deletions and reactions to the stored message', async () => {
    const contact = phoneContact('5511933330009', 'Editor')
    await connection.sink.receive(connection, textMessage('edit-1', contact, 'first words'))
    await waitFor(async () => (await eventsPending()) === 0)
    const at = new Date().toISOString()
    await connection.sink.receive(connection, {
      kind: 'edit',
      externalId: 'edit-1',
      body: 'better words',
      timestamp: at,
    })
    await connection.sink.receive(connection, {
      kind: 'reaction',
      externalId: 'edit-1',
      emoji: '👍',
      from: contact,
      timestamp: at,
    })
    await waitFor(async () => (await eventsPending()) === 0)
    await connection.sink.receive(connection, { kind: 'delete', externalId: 'edit-1', timestamp: at })
    await waitFor(async () => (await eventsPending()) === 0)
    const { rows } = await sql.query(
      `select id, body, is_edited, is_deleted from messages where external_id = 'edit-1'`,
    )
    expect(rows[0]).toMatchObject({ body: 'better words', is_edited: true, is_deleted: true })
    const { rows: reactions } = await sql.query(
      `select body, media_type from messages where quoted_msg_id = $1 and media_type = 'reactionMessage'`,
      [rows[0].id],
    )
    expect(reactions).toEqual([{ body: '👍', media_type: 'reactionMessage' }])
    // An empty emoji takes the reaction back.
    const later = new Date(Date.now() + 1).toISOString()
    await connection.sink.receive(connection, {
      kind: 'reaction',
      externalId: 'edit-1',
      emoji: '',
      from: contact,
      timestamp: later,
    })
    await waitFor(async () => (await eventsPending()) === 0)
    const { rows: withdrawn } = await sql.query(
      `select is_deleted from messages where quoted_msg_id = $1 and media_type = 'reactionMessage'`,
      [rows[0].id],
    )
    expect(withdrawn).toEqual([{ is_deleted: true }])
    const { rows: tickets } = await sql.query(
      `select last_message from tickets t join messages m on m.ticket_id = t.id where m.external_id = 'edit-1'`,
    )
    expect(tickets[0].last_message).toBe('better words')
  })

  it('links a reply to the message it quotes', async () => {
    const contact = phoneContact('5511922220010')
    await connection.sink.receive(connection, textMessage('quoted-1', contact, 'question'))
    await waitFor(async () => (await eventsPending()) === 0)
    await connection.sink.receive(
      connection,
      textMessage('quoted-2', contact, 'answer', { quotedExternalId: 'quoted-1' }),
    )
    await waitFor(async () => (await eventsPending()) === 0)
    const { rows } = await sql.query(
      `select q.body from messages m join messages q on q.id = m.quoted_msg_id where m.external_id = 'quoted-2'`,
    )
    expect(rows).toEqual([{ body: 'question' }])
  })

  it('reopens a ticket closed within the connection’s timeCreateNewTicket, and opens a new one after it', async () => {
    const reopening = await insertConnection(testApp, sql, { name: 'Reopening' })
    await sql.query(`update connections set options = '{"timeCreateNewTicket": 30}' where id = $1`, [
      reopening.id,
    ])
    const pendingOn = () =>
      count(sql, `select count(*) from inbound_events where connection_id = $1 and status = 'pending'`, [
        reopening.id,
      ])
    const contact = phoneContact('5511922220020', 'Returning')
    const ticketsOfContact = async () => {
      const { rows } = await sql.query<{ id: number; status: string; user_id: number | null }>(
        `select t.id, t.status, t.user_id from tickets t join contact_identities i on i.contact_id = t.contact_id
          where i.value = '5511922220020' and t.connection_id = $1 order by t.id`,
        [reopening.id],
      )
      return rows
    }
    await reopening.sink.receive(reopening, textMessage('reopen-1', contact))
    await waitFor(async () => (await pendingOn()) === 0)
    const [first] = await ticketsOfContact()
    await sql.query(`update tickets set status = 'closed', user_id = 1, updated_at = now() where id = $1`, [
      first!.id,
    ])

    await reopening.sink.receive(reopening, textMessage('reopen-2', contact))
    await waitFor(async () => (await pendingOn()) === 0)
    expect(await ticketsOfContact()).toEqual([{ id: first!.id, status: 'pending', user_id: null }])
    const { rows: logs } = await sql.query(`select type from ticket_logs where ticket_id = $1 order by id`, [
      first!.id,
    ])
    expect(logs.map((log) => log.type)).toEqual(['create', 'reopen'])

    // Closed 31 minutes ago: outside the window, the contact gets a new ticket.
    await sql.query(
      `update tickets set status = 'closed', updated_at = now() - interval '31 minutes' where id = $1`,
      [first!.id],
    )
    await reopening.sink.receive(reopening, textMessage('reopen-3', contact))
    await waitFor(async () => (await pendingOn()) === 0)
    const tickets = await ticketsOfContact()
    expect(tickets).toHaveLength(2)
    expect(tickets[0]).toMatchObject({ id: first!.id, status: 'closed' })
    expect(tickets[1]).toMatchObject({ status: 'pending' })
  })
})

describe('failures', () => {
  it('marks an event failed with its error after the last attempt', async () => {
    const { rows } = await sql.query<{ id: string }>(
      `insert into inbound_events (company_id, connection_id, kind, external_id, payload, status, attempts, received_at)
       values (1, $1, 'message', 'broken-1', $2, 'pending', 0, now()) returning id`,
      [
        connection.id,
        JSON.stringify(textMessage('broken-1', { identities: [{ kind: 'phone', value: '12' }] })),
      ],
    )
    // Its job, on the job outbox, with every attempt but the last one spent.
    await sql.query(
      `insert into job_outbox (job, payload, company_id, status, attempts, run_at, created_at)
       values ('core.process-inbound', $1, 1, 'pending', $2, now(), now())`,
      [JSON.stringify({ eventId: Number(rows[0]!.id) }), inboundAttempts - 1],
    )
    await testApp.app.kernel.jobOutbox.dispatchDue()
    const failed = await waitFor(async () => {
      const { rows: events } = await sql.query(
        `select status, attempts, error from inbound_events where id = $1`,
        [rows[0]!.id],
      )
      return events[0].status === 'failed' ? events[0] : undefined
    })
    expect(failed.attempts).toBe(inboundAttempts)
    expect(failed.error).toMatch(/no usable identity/)
    expect(await count(sql, `select count(*) from messages where external_id = 'broken-1'`)).toBe(0)
  })
})
