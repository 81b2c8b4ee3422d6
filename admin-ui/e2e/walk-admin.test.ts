import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  brokenButtonLabels,
  horizontalOverflow,
  layoutSizes,
  reachable,
  unreachableControls,
} from '../../agent-ui/e2e/layout-check.ts'
import { TEST_ADMIN } from '../../core/src/testing/index.ts'
import {
  browser,
  COMPANY_ADMIN,
  login,
  loginOnScreen,
  PLAIN_USER,
  screenshots,
  sql,
  testApp,
  withBackOffice,
} from './back-office.ts'

/**
 * What the walk of every screen found in the back office (issue 23, items 10, 12, 14): dates told
 * in the user's language and the company's time zone, an attendant's first screen that helps, and
 * the kernel's pages first in the menu; and every menu page and form at the three sizes a team
 * uses (item 12: 1280×720, 1440×900 and a 390×844 phone, the phone in Portuguese and in English):
 * never scrolling sideways, the screen's key actions (add, export, a row's edit, save) on screen or
 * reachable by scrolling down, compact rows instead of a table on a phone, and a confirmation
 * dialog that fits.
 */

withBackOffice()

/** Opens a page of the back office signed in as `user`, in `language` (react-admin's stored locale). */
async function openAs(
  user: { email: string; password: string },
  language: 'pt' | 'en',
  viewport: { width: number; height: number },
  timezoneId?: string,
): Promise<Page> {
  const page = await (await browser.newContext({ viewport, timezoneId })).newPage()
  await page.addInitScript(
    (locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)),
    language,
  )
  await login(page, user)
  return page
}

