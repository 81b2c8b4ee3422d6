import {
  channelProviders,
  defineEntity,
  definePlugin,
  Migration,
  type PluginContext,
  p,
  tenantColumns,
} from '@atendo/plugin-api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Ticket } from '../../modules/tickets/entities.ts'
import { conversationSeed } from '../../modules/tickets/testing-seed.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'
import { PluginDataRefused } from './plugin-data-refused.ts'

/** A plugin's own table, declared by an entity. */
const Parcel = defineEntity({
  name: 'Parcel',
  tableName: 'parcels',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    code: p.string().length(50),
  },
})

/** Another of its tables, declared by its migration only (no entity). */
class CreateParcels extends Migration {
  override name = '20261126020000-parcels'

  override up(): void {
    this.addSql(
      'create table "parcels" ("id" serial primary key, "company_id" int not null, "code" varchar(50) not null);',
    )
    this.addSql(
      'create table if not exists "parcel_events" ("id" serial primary key, "company_id" int not null, "parcel_id" int not null, "kind" varchar(20) not null);',
    )
  }
}

let context: PluginContext<unknown> | undefined
const parcelsPlugin = definePlugin({
  id: 'parcels',
  version: '1.0.0',
  contract: '^2.0.0',
  register(given) {
    context = given
    given.entities([Parcel])
    given.migrations([{ name: '20261126020000-parcels', class: CreateParcels }])
    given.http.routes(async (fastify) => {
      fastify.get('/parcels/mine', async (request) => ({ count: await request.em.count(Parcel, {}) }))
      fastify.get('/parcels/tickets', async (request) => ({ count: await request.em.count(Ticket, {}) }))
      fastify.get('/parcels/raw-tickets', async (request) => request.em.execute('select id from tickets'))
    })
  },
})

let testApp: TestApp
let companyId: number
const db = () => context!.db

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [parcelsPlugin] })
  const sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  companyId = await conversationSeed(sql).company()
  await sql.end()
})

afterAll(async () => {
  await testApp?.close()
})

/** What a refused call threw, as the plugin author sees it. */
async function refusal(work: () => unknown): Promise<PluginDataRefused> {
  try {
    await work()
  } catch (error) {
    expect(error).toBeInstanceOf(PluginDataRefused)
    return error as PluginDataRefused
  }
  throw new Error('the call was not refused')
}

describe("plugin data guard: a plugin's EntityManager", () => {
  it('reads and writes its own entity', async () => {
    const em = db().forCompany(companyId)
    em.create(Parcel, { companyId, code: 'BR123' })
    await em.flush()
    expect(await db().forCompany(companyId).count(Parcel, {})).toBe(1)
  })

  it("refuses core's entities, naming the plugin and the entity", async () => {
    const error = await refusal(() => db().forCompany(companyId).find(Ticket, {}))
    expect(error.pluginId).toBe('parcels')
    expect(error.message).toContain('plugin "parcels"')
    expect(error.message).toContain('"Ticket"')
    await refusal(() => db().platform().findOne(Ticket, { id: 1 }))
    await refusal(() =>
      db()
        .forCompany(companyId)
        .create(Ticket, {} as never),
    )
    await refusal(() => db().forCompany(companyId).nativeUpdate(Ticket, { id: 1 }, { status: 'closed' }))
    await refusal(() => db().forCompany(companyId).fork().count(Ticket, {}))
  })

  it('stays guarded inside a transaction', async () => {
    const error = await refusal(() =>
      db()
        .forCompany(companyId)
        .transactional(async (tx) => {
          await tx.count(Parcel, {})
          await tx.count(Ticket, {})
        }),
    )
    expect(error.message).toContain('"Ticket"')
  })

  it('refuses the ways around it: the driver, Kysely, the tenant filter', async () => {
    const em = db().forCompany(companyId)
    await refusal(() => em.getDriver())
    await refusal(() => em.setFilterParams('tenant', { allCompanies: true }))
    await refusal(() => em.getConnection().getClient())
  })
})

describe('plugin data guard: raw SQL', () => {
  it("runs SQL on the plugin's tables, those of its entities and of its migrations", async () => {
    const em = db().forCompany(companyId)
    const rows = await em.execute<{ code: string }[]>('select code from parcels where company_id = ?', [
      companyId,
    ])
    expect(rows.map((row) => row.code)).toEqual(['BR123'])
    await em.execute(
      `with latest as (select id from parcels where company_id = ? order by id desc limit 1)
       insert into parcel_events (company_id, parcel_id, kind) select ?, id, 'posted' from latest`,
      [companyId, companyId],
    )
    const [count] = await em.execute<{ n: string }[]>(
      'select count(*) as n from parcel_events e join parcels p on p.id = e.parcel_id where e.company_id = ?',
      [companyId],
    )
    expect(Number(count!.n)).toBe(1)
  })

  it.each([
    ['a core table', 'select id from tickets', '"tickets"'],
    ['a core table in a join', 'select p.id from parcels p join contacts c on c.id = p.id', '"contacts"'],
    [
      'a core table in a sub-select',
      'select id from parcels where exists (select 1 from messages m where m.id = parcels.id)',
      '"messages"',
    ],
    ['a core table written to', "update connections set options = '{}' where id = ?", '"connections"'],
    ['a quoted core table', 'select * from "company_settings"', '"company_settings"'],
    ['another schema', 'select * from pg_catalog.pg_user', 'another schema'],
    ['a change of the session', "select set_config('atendo.company_id', '2', true)", 'set_config'],
    ['a schema change', 'drop table parcels', 'migrations'],
    ['two statements, the second foreign', 'select 1 from parcels; delete from tickets', '"tickets"'],
  ])('refuses %s', async (_, sql, named) => {
    const error = await refusal(() => db().platform().execute(sql, [1]))
    expect(error.message).toContain(named)
    await refusal(() => db().platform().getConnection().execute(sql, [1]))
  })

  it('ran nothing it refused', async () => {
    const [row] = await testApp.app.kernel.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from tickets')
    expect(row).toBeDefined()
    expect(await db().platform().count(Parcel, {})).toBe(1)
  })
})

describe("plugin data guard: request.em in the plugin's routes", () => {
  it("reaches the plugin's entities, and refuses core's entities and tables", async () => {
    const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const mine = await admin.get('/api/parcels/mine')
    expect(mine.status).toBe(200)
    expect((await admin.get('/api/parcels/tickets')).status).toBe(500)
    expect((await admin.get('/api/parcels/raw-tickets')).status).toBe(500)
  })

  it("leaves core's own routes alone", async () => {
    const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    expect((await admin.get('/api/tickets')).status).toBe(200)
  })
})

describe('plugin data guard: the channel providers a plugin contributes', () => {
  it('has none here, so the connections service changes nothing for it', async () => {
    expect(testApp.app.kernel.extensions.get(channelProviders).map((provider) => provider.id)).not.toContain(
      'parcels',
    )
    expect(await context!.connections.updateOptions(companyId, 1, { anything: true })).toBe(false)
    expect(await context!.connections.locate(1)).toBeUndefined()
  })
})
