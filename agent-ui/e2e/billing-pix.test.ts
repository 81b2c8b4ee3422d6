import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FakeProvider } from '../../plugins/billing/src/testing/index.ts'
import efiPlugin from '../../plugins/billing-efi/src/index.ts'
import {
  type EfiPki,
  fakeEfiCredentials,
  fakeEfiQrCode,
  makeEfiPki,
  startFakeEfi,
} from '../../plugins/billing-efi/src/testing/fake-efi.ts'
import {
  type BillingE2e,
  dayMonthYear,
  overflows,
  pausePageClock,
  startBillingE2e,
  textOf,
} from './billing-harness.ts'

/**
 * The PIX path of issue 20 in a real headless Chromium: Efí's API is a local HTTPS server that
 * answers only the client certificate of its CA, uploaded as the `.p12` the super admin stores.
 * An overdue company (the clock passed its due date) pays its invoice: the charge comes back as the
 * QR code and the copy-paste code, Efí's notification (its secret in the webhook URL) confirms it,
 * the toast names the renewed date and the user goes home 4 s later by the page's clock.
 */

const webhookSecret = 'efi-e2e-webhook-secret-0123456789'
let pki: EfiPki
let efi: FakeProvider
let billing: BillingE2e

beforeAll(async () => {
  pki = makeEfiPki()
  efi = await startFakeEfi(pki)
  billing = await startBillingE2e({
    providers: [efiPlugin],
    pluginConfig: { 'billing-efi': { apiBaseUrl: efi.url, trustedCaPem: pki.ca } },
    settings: {
      eficlientid: fakeEfiCredentials.clientId,
      eficlientsecret: fakeEfiCredentials.clientSecret,
      efichavepix: 'chave-pix-atendo',
      efiwebhooksecret: webhookSecret,
      paymentprovider: 'efi-pix',
    },
  })
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(pki.clientP12)]), 'producao.p12')
  const uploaded = await billing.superAdmin.post('/api/settings/cert-upload?ref=certificadoEfi', form)
  expect(uploaded.body).toEqual({ mensagem: 'Arquivo Anexado' })
})

afterAll(async () => {
  await billing?.close()
  await efi?.close()
})

