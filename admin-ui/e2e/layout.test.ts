import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type InboxHarness, startInboxHarness } from '../../agent-ui/e2e/inbox-harness.ts'
import {
  brokenButtonLabels,
  horizontalOverflow,
  layoutSizes,
  reachable,
  signInThroughApi,
  unreachableControls,
} from '../../agent-ui/e2e/layout-check.ts'
import { TEST_ADMIN } from '../../core/src/testing/index.ts'

/**
 * The back office at the three sizes a team uses (issue 23, item 12): 1280×720, 1440×900 and a
 * 390×844 phone. On every main list and form the page never scrolls sideways, and the screen's
 * key actions (add, export, a row's edit, save) are on screen or reachable by scrolling down. On the
 * phone, lists are compact rows (no table), checked in Portuguese and in English; a confirmation
 * dialog fits every size.
 */

const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

let inbox: InboxHarness

// Starting the server and Chromium takes long on a busy machine.
beforeAll(async () => {
  inbox = await startInboxHarness()
}, 180_000)

afterAll(async () => {
  await inbox?.close()
})

interface Screen {
  path: string
  /** What tells the screen has loaded. */
  ready: (page: Page) => ReturnType<Page['getByRole']>
  /** Its key actions. */
  actions: (page: Page) => ReturnType<Page['getByRole']>[]
  /** Saved to docs/screenshots at phone width in Portuguese, for docs/screens.md. */
  screenshot?: string
}

/** The key actions' names in the two languages checked: pt-BR (the default) and English. */
const names = {
  pt: {
    add: 'Adicionar',
    export: 'Exportar',
    edit: 'Editar',
    save: 'Salvar',
    delete: 'Excluir',
    week: 'Semana',
  },
  en: { add: 'Create', export: 'Export', edit: 'Edit', save: 'Save', delete: 'Delete', week: 'Week' },
}
type Language = keyof typeof names
const languageOf = new WeakMap<Page, Language>()
const named = (page: Page) => names[languageOf.get(page) ?? 'pt']

const add = (page: Page) => page.getByRole('link', { name: named(page).add })
const exportButton = (page: Page) => page.getByRole('button', { name: named(page).export })
const edit = (page: Page) => page.getByRole('link', { name: named(page).edit })
const save = (page: Page) => page.getByRole('button', { name: named(page).save })

const list = (path: string, extra: (page: Page) => ReturnType<Page['getByRole']>[] = () => []): Screen => ({
  path,
  ready: add,
  actions: (page) => [add(page), exportButton(page), ...extra(page)],
})
const form = (path: string): Screen => ({ path, ready: save, actions: (page) => [save(page)] })

const screens: Screen[] = [
  // The app bar's title hides on a phone: any heading on screen tells the landing page is there.
  { path: '', ready: (page) => page.locator('h1:visible, h2:visible'), actions: () => [] },
  { ...list('companies', (page) => [edit(page)]), screenshot: 'layout-admin-companies-phone.png' },
  { ...list('plans', (page) => [edit(page)]), screenshot: 'layout-admin-plans-phone.png' },
  list('users', (page) => [edit(page)]),
  list('queues', (page) => [edit(page)]),
  // Lists without an export of their own.
  {
    path: 'connections',
    ready: add,
    actions: (page) => [add(page)],
    screenshot: 'layout-admin-connections-phone.png',
  },
  { path: 'tags', ready: add, actions: (page) => [add(page)] },
  { path: 'quick-messages', ready: add, actions: (page) => [add(page)] },
  // The calendar's month/week switch was cut off on a phone (scripts/walk-screens.ts).
  {
    path: 'schedules',
    ready: add,
    actions: (page) => [add(page), page.getByRole('button', { name: named(page).week, exact: true })],
  },
  form('companies/create'),
  { ...form('plans/create'), screenshot: 'layout-admin-plan-form-phone.png' },
  form('users/create'),
  form('queues/create'),
  form('connections/create'),
  form('quick-messages/create'),
  {
    path: 'settings',
    ready: (page) => page.getByRole('tab').first(),
    actions: (page) => [page.getByRole('tab').first()],
  },
]

