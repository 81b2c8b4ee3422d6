import type { BrowserContext, Locator, Page } from 'playwright-core'
import { ApiClient } from '../../core/src/testing/index.ts'
import type { Credentials } from './inbox-harness.ts'

/** The three sizes both apps must be usable at (issue 23, item 12). */
export const layoutSizes = [
  { name: '1280', width: 1280, height: 720 },
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const

/**
 * Signs a browser context in through the API: the session cookies a login sets, handed to the
 * context, so both apps start logged in without typing (and one login serves every screen).
 */
export async function signInThroughApi(context: BrowserContext, url: string, user: Credentials) {
  const client = await new ApiClient(url).login(user)
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url })))
}

/**
 * How far the page scrolls sideways (the document wider than the window means a screen
 * overflows), and the outermost elements that stick out, to tell where.
 */
export function horizontalOverflow(page: Page): Promise<{ by: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    const by = root.scrollWidth - window.innerWidth
    const culprits: string[] = []
    if (by > 0)
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        if (culprits.length >= 3) break
        if (element.getBoundingClientRect().right <= window.innerWidth + 1) continue
        if (
          element.parentElement &&
          element.parentElement.getBoundingClientRect().right > window.innerWidth + 1
        )
          continue
        culprits.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
      }
    return { by, culprits }
  })
}

/**
 * What keeps controls out of a user's reach, run in the page: placed right of the window, or cut
 * off by an ancestor that hides its overflow. Scrolling down is fine, and so is a row that
 * scrolls sideways on its own (a wide table, a board's columns): the page itself never does.
 * Controls not drawn (closed menus, visually hidden inputs) are skipped.
 */
function controlProblems(controls: Element[]): string[] {
  const problems: string[] = []
  for (const control of controls) {
    const box = control.getBoundingClientRect()
    const style = getComputedStyle(control)
    if (box.width <= 2 || box.height <= 2 || style.visibility === 'hidden' || Number(style.opacity) === 0)
      continue
    const name =
      control.getAttribute('aria-label') ||
      (control as HTMLElement).innerText?.trim().slice(0, 40) ||
      control.getAttribute('name') ||
      control.tagName.toLowerCase()
    let problem: string | undefined
    let scrolledRow = false
    for (
      let parent = control.parentElement;
      parent && !problem && !scrolledRow;
      parent = parent.parentElement
    ) {
      if (parent === document.body || parent === document.documentElement) break
      const overflow = getComputedStyle(parent).overflowX
      if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollWidth > parent.clientWidth + 1)
        scrolledRow = true
      else if (overflow === 'hidden' || overflow === 'clip') {
        const frame = parent.getBoundingClientRect()
        if (box.left < frame.left - 1 || box.right > frame.right + 1)
          problem = `"${name}" cut off by its container`
      }
    }
    if (!problem && !scrolledRow && (box.left < -1 || box.right > window.innerWidth + 1))
      problem = `"${name}" off screen sideways (${Math.round(box.left)}–${Math.round(box.right)} of ${window.innerWidth})`
    if (problem) problems.push(problem)
  }
  return problems
}

const controls = ':is(button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"])'

/** The controls of a part of the page a user cannot reach (see controlProblems). */
export function unreachableControls(page: Page, scope = 'body'): Promise<string[]> {
  return page.locator(`${scope} ${controls}`).evaluateAll(controlProblems)
}

/** Why a key action cannot be reached, if it cannot: not visible, or see controlProblems. */
export async function reachable(locator: Locator): Promise<string | undefined> {
  const element = locator.first()
  if (!(await element.isVisible())) return 'not visible'
  const [problem] = await element.evaluateAll(controlProblems)
  return problem
}

/**
 * Buttons whose label wraps inside a word ("Enviar" as "Envi/ar"): one of their texts lies on
 * more lines than it has words.
 */
export function brokenButtonLabels(page: Page, scope: string): Promise<string[]> {
  return page.locator(`${scope} button`).evaluateAll((buttons) => {
    const broken: string[] = []
    for (const button of buttons as HTMLElement[]) {
      if (button.offsetParent === null) continue
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const words = (node.textContent ?? '').trim().split(/\s+/).filter(Boolean).length
        if (words === 0) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const tops: number[] = []
        for (const rect of range.getClientRects())
          if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top)
        if (tops.length > words) broken.push(button.innerText.trim())
      }
    }
    return broken
  })
}
