import type { InboundEvent } from '@atendo/plugin-api'
import type pg from 'pg'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  type SentQueries,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  waitFor,
  watchSentQueries,
} from '../../testing/index.ts'
import { eventRunKey, inboundJobName } from './inbound-jobs.ts'
import {
  count,
  fragilePlugin,
  fragility,
  type InboundTestConnection,
  insertConnection,
  listen,
  openSql,
  phoneContact,
  recordEventsWaiting,
  textMessage,
} from './inbound-test-kit.ts'
import { processInboundEvent } from './process-inbound-event.ts'

/**
 * Batches (batch/take-followers.ts): one run processing other waiting events of its connection in
 * its transaction. The events are recorded here as `receive()` records them, with their runs in the
 * job outbox, but not handed to the workers, so that one direct run takes them all.
 */

let testApp: TestApp
let sql: pg.Client
let connection: InboundTestConnection
let sent: SentQueries
const sockets: Socket[] = []

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [fragilePlugin] })
  sql = await openSql(testApp)
  connection = await insertConnection(testApp, sql, { name: 'Batches' })
  sent = await watchSentQueries(testApp.app.kernel.orm)
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await sql?.end()
  await testApp?.close()
})

/** The admin's socket, recording what it hears. */
async function listenAsAdmin() {
  const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const live = await listen(testApp.url, admin.token!)
  sockets.push(live.socket)
  return live
}

/** Records events as `receive()` does, none processed yet (inbound-test-kit.ts). */
const recordWaiting = (events: InboundEvent[]) => recordEventsWaiting(sql, connection, events)

const services = () => ({ kernel: testApp.app.kernel, log: testApp.app.fastify.log })
const batchOf = (size: number) => ({
  size,
  job: inboundJobName,
  runKey: eventRunKey,
  heldHere: new Set<number>(),
})

/** The savepoint statements of the inbound batch machinery the app sent since `sent` was cleared. */
const savepointsSent = () =>
  sent.texts.filter((text) => /^(release |rollback to )?savepoint inbound_/.test(text))

const statusOf = async (ids: number[]) => {
  const { rows } = await sql.query<{ id: string; status: string; attempts: number; error: string | null }>(
    `select id, status, attempts, error from inbound_events where id = any($1::bigint[]) order by id`,
    [ids],
  )
  return rows.map((row) => ({ status: row.status, attempts: row.attempts, error: row.error }))
}

const runsOf = async (ids: number[]) => {
  const { rows } = await sql.query<{
    dedupe_key: string
    dispatched_at: Date | null
    last_error: string | null
  }>(
    `select dedupe_key, dispatched_at, last_error from job_outbox where dedupe_key = any($1::text[]) order by id`,
    [ids.map(eventRunKey)],
  )
  return rows
}

