import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, TEST_ADMIN } from '../../core/src/testing/index.ts'
import { type InboxHarness, startInboxHarness, tinyPng } from './inbox-harness.ts'

/**
 * The frame around the inbox in a real headless Chromium against the real server: the company's
 * logos (login card, top bar, welcome pane, favicon), the profile dialog from the avatar menu, the
 * user's default theme at login, the announcements pop-over fed live by the announcements plugin,
 * and the Open tabs (the Group tab by allowGroup, arrow keys).
 */

const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

let inbox: InboxHarness

beforeAll(async () => {
  inbox = await startInboxHarness()
})

afterAll(async () => {
  await inbox?.close()
})

/** A fresh logged-in API client of the super admin (a login ends the admin's other sessions). */
const superAdmin = () => new ApiClient(inbox.testApp.url).login(TEST_ADMIN)

const imageForm = (fields: Record<string, string>, fileField: string, fileName: string) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append(fileField, new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), fileName)
  return form
}

/** The path of an address, without the signature that changes each time it is signed. */
const pathOf = (address: string | null | undefined) => new URL(address ?? '', inbox.testApp.url).pathname

/**
 * Makes the server's first answer to matching requests a 500 at the network edge; later ones reach
 * the real server. Returns how many were failed so far.
 */
async function failFirstAnswer(
  page: Page,
  pattern: string,
  matches: (url: string) => boolean = () => true,
  keepFailing: () => boolean = () => false,
) {
  let failed = 0
  await page.route(pattern, async (route) => {
    if ((failed > 0 && !keepFailing()) || !matches(route.request().url())) return route.continue()
    failed++
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'ERR_INTERNAL', message: 'Internal error' }),
    })
  })
  return () => failed
}

