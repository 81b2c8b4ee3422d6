import { billingProviders, definePlugin } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { type StripeOptions, stripeProvider } from './stripe-provider.ts'

/** Stripe as a billing provider (docs/billing.md): card payments on Stripe Checkout. */
export default definePlugin({
  id: 'billing-stripe',
  version: '1.0.0',
  contract: '^2.1.0',
  config: Type.Object({
    apiBaseUrl: Type.String({ pattern: '^https?://', maxLength: 500, default: 'https://api.stripe.com' }),
    toleranceSeconds: Type.Integer({ minimum: 1, maximum: 3600, default: 300 }),
  }),
  register({ config, settings, clock, extensions }) {
    const options: StripeOptions = {
      apiBaseUrl: config.apiBaseUrl,
      toleranceSeconds: config.toleranceSeconds,
    }
    extensions.provide(billingProviders, { provider: stripeProvider(settings, clock), options })
  },
})
