import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  createUser,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
} from '../../core/src/testing/index.ts'

/**
 * The back office's Contacts page in a real headless Chromium against the real server: a company
 * admin puts a contact in an attendant's wallet (docs/automations.md, Wallets) and the API reads
 * the owner back; the list shows the owner; the page fits a phone and the two desktop sizes.
 */

const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

let testApp: TestApp
let browser: Browser
let api: ApiClient
let contactId: number

beforeAll(async () => {
  testApp = await startTestApp()
  api = await new ApiClient(testApp.url).login(TEST_ADMIN)
  await createUser(testApp, { name: 'Bruno Carteira' })
  const contact = await api.post('/api/contacts', { name: 'Maria Carteira', number: '5511988887777' })
  expect(contact.status).toBe(201)
  contactId = contact.body.id
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
})

afterAll(async () => {
  await browser?.close()
  await testApp?.close()
})

async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage()
  await page.goto(`${testApp.url}/admin/`)
  await page.getByLabel('E-mail').fill(TEST_ADMIN.email)
  await page.getByLabel(/^Senha/).fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/admin\/#\/$/)
  return page
}

/** Whether the page is wider than the window (a sideways scroll nobody wants). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

describe("the back office's contacts", { timeout: 120_000 }, () => {
  it("sets a contact's wallet owner, shown in the list and read back by the API", async () => {
    const page = await signedIn({ width: 1280, height: 720 })
    await page.goto(`${testApp.url}/admin/#/contacts/${contactId}`)
    const owner = page.getByRole('combobox', { name: 'Responsável pela carteira' })
    await owner.click()
    await page.getByRole('option', { name: 'Bruno Carteira' }).click()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/contacts$/)
    const row = page.getByRole('row').filter({ hasText: 'Maria Carteira' })
    await expect.poll(() => row.getByText('Bruno Carteira').count()).toBe(1)
    await page.screenshot({ path: `${screenshots}admin-contacts.png` })

    // The browser's sign-in ended the API client's session: sign in again to read.
    api = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const saved = await api.get(`/api/contacts/${contactId}`)
    const [bruno] = (await api.get('/api/users/?searchParam=Bruno')).body.users ?? []
    expect(saved.body.walletUserId).toBe(bruno?.id)
    expect(saved.body).toMatchObject({ name: 'Maria Carteira', number: '5511988887777' })
    await page.context().close()
  })

  it('fits a phone and the two desktop sizes', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 720 },
      { width: 1440, height: 900 },
    ]) {
      const page = await signedIn(viewport)
      await page.goto(`${testApp.url}/admin/#/contacts`)
      await page.getByText('Maria Carteira').first().waitFor()
      expect(await overflows(page), `list at ${viewport.width}`).toBe(false)
      await page.goto(`${testApp.url}/admin/#/contacts/${contactId}`)
      const owner = page.getByRole('combobox', { name: 'Responsável pela carteira' })
      await owner.waitFor()
      await owner.scrollIntoViewIfNeeded()
      const box = (await owner.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      expect(await overflows(page), `edit at ${viewport.width}`).toBe(false)
      await page.context().close()
    }
  })

  it('keeps plain users out: no menu entry, the no-permission view', async () => {
    const plain = await createUser(testApp, { name: 'Paula Simples' })
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
    await page.goto(`${testApp.url}/admin/`)
    await page.getByLabel('E-mail').fill(plain.email)
    await page.getByLabel(/^Senha/).fill(plain.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.getByTestId('attendant-home').waitFor()
    expect(await page.getByRole('menuitem', { name: 'Contatos', exact: true }).count()).toBe(0)
    await page.goto(`${testApp.url}/admin/#/contacts`)
    await page.getByTestId('no-permission').waitFor()
    expect(await page.getByText('Maria Carteira').count()).toBe(0)
    await page.context().close()
  })
})
