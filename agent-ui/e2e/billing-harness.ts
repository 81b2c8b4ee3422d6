import { type AtendoPlugin, type MovableClock, movableClock } from '@atendo/plugin-api'
import { type Browser, type BrowserContext, chromium, type Page, type WebSocket } from 'playwright-core'
import { expect } from 'vitest'
import {
  ApiClient,
  createCompany,
  createUser,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  type TestUser,
  waitFor,
} from '../../core/src/testing/index.ts'
import billingPlugin from '../../plugins/billing/src/index.ts'

const day = 86_400_000
/** The companies' zone (the default), where the inbox and the server count a licence's days. */
const zone = 'America/Sao_Paulo'

/** The calendar day of an instant in the companies' zone, YYYY-MM-DD. */
export const calendarDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant)
export const dayMonthYear = (isoDay: string) => isoDay.split('-').reverse().join('/')

/**
 * What the inbox's billing browser tests share: the real server with billing and the providers
 * given, one movable clock for the server (subscription expiry, invoice generation, signatures)
 * and for every browser page (Chromium's `Date` follows it), so a company becomes overdue because
 * time passes, not because a test writes an old date.
 */
export interface BillingE2e {
  testApp: TestApp
  clock: MovableClock
  superAdmin: ApiClient
  /** The product clock's day in the companies' zone. */
  today(): string
  /** That day plus `days`. */
  dayFromToday(days: number): string
  /** A company (MENSAL, plan 1: R$ 30,00, 3 users, 3 connections) due `days` from the clock's today, and its admin. */
  companyDueIn(days: number): Promise<{ id: number; admin: TestUser; due: string }>
  /** Moves the server's clock and every open page's by whole days; the timed jobs run meanwhile. */
  moveDays(days: number): Promise<void>
  /** Waits for the invoice generation job to have written the company's invoice for `due`. */
  invoiceIssued(companyId: number, due: string): Promise<void>
  /** The company's due date in the database. */
  dueDateOf(companyId: number): Promise<string>
  /** A fresh page (its own browser context) whose `Date` runs from the product clock's time. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>
  /** A new page signed in to the inbox as the user. */
  signIn(user: TestUser, viewport?: { width: number; height: number }): Promise<Page>
  close(): Promise<void>
}

export async function startBillingE2e(options: {
  providers: AtendoPlugin[]
  pluginConfig?: Record<string, unknown>
  /** Global settings the super admin sets (provider credentials, `paymentprovider`). */
  settings: Record<string, string>
}): Promise<BillingE2e> {
  // Noon in São Paulo (15:00 UTC): the same calendar day for the server's UTC check and the inbox.
  const clock = movableClock(new Date(`${calendarDay(new Date())}T15:00:00Z`))
  const testApp = await startTestApp({
    clock,
    plugins: [billingPlugin, ...options.providers],
    // The invoice job looks once a day, so moving the clock by days runs it once per day moved.
    pluginConfig: { billing: { generationEveryMs: day, leadDays: 10 }, ...options.pluginConfig },
  })
  const superAdmin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  for (const [key, value] of Object.entries(options.settings)) {
    const answer = await superAdmin.put(`/api/settings/${key}`, { value })
    expect(answer.status, `PUT /settings/${key}`).toBe(200)
  }
  const em = () => operatorEm(testApp)
  // The invoices' plan: R$ 30,00 a month for the custom plan's base terms (3 users, 3 connections).
  await em().execute(`update plans set amount = 30, users = 3, connections = 3 where id = 1`)
  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const contexts = new Set<BrowserContext>()
  const today = () => calendarDay(clock.now())
  async function newPage(viewport = { width: 1280, height: 720 }) {
    const context = await browser.newContext({ viewport })
    // The page's clock starts at the product's time and runs; moveDays jumps it with the server's.
    await context.clock.install({ time: clock.now() })
    contexts.add(context)
    context.on('close', () => contexts.delete(context))
    const page = await context.newPage()
    watchRealtime(page)
    return page
  }
  const dayFromToday = (days: number) =>
    new Date(Date.parse(`${today()}T00:00:00Z`) + days * day).toISOString().slice(0, 10)

  return {
    testApp,
    clock,
    superAdmin,
    today,
    dayFromToday,
    async companyDueIn(days) {
      const due = dayFromToday(days)
      const id = await createCompany(testApp, { dueDate: due })
      await em().execute(`update companies set recurrence = 'MENSAL', email = ? where id = ?`, [
        `financeiro${id}@empresa.test`,
        id,
      ])
      const admin = await createUser(testApp, { companyId: id, profile: 'admin' })
      return { id, admin, due }
    },
    async moveDays(days) {
      await clock.advance(days * day)
      for (const context of contexts) await context.clock.setSystemTime(clock.now())
    },
    async invoiceIssued(companyId, due) {
      await waitFor(async () => {
        const rows = await em().execute<{ total: string }[]>(
          `select count(*) as total from billing_invoices where company_id = ? and due_date = ?::date`,
          [companyId, due],
        )
        return Number(rows[0]!.total) === 1
      })
    },
    async dueDateOf(companyId) {
      const [row] = await em().execute<{ due_date: string }[]>(
        `select to_char(due_date, 'YYYY-MM-DD') as due_date from companies where id = ?`,
        [companyId],
      )
      return row!.due_date
    },
    newPage,
    async signIn(user, viewport) {
      const page = await newPage(viewport)
      await page.goto(`${testApp.url}/login`)
      await page.getByLabel('E-mail').fill(user.email)
      await page.getByLabel('Senha', { exact: true }).fill(user.password)
      await page.getByRole('button', { name: 'Entrar' }).click()
      return page
    },
    async close() {
      await browser.close()
      await testApp.close()
    },
  }
}

/** Whether the page is wider than the window (a sideways scroll nobody wants). */
export const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** A locator's text with its spaces made plain (currency is written with a no-break space). */
export const textOf = async (locator: ReturnType<Page['locator']>) =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ')

/** Each page's latest realtime WebSocket, and whether socket.io moved its connection onto it. */
const realtimeOf = new WeakMap<Page, { socket: WebSocket; carries: boolean }>()

function watchRealtime(page: Page): void {
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/socket.io/')) return
    const realtime = { socket, carries: false }
    realtimeOf.set(page, realtime)
    // A connection starts on HTTP polling and moves to its WebSocket once the server answers the
    // probe ("3probe"); "40…" is a namespace joined on it directly.
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload)
      if (text === '3probe' || text.startsWith('40')) realtime.carries = true
    })
  })
}

/** Whether the page's realtime connection is up (not closed, nor waiting to reconnect). */
function realtimeConnected(page: Page): boolean {
  const realtime = realtimeOf.get(page)
  return realtime?.carries === true && !realtime.socket.isClosed()
}

/**
 * Stops the page's clock (a second ahead of its time now), so what the page does later, such as
 * the redirect 4 s after a payment, happens only when `page.clock.runFor` moves it; `resume` lets
 * it run again. Then makes sure the page's realtime socket is connected, so an event sent next
 * reaches it: after `moveDays` the socket's last ping looks days old to it, its next emit closes
 * it, and its reconnection waits on a timer, which a paused clock never rings: likely how the
 * payment's toast was lost in one CI run of six. The clock moves in quarter seconds until then.
 */
export async function pausePageClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1_000)
  await waitFor(
    async () => {
      if (realtimeConnected(page)) return true
      await page.clock.runFor(250)
      return false
    },
    30_000,
    50,
  )
}
