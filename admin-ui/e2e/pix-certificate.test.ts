import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createUser,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
} from '../../core/src/testing/index.ts'
import billingPlugin from '../../plugins/billing/src/index.ts'
import efiPlugin from '../../plugins/billing-efi/src/index.ts'
import { makeEfiPki } from '../../plugins/billing-efi/src/testing/fake-efi.ts'

/**
 * The back office's PIX certificate tab (administration.md §2 Settings, §5 PIX certificate) in a
 * real headless Chromium against the real server with the Efí plugin: the spec's refusals (no
 * file, not a .p12, a .p12 name on something that is not one) and a real bundle, made with
 * openssl by Efí's test helper, stored by POST /settings/cert-upload?ref=certificadoEfi. A company
 * admin has no such tab.
 */

let testApp: TestApp
let browser: Browser
let bundle: Buffer

beforeAll(async () => {
  // A real bundle (no passphrase), as Efí's panel hands it out.
  bundle = makeEfiPki().clientP12
  testApp = await startTestApp({ plugins: [billingPlugin, efiPlugin] })
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
})

afterAll(async () => {
  await browser?.close()
  await testApp?.close()
})

async function signIn(user: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  await page.goto(`${testApp.url}/admin/`)
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel(/^Senha/).fill(user.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/admin\/#\/$/)
  await page.goto(`${testApp.url}/admin/#/settings`)
  await page.getByRole('tab', { name: 'Opções' }).waitFor()
  return page
}

const stored = async () =>
  operatorEm(testApp).execute<{ ref: string; file_name: string }[]>(
    'select ref, file_name from billing_efi_certificates',
  )

describe('PIX certificate tab', { timeout: 120_000 }, () => {
  it("refuses what the spec refuses and stores the super admin's .p12", async () => {
    const page = await signIn(TEST_ADMIN)
    await page.getByRole('tab', { name: 'Certificado PIX' }).click()
    const send = page.getByRole('button', { name: 'Enviar' })
    const picker = page.getByLabel('Escolher arquivo')

    await send.click()
    await page.getByText('Escolha um arquivo!').waitFor()

    await picker.setInputFiles({
      name: 'certificado.pem',
      mimeType: 'application/x-pem-file',
      buffer: bundle,
    })
    await send.click()
    await page.getByText('Use somente arquivos em formato p12!').waitFor()

    // A .p12 name on something else: the server reads it and refuses it the same way.
    await page.getByText('Use somente arquivos em formato p12!').waitFor({ state: 'detached' })
    await picker.setInputFiles({
      name: 'falso.p12',
      mimeType: 'application/x-pkcs12',
      buffer: Buffer.from('not a certificate'),
    })
    await send.click()
    await page.getByText('Use somente arquivos em formato p12!').waitFor()
    expect(await stored()).toEqual([])

    await picker.setInputFiles({ name: 'producao.p12', mimeType: 'application/x-pkcs12', buffer: bundle })
    expect(await page.getByText('producao.p12').count()).toBe(1)
    await send.click()
    await page.getByText('Arquivo Anexado').waitFor()
    expect(await stored()).toEqual([{ ref: 'certificadoEfi', file_name: 'producao.p12' }])
    await page.context().close()
  })

  it('is not offered to a company admin', async () => {
    const admin = await createUser(testApp, { companyId: 1, profile: 'admin' })
    const page = await signIn(admin)
    expect(await page.getByRole('tab', { name: 'Certificado PIX' }).count()).toBe(0)
    await page.context().close()
  })
})
