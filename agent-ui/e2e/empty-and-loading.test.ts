import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  createCompany,
  createUser,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../core/src/testing/index.ts'

/**
 * Issue 23 items 9 and 15 in a real headless Chromium: a fresh company's pages show the shared
 * empty state (its sentence and, where the user may act, the action that adds the first record),
 * and a page whose answer is held at the network edge shows the loading state — never the empty
 * one — until the data arrives.
 */

const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

let testApp: TestApp
let browser: Browser
let admin: TestUser

beforeAll(async () => {
  testApp = await startTestApp()
  const companyId = await createCompany(testApp)
  admin = await createUser(testApp, { companyId, profile: 'admin' })
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
})

afterAll(async () => {
  await browser?.close()
  await testApp?.close()
})

async function loggedIn(user: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const page = await context.newPage()
  await page.goto(`${testApp.url}/login`)
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Senha', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/tickets/)
  return page
}

describe('empty and loading states', () => {
  it('shows each empty page of a fresh company with its sentence and first action', async () => {
    const page = await loggedIn(admin)
    const empty = page.getByTestId('empty-state')

    // Tickets: nothing yet, and the sentence says where they come from.
    await expect.poll(() => empty.textContent()).toContain('Nenhum atendimento encontrado')
    expect(await empty.textContent()).toContain('quando um contato manda mensagem')

    // Contacts: the empty state's own button opens the new-contact dialog.
    await page.goto(`${testApp.url}/contacts`)
    await expect.poll(() => empty.textContent()).toContain('Nenhum contato encontrado')
    await page.screenshot({ path: `${screenshots}empty-contacts.png` })
    // One button of that name on the page: the header's add waits until there is a list.
    expect(await page.getByRole('button', { name: 'Adicionar contato' }).count()).toBe(1)
    await empty.getByRole('button', { name: 'Adicionar contato' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1)

    // To-do list: empty, with what goes here.
    await page.goto(`${testApp.url}/todolist`)
    await expect.poll(() => empty.textContent()).toContain('Nenhuma tarefa.')
    expect(await empty.textContent()).toContain('precisa lembrar de fazer')
    await page.context().close()
  }, 60_000)

  it('shows the loading state, not the empty one, until the contacts arrive', async () => {
    const api = await new ApiClient(testApp.url).login(admin)
    const created = await api.post('/api/contacts', { name: 'Marina Prado', number: '5521998765432' })
    expect(created.status).toBeLessThan(300)

    const page = await loggedIn(admin)
    // The contacts' answer is held at the network edge until the loading state has been seen.
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let held = 0
    await page.route('**/api/contacts?*', async (route) => {
      held++
      await released
      await route.continue()
    })
    await page.goto(`${testApp.url}/contacts`)
    await expect.poll(() => held).toBeGreaterThan(0)
    const loading = page.getByRole('status').filter({ hasText: 'Carregando...' })
    await expect.poll(() => loading.count()).toBe(1)
    expect(await page.getByTestId('empty-state').count()).toBe(0)

    release()
    await expect.poll(() => page.getByText('Marina Prado').count()).toBeGreaterThan(0)
    expect(await loading.count()).toBe(0)
    expect(await page.getByTestId('empty-state').count()).toBe(0)
    // With a list to show, the header offers the add action (once).
    expect(await page.getByRole('button', { name: 'Adicionar contato' }).count()).toBe(1)
    await page.context().close()
  }, 60_000)
})
