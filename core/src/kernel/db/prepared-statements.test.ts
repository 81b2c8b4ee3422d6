import { UniqueConstraintViolationException } from '@mikro-orm/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  operatorEm,
  type SentQueries,
  startTestApp,
  type TestApp,
  taggedCompanies,
  testsOnEmbeddedPostgres,
  watchSentQueries,
} from '../../testing/index.ts'
import { companyEm } from './orm.ts'
import { executePrepared, numberedPlaceholders } from './prepared-statements.ts'

let testApp: TestApp
let companyA: number
let companyB: number
let sent: SentQueries

beforeAll(async () => {
  testApp = await startTestApp()
  ;({ companyA, companyB } = await taggedCompanies(testApp))
  sent = await watchSentQueries(testApp.app.kernel.orm)
})

afterAll(async () => {
  await testApp?.close()
})

const tagsNamed = `select name, color from tags where name like ? and created_at < ? order by name`

describe('numbering placeholders', () => {
  it("numbers MikroORM's ? as $n, leaving quoted text alone", () => {
    expect(numberedPlaceholders(`select ? as "a?", 'b?' as b where x = ? and y = ?`)).toBe(
      `select $1 as "a?", 'b?' as b where x = $2 and y = $3`,
    )
    expect(numberedPlaceholders(`select 'it''s?' where x = ?`)).toBe(`select 'it''s?' where x = $1`)
  })

  it('refuses texts it cannot number safely', () => {
    expect(numberedPlaceholders('select ?? from tags')).toBeUndefined()
    expect(numberedPlaceholders(`select data ?| array['a'] from t`)).toBeUndefined()
    expect(numberedPlaceholders(`select data ?& array['a'] from t`)).toBeUndefined()
  })
})

describe('a statement of a hot path', () => {
  it('answers what em.execute answers, in the company the transaction entered', async () => {
    const em = () => companyEm(testApp.app.kernel.orm, companyA)
    const later = new Date(Date.now() + 60_000)
    const prepared = await em().transactional((tx) => executePrepared(tx, tagsNamed, ['of %', later]))
    const plain = await em().transactional((tx) => tx.execute(tagsNamed, ['of %', later]))
    expect(prepared).toEqual([{ name: 'of A', color: '#111111' }])
    expect(prepared).toEqual(plain)
  })

  it.skipIf(testsOnEmbeddedPostgres)(
    'is parsed once per connection: a named prepared statement run again with new values',
    async () => {
      const orm = testApp.app.kernel.orm
      const statement = `select count(*)::int as tags from tags where color <> ?`
      const names = await companyEm(orm, companyA).transactional(async (tx) => {
        for (const color of ['#000000', '#111111', '#222222']) await executePrepared(tx, statement, [color])
        return tx.execute<{ name: string; statement: string }[]>(
          `select name, statement from pg_prepared_statements where statement like '%color <> $1%'`,
        )
      })
      expect(names).toHaveLength(1)
      expect(names[0]!.name).toMatch(/^atendo_[0-9a-f]{20}$/)
    },
  )

  it("keeps row-level security: run for another company, it shows that company's rows only", async () => {
    const orm = testApp.app.kernel.orm
    const later = new Date(Date.now() + 60_000)
    for (let run = 0; run < 7; run += 1) {
      // Past PostgreSQL's five custom plans, a generic plan may be cached: still per company.
      const [a] = await companyEm(orm, companyA).transactional((tx) =>
        executePrepared<{ name: string }>(tx, tagsNamed, ['of %', later]),
      )
      const [b] = await companyEm(orm, companyB).transactional((tx) =>
        executePrepared<{ name: string }>(tx, tagsNamed, ['of %', later]),
      )
      expect([a?.name, b?.name]).toEqual(['of A', 'of B'])
    }
  })

  it("fails as MikroORM's statements fail, and the transaction rolls back whole", async () => {
    const insert = `insert into tags (company_id, name, color, created_at, updated_at) values (?, ?, ?, now(), now())`
    const attempt = companyEm(testApp.app.kernel.orm, companyA).transactional(async (tx) => {
      await executePrepared(tx, insert, [companyA, 'rolled back', '#333333'])
      await executePrepared(
        tx,
        `insert into tags (id, company_id, name, color, created_at, updated_at)
         select id, company_id, name, color, now(), now() from tags where name = ?`,
        ['of A'],
      )
    })
    await expect(attempt).rejects.toBeInstanceOf(UniqueConstraintViolationException)
    const left = await operatorEm(testApp).execute(`select 1 from tags where name = 'rolled back'`)
    expect(left).toHaveLength(0)
  })

  it('is em.execute outside a transaction', async () => {
    sent.clear()
    const rows = await executePrepared(companyEm(testApp.app.kernel.orm, companyB), tagsNamed, [
      'of %',
      new Date(Date.now() + 60_000),
    ])
    expect(rows).toEqual([{ name: 'of B', color: '#222222' }])
    // One round trip with its session variables, the values inlined (executeInOneTrip's way or MikroORM's).
    expect(sent.texts.some((text) => text.includes("like 'of %'"))).toBe(true)
  })
})
