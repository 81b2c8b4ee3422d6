import {
  type BillingTestApp,
  type FakeProvider,
  startBillingTestApp,
  startFakeProvider,
} from '@atendo/plugin-billing/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import mercadopago from './index.ts'
import { mercadoPagoManifest, signMercadoPago } from './mercadopago-signature.ts'

const webhookSecret = 'mp-webhook-secret-0123456789'
let fake: FakeProvider
let billing: BillingTestApp
/** The payments the fake API knows, by id. */
const payments = new Map<string, Record<string, unknown>>()

beforeAll(async () => {
  fake = await startFakeProvider()
  fake.on('POST /checkout/preferences', (request) => {
    if (request.headers.authorization !== 'Bearer APP_USR-test-token')
      return { status: 401, body: { message: 'invalid token' } }
    const preference = JSON.parse(request.body)
    return {
      status: 201,
      body: {
        id: `pref-${preference.external_reference}`,
        init_point: `https://www.mercadopago.test/checkout?pref_id=${preference.external_reference}`,
      },
    }
  })
  fake.on('GET /v1/payments/*', (request) => {
    const payment = payments.get(request.path.split('/').at(-1)!)
    return payment ? { status: 200, body: payment } : { status: 404, body: { message: 'not found' } }
  })
  billing = await startBillingTestApp({
    providers: [mercadopago],
    pluginConfig: { 'billing-mercadopago': { apiBaseUrl: fake.url } },
  })
  await billing.setGlobal({ mpaccesstoken: 'APP_USR-test-token', mpwebhooksecret: webhookSecret })
})
afterAll(async () => {
  await billing?.close()
  await fake?.close()
})

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A notification as Mercado Pago sends it: data.id in the query, x-signature over the manifest. */
function notification(paymentId: string, secret = webhookSecret) {
  const ts = String(Date.now())
  const requestId = `req-${paymentId}`
  const v1 = signMercadoPago(secret, mercadoPagoManifest(paymentId, requestId, ts))
  return {
    body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: paymentId } }),
    headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
    query: `?data.id=${paymentId}&type=payment`,
  }
}

describe('Mercado Pago', () => {
  it('answers the preference link; a signed notification of an approved payment pays once', async () => {
    await billing.rows(`update plans set amount = 40 where id = 1`)
    const company = await billing.company({ dueDate: daysFromToday(-1), recurrence: 'BIMESTRAL' })
    const answer = await company.admin.post('/api/subscription', { firstName: 'Ana', zipcode: '12345678901' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toMatchObject({ provider: 'mercadopago', valorext: 80 })
    expect(answer.body.mercadopagoURL).toMatch(/^https:\/\/www\.mercadopago\.test\/checkout\?pref_id=atendo-/)
    const reference = new URL(answer.body.mercadopagoURL).searchParams.get('pref_id')!
    expect(JSON.parse(fake.received.at(-1)!.body).items[0]).toMatchObject({
      unit_price: 80,
      quantity: 1,
      currency_id: 'BRL',
    })

    payments.set('1001', {
      id: 1001,
      status: 'pending',
      transaction_amount: 80,
      external_reference: reference,
    })
    payments.set('1002', {
      id: 1002,
      status: 'approved',
      transaction_amount: 80,
      external_reference: reference,
      date_approved: new Date().toISOString(),
    })

    const forged = notification('1002', 'not-the-secret')
    expect((await billing.notify('mercadopago', forged.body, forged.headers, forged.query)).status).toBe(401)
    const tampered = notification('1002')
    expect(
      (await billing.notify('mercadopago', tampered.body, tampered.headers, '?data.id=1001&type=payment'))
        .status,
    ).toBe(401)
    const pending = notification('1001')
    expect(
      await (await billing.notify('mercadopago', pending.body, pending.headers, pending.query)).json(),
    ).toMatchObject({ outcome: 'ignored' })
    const approved = notification('1002')
    expect(
      await (await billing.notify('mercadopago', approved.body, approved.headers, approved.query)).json(),
    ).toMatchObject({ outcome: 'paid' })
    expect(
      await (await billing.notify('mercadopago', approved.body, approved.headers, approved.query)).json(),
    ).toMatchObject({ outcome: 'replayed' })
    const [row] = await billing.rows<{ status: string }>(
      'select status from billing_invoices where company_id = ?',
      [company.id],
    )
    expect(row!.status).toBe('paid')
    expect((await company.admin.get('/api/tickets')).status).toBe(200)
  })
})
