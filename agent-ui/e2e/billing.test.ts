import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeProvider, startFakeProvider } from '../../plugins/billing/src/testing/index.ts'
import stripePlugin from '../../plugins/billing-stripe/src/index.ts'
import { signStripePayload } from '../../plugins/billing-stripe/src/stripe-signature.ts'
import {
  type BillingE2e,
  dayMonthYear,
  overflows,
  pausePageClock,
  startBillingE2e,
  textOf,
} from './billing-harness.ts'

/**
 * Issue 20's whole path in a real headless Chromium against the real server, with Stripe faked at
 * the network edge (a local HTTP server) and time moved by one clock for the server and the pages:
 * the invoice job writes the company's invoice ahead of its due date; the clock passes the due date
 * and the company is refused; a refused screen leads to /financeiro, PAGAR opens the checkout
 * (Personalizar first, PAGAR without name and CPF/CNPJ back to Dados), the payment screen shows
 * Stripe's link, a correctly signed notification arrives, the toast names the renewed date, the
 * user goes home 4 s later by the page's clock and the inbox is unlocked.
 */

const webhookSecret = 'whsec_e2e_0123456789abcdef'
let billing: BillingE2e
let stripe: FakeProvider
let sessions = 0

beforeAll(async () => {
  stripe = await startFakeProvider()
  stripe.on('POST /v1/checkout/sessions', (request) => {
    sessions++
    const form = new URLSearchParams(request.body)
    return {
      status: 200,
      body: {
        id: `cs_e2e_${sessions}`,
        url: `https://checkout.stripe.test/c/pay/cs_e2e_${sessions}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      },
    }
  })
  billing = await startBillingE2e({
    providers: [stripePlugin],
    pluginConfig: { 'billing-stripe': { apiBaseUrl: stripe.url } },
    settings: {
      stripeprivatekey: 'sk_test_e2e_secret_key',
      stripewebhooksecret: webhookSecret,
      paymentprovider: 'stripe',
    },
  })
})

afterAll(async () => {
  await billing?.close()
  await stripe?.close()
})

/** Stripe's `checkout.session.completed` for a session, signed now (by the product's clock). */
async function notifyStripe(sessionId: string, amountCents: number): Promise<Response> {
  const t = Math.floor(billing.clock.now().getTime() / 1000)
  const body = JSON.stringify({
    id: `evt_${sessionId}`,
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, amount_total: amountCents, payment_status: 'paid', created: t } },
  })
  return fetch(`${billing.testApp.url}/api/billing/notifications/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': `t=${t},v1=${signStripePayload(webhookSecret, t, body)}`,
    },
    body,
  })
}

/** The /financeiro row of the invoice due on `due`. */
const invoiceRow = (page: Page, due: string) => page.getByRole('row', { name: new RegExp(dayMonthYear(due)) })

const slow = 120_000

describe('billing in the inbox', () => {
  it(
    'takes an overdue company from a refused screen to paying, and unlocks it when the payment is confirmed',
    async () => {
      // Due in two days: the invoice job writes its invoice (10 days ahead) on its next daily run.
      const company = await billing.companyDueIn(2)
      await billing.moveDays(1)
      await billing.invoiceIssued(company.id, company.due)
      const page = await billing.signIn(company.admin)
      await page.waitForURL(/\/tickets/)
      await page.getByRole('tab', { name: /Atendendo/ }).waitFor()

      // Three days later the due date has passed: the server refuses the contacts (402) and the
      // refused screen leads to the invoices, one click (PAGAR) from paying.
      await billing.moveDays(3)
      const refused = page.waitForResponse((response) => response.status() === 402)
      await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Contatos' }).click()
      expect(await (await refused).json()).toMatchObject({ code: 'ERR_SUBSCRIPTION_EXPIRED' })
      await page.waitForURL(/\/financeiro$/)
      await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('expirou')
      const row = invoiceRow(page, company.due)
      await expect.poll(() => row.getAttribute('data-state')).toBe('overdue')
      expect(await row.getByRole('cell', { name: 'Vencido' }).count()).toBe(1)
      expect(await row.getByRole('cell', { name: 'R$ 30,00' }).count()).toBe(1)

      await row.getByRole('button', { name: /PAGAR/i }).click()
      const dialog = page.getByRole('dialog', { name: 'Pagamento' })
      const steps = dialog.getByRole('list', { name: 'Etapas do pagamento' })
      // The checkout opens on its step 1, Personalizar, with the custom plan's rule.
      expect(await steps.locator('[aria-current="step"]').textContent()).toBe('Personalizar')
      expect(await textOf(dialog)).toContain('A partir de 3 usuários e 3 conexões por R$ 49,00')
      await dialog.getByLabel('Usuários').fill('5')
      await dialog.getByLabel('Conexões').fill('4')
      // 49 + 2 × 11 + 1 × 20
      await expect.poll(() => textOf(dialog)).toContain('R$ 91,00 por mês')
      await dialog.getByLabel('Usuários').fill('3')
      await dialog.getByLabel('Conexões').fill('3')
      await dialog.getByRole('button', { name: 'AVANÇAR' }).click()
      expect(await steps.locator('[aria-current="step"]').textContent()).toBe('Revisar')

      // Paying without the two enforced fields goes back to Dados, saying which.
      await dialog.getByRole('button', { name: 'PAGAR' }).click()
      expect(await steps.locator('[aria-current="step"]').textContent()).toBe('Dados')
      expect(await textOf(dialog)).toContain('O nome completo é obrigatório')
      expect(await textOf(dialog)).toContain('CEP é obrigatório')
      expect(stripe.received).toHaveLength(0)
      await dialog.getByLabel('Nome completo').fill('Ana Souza')
      await dialog.getByLabel('CPF/CNPJ').fill('123.456.789-01')
      await dialog.getByRole('button', { name: 'AVANÇAR' }).click()
      await dialog.getByRole('button', { name: 'AVANÇAR' }).click()
      await dialog.getByRole('button', { name: 'PAGAR' }).click()

      // The payment screen: what POST /subscription answered, Stripe's checkout link.
      const link = dialog.getByRole('link', { name: 'Ir para a página de pagamento' })
      await link.waitFor()
      expect(await link.getAttribute('href')).toBe(`https://checkout.stripe.test/c/pay/cs_e2e_${sessions}`)
      expect(await textOf(dialog)).toContain('Valor a pagar: R$ 30,00')
      expect(
        new URLSearchParams(stripe.received.at(-1)!.body).get('line_items[0][price_data][unit_amount]'),
      ).toBe('3000')

      // Stripe confirms: the toast names the renewed licence, then home after 4 s.
      // The page's time stands still until moved: the 4 s to the redirect are counted by the test.
      await pausePageClock(page)
      const notified = await notifyStripe(`cs_e2e_${sessions}`, 3000)
      expect(notified.status).toBe(200)
      const renewed = await billing.dueDateOf(company.id)
      expect(renewed > billing.today()).toBe(true)
      await page.getByText(`Pagamento confirmado! Sua licença vai até ${dayMonthYear(renewed)}.`).waitFor()
      // Home 4 s later: the page's clock is moved over them rather than waited for.
      await page.clock.runFor(3_500)
      expect(new URL(page.url()).pathname).toBe('/financeiro')
      await page.clock.runFor(600)
      await page.waitForURL((url) => url.pathname === '/')
      await page.clock.resume()

      // Unlocked: the tickets stay open, and the invoice is paid.
      const ticketsServed = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/tickets' && response.status() === 200,
      )
      await page.goto(`${billing.testApp.url}/tickets`)
      await ticketsServed
      await page.getByRole('tab', { name: /Atendendo/ }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/tickets')
      await page.goto(`${billing.testApp.url}/financeiro`)
      await expect.poll(() => invoiceRow(page, company.due).getAttribute('data-state')).toBe('paid')
      expect(await invoiceRow(page, company.due).getByRole('button').count()).toBe(0)
      await page.context().close()
    },
    slow,
  )

  it(
    'shows /subscription and the invoices usable on a phone and on wide screens',
    async () => {
      // Due in 11 days; a day later its invoice is written and 10 days are left.
      const company = await billing.companyDueIn(11)
      await billing.moveDays(1)
      await billing.invoiceIssued(company.id, company.due)
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        const page = await billing.signIn(company.admin, viewport)
        await page.waitForURL(/\/tickets/)
        await page.goto(`${billing.testApp.url}/subscription`)
        await page.getByRole('heading', { name: 'Assinatura' }).waitFor()
        expect(await page.getByLabel('Período de licença').inputValue()).toBe('Sua licença vence em 10 dias!')
        await expect
          .poll(() => page.getByLabel('E-mail de cobrança').inputValue())
          .toBe(`financeiro${company.id}@empresa.test`)
        expect(await overflows(page)).toBe(false)
        await page.getByRole('button', { name: 'Assine Agora' }).click()
        const dialog = page.getByRole('dialog', { name: 'Pagamento' })
        await dialog.getByRole('button', { name: 'AVANÇAR' }).waitFor()
        expect(await overflows(page)).toBe(false)
        await page.keyboard.press('Escape')

        await page.goto(`${billing.testApp.url}/financeiro`)
        const row = invoiceRow(page, company.due)
        await expect.poll(() => row.getAttribute('data-state')).toBe('open')
        expect(await row.getByRole('cell', { name: 'Em Aberto' }).count()).toBe(1)
        expect(await row.getByRole('button', { name: /PAGAR/i }).isVisible()).toBe(true)
        expect(await overflows(page)).toBe(false)
        await page.context().close()
      }
    },
    slow,
  )
})