describe('the back office after the walk', { timeout: 120_000 }, () => {
  let connectionId: number

  beforeAll(async () => {
    // A due date (a calendar day) and a moment late in the UTC day, in a company that counts its
    // days in Tokyo (UTC+9): the browser's zone (the machine's) would show another day.
    await sql.query(`update companies set due_date = '2030-03-04' where id = 1`)
    await sql.query(
      `insert into company_settings (company_id, key, value, created_at, updated_at)
       values (1, 'timeZone', 'Asia/Tokyo', now(), now())`,
    )
    const { rows } = await sql.query(
      `insert into connections (company_id, name, channel, provider, status, session_stopped, options, created_at, updated_at)
       values (1, 'Loja', 'whatsapp', 'baileys', 'DISCONNECTED', true, '{}', now(), '2026-11-27T20:30:00Z') returning id`,
    )
    connectionId = rows[0].id
  })

  it("tells dates in the user's language and times in the company's zone, on a phone and a desktop", async () => {
    const runs = [
      {
        language: 'en',
        viewport: { width: 390, height: 844 },
        due: '03/04/2030',
        updated: '11/28/2026 05:30',
      },
      {
        language: 'pt',
        viewport: { width: 1280, height: 720 },
        due: '04/03/2030',
        updated: '28/11/2026 05:30',
      },
    ] as const
    for (const { language, viewport, due, updated } of runs) {
      const page = await openAs(TEST_ADMIN, language, viewport)
      await page.goto(`${testApp.url}/admin/#/companies`)
      await page.getByText(due).first().waitFor()
      await page.goto(`${testApp.url}/admin/#/connections`)
      const row = page.locator(viewport.width === 390 ? 'li' : 'tr').filter({ hasText: 'Loja' })
      if (viewport.width > 390) await row.getByText(updated).waitFor()
      expect(connectionId).toBeGreaterThan(0)
      await page.context().close()
    }
  })

  it('shows an attendant that the back office is for administrators, with the way to the inbox and out', async () => {
    const page = await openAs(PLAIN_USER, 'en', { width: 390, height: 844 })
    const refusals: string[] = []
    page.on('response', (response) => {
      if (response.status() === 403) refusals.push(response.url())
    })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.reload()
    const home = page.getByTestId('attendant-home')
    await home.getByRole('heading', { name: 'The back office is for administrators' }).waitFor()
    expect(await page.getByTestId('no-permission').count()).toBe(0)
    expect(await home.getByRole('link', { name: 'Go to the inbox' }).getAttribute('href')).toBe('/')
    await home.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL(/#\/login/)
    expect(refusals).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("lists the kernel's pages first, in the specification's order, and the plugins' panels after them", async () => {
    // Through the login screen: the menu first renders before the permissions have loaded.
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    await loginOnScreen(page, TEST_ADMIN)
    const menu = page.getByRole('menuitem')
    await page.getByRole('menuitem', { name: 'Conexões' }).waitFor()
    const names = (await menu.allInnerTexts()).map((name) => name.trim())
    const core = ['Conexões', 'Filas', 'Usuários', 'Contatos', 'Etiquetas', 'Respostas rápidas']
    const plugins = ['Informativos', 'Vídeos de ajuda']
    for (const name of [...core, 'Empresas', 'Planos', 'Configurações', ...plugins])
      expect(names, name).toContain(name)
    const positions = (list: string[]) => list.map((name) => names.indexOf(name))
    expect(positions(core)).toEqual([...positions(core)].sort((a, b) => a - b))
    expect(names.indexOf('Empresas')).toBeGreaterThan(names.indexOf('Respostas rápidas'))
    expect(names.indexOf('Configurações')).toBeGreaterThan(names.indexOf('Planos'))
    expect(Math.min(...positions(plugins))).toBeGreaterThan(names.indexOf('Configurações'))
    expect(failures).toEqual([])
    await page.context().close()
  })

  it('shows each plugin panel in the menu with the icon its plugin declared', async () => {
    const page = await openAs(TEST_ADMIN, 'pt', { width: 1280, height: 720 })
    // A production build drops MUI's data-testid: an icon is told by its drawing.
    const drawingOf = (name: string) =>
      page.getByRole('menuitem', { name }).locator('svg path').first().getAttribute('d')
    await page.getByRole('menuitem', { name: 'Vídeos de ajuda' }).waitFor()
    // helps declares 'help', announcements 'announcement' (plugins/*/src/index.ts).
    expect(await drawingOf('Vídeos de ajuda')).toBe(muiIconDrawing('Help'))
    expect(await drawingOf('Informativos')).toBe(muiIconDrawing('Announcement'))
    await page.context().close()
  })

  it('names every control of the schedule form apart, in the language of the page', async () => {
    for (const language of ['pt', 'en'] as const) {
      const page = await openAs(COMPANY_ADMIN, language, { width: 1280, height: 720 })
      await page.goto(`${testApp.url}/admin/#/schedules/create`)
      const form = page.locator('form')
      await form.getByRole('button', { name: language === 'pt' ? 'Salvar' : 'Save' }).waitFor()
      const snapshot = await form.ariaSnapshot()
      const names = [
        ...snapshot.matchAll(/- (button|combobox|textbox|spinbutton|checkbox|switch) "([^"]*)"/g),
      ].map(([, role, name]) => `${role} ${name}`)
      const repeated = names.filter((name, index) => names.indexOf(name) !== index)
      expect(repeated, snapshot).toEqual([])
      // The contact's and the attendant's pickers each say what they open.
      expect(names.filter((name) => name.startsWith('button ')).length).toBeGreaterThanOrEqual(2)
      await page.context().close()
    }
  })

  it("places the calendar's schedules on the company's day and time, whatever the browser's zone", async () => {
    const { rows } = await sql.query(
      `insert into contacts (company_id, name, number, created_at, updated_at)
       values (1, 'Cliente de Tóquio', '5511900000123', now(), now()) returning id`,
    )
    // The 10th of this month at 20:30 UTC: the 11th at 05:30 in Tokyo, the 10th at 17:30 in São Paulo.
    const now = new Date()
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`
    await sql.query(
      `insert into schedules (company_id, body, contact_id, send_at, status, created_at, updated_at)
       values (1, 'Lembrete', $1, $2, 'PENDENTE', now(), now())`,
      [rows[0].id, `${month}-10T20:30:00Z`],
    )
    const page = await openAs(COMPANY_ADMIN, 'pt', { width: 1280, height: 720 }, 'America/Sao_Paulo')
    await page.goto(`${testApp.url}/admin/#/schedules`)
    const event = page.getByTestId('calendar-event').filter({ hasText: 'Cliente de Tóquio' })
    await event.waitFor()
    expect(await event.innerText()).toContain('05:30 Cliente de Tóquio')
    expect(await page.locator(`[data-day="${month}-11"]`).getByTestId('calendar-event').count()).toBe(1)
    await page.context().close()
  })

  it('opens every menu page and its form at three sizes, as a company admin and as the super admin', {
    timeout: 900_000,
  }, async () => {
    const problems: string[] = []
    const runs = [
      ...layoutSizes.map((size) => ({ size, language: 'pt' as const })),
      { size: layoutSizes[2], language: 'en' as const },
    ]
    for (const user of [COMPANY_ADMIN, TEST_ADMIN]) {
      // The menu's pages, read at a desktop's width, where the menu is open.
      const desktop = await openAs(user, 'pt', { width: 1280, height: 720 })
      await desktop.getByRole('menuitem').nth(1).waitFor()
      const paths = (
        await desktop
          .getByRole('menuitem')
          .evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''))
      ).filter((href) => href.startsWith('#/') && href !== '#/')
      await desktop.context().close()
      expect(paths.length, user.email).toBeGreaterThan(5)
      for (const { size, language } of runs) {
        const page = await openAs(user, language, size)
        const failures: string[] = []
        page.on('pageerror', (error) => failures.push(error.message))
        page.on('console', (message) => {
          // A refused request is told with its address below.
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
            failures.push(message.text())
        })
        page.on('response', (response) => {
          if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
        })
        const forms: string[] = []
        for (const path of [...paths, ...forms]) {
          const where = `${user.email} ${size.name}px ${language} ${path}`
          await page.goto(`${testApp.url}/admin/${path}`)
          const titled = await page
            .waitForFunction(
              () => document.querySelector('#react-admin-title')?.textContent?.trim(),
              undefined,
              {
                timeout: 15_000,
              },
            )
            .then(() => true)
            .catch(() => false)
          if (!titled) problems.push(`${where}: no title in the app bar`)
          await page
            .waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, {
              timeout: 10_000,
            })
            .catch(() => undefined)
          const overflow = await horizontalOverflow(page)
          if (overflow.by > 0)
            problems.push(`${where}: scrolls ${overflow.by}px sideways (${overflow.culprits})`)
          for (const problem of await unreachableControls(page)) problems.push(`${where}: ${problem}`)
          for (const label of await brokenButtonLabels(page, 'body'))
            problems.push(`${where}: the button "${label}" breaks inside a word`)
          if (await titleIsCut(page)) problems.push(`${where}: the app bar's title is cut`)
          if (size.width >= 1280)
            for (const header of await wrappedHeaders(page))
              problems.push(`${where}: header "${header}" wraps`)
          const keys = await page.evaluate(() =>
            document.body.innerText.match(/\b(ra|atendo|resources)\.[a-z_]+\.[\w.]+/g),
          )
          if (keys) problems.push(`${where}: untranslated ${keys.join(', ')}`)
          const add = page.getByRole('link', { name: language === 'pt' ? 'Adicionar' : 'Create' })
          if (!path.endsWith('/create') && (await add.count()) > 0) {
            const problem = await reachable(add)
            if (problem) problems.push(`${where}: add ${problem}`)
            forms.push(`${path}/create`)
          }
          // On a phone a list is one compact row per record, not a table wider than the screen.
          if (size.width === 390 && (await page.locator('table:visible').count()) > 0)
            problems.push(`${where}: shows a table`)
          if (user === TEST_ADMIN) {
            for (const action of keyActions(page, path, language)) {
              // A list's rows come after its toolbar: wait for the action before measuring it.
              await action
                .first()
                .waitFor({ timeout: 10_000 })
                .catch(() => undefined)
              const problem = await reachable(action)
              if (problem) problems.push(`${where}: ${action} ${problem}`)
            }
            const screenshot = screenshotOf(path, size.width, language)
            if (screenshot) await page.screenshot({ path: `${screenshots}${screenshot}` })
          }
        }
        if (user === TEST_ADMIN)
          problems.push(...(await landingAndDialogProblems(page, `${size.name}px ${language}`)))
        problems.push(
          ...failures.map((failure) => `${user.email} ${size.name}px ${language}: console: ${failure}`),
        )
        await page.context().close()
      }
    }
    expect(problems).toEqual([])
  })
})

