import { ApiClient, TEST_ADMIN, waitFor } from '@atendo/core/testing'
import { proto } from 'baileys'
import { describe, expect, it } from 'vitest'
import { messagesOf, providerHarness } from '../testing/provider-harness.ts'
import { fullSyncChunk, historyGroupText, historyText, onDemandAnswer } from './fixtures/history-sync.ts'
import { defaultBackfillPolicy } from './history-backfill.ts'

const { database, connected } = providerHarness()

const day = 86_400
const now = Math.floor(Date.now() / 1000)
const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

async function connectionOptions(connectionId: number) {
  const { rows } = await database().db.query('select options from connections where id = $1', [connectionId])
  return rows[0].options as Record<string, unknown>
}

/** A running import shows when it started (ms since the epoch): the page's 35 s "preparing" button. */
function expectImportStarting(status: unknown) {
  expect(status).toMatch(/^\d{13}$/)
  expect(Date.now() - Number(status)).toBeLessThan(60_000)
}

describe('history import', () => {
  it('asks the phone for its whole history only when the connection imports', async () => {
    const importing = await connected({ importOldMessages: iso(now - 30 * day) })
    expect(importing.socket.openedWith?.fullHistory).toBe(true)
    await importing.provider.closeAll()
    const plain = await connected()
    expect(plain.socket.openedWith?.fullHistory).toBe(false)
  })

  it('imports the messages between the two dates, without groups unless asked, and reports progress', async () => {
    const { socket, sink, provider, connection, realtime } = await connected({
      importOldMessages: iso(now - 30 * day),
      importRecentMessages: iso(now - 2 * day),
      importOldMessagesGroups: false,
    })
    socket.emit(
      'messaging-history.set',
      fullSyncChunk(
        [
          historyText('TOO-OLD', now - 40 * day),
          historyText('IN-WINDOW-1', now - 20 * day),
          historyText('IN-WINDOW-2', now - 10 * day, { fromMe: true }),
          historyGroupText('GROUP-IN-WINDOW', now - 10 * day),
          historyText('TOO-RECENT', now - day),
        ],
        60,
      ),
    )
    await provider.drained(connection.id)
    expect(messagesOf(sink.events).map((message) => [message.externalId, message.fromMe])).toEqual([
      ['IN-WINDOW-1', false],
      ['IN-WINDOW-2', true],
    ])
    expectImportStarting((await connectionOptions(connection.id)).statusImportMessages)

    socket.emit('messaging-history.set', fullSyncChunk([historyText('IN-WINDOW-3', now - 5 * day)], 100))
    await provider.drained(connection.id)
    expect(messagesOf(sink.events).map((message) => message.externalId)).toContain('IN-WINDOW-3')
    expect((await connectionOptions(connection.id)).statusImportMessages).toBe('renderButtonCloseTickets')

    const event = `importMessages-${connection.companyId}`
    const announced = realtime.sent.filter((sent) => sent.event === event)
    expect(announced.every((sent) => sent.to === `company:${connection.companyId} admins`)).toBe(true)
    const connectionId = connection.id
    expect(announced.map((sent) => sent.payload)).toEqual([
      { action: 'update', connectionId, status: { this: -1, all: -1, date: expect.any(String) } },
      { action: 'update', connectionId, status: { this: 0, all: 2, date: expect.any(String) } },
      { action: 'update', connectionId, status: { this: 2, all: 2, date: iso(now - 10 * day) } },
      { action: 'update', connectionId, status: { this: 2, all: 3, date: expect.any(String) } },
      { action: 'update', connectionId, status: { this: 3, all: 3, date: iso(now - 5 * day) } },
      { action: 'refresh', connectionId },
    ])
    const { rows } = await database().db.query(
      'select status, seen, imported, finished_at from whatsapp_history_imports where connection_id = $1',
      [connection.id],
    )
    expect(rows[0]).toMatchObject({ status: 'finished', seen: 3, imported: 3 })
    const keys = await database().db.query(
      'select external_id from whatsapp_message_keys where connection_id = $1 and imported order by external_id',
      [connection.id],
    )
    expect(keys.rows.map((row) => row.external_id)).toEqual(['IN-WINDOW-1', 'IN-WINDOW-2', 'IN-WINDOW-3'])
  })

  it('imports group messages when the connection asks for them, up to now without an end date', async () => {
    const { socket, sink, provider, connection } = await connected({
      importOldMessages: iso(now - 30 * day),
      importOldMessagesGroups: true,
    })
    socket.emit(
      'messaging-history.set',
      fullSyncChunk([historyGroupText('GROUP-1', now - 3 * day), historyText('YESTERDAY', now - day)], 100),
    )
    await provider.drained(connection.id)
    expect(messagesOf(sink.events).map((message) => message.externalId)).toEqual(['GROUP-1', 'YESTERDAY'])
  })

  it('announces the progress of a large chunk every hundred messages', async () => {
    const { socket, provider, connection, realtime } = await connected({
      importOldMessages: iso(now - 30 * day),
    })
    const messages = Array.from({ length: 250 }, (_, index) =>
      historyText(`BULK-${index}`, now - 20 * day + index),
    )
    socket.emit('messaging-history.set', fullSyncChunk(messages, 50))
    await provider.drained(connection.id)
    const counted = realtime.sent
      .map((sent) => (sent.payload as { status?: { this: number; all: number } }).status)
      .filter((status) => status !== undefined && status.this >= 0)
    expect(counted).toEqual([
      { this: 0, all: 250, date: expect.any(String) },
      { this: 100, all: 250, date: iso(now - 20 * day + 99) },
      { this: 200, all: 250, date: iso(now - 20 * day + 199) },
      { this: 250, all: 250, date: iso(now - 20 * day + 249) },
    ])
  })

  it('ends the import when WhatsApp says the recent history is complete', async () => {
    const { socket, provider, connection } = await connected({ importOldMessages: iso(now - 30 * day) })
    socket.emit('messaging-history.set', fullSyncChunk([historyText('ONLY', now - 3 * day)], 40))
    socket.emit('messaging-history.status', {
      syncType: proto.HistorySync.HistorySyncType.INITIAL_BOOTSTRAP,
      status: 'complete',
      explicit: true,
    })
    await provider.drained(connection.id)
    expectImportStarting((await connectionOptions(connection.id)).statusImportMessages)
    socket.emit('messaging-history.status', {
      syncType: proto.HistorySync.HistorySyncType.RECENT,
      status: 'paused',
      explicit: false,
    })
    await provider.drained(connection.id)
    await waitFor(
      async () =>
        (await connectionOptions(connection.id)).statusImportMessages === 'renderButtonCloseTickets',
    )
  })

  it('ends an import asked up to now when it started: newer history is a gap, not the import', async () => {
    const { socket, sink, provider, connection } = await connected({ importOldMessages: iso(now - 30 * day) })
    socket.emit('messaging-history.set', fullSyncChunk([historyText('IMPORTED', now - 3 * day)], 100))
    await provider.drained(connection.id)
    expect((await connectionOptions(connection.id)).statusImportMessages).toBe('renderButtonCloseTickets')

    const later = Math.floor(Date.now() / 1000) + 5
    socket.emit('messaging-history.set', fullSyncChunk([historyText('AFTER-PAIRING', later)], 100))
    await provider.drained(connection.id)
    expect(messagesOf(sink.events).map((message) => message.externalId)).toEqual([
      'IMPORTED',
      'AFTER-PAIRING',
    ])
    const { rows } = await database().db.query(
      'select external_id, imported from whatsapp_message_keys where connection_id = $1 order by external_id',
      [connection.id],
    )
    expect(rows).toEqual([
      { external_id: 'AFTER-PAIRING', imported: false },
      { external_id: 'IMPORTED', imported: true },
    ])
    expect((await connectionOptions(connection.id)).statusImportMessages).toBe('renderButtonCloseTickets')
  })

  it('takes nothing from the history of a first pairing that imports nothing', async () => {
    const { socket, sink, provider, connection } = await connected()
    socket.emit('messaging-history.set', fullSyncChunk([historyText('ANCIENT', now - 300 * day)], 100))
    await provider.drained(connection.id)
    expect(sink.events).toEqual([])
    expect((await connectionOptions(connection.id)).statusImportMessages).toBeUndefined()
  })
})

