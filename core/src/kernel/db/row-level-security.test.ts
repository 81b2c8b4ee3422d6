import { defineEntity, definePlugin, Migration, p, tenantColumns } from '@atendo/plugin-api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createCompany,
  operatorEm,
  startTestApp,
  type TestApp,
  testsOnEmbeddedPostgres,
} from '../../testing/index.ts'
import { companyEm, enterCompany, platformEm } from './orm.ts'
import { tenantPolicy } from './row-level-security.ts'

/** A plugin's own table, created by its own migration: the policy must reach it too. */
const Memo = defineEntity({
  name: 'RlsMemo',
  tableName: 'rls_memos',
  properties: { id: p.integer().primary(), ...tenantColumns, body: p.string().length(100) },
})

class CreateMemos extends Migration {
  override name = '20261126000000-rls-memos-create'

  override up(): void {
    this.addSql(
      'create table "rls_memos" ("id" serial primary key, "company_id" int not null references "companies" ("id") on delete cascade, "body" varchar(100) not null);',
    )
    // Search indexes as core's messages and contacts have them, and no index on company_id.
    this.addSql(`create index "rls_memos_words" on "rls_memos" using gin (to_tsvector('simple', "body"));`)
    this.addSql('create index "rls_memos_trigrams" on "rls_memos" using gin ("body" gin_trgm_ops);')
  }
}

const memosPlugin = definePlugin({
  id: 'rls-memos',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ entities, migrations }) {
    entities([Memo])
    migrations([{ name: '20261126000000-rls-memos-create', class: CreateMemos }])
  },
})

type MemoRow = { id: number; company_id: number; body: string }

