/**
 * The agent inbox with big data, in headless Chromium against the real server serving the built
 * app: a profile user with 100,000 open and pending tickets, the newest of them holding 10,000
 * messages. Measures the first rows of the ticket list, infinite scroll through the list, opening
 * the big conversation and scrolling up through its older pages: long tasks (≥ 50 ms), the
 * longest gap between frames, DOM nodes (bounded when the lists are virtualised) and JS heap.
 *
 * Run: npm run bench:inbox   (builds agent-ui first; BENCH_SKIP_BUILD=1 to serve the existing build)
 * Settings: BENCH_TICKETS (100000), BENCH_MESSAGES (10000), BENCH_LIST_PAGES (50),
 * BENCH_MESSAGE_PAGES (all of them), BENCH_KEEP_DATABASE=1 to keep the database.
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { type CDPSession, chromium, type Page } from 'playwright-core'
import { buildApp } from '../core/src/app.ts'
import { loadConfig } from '../core/src/config.ts'
import { startServerProcess } from '../core/src/testing/server-process.ts'
import { createTestDatabase } from '../core/src/testing/test-database.ts'
import { generateInboxCompany, INBOX_AGENT } from './inbox-big-data-company.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const tickets = Number(process.env.BENCH_TICKETS ?? 100_000)
const messages = Number(process.env.BENCH_MESSAGES ?? 10_000)
const listPages = Number(process.env.BENCH_LIST_PAGES ?? 50)
const messagePages = Number(process.env.BENCH_MESSAGE_PAGES ?? Number.POSITIVE_INFINITY)
const phaseTimeoutMs = 120_000

/** What the page records for the benchmark, installed before the app's own scripts run. */
interface Probe {
  longTasks: { start: number; duration: number }[]
  events: { name: string; duration: number }[]
  maxFrameGap: number
}
declare global {
  interface Window {
    benchProbe: Probe
  }
}

function installProbe() {
  const probe: Probe = { longTasks: [], events: [], maxFrameGap: 0 }
  window.benchProbe = probe
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  // Event timing: input-to-next-paint of clicks and keys, the user's sense of responsiveness.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.events.push({ name: entry.name, duration: entry.duration })
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
  let last = 0
  const frame = (now: number) => {
    if (last > 0) probe.maxFrameGap = Math.max(probe.maxFrameGap, now - last)
    last = now
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

const round = (value: number) => Math.round(value * 10) / 10

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await run()
  console.error(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return result
}

/** Starts a phase: forgets earlier long tasks, events and frame gaps. */
async function resetProbe(page: Page) {
  await page.evaluate(() => {
    window.benchProbe.longTasks.length = 0
    window.benchProbe.events.length = 0
    window.benchProbe.maxFrameGap = 0
  })
}

/** Long tasks, slowest interaction and frame gap since the last reset, and the page's size now. */
async function phaseFigures(page: Page, cdp: CDPSession, list: string) {
  const probe = await page.evaluate((list) => {
    const { longTasks, events, maxFrameGap } = window.benchProbe
    const rows = document.querySelectorAll(`${list} [data-index]`).length
    return {
      longTasks: longTasks.map((task) => task.duration),
      slowestEventMs: Math.max(0, ...events.map((event) => event.duration)),
      maxFrameGap,
      rows,
      domNodes: document.getElementsByTagName('*').length,
    }
  }, list)
  await cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0
  return {
    longTasks: probe.longTasks.length,
    longTaskMaxMs: round(Math.max(0, ...probe.longTasks)),
    longTaskTotalMs: round(probe.longTasks.reduce((sum, duration) => sum + duration, 0)),
    maxFrameGapMs: round(probe.maxFrameGap),
    slowestInteractionMs: round(probe.slowestEventMs),
    renderedRows: probe.rows,
    domNodes: probe.domNodes,
    jsHeapUsedMb: round(metric('JSHeapUsedSize') / 1024 / 1024),
  }
}

/** Counts the API pages the app fetches, by path. */
function countResponses(page: Page) {
  const counts = { tickets: 0, messages: 0 }
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path === '/api/tickets') counts.tickets++
    else if (path.startsWith('/api/messages/')) counts.messages++
  })
  return counts
}

/**
 * Scrolls a list with the mouse wheel, as a user would, until `pages` more pages were fetched or
 * the list ends; `counter` tells how many pages were fetched so far.
 */
async function scrollThroughPages(
  page: Page,
  list: string,
  direction: 1 | -1,
  pages: number,
  counter: () => number,
) {
  const box = await page.locator(list).boundingBox()
  if (!box) throw new Error(`${list} is not on the page`)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  const first = counter()
  const started = performance.now()
  let stalledSince = performance.now()
  let seen = first
  while (counter() - first < pages && performance.now() - started < phaseTimeoutMs) {
    await page.mouse.wheel(0, direction * 600)
    await page.waitForTimeout(40)
    if (counter() !== seen) {
      seen = counter()
      stalledSince = performance.now()
    }
    // The end of the list: nothing more was fetched for 3 s of scrolling.
    if (performance.now() - stalledSince > 3000) break
  }
  return { pagesFetched: counter() - first, seconds: round((performance.now() - started) / 1000) }
}

