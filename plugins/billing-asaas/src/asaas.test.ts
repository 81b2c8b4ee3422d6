import {
  type BillingTestApp,
  type FakeProvider,
  startBillingTestApp,
  startFakeProvider,
} from '@atendo/plugin-billing/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import asaas from './index.ts'

const webhookToken = 'asaas-webhook-token-0123456789'
let fake: FakeProvider
let billing: BillingTestApp
let links = 0

beforeAll(async () => {
  fake = await startFakeProvider()
  fake.on('POST /v3/paymentLinks', (request) => {
    if (request.headers.access_token !== '$aact_test_key')
      return { status: 401, body: { errors: [{ code: 'invalid_access_token' }] } }
    links++
    return {
      status: 200,
      body: {
        id: `lnk_${links}`,
        url: `https://www.asaas.test/c/lnk_${links}`,
        value: JSON.parse(request.body).value,
      },
    }
  })
  billing = await startBillingTestApp({
    providers: [asaas],
    pluginConfig: { 'billing-asaas': { apiBaseUrl: fake.url } },
  })
  await billing.setGlobal({ asaastoken: '$aact_test_key', asaaswebhooktoken: webhookToken })
})
afterAll(async () => {
  await billing?.close()
  await fake?.close()
})

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const received = (paymentLink: string, value: number, event = 'PAYMENT_RECEIVED') =>
  JSON.stringify({
    event,
    payment: { id: 'pay_1', paymentLink, value, paymentDate: daysFromToday(0), billingType: 'PIX' },
  })

describe('Asaas', () => {
  it('answers the payment link; the webhook with the access token pays once; forged or replayed ones do not', async () => {
    await billing.rows(`update plans set amount = 25.5 where id = 1`)
    const company = await billing.company({ dueDate: daysFromToday(-2), recurrence: 'MENSAL' })
    const answer = await company.admin.post('/api/subscription', {
      firstName: 'Ana',
      zipcode: '12345678000199',
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toMatchObject({
      provider: 'asaas',
      valorext: 25.5,
      asaasURL: `https://www.asaas.test/c/lnk_${links}`,
    })
    const sent = JSON.parse(fake.received.at(-1)!.body)
    expect(sent).toMatchObject({ value: 25.5, billingType: 'UNDEFINED', chargeType: 'DETACHED' })
    const link = `lnk_${links}`

    expect(
      (await billing.notify('asaas', received(link, 25.5), { 'asaas-access-token': 'forged' })).status,
    ).toBe(401)
    expect((await billing.notify('asaas', received(link, 25.5))).status).toBe(401)
    const created = await billing.notify('asaas', received(link, 25.5, 'PAYMENT_CREATED'), {
      'asaas-access-token': webhookToken,
    })
    expect(await created.json()).toMatchObject({ outcome: 'ignored' })
    const paid = await billing.notify('asaas', received(link, 25.5), { 'asaas-access-token': webhookToken })
    expect(await paid.json()).toMatchObject({ outcome: 'paid' })
    const again = await billing.notify('asaas', received(link, 25.5, 'PAYMENT_CONFIRMED'), {
      'asaas-access-token': webhookToken,
    })
    expect(await again.json()).toMatchObject({ outcome: 'replayed' })
    const [invoice] = await billing.rows(
      'select status, paid_provider from billing_invoices where company_id = ?',
      [company.id],
    )
    expect(invoice).toEqual({ status: 'paid', paid_provider: 'asaas' })
    expect((await company.admin.get('/api/tickets')).status).toBe(200)
  })
})