describe('row-level security', () => {
  let testApp: TestApp
  let db: pg.Client
  let companyA: number
  let companyB: number
  let memoOfA: number

  const orm = () => testApp.app.kernel.orm
  const memos = (em: ReturnType<typeof companyEm>) =>
    em.execute<MemoRow[]>('select id, company_id, body from rls_memos order by id')

  beforeAll(async () => {
    testApp = await startTestApp({ plugins: [memosPlugin] })
    // The test's own connection logs in as the migrating user (a superuser): it sees every row.
    db = new pg.Client({ connectionString: testApp.database.url })
    await db.connect()
    companyA = await createCompany(testApp, { name: 'A' })
    companyB = await createCompany(testApp, { name: 'B' })
    const { rows } = await db.query(
      `insert into rls_memos (company_id, body) values ($1, 'of A'), ($2, 'of B') returning id`,
      [companyA, companyB],
    )
    memoOfA = rows[0].id
  })

  afterAll(async () => {
    await db?.end()
    await testApp?.close()
  })

  it('shows a raw select without a company no rows', async () => {
    expect(await memos(orm().em.fork())).toEqual([])
    expect(await orm().em.fork().execute('select id from users')).toEqual([])
  })

  it('shows a company only its own rows, to raw SQL and query builders alike', async () => {
    expect((await memos(companyEm(orm(), companyA))).map((row) => row.body)).toEqual(['of A'])
    expect((await memos(companyEm(orm(), companyB))).map((row) => row.body)).toEqual(['of B'])
    const built = await companyEm(orm(), companyB).createQueryBuilder(Memo).select('*').getResultList()
    expect(built.map((memo) => memo.body)).toEqual(['of B'])
    const counted = await companyEm(orm(), companyA).execute<{ n: number }[]>(
      'select count(*)::int as n from rls_memos',
    )
    expect(counted).toEqual([{ n: 1 }])
  })

  it("refuses writes into another company's rows", async () => {
    const em = companyEm(orm(), companyB)
    const updated = await em.execute(`update rls_memos set body = 'taken' where id = ?`, [memoOfA], 'run')
    expect(updated).toMatchObject({ affectedRows: 0 })
    const deleted = await em.execute('delete from rls_memos where id = ?', [memoOfA], 'run')
    expect(deleted).toMatchObject({ affectedRows: 0 })
    await expect(
      em.execute(`insert into rls_memos (company_id, body) values (?, 'planted')`, [companyA]),
    ).rejects.toThrow(/row-level security/)
    // Moving one's own row into another company is refused as well.
    const [ofB] = await memos(em)
    await expect(
      em.execute('update rls_memos set company_id = ? where id = ?', [companyA, ofB!.id]),
    ).rejects.toThrow(/row-level security/)
    const { rows } = await db.query('select company_id, body from rls_memos order by id')
    expect(rows).toEqual([
      { company_id: companyA, body: 'of A' },
      { company_id: companyB, body: 'of B' },
    ])
  })

  it('lets declared platform work see every company', async () => {
    const all = await memos(platformEm(orm(), 'sweep'))
    expect(all.map((row) => row.company_id)).toEqual([companyA, companyB])
    expect((await memos(operatorEm(testApp))).length).toBe(2)
  })

  it('narrows platform work to the company it learns, inside a transaction and outside', async () => {
    const seen = await platformEm(orm(), 'inbound').transactional(async (tx) => {
      const before = await memos(tx)
      await enterCompany(tx, companyB)
      return { before: before.length, after: (await memos(tx)).map((row) => row.body) }
    })
    expect(seen).toEqual({ before: 2, after: ['of B'] })
    const em = platformEm(orm(), 'inbound')
    await enterCompany(em, companyA)
    expect((await memos(em)).map((row) => row.body)).toEqual(['of A'])
    expect((await em.find(Memo, {})).map((memo) => memo.body)).toEqual(['of A'])
  })

  it('keeps no company on a pooled connection after its transaction', async () => {
    await companyEm(orm(), companyA).transactional(async (tx) => {
      expect((await memos(tx)).length).toBe(1)
    })
    // Every pooled connection has run a company's transaction by now; none carries it further.
    const unscoped = await Promise.all(Array.from({ length: 4 }, () => memos(orm().em.fork())))
    expect(unscoped.flat()).toEqual([])
  })

  it.skipIf(testsOnEmbeddedPostgres)(
    "binds SQL that bypasses the EntityManager's session to the app role too",
    async () => {
      // A bare connection and Kysely outside a transaction carry no company: they see nothing.
      expect(await orm().em.getConnection().execute('select id from rls_memos')).toEqual([])
      expect(
        await orm()
          .em.fork()
          .getKysely<{ rls_memos: { id: number } }>()
          .selectFrom('rls_memos')
          .selectAll()
          .execute(),
      ).toEqual([])
      const [role] = await orm()
        .em.getConnection()
        .execute<{ role: string; superuser: string }[]>(
          `select current_user as role, current_setting('is_superuser') as superuser`,
        )
      expect(role).toEqual({ role: 'atendo_app', superuser: 'off' })
    },
  )

  it('lets message and contact searches use their indexes under the policy', async () => {
    const plan = (sql: string, params: unknown[]) =>
      companyEm(orm(), companyA).transactional(async (tx) => {
        // Tiny test tables would be read whole anyway; the question is whether the index may serve.
        await tx.execute('set local enable_seqscan = off')
        const rows = await tx.execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`, params)
        return rows.map((row) => row['QUERY PLAN']).join('\n')
      })
    expect(
      await plan(
        `select id from rls_memos where company_id = ? and to_tsvector('simple', body) @@ to_tsquery('simple', ?)`,
        [companyA, 'pedido'],
      ),
    ).toMatch(/Index Cond: \(to_tsvector/)
    expect(
      await plan('select id from rls_memos where company_id = ? and body ilike ?', [companyA, '%pedido%']),
    ).toMatch(/Index Cond: \(\(body\)::text ~~\* /)
  })

  it("puts every table with a company_id under its policy, the plugin's included", async () => {
    const { rows } = await db.query<{ table: string; forced: boolean; policy: boolean }>(
      `select c.relname as table, c.relrowsecurity and c.relforcerowsecurity as forced,
              exists (select from pg_policy p where p.polrelid = c.oid and p.polname = $1) as policy
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
         join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
        where c.relkind = 'r'`,
      [tenantPolicy],
    )
    expect(rows.map((row) => row.table)).toEqual(
      expect.arrayContaining(['rls_memos', 'tickets', 'messages', 'users']),
    )
    expect(rows.filter((row) => !row.forced || !row.policy)).toEqual([])
  })
})
