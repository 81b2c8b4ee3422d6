import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type InboxHarness, startInboxHarness } from './inbox-harness.ts'

/**
 * The attendance report (/reports) in a real headless Chromium against the real server: an admin
 * opens it from the drawer's management group, filters the month's tickets by status, reads the
 * row and the total, and opens the ticket from its row.
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

describe('attendance report in a browser', () => {
  it('filters the tickets by status, shows the rows and the total, and opens a ticket from its row', async () => {
    const { seed, sql, agent, queueName } = inbox
    const companyId = 1
    const queueId: number = (await sql.query('select id from queues where name = $1', [queueName])).rows[0].id
    const client = (name: string) => seed.contact({ companyId, name })
    const contactId = await client('Cliente Relatório Fechado')
    // Paula took it from the waiting line three minutes ago and has just closed it; rated 10.
    const takenAt = minutesAgo(3)
    const closed = await seed.ticket({
      companyId,
      contactId,
      status: 'closed',
      userId: agent.id,
      queueId,
      lastMessage: 'Até logo!',
      createdAt: minutesAgo(5),
    })
    await sql.query(
      'insert into ticket_logs (company_id, ticket_id, type, user_id, created_at) values ($1, $2, $3, $4, $5)',
      [companyId, closed.id, 'open', agent.id, takenAt],
    )
    await sql.query(
      `insert into ticket_ratings (company_id, ticket_id, user_id, contact_id, rate, created_at, updated_at)
       values ($1, $2, $3, $4, 10, now(), now())`,
      [companyId, closed.id, agent.id, contactId],
    )
    await seed.ticket({
      companyId,
      contactId: await client('Cliente Relatório Aberto'),
      status: 'open',
      userId: agent.id,
      queueId,
    })
    await seed.ticket({
      companyId,
      contactId: await client('Cliente Relatório Na Fila'),
      status: 'pending',
      queueId,
    })
    const manager = await seed.user({ companyId, name: 'Gestora Relatório', profile: 'admin' })

    const context = await inbox.browser.newContext({ viewport: { width: 1366, height: 900 } })
    const page = await context.newPage()
    try {
      await inbox.login(page, manager)
      const menu = page.getByRole('navigation', { name: 'Menu' })
      await menu.getByRole('link', { name: 'Relatórios' }).click()
      await page.waitForURL(/\/reports$/)
      await page.getByRole('heading', { name: 'Relatórios', level: 1 }).waitFor()
      const table = page.getByRole('table', { name: 'Atendimentos do relatório' })
      await table.getByRole('link', { name: 'Cliente Relatório Na Fila' }).waitFor()
      await page.getByText('3 atendimentos', { exact: true }).waitFor()

      await page.getByRole('group', { name: 'Status' }).getByLabel('Fechado').check()
      await page.getByText('1 atendimento', { exact: true }).waitFor()
      expect(await table.getByRole('link', { name: 'Cliente Relatório Aberto' }).count()).toBe(0)
      const row = table.getByRole('row', { name: /Cliente Relatório Fechado/ })
      const cells = await row.getByRole('cell').allTextContents()
      expect(cells[0]).toBe(String(closed.id))
      expect(cells.slice(2, 8)).toEqual([
        'Cliente Relatório Fechado',
        'Paula',
        queueName,
        'Fechado',
        'Até logo!',
        expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      ])
      expect(cells.slice(9)).toEqual(['00:03', '10'])
      await page.getByText('1–1 de 1').waitFor()
      await page.screenshot({ path: `${screenshots}reports.png` })

      await row.getByRole('link', { name: 'Cliente Relatório Fechado' }).click()
      await page.waitForURL(new RegExp(`/tickets/${closed.uuid}$`))
    } finally {
      await context.close()
    }
  }, 20_000)
})
