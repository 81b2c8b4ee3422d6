import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN } from '../../core/src/testing/index.ts'
import { fakeFacebookUser } from '../../plugins/channel-meta/src/testing/fake-graph.ts'
import { type MetaTestApp, startMetaTestApp } from '../../plugins/channel-meta/src/testing/meta-test-app.ts'

/**
 * The connections page's social login (administration.md §2 Connections, §7 POST /facebook) in a
 * real Chromium: the page loads Meta's SDK from the configured address (here the fake Graph API's
 * stand-in that defines `window.FB`), FB.login answers a user token, and the server exchanges it
 * with the fake Graph API and creates the page connections the list then shows.
 */

let meta: MetaTestApp
let browser: Browser

async function login(page: Page) {
  await page.goto(`${meta.testApp.url}/admin/`)
  await page.getByLabel('E-mail').fill(TEST_ADMIN.email)
  await page.getByLabel(/^Senha/).fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/admin\/#\/$/)
}

beforeAll(async () => {
  meta = await startMetaTestApp()
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
})

afterAll(async () => {
  await browser?.close()
  await meta?.close()
})

describe('Facebook login on the connections page', { timeout: 90_000 }, () => {
  it('creates one connection per page, then the linked Instagram account', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
    await login(page)
    await page.goto(`${meta.testApp.url}/admin/#/connections`)
    await page.getByRole('button', { name: 'Conectar Facebook' }).click()
    await page.getByRole('cell', { name: 'Loja Centro', exact: true }).waitFor()
    await page.getByRole('cell', { name: 'Loja Norte', exact: true }).waitFor()

    // The SDK was initialised with the app id and asked for Messenger's permissions.
    const fake = await page.evaluate(
      () =>
        (window as unknown as { fakeFacebook: { init: { appId: string }; scopes: string[] } }).fakeFacebook,
    )
    expect(fake.init.appId).toBe('1234567890')
    expect(fake.scopes[0]).toBe('pages_show_list,pages_messaging,pages_manage_metadata,pages_read_engagement')
    // The server exchanged the dialog's token for a long-lived one.
    const exchange = meta.graph.callsTo('GET', /^oauth\/access_token$/)
    expect(exchange.at(-1)?.query.get('fb_exchange_token')).toBe(fakeFacebookUser.token)
    expect(meta.graph.callsTo('GET', new RegExp(`^${fakeFacebookUser.id}/accounts$`))).toHaveLength(1)
    const created = await meta.rows<{ name: string; channel: string }>(
      `select name, channel from connections where company_id = 1 order by name`,
    )
    expect(created).toEqual([
      { name: 'Loja Centro', channel: 'facebook' },
      { name: 'Loja Norte', channel: 'facebook' },
    ])

    // Instagram: the pages are taken already, the linked Instagram account becomes a connection.
    await page.getByRole('button', { name: 'Conectar Instagram' }).click()
    await page.getByRole('cell', { name: '@lojacentro', exact: true }).waitFor()
    const scopes = await page.evaluate(
      () => (window as unknown as { fakeFacebook: { scopes: string[] } }).fakeFacebook.scopes,
    )
    expect(scopes[1]).toContain('instagram_manage_messages')
    const instagram = await meta.rows<{ channel: string }>(
      `select channel from connections where company_id = 1 and name = '@lojacentro'`,
    )
    expect(instagram).toEqual([{ channel: 'instagram' }])
  })
})
