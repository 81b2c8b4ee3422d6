/// <reference lib="dom.iterable" />
// (Code run in the page, here and in agent-ui/e2e/layout-check.ts, walks DOM lists.)
/**
 * Walks both apps as a new team does (issue 23, item 15): on a running server, as the admin and as
 * an attendant, in Portuguese and English, at 1280×720, 1440×900 and 390×844, it opens the login
 * pages and every screen the menus lead to (the inbox's side menu, the back office's menu and each
 * list's create form), takes a screenshot of each and writes what a machine can tell is wrong:
 * sideways scrolling, controls out of reach, button labels broken mid-word, two controls with one
 * name, words of the other language, console errors and 4xx/5xx answers. The screenshots are for a
 * person to look at: clipped text, wrong empty states and uneven spacing need eyes.
 *
 *   WALK_URL=http://localhost:8080 ADMIN_EMAIL=… ADMIN_PASSWORD=… npx node scripts/walk-screens.ts
 *
 * WALK_OUT (a temp folder by default), WALK_ROLES (admin,attendant), WALK_LANGUAGES (pt,en) and
 * WALK_SIZES (1280,1440,390) narrow or move it. The first run sets up what a new team sets up first:
 * a queue, an attendant in it, an API connection and one customer's message (docs/screens.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import {
  brokenButtonLabels,
  horizontalOverflow,
  layoutSizes,
  unreachableControls,
} from '../agent-ui/e2e/layout-check.ts'
import { type Account, prepareTeam } from './walk-team.ts'
import { otherLanguageWords, repeatedControlNames } from './walk-texts.ts'

const base = (process.env.WALK_URL ?? 'http://localhost:8080').replace(/\/$/, '')
const out = process.env.WALK_OUT ?? join(tmpdir(), 'atendo-walk')
const pick = (variable: string, all: string[]) => process.env[variable]?.split(',') ?? all
const roles = pick('WALK_ROLES', ['admin', 'attendant'])
const languages = pick('WALK_LANGUAGES', ['pt', 'en']) as ('pt' | 'en')[]
const sizes = layoutSizes.filter((size) => pick('WALK_SIZES', ['1280', '1440', '390']).includes(size.name))

interface Finding {
  role: string
  language: string
  size: string
  screen: string
  problem: string
}
const findings: Finding[] = []
/** The browser's own language matches the one chosen, as a Brazilian team's browsers would. */
const browserLocale = { pt: 'pt-BR', en: 'en-US' }
/**
 * The addresses each role's menus led to at the first size: a phone keeps its menu closed (and
 * the back office does not draw it then), so the later sizes walk the same screens.
 */
const walked = new Map<string, Set<string>>()
const remembered = (key: string, found: Set<string>) => {
  const known = walked.get(key)
  if (known) for (const path of known) found.add(path)
  walked.set(key, found)
  return found
}

/** Signs a browser in through the API, as the login screen does: the session cookies both apps share. */
async function signIn(context: BrowserContext, account: Account) {
  const answer = await context.request.post(`${base}/api/auth/login`, { data: account })
  if (!answer.ok()) throw new Error(`login of ${account.email} answered ${answer.status()}`)
}

/**
 * What shows that an app has drawn: its menu once signed in, a password field on a login page, the
 * back office's content (on a phone it draws no menu). A page that never draws one is a finding of
 * its own (a blank or broken screen), caught by the checks.
 */
const drawn =
  '#main-menu a, .RaMenuItemLink-root, #main-content > *, input[type="password"], [data-testid="access-denied"]'

/**
 * The loading states of both apps: the inbox's LoadingState and its older `.loading` spinners,
 * react-admin's progress bars.
 */
const loading = '.loading-state, .loading, .MuiLinearProgress-root, .MuiCircularProgress-root'
/** How long a screen may show a loading state before it is a finding ("loading forever"). */
const loadingLimit = 10_000

/**
 * Waits for a screen to settle: drawn, its requests answered and no loading state left. Returns
 * false when a loading state is still there after `loadingLimit`.
 */
async function settle(page: Page): Promise<boolean> {
  await page
    .locator(drawn)
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => undefined)
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined)
  return page
    .locator(loading)
    .first()
    .waitFor({ state: 'hidden', timeout: loadingLimit })
    .then(
      () => true,
      () => false,
    )
}

/** The addresses a menu leads to, read from the page (the menus differ by role and plan). */
async function menuLinks(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [...new Set(hrefs.filter((href) => href && !href.startsWith('http') && !href.includes('logout')))]
}

/** Everything wrong a machine can see on the screen now, with where it was. */
async function check(page: Page, where: Omit<Finding, 'problem'>, language: 'pt' | 'en', events: string[]) {
  const add = (problem: string) => findings.push({ ...where, problem })
  const overflow = await horizontalOverflow(page)
  if (overflow.by > 0) add(`scrolls ${overflow.by}px sideways (${overflow.culprits.join(', ')})`)
  for (const problem of await unreachableControls(page)) add(problem)
  for (const label of await brokenButtonLabels(page, 'body')) add(`button "${label}" breaks inside a word`)
  for (const name of await repeatedControlNames(page)) add(`two controls named "${name}"`)
  for (const text of await otherLanguageWords(page, language)) add(`other language: "${text}"`)
  for (const event of events.splice(0)) add(event)
}

