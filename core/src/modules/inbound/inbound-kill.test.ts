import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  createTestDatabase,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  type TestDatabase,
  waitFor,
} from '../../testing/index.ts'
import { type ServerProcess, startServerProcess } from '../../testing/server-process.ts'
import { testsOnEmbeddedPostgres } from '../../testing/test-database.ts'

/**
 * The crash the issue names: a real server process is killed (SIGKILL) while it is processing
 * inbound messages it has already acknowledged. Processing is held mid-transaction by a lock on
 * the contacts table, so the kill lands exactly there. A new process must then store every one of
 * them once, and redeliveries stay duplicates.
 */

const messages = 30
let database: TestDatabase
let crashed: ServerProcess | undefined
let survivor: TestApp | undefined
const clients: pg.Client[] = []

afterAll(async () => {
  await crashed?.kill()
  await survivor?.close()
  for (const client of clients) await client.end().catch(() => {})
  await database?.drop()
})

async function sqlClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url, application_name: 'inbound-kill-test' })
  await client.connect()
  clients.push(client)
  return client
}

const count = async (sql: pg.Client, text: string) => Number((await sql.query(text)).rows[0].count)

// Holding a lock while a killed process's backends wait on it needs a real server: one embedded
// PGlite runs one statement at a time, so the lock would stall the test's own queries too.
describe.skipIf(testsOnEmbeddedPostgres)('a server killed with inbound messages in flight', () => {
  it('stores every acknowledged message exactly once after a restart', async () => {
    database = await createTestDatabase()
    crashed = await startServerProcess({
      DATABASE_URL: database.url,
      PLUGINS: 'channel-api',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
    })
    const admin = await new ApiClient(crashed.url).login(TEST_ADMIN)
    const created = await admin.post('/api/whatsapp', { name: 'Portal', channel: 'api' })
    expect(created.status).toBe(201)
    const connection = created.body as { id: number; token: string }
    const post = (url: string, index: number) =>
      fetch(`${url}/api/channel-api/${connection.id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${connection.token}` },
        body: JSON.stringify({
          externalId: `kill-${index}`,
          from: { number: `+55 11 9${String(70_000_000 + (index % 10)).padStart(8, '0')}` },
          body: `message ${index}`,
        }),
      }).then(async (response) => ({ status: response.status, body: await response.json() }))

    // Hold processing inside its transaction: resolving a contact must wait for this lock.
    const sql = await sqlClient()
    const lock = await sqlClient()
    await lock.query('begin')
    await lock.query('lock table contacts in exclusive mode')
    const accepted = await Promise.all(
      Array.from({ length: messages }, (_, index) => post(crashed!.url, index)),
    )
    expect(accepted.every((answer) => answer.status === 202 && answer.body.duplicate === false)).toBe(true)
    // The process is working on them: its backends wait on the lock, mid-transaction.
    await waitFor(
      async () =>
        (await count(
          sql,
          `select count(*) from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        )) > 0,
    )

    await crashed.kill()
    crashed = undefined
    await lock.query('rollback')
    // The dead process's backends finish their statement, find the client gone and roll back.
    await waitFor(
      async () =>
        (await count(
          sql,
          `select count(*) from pg_stat_activity
            where datname = current_database() and application_name <> 'inbound-kill-test'`,
        )) === 0,
      20_000,
    )
    expect(await count(sql, `select count(*) from inbound_events where status = 'pending'`)).toBe(messages)
    expect(await count(sql, 'select count(*) from messages')).toBe(0)

    survivor = await startTestApp({ database, plugins: ['channel-api'] })
    await waitFor(
      async () => (await count(sql, `select count(*) from inbound_events where status = 'pending'`)) === 0,
      20_000,
    )
    expect(await count(sql, `select count(*) from inbound_events where status = 'processed'`)).toBe(messages)
    expect(
      await count(sql, `select count(distinct external_id) from messages where external_id like 'kill-%'`),
    ).toBe(messages)
    expect(await count(sql, `select count(*) from messages where external_id like 'kill-%'`)).toBe(messages)
    // Ten senders: ten contacts, one working ticket each.
    expect(await count(sql, 'select count(*) from contacts where not is_group')).toBe(10)
    expect(await count(sql, `select count(*) from tickets where status <> 'closed'`)).toBe(10)

    // The integrator retrying after the crash changes nothing.
    const retried = await Promise.all(
      Array.from({ length: messages }, (_, index) => post(survivor!.url, index)),
    )
    expect(retried.every((answer) => answer.status === 202 && answer.body.duplicate === true)).toBe(true)
    expect(await count(sql, 'select count(*) from messages')).toBe(messages)
  }, 90_000)
})
