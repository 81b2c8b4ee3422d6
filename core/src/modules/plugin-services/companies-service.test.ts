import { definePlugin, type PluginContext } from '@atendo/plugin-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompany, operatorEm, startTestApp, type TestApp } from '../../testing/index.ts'

let context: PluginContext<unknown> | undefined
const billingLike = definePlugin({
  id: 'billing-like',
  version: '1.0.0',
  contract: '^2.1.0',
  register(given) {
    context = given
  },
})

let testApp: TestApp
const companies = () => context!.companies

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [billingLike] })
})
afterAll(() => testApp?.close())

async function company(dueDate: string | null, recurrence = 'MENSAL', status = true) {
  const id = await createCompany(testApp, { dueDate: dueDate ?? '2099-01-01' })
  await operatorEm(testApp).execute(
    'update companies set due_date = ?::date, recurrence = ?, status = ? where id = ?',
    [dueDate, recurrence, status, id],
  )
  return id
}

describe('companies service (billing)', () => {
  it('reads a company with its plan', async () => {
    const id = await company('2031-03-15', 'TRIMESTRAL')
    expect(await companies().find(id)).toMatchObject({
      id,
      dueDate: '2031-03-15',
      recurrence: 'TRIMESTRAL',
      active: true,
      plan: { id: 1, amount: expect.any(Number) },
    })
    expect(await companies().find(2_000_000)).toBeUndefined()
  })

  it('pages the active companies due by a date, leaving out the platform, the inactive and the undated', async () => {
    const due = await company('2031-01-10')
    const later = await company('2031-02-10')
    const inactive = await company('2031-01-05', 'MENSAL', false)
    const undated = await company(null)
    const ids = (await companies().dueBy('2031-01-31')).map((found) => found.id)
    expect(ids).toContain(due)
    expect(ids).not.toContain(later)
    expect(ids).not.toContain(inactive)
    expect(ids).not.toContain(undated)
    expect(ids).not.toContain(1)
    const afterDue = (await companies().dueBy('2031-01-31', { afterId: due })).map((found) => found.id)
    expect(afterDue).not.toContain(due)
  })

  it('renews from the paid period by the recurrence, at month ends too, once however often applied', async () => {
    const cases: [string, string, string][] = [
      ['2031-01-31', 'MENSAL', '2031-02-28'],
      ['2032-01-31', 'MENSAL', '2032-02-29'],
      ['2031-11-30', 'BIMESTRAL', '2032-01-30'],
      ['2031-08-31', 'TRIMESTRAL', '2031-11-30'],
      ['2031-08-31', 'SEMESTRAL', '2032-02-29'],
      ['2032-02-29', 'ANUAL', '2033-02-28'],
    ]
    for (const [from, recurrence, expected] of cases) {
      const id = await company(from, recurrence)
      expect(await companies().renewDueDate(id, from), `${from} ${recurrence}`).toBe(expected)
      expect(await companies().renewDueDate(id, from), `${from} ${recurrence} again`).toBe(expected)
    }
  })
})
