import { fileURLToPath } from 'node:url'
import { definePlugin } from '@atendo/plugin-api'
import pg from 'pg'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { hashPassword } from '../../core/src/kernel/auth/passwords.ts'
import { startTestApp, type TestApp } from '../../core/src/testing/index.ts'
import announcementsPlugin from '../../plugins/announcements/src/index.ts'
import channelApiPlugin from '../../plugins/channel-api/src/index.ts'
import channelWhatsAppPlugin from '../../plugins/channel-whatsapp/src/index.ts'
import helpsPlugin from '../../plugins/helps/src/index.ts'

/**
 * What the back office's browser tests share: the real server (with the helps, announcements and
 * channel plugins and one of a per-user permission) serving the built app, a plain user and a
 * company admin in company 1, a SQL client to check what was saved, and a headless Chromium. Each
 * test file gets its own (`withBackOffice()`), so the browser project's workers run them side by side.
 */

/** A plugin with a per-user permission of its own, which the user form shows beside core's switches. */
const widgetsPlugin = definePlugin({
  id: 'widgets',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ permissions }) {
    permissions.switch({
      key: 'useWidgets',
      default: false,
      label: 'Widgets',
      labels: { pt: 'Usar widgets' },
    })
  },
})

export const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
export const PLAIN_USER = { email: 'plain@atendo.test', password: 'Plain-Pass-123' }
export const COMPANY_ADMIN = { email: 'gerente@atendo.test', password: 'Gerente-Pass-123' }

// A 1x1 red PNG.
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)

// Set by withBackOffice's beforeAll; read by the tests once it has run (live module bindings).
export let testApp: TestApp
export let sql: pg.Client
export let browser: Browser

/** A calendar day `days` from today, as the browser's date input takes it. */
export function dayFromToday(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Signs in on the login screen, as a person does: for the tests about that screen. */
export async function loginOnScreen(page: Page, user: { email: string; password: string }) {
  await page.goto(`${testApp.url}/admin/`)
  await page.getByLabel('E-mail').fill(user.email)
  // The field's label starts with Senha; the eye beside it is named "Mostrar senha".
  await page.getByLabel(/^Senha/).fill(user.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/admin\/#\/$/)
}

/**
 * Signs in through the API from the page's own browser context, so the session's cookies (refresh,
 * session marker, media) land in it as the login screen leaves them, and puts the access token in
 * the back office's storage; then opens the start page. Where the login screen is not what is
 * tested, a test does not pay for it.
 */
export async function login(page: Page, user: { email: string; password: string }) {
  const answer = await page.context().request.post(`${testApp.url}/api/auth/login`, { data: user })
  if (!answer.ok()) throw new Error(`login failed: ${answer.status()} ${await answer.text()}`)
  const { token } = (await answer.json()) as { token: string }
  // Once per tab: after a logout the page must stay logged out, whatever it opens next.
  await page.addInitScript((signedIn) => {
    if (sessionStorage.getItem('e2e-signed-in')) return
    sessionStorage.setItem('e2e-signed-in', '1')
    localStorage.setItem('atendo-admin-token', signedIn)
  }, token)
  await page.goto(`${testApp.url}/admin/#/`)
}

/** Starts the server and Chromium before the file's tests and closes both after them. */
export function withBackOffice() {
  beforeAll(async () => {
    testApp = await startTestApp({
      plugins: [helpsPlugin, announcementsPlugin, channelApiPlugin, channelWhatsAppPlugin, widgetsPlugin],
    })
    sql = new pg.Client({ connectionString: testApp.database.url })
    await sql.connect()
    for (const [user, name, profile] of [
      [PLAIN_USER, 'Plain', 'user'],
      [COMPANY_ADMIN, 'Gerente', 'admin'],
    ] as const) {
      await sql.query(
        `insert into users (company_id, name, email, password_hash, profile, created_at, updated_at)
         values (1, $3, $1, $2, $4, now(), now())`,
        [user.email, await hashPassword(user.password), name, profile],
      )
    }
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
  })

  afterAll(async () => {
    await browser?.close()
    await sql?.end()
    await testApp?.close()
  })
}
