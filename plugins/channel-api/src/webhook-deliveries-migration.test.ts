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

/** What core's first migration created before channel-api owned the table (databases that ran it keep it). */
const createdByCoreBefore = [
  `create table "webhook_deliveries" ("id" uuid not null, "company_id" int not null, "connection_id" int not null, "event" varchar(50) not null, "payload" jsonb not null, "status" text not null default 'pending', "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "delivered_at" timestamptz null, primary key ("id"));`,
  'create index "webhook_deliveries_company_id_index" on "webhook_deliveries" ("company_id");',
  'create index "webhook_deliveries_connection_id_index" on "webhook_deliveries" ("connection_id");',
  `alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check" check ("status" in ('pending', 'delivered', 'failed'));`,
  'alter table "webhook_deliveries" add constraint "webhook_deliveries_connection_fk" foreign key ("connection_id") references "connections" ("id") on delete cascade;',
  `create index "webhook_deliveries_pending" on "webhook_deliveries" ("created_at") where "status" = 'pending';`,
]

describe('the webhook_deliveries migration of channel-api', () => {
  it('creates the table on a fresh database, and keeps the table and its rows where core created it', async () => {
    // A fresh database: the table is the plugin's alone.
    const fresh = await shape()
    expect(fresh).toEqual({ columns: 10, constraints: 2, indexes: 3 })

    // A database core's first migration gave the table to, with a delivery in it.
    await sql.query('drop table webhook_deliveries')
    for (const statement of createdByCoreBefore) await sql.query(statement)
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
    expect(await shape()).toEqual(fresh)
    expect((await sql.query('select count(*)::int as n from webhook_deliveries')).rows[0].n).toBe(1)
  })
})
