import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, testsOnEmbeddedPostgres, waitFor } from '../../testing/index.ts'
import { inboundJobs } from './inbound-jobs.ts'
import {
  count,
  type InboundTestConnection,
  insertConnection,
  openSql,
  phoneContact,
  textMessage,
} from './inbound-test-kit.ts'

/**
 * A connection's deliveries turned back while two of its transactions run (connection-lanes.ts),
 * through `receive()` and the app's own workers: what arrives meanwhile is taken by a batch.
 */

let testApp: TestApp
let sql: pg.Client
let locker: pg.Client
let connection: InboundTestConnection

beforeAll(async () => {
  testApp = await startTestApp()
  sql = await openSql(testApp)
  locker = await openSql(testApp)
  connection = await insertConnection(testApp, sql, { name: 'Lanes' })
})

afterAll(async () => {
  await locker?.end()
  await sql?.end()
  await testApp?.close()
})

const send = (contact: string, externalId: string) =>
  connection.sink.receive(connection, textMessage(externalId, phoneContact(contact, `Contact ${contact}`)))

const processed = () =>
  count(sql, `select count(*) from inbound_events where connection_id = $1 and status = 'processed'`, [
    connection.id,
  ])

// Embedded PostgreSQL serves every client from one backend: a transaction held open by the test's
// own client holds the app's statements too, so no transaction of the app can wait in the middle.
describe.skipIf(testsOnEmbeddedPostgres)('deliveries of a busy connection', () => {
  it('are turned back unclaimed while two of its transactions run, then go in a batch', async () => {
    await send('5511970000001', 'lane-a1')
    await send('5511970000002', 'lane-b1')
    await waitFor(async () => (await processed()) === 2)
    const lanes = inboundJobs({ kernel: testApp.app.kernel, log: testApp.app.fastify.log }).lanes

    // The two contacts' tickets locked, so their next messages' transactions wait in the middle.
    await locker.query('begin')
    await locker.query(`select id from tickets where connection_id = $1 for update`, [connection.id])
    await send('5511970000001', 'lane-a2')
    await send('5511970000002', 'lane-b2')
    await waitFor(
      async () =>
        (await count(
          sql,
          `select count(*) from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        )) === 2,
    )
    const later = ['3', '4', '5', '6', '7']
    for (const n of later) await send(`551197000000${n}`, `lane-c${n}`)
    // Turned back at the gate, unclaimed.
    await waitFor(() => lanes.parked(connection.id) === later.length)
    expect(
      await count(
        sql,
        `select count(*) from job_outbox where dedupe_key = any(
           select 'event-' || id from inbound_events where external_id like 'lane-c%') and attempts = 0`,
      ),
    ).toBe(later.length)

    await locker.query('commit')
    await waitFor(async () => (await processed()) === 4 + later.length)
    // Handed over again as the two end, the first let in takes the others into its batch: fewer
    // transactions (events of one transaction share its start time) than one each.
    const transactions = await count(
      sql,
      `select count(distinct processed_at) from inbound_events where external_id like 'lane-c%'`,
    )
    expect(transactions).toBeLessThan(later.length)
    expect(await count(sql, `select count(*) from messages where connection_id = $1`, [connection.id])).toBe(
      4 + later.length,
    )
    expect(lanes.parked(connection.id)).toBe(0)
  })
})
