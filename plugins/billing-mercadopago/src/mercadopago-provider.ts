import { randomBytes } from 'node:crypto'
import { AppError, type BillingProvider, type Clock, type SettingsApi } from '@atendo/plugin-api'
import { mercadoPagoSignatureValid } from './mercadopago-signature.ts'

export interface MercadoPagoOptions {
  /** Mercado Pago's API root (https://api.mercadopago.com); a local fake in tests. */
  apiBaseUrl: string
}

interface Payment {
  status?: string
  transaction_amount?: number
  external_reference?: string | null
  date_approved?: string | null
}

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/**
 * Mercado Pago: a Checkout Pro preference per charge (its `init_point` is the payment link). The
 * charge is named by the preference's `external_reference`, unique per charge. A notification
 * names a payment: once its x-signature is verified, the payment is read back from the API
 * (status `approved`, amount, external reference), as Mercado Pago advises. The access token
 * (`mpaccesstoken`) and the webhook secret (`mpwebhooksecret`) are global settings.
 */
export function mercadoPagoProvider(
  settings: Pick<SettingsApi, 'readGlobal'>,
  clock: Clock,
): BillingProvider<MercadoPagoOptions> {
  async function accessToken(): Promise<string> {
    const token = await settings.readGlobal('mpaccesstoken')
    if (!token)
      throw new AppError('ERR_PAYMENT_PROVIDER_UNAVAILABLE', { details: { provider: 'mercadopago' } })
    return token
  }
  return {
    id: 'mercadopago',
    label: 'Mercado Pago',
    methods: ['pix', 'card'],
    validateOptions(options) {
      new URL(options.apiBaseUrl)
    },
    async createCharge({ options, charge }) {
      const reference = `atendo-${charge.invoiceId}-${randomBytes(6).toString('hex')}`
      const response = await fetch(new URL('/checkout/preferences', options.apiBaseUrl), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          'x-idempotency-key': reference,
        },
        body: JSON.stringify({
          items: [
            {
              id: String(charge.invoiceId),
              title: charge.description.slice(0, 250),
              quantity: 1,
              currency_id: 'BRL',
              unit_price: charge.amountCents / 100,
            },
          ],
          payer: { name: charge.payer.name, email: charge.payer.email },
          external_reference: reference,
          back_urls: { success: charge.returnUrl, pending: charge.returnUrl, failure: charge.returnUrl },
        }),
        signal: AbortSignal.timeout(15_000),
      })
      if (!response.ok)
        throw new Error(`Mercado Pago answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
      const preference = (await response.json()) as { id: string; init_point: string }
      return { chargeId: reference, checkout: { kind: 'redirect', url: preference.init_point } }
    },
    async verifyNotification({ options, notification }) {
      const secret = await settings.readGlobal('mpwebhooksecret')
      let body: { type?: string; data?: { id?: string } } = {}
      try {
        body = JSON.parse(notification.rawBody.toString('utf8'))
      } catch {
        // The query string still names the payment.
      }
      const dataId = notification.query['data.id'] ?? body.data?.id
      const signed = mercadoPagoSignatureValid(
        secret,
        header(notification.headers['x-signature']),
        dataId,
        header(notification.headers['x-request-id']),
      )
      if (!signed) return { kind: 'rejected' }
      const type = notification.query.type ?? body.type
      if (type !== 'payment' || !dataId || !/^[0-9A-Za-z-]{1,64}$/.test(dataId)) return { kind: 'ignored' }
      const response = await fetch(new URL(`/v1/payments/${dataId}`, options.apiBaseUrl), {
        headers: { authorization: `Bearer ${await accessToken()}` },
        signal: AbortSignal.timeout(15_000),
      })
      if (!response.ok) throw new Error(`Mercado Pago answered ${response.status} for payment ${dataId}`)
      const payment = (await response.json()) as Payment
      if (payment.status !== 'approved' || !payment.external_reference) return { kind: 'ignored' }
      return {
        kind: 'paid',
        chargeId: payment.external_reference,
        amountCents: Math.round((payment.transaction_amount ?? 0) * 100),
        paidAt: payment.date_approved ?? clock.now().toISOString(),
      }
    },
  }
}