/** Efí's PIX notification for a charge, posted to the webhook URL registered with the secret. */
function notifyEfi(txid: string, valor: string, secret = webhookSecret): Promise<Response> {
  const body = JSON.stringify({
    pix: [{ endToEndId: `E${txid}`, txid, valor, horario: billing.clock.now().toISOString() }],
  })
  return fetch(`${billing.testApp.url}/api/billing/notifications/efi-pix?hmac=${secret}&ignorar=`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
}

/** An overdue company signed in on /financeiro: its invoice written by the job, then the due date passed. */
async function overdueCompanyOnInvoices(viewport?: { width: number; height: number }) {
  const company = await billing.companyDueIn(2)
  await billing.moveDays(1)
  await billing.invoiceIssued(company.id, company.due)
  await billing.moveDays(3)
  const page = await billing.signIn(company.admin, viewport)
  // Expired at login: the invoices, with the notice naming the due date.
  await page.waitForURL(/\/financeiro$/)
  return { company, page }
}

/** From PAGAR on the invoice to the PIX payment screen, through the checkout's steps. */
async function payWithPix(page: Page, due: string) {
  const row = page.getByRole('row', { name: new RegExp(dayMonthYear(due)) })
  await expect.poll(() => row.getAttribute('data-state')).toBe('overdue')
  await row.getByRole('button', { name: /PAGAR/i }).click()
  const dialog = page.getByRole('dialog', { name: 'Pagamento' })
  const steps = dialog.getByRole('list', { name: 'Etapas do pagamento' })
  expect(await steps.locator('[aria-current="step"]').textContent()).toBe('Personalizar')
  await dialog.getByRole('button', { name: 'AVANÇAR' }).click()
  await dialog.getByRole('button', { name: 'PAGAR' }).click()
  // Back to Dados: the two enforced fields.
  expect(await steps.locator('[aria-current="step"]').textContent()).toBe('Dados')
  await dialog.getByLabel('Nome completo').fill('Ana Souza')
  await dialog.getByLabel('CPF/CNPJ').fill('123.456.789-01')
  await dialog.getByRole('button', { name: 'AVANÇAR' }).click()
  await dialog.getByRole('button', { name: 'AVANÇAR' }).click()
  await dialog.getByRole('button', { name: 'PAGAR' }).click()
  await dialog.getByRole('heading', { name: 'Pague com PIX' }).waitFor()
  return dialog
}

const slow = 120_000

describe('paying an invoice with PIX (Efí)', () => {
  it(
    'shows the QR code and copy-paste code of the charge, and unlocks the company on Efí’s notification',
    async () => {
      const { company, page } = await overdueCompanyOnInvoices()
      const dialog = await payWithPix(page, company.due)

      // The charge went to Efí over mutual TLS with the uploaded certificate, for the invoice's value.
      const cob = efi.received.findLast((request) => request.method === 'PUT')!
      expect(cob.clientCertificate).toBe('atendo-client')
      expect(JSON.parse(cob.body)).toMatchObject({
        valor: { original: '30.00' },
        chave: 'chave-pix-atendo',
        devedor: { cpf: '12345678901', nome: 'Ana Souza' },
      })
      expect(await textOf(dialog)).toContain('Valor a pagar: R$ 30,00')
      expect(await dialog.getByRole('img', { name: 'QR code PIX' }).getAttribute('src')).toBe(
        fakeEfiQrCode.imagemQrcode,
      )
      expect(await dialog.getByLabel('PIX copia e cola').inputValue()).toBe(fakeEfiQrCode.qrcode)

      // A notification without Efí's secret changes nothing; the real one confirms the payment.
      // The page's time stands still until moved: the 4 s to the redirect are counted by the test.
      await pausePageClock(page)
      const txid = cob.path.split('/').at(-1)!
      expect((await notifyEfi(txid, '30.00', 'forged-secret')).status).toBe(401)
      expect(await billing.dueDateOf(company.id)).toBe(company.due)
      expect(await (await notifyEfi(txid, '30.00')).json()).toMatchObject({ outcome: 'paid' })
      const renewed = await billing.dueDateOf(company.id)
      expect(renewed > billing.today()).toBe(true)
      await page.getByText(`Pagamento confirmado! Sua licença vai até ${dayMonthYear(renewed)}.`).waitFor()
      // Efí delivers again: nothing more happens.
      expect(await (await notifyEfi(txid, '30.00')).json()).toMatchObject({ outcome: 'replayed' })
      expect(await billing.dueDateOf(company.id)).toBe(renewed)

      // Home 4 s later, by the page's clock.
      await page.clock.runFor(3_500)
      expect(new URL(page.url()).pathname).toBe('/financeiro')
      await page.clock.runFor(600)
      await page.waitForURL((url) => url.pathname === '/')
      await page.clock.resume()
      await page.goto(`${billing.testApp.url}/tickets`)
      await page.getByRole('tab', { name: /Atendendo/ }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/tickets')
      await page.context().close()
    },
    slow,
  )

  it(
    'fits the PIX payment screen on a phone (390×844), and the copy button says Copiado for 1 s',
    async () => {
      const { company, page } = await overdueCompanyOnInvoices({ width: 390, height: 844 })
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      const dialog = await payWithPix(page, company.due)
      const qr = dialog.getByRole('img', { name: 'QR code PIX' })
      await qr.scrollIntoViewIfNeeded()
      expect(await qr.isVisible()).toBe(true)
      expect(await overflows(page)).toBe(false)
      const box = await dialog.boundingBox()
      expect(box!.width).toBeLessThanOrEqual(390)

      await pausePageClock(page)
      await dialog.getByRole('button', { name: 'Copiar código' }).click()
      await dialog.getByRole('button', { name: 'Copiado' }).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fakeEfiQrCode.qrcode)
      await page.clock.runFor(900)
      expect(await dialog.getByRole('button', { name: 'Copiado' }).count()).toBe(1)
      await page.clock.runFor(200)
      await dialog.getByRole('button', { name: 'Copiar código' }).waitFor()
      await page.context().close()
    },
    slow,
  )
})
