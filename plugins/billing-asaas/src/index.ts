import { billingProviders, definePlugin } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { type AsaasOptions, asaasProvider } from './asaas-provider.ts'

/** Asaas as a billing provider (docs/billing.md): payment links, webhooks checked by their access token. */
export default definePlugin({
  id: 'billing-asaas',
  version: '1.0.0',
  contract: '^2.1.0',
  config: Type.Object({
    apiBaseUrl: Type.String({ pattern: '^https?://', maxLength: 500, default: 'https://api.asaas.com' }),
    linkDays: Type.Integer({ minimum: 1, maximum: 60, default: 10 }),
  }),
  register({ config, settings, clock, extensions }) {
    const options: AsaasOptions = { apiBaseUrl: config.apiBaseUrl, linkDays: config.linkDays }
    extensions.provide(billingProviders, { provider: asaasProvider(settings, clock), options })
  },
})
