import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type SentQueries,
  startTestApp,
  type TestApp,
  taggedCompanies,
  watchSentQueries,
} from '../../testing/index.ts'
import { companyEm, platformEm } from './orm.ts'

let testApp: TestApp
let companyA: number
let companyB: number
/** Every query text the ORM's pool sent, in order, since it was last cleared. */
let sent: SentQueries

beforeAll(async () => {
  testApp = await startTestApp()
  ;({ companyA, companyB } = await taggedCompanies(testApp))
  sent = await watchSentQueries(testApp.app.kernel.orm)
})

afterAll(async () => {
  await testApp?.close()
})

describe('a transaction with session variables', () => {
  it('opens in one round trip, with the company and role set by it', async () => {
    sent.clear()
    const [row] = await companyEm(testApp.app.kernel.orm, companyA).transactional((tx) =>
      tx.execute<{ company: string; role: string }[]>(
        `select current_setting('atendo.company_id') as company, current_user as role`,
      ),
    )
    expect(row).toEqual({ company: String(companyA), role: 'atendo_app' })
    expect(sent.texts).toHaveLength(3)
    expect(sent.texts[0]).toMatch(/^begin; select set_config\('role', 'atendo_app', true\), /)
    expect(sent.texts[2]).toBe('commit')
  })

  it("keeps row-level security to the company: another company's rows stay hidden", async () => {
    const names = await companyEm(testApp.app.kernel.orm, companyB).transactional((tx) =>
      tx.execute<{ name: string }[]>(`select name from tags order by name`),
    )
    expect(names.map((tag) => tag.name)).toEqual(['of B'])
  })

  it('wraps a statement outside a transaction the same way, and a savepoint inside one as before', async () => {
    sent.clear()
    await companyEm(testApp.app.kernel.orm, companyA).execute('select 1')
    expect(sent.texts[0]).toMatch(/^begin; select set_config/)
    expect(sent.texts).toHaveLength(3)
    sent.clear()
    await platformEm(testApp.app.kernel.orm, 'inbound').transactional(async (tx) => {
      await tx.transactional((inner) => inner.execute('select 1'))
    })
    expect(sent.texts[0]).toMatch(
      /^begin; select set_config\('role', 'atendo_app', true\), set_config\('atendo.platform', 'inbound', true\)/,
    )
    expect(sent.texts.some((text) => /savepoint/i.test(text))).toBe(true)
  })

  it('rolls the opening back with the rest when the transaction fails', async () => {
    await expect(
      companyEm(testApp.app.kernel.orm, companyA).transactional(async (tx) => {
        await tx.execute(
          `insert into tags (company_id, name, color, created_at, updated_at)
                          values (?, 'rolled back', '#333333', now(), now())`,
          [companyA],
        )
        throw new Error('fails half-way')
      }),
    ).rejects.toThrow('fails half-way')
    const names = await companyEm(testApp.app.kernel.orm, companyA).execute<{ name: string }[]>(
      `select name from tags order by name`,
    )
    expect(names.map((tag) => tag.name)).toEqual(['of A'])
  })
})