async function main() {
  const machine = { cpus: cpus().length, loadAverageAtStart: loadavg().map(round) }
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    await timed('agent-ui build', async () => {
      const build = spawnSync('npm', ['run', 'build', '-w', '@atendo/agent-ui'], {
        cwd: root,
        encoding: 'utf8',
      })
      if (build.status !== 0) throw new Error(`agent-ui build failed:\n${build.stderr}`)
    })
  }
  const database = await createTestDatabase('atendo_bench_inbox')
  const dataDir = await mkdtemp(join(tmpdir(), 'atendo-bench-inbox-'))
  try {
    // Building the app applies every migration and seeds company 1.
    await timed('migrations', async () => {
      const app = await buildApp({
        // ROLE after validation, as `npm run migrate` does: as a setting it needs REDIS_URL.
        config: {
          ...loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'warn', PLUGINS: '' }),
          ROLE: 'worker',
        },
      })
      await app.stop()
    })
    const db = new pg.Client({ connectionString: database.url })
    await db.connect()
    const company = await timed(`${tickets} tickets, ${messages} messages`, () =>
      generateInboxCompany(db, { tickets, messages }),
    ).finally(() => db.end())

    const server = await startServerProcess({ DATABASE_URL: database.url, PLUGINS: '', DATA_DIR: dataDir })
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      await context.addInitScript(installProbe)
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Performance.enable')
      const fetched = countResponses(page)
      const ticketList = '[role="listbox"].ticket-list'
      const messageList = '[role="log"].message-list'
      const firstTicket = `${ticketList} [data-index="0"]`

      // Log in, then load /tickets afresh: the figure is the inbox's own start, assets cached.
      await page.goto(`${server.url}/login`)
      await page.getByLabel('E-mail').fill(INBOX_AGENT.email)
      await page.getByLabel('Senha', { exact: true }).fill(INBOX_AGENT.password)
      const loginStarted = performance.now()
      await page.getByRole('button', { name: 'Entrar' }).click()
      await page.locator(firstTicket).waitFor()
      const loginToRowsMs = performance.now() - loginStarted

      const navigationStarted = performance.now()
      await page.goto(`${server.url}/tickets`)
      await page.waitForFunction((selector) => document.querySelector(selector) !== null, firstTicket, {
        polling: 'raf',
      })
      const firstRowsMs = performance.now() - navigationStarted
      // The same moment on the page's clock (from navigation start, as the browser counts it).
      const firstRowsPageMs = await page.evaluate(() => performance.now())
      await page.waitForTimeout(500)
      const listOpened = await phaseFigures(page, cdp, ticketList)

      await resetProbe(page)
      const ticketPagesBefore = fetched.tickets
      const listScroll = await timed('ticket list scroll', () =>
        scrollThroughPages(page, ticketList, 1, listPages, () => fetched.tickets - ticketPagesBefore),
      )
      await page.waitForTimeout(300)
      const deepestTicketRow = await page.evaluate(
        (selector) =>
          Math.max(
            0,
            ...Array.from(document.querySelectorAll(`${selector} [data-index]`), (row) =>
              Number(row.getAttribute('data-index')),
            ),
          ) + 1,
        ticketList,
      )
      const listScrolled = await phaseFigures(page, cdp, ticketList)

      // Back to the top, then open the newest ticket (the big conversation) with a click.
      await page.locator(ticketList).evaluate((element) => {
        element.scrollTop = 0
      })
      await page.locator(firstTicket).waitFor()
      await resetProbe(page)
      const openStarted = performance.now()
      await page.locator(firstTicket).click()
      await page.locator(`${messageList} [data-index]`).first().waitFor()
      const firstMessagesMs = performance.now() - openStarted
      await page.waitForTimeout(500)
      const conversationOpened = await phaseFigures(page, cdp, messageList)

      await resetProbe(page)
      const messagePagesBefore = fetched.messages
      const conversationScroll = await timed('message list scroll', () =>
        scrollThroughPages(page, messageList, -1, messagePages, () => fetched.messages - messagePagesBefore),
      )
      await page.waitForTimeout(300)
      const loadedMessages = await page.locator(messageList).evaluate((element) => {
        element.scrollTop = element.scrollHeight
        return new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const indexes = Array.from(element.querySelectorAll('[data-index]'), (row) =>
                Number(row.getAttribute('data-index')),
              )
              resolve(Math.max(0, ...indexes) + 1)
            }, 100),
          ),
        )
      })
      const conversationScrolled = await phaseFigures(page, cdp, messageList)

      // A click while 10,000 messages and the long list are loaded: the composer's input.
      await resetProbe(page)
      await page.getByLabel('Digite uma mensagem').click()
      await page.keyboard.type('ok', { delay: 50 })
      await page.waitForTimeout(300)
      const typing = await phaseFigures(page, cdp, messageList)

      const result = {
        benchmark: 'agent-inbox-big-data',
        date: new Date().toISOString(),
        machine: { ...machine, loadAverageAtEnd: loadavg().map(round) },
        data: { open: company.open, pending: company.pending, bigTicketMessages: company.messages },
        ticketList: {
          loginToFirstRowsMs: Math.round(loginToRowsMs),
          navigationToFirstRowsMs: Math.round(firstRowsMs),
          navigationToFirstRowsPageClockMs: Math.round(firstRowsPageMs),
          opened: listOpened,
          scroll: { ...listScroll, deepestTicketRow, ...listScrolled },
        },
        conversation: {
          // Includes the app's deliberate 500 ms delay before fetching a chosen ticket.
          clickToFirstMessagesMs: Math.round(firstMessagesMs),
          opened: conversationOpened,
          scrollUp: { ...conversationScroll, loadedMessages, ...conversationScrolled },
          typing,
        },
      }
      console.log(JSON.stringify(result, null, 2))
    } finally {
      await browser.close()
      await server.stop()
    }
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === '1') console.error(`database kept: ${database.url}`)
    else await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
