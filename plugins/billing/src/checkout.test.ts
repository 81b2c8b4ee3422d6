import { waitFor } from '@atendo/core/testing'
import stripe from '@atendo/plugin-billing-stripe'
import { io } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signStripePayload } from '../../billing-stripe/src/stripe-signature.ts'
import { customPlanPrice } from './checkout/custom-plan-price.ts'
import {
  type BillingTestApp,
  type FakeProvider,
  startBillingTestApp,
  startFakeProvider,
} from './testing/index.ts'

const webhookSecret = 'whsec_test_0123456789abcdef'
let billing: BillingTestApp
let fake: FakeProvider
let sessions = 0

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  fake = await startFakeProvider()
  fake.on('POST /v1/checkout/sessions', (request) => {
    sessions++
    const form = new URLSearchParams(request.body)
    return {
      status: 200,
      body: {
        id: `cs_test_${sessions}`,
        url: `https://checkout.stripe.test/c/pay/cs_test_${sessions}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      },
    }
  })
  billing = await startBillingTestApp({
    providers: [stripe],
    pluginConfig: { 'billing-stripe': { apiBaseUrl: fake.url } },
  })
  await billing.setGlobal({ stripeprivatekey: 'sk_test_secret_key_1234', stripewebhooksecret: webhookSecret })
})
afterAll(async () => {
  await billing?.close()
  await fake?.close()
})

/** A Stripe event as Stripe would post it, signed with the endpoint's secret (or forged). */
function stripeEvent(sessionId: string, amountCents: number, options: { secret?: string; at?: number } = {}) {
  const body = JSON.stringify({
    id: `evt_${sessionId}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        amount_total: amountCents,
        payment_status: 'paid',
        created: Math.floor(Date.now() / 1000),
      },
    },
  })
  const t = options.at ?? Math.floor(Date.now() / 1000)
  return {
    body,
    headers: {
      'stripe-signature': `t=${t},v1=${signStripePayload(options.secret ?? webhookSecret, t, body)}`,
    },
  }
}

/** The company's invoice of its current period, written as the generation would. */
async function invoiceOf(companyId: number, dueDate: string, value = 30) {
  const rows = await billing.rows<{ id: number }>(
    `insert into billing_invoices (company_id, detail, users, connections, queues, value, due_date)
     values (?, 'Plano 1', 3, 3, 10, ?, ?::date) returning id`,
    [companyId, value, dueDate],
  )
  return rows[0]!.id
}

describe('custom plan pricing', () => {
  it('is 49 for 3 users and 3 connections, +11 per user, +20 per connection, none below 3', () => {
    expect(customPlanPrice(3, 3)).toBe(49)
    expect(customPlanPrice(4, 3)).toBe(60)
    expect(customPlanPrice(3, 5)).toBe(89)
    expect(customPlanPrice(10, 7)).toBe(49 + 7 * 11 + 4 * 20)
    expect(customPlanPrice(2, 3)).toBeUndefined()
    expect(customPlanPrice(3, 2)).toBeUndefined()
  })
})

