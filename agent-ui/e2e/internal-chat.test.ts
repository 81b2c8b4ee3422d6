import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  createUser,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../core/src/testing/index.ts'
import internalChatPlugin from '../../plugins/internal-chat/src/index.ts'

/**
 * The internal chat in a real headless Chromium against the real server: two users chatting live
 * (the conversation, the top bar's pop-over and the drawer's dot), Enter sending and blanks not,
 * older messages as the list is scrolled to its top, and the two tabs of a narrow screen.
 */

let testApp: TestApp
let browser: Browser
let ana: TestUser
let bruno: TestUser

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [internalChatPlugin] })
  ana = await createUser(testApp, { name: 'Ana Lima' })
  bruno = await createUser(testApp, { name: 'Bruno Reis' })
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
})

afterAll(async () => {
  // Closing the browser closes every context (and their sockets) at once, before the server stops.
  await browser?.close()
  await testApp?.close()
})

async function loggedIn(user: TestUser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${testApp.url}/login`)
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Senha', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/tickets/)
  return page
}

const messagesOf = (page: Page) =>
  page.getByRole('list', { name: 'Mensagens da conversa' }).getByRole('listitem')
const composer = (page: Page) => page.getByRole('textbox', { name: 'Digite uma mensagem' })

describe('internal chat in the inbox', () => {
  it('lets two users chat live, with the unread count in the pop-over and the dot in the drawer', async () => {
    const anaPage = await loggedIn(ana)
    const brunoPage = await loggedIn(bruno)
    await expect
      .poll(() => brunoPage.getByRole('button', { name: 'Chats internos: 0 não lidas' }).count())
      .toBe(1)

    await anaPage.getByRole('navigation').getByRole('link', { name: 'Chat Interno' }).click()
    await anaPage.getByRole('button', { name: 'Nova conversa' }).click()
    const dialog = anaPage.getByRole('dialog', { name: 'Nova conversa' })
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect.poll(() => dialog.getByText('Obrigatório').count()).toBe(1)
    await expect.poll(() => dialog.getByText('Escolha ao menos um usuário').count()).toBe(1)
    await dialog.getByLabel('Título').fill('Plantão de sábado')
    await dialog.getByRole('checkbox', { name: 'Bruno Reis' }).check()
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await anaPage.waitForURL(/\/chats\/[0-9a-f-]{36}$/)
    const chatPath = new URL(anaPage.url()).pathname

    await composer(anaPage).fill('Olá, Bruno! Pode cobrir o turno?')
    await composer(anaPage).press('Enter')
    await expect.poll(() => messagesOf(anaPage).count()).toBe(1)
    // Blank messages are not sent.
    await composer(anaPage).fill('   ')
    await composer(anaPage).press('Enter')
    await expect.poll(() => composer(anaPage).inputValue()).toBe('   ')
    expect(await messagesOf(anaPage).count()).toBe(1)
    await composer(anaPage).fill('')

    // Bruno, on the tickets, hears of it at once: the pop-over's count and the drawer's dot.
    const popover = brunoPage.getByRole('button', { name: 'Chats internos: 1 não lidas' })
    await expect.poll(() => popover.count()).toBe(1)
    const drawerDot = brunoPage.getByRole('navigation').getByText('Há mensagens não lidas no chat interno')
    await expect.poll(() => drawerDot.count()).toBe(1)
    await popover.click()
    await brunoPage.getByRole('link', { name: /Plantão de sábado/ }).click()
    await brunoPage.waitForURL((url) => url.pathname === chatPath)
    await expect.poll(() => messagesOf(brunoPage).first().textContent()).toContain('Pode cobrir o turno?')
    // Opening the chat reads it.
    await expect
      .poll(() => brunoPage.getByRole('button', { name: 'Chats internos: 0 não lidas' }).count())
      .toBe(1)
    await expect.poll(() => drawerDot.count()).toBe(0)

    await composer(brunoPage).fill('Posso sim.')
    await composer(brunoPage).press('Enter')
    await expect.poll(() => messagesOf(anaPage).count()).toBe(2)
    expect(await messagesOf(anaPage).last().textContent()).toContain('Posso sim.')
    expect(await messagesOf(anaPage).last().textContent()).toContain('Bruno Reis')
    // Ana has the chat open: the reply is read there, so her count stays at 0.
    await expect
      .poll(() => anaPage.getByRole('button', { name: 'Chats internos: 0 não lidas' }).count())
      .toBe(1)
  })

  it('loads older messages when the list is scrolled near its top', async () => {
    const asAna = await new ApiClient(testApp.url).login(ana)
    const created = await asAna.post('/api/chats', { title: 'Histórico longo', users: [bruno.id] })
    const chat = created.body as { id: number; uuid: string }
    for (let n = 1; n <= 60; n += 1) {
      await asAna.post(`/api/chats/${chat.id}/messages`, { message: `mensagem ${n}` })
    }
    const page = await loggedIn(bruno)
    await page.goto(`${testApp.url}/chats/${chat.uuid}`)
    await expect.poll(() => messagesOf(page).last().textContent()).toContain('mensagem 60')
    const list = page.getByRole('list', { name: 'Mensagens da conversa' })
    // The newest page sits at the bottom; the oldest is not loaded yet.
    expect(await list.getByText('mensagem 1', { exact: true }).count()).toBe(0)
    // Each look scrolls to the top again, as a reader keeps scrolling up while pages arrive.
    await expect
      .poll(async () => {
        await list.evaluate((element) => {
          element.scrollTop = 0
        })
        return list.getByText('mensagem 1', { exact: true }).count()
      })
      .toBe(1)
    await expect.poll(() => messagesOf(page).count()).toBe(60)
  })

  it('shows the list and the conversation as two tabs on a narrow screen', async () => {
    const page = await loggedIn(bruno, 480)
    await page.goto(`${testApp.url}/chats`)
    const tabs = page.getByRole('tablist', { name: 'Chat Interno' })
    await expect.poll(() => tabs.isVisible()).toBe(true)
    await page.getByRole('link', { name: /Plantão de sábado/ }).click()
    await expect
      .poll(() => page.getByRole('tab', { name: 'Mensagens' }).getAttribute('aria-selected'))
      .toBe('true')
    await expect.poll(() => composer(page).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: /Plantão de sábado/ }).isVisible()).toBe(false)
    await page.getByRole('tab', { name: 'Chats' }).click()
    await expect.poll(() => page.getByRole('link', { name: /Plantão de sábado/ }).isVisible()).toBe(true)
    expect(await composer(page).isVisible()).toBe(false)
  })

  it('keeps the list inside a phone in English, whose "New conversation" is the longest button', async () => {
    const page = await loggedIn(bruno, 390)
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    await page.goto(`${testApp.url}/chats`)
    const create = page.getByRole('button', { name: 'New conversation' })
    await create.waitFor()
    // The pane was as wide as its toolbar's content (a grid column's automatic minimum): its
    // right border and padding fell outside the window, the button against its edge (the walk).
    const [pane, button] = await Promise.all(
      [page.locator('.chats-list-pane'), create].map((element) =>
        element.evaluate((found) => found.getBoundingClientRect().right),
      ),
    )
    expect(pane).toBeLessThanOrEqual(390)
    expect(button).toBeLessThan(pane)
  })
})
