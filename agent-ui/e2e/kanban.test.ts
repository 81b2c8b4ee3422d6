import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type InboxHarness, startInboxHarness } from './inbox-harness.ts'

/**
 * The kanban board (/kanban) in a real headless Chromium against the real server: an admin drags
 * a card from the default lane to a lane and from there to another; each drop takes the old lane
 * tag off and puts the target's on, and the board shows the card in its new lane.
 */

let inbox: InboxHarness

beforeAll(async () => {
  inbox = await startInboxHarness()
})

afterAll(async () => {
  await inbox?.close()
})

const laneTags = async (ticketId: number) =>
  (
    await inbox.sql.query('select tag_id from ticket_tags where ticket_id = $1 order by tag_id', [ticketId])
  ).rows.map((row: { tag_id: number }) => row.tag_id)

describe('kanban board in a browser', () => {
  it('moves a card between lanes by dragging it', async () => {
    const { seed, sql } = inbox
    const lane = async (name: string) =>
      (
        await sql.query(
          `insert into tags (company_id, name, color, kanban, created_at, updated_at)
           values (1, $1, '#2E7D32', 1, now(), now()) returning id`,
          [name],
        )
      ).rows[0].id as number
    const proposal = await lane('Proposta')
    const closing = await lane('Fechamento')
    const ticket = await seed.ticket({
      companyId: 1,
      contactId: await seed.contact({ companyId: 1, name: 'Cliente do Kanban' }),
      status: 'open',
      lastMessage: 'Quero um orçamento',
    })
    const manager = await seed.user({ companyId: 1, name: 'Gestor Kanban', profile: 'admin' })

    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    try {
      await inbox.login(page, manager)
      await page.goto(`${inbox.testApp.url}/kanban`)
      await page.getByRole('heading', { name: 'Kanban', level: 1 }).waitFor()
      await page.getByRole('link', { name: 'Adicionar colunas' }).waitFor()

      const card = (where: string) =>
        page.getByRole('region', { name: where }).getByRole('listitem', { name: 'Cliente do Kanban' })
      await card('Em aberto').waitFor()
      await card('Em aberto').dragTo(page.getByRole('region', { name: 'Proposta' }))
      await card('Proposta').waitFor()
      expect(await laneTags(ticket.id)).toEqual([proposal])

      await card('Proposta').dragTo(page.getByRole('region', { name: 'Fechamento' }))
      await card('Fechamento').waitFor()
      expect(await laneTags(ticket.id)).toEqual([closing])
      // One ticket is "1 ticket", none "0 tickets" (the walk found "1 tickets").
      await page.getByRole('region', { name: 'Fechamento' }).getByText('1 ticket', { exact: true }).waitFor()
      await page.getByRole('region', { name: 'Proposta' }).getByText('0 tickets', { exact: true }).waitFor()
      expect(
        await page.getByRole('region', { name: 'Proposta' }).getByText('Cliente do Kanban').count(),
      ).toBe(0)
    } finally {
      await context.close()
    }
  })
})
