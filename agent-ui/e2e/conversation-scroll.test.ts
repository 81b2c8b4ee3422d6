import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type InboxHarness, startInboxHarness } from './inbox-harness.ts'

/**
 * The conversation's scrolling in a real Chromium against the real server (the behaviour a
 * virtualised message list must keep): it opens at the newest message, stays pinned to the bottom
 * while new messages arrive, and keeps the message the reader looks at in place when older ones
 * load above it.
 */

let inbox: InboxHarness

beforeAll(async () => {
  inbox = await startInboxHarness()
})

afterAll(async () => {
  await inbox?.close()
})

/** How far the list is from its bottom, in pixels. */
const distanceFromBottom = (list: Locator) =>
  list.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)

describe('conversation scrolling', () => {
  it('opens at the newest message, follows new ones at the bottom, and keeps its place as older ones load above', async () => {
    const number = '5511944443333'
    // More than two pages of history (the server pages messages 20 at a time).
    for (let index = 1; index <= 45; index++)
      await inbox.inbound(number, 'Cliente Rolagem', `Mensagem ${index}`)
    const uuid = await inbox.ticketUuidOf(number)
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    try {
      await inbox.login(page, inbox.agent)
      await page.goto(`${inbox.testApp.url}/tickets/${uuid}`)
      const list = page.getByRole('log', { name: 'Mensagens' })
      await list.getByText('Mensagem 45', { exact: true }).waitFor()
      await expect.poll(() => distanceFromBottom(list)).toBeLessThan(5)

      // A new message while at the bottom: the view follows it.
      await inbox.inbound(number, 'Cliente Rolagem', 'Mensagem 46')
      await list.getByText('Mensagem 46', { exact: true }).waitFor()
      await expect.poll(() => distanceFromBottom(list)).toBeLessThan(5)

      // Scrolled to the top, the next older page loads above; the message that was on top stays put.
      // The older page is held at the network edge until that message's place has been read.
      let release: () => void = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      let asked = 0
      await page.route('**/api/messages/*pageNumber=2*', async (route) => {
        asked++
        await released
        await route.continue()
      })
      await list.evaluate((element) => {
        element.scrollTop = 0
      })
      const oldestShown = list.getByText('Mensagem 26', { exact: true })
      await oldestShown.waitFor()
      await expect.poll(() => asked).toBe(1)
      const placeBefore = (await oldestShown.boundingBox())?.y
      expect(placeBefore).toBeDefined()
      release()
      await list.getByText('Mensagem 25', { exact: true }).waitFor({ state: 'attached' })
      await expect
        .poll(async () => Math.abs(((await oldestShown.boundingBox())?.y ?? 0) - (placeBefore ?? 0)))
        .toBeLessThan(5)
      expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(100)
    } finally {
      await context.close()
    }
  }, 90_000)
})
