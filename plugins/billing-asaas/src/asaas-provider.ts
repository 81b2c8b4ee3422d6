import { timingSafeEqual } from 'node:crypto'
import { AppError, type BillingProvider, type Clock, type SettingsApi } from '@atendo/plugin-api'

export interface AsaasOptions {
  /** Asaas' API root (https://api.asaas.com, or the sandbox); a local fake in tests. */
  apiBaseUrl: string
  /** Days the payment link stays payable. */
  linkDays: number
}

interface AsaasWebhook {
  event?: string
  payment?: {
    id?: string
    paymentLink?: string | null
    value?: number
    paymentDate?: string | null
    confirmedDate?: string | null
  }
}

/** The events that mean the money is in (PIX and boleto: RECEIVED; card: CONFIRMED). */
const paidEvents = new Set(['PAYMENT_RECEIVED', 'PAYMENT_CONFIRMED'])

function sameToken(expected: string, given: string | string[] | undefined): boolean {
  if (!expected || typeof given !== 'string') return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Asaas: a payment link per charge (the payer picks PIX, boleto or card on Asaas' page). Asaas
 * authenticates its webhooks with the access token chosen when the webhook was set up, sent in
 * the `asaas-access-token` header; the API key (`asaastoken`) and that token (`asaaswebhooktoken`)
 * are global settings.
 */
export function asaasProvider(
  settings: Pick<SettingsApi, 'readGlobal'>,
  clock: Clock,
): BillingProvider<AsaasOptions> {
  return {
    id: 'asaas',
    label: 'Asaas',
    methods: ['pix', 'card'],
    validateOptions(options) {
      new URL(options.apiBaseUrl)
    },
    async createCharge({ options, charge }) {
      const apiKey = await settings.readGlobal('asaastoken')
      if (!apiKey) throw new AppError('ERR_PAYMENT_PROVIDER_UNAVAILABLE', { details: { provider: 'asaas' } })
      const response = await fetch(new URL('/v3/paymentLinks', options.apiBaseUrl), {
        method: 'POST',
        headers: { access_token: apiKey, 'content-type': 'application/json', 'user-agent': 'Atendo' },
        body: JSON.stringify({
          name: charge.description.slice(0, 255),
          description: `Fatura ${charge.invoiceId}`,
          billingType: 'UNDEFINED',
          chargeType: 'DETACHED',
          value: charge.amountCents / 100,
          dueDateLimitDays: options.linkDays,
          externalReference: String(charge.invoiceId),
          callback: { successUrl: charge.returnUrl, autoRedirect: true },
        }),
        signal: AbortSignal.timeout(15_000),
      })
      if (!response.ok)
        throw new Error(`Asaas answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
      const link = (await response.json()) as { id: string; url: string }
      return { chargeId: link.id, checkout: { kind: 'redirect', url: link.url } }
    },
    async verifyNotification({ notification }) {
      const token = await settings.readGlobal('asaaswebhooktoken')
      if (!sameToken(token, notification.headers['asaas-access-token'])) return { kind: 'rejected' }
      const webhook = JSON.parse(notification.rawBody.toString('utf8')) as AsaasWebhook
      const payment = webhook.payment
      if (!paidEvents.has(webhook.event ?? '') || !payment?.paymentLink) return { kind: 'ignored' }
      return {
        kind: 'paid',
        chargeId: payment.paymentLink,
        amountCents: Math.round((payment.value ?? 0) * 100),
        paidAt: payment.confirmedDate ?? payment.paymentDate ?? clock.now().toISOString(),
      }
    },
  }
}
