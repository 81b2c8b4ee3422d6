import { startTestApp, type TestApp } from '@atendo/core/testing'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import channelApiPlugin from './index.ts'
import { WebhookDeliveriesMigration } from './migrations/20261126020000-webhook-deliveries.ts'

let testApp: TestApp
let sql: pg.Client

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channelApiPlugin] })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

/** Runs the plugin's migration's statements on the test database, as the migrator would. */
async function migrate(): Promise<void> {
  const { orm } = testApp.app.kernel
  // biome-ignore lint/suspicious/noExplicitAny: the migration only needs the driver and config to collect its SQL
  const migration = new WebhookDeliveriesMigration(orm.em.getDriver() as any, orm.config)
  await migration.up()
  for (const query of migration.getQueries()) await sql.query(String(query))
}

async function shape() {
  const { rows } = await sql.query(
    `select (select count(*) from information_schema.columns where table_name = 'webhook_deliveries')::int as columns,
            (select count(*) from pg_constraint where conname in
               ('webhook_deliveries_status_check', 'webhook_deliveries_connection_fk'))::int as constraints,
            (select count(*) from pg_indexes where tablename = 'webhook_deliveries')::int as indexes`,
  )
  return rows[0]
}

describe('the webhook_deliveries migration of channel-api', () => {
  it('keeps the table and its rows where core created it, and creates it where it is absent', async () => {
    // Core's old migration created it on this database; the plugin's ran after it and changed nothing.
    const existing = await shape()
    expect(existing).toEqual({ columns: 10, constraints: 2, indexes: 3 })
    const { rows } = await sql.query<{ id: number }>(
      `insert into connections (company_id, name, channel, provider, status, is_default, created_at, updated_at)
       values (1, 'Migrated', 'api', 'api', 'CONNECTED', false, now(), now()) returning id`,
    )
    await sql.query(
      `insert into webhook_deliveries (id, company_id, connection_id, event, payload, created_at)
       values (gen_random_uuid(), 1, $1, 'message', '{}', now())`,
      [rows[0]!.id],
    )
    await migrate()
    expect(await shape()).toEqual(existing)
    expect((await sql.query('select count(*)::int as n from webhook_deliveries')).rows[0].n).toBe(1)

    // A database that never had core's table gets the same one from the plugin.
    await sql.query('drop table webhook_deliveries')
    await migrate()
    expect(await shape()).toEqual(existing)
  })
})
