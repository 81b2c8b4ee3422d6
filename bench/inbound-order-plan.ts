/**
 * The plan of the statement that locks an inbound event with the earlier pending events of its
 * conversation (`lockEventInOrder`, process-inbound-event.ts), on a backlog: `processed` events of
 * a connection's history and `pending` ones of many conversations waiting behind them. Prints
 * `explain (analyze, buffers)` for an event with no earlier pending one (the usual case) and for
 * one with many, each run in a transaction rolled back, so it holds no lock and changes nothing.
 * Boots the app on a fresh test database.
 *
 * Run: npx node bench/inbound-order-plan.ts [processed=200000] [pending=20000] [conversations=2000]
 */
import { numberedPlaceholders } from '../core/src/kernel/db/prepared-statements.ts'
import { eventConversationSql } from '../core/src/modules/inbound/event-conversation.ts'
import { insertConnection, openSql } from '../core/src/modules/inbound/inbound-test-kit.ts'
import { lockEventInOrder } from '../core/src/modules/inbound/process-inbound-event.ts'
import { startTestApp } from '../core/src/testing/index.ts'

const [processed = 200_000, pending = 20_000, conversations = 2_000] = process.argv
  .slice(2)
  .map((value) => Number(value))

const testApp = await startTestApp()
const sql = await openSql(testApp)
try {
  const connection = await insertConnection(testApp, sql, { name: 'Order plan' })
  // Events as the channels record them: a message of a contact known by a phone identity.
  const insertEvents = (count: number, status: string, offset: number) =>
    sql.query(
      `insert into inbound_events (company_id, connection_id, kind, external_id, payload, conversation, status, attempts, received_at)
       select 1, $1, 'message', 'order-plan-' || ($4 + n), e.payload, ${eventConversationSql('e.payload')}, $2, 0, now()
         from generate_series(1, $5) n,
              lateral (select jsonb_build_object('message', jsonb_build_object('body', 'body ' || n,
                'contact', jsonb_build_object('identities', jsonb_build_array(
                  jsonb_build_object('kind', 'phone', 'value', '55119' || lpad((n % $3)::text, 8, '0')))))) as payload) e`,
      [connection.id, status, conversations, offset, count],
    )
  await insertEvents(processed, 'processed', 0)
  await insertEvents(pending, 'pending', processed)
  await sql.query('analyze inbound_events')
  const { rows: ids } = await sql.query<{ first: string; last: string }>(
    `select min(id) as first, max(id) as last from inbound_events where status = 'pending'`,
  )
  const text = numberedPlaceholders(lockEventInOrder)
  if (!text) throw new Error('lockEventInOrder has placeholders numberedPlaceholders cannot number')
  process.stdout.write(
    `inbound_events: ${processed} processed, ${pending} pending over ${conversations} conversations\n\n`,
  )
  const cases = [
    // The oldest pending event: nothing earlier of its conversation waits.
    { name: 'the oldest pending event (no earlier one pending)', id: ids[0]!.first },
    // The newest: every earlier event of its conversation (pending / conversations of them) waits.
    {
      name: `the newest pending event (${Math.floor(pending / conversations) - 1} earlier ones pending)`,
      id: ids[0]!.last,
    },
  ]
  for (const { name, id } of cases) {
    await sql.query('begin')
    try {
      await sql.query(`set local role atendo_app`)
      await sql.query(`select set_config('atendo.platform', 'inbound', true)`)
      const { rows } = await sql.query(`explain (analyze, buffers, costs off) ${text}`, [id, id, id])
      process.stdout.write(`## ${name}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}\n\n`)
    } finally {
      await sql.query('rollback')
    }
  }
} finally {
  await sql.end()
  await testApp.close()
}