describe('checkout through Stripe', () => {
  it('an overdue company is refused elsewhere (402) but lists its invoices and pays; the notification renews it once', async () => {
    const overdue = daysFromToday(-3)
    const company = await billing.company({ dueDate: overdue, recurrence: 'TRIMESTRAL' })
    const invoiceId = await invoiceOf(company.id, overdue, 90)
    expect((await company.admin.get('/api/tickets')).status).toBe(402)

    const list = await company.admin.get('/api/invoices/all?searchParam=&pageNumber=1')
    expect(list.status).toBe(200)
    expect(list.body.list).toEqual([
      expect.objectContaining({ id: invoiceId, status: 'open', value: 90, dueDate: overdue }),
    ])
    expect(list.body.hasMore).toBe(false)

    const missingName = await company.admin.post('/api/subscription', { zipcode: '12345678901', invoiceId })
    expect(missingName.body.code).toBe('ERR_BILLING_NAME_REQUIRED')
    const missingDocument = await company.admin.post('/api/subscription', { firstName: 'Ana', invoiceId })
    expect(missingDocument.body.code).toBe('ERR_BILLING_DOCUMENT_REQUIRED')
    expect(fake.received).toHaveLength(0)

    const paid = await company.admin.post('/api/subscription', {
      firstName: 'Ana',
      lastName: 'Souza',
      zipcode: '123.456.789-01',
      invoiceId,
      users: 3,
      connections: 3,
      price: 1, // the browser's figure is ignored
    })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(paid.body).toMatchObject({ invoiceId, provider: 'stripe', valorext: 90 })
    expect(paid.body.stripeURL).toMatch(/^https:\/\/checkout\.stripe\.test\//)
    const sent = new URLSearchParams(fake.received.at(-1)!.body)
    expect(fake.received.at(-1)!.headers.authorization).toBe('Bearer sk_test_secret_key_1234')
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('9000')
    expect(sent.get('client_reference_id')).toBe(String(invoiceId))

    const sessionId = `cs_test_${sessions}`
    const forged = stripeEvent(sessionId, 9000, { secret: 'whsec_forged' })
    expect((await billing.notify('stripe', forged.body, forged.headers)).status).toBe(401)
    const unsigned = await billing.notify('stripe', forged.body)
    expect(unsigned.status).toBe(401)
    const stale = stripeEvent(sessionId, 9000, { at: Math.floor(Date.now() / 1000) - 3600 })
    expect((await billing.notify('stripe', stale.body, stale.headers)).status).toBe(401)
    expect((await billing.rows('select status from billing_invoices where id = ?', [invoiceId]))[0]).toEqual({
      status: 'open',
    })
    const refusals = await billing.rows<{ total: string }>(
      `select count(*) as total from billing_notifications where provider = 'stripe' and outcome = 'rejected'`,
    )
    expect(Number(refusals[0]!.total)).toBe(3)

    const genuine = stripeEvent(sessionId, 9000)
    const deliveries = await Promise.all(
      [1, 2, 3].map(() => billing.notify('stripe', genuine.body, genuine.headers)),
    )
    const outcomes = await Promise.all(
      deliveries.map(async (answer) => ({ status: answer.status, ...(await answer.json()) })),
    )
    expect(outcomes.map((outcome) => outcome.status)).toEqual([200, 200, 200])
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['paid', 'replayed', 'replayed'])
    const again = await billing.notify('stripe', genuine.body, genuine.headers)
    expect(await again.json()).toMatchObject({ outcome: 'replayed' })

    // TRIMESTRAL: three months after the paid period's due date, once however often delivered.
    const [year, month, day] = overdue.split('-').map(Number) as [number, number, number]
    const lastDay = new Date(Date.UTC(year, month + 2, 0)).getUTCDate()
    const renewed = new Date(Date.UTC(year, month + 2, Math.min(day, lastDay))).toISOString().slice(0, 10)
    const [companyRow] = await billing.rows<{ due_date: string }>(
      `select to_char(due_date, 'YYYY-MM-DD') as due_date from companies where id = ?`,
      [company.id],
    )
    expect(companyRow!.due_date).toBe(renewed)
    const invoices = await company.admin.get('/api/invoices/all')
    expect(invoices.body.list[0]).toMatchObject({ id: invoiceId, status: 'paid' })
    await waitFor(async () => (await company.admin.get('/api/tickets')).status === 200)
  })

  it("tells the company's sockets CONCLUIDA with the renewed due date once a verified payment settles", async () => {
    const due = daysFromToday(-1)
    const company = await billing.company({ dueDate: due, recurrence: 'MENSAL' })
    const other = await billing.company({ dueDate: due })
    const invoiceId = await invoiceOf(company.id, due)
    const listen = (companyId: number, token: string | undefined) => {
      const socket = io(`${billing.testApp.url}/${companyId}`, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      })
      const heard: unknown[] = []
      socket.onAny((event: string, payload: unknown) => {
        if (event.endsWith('-payment')) heard.push({ event, payload })
      })
      const connected = new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve)
        socket.once('connect_error', reject)
      })
      return { socket, heard, connected }
    }
    // An overdue company's socket still connects: it is how the checkout hears the payment.
    const ours = listen(company.id, company.admin.token)
    const theirs = listen(other.id, other.admin.token)
    try {
      await Promise.all([ours.connected, theirs.connected])
      const paid = await company.admin.post('/api/subscription', {
        firstName: 'Ana',
        zipcode: '1',
        invoiceId,
      })
      expect(paid.status, JSON.stringify(paid.body)).toBe(200)
      const forged = stripeEvent(`cs_test_${sessions}`, 3000, { secret: 'whsec_forged' })
      expect((await billing.notify('stripe', forged.body, forged.headers)).status).toBe(401)
      const genuine = stripeEvent(`cs_test_${sessions}`, 3000)
      expect((await billing.notify('stripe', genuine.body, genuine.headers)).status).toBe(200)
      const [row] = await billing.rows<{ due_date: string }>(
        `select to_char(due_date, 'YYYY-MM-DD') as due_date from companies where id = ?`,
        [company.id],
      )
      await waitFor(() => ours.heard.length > 0)
      expect(ours.heard).toEqual([
        {
          event: `company-${company.id}-payment`,
          payload: { action: 'CONCLUIDA', company: { id: company.id, dueDate: expect.any(String) } },
        },
      ])
      const { payload } = ours.heard[0] as { payload: { company: { dueDate: string } } }
      expect(payload.company.dueDate.slice(0, 10)).toBe(row!.due_date)
      // A replay settles nothing and says nothing; another company hears nothing at all.
      expect((await billing.notify('stripe', genuine.body, genuine.headers)).status).toBe(200)
      await company.admin.get('/api/invoices/all')
      expect(ours.heard).toHaveLength(1)
      expect(theirs.heard).toEqual([])
    } finally {
      ours.socket.disconnect()
      theirs.socket.disconnect()
    }
  })

  it('prices a custom plan on the server, for the period, and writes it on the invoice', async () => {
    const company = await billing.company({ dueDate: daysFromToday(5), recurrence: 'BIMESTRAL' })
    const invoiceId = await invoiceOf(company.id, daysFromToday(5))
    const tooSmall = await company.admin.post('/api/subscription', {
      firstName: 'Ana',
      zipcode: '1',
      invoiceId,
      users: 2,
      connections: 3,
    })
    expect(tooSmall.body.code).toBe('ERR_BILLING_CUSTOM_PLAN_TOO_SMALL')
    const custom = await company.admin.post('/api/subscription', {
      firstName: 'Ana',
      zipcode: '12345678000199',
      invoiceId,
      users: 5,
      connections: 4,
      price: 49,
    })
    expect(custom.status, JSON.stringify(custom.body)).toBe(200)
    // (49 + 2 × 11 + 1 × 20) × 2 months
    expect(custom.body.valorext).toBe(182)
    expect(
      new URLSearchParams(fake.received.at(-1)!.body).get('line_items[0][price_data][unit_amount]'),
    ).toBe('18200')
    const [row] = await billing.rows(
      'select detail, users, connections, value from billing_invoices where id = ?',
      [invoiceId],
    )
    expect(row).toMatchObject({ detail: 'Plano personalizado', users: 5, connections: 4 })
    expect(Number((row as { value: string }).value)).toBe(182)
  })

  it("keeps companies apart: another company's invoice is not found, listed nor paid", async () => {
    const a = await billing.company({ dueDate: daysFromToday(4) })
    const b = await billing.company({ dueDate: daysFromToday(4) })
    const invoiceOfA = await invoiceOf(a.id, daysFromToday(4))
    const listOfB = await b.admin.get('/api/invoices/all')
    expect(listOfB.body.list.map((invoice: { id: number }) => invoice.id)).not.toContain(invoiceOfA)
    const before = fake.received.length
    const payOther = await b.admin.post('/api/subscription', {
      firstName: 'Bia',
      zipcode: '1',
      invoiceId: invoiceOfA,
    })
    expect(payOther.status).toBe(404)
    expect(payOther.body.code).toBe('ERR_BILLING_INVOICE_NOT_FOUND')
    expect(fake.received.length).toBe(before)
  })

  it('answers 404 for a provider that is not loaded, and leaves a paid invoice alone', async () => {
    expect((await billing.notify('nope', '{}')).status).toBe(404)
    const company = await billing.company({ dueDate: daysFromToday(2) })
    const invoiceId = await invoiceOf(company.id, daysFromToday(2))
    await billing.rows(`update billing_invoices set status = 'paid' where id = ?`, [invoiceId])
    const answer = await company.admin.post('/api/subscription', {
      firstName: 'Ana',
      zipcode: '1',
      invoiceId,
    })
    expect(answer.body.code).toBe('ERR_BILLING_INVOICE_PAID')
  })

  it("keeps the providers' keys and webhook secrets masked for the super admin and hidden from companies", async () => {
    const company = await billing.company()
    for (const [key, value] of [
      ['stripeprivatekey', 'sk_test_secret_key_1234'],
      ['stripewebhooksecret', webhookSecret],
    ] as const) {
      const read = await billing.superAdmin.get(`/api/setting/${key}`)
      expect(read.body).toEqual({ key, value: `********${value.slice(-4)}` })
      expect((await company.admin.get(`/api/setting/${key}`)).status).toBe(404)
    }
    const all = await billing.superAdmin.get('/api/settings')
    expect(JSON.stringify(all.body)).not.toContain(webhookSecret)
    expect(JSON.stringify((await company.admin.get('/api/settings')).body)).not.toContain('stripe')
  })
})