describe('closing the tickets an import opened', () => {
  const bruno = '5521966665555@s.whatsapp.net'
  const carla = '5531955554444@s.whatsapp.net'

  async function ticketsOf(connectionId: number) {
    const { rows } = await database().db.query<{ number: string; status: string }>(
      `select c.number, t.status from tickets t join contacts c on c.id = t.contact_id
        where t.connection_id = $1 order by c.number`,
      [connectionId],
    )
    return rows
  }

  /** Ana and Bruno only in the import; Carla in it too, and writing live while it runs. */
  async function importThenLive(options: Record<string, unknown>, provider = {}) {
    const sink = database().testApp.app.fastify.connectionRuntime.sink
    const session = await connected(
      { importOldMessages: iso(now - 30 * day), ...options },
      { sink, provider },
    )
    const stored = async (externalId: string) =>
      (
        await database().db.query('select 1 from messages where connection_id = $1 and external_id = $2', [
          session.connection.id,
          externalId,
        ])
      ).rows.length === 1
    session.socket.emit(
      'messaging-history.set',
      fullSyncChunk(
        [
          historyText('ANA-OLD', now - 20 * day),
          historyText('BRUNO-OLD', now - 15 * day, { chat: bruno }),
          historyText('CARLA-OLD', now - 10 * day, { chat: carla }),
        ],
        60,
      ),
    )
    await session.provider.drained(session.connection.id)
    await waitFor(async () => (await ticketsOf(session.connection.id)).length === 3, 10_000)
    session.socket.emit('messages.upsert', {
      type: 'notify',
      messages: [historyText('CARLA-LIVE', now, { chat: carla })],
    })
    await session.provider.drained(session.connection.id)
    await waitFor(() => stored('CARLA-LIVE'), 10_000)
    // The last chunk ends the import.
    session.socket.emit(
      'messaging-history.set',
      fullSyncChunk([historyText('ANA-OLDER', now - 25 * day)], 100),
    )
    await session.provider.drained(session.connection.id)
    await waitFor(() => stored('ANA-OLDER'), 10_000)
    return session
  }

  it('closes them on POST /closedimported/{id}, leaving live conversations open', async () => {
    const { connection } = await importThenLive({})
    expect((await connectionOptions(connection.id)).statusImportMessages).toBe('renderButtonCloseTickets')
    const admin = await new ApiClient(database().testApp.url).login(TEST_ADMIN)

    const answer = await admin.post(`/api/closedimported/${connection.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ closed: 2 })
    expect(await ticketsOf(connection.id)).toEqual([
      { number: '5511988887777', status: 'closed' },
      { number: '5521966665555', status: 'closed' },
      { number: '5531955554444', status: 'pending' },
    ])
    expect((await connectionOptions(connection.id)).statusImportMessages).toBeNull()
    const { rows } = await database().db.query(
      `select count(*)::int as n from ticket_logs l join tickets t on t.id = l.ticket_id
        where t.connection_id = $1 and l.type = 'closed' and l.user_id is not null`,
      [connection.id],
    )
    expect(rows[0].n).toBe(2)

    const other = await database().createConnection(2)
    expect((await admin.post(`/api/closedimported/${other.connectionId}`)).status).toBe(404)
  })

  it('closes them by itself when the connection asks to (closedTicketsPostImported)', async () => {
    const { jobBackend } = database().testApp.app.kernel
    const { connection } = await importThenLive(
      { closedTicketsPostImported: true },
      {
        // The plugin's own job, run now rather than after its first wait.
        scheduleImportedTicketsClosing: (owner: { companyId: number; connectionId: number }) =>
          jobBackend.enqueue('channel-whatsapp.close-imported-tickets', { ...owner, round: 0 }, {}),
      },
    )
    await waitFor(
      async () =>
        (await ticketsOf(connection.id)).filter((ticket) => ticket.status === 'closed').length === 2,
      15_000,
    )
    expect((await ticketsOf(connection.id)).map((ticket) => ticket.status)).toEqual([
      'closed',
      'closed',
      'pending',
    ])
    await waitFor(async () => (await connectionOptions(connection.id)).statusImportMessages === null)
  })
})

describe('asking the phone for older messages (fetchMessageHistory)', () => {
  const bruno = '5521966665555@s.whatsapp.net'
  const backfill = (overrides = {}) => ({ backfill: { ...defaultBackfillPolicy, ...overrides } })

  it('asks, chat by chat, for what lies before the sync until the window start, then finishes', async () => {
    const { socket, sink, provider, connection } = await connected(
      { importOldMessages: iso(now - 30 * day) },
      { provider: backfill() },
    )
    socket.emit(
      'messaging-history.set',
      fullSyncChunk(
        [historyText('ANA-10', now - 10 * day), historyText('BRUNO-12', now - 12 * day, { chat: bruno })],
        100,
      ),
    )
    await provider.drained(connection.id)
    expect(socket.historyRequests).toEqual([
      {
        count: 50,
        oldestKey: historyText('ANA-10', now - 10 * day).key,
        oldestTimestampSeconds: now - 10 * day,
      },
    ])
    expectImportStarting((await connectionOptions(connection.id)).statusImportMessages)

    // Ana's older messages reach past the window's start: her chat is done.
    socket.emit(
      'messaging-history.set',
      onDemandAnswer(
        [historyText('ANA-20', now - 20 * day), historyText('ANA-40', now - 40 * day)],
        'history-1',
      ),
    )
    await provider.drained(connection.id)
    expect(socket.historyRequests.map((request) => request.oldestKey.id)).toEqual(['ANA-10', 'BRUNO-12'])

    // Bruno's phone has nothing older.
    socket.emit('messaging-history.set', onDemandAnswer([], 'history-2'))
    await provider.drained(connection.id)
    expect(socket.historyRequests).toHaveLength(2)
    expect(messagesOf(sink.events).map((message) => message.externalId)).toEqual([
      'ANA-10',
      'BRUNO-12',
      'ANA-20',
    ])
    expect((await connectionOptions(connection.id)).statusImportMessages).toBe('renderButtonCloseTickets')
  })

  it('moves on when the phone does not answer, and stops at the request budget', async () => {
    const { socket, provider, connection } = await connected(
      { importOldMessages: iso(now - 30 * day) },
      { provider: backfill({ answerTimeoutMs: 50, maxRequests: 1 }) },
    )
    socket.emit(
      'messaging-history.set',
      fullSyncChunk(
        [historyText('ANA-5', now - 5 * day), historyText('BRUNO-5', now - 5 * day, { chat: bruno })],
        100,
      ),
    )
    await provider.drained(connection.id)
    expect(socket.historyRequests).toHaveLength(1)
    await waitFor(
      async () =>
        (await connectionOptions(connection.id)).statusImportMessages === 'renderButtonCloseTickets',
    )
    expect(socket.historyRequests).toHaveLength(1)
  })
})
