import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Credentials, type InboxHarness, startInboxHarness } from './inbox-harness.ts'

/**
 * The inbox and the back office share one session per browser (issue 23, item 1): one sign-in
 * opens both (the inbox's Administração links need no second login), a sign-in in either does not
 * end the other, one logout ends both and the other app says so; a sign-in in another browser
 * still ends this browser's session (the single-session rule), and both apps say why.
 */

let inbox: InboxHarness
let admin: Credentials

beforeAll(async () => {
  inbox = await startInboxHarness()
  admin = await inbox.seed.user({ companyId: 1, name: 'Gestora', profile: 'admin' })
})

afterAll(async () => {
  await inbox?.close()
})

const backOfficeTitle = (page: Page) => page.getByRole('heading', { name: 'Atendo · Administração' }).first()

async function backOfficeLogin(page: Page, user: Credentials) {
  await page.goto(`${inbox.testApp.url}/admin/`)
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel(/^Senha/).fill(user.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await backOfficeTitle(page).waitFor()
}

/** The inbox still answers as logged in: a reload lands on the tickets, not the login page. */
async function expectInboxAlive(page: Page) {
  await page.reload()
  await page.getByRole('button', { name: 'Menu do usuário' }).waitFor()
  expect(new URL(page.url()).pathname).toBe('/tickets')
}

describe('one session for the inbox and the back office', { timeout: 90_000 }, () => {
  it('opens the back office from the inbox without a second login, and back', async () => {
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    try {
      await inbox.login(page, admin)
      await page.getByRole('link', { name: 'Conexões' }).click()
      await page.waitForURL(/\/admin\/#\/connections/)
      await page.getByRole('cell', { name: 'Conectado' }).waitFor()
      await expect(page.getByLabel(/^Senha/).count()).resolves.toBe(0)

      // A second tab of the inbox still works with the same session.
      const second = await context.newPage()
      await second.goto(`${inbox.testApp.url}/tickets`)
      await expectInboxAlive(second)
      // And the back office tab still works after the inbox refreshed the shared cookie.
      await page.goto(`${inbox.testApp.url}/admin/#/queues`)
      await page.getByRole('link', { name: 'Adicionar' }).first().waitFor()
      const sessions = await inbox.sql.query(
        'select count(*)::int as live from user_sessions where user_id = $1 and revoked_at is null',
        [(admin as Credentials & { id: number }).id],
      )
      expect(sessions.rows[0].live).toBe(1)
    } finally {
      await context.close()
    }
  })

  it('keeps the inbox when the same browser signs in at /admin/, and one logout ends both with a notice', async () => {
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const inboxPage = await context.newPage()
    const adminPage = await context.newPage()
    try {
      await inbox.login(inboxPage, admin)
      // The back office's own login form, in the same browser: the inbox's session is kept.
      await adminPage.goto(`${inbox.testApp.url}/admin/`)
      await backOfficeTitle(adminPage).waitFor()
      await adminPage.evaluate(() => localStorage.removeItem('atendo-admin-token'))
      await adminPage.context().clearCookies({ name: 'atendo_session' })
      await backOfficeLogin(adminPage, admin)
      await expectInboxAlive(inboxPage)

      // Logging out of the back office ends the inbox's session too, and the inbox says so.
      await adminPage.getByRole('button', { name: 'Perfil' }).click()
      await adminPage.getByRole('menuitem', { name: 'Sair' }).click()
      await adminPage.getByLabel('E-mail').waitFor()
      await inboxPage.waitForURL(/\/login$/)
      await expect
        .poll(() => inboxPage.getByRole('alert').filter({ hasText: 'Sessão encerrada.' }).count())
        .toBeGreaterThan(0)
      // Opening the back office again asks for a login (the shared session is gone).
      await adminPage.goto(`${inbox.testApp.url}/admin/#/queues`)
      await adminPage.getByLabel('E-mail').waitFor()
    } finally {
      await context.close()
    }
  })

  it('speaks the language chosen in either app in both', async () => {
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    try {
      await inbox.login(page, admin)
      // English in the inbox's avatar menu: the back office opens in English.
      await page.getByRole('button', { name: 'Menu do usuário' }).click()
      await page.getByRole('menuitemradio', { name: 'English' }).click()
      await page.getByRole('button', { name: 'User menu' }).waitFor()
      await page.goto(`${inbox.testApp.url}/admin/#/users`)
      await page.getByRole('menuitem', { name: 'Users' }).waitFor()
      // Español in the back office's language menu: the inbox follows, after a logout too.
      await page.getByRole('button', { name: 'English' }).click()
      await page.getByRole('menuitem', { name: 'Español' }).click()
      await page.getByRole('menuitem', { name: 'Usuarios' }).waitFor()
      await page.goto(`${inbox.testApp.url}/tickets`)
      await page.getByRole('button', { name: 'Menú del usuario' }).waitFor()
      await page.goto(`${inbox.testApp.url}/admin/`)
      await page.getByRole('button', { name: 'Perfil' }).click()
      await page.getByRole('menuitem', { name: 'Salir' }).click()
      await page.getByLabel(/^Contraseña/).waitFor()
    } finally {
      await context.close()
    }
  })

  it("ends another browser's session on login, and both of its apps say why", async () => {
    const first = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const other = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    try {
      const inboxPage = await first.newPage()
      await inbox.login(inboxPage, admin)
      const adminPage = await first.newPage()
      await adminPage.goto(`${inbox.testApp.url}/admin/`)
      await backOfficeTitle(adminPage).waitFor()

      await inbox.login(await other.newPage(), admin)

      const elsewhere = 'Sua conta foi acessada em outro computador.'
      await inboxPage.waitForURL(/\/login$/)
      await expect
        .poll(() => inboxPage.getByRole('alert').filter({ hasText: elsewhere }).count())
        .toBeGreaterThan(0)
      await adminPage.getByLabel('E-mail').waitFor()
      await expect
        .poll(() => adminPage.getByRole('alert').filter({ hasText: elsewhere }).count())
        .toBeGreaterThan(0)
    } finally {
      await first.close()
      await other.close()
    }
  })
})
