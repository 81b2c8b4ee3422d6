import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, TEST_ADMIN } from '../../core/src/testing/index.ts'
import { type InboxHarness, startInboxHarness } from './inbox-harness.ts'

/**
 * Issue 23 item 16 in a real headless Chromium: what another client changes through the API
 * reaches a screen already open, through the socket event that invalidates its cached query,
 * without a reload (a mark left on the page's window survives).
 */

let harness: InboxHarness

beforeAll(async () => {
  harness = await startInboxHarness()
}, 120_000)

afterAll(async () => {
  await harness?.close()
})

/** Leaves a mark on the page's window, gone if the page reloads. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }))
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true)

describe('live invalidation from socket events', () => {
  it('shows a help video the platform admins add while the helps page is open', async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await harness.login(page, harness.agent)
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Ajuda' }).click()
    await page.waitForURL(/\/helps$/)
    // The list has arrived (cards or the empty state), not the loading state.
    await page.locator('.help-list, [data-testid="empty-state"]').first().waitFor()
    await markPage(page)

    const title = `Como encerrar um atendimento ${randomBytes(2).toString('hex')}`
    const superAdmin = await new ApiClient(harness.testApp.url).login(TEST_ADMIN)
    const created = await superAdmin.post('/api/helps', {
      title,
      description: 'Encerrar e avaliar',
      video: 'abc',
    })
    expect(created.status).toBe(201)

    await page.getByRole('button', { name: new RegExp(title) }).waitFor()
    expect(await stillSamePage(page)).toBe(true)
    await context.close()
  }, 60_000)

  it('offers, in the open new-ticket dialog, a contact another client creates and then renames', async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await harness.login(page, harness.agent)
    await page.getByRole('button', { name: 'Novo ticket' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Novo ticket' })
    const marker = `Zq${randomBytes(3).toString('hex')}`
    await dialog.getByLabel('Contato').fill(marker)
    // The search has been answered: nobody has that name yet.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)))
      .toContainEqual(expect.stringContaining(`searchParam=${marker}`))
    expect(await dialog.getByRole('list', { name: 'Contato' }).count()).toBe(0)
    await markPage(page)

    const admin = await new ApiClient(harness.testApp.url).login(TEST_ADMIN)
    const created = await admin.post('/api/contacts', { name: `Lívia ${marker}`, number: '5521987650001' })
    expect(created.status).toBeLessThan(300)
    const option = dialog.getByRole('list', { name: 'Contato' }).getByRole('button')
    await expect.poll(() => option.allTextContents()).toEqual([`Lívia ${marker} (5521987650001)`])

    const id = (created.body as { id: number }).id
    const renamed = await admin.put(`/api/contacts/${id}`, { name: `Lívia Torres ${marker}` })
    expect(renamed.status).toBeLessThan(300)
    await expect.poll(() => option.allTextContents()).toEqual([`Lívia Torres ${marker} (5521987650001)`])
    expect(await stillSamePage(page)).toBe(true)
    await context.close()
  }, 60_000)
})