async function visit(
  page: Page,
  url: string,
  where: Omit<Finding, 'problem'>,
  language: 'pt' | 'en',
  events: string[],
) {
  try {
    await page.goto(url).catch((error: Error) => events.push(`navigation failed: ${error.message}`))
    if (!(await settle(page))) events.push(`still loading after ${loadingLimit / 1000} s`)
    await check(page, where, language, events)
    const file = where.screen.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'home'
    const folder = join(out, `${where.role}-${where.language}-${where.size}`)
    mkdirSync(folder, { recursive: true })
    await page.screenshot({ path: join(folder, `${file}.png`) })
  } catch (error) {
    // A screen that crashes the page (or closes it) is itself a finding; the walk goes on.
    findings.push({ ...where, problem: `the screen failed: ${(error as Error).message.split('\n')[0]}` })
  }
}

/** Console errors, uncaught exceptions and 4xx/5xx answers, kept until the next check. */
function listen(page: Page, events: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') events.push(`console error: ${message.text().slice(0, 200)}`)
  })
  page.on('pageerror', (error) => events.push(`exception: ${error.message.slice(0, 200)}`))
  page.on('response', (response) => {
    if (response.status() >= 400)
      events.push(`${response.status()} ${response.request().method()} ${response.url().replace(base, '')}`)
  })
}

const team = await prepareTeam(base)
const accounts: Record<string, Account> = { admin: team.admin, attendant: team.attendant }
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' })
try {
  for (const language of languages)
    for (const size of sizes) {
      // The login pages, as an anonymous visitor meets them.
      const anonymous = await browser.newContext({ viewport: size, locale: browserLocale[language] })
      await anonymous.addInitScript((chosen) => {
        localStorage.setItem('language', chosen)
        localStorage.setItem('RaStore.locale', JSON.stringify(chosen))
      }, language)
      const events: string[] = []
      const loginPage = await anonymous.newPage()
      listen(loginPage, events)
      const where = { role: 'anonymous', language, size: size.name }
      await visit(loginPage, `${base}/login`, { ...where, screen: '/login' }, language, events)
      await visit(loginPage, `${base}/admin/`, { ...where, screen: '/admin/login' }, language, events)
      await anonymous.close()

      for (const role of roles) {
        try {
          const context = await browser.newContext({ viewport: size, locale: browserLocale[language] })
          await context.addInitScript((chosen) => {
            localStorage.setItem('language', chosen)
            localStorage.setItem('RaStore.locale', JSON.stringify(chosen))
          }, language)
          await signIn(context, accounts[role])
          const page = await context.newPage()
          listen(page, events)
          const at = { role, language, size: size.name }
          await page.goto(`${base}/`)
          await settle(page)
          const inboxPaths = remembered(
            `${role} inbox`,
            new Set([
              '/',
              ...(await menuLinks(page, '#main-menu a[href^="/"]')).filter(
                (href) => !href.startsWith('/admin'),
              ),
              '/tickets',
              `/tickets/${team.ticketUuid}`,
              '/contacts/import',
            ]),
          )
          for (const path of inboxPaths)
            await visit(page, `${base}${path}`, { ...at, screen: path }, language, events)

          await page.goto(`${base}/admin/`)
          await settle(page)
          const adminPaths = remembered(
            `${role} back office`,
            new Set(['#/', ...(await menuLinks(page, 'a.RaMenuItemLink-root[href^="#/"]'))]),
          )
          for (const hash of adminPaths) {
            // The set grows while it is walked: forms found on lists are visited after the menu's pages.
            await visit(page, `${base}/admin/${hash}`, { ...at, screen: `/admin/${hash}` }, language, events)
            // A list's create form, when the role may add.
            for (const create of await menuLinks(page, 'a[href$="/create"]')) adminPaths.add(create)
          }
          await context.close()
        } catch (error) {
          // A crashed page or browser context ends this role's walk at this size, not the whole walk.
          const problem = `the walk of this role stopped: ${(error as Error).message.split('\n')[0]}`
          findings.push({ role, language, size: size.name, screen: '(walk)', problem })
        }
      }
    }
} finally {
  await browser.close().catch(() => undefined)
  // Written even when the walk stopped half-way (a browser that crashed): what it found so far.
  writeFindings()
}

function writeFindings() {
  mkdirSync(out, { recursive: true })
  // Named after what was walked, so walks of parts side by side (one per role or language) keep theirs.
  const walk = `${roles.join('+')}-${languages.join('+')}-${sizes.map((size) => size.name).join('+')}`
  writeFileSync(join(out, `findings-${walk}.json`), JSON.stringify(findings, null, 2))
  const lines = findings.map(
    (finding) =>
      `- ${finding.role} ${finding.language} ${finding.size} ${finding.screen}: ${finding.problem}`,
  )
  writeFileSync(
    join(out, `findings-${walk}.md`),
    `# Walk findings (${new Date().toISOString()})\n\n${lines.join('\n')}\n`,
  )
  console.log(`${findings.length} findings; screenshots and findings-${walk}.md in ${out}`)
}