describe('a batch mixing kinds and contacts', () => {
  it('applies every event once, in arrival order, edits, reactions, acks and deletes on the right message', async () => {
    const live = await listenAsAdmin()
    const ana = phoneContact('5511955550001', 'Ana')
    const bruno = phoneContact('5511955550002', 'Bruno')
    const at = new Date().toISOString()
    const ids = await recordWaiting([
      textMessage('mix-ana-1', ana, 'oi, sou a Ana'),
      textMessage('mix-bruno-1', bruno, 'oi, sou o Bruno'),
      { kind: 'edit', externalId: 'mix-ana-1', body: 'oi, aqui é a Ana', timestamp: at },
      textMessage('mix-ana-own', ana, 'olá Ana', { fromMe: true }),
      { kind: 'reaction', externalId: 'mix-bruno-1', emoji: '👍', from: bruno, timestamp: at },
      { kind: 'ack', externalId: 'mix-ana-own', ack: 3, timestamp: at },
      { kind: 'delete', externalId: 'mix-bruno-1', timestamp: at },
      textMessage('mix-ana-2', ana, 'tudo bem?'),
    ])

    // The first event's run takes the other seven into its transaction.
    sent.clear()
    await processInboundEvent(services(), ids[0]!, undefined, batchOf(50))
    // Each kind meets its message already stored: they all run together, in one savepoint.
    expect(savepointsSent()).toEqual(['savepoint inbound_batch'])

    expect(await statusOf(ids)).toEqual(ids.map(() => ({ status: 'processed', attempts: 0, error: null })))
    // The runs it took were completed with the batch: their deliveries find nothing left to do.
    // (Its own run is its delivery's to complete; a direct call has none.)
    expect(await runsOf(ids.slice(1))).toEqual([])
    const { rows: messages } = await sql.query(
      `select m.external_id, m.body, m.is_edited, m.is_deleted, m.ack, c.name as contact
         from messages m join tickets t on t.id = m.ticket_id join contacts c on c.id = t.contact_id
        where m.connection_id = $1 and m.media_type is distinct from 'reactionMessage' order by m.id`,
      [connection.id],
    )
    expect(messages).toEqual([
      {
        external_id: 'mix-ana-1',
        body: 'oi, aqui é a Ana',
        is_edited: true,
        is_deleted: false,
        ack: 0,
        contact: 'Ana',
      },
      {
        external_id: 'mix-bruno-1',
        body: 'oi, sou o Bruno',
        is_edited: false,
        is_deleted: true,
        ack: 0,
        contact: 'Bruno',
      },
      {
        external_id: 'mix-ana-own',
        body: 'olá Ana',
        is_edited: false,
        is_deleted: false,
        ack: 3,
        contact: 'Ana',
      },
      {
        external_id: 'mix-ana-2',
        body: 'tudo bem?',
        is_edited: false,
        is_deleted: false,
        ack: 0,
        contact: 'Ana',
      },
    ])
    const { rows: reactions } = await sql.query(
      `select r.body, q.external_id from messages r join messages q on q.id = r.quoted_msg_id
        where r.connection_id = $1 and r.media_type = 'reactionMessage'`,
      [connection.id],
    )
    expect(reactions).toEqual([{ body: '👍', external_id: 'mix-bruno-1' }])
    // One working ticket per contact, counting the contact's own messages.
    const { rows: tickets } = await sql.query(
      `select c.name, t.unread_messages, t.last_message from tickets t join contacts c on c.id = t.contact_id
        where t.connection_id = $1 order by c.name`,
      [connection.id],
    )
    expect(tickets).toEqual([
      { name: 'Ana', unread_messages: 2, last_message: 'tudo bem?' },
      { name: 'Bruno', unread_messages: 1, last_message: 'oi, sou o Bruno' },
    ])
    // Each new message heard live once, in arrival order.
    const created = () =>
      live.received
        .filter(({ event }) => event === 'company-1-appMessage')
        .map(({ payload }) => payload as { action: string; message: { body: string; mediaType?: string } })
        .filter(({ action, message }) => action === 'create' && message.mediaType !== 'reactionMessage')
        .map(({ message }) => message.body)
    await waitFor(() => created().length >= 4)
    // Each shows the message as the batch committed it: Ana's first one edited by the batch's edit.
    expect(created()).toEqual(['oi, aqui é a Ana', 'oi, sou o Bruno', 'olá Ana', 'tudo bem?'])
  })
})