/** The path an MUI icon draws (its first), read from the package the back office bundles. */
function muiIconDrawing(name: string): string | undefined {
  const file = new URL(`../../node_modules/@mui/icons-material/esm/${name}.js`, import.meta.url)
  const source = readFileSync(fileURLToPath(file), 'utf8')
  return source.match(/d: "([^"]+)"/)?.[1]
}

/** Whether the app bar's title is cut (an ellipsis or clipped letters). */
function titleIsCut(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const title = document.querySelector<HTMLElement>('#react-admin-title')
    // Wider than its box (one line with an ellipsis) or taller (more lines than it shows).
    return title
      ? title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1
      : false
  })
}

/** The visible column headers whose name lies on more than one line. */
function wrappedHeaders(page: Page): Promise<string[]> {
  return page.locator('thead th').evaluateAll((headers) =>
    headers.flatMap((header) => {
      if ((header as HTMLElement).offsetParent === null) return []
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(text)
        const tops = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        )
        if (tops.size > 1) return [(header as HTMLElement).innerText.trim()]
      }
      return []
    }),
  )
}

/** The key actions' names in the two languages walked. */
const actionNames = {
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

/** A screen's key actions besides its add button (checked by the walk for every list). */
function keyActions(page: Page, path: string, language: 'pt' | 'en') {
  const names = actionNames[language]
  const screen = path.replace(/^#\//, '')
  if (screen.endsWith('/create')) return [page.getByRole('button', { name: names.save })]
  // The lists with records in the walk's company (it has no queue yet: its empty state is walked).
  if (['companies', 'plans', 'users'].includes(screen))
    return [page.getByRole('button', { name: names.export }), page.getByRole('link', { name: names.edit })]
  if (screen === 'schedules') return [page.getByRole('button', { name: names.week, exact: true })]
  if (screen === 'settings') return [page.getByRole('tab').first()]
  return []
}

/** The screenshots docs/screens.md shows, taken by the walk: the phone in Portuguese, the plans at 1440. */
function screenshotOf(path: string, width: number, language: 'pt' | 'en'): string | undefined {
  const screen = path.replace(/^#\//, '')
  if (width === 1440 && screen === 'plans') return 'admin-plans.png'
  if (width !== 390 || language !== 'pt') return undefined
  const phone: Record<string, string> = {
    companies: 'layout-admin-companies-phone.png',
    plans: 'layout-admin-plans-phone.png',
    connections: 'layout-admin-connections-phone.png',
    'plans/create': 'layout-admin-plan-form-phone.png',
  }
  return phone[screen]
}

/** The start page and a confirmation dialog (a user's delete) at the page's size: inside the window. */
async function landingAndDialogProblems(page: Page, where: string): Promise<string[]> {
  const problems: string[] = []
  const { width } = page.viewportSize()!
  await page.goto(`${testApp.url}/admin/#/`)
  // The app bar's title hides on a phone: any heading on screen tells the start page is there.
  await page.locator('h1:visible, h2:visible').first().waitFor()
  const overflow = await horizontalOverflow(page)
  if (overflow.by > 0)
    problems.push(`${where} start page: scrolls ${overflow.by}px sideways (${overflow.culprits})`)
  for (const problem of await unreachableControls(page)) problems.push(`${where} start page: ${problem}`)
  await page.goto(`${testApp.url}/admin/#/users/1`)
  const language =
    (await page.evaluate(() => localStorage.getItem('RaStore.locale'))) === '"en"' ? 'en' : 'pt'
  await page.getByRole('button', { name: actionNames[language].delete }).click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  const box = await dialog.boundingBox()
  if (!box || box.x < 0 || box.x + box.width > width)
    problems.push(`${where} delete dialog: outside the window (${JSON.stringify(box)})`)
  for (const problem of await unreachableControls(page, '[role="dialog"]'))
    problems.push(`${where} delete dialog: ${problem}`)
  await page.keyboard.press('Escape')
  return problems
}
