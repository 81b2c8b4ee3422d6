import type pg from 'pg'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { numberedPlaceholders } from '../../kernel/db/prepared-statements.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '../../testing/index.ts'
import { testsOnEmbeddedPostgres } from '../../testing/test-database.ts'
import {
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
import {
  type InboundRun,
  inboundAttempts,
  lockEventInOrder,
  processInboundEvent,
} from './process-inbound-event.ts'

/**
 * Messages of one conversation apply in recording order even when the runs of its events overlap
 * (process-inbound-event.ts, lockEventInOrder): a later event's run waits for an earlier one
 * another transaction holds, and applies the earlier ones still pending first. Events are recorded
 * with their runs but handed to no worker; the test runs them, overlapping as it chooses.
 */

let testApp: TestApp
let sql: pg.Client
let connection: InboundTestConnection
let live: { socket: Socket; received: { event: string; payload: unknown }[] }

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [fragilePlugin] })
  sql = await openSql(testApp)
  connection = await insertConnection(testApp, sql, { name: 'Order' })
  const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  live = await listen(testApp.url, admin.token!)
})

afterAll(async () => {
  live?.socket.disconnect()
  await sql?.end()
  await testApp?.close()
})

const services = () => ({ kernel: testApp.app.kernel, log: testApp.app.fastify.log })
const recordWaiting = (events: Parameters<typeof recordEventsWaiting>[2]) =>
  recordEventsWaiting(sql, connection, events)

const statusOf = async (ids: number[]) => {
  const { rows } = await sql.query<{ status: string; attempts: number }>(
    `select status, attempts from inbound_events where id = any($1::bigint[]) order by id`,
    [ids],
  )
  return rows
}

/** The bodies of a contact's stored messages, in the order they were stored (message id). */
const storedBodies = async (number: string) => {
  const { rows } = await sql.query<{ body: string }>(
    `select m.body from messages m join contacts c on c.id = m.contact_id
      where m.connection_id = $1 and c.number = $2 order by m.id`,
    [connection.id, number],
  )
  return rows.map((row) => row.body)
}

/** The bodies of new messages heard live, in the order they were heard, of those starting with `prefix`. */
const heardBodies = (prefix: string) =>
  live.received
    .filter(({ event }) => event === 'company-1-appMessage')
    .map(({ payload }) => payload as { action: string; message: { body: string } })
    .filter(({ action, message }) => action === 'create' && message.body.startsWith(prefix))
    .map(({ message }) => message.body)