describe('a batch reading ahead', () => {
  /** The statements that look up one sender, one working ticket, or every sender of a batch at once. */
  const lookups = () => ({
    readAhead: sent.texts.filter((text) => text.includes('as f(n, kind, value)')).length,
    sender: sent.texts.filter((text) => text.trimStart().startsWith('with linked as (')).length,
    workingTicket: sent.texts.filter((text) =>
      /from tickets t\s+where t\.company_id = \S+ and t\.contact_id = \S+ and coalesce/.test(text),
    ).length,
    storedTogether: sent.texts.filter((text) => text.includes('i.media_url, i.ack, i.data_json')).length,
    storedAlone: sent.texts.filter((text) => text.trimStart().startsWith('with stored as (')).length,
  })

  /** The tickets of this describe's contacts (numbers 55119555500xx) on the connection, by name. */
  const ticketsOf = async (names: string[]) =>
    (
      await sql.query(
        `select c.name, count(*)::int as tickets, max(t.unread_messages) as unread, max(t.last_message) as last
           from tickets t join contacts c on c.id = t.contact_id
          where t.connection_id = $1 and c.number like '55119555500__' and c.name = any($2)
          group by c.name order by c.name`,
        [connection.id, names],
      )
    ).rows

  it('looks its senders and their working tickets up in one statement, and stores each message as alone', async () => {
    const live = await listenAsAdmin()
    const gil = phoneContact('5511955550011', 'Gil')
    const hana = phoneContact('5511955550012', 'Hana')
    const ivo = phoneContact('5511955550013', 'Ivo')
    const jane = phoneContact('5511955550014', 'Jane')
    // Gil, Hana and Ivo wrote before: they are contacts with a working ticket each.
    for (const id of await recordWaiting([
      textMessage('ahead-gil-1', gil, 'primeira do Gil'),
      textMessage('ahead-hana-1', hana, 'primeira da Hana'),
      textMessage('ahead-ivo-1', ivo, 'primeira do Ivo'),
    ])) {
      await processInboundEvent(services(), id)
    }
    const ids = await recordWaiting([
      textMessage('ahead-gil-2', gil, 'segunda do Gil'),
      textMessage('ahead-hana-2', hana, 'segunda da Hana'),
      textMessage('ahead-jane-1', jane, 'primeira da Jane'),
      textMessage('ahead-ivo-2', ivo, 'segunda do Ivo'),
      textMessage('ahead-gil-3', gil, 'terceira do Gil'),
    ])

    sent.clear()
    await processInboundEvent(services(), ids[0]!, undefined, batchOf(50))

    // One statement for the four senders, and one more for Gil's second message in the batch, read
    // once his first was applied (it might have opened his ticket): none looks for itself. The
    // messages of Gil, Hana and Ivo, sure to go on their working tickets, are stored by one
    // statement; Jane's (a new ticket) and Gil's second (alone in its wave) on their own.
    expect(lookups()).toEqual({
      readAhead: 2,
      sender: 0,
      workingTicket: 0,
      storedTogether: 1,
      storedAlone: 2,
    })
    expect(await statusOf(ids)).toEqual(ids.map(() => ({ status: 'processed', attempts: 0, error: null })))
    expect(await ticketsOf(['Gil', 'Hana', 'Ivo', 'Jane'])).toEqual([
      { name: 'Gil', tickets: 1, unread: 3, last: 'terceira do Gil' },
      { name: 'Hana', tickets: 1, unread: 2, last: 'segunda da Hana' },
      { name: 'Ivo', tickets: 1, unread: 2, last: 'segunda do Ivo' },
      { name: 'Jane', tickets: 1, unread: 1, last: 'primeira da Jane' },
    ])
    // Each message heard live with its own ticket and contact, Jane's new ticket announced.
    const heard = () =>
      live.received
        .filter(({ event }) => event === 'company-1-appMessage')
        .map(({ payload }) => payload as { message: { body: string }; ticket: { contact: { name: string } } })
        .map(({ message, ticket }) => `${ticket.contact.name}: ${message.body}`)
        .filter((line) => !/: primeira d[oa] (Gil|Hana|Ivo)$/.test(line))
    await waitFor(() => heard().length >= 5)
    expect(heard()).toEqual([
      'Gil: segunda do Gil',
      'Hana: segunda da Hana',
      'Jane: primeira da Jane',
      'Ivo: segunda do Ivo',
      'Gil: terceira do Gil',
    ])
    const announced = live.received
      .filter(({ event }) => event === 'company-1-ticket')
      .map(({ payload }) => (payload as { ticket: { contact: { name: string } } }).ticket.contact.name)
    // (Gil's, Hana's and Ivo's tickets were announced when their first messages opened them.)
    expect(announced).toEqual(['Gil', 'Hana', 'Ivo', 'Jane'])
  })

  it('reads for the second messages of a batch once the first ones are applied, and reports them in arrival order', async () => {
    const live = await listenAsAdmin()
    const kim = phoneContact('5511955550041', 'Kim')
    const leo = phoneContact('5511955550042', 'Leo')
    // Two new contacts writing several short messages each, as customers do.
    const ids = await recordWaiting([
      textMessage('wave-kim-1', kim, 'oi'),
      textMessage('wave-kim-2', kim, 'queria saber do pedido'),
      textMessage('wave-kim-3', kim, 'número 123'),
      textMessage('wave-leo-1', leo, 'bom dia'),
      textMessage('wave-leo-2', leo, 'preciso de ajuda'),
    ])
    sent.clear()
    await processInboundEvent(services(), ids[0]!, undefined, batchOf(50))

    // Three waves, the first, second and third messages [Kim, Leo] [Kim, Leo] [Kim], each read
    // ahead as it starts: the second finds the contacts and tickets the first created, so nothing
    // looks for itself, and its two messages are stored by one statement. The first messages (new
    // tickets) and Kim's third (alone in its wave) are stored on their own.
    expect(lookups()).toEqual({
      readAhead: 3,
      sender: 0,
      workingTicket: 0,
      storedTogether: 1,
      storedAlone: 3,
    })
    expect(await statusOf(ids)).toEqual(ids.map(() => ({ status: 'processed', attempts: 0, error: null })))
    expect(await ticketsOf(['Kim', 'Leo'])).toEqual([
      { name: 'Kim', tickets: 1, unread: 3, last: 'número 123' },
      { name: 'Leo', tickets: 1, unread: 2, last: 'preciso de ajuda' },
    ])
    const heard = () =>
      live.received
        .filter(({ event }) => event === 'company-1-appMessage')
        .map(({ payload }) => payload as { message: { body: string }; ticket: { contact: { name: string } } })
        .map(({ message, ticket }) => `${ticket.contact.name}: ${message.body}`)
        .filter((line) => /^(Kim|Leo): /.test(line))
    await waitFor(() => heard().length >= 5)
    // Heard in arrival order, each conversation's messages in theirs.
    expect(heard()).toEqual([
      'Kim: oi',
      'Kim: queria saber do pedido',
      'Kim: número 123',
      'Leo: bom dia',
      'Leo: preciso de ajuda',
    ])
    const { rows: stored } = await sql.query(
      `select m.body from messages m join contacts c on c.id = m.contact_id
        where c.number = '5511955550041' order by m.id`,
    )
    expect(stored.map((row) => row.body)).toEqual(['oi', 'queria saber do pedido', 'número 123'])
  })

  it('stores ahead only what is new, counting a message stored before nowhere', async () => {
    const olga = phoneContact('5511955550031', 'Olga')
    const paulo = phoneContact('5511955550032', 'Paulo')
    for (const id of await recordWaiting([
      textMessage('again-olga-1', olga, 'oi'),
      textMessage('again-paulo-1', paulo, 'oi'),
    ])) {
      await processInboundEvent(services(), id)
    }
    // Our own message, sent from the inbox, is already stored: its echo from the phone is not new.
    const { rows: ours } = await sql.query<{ ticket_id: number }>(
      `select ticket_id from messages where external_id = 'again-paulo-1'`,
    )
    await sql.query(
      `insert into messages (company_id, ticket_id, connection_id, external_id, from_me, body, created_at, updated_at)
       values (1, $1, $2, 'again-sent-by-us', true, 'enviada pelo inbox', now(), now())`,
      [ours[0]!.ticket_id, connection.id],
    )
    const ids = await recordWaiting([
      textMessage('again-olga-2', olga, 'tudo bem?'),
      textMessage('again-sent-by-us', paulo, 'enviada pelo inbox', { fromMe: true }),
    ])
    sent.clear()
    await processInboundEvent(services(), ids[0]!, undefined, batchOf(50))

    expect(lookups()).toMatchObject({ storedTogether: 1, storedAlone: 0 })
    const { rows: events } = await sql.query(
      `select status, error from inbound_events where id = any($1::bigint[]) order by id`,
      [ids],
    )
    expect(events).toEqual([
      { status: 'processed', error: null },
      { status: 'processed', error: 'message already stored' },
    ])
    const { rows: tickets } = await sql.query(
      `select c.name, t.unread_messages, t.last_message from tickets t join contacts c on c.id = t.contact_id
        where c.name in ('Olga', 'Paulo') order by c.name`,
    )
    expect(tickets).toEqual([
      { name: 'Olga', unread_messages: 2, last_message: 'tudo bem?' },
      { name: 'Paulo', unread_messages: 1, last_message: 'oi' },
    ])
    expect(await count(sql, `select count(*) from messages where external_id = 'again-sent-by-us'`)).toBe(1)
  })

  it('stops reading ahead at the first event that could change what the later ones find', async () => {
    const lia = phoneContact('5511955550021', 'Lia')
    const lid = { identities: [{ kind: 'lid' as const, value: '955550022@lid' }], name: 'Mel' }
    const mel = phoneContact('5511955550022', 'Mel')
    const nina = phoneContact('5511955550023', 'Nina')
    // Mel first wrote by her @lid only: a contact without her number.
    for (const id of await recordWaiting([textMessage('stop-mel-lid', lid, 'pelo lid')])) {
      await processInboundEvent(services(), id)
    }
    const ids = await recordWaiting([
      textMessage('stop-lia-1', lia, 'oi'),
      // The channel now reports Mel by both ids: the @lid contact learns her number.
      textMessage(
        'stop-mel-both',
        { identities: [...lid.identities, ...mel.identities], name: 'Mel' },
        'os dois',
      ),
      // By her number only, after that: her contact is the one the message before found.
      textMessage('stop-mel-number', mel, 'pelo número'),
      textMessage('stop-nina-1', nina, 'oi'),
    ])
    sent.clear()
    await processInboundEvent(services(), ids[0]!, undefined, batchOf(50))

    expect(await statusOf(ids)).toEqual(ids.map(() => ({ status: 'processed', attempts: 0, error: null })))
    // Read ahead for Lia and Mel; Mel's second id form is her first one's: from there each looks for itself.
    expect(lookups()).toMatchObject({ readAhead: 1, sender: 2 })
    // Mel's first message is her contact's first ticket: nothing was sure enough to store ahead.
    expect(lookups()).toMatchObject({ storedTogether: 0 })
    const { rows } = await sql.query(
      `select c.name, c.number, count(m.id)::int as messages
         from contacts c join messages m on m.contact_id = c.id
        where m.external_id like 'stop-%' group by c.id order by c.name`,
    )
    expect(rows).toEqual([
      { name: 'Lia', number: '5511955550021', messages: 1 },
      { name: 'Mel', number: '5511955550022', messages: 3 },
      { name: 'Nina', number: '5511955550023', messages: 1 },
    ])
  })
})

