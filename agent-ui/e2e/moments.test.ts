import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type InboxHarness, startInboxHarness } from './inbox-harness.ts'

/**
 * The real-time panel (/moments) in a real headless Chromium against the real server: an admin
 * opens it from the drawer's management group, sees an attendant's column and the waiting line, a
 * ticket arriving through the API channel joins the line without a reload, and a plain user
 * without allowRealTime meets the access-denied screen.
 */

const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

let inbox: InboxHarness

beforeAll(async () => {
  inbox = await startInboxHarness()
})

afterAll(async () => {
  await inbox?.close()
})

describe('real-time panel in a browser', () => {
  it("shows an admin each attendant's tickets and the waiting line, and a new ticket arrives live", async () => {
    const { seed, sql, agent, queueName } = inbox
    const queueId: number = (await sql.query('select id from queues where name = $1', [queueName])).rows[0].id
    const attended = await seed.ticket({
      companyId: 1,
      contactId: await seed.contact({ companyId: 1, name: 'Cliente da Paula' }),
      status: 'open',
      userId: agent.id,
      queueId,
      lastMessage: 'Pode me ajudar com a entrega?',
    })
    await seed.ticket({
      companyId: 1,
      contactId: await seed.contact({ companyId: 1, name: 'Cliente Na Fila' }),
      status: 'pending',
      queueId,
    })
    const supervisor = await seed.user({ companyId: 1, name: 'Gestora Painel', profile: 'admin' })

    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    try {
      await inbox.login(page, supervisor)
      const menu = page.getByRole('navigation', { name: 'Menu' })
      await menu.getByRole('heading', { name: 'Gerência' }).waitFor()
      await menu.getByRole('link', { name: 'Painel' }).click()
      await page.waitForURL(/\/moments$/)
      await page.getByRole('heading', { name: 'Painel', level: 1 }).waitFor()

      const column = page.getByRole('region', { name: /^Paula/ })
      const ticketLink = column.getByRole('link', { name: 'Cliente da Paula' })
      await ticketLink.waitFor()
      expect(await ticketLink.getAttribute('href')).toBe(`/tickets/${attended.uuid}`)
      await column.getByText(queueName).waitFor()
      expect(await column.getByRole('listitem').first().locator('time').textContent()).toBe('agora')
      const line = page.getByRole('region', { name: /^Aguardando/ })
      await line.getByRole('link', { name: 'Cliente Na Fila' }).waitFor()

      // A contact writes through the API channel: their ticket joins the line without a reload.
      await page.evaluate(() => {
        ;(window as unknown as { panelSession: boolean }).panelSession = true
      })
      await inbox.inbound('5511955554444', 'Cliente Ao Vivo no Painel', 'Bom dia, alguém aí?')
      await line.getByRole('link', { name: 'Cliente Ao Vivo no Painel' }).waitFor({ timeout: 10_000 })
      expect(await page.evaluate(() => (window as unknown as { panelSession?: boolean }).panelSession)).toBe(
        true,
      )
      await page.screenshot({ path: `${screenshots}moments.png` })

      // From the keyboard, a card's link opens the conversation.
      await ticketLink.focus()
      await page.keyboard.press('Enter')
      await page.waitForURL(new RegExp(`/tickets/${attended.uuid}$`))
    } finally {
      await context.close()
    }
  }, 60_000)

  it('meets a plain user without allowRealTime with the access-denied screen, and takes them back', async () => {
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    try {
      await inbox.login(page, inbox.agent)
      const menu = page.getByRole('navigation', { name: 'Menu' })
      await menu.getByRole('link', { name: /Atendimentos/ }).waitFor()
      expect(await menu.getByRole('link', { name: 'Painel' }).count()).toBe(0)

      await page.goto(`${inbox.testApp.url}/moments`)
      await page.getByRole('heading', { name: 'Oops! Acesso Negado!' }).waitFor()
      await page.getByText('403', { exact: true }).waitFor()
      await page.screenshot({ path: `${screenshots}access-denied.png` })
      await page.getByRole('link', { name: 'Voltar' }).click()
      await page.waitForURL(/\/tickets$/)
    } finally {
      await context.close()
    }
  }, 60_000)
})
