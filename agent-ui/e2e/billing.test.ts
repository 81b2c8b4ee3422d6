import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  createCompany,
  createUser,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  type TestUser,
} from '../../core/src/testing/index.ts'
import billingPlugin from '../../plugins/billing/src/index.ts'
import { type FakeProvider, startFakeProvider } from '../../plugins/billing/src/testing/index.ts'
import stripePlugin from '../../plugins/billing-stripe/src/index.ts'
import { signStripePayload } from '../../plugins/billing-stripe/src/stripe-signature.ts'

/**
 * Issue 20's whole path in a real headless Chromium against the real server, with Stripe faked at
 * the network edge (a local HTTP server): an overdue company is sent to /financeiro from a refused
 * screen, PAGAR opens the checkout (Personalizar first, PAGAR without name and CPF/CNPJ back to
 * Dados), the payment screen shows Stripe's link, a correctly signed notification arrives, the
 * toast names the renewed date, the user goes home after 4 s and the inbox is unlocked.
 */

const webhookSecret = 'whsec_e2e_0123456789abcdef'
let testApp: TestApp
let browser: Browser
let stripe: FakeProvider
let sessions = 0

/**
 * A calendar day relative to today in the company's zone (São Paulo, the default), the day the
 * inbox and the server count the licence in, whatever the machine's zone and hour.
 */
function daysFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}
const dayMonthYear = (day: string) => day.split('-').reverse().join('/')

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
  testApp = await startTestApp({
    plugins: [billingPlugin, stripePlugin],
    pluginConfig: { 'billing-stripe': { apiBaseUrl: stripe.url } },
  })
  const superAdmin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  for (const [key, value] of Object.entries({
    stripeprivatekey: 'sk_test_e2e_secret_key',
    stripewebhooksecret: webhookSecret,
    paymentprovider: 'stripe',
  })) {
    const answer = await superAdmin.put(`/api/settings/${key}`, { value })
    expect(answer.status).toBe(200)
  }
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
})

afterAll(async () => {
  await browser?.close()
  await testApp?.close()
  await stripe?.close()
})

/** A company due `dueInDays` from today with one open invoice for that day, and its admin. */
async function companyWithInvoice(dueInDays: number): Promise<{ id: number; admin: TestUser; due: string }> {
  const due = daysFromToday(dueInDays)
  const id = await createCompany(testApp, { dueDate: due })
  const em = operatorEm(testApp)
  await em.execute(`update companies set recurrence = 'MENSAL', email = ? where id = ?`, [
    `financeiro${id}@empresa.test`,
    id,
  ])
  await em.execute(
    `insert into billing_invoices (company_id, detail, users, connections, queues, value, due_date)
     values (?, 'Plano 1', 3, 3, 10, 30, ?::date)`,
    [id, due],
  )
  const admin = await createUser(testApp, { companyId: id, profile: 'admin' })
  return { id, admin, due }
}

async function signIn(user: TestUser, viewport = { width: 1280, height: 720 }): Promise<Page> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto(`${testApp.url}/login`)
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Senha', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  return page
}

/** Stripe's `checkout.session.completed` for a session, signed with the endpoint's secret. */
async function notifyStripe(sessionId: string, amountCents: number): Promise<Response> {
  const body = JSON.stringify({
    id: `evt_${sessionId}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        amount_total: amountCents,
        payment_status: 'paid',
        created: Math.floor(Date.now() / 1000),
      },
    },
  })
  const t = Math.floor(Date.now() / 1000)
  return fetch(`${testApp.url}/api/billing/notifications/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': `t=${t},v1=${signStripePayload(webhookSecret, t, body)}`,
    },
    body,
  })
}

/** Whether the page is wider than the window (a sideways scroll nobody wants). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** A locator's text with its spaces made plain (currency is written with a no-break space). */
const textOf = async (locator: ReturnType<Page['locator']>) =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ')

const slow = 120_000

describe('billing in the inbox', () => {
  it(
    'takes an overdue company from a refused screen to paying, and unlocks it when the payment is confirmed',
    async () => {
      const company = await companyWithInvoice(-3)
      const page = await signIn(company.admin)
      // Expired at login: the billing page with the notice naming the due date.
      await page.waitForURL(/\/financeiro$/)
      await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('expirou')

      // Any refused screen leads back here: one click (PAGAR) from paying.
      await page.goto(`${testApp.url}/tickets`)
      await page.waitForURL(/\/financeiro$/)
      const row = page.getByRole('row', { name: /Plano 1/ })
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
      const notified = await notifyStripe(`cs_e2e_${sessions}`, 3000)
      expect(notified.status).toBe(200)
      const [renewed] = await operatorEm(testApp).execute<{ due_date: string }[]>(
        `select to_char(due_date, 'YYYY-MM-DD') as due_date from companies where id = ?`,
        [company.id],
      )
      expect(renewed!.due_date > company.due).toBe(true)
      await page
        .getByText(`Pagamento confirmado! Sua licença vai até ${dayMonthYear(renewed!.due_date)}.`)
        .waitFor()
      expect(new URL(page.url()).pathname).toBe('/financeiro')
      await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 })

      // Unlocked: the tickets stay open, and the invoice is paid.
      const ticketsServed = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/tickets' && response.status() === 200,
      )
      await page.goto(`${testApp.url}/tickets`)
      await ticketsServed
      await page.getByRole('tab', { name: /Atendendo/ }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/tickets')
      await page.goto(`${testApp.url}/financeiro`)
      await expect
        .poll(() => page.getByRole('row', { name: /Plano 1/ }).getAttribute('data-state'))
        .toBe('paid')
      expect(
        await page
          .getByRole('row', { name: /Plano 1/ })
          .getByRole('button')
          .count(),
      ).toBe(0)
      await page.context().close()
    },
    slow,
  )

  it(
    'shows /subscription and the invoices usable on a phone and on wide screens',
    async () => {
      const company = await companyWithInvoice(10)
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        const page = await signIn(company.admin, viewport)
        await page.waitForURL(/\/tickets/)
        await page.goto(`${testApp.url}/subscription`)
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

        await page.goto(`${testApp.url}/financeiro`)
        const row = page.getByRole('row', { name: /Plano 1/ })
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
