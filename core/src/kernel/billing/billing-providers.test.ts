import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  AppError,
  type BillingNotification,
  type BillingProvider,
  billingProviders,
  definePlugin,
  type InvoiceCharge,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootFailure, startTestApp, type TestApp } from '../../testing/index.ts'
import { PluginLoadError } from '../plugin-host/plugin-errors.ts'

interface FakePixOptions {
  pixKey: string
  webhookSecret: string
}

const signatureOf = (secret: string, body: Buffer) => createHmac('sha256', secret).update(body).digest('hex')

/**
 * A PIX provider as a payment plugin writes one, against no real bank: the charge's code carries
 * the key and amount, and notifications are signed with an HMAC of the raw body.
 */
const fakePix: BillingProvider<FakePixOptions> = {
  id: 'fake-pix',
  label: 'PIX (fake bank)',
  methods: ['pix'],
  validateOptions(options) {
    if (options.webhookSecret.length < 16) throw new Error('webhookSecret must have 16 characters or more')
  },
  async createCharge({ options, charge }) {
    return {
      chargeId: `charge-${charge.invoiceId}`,
      checkout: {
        kind: 'pix',
        copyPaste: `PIX|${options.pixKey}|${charge.amountCents}|${charge.invoiceId}`,
        expiresAt: `${charge.dueDate}T23:59:59.000Z`,
      },
    }
  },
  async verifyNotification({ options, notification }) {
    const given = Buffer.from(String(notification.headers['x-fake-signature'] ?? ''), 'hex')
    const expected = Buffer.from(signatureOf(options.webhookSecret, notification.rawBody), 'hex')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'rejected' }
    const payload = JSON.parse(notification.rawBody.toString('utf8'))
    if (payload.event !== 'paid') return { kind: 'ignored' }
    return {
      kind: 'paid',
      chargeId: payload.chargeId,
      amountCents: payload.amountCents,
      paidAt: payload.paidAt,
    }
  },
}

const fakePixPlugin = definePlugin({
  id: 'billing-fake-pix',
  version: '1.0.0',
  contract: '^2.0.0',
  config: Type.Object({ pixKey: Type.String(), webhookSecret: Type.String() }),
  register({ extensions, config }) {
    extensions.provide(billingProviders, { provider: fakePix, options: config })
  },
})

const goodOptions = { pixKey: 'financeiro@atendo.test', webhookSecret: 'a-secret-of-enough-length' }

const charge: InvoiceCharge = {
  invoiceId: 42,
  companyId: 7,
  amountCents: 14900,
  currency: 'BRL',
  method: 'pix',
  description: 'Plano Pro: 3 usuários, 2 conexões',
  dueDate: '2026-12-10',
  payer: { name: 'Empresa A', email: 'financeiro@empresa-a.test', document: null },
  returnUrl: 'https://atendo.test/financeiro',
}

function notification(body: object, secret = goodOptions.webhookSecret): BillingNotification {
  const rawBody = Buffer.from(JSON.stringify(body))
  return { headers: { 'x-fake-signature': signatureOf(secret, rawBody) }, rawBody, query: {} }
}

describe('billing providers: a plugin adds one through the extension point', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await startTestApp({
      plugins: [fakePixPlugin],
      pluginConfig: { 'billing-fake-pix': goodOptions },
    })
  })
  afterAll(() => testApp.close())

  it('records the provider with the plugin that added it, and finds it by id', () => {
    const billing = testApp.app.kernel.contributions.billingProviders
    expect(billing.list()).toEqual([
      { id: 'fake-pix', label: 'PIX (fake bank)', methods: ['pix'], pluginId: 'billing-fake-pix' },
    ])
    expect(billing.get('fake-pix').provider).toBe(fakePix)
    expect(billing.find('stripe')).toBeUndefined()
  })

  it('calls the provider with the options it was provided with', async () => {
    const { provider, options } = testApp.app.kernel.contributions.billingProviders.get('fake-pix')
    expect(await provider.createCharge({ options, charge })).toEqual({
      chargeId: 'charge-42',
      checkout: {
        kind: 'pix',
        copyPaste: 'PIX|financeiro@atendo.test|14900|42',
        expiresAt: '2026-12-10T23:59:59.000Z',
      },
    })
    const paid = { event: 'paid', chargeId: 'charge-42', amountCents: 14900, paidAt: '2026-12-01T10:00:00Z' }
    expect(await provider.verifyNotification({ options, notification: notification(paid) })).toEqual({
      kind: 'paid',
      chargeId: 'charge-42',
      amountCents: 14900,
      paidAt: '2026-12-01T10:00:00Z',
    })
    const forged = notification(paid, 'a-guessed-secret-of-some-length')
    expect(await provider.verifyNotification({ options, notification: forged })).toEqual({ kind: 'rejected' })
  })

  it('answers ERR_PAYMENT_PROVIDER_UNAVAILABLE for a provider no loaded plugin adds', () => {
    const billing = testApp.app.kernel.contributions.billingProviders
    expect(() => billing.get('stripe')).toThrow(AppError)
    try {
      billing.get('stripe')
    } catch (error) {
      expect((error as AppError).code).toBe('ERR_PAYMENT_PROVIDER_UNAVAILABLE')
      expect((error as AppError).statusCode).toBe(503)
    }
  })
})

describe('billing providers: refused at boot, naming the plugin', () => {
  it('refuses a second provider with an id already provided', async () => {
    const copycat = definePlugin({
      id: 'billing-copycat',
      version: '1.0.0',
      contract: '^2.0.0',
      register({ extensions }) {
        extensions.provide(billingProviders, {
          provider: { ...fakePix, label: 'Another PIX' },
          options: goodOptions,
        })
      },
    })
    const error = await bootFailure({
      plugins: [fakePixPlugin, copycat],
      pluginConfig: { 'billing-fake-pix': goodOptions },
    })
    expect(error).toBeInstanceOf(PluginLoadError)
    expect((error as PluginLoadError).pluginId).toBe('billing-copycat')
    expect((error as Error).message).toBe(
      'plugin "billing-copycat": billing provider id "fake-pix" is already provided by plugin "billing-fake-pix"',
    )
  })

  it('refuses options the provider’s validator rejects', async () => {
    const error = await bootFailure({
      plugins: [fakePixPlugin],
      pluginConfig: { 'billing-fake-pix': { ...goodOptions, webhookSecret: 'short' } },
    })
    expect(error).toBeInstanceOf(PluginLoadError)
    expect((error as PluginLoadError).pluginId).toBe('billing-fake-pix')
    expect((error as Error).message).toBe(
      'plugin "billing-fake-pix": billing provider "fake-pix" refused its options: webhookSecret must have 16 characters or more',
    )
  })

  it('refuses a provider whose id is not kebab-case', async () => {
    const badId = definePlugin({
      id: 'billing-bad-id',
      version: '1.0.0',
      contract: '^2.0.0',
      register({ extensions }) {
        extensions.provide(billingProviders, {
          provider: { ...fakePix, id: 'Fake_Pix' },
          options: goodOptions,
        })
      },
    })
    const error = await bootFailure({ plugins: [badId] })
    expect(error).toBeInstanceOf(PluginLoadError)
    expect((error as Error).message).toMatch(
      /^plugin "billing-bad-id": billing provider id "Fake_Pix" must be kebab-case/,
    )
  })
})
