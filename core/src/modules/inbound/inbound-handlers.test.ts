import { definePlugin, type InboundHandlerContext, inboundHandlers } from '@atendo/plugin-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, waitFor } from '../../testing/index.ts'
import { BotCompany } from '../chatbot/chatbot-test-kit.ts'
import { fakeChannel } from '../messages/message-test-kit.ts'
import { phoneContact, textMessage } from './inbound-test-kit.ts'
import { inboundAttempts } from './process-inbound-event.ts'

const channel = fakeChannel()

/** The "order status" plugin of docs/plugins.md: answers "pedido 12345" and drives the ticket. */
const orderStatus = definePlugin({
  id: 'order-status',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ extensions }) {
    extensions.provide(inboundHandlers, {
      id: 'order-status.answer',
      order: 450,
      phase: 'in-transaction',
      async handle(ctx) {
        if (/atendente/i.test(ctx.message.text)) {
          await ctx.handOver()
          return
        }
        const order = /pedido\s+(\d+)/i.exec(ctx.message.text)?.[1]
        if (!order || !(await ctx.claim())) return
        await ctx.reply(`Pedido ${order}: saiu para entrega, ${ctx.contact.name}.`)
      },
    })
  },
})

/** Two after-commit handlers that note what they saw, to show their order and one automation at a time. */
const seen: { handler: string; text: string; claimed?: boolean; automation: string | null }[] = []
const recording = (id: string, order: number, claimsText: string) => ({
  id,
  order,
  phase: 'after-commit' as const,
  async handle(ctx: InboundHandlerContext) {
    const { automation } = await ctx.ticket()
    const entry: (typeof seen)[number] = { handler: id, text: ctx.message.text, automation }
    seen.push(entry)
    if (ctx.message.text === claimsText) entry.claimed = await ctx.claim()
  },
})
const watchers = definePlugin({
  id: 'watchers',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ extensions }) {
    // Provided out of order on purpose: `order` decides, not the order of provision.
    extensions.provide(inboundHandlers, recording('watchers.late', 20, 'late claims'))
    extensions.provide(inboundHandlers, recording('watchers.early', 10, 'early claims'))
    extensions.provide(inboundHandlers, {
      id: 'watchers.fragile',
      order: 50,
      phase: 'in-transaction',
      async handle(ctx) {
        if (ctx.message.text === 'explode') throw new Error('the fragile handler broke')
      },
    })
  },
})

let testApp: TestApp
let company: BotCompany

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin, orderStatus, watchers] })
  company = await BotCompany.start(testApp, channel)
})

afterAll(async () => {
  await company?.close()
  await testApp?.close()
})

async function automationOf(ticketId: number) {
  const { rows } = await company.sql.query('select automation, automation_since from tickets where id = $1', [
    ticketId,
  ])
  return rows[0] as { automation: string | null; automation_since: Date | null }
}

describe('inbound handlers', () => {
  it('let a plugin answer a message with its text, claim the ticket, and hand it back', async () => {
    const support = await company.queue({ name: 'Suporte', orderQueue: 1, greetingMessage: 'Suporte aqui.' })
    const other = await company.queue({ name: 'Vendas', orderQueue: 2, greetingMessage: 'Vendas.' })
    const connection = await company.connection({ queueIds: [support, other], greetingMessage: 'Escolha:' })
    const maria = company.customer(connection, 'Maria')
    const list = 'Escolha:\n\n*1* - Suporte\n*2* - Vendas'

    await maria.saysAndWaits('pedido 12345')
    // Claimed in the transaction: the queue chatbot (order 500) never saw the message.
    expect(maria.received()).toEqual(['Pedido 12345: saiu para entrega, Maria.'])
    const ticket = await maria.ticket()
    const driven = await automationOf(ticket.id)
    expect(driven.automation).toBe('order-status.answer')
    expect(driven.automation_since).toBeInstanceOf(Date)

    // While the plugin drives the ticket, the chatbot stays quiet.
    await maria.saysAndWaits('oi')
    expect(maria.received()).toHaveLength(1)
    await maria.saysAndWaits('pedido 12345')
    expect(maria.received()).toHaveLength(2)
    expect((await automationOf(ticket.id)).automation_since).toEqual(driven.automation_since)

    // Handed over (without claiming): the ticket is back with the attendants, and the handlers
    // after the plugin's (the chatbot) see this very message again.
    await maria.saysAndWaits('quero um atendente')
    expect(await automationOf(ticket.id)).toEqual({ automation: null, automation_since: null })
    expect(maria.received()).toEqual([
      'Pedido 12345: saiu para entrega, Maria.',
      'Pedido 12345: saiu para entrega, Maria.',
      list,
    ])
  })

  it('run by order, skip the rest once one claims, and let one automation drive a ticket at a time', async () => {
    const connection = await company.connection({ queueIds: [] })
    const ana = company.customer(connection, 'Ana')
    seen.length = 0
    await ana.says('early claims')
    await waitFor(() => seen.length === 1)
    await ana.says('late claims')
    await waitFor(() => seen.length === 3)
    await ana.says('bom dia')
    await waitFor(() => seen.length === 5)
    expect(seen).toEqual([
      // The early one claims: the late one never sees that message.
      { handler: 'watchers.early', text: 'early claims', automation: null, claimed: true },
      // The late one may not take a ticket another automation drives.
      { handler: 'watchers.early', text: 'late claims', automation: 'watchers.early' },
      { handler: 'watchers.late', text: 'late claims', automation: 'watchers.early', claimed: false },
      { handler: 'watchers.early', text: 'bom dia', automation: 'watchers.early' },
      { handler: 'watchers.late', text: 'bom dia', automation: 'watchers.early' },
    ])
  })

  it('store the message on its last try without the plugins’ handlers that keep failing', async () => {
    const connection = await company.connection({ queueIds: [] })
    const message = textMessage(`explode-${Date.now()}`, phoneContact('5511955551234', 'Bia'), 'explode')
    const { rows } = await company.sql.query<{ id: string }>(
      `insert into inbound_events (company_id, connection_id, kind, external_id, payload, status, attempts, received_at)
       values ($1, $2, 'message', $3, $4, 'pending', 0, now()) returning id`,
      [
        company.id,
        connection.id,
        message.kind === 'message' ? message.message.externalId : '',
        JSON.stringify(message),
      ],
    )
    // Its job on the outbox, every try but the last spent on the fragile handler.
    await company.sql.query(
      `insert into job_outbox (job, payload, company_id, status, attempts, run_at, created_at)
       values ('core.process-inbound', $1, $2, 'pending', $3, now(), now())`,
      [JSON.stringify({ eventId: Number(rows[0]!.id) }), company.id, inboundAttempts - 1],
    )
    await testApp.app.kernel.jobOutbox.dispatchDue()
    await waitFor(async () => {
      const { rows: events } = await company.sql.query('select status from inbound_events where id = $1', [
        rows[0]!.id,
      ])
      return events[0].status === 'processed'
    })
    const { rows: stored } = await company.sql.query(
      `select count(*)::int as n from messages where company_id = $1 and body = 'explode'`,
      [company.id],
    )
    expect(stored[0].n).toBe(1)
  })
})
