import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type InboxHarness, startInboxHarness } from './inbox-harness.ts'

/**
 * The dashboard (/) in a real headless Chromium against the real server: an admin opens it from
 * the drawer's management group and reads the counters of the month, then Paula's row among the
 * attendants; a plain user without showDashboard who opens / gets the access-denied screen.
 */

const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

let inbox: InboxHarness

beforeAll(async () => {
  inbox = await startInboxHarness()
})

afterAll(async () => {
  await inbox?.close()
})

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

describe('dashboard in a browser', () => {
  it("shows an admin the month's counters and each attendant's figures", async () => {
    const { seed, sql, agent, queueName } = inbox
    const companyId = 1
    const queueId: number = (await sql.query('select id from queues where name = $1', [queueName])).rows[0].id
    const client = (name: string) => seed.contact({ companyId, name })
    // Paula attends one ticket, another waits in the line, and she closed two today.
    await seed.ticket({
      companyId,
      contactId: await client('Cliente Em Conversa'),
      status: 'open',
      userId: agent.id,
      queueId,
    })
    await seed.ticket({ companyId, contactId: await client('Cliente Na Fila'), status: 'pending', queueId })
    const closed = [
      { name: 'Cliente Avaliou', waited: 10, attended: 20, rate: 10 },
      { name: 'Cliente Sem Nota', waited: 30, attended: 40, rate: undefined },
    ]
    for (const { name, waited, attended, rate } of closed) {
      const contactId = await client(name)
      const { id } = await seed.ticket({
        companyId,
        contactId,
        status: 'closed',
        userId: agent.id,
        queueId,
        createdAt: minutesAgo(waited + attended),
      })
      // She accepted it from the waiting line `attended` minutes before closing it.
      await sql.query(
        'insert into ticket_logs (company_id, ticket_id, type, user_id, created_at) values ($1, $2, $3, $4, $5)',
        [companyId, id, 'open', agent.id, minutesAgo(attended)],
      )
      if (rate !== undefined)
        await sql.query(
          `insert into ticket_ratings (company_id, ticket_id, user_id, contact_id, rate, created_at, updated_at)
           values ($1, $2, $3, $4, $5, now(), now())`,
          [companyId, id, agent.id, contactId, rate],
        )
    }
    const manager = await seed.user({ companyId, name: 'Gestora Dashboard', profile: 'admin' })

    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    try {
      await inbox.login(page, manager)
      const menu = page.getByRole('navigation', { name: 'Menu' })
      await menu.getByRole('link', { name: 'Dashboard' }).click()
      await page.waitForURL((url) => url.pathname === '/')
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()

      const indicators = page.getByRole('tabpanel', { name: 'Indicadores' })
      const card = (term: string) => indicators.locator(`dt:text-is("${term}") + dd`)
      await card('Em atendimento').waitFor()
      expect(await card('Em atendimento').textContent()).toBe('1')
      expect(await card('Aguardando').textContent()).toBe('1')
      expect(await card('Finalizados').textContent()).toBe('2')
      // Waits of 10 and 30 minutes, attendances of 20 and 40.
      expect(await card('T.M. de espera').textContent()).toBe('00:20')
      expect(await card('T.M. de atendimento').textContent()).toBe('00:30')
      // The four tickets of today, three of them Paula's.
      const perAttendant = page.getByRole('figure', { name: 'Atendimentos por atendente' })
      await perAttendant.getByText('Total: 3').waitFor()
      await page.getByRole('figure', { name: 'Atendimentos por dia' }).getByText('Total: 4').waitFor()
      await page.screenshot({ path: `${screenshots}dashboard.png` })

      // A period of 29 days labels its last day under the last column, at the drawing's edge: the
      // label is read whole, not cut by the edge ("29/1", found by the walk at 1280 px).
      const endDay = await page.getByLabel('Data final').inputValue()
      const startDay = new Date(Date.parse(`${endDay}T12:00:00Z`) - 28 * 86_400_000)
        .toISOString()
        .slice(0, 10)
      await page.getByLabel('Data inicial').fill(startDay)
      const perDay = page.getByRole('figure', { name: 'Atendimentos por dia' })
      await expect.poll(() => perDay.locator('.chart-label').count(), { timeout: 10_000 }).toBe(3 + 8)
      const cut = await perDay.locator('svg').evaluate((drawing) => {
        const frame = drawing.getBoundingClientRect()
        return [...drawing.querySelectorAll('.chart-label')]
          .filter((label) => {
            const box = label.getBoundingClientRect()
            return box.left < frame.left - 0.5 || box.right > frame.right + 0.5
          })
          .map((label) => label.textContent)
      })
      expect(cut).toEqual([])

      await page.getByRole('tab', { name: 'Atendentes' }).click()
      const paula = page.getByRole('tabpanel', { name: 'Atendentes' }).getByRole('row', { name: /^Paula/ })
      expect(await paula.getByRole('cell').allTextContents()).toEqual([
        '10',
        '1',
        '2',
        '00:20',
        '00:30',
        'Offline',
      ])
    } finally {
      await context.close()
    }
  }, 60_000)

  it('shows a plain user without showDashboard who opens / the access-denied screen, whose button leads to the tickets', async () => {
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    try {
      await inbox.login(page, inbox.agent)
      const menu = page.getByRole('navigation', { name: 'Menu' })
      await menu.getByRole('link', { name: /Atendimentos/ }).waitFor()
      expect(await menu.getByRole('link', { name: 'Dashboard' }).count()).toBe(0)

      await page.goto(`${inbox.testApp.url}/`)
      await page.getByRole('heading', { name: 'Oops! Acesso Negado!' }).waitFor()
      await page.getByRole('link', { name: 'Voltar' }).click()
      await page.waitForURL(/\/tickets$/)
      await menu.getByRole('link', { name: /Atendimentos/ }).waitFor()
    } finally {
      await context.close()
    }
  }, 60_000)
})
