import { billingProviders, definePlugin } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { type MercadoPagoOptions, mercadoPagoProvider } from './mercadopago-provider.ts'

/** Mercado Pago as a billing provider (docs/billing.md): Checkout Pro links, x-signature webhooks. */
export default definePlugin({
  id: 'billing-mercadopago',
  version: '1.0.0',
  contract: '^2.1.0',
  config: Type.Object({
    apiBaseUrl: Type.String({
      pattern: '^https?://',
      maxLength: 500,
      default: 'https://api.mercadopago.com',
    }),
  }),
  register({ config, settings, clock, extensions }) {
    const options: MercadoPagoOptions = { apiBaseUrl: config.apiBaseUrl }
    extensions.provide(billingProviders, { provider: mercadoPagoProvider(settings, clock), options })
  },
})