/** Backends of the app's database waiting for a row lock. */
const lockWaiters = async () => {
  const { rows } = await sql.query<{ count: string }>(
    `select count(*) from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
  )
  return Number(rows[0]!.count)
}

// Holding a lock from a second client needs a real server: one embedded PGlite runs one
// statement at a time, so the held lock would stall the runs' own statements too.
describe.skipIf(testsOnEmbeddedPostgres)('runs of one conversation that overlap', () => {
  it('apply its messages in recording order, and another conversation meanwhile', async () => {
    const ana = phoneContact('5511966660001', 'Ana')
    const bruno = phoneContact('5511966660002', 'Bruno')
    const ids = await recordWaiting([
      textMessage('order-ana-1', ana, 'ana 1'),
      textMessage('order-ana-2', ana, 'ana 2'),
      textMessage('order-ana-3', ana, 'ana 3'),
      textMessage('order-bruno-1', bruno, 'bruno 1'),
    ])
    // The first event's run has locked it and not written yet (the moment the runs overlap in).
    const holder = await openSql(testApp)
    const done: number[] = []
    let later: Promise<unknown> | undefined
    try {
      await holder.query('begin')
      await holder.query('select id from inbound_events where id = $1 for update', [ids[0]])
      // The later events' runs start meanwhile, the last one first.
      later = Promise.all(
        [ids[2]!, ids[1]!].map((id) => processInboundEvent(services(), id).then(() => void done.push(id))),
      )
      // Another conversation's event is not held up by Ana's.
      await processInboundEvent(services(), ids[3]!)
      expect(await storedBodies('5511966660002')).toEqual(['bruno 1'])
      // Both of Ana's later runs wait for her first event (or, before the fix, stored theirs).
      await waitFor(async () => done.length > 0 || (await lockWaiters()) >= 2)
      expect(done).toEqual([])
      expect(await storedBodies('5511966660001')).toEqual([])
      // The first run's transaction ends without applying it (it is rolled back).
      await holder.query('rollback')
    } finally {
      await holder.end()
    }
    await later
    // Its own run comes last and finds it applied.
    await processInboundEvent(services(), ids[0]!)
    expect(await statusOf(ids)).toEqual(ids.map(() => ({ status: 'processed', attempts: 0 })))
    expect(await storedBodies('5511966660001')).toEqual(['ana 1', 'ana 2', 'ana 3'])
    await waitFor(() => heardBodies('ana ').length >= 3)
    expect(heardBodies('ana ')).toEqual(['ana 1', 'ana 2', 'ana 3'])
    const { rows: tickets } = await sql.query(
      `select t.unread_messages, t.last_message from tickets t join contacts c on c.id = t.contact_id
        where c.number = '5511966660001'`,
    )
    expect(tickets).toEqual([{ unread_messages: 3, last_message: 'ana 3' }])
  })
})

/** A try of an event's run without a job outbox row (the test runs it directly). */
const tryOf = (attempt: number, lastAttempt: boolean): InboundRun => ({
  attempt,
  lastAttempt,
  completeWith: (tx, sql, params) => tx.execute(sql, params),
})

describe('a poison event of a conversation', () => {
  it('holds its later messages back while it is retried, and lets them go after its last try', async () => {
    const carla = phoneContact('5511966660003', 'Carla')
    const [poison, next] = await recordWaiting([
      textMessage('poison-carla-1', carla, 'half-way carla'),
      textMessage('poison-carla-2', carla, 'carla 2'),
    ])
    fragility.breaking = true
    try {
      // The later event's run meets the earlier one pending, applies it first, and it fails: the
      // later one is not stored before it, but waits (its try fails; its run retries later).
      await expect(processInboundEvent(services(), next!)).rejects.toThrow(
        `waits for the earlier event ${poison} of its conversation`,
      )
      expect(await statusOf([poison!, next!])).toEqual([
        { status: 'pending', attempts: 0 },
        { status: 'pending', attempts: 1 },
      ])
      expect(await storedBodies('5511966660003')).toEqual([])
      // The poison's own run tries it a last time: without the plugins (run-handlers.ts), stored.
      await processInboundEvent(services(), poison!, tryOf(inboundAttempts, true))
      // The later event's retry goes on after it.
      await processInboundEvent(services(), next!, tryOf(2, false))
    } finally {
      fragility.breaking = false
    }
    expect(await statusOf([poison!, next!])).toEqual([
      { status: 'processed', attempts: inboundAttempts - 1 },
      { status: 'processed', attempts: 1 },
    ])
    expect(await storedBodies('5511966660003')).toEqual(['half-way carla', 'carla 2'])
  })

  it("does not keep a later message out past that message's own last attempt", async () => {
    const dora = phoneContact('5511966660004', 'Dora')
    const [poison, next] = await recordWaiting([
      textMessage('poison-dora-1', dora, 'half-way dora'),
      textMessage('poison-dora-2', dora, 'dora 2'),
    ])
    fragility.breaking = true
    try {
      await processInboundEvent(services(), next!, tryOf(inboundAttempts, true))
    } finally {
      fragility.breaking = false
    }
    // Stored; the poison is left to its own run (pending, its tries its own).
    expect(await statusOf([poison!, next!])).toEqual([
      { status: 'pending', attempts: 0 },
      { status: 'processed', attempts: inboundAttempts - 1 },
    ])
    expect(await storedBodies('5511966660004')).toEqual(['dora 2'])
  })
})

describe('an earlier event of the conversation still waiting for its run', () => {
  it('is applied first by a later run that finds it waiting, in the same transaction', async () => {
    const eva = phoneContact('5511966660005', 'Eva')
    const ids = await recordWaiting([
      textMessage('late-eva-1', eva, 'eva 1'),
      textMessage('late-eva-2', eva, 'eva 2'),
    ])
    await processInboundEvent(services(), ids[1]!)
    expect(await statusOf(ids)).toEqual(ids.map(() => ({ status: 'processed', attempts: 0 })))
    expect(await storedBodies('5511966660005')).toEqual(['eva 1', 'eva 2'])
    // The first event's own run finds nothing left to do.
    await processInboundEvent(services(), ids[0]!)
    expect(await storedBodies('5511966660005')).toEqual(['eva 1', 'eva 2'])
    await waitFor(() => heardBodies('eva ').length >= 2)
    expect(heardBodies('eva ')).toEqual(['eva 1', 'eva 2'])
  })
})

describe.skipIf(testsOnEmbeddedPostgres)("the lookup of a conversation's earlier events", () => {
  it('goes through the index on the conversation under row-level security, not through every pending event', async () => {
    const [eventId] = await recordWaiting([textMessage('plan-1', phoneContact('5511977770001'), 'plan')])
    const { rows: recorded } = await sql.query<{ conversation: string }>(
      `select conversation from inbound_events where id = $1`,
      [eventId],
    )
    expect(recorded[0]!.conversation).toBe('5511977770001')
    // A backlog of other conversations' pending events (taken out again below), so the planner
    // weighs an index against them as it would on a busy connection.
    await sql.query(
      `insert into inbound_events (company_id, connection_id, kind, external_id, payload, conversation, status, attempts, received_at)
       select 1, $1, 'message', 'plan-backlog-' || n, '{}', 'backlog-' || (n % 500), 'pending', 0, now()
         from generate_series(1, 5000) n`,
      [connection.id],
    )
    await sql.query('analyze inbound_events')
    // As the app runs it: its role, under the tables' policies.
    await sql.query('begin')
    try {
      await sql.query(`set local role atendo_app`)
      await sql.query(`select set_config('atendo.platform', 'inbound', true)`)
      const { rows } = await sql.query<{ 'QUERY PLAN': string }>(
        `explain (costs off) ${numberedPlaceholders(lockEventInOrder)}`,
        [eventId, eventId, eventId],
      )
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
      expect(plan).toMatch(/Index Scan using inbound_events_pending_conversation on inbound_events y/)
      expect(plan).toMatch(/Index Cond: .*conversation = own_1\.conversation/)
    } finally {
      await sql.query('rollback')
      await sql.query(`delete from inbound_events where external_id like 'plan-backlog-%'`)
    }
    await processInboundEvent(services(), eventId!)
  })
})