describe('the back office at three sizes', { timeout: 360_000 }, () => {
  it('never scrolls sideways and keeps every key action reachable', async () => {
    const problems: string[] = []
    const phone = layoutSizes.find((size) => size.width === 390)!
    const runs = [
      ...layoutSizes.map((size) => ({ size, language: 'pt' as Language })),
      // English's labels are longer than Portuguese's in places: the phone once more in English.
      { size: phone, language: 'en' as Language },
    ]
    for (const { size, language } of runs) {
      // A browser per size, as a phone is not a resized desktop: react-admin keeps the menu's
      // open state in the page's storage, and a desktop's open menu covers a phone's screen.
      const context = await inbox.browser.newContext({ viewport: size })
      try {
        await signInThroughApi(context, inbox.testApp.url, TEST_ADMIN)
        const page = await context.newPage()
        // The back office keeps its access token in its own storage: sign it in as its login screen would.
        const answer = await context.request.post(`${inbox.testApp.url}/api/auth/login`, { data: TEST_ADMIN })
        const { token } = (await answer.json()) as { token: string }
        await page.addInitScript(
          ({ signedIn, locale }) => {
            localStorage.setItem('atendo-admin-token', signedIn)
            // react-admin's store, where its language menu keeps the choice.
            localStorage.setItem('RaStore.locale', JSON.stringify(locale))
          },
          { signedIn: token, locale: language },
        )
        languageOf.set(page, language)
        for (const screen of screens) {
          await page.goto(`${inbox.testApp.url}/admin/#/${screen.path}`)
          const where = `${size.name}px ${language} /${screen.path}`
          // A screen that never shows what tells it loaded is one problem; the others are still checked.
          const shown = await screen
            .ready(page)
            .first()
            .waitFor({ timeout: 15_000 })
            .then(() => true)
            .catch(() => false)
          if (!shown) {
            problems.push(`${where}: never showed ${screen.ready(page)}`)
            continue
          }
          const overflow = await horizontalOverflow(page)
          if (overflow.by > 0)
            problems.push(
              `${where}: the page scrolls ${overflow.by}px sideways (${overflow.culprits.join(', ')})`,
            )
          for (const action of screen.actions(page)) {
            // The list's rows come after its toolbar: wait for the action before measuring it.
            await action
              .first()
              .waitFor({ timeout: 10_000 })
              .catch(() => undefined)
            const problem = await reachable(action)
            if (problem) problems.push(`${where}: ${action} ${problem}`)
          }
          // On a phone a list is one compact row per record, not a table wider than the screen.
          if (size.width === 390 && (await page.locator('table:visible').count()) > 0)
            problems.push(`${where}: shows a table`)
          for (const problem of await unreachableControls(page)) problems.push(`${where}: ${problem}`)
          for (const label of await brokenButtonLabels(page, 'body'))
            problems.push(`${where}: the button "${label}" breaks inside a word`)
          if (size.width === 390 && language === 'pt' && screen.screenshot)
            await page.screenshot({ path: `${screenshots}${screen.screenshot}` })
          if (size.width === 1440 && screen.path === 'plans')
            await page.screenshot({ path: `${screenshots}admin-plans.png` })
        }
        // A dialog fits the window too: the delete confirmation of a user's edit page.
        await page.goto(`${inbox.testApp.url}/admin/#/users/1`)
        await page.getByRole('button', { name: named(page).delete }).click()
        const dialog = page.getByRole('dialog')
        await dialog.waitFor()
        const box = await dialog.boundingBox()
        if (!box || box.x < 0 || box.x + box.width > size.width)
          problems.push(
            `${size.name}px ${language} delete dialog: outside the window (${JSON.stringify(box)})`,
          )
        for (const problem of await unreachableControls(page, '[role="dialog"]'))
          problems.push(`${size.name}px ${language} delete dialog: ${problem}`)
        await page.keyboard.press('Escape')
      } finally {
        await context.close()
      }
    }
    expect(problems).toEqual([])
  })
})
