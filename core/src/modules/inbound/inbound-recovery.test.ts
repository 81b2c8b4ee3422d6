import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import {
  createTestDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
  waitFor,
} from '../../testing/index.ts'
import { count, insertConnection, openSql, phoneContact, textMessage } from './inbound-test-kit.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

const apps: TestApp[] = []
const databases: TestDatabase[] = []
const prefixes: string[] = []

afterAll(async () => {
  for (const app of apps.reverse()) await app.close().catch(() => {})
  for (const database of databases) await database.drop()
  const redis = new Redis(REDIS_URL)
  for (const prefix of prefixes) {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
      if (keys.length > 0) await redis.del(...keys)
      cursor = next
    } while (cursor !== '0')
  }
  await redis.quit()
})

async function start(options: Parameters<typeof startTestApp>[0]): Promise<TestApp> {
  const app = await startTestApp(options)
  apps.push(app)
  return app
}

describe('crash safety', () => {
  it('processes, after a restart, the events a stopped process had recorded but not processed', async () => {
    const database = await createTestDatabase()
    databases.push(database)
    // An API-only process records events but runs no jobs, and nothing else works its queue (a
    // prefix nobody else uses): the events are left unprocessed, as in a crash.
    const prefix = `crash-${randomUUID().slice(0, 8)}`
    prefixes.push(prefix)
    const recorder = await start({ database, env: { ROLE: 'api', REDIS_URL, REDIS_PREFIX: prefix } })
    const sql = await openSql(recorder)
    const connection = await insertConnection(recorder, sql, { name: 'Crashy' })
    for (let index = 0; index < 20; index += 1) {
      const answer = await connection.sink.receive(
        connection,
        textMessage(`crash-${index}`, phoneContact(`55119${70000000 + index}`)),
      )
      expect(answer.duplicate).toBe(false)
    }
    expect(await count(sql, `select count(*) from inbound_events where status = 'pending'`)).toBe(20)
    await recorder.close()
    apps.splice(apps.indexOf(recorder), 1)

    const survivor = await start({ database })
    await waitFor(
      async () => (await count(sql, `select count(*) from inbound_events where status = 'pending'`)) === 0,
      20_000,
    )
    expect(await count(sql, `select count(*) from inbound_events where status = 'processed'`)).toBe(20)
    expect(await count(sql, `select count(*) from messages where external_id like 'crash-%'`)).toBe(20)
    expect(await count(sql, 'select count(*) from tickets where connection_id = $1', [connection.id])).toBe(
      20,
    )
    await sql.end()
    await survivor.close()
    apps.splice(apps.indexOf(survivor), 1)
  })
})

describe('on BullMQ (REDIS_URL)', () => {
  it('makes one contact and one ticket of 100 concurrent first messages, across two worker processes', async () => {
    // A prefix of its own, so job runs of other test processes sharing this Redis never take ours.
    const prefix = `inbound-${randomUUID().slice(0, 8)}`
    prefixes.push(prefix)
    const env = { REDIS_URL, REDIS_PREFIX: prefix }
    const first = await start({ env })
    const second = await start({ env, database: first.database })
    const sql = await openSql(first)
    const connection = await insertConnection(first, sql, { name: 'Redis' })
    const contact = phoneContact('5511966661234', 'Two Workers')
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        // Half the deliveries reach each node, as behind a load balancer.
        const sink = (index % 2 === 0 ? first : second).app.fastify.connectionRuntime.sink
        return sink.receive(connection, textMessage(`redis-${index}`, contact))
      }),
    )
    expect(results.filter((result) => result.duplicate)).toHaveLength(0)
    await waitFor(
      async () => (await count(sql, `select count(*) from inbound_events where status = 'pending'`)) === 0,
      25_000,
    )
    expect(await count(sql, `select count(*) from contacts where number = '5511966661234'`)).toBe(1)
    const { rows } = await sql.query('select id, unread_messages from tickets where connection_id = $1', [
      connection.id,
    ])
    expect(rows).toHaveLength(1)
    expect(rows[0].unread_messages).toBe(100)
    expect(await count(sql, 'select count(*) from messages where ticket_id = $1', [rows[0].id])).toBe(100)
    await sql.end()
  })
})
