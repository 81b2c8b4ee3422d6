import { waitFor } from '@atendo/core/testing'
import { movableClock } from '@atendo/plugin-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoiceTerms } from './invoices/invoice-terms.ts'
import { type BillingTestApp, startBillingTestApp } from './testing/index.ts'

// Both instances share the database and the clock, from 25 January 2027; the timer ticks twice a day.
const clock = movableClock(new Date('2027-01-25T00:30:00Z'))
const everyMs = 12 * 3_600_000
let first: BillingTestApp
let second: BillingTestApp

beforeAll(async () => {
  const pluginConfig = { billing: { leadDays: 10, generationEveryMs: everyMs } }
  first = await startBillingTestApp({ providers: [], pluginConfig, clock })
  second = await startBillingTestApp({ providers: [], pluginConfig, clock, database: first.testApp.database })
})
afterAll(async () => {
  await second?.close()
  await first?.close()
})

const invoicesOf = (companyId: number) =>
  first.rows<{ due_date: string; value: string; detail: string; users: number; connections: number }>(
    `select to_char(due_date, 'YYYY-MM-DD') as due_date, value, detail, users, connections
       from billing_invoices where company_id = ? order by due_date`,
    [companyId],
  )

describe('invoice generation', () => {
  it('writes each company one invoice per period, leadDays ahead, across month ends, with two instances', async () => {
    await first.rows(`update plans set amount = 49.9 where id = 1`)
    const endOfJanuary = await first.company({ dueDate: '2027-01-31', recurrence: 'MENSAL' })
    const earlyFebruary = await first.company({ dueDate: '2027-02-04', recurrence: 'ANUAL' })
    const tooFar = await first.company({ dueDate: '2027-02-05', recurrence: 'MENSAL' })
    const overdue = await first.company({ dueDate: '2027-01-20', recurrence: 'TRIMESTRAL' })

    // The ticks of both instances put the day's run on the outbox; both may run it: one invoice each.
    await clock.advance(everyMs)
    await waitFor(async () => (await invoicesOf(earlyFebruary.id)).length === 1)
    await waitFor(async () => (await invoicesOf(endOfJanuary.id)).length === 1)

    expect(await invoicesOf(endOfJanuary.id)).toEqual([
      expect.objectContaining({ due_date: '2027-01-31', value: '49.90', users: expect.any(Number) }),
    ])
    expect(await invoicesOf(earlyFebruary.id)).toEqual([
      expect.objectContaining({ due_date: '2027-02-04', value: '598.80' }),
    ])
    expect(await invoicesOf(overdue.id)).toEqual([
      expect.objectContaining({ due_date: '2027-01-20', value: '149.70' }),
    ])
    expect(await invoicesOf(tooFar.id)).toEqual([])

    // The next day the 5 February licence is within the 10 days: its invoice comes, the others stay single.
    await clock.advance(everyMs)
    await waitFor(async () => (await invoicesOf(tooFar.id)).length === 1)
    for (const company of [endOfJanuary, earlyFebruary, overdue])
      expect(await invoicesOf(company.id)).toHaveLength(1)

    // The licence renewed (31 January + 1 month = 28 February): the next period gets its own invoice.
    await first.rows(`update companies set due_date = '2027-02-28' where id = ?`, [endOfJanuary.id])
    await clock.set(new Date('2027-02-18T00:30:00Z'))
    await waitFor(async () => (await invoicesOf(endOfJanuary.id)).length === 2)
    expect((await invoicesOf(endOfJanuary.id)).map((invoice) => invoice.due_date)).toEqual([
      '2027-01-31',
      '2027-02-28',
    ])

    const duplicates = await first.rows<{ total: string }>(
      `select count(*) as total from (select company_id, due_date from billing_invoices
         group by company_id, due_date having count(*) > 1) repeated`,
    )
    expect(Number(duplicates[0]!.total)).toBe(0)
  }, 180_000)

  it('prices a period as the monthly amount times its months', () => {
    const plan = { id: 1, name: 'Pro', amount: 149.9, users: 3, connections: 2, queues: 5 }
    const base = { id: 7, name: 'A', email: null, document: null, active: true, plan, dueDate: '2027-03-31' }
    expect(invoiceTerms({ ...base, recurrence: 'MENSAL' }).value).toBe(149.9)
    expect(invoiceTerms({ ...base, recurrence: 'BIMESTRAL' }).value).toBe(299.8)
    expect(invoiceTerms({ ...base, recurrence: 'SEMESTRAL' }).value).toBe(899.4)
    expect(invoiceTerms({ ...base, recurrence: 'ANUAL' })).toMatchObject({
      value: 1798.8,
      detail: 'Pro',
      users: 3,
    })
  })

  it("turns a company overdue when the product's clock passes its due date: 402 but for invoices", async () => {
    const today = clock.now().toISOString().slice(0, 10)
    const company = await first.company({ dueDate: today })
    expect((await company.admin.get('/api/contacts')).status).toBe(200)

    // A day and a half later by the clock (the wall clock has not moved): the licence ran out.
    await clock.advance(36 * 3_600_000)
    const refused = await company.admin.get('/api/contacts')
    expect(refused.status).toBe(402)
    expect(refused.body).toMatchObject({ code: 'ERR_SUBSCRIPTION_EXPIRED' })
    expect((await company.admin.get('/api/invoices/all')).status).toBe(200)
    expect((await company.admin.get('/api/auth/me')).status).toBe(200)
  }, 60_000)

  it("counts the due day in the company's time zone, as the inbox does, not in UTC", async () => {
    // 23:30 on 20 February in São Paulo (the default zone) is already the 21st in UTC.
    await clock.set(new Date('2027-02-21T02:30:00Z'))
    const company = await first.company({ dueDate: '2027-02-20' })
    expect((await company.admin.get('/api/contacts')).status).toBe(200)
    // Midnight in São Paulo: the licence ran out.
    await clock.advance(3_600_000)
    expect((await company.admin.get('/api/contacts')).status).toBe(402)
  }, 60_000)
})
