import { AppError, type BillingProvider, type Clock, type SettingsApi } from '@atendo/plugin-api'
import { stripeSignatureValid } from './stripe-signature.ts'

export interface StripeOptions {
  /** Stripe's API root; a local fake in tests. */
  apiBaseUrl: string
  /** How old a signed notification may be (Stripe's own libraries allow 300 s). */
  toleranceSeconds: number
}

interface CheckoutSession {
  id: string
  url: string
}

interface StripeEvent {
  type?: string
  data?: { object?: { id?: string; amount_total?: number; payment_status?: string; created?: number } }
}

/**
 * Stripe (card payments on Stripe Checkout): a Checkout Session per charge, paid on Stripe's page;
 * `checkout.session.completed` with `payment_status: paid` settles it. The secret key and the
 * webhook signing secret are global settings the super admin keeps (`stripeprivatekey`,
 * `stripewebhooksecret`), read on each call so a change applies at once.
 */
export function stripeProvider(
  settings: Pick<SettingsApi, 'readGlobal'>,
  clock: Clock,
): BillingProvider<StripeOptions> {
  return {
    id: 'stripe',
    label: 'Stripe',
    methods: ['card'],
    validateOptions(options) {
      new URL(options.apiBaseUrl)
    },
    async createCharge({ options, charge }) {
      const secretKey = await settings.readGlobal('stripeprivatekey')
      if (!secretKey)
        throw new AppError('ERR_PAYMENT_PROVIDER_UNAVAILABLE', { details: { provider: 'stripe' } })
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: charge.returnUrl,
        cancel_url: charge.returnUrl,
        client_reference_id: String(charge.invoiceId),
        'metadata[invoiceId]': String(charge.invoiceId),
        'metadata[companyId]': String(charge.companyId),
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'brl',
        'line_items[0][price_data][unit_amount]': String(charge.amountCents),
        'line_items[0][price_data][product_data][name]': charge.description,
      })
      if (charge.payer.email) form.set('customer_email', charge.payer.email)
      const response = await fetch(new URL('/v1/checkout/sessions', options.apiBaseUrl), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          // A retried PAGAR for the same invoice and amount reuses the session Stripe made.
          'idempotency-key': `atendo-invoice-${charge.invoiceId}-${charge.amountCents}`,
        },
        body: form,
        signal: AbortSignal.timeout(15_000),
      })
      if (!response.ok)
        throw new Error(`Stripe answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
      const session = (await response.json()) as CheckoutSession
      return { chargeId: session.id, checkout: { kind: 'redirect', url: session.url } }
    },
    async verifyNotification({ options, notification }) {
      const secret = await settings.readGlobal('stripewebhooksecret')
      const header = notification.headers['stripe-signature']
      const nowSeconds = Math.floor(clock.now().getTime() / 1000)
      if (
        !stripeSignatureValid(
          secret,
          notification.rawBody,
          typeof header === 'string' ? header : undefined,
          nowSeconds,
          options.toleranceSeconds,
        )
      )
        return { kind: 'rejected' }
      const event = JSON.parse(notification.rawBody.toString('utf8')) as StripeEvent
      const session = event.data?.object
      if (event.type !== 'checkout.session.completed' || session?.payment_status !== 'paid' || !session.id)
        return { kind: 'ignored' }
      return {
        kind: 'paid',
        chargeId: session.id,
        amountCents: session.amount_total ?? 0,
        paidAt: new Date((session.created ?? nowSeconds) * 1000).toISOString(),
      }
    },
  }
}
