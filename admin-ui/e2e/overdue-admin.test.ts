import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type BillingE2e,
  dayMonthYear,
  overflows,
  startBillingE2e,
} from '../../agent-ui/e2e/billing-harness.ts'

/**
 * An overdue company's admin in the back office (issue 20 "Overdue companies", issue 23 item 8),
 * in a real headless Chromium against the real server with billing, the clock moved past the due
 * date: every page the server refuses (402) says why and leads, in one click, to the inbox's
 * invoices where PAGAR is; the connections page still logs the user out as administration.md §6
 * demands.
 */

let billing: BillingE2e

beforeAll(async () => {
  billing = await startBillingE2e({ providers: [], settings: {} })
})

afterAll(async () => {
  await billing?.close()
})

/** A company whose invoice the job wrote, then whose due date the clock passed; its admin signed in at /admin/. */
async function overdueAdmin(viewport?: { width: number; height: number }) {
  const company = await billing.companyDueIn(2)
  await billing.moveDays(1)
  await billing.invoiceIssued(company.id, company.due)
  await billing.moveDays(3)
  const page = await billing.newPage(viewport)
  await page.goto(`${billing.testApp.url}/admin/`)
  await page.getByLabel('E-mail').fill(company.admin.email)
  await page.getByLabel(/^Senha/).fill(company.admin.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/admin\/#\/$/)
  return { company, page }
}

/** Opens a back-office page the server refuses and answers the notice shown over it. */
async function refusedPage(page: Page, hash: string) {
  const refused = page.waitForResponse((response) => response.status() === 402)
  await page.goto(`${billing.testApp.url}/admin/#/${hash}`)
  expect(await (await refused).json()).toMatchObject({ code: 'ERR_SUBSCRIPTION_EXPIRED' })
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'Esta página não abre enquanto a assinatura da empresa estiver vencida' })
  await notice.waitFor()
  return notice
}

describe('an overdue company in the back office', { timeout: 120_000 }, () => {
  it('leads from any refused page to the invoices in one click, and still logs out of connections', async () => {
    const { company, page } = await overdueAdmin()
    // The start page has its own notice, not a second one.
    await page.getByRole('alert').filter({ hasText: 'A assinatura da empresa venceu' }).waitFor()
    expect(await page.getByRole('alert').filter({ hasText: 'Esta página não abre' }).count()).toBe(0)

    for (const hash of ['queues', 'tags']) {
      const notice = await refusedPage(page, hash)
      expect(await notice.getByRole('link', { name: 'Ver faturas e pagar' }).getAttribute('href')).toBe(
        '/financeiro',
      )
    }

    // One click: the inbox's invoices (the same session), the overdue one with PAGAR.
    const notice = await refusedPage(page, 'quick-messages')
    await notice.getByRole('link', { name: 'Ver faturas e pagar' }).click()
    await page.waitForURL((url) => url.pathname === '/financeiro')
    const row = page.getByRole('row', { name: new RegExp(dayMonthYear(company.due)) })
    await expect.poll(() => row.getAttribute('data-state')).toBe('overdue')
    await row.getByRole('button', { name: /PAGAR/i }).waitFor()

    // The connections page keeps the specification's logout for an overdue company.
    await page.goto(`${billing.testApp.url}/admin/#/connections`)
    await page.getByText('A assinatura da empresa venceu. Regularize o pagamento para continuar.').waitFor()
    await page.waitForURL(/#\/login$/)
    await page.context().close()
  })

  it('fits the notice on a phone and on a wide screen', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      const { page } = await overdueAdmin(viewport)
      const notice = await refusedPage(page, 'queues')
      expect(await notice.getByRole('link', { name: 'Ver faturas e pagar' }).isVisible()).toBe(true)
      expect(await overflows(page)).toBe(false)
      await page.context().close()
    }
  })
})
