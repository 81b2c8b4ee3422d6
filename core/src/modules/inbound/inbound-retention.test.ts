import { movableClock } from '@atendo/plugin-api'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, waitFor } from '../../testing/index.ts'
import { forgetOldInboundEvents, retentionChunk } from './inbound-retention.ts'
import { inboundRetentionEveryMs } from './inbound-retention-job.ts'
import {
  count,
  type InboundTestConnection,
  insertConnection,
  openSql,
  phoneContact,
  textMessage,
} from './inbound-test-kit.ts'

const clock = movableClock()
let testApp: TestApp
let sql: pg.Client
let connection: InboundTestConnection

beforeAll(async () => {
  testApp = await startTestApp({ clock })
  sql = await openSql(testApp)
  connection = await insertConnection(testApp, sql, { name: 'Retention' })
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

const days = (n: number) => n * 86_400_000

/** Records a text message from `number` and waits until the pipeline processed it; answers its event id. */
async function processedMessage(externalId: string, number: string): Promise<number> {
  const answer = await connection.sink.receive(connection, textMessage(externalId, phoneContact(number)))
  expect(answer).toEqual({ duplicate: false })
  let id = 0
  await waitFor(async () => {
    const { rows } = await sql.query<{ id: string; status: string }>(
      `select id, status from inbound_events where connection_id = $1 and external_id = $2`,
      [connection.id, externalId],
    )
    id = Number(rows[0]?.id)
    return rows[0]?.status === 'processed'
  })
  return id
}

/** Moves an event's arrival `ago` ms before the kernel's now, as if it had been received then. */
async function receivedAgo(eventId: number, ago: number, status?: 'failed' | 'pending'): Promise<void> {
  await sql.query(`update inbound_events set received_at = $2, status = coalesce($3, status) where id = $1`, [
    eventId,
    new Date(clock.now().getTime() - ago),
    status ?? null,
  ])
}

const exists = async (eventId: number) =>
  (await count(sql, 'select count(*) from inbound_events where id = $1', [eventId])) === 1

describe('inbound event retention', () => {
  it('deletes processed events after 7 days and failed ones after 30, and never a pending one', async () => {
    const old = await processedMessage('ret-old', '5511933330001')
    const recent = await processedMessage('ret-recent', '5511933330002')
    const failedRecently = await processedMessage('ret-failed-20', '5511933330003')
    const failedLongAgo = await processedMessage('ret-failed-31', '5511933330004')
    const stuck = await processedMessage('ret-pending', '5511933330005')
    await receivedAgo(old, days(7) + 60_000)
    await receivedAgo(recent, days(7) - 60_000)
    await receivedAgo(failedRecently, days(20), 'failed')
    await receivedAgo(failedLongAgo, days(31), 'failed')
    // A pending event (its run lost, say) is work still owed, however old: no run is left to take it here.
    await receivedAgo(stuck, days(90), 'pending')

    expect(await forgetOldInboundEvents(testApp.app.kernel)).toEqual({ processed: 1, failed: 1 })
    expect(await exists(old)).toBe(false)
    expect(await exists(failedLongAgo)).toBe(false)
    expect(await exists(recent)).toBe(true)
    expect(await exists(failedRecently)).toBe(true)
    expect(await exists(stuck)).toBe(true)
    // What the events became stays: the messages are the conversation, the events only its delivery.
    expect(
      await count(sql, `select count(*) from messages where connection_id = $1 and external_id = 'ret-old'`, [
        connection.id,
      ]),
    ).toBe(1)
    await sql.query('delete from inbound_events where id = $1', [stuck])
  })

  it('stores a message once when its channel delivers it again after its event was deleted', async () => {
    const event = await processedMessage('ret-redelivered', '5511933330010')
    const ticket = async () =>
      (
        await sql.query<{ id: number; unread_messages: number }>(
          `select t.id, t.unread_messages from messages m join tickets t on t.id = m.ticket_id
            where m.connection_id = $1 and m.external_id = 'ret-redelivered'`,
          [connection.id],
        )
      ).rows
    const [before] = await ticket()
    await receivedAgo(event, days(8))
    await forgetOldInboundEvents(testApp.app.kernel)
    expect(await exists(event)).toBe(false)

    // Past the retention the delivery is not recognised: it is recorded and processed again.
    const again = await processedMessage('ret-redelivered', '5511933330010')
    expect(again).not.toBe(event)
    expect(await ticket()).toEqual([before])
  })

  it('deletes a backlog larger than one statement takes', async () => {
    const total = retentionChunk + 7
    await sql.query(
      `insert into inbound_events (company_id, connection_id, kind, external_id, payload, status, attempts, received_at, processed_at)
       select 1, $1, 'ack', 'ret-bulk-' || n, '{}', 'processed', 0, $2, $2 from generate_series(1, $3) n`,
      [connection.id, new Date(clock.now().getTime() - days(10)), total],
    )
    expect(await forgetOldInboundEvents(testApp.app.kernel)).toEqual({ processed: total, failed: 0 })
    expect(await count(sql, `select count(*) from inbound_events where external_id like 'ret-bulk-%'`)).toBe(
      0,
    )
  })

  it('runs by itself every ten minutes', async () => {
    const event = await processedMessage('ret-scheduled', '5511933330020')
    await receivedAgo(event, days(8))
    await clock.advance(inboundRetentionEveryMs)
    await waitFor(async () => !(await exists(event)))
  })
})
