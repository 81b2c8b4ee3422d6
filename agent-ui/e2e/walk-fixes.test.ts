import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN } from '../../core/src/testing/index.ts'
import { type InboxHarness, startInboxHarness } from './inbox-harness.ts'
import { signInThroughApi, unreachableControls } from './layout-check.ts'

/**
 * Defects the walk of every screen found in the inbox (issue 23, items 12 and 15), in a real
 * Chromium against the real server: the composer's placeholder cut off on a phone, the login
 * page's brand beside its heading instead of over it, the top bar's volume slider drawn as the
 * browser's bare control, and the top bar's due date read in the browser's zone.
 */

let inbox: InboxHarness
let pendingUuid: string

beforeAll(async () => {
  inbox = await startInboxHarness()
  // A ticket waiting in the queue: its composer is closed and says how to open it.
  await inbox.inbound('5511987650011', 'Paula Placeholder', 'Bom dia, ainda estão abertos?')
  pendingUuid = await inbox.ticketUuidOf('5511987650011')
}, 180_000)

afterAll(async () => {
  await inbox?.close()
})

/**
 * The composer's placeholder against the room its box gives it: the height the placeholder's
 * text takes at the box's inner width (the same font, wrapping as a textarea wraps) and the inner
 * height it has. More needed than there is means the placeholder is cut off.
 */
function placeholderRoom(page: Page): Promise<{ placeholder: string; needed: number; room: number }> {
  return page.locator('.composer textarea').evaluate((area: HTMLTextAreaElement) => {
    const style = getComputedStyle(area)
    const px = (value: string) => Number.parseFloat(value) || 0
    const probe = document.createElement('div')
    probe.textContent = area.placeholder
    Object.assign(probe.style, {
      position: 'absolute',
      visibility: 'hidden',
      font: style.font,
      letterSpacing: style.letterSpacing,
      lineHeight: style.lineHeight,
      whiteSpace: 'pre-wrap',
      overflowWrap: 'break-word',
      width: `${area.clientWidth - px(style.paddingLeft) - px(style.paddingRight)}px`,
    })
    document.body.append(probe)
    const needed = probe.getBoundingClientRect().height
    probe.remove()
    return {
      placeholder: area.placeholder,
      needed,
      room: area.clientHeight - px(style.paddingTop) - px(style.paddingBottom),
    }
  })
}

/** The horizontal centre of an element's text (not its box: a block spans the whole card). */
function textCentre(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const box = range.getBoundingClientRect()
    return box.left + box.width / 2
  })
}

describe('the walk’s findings in the inbox', { timeout: 120_000 }, () => {
  it("fits the composer's placeholder at 390×844, closed and open", async () => {
    const context = await inbox.browser.newContext({ viewport: { width: 390, height: 844 } })
    await signInThroughApi(context, inbox.testApp.url, TEST_ADMIN)
    const page = await context.newPage()
    try {
      await page.goto(`${inbox.testApp.url}/tickets/${pendingUuid}`)
      await page.getByText('Bom dia, ainda estão abertos?').first().waitFor()
      const closed = await placeholderRoom(page)
      expect(closed.placeholder).toBe('Aceite ou reabra o ticket para responder')
      expect(closed.needed).toBeLessThanOrEqual(closed.room + 1)
      expect(await unreachableControls(page, '.composer')).toEqual([])

      await inbox.accept(page)
      const open = await placeholderRoom(page)
      expect(open.placeholder).toBe('Digite uma mensagem')
      expect(open.needed).toBeLessThanOrEqual(open.room + 1)
      expect(await unreachableControls(page, '.composer')).toEqual([])
      // Typed text still grows the box and goes out whole.
      await page.getByRole('textbox', { name: 'Digite uma mensagem' }).fill('Olá Paula, estamos sim!')
      await page.getByRole('button', { name: 'Enviar', exact: true }).click()
      await page.getByRole('log', { name: 'Mensagens' }).getByText('Olá Paula, estamos sim!').waitFor()
    } finally {
      await context.close()
    }
  })

  it("centres the login page's brand over its heading", async () => {
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      const context = await inbox.browser.newContext({ viewport })
      const page = await context.newPage()
      try {
        await page.goto(`${inbox.testApp.url}/login`)
        await page.getByRole('heading', { name: 'Entrar' }).waitFor()
        const brand = await textCentre(page, '.auth-brand')
        const heading = await textCentre(page, '.auth-title')
        expect(Math.abs(brand - heading)).toBeLessThanOrEqual(2)
      } finally {
        await context.close()
      }
    }
  })

  it("draws the volume slider in the top bar's colours, filled up to the volume", async () => {
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 720 } })
    await signInThroughApi(context, inbox.testApp.url, TEST_ADMIN)
    const page = await context.newPage()
    try {
      await page.goto(`${inbox.testApp.url}/tickets`)
      const slider = page.getByRole('slider', { name: 'Volume' })
      await slider.waitFor()
      const drawn = () =>
        slider.evaluate((input) => {
          const style = getComputedStyle(input)
          return {
            appearance: style.appearance,
            track: style.backgroundImage,
            level: style.getPropertyValue('--volume-level').trim(),
          }
        })
      const full = await drawn()
      expect(full.appearance).toBe('none')
      expect(full.track).toMatch(/^linear-gradient/)
      expect(full.level).toBe('100%')
      // Moved with the keyboard: five steps of 0.1 down, the fill follows.
      await slider.focus()
      for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowLeft')
      expect((await drawn()).level).toBe('50%')
      expect(await page.evaluate(() => localStorage.getItem('volume'))).toBe('0.5')
    } finally {
      await context.close()
    }
  })

  it("shows the company's due day in the top bar in the language's format, whatever the browser's zone", async () => {
    // Company 1 is due on 2999-12-31; read in São Paulo, new Date('2999-12-31') is the 30th.
    const context = await inbox.browser.newContext({
      viewport: { width: 1280, height: 720 },
      timezoneId: 'America/Sao_Paulo',
    })
    await signInThroughApi(context, inbox.testApp.url, TEST_ADMIN)
    const page = await context.newPage()
    try {
      await page.goto(`${inbox.testApp.url}/tickets`)
      await page.locator('.top-bar-due').getByText('Vencimento: 31/12/2999').waitFor()
    } finally {
      await context.close()
    }
  })
})
