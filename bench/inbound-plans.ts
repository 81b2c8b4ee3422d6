/**
 * Where PostgreSQL's time goes in one inbound message: each statement the processing of a later
 * message (known contact, working ticket) sends, with its planning and execution time from
 * `explain (analyze, summary)` (the least of three runs, each rolled back), then the hot statements
 * run 300 times each as a new text with inlined values (MikroORM's way) and as a named prepared
 * statement (executePrepared's way) on one connection. Boots the app on a fresh test database.
 *
 * Run: npx node bench/inbound-plans.ts
 */
import pg from 'pg'
import { numberedPlaceholders } from '../core/src/kernel/db/prepared-statements.ts'
import { insertConnection, openSql, phoneContact } from '../core/src/modules/inbound/inbound-test-kit.ts'
import { startTestApp } from '../core/src/testing/index.ts'
import { liveMessageProbe } from './live-message-probe.ts'

interface Sent {
  query: string
  params: unknown[]
  formatted: string
}

const testApp = await startTestApp({ env: { DATABASE_POOL_SIZE: '10' } })
const sql = await openSql(testApp)
const client = new pg.Client({ connectionString: testApp.database.url })
try {
  const connection = await insertConnection(testApp, sql, { name: 'Plans' })
  // Every statement the ORM's connections run, with its values.
  const sent: Sent[] = []
  const platform = testApp.app.kernel.orm.em.getPlatform()
  const probe = await liveMessageProbe(testApp, connection, ({ query, params }) => {
    sent.push({ query, params, formatted: platform.formatQuery(query, params) })
  })
  const contact = phoneContact('5511960000001')
  for (let index = 0; index < 5; index += 1) await probe.send(`plans-${index}`, contact, `body ${index}`)
  sent.length = 0
  await probe.send('plans-measured', contact, 'body')
  probe.close()

  await client.connect()
  const inCompany = `select set_config('role', 'atendo_app', true), set_config('atendo.company_id', '1', true), set_config('atendo.platform', '', true)`
  const statements = sent.filter(({ query }) => !/^\s*(begin|commit|rollback)/i.test(query))
  let planning = 0
  let execution = 0
  process.stdout.write('planning ms  execution ms  statement\n')
  for (const { query, params } of statements) {
    // A statement sent with its session variables (`select set_config(...); <statement>`): its last part.
    const text = numberedPlaceholders(query.split(/;\s*(?=update|select|insert|delete|with)/i).at(-1)!)
    if (!text) continue
    const values = params.map((value) => (value instanceof Date ? value.toISOString() : value))
    const runs: { 'Planning Time': number; 'Execution Time': number }[] = []
    await client.query('begin')
    try {
      await client.query(inCompany)
      for (let run = 0; run < 3; run += 1) {
        await client.query('savepoint run')
        const { rows } = await client.query(`explain (analyze, summary, format json) ${text}`, values)
        runs.push(rows[0]['QUERY PLAN'][0])
        await client.query('rollback to savepoint run')
      }
    } finally {
      await client.query('rollback')
    }
    const plan = Math.min(...runs.map((run) => run['Planning Time']))
    const execute = Math.min(...runs.map((run) => run['Execution Time']))
    planning += plan
    execution += execute
    process.stdout.write(
      `${plan.toFixed(2).padStart(11)}  ${execute.toFixed(2).padStart(12)}  ${text.replace(/\s+/g, ' ').slice(0, 90)}\n`,
    )
  }
  process.stdout.write(
    `${planning.toFixed(2).padStart(11)}  ${execution.toFixed(2).padStart(12)}  in all\n\n`,
  )

  process.stdout.write('inlined ms  prepared ms  statement (300 runs each, one connection)\n')
  for (const { query, params, formatted } of statements) {
    const text = numberedPlaceholders(query)
    if (!text || params.length === 0 || /set_config/.test(query)) continue
    const values = params.map((value) => (value instanceof Date ? value.toISOString() : value))
    await client.query('begin')
    try {
      await client.query(inCompany)
      await client.query('savepoint run')
      const timed = async (run: () => Promise<unknown>) => {
        const start = performance.now()
        for (let index = 0; index < 300; index += 1) {
          await run()
          await client.query('rollback to savepoint run')
        }
        return (performance.now() - start) / 300
      }
      const inlined = await timed(() => client.query(formatted))
      const prepared = await timed(() => client.query({ name: `plans_${text.length}`, text, values }))
      process.stdout.write(
        `${inlined.toFixed(3).padStart(10)}  ${prepared.toFixed(3).padStart(11)}  ${text.replace(/\s+/g, ' ').slice(0, 90)}\n`,
      )
    } catch (error) {
      process.stdout.write(
        `  (not timed: ${(error as Error).message})  ${text.replace(/\s+/g, ' ').slice(0, 60)}\n`,
      )
    } finally {
      await client.query('rollback')
    }
  }
} finally {
  await client.end()
  await sql.end()
  await testApp.close()
}