describe('top bar and login card', () => {
  it("shows the company's logo by theme on the login card, the top bar and the welcome pane, and its favicon", async () => {
    const admin = await superAdmin()
    const logos: Record<string, string> = {}
    for (const mode of ['Light', 'Dark', 'Favicon']) {
      const uploaded = await admin.post(
        '/api/settings-whitelabel/logo',
        imageForm({ typeArch: 'logo', mode }, 'file', `logo-${mode}.png`),
      )
      expect(uploaded.status).toBe(200)
      logos[mode] = pathOf(uploaded.body.value)
    }
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    try {
      await page.goto(`${inbox.testApp.url}/login`)
      const cardLogo = page.locator('.auth-card').getByRole('img', { name: 'Atendo' })
      await expect.poll(async () => pathOf(await cardLogo.getAttribute('src'))).toBe(logos.Light)
      await expect
        .poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href))
        .toContain(logos.Favicon)
      await page.getByRole('button', { name: 'Alternar tema claro/escuro' }).click()
      await expect.poll(async () => pathOf(await cardLogo.getAttribute('src'))).toBe(logos.Dark)
      await page.screenshot({ path: `${screenshots}login-logo.png` })

      // The admin's default theme (light) applies at login.
      await inbox.login(page, TEST_ADMIN)
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
      const barLogo = page.locator('.top-bar').getByRole('img', { name: 'Atendo' })
      await expect.poll(async () => pathOf(await barLogo.getAttribute('src'))).toBe(logos.Light)
      const welcomeLogo = page.locator('.welcome').getByRole('img', { name: 'Atendo' })
      expect(pathOf(await welcomeLogo.getAttribute('src'))).toBe(logos.Light)
    } finally {
      await context.close()
      const cleaner = await superAdmin()
      for (const key of ['appLogoLight', 'appLogoDark', 'appLogoFavicon'])
        await cleaner.put(`/api/settings/${key}`, { value: '' })
    }
    // Without logos, the app's name.
    const plain = await inbox.browser.newContext()
    const login = await plain.newPage()
    await login.goto(`${inbox.testApp.url}/login`)
    await login.locator('.auth-brand', { hasText: 'Atendo' }).waitFor()
    expect(await login.locator('.auth-card img').count()).toBe(0)
    await plain.close()
  }, 60_000)

  it('edits the profile from the avatar menu with the keyboard, and the default theme applies at the next login', async () => {
    const user = await inbox.seed.user({ companyId: 1, name: 'Rita Perfil' })
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await inbox.login(page, user)
    const avatar = page.getByRole('button', { name: 'Menu do usuário' })
    await avatar.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu', { name: 'Menu do usuário' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Perfil')
    expect(await menu.getByRole('menuitemradio', { name: 'Português' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Meu perfil' })
    await dialog.getByLabel('Nome').fill('R')
    await dialog.getByLabel('Nova senha').fill('123')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    expect(await dialog.getByText('Muito curto!').count()).toBe(2)
    await dialog.getByLabel('Nome').fill('Rita Souza')
    await dialog.getByLabel('Nova senha').fill('senha-nova-1')
    await dialog
      .getByLabel('Escolher foto')
      .setInputFiles({ name: 'rita.png', mimeType: 'image/png', buffer: tinyPng })
    await dialog.getByText('rita.png').waitFor()
    await dialog.getByLabel('Tema padrão').selectOption({ label: 'Escuro' })
    await page.screenshot({ path: `${screenshots}profile-dialog.png` })
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Perfil atualizado com sucesso!').waitFor()
    const saved = await inbox.sql.query(
      'select name, default_theme, profile_image from users where id = $1',
      [user.id],
    )
    expect(saved.rows[0]).toMatchObject({ name: 'Rita Souza', default_theme: 'dark' })
    expect(saved.rows[0].profile_image).toBeTruthy()
    await avatar.locator('img').waitFor()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')

    // Logging out from the menu (End reaches its last entry).
    await avatar.focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('End')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sair')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/login$/)
    await context.close()

    // Another browser (light by default) logs in with the new password and turns dark.
    const other = await inbox.browser.newContext()
    const again = await other.newPage()
    await inbox.login(again, { email: user.email, password: 'senha-nova-1' })
    await expect.poll(() => again.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await other.close()
  }, 60_000)

  it('opens the notifications pop-over and a menu from the keyboard alone, and Escape gives focus back', async () => {
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '')
    const isFocused = (element: Locator) => element.evaluate((node) => node === document.activeElement)
    try {
      await inbox.login(page, inbox.agent)
      await inbox.inbound('5511966667777', 'Cliente Teclado', 'Oi, escrevo pelo teclado')
      const bell = page.getByRole('button', { name: /^Notificações:/ })
      await expect.poll(() => bell.getAttribute('aria-label')).not.toContain(': 0 atendimentos')

      // The bell: Enter opens its pop-over with focus inside, Escape closes it back on the bell.
      await bell.focus()
      await page.keyboard.press('Enter')
      const popover = page.getByRole('dialog', { name: 'Notificações' })
      await popover.waitFor()
      expect(await bell.getAttribute('aria-expanded')).toBe('true')
      expect(await bell.getAttribute('aria-controls')).toBe(await popover.getAttribute('id'))
      await expect.poll(focusedText).toContain('Cliente Teclado')
      await page.keyboard.press('Escape')
      await popover.waitFor({ state: 'detached' })
      await expect.poll(() => isFocused(bell)).toBe(true)
      // Again, and Enter on the focused entry opens its conversation.
      await page.keyboard.press('Enter')
      await expect.poll(focusedText).toContain('Cliente Teclado')
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/)
      await page.getByText('Oi, escrevo pelo teclado').waitFor()

      // The avatar menu: Enter opens it on its first entry, Escape closes it back on the button.
      const avatar = page.getByRole('button', { name: 'Menu do usuário' })
      await avatar.focus()
      await page.keyboard.press('Enter')
      const menu = page.getByRole('menu', { name: 'Menu do usuário' })
      await expect.poll(focusedText).toBe('Perfil')
      expect(await avatar.getAttribute('aria-controls')).toBe(await menu.getAttribute('id'))
      await page.keyboard.press('Escape')
      await menu.waitFor({ state: 'detached' })
      await expect.poll(() => isFocused(avatar)).toBe(true)
      // Typing a name's first letter reaches the entry; Enter chooses it, focus stays on the button.
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('e')
      await expect.poll(focusedText).toBe('English')
      await page.keyboard.press('Enter')
      const userMenu = page.getByRole('button', { name: 'User menu' })
      await userMenu.waitFor()
      await expect.poll(() => isFocused(userMenu)).toBe(true)
      // And back to Portuguese the same way, for the other tests of this user.
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('p')
      await expect.poll(focusedText).toBe('Português')
      await page.keyboard.press('Enter')
      await avatar.waitFor()
    } finally {
      await context.close()
    }
  }, 60_000)

  it('shows an error with a retry when the unread tickets fail to load, then lists them and keeps the badge live', async () => {
    await inbox.inbound('5511955554444', 'Cliente Repetido', 'Oi, tem alguém aí?')
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    try {
      // Failing until the retry: the socket's connection reads the list again too (live-invalidation.ts).
      let retried = false
      const failed = await failFirstAnswer(
        page,
        '**/api/tickets?*',
        (url) => url.includes('withUnreadMessages=true'),
        () => !retried,
      )
      await inbox.login(page, inbox.agent)
      await expect.poll(failed).toBeGreaterThanOrEqual(1)
      const bell = page.getByRole('button', { name: /^Notificações:/ })
      await bell.click()
      const popover = page.getByRole('dialog', { name: 'Notificações' })
      const error = popover.getByRole('alert')
      await error.waitFor()
      expect(await popover.getByText('Nenhuma mensagem nova').count()).toBe(0)
      retried = true
      await error.getByRole('button', { name: 'Tentar novamente' }).click()
      await popover.getByRole('button', { name: /Cliente Repetido/ }).waitFor()
      expect(await popover.getByRole('alert').count()).toBe(0)
      const before = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0])
      expect(before).toBeGreaterThan(0)

      // A new contact writes: the badge and the list follow without a reload.
      await inbox.inbound('5511955553333', 'Cliente Novo Aviso', 'Bom dia!')
      await popover.getByRole('button', { name: /Cliente Novo Aviso/ }).waitFor()
      await expect.poll(() => bell.getAttribute('aria-label')).toContain(`${before + 1}`)
    } finally {
      await context.close()
    }
  }, 60_000)

  it('lists the announcements in the top bar pop-over by priority, and adds new ones live', async () => {
    const admin = await superAdmin()
    const urgent = await admin.post('/api/announcements', {
      title: 'Manutenção programada',
      text: 'O sistema fica fora do ar domingo, das 2h às 4h.',
      priority: 1,
    })
    expect(urgent.status).toBe(201)
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    try {
      await inbox.login(page, inbox.agent)
      const button = page.getByRole('button', { name: /^Informativos:/ })
      await expect.poll(() => button.getAttribute('aria-label')).toBe('Informativos: 1')
      await button.click()
      const popover = page.getByRole('dialog', { name: 'Informativos' })
      const first = popover.getByRole('article', { name: 'Manutenção programada' })
      await first.getByText('O sistema fica fora do ar domingo, das 2h às 4h.').waitFor()
      await first.getByText('Prioridade alta').waitFor()
      expect(
        await first.evaluate((article) => getComputedStyle(article.parentElement!).borderLeftColor),
      ).toBe('rgb(211, 47, 47)')

      // Published while the pop-over is open: it appears without a reload, below the urgent one.
      const news = await admin.post('/api/announcements', {
        title: 'Novo recurso',
        text: 'Agora dá para importar contatos com progresso.',
        priority: 3,
      })
      await popover.getByRole('article', { name: 'Novo recurso' }).getByText('Prioridade baixa').waitFor()
      const image = await admin.post(
        `/api/announcements/${news.body.id}/media-upload`,
        imageForm({ typeArch: 'announcements' }, 'file', 'recurso.png'),
      )
      expect(image.status).toBe(200)
      await popover.getByRole('img', { name: 'Novo recurso' }).waitFor()
      expect(
        await popover.getByRole('article').evaluateAll((articles) => articles.map((a) => a.ariaLabel)),
      ).toEqual(['Manutenção programada', 'Novo recurso'])
      expect(await button.getAttribute('aria-label')).toBe('Informativos: 2')
      await page.screenshot({ path: `${screenshots}announcements.png` })

      // Withdrawn (inactive), it leaves the pop-over.
      await admin.put(`/api/announcements/${urgent.body.id}`, { status: false })
      await popover.getByRole('article', { name: 'Manutenção programada' }).waitFor({ state: 'detached' })
    } finally {
      await context.close()
      for (const id of (await admin.get('/api/announcements/')).body.records.map((a: { id: number }) => a.id))
        await admin.delete(`/api/announcements/${id}`)
    }
  }, 60_000)

  it('shows an error with a retry, not "none", when the announcements fail to load, and the retry lists them', async () => {
    const admin = await superAdmin()
    const notice = await admin.post('/api/announcements', {
      title: 'Feriado',
      text: 'Atendimento reduzido na segunda-feira.',
      priority: 2,
    })
    expect(notice.status).toBe(201)
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    try {
      // Failing until the retry: the socket's connection reads the list again too (live-invalidation.ts),
      // and a second read that succeeded before the click would leave no error to show.
      let retried = false
      const failed = await failFirstAnswer(page, '**/api/announcements?*', undefined, () => !retried)
      await inbox.login(page, inbox.agent)
      const button = page.getByRole('button', { name: /^Informativos:/ })
      await expect.poll(failed).toBeGreaterThanOrEqual(1)
      await button.click()
      const popover = page.getByRole('dialog', { name: 'Informativos' })
      const error = popover.getByRole('alert')
      await error.waitFor()
      expect(await popover.getByText('Nenhum informativo').count()).toBe(0)
      expect(await popover.getByTestId('empty-state').count()).toBe(0)
      retried = true
      await error.getByRole('button', { name: 'Tentar novamente' }).click()
      await popover.getByRole('article', { name: 'Feriado' }).waitFor()
      expect(await popover.getByRole('alert').count()).toBe(0)
      expect(await button.getAttribute('aria-label')).toBe('Informativos: 1')
    } finally {
      await context.close()
      await admin.delete(`/api/announcements/${notice.body.id}`)
    }
  }, 60_000)
})

describe('Open tabs', () => {
  it('shows the Group tab only with allowGroup, admins included, and moves between tabs with the arrows', async () => {
    const admin = await inbox.seed.user({ companyId: 1, name: 'Gestora Sem Grupos', profile: 'admin' })
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await inbox.login(page, admin)
    const tabs = page.getByRole('tablist', { name: 'Abertos' }).getByRole('tab')
    await tabs.first().waitFor()
    expect(await tabs.allTextContents()).toEqual([
      expect.stringMatching(/^Atendendo/),
      expect.stringMatching(/^Aguardando/),
    ])
    await tabs.first().focus()
    await page.keyboard.press('ArrowRight')
    const pending = page.getByRole('tab', { name: /Aguardando/ })
    expect(await pending.getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Aguardando/)
    await page.keyboard.press('ArrowRight')
    expect(await page.getByRole('tab', { name: /Atendendo/ }).getAttribute('aria-selected')).toBe('true')
    await context.close()

    await inbox.sql.query("update users set allow_group = 'enabled' where id = $1", [admin.id])
    const withGroups = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const again = await withGroups.newPage()
    await inbox.login(again, admin)
    await again.getByRole('tab', { name: /Grupos/ }).waitFor()
    await withGroups.close()
  }, 60_000)
})