describe('a batch where every event applies', () => {
  it('runs its events together in one savepoint, not one savepoint each', async () => {
    const elis = phoneContact('5511955550005', 'Elis')
    const fabio = phoneContact('5511955550006', 'Fábio')
    const ids = await recordWaiting([
      textMessage('clean-elis-1', elis, 'bom dia'),
      textMessage('clean-fabio-1', fabio, 'boa tarde'),
      textMessage('clean-elis-2', elis, 'alguém aí?'),
    ])
    sent.clear()
    await processInboundEvent(services(), ids[0]!, undefined, batchOf(50))

    expect(await statusOf(ids)).toEqual(ids.map(() => ({ status: 'processed', attempts: 0, error: null })))
    const savepoints = savepointsSent()
    expect(savepoints).toEqual(['savepoint inbound_batch'])
    const { rows } = await sql.query(
      `select body from messages where connection_id = $1 and external_id like 'clean-%' order by id`,
      [connection.id],
    )
    expect(rows.map((row) => row.body)).toEqual(['bom dia', 'boa tarde', 'alguém aí?'])
  })
})

describe('a batch failing half-way', () => {
  it('commits the rest, and releases the failed event for a retry of its own, applied once', async () => {
    fragility.breaking = true
    const carla = phoneContact('5511955550003', 'Carla')
    const dora = phoneContact('5511955550004', 'Dora')
    const ids = await recordWaiting([
      textMessage('half-carla-1', carla, 'primeira'),
      textMessage('half-dora-1', dora, 'half-way there'),
      textMessage('half-carla-2', carla, 'segunda'),
    ])
    await processInboundEvent(services(), ids[0]!, undefined, batchOf(50))

    expect(await statusOf(ids)).toEqual([
      { status: 'processed', attempts: 0, error: null },
      { status: 'pending', attempts: 1, error: 'the fragile handler broke half-way' },
      { status: 'processed', attempts: 0, error: null },
    ])
    // Nothing the failed event wrote stays: not its contact, ticket or message.
    expect(await count(sql, `select count(*) from messages where external_id like 'half-%'`)).toBe(2)
    expect(await count(sql, `select count(*) from contacts where number = '5511955550004'`)).toBe(0)
    // Its run is handed back to the outbox's poll, to run on its own.
    const [run] = await runsOf(ids.slice(1))
    expect(await runsOf(ids.slice(1))).toHaveLength(1)
    expect(run).toMatchObject({ dedupe_key: eventRunKey(ids[1]!), dispatched_at: null })
    expect(run!.last_error).toMatch(/failed in a batch/)

    fragility.breaking = false
    await waitFor(async () => {
      await testApp.app.kernel.jobOutbox.dispatchDue()
      return (await statusOf([ids[1]!]))[0]!.status === 'processed'
    })
    expect(await count(sql, `select count(*) from messages where external_id = 'half-dora-1'`)).toBe(1)
    const { rows: tickets } = await sql.query(
      `select t.unread_messages from tickets t join contacts c on c.id = t.contact_id where c.number = '5511955550004'`,
    )
    expect(tickets).toEqual([{ unread_messages: 1 }])
    expect(await runsOf(ids.slice(1))).toEqual([])
  })
})
