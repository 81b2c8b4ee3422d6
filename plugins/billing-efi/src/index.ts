import { billingProviders, definePlugin } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { certUploadRoutes } from './certificate/cert-upload-routes.ts'
import { certificateStore } from './certificate/certificate-store.ts'
import { type EfiOptions, efiProvider } from './efi-provider.ts'
import { efiErrors } from './errors.ts'
import { CreateBillingEfi } from './migrations/20261128130100-billing-efi-create.ts'

/**
 * Efí PIX as a billing provider (docs/billing.md): charges with a QR code and copy-paste code over
 * mutual TLS, and the certificate upload of the back office's PIX-certificate tab.
 */
export default definePlugin({
  id: 'billing-efi',
  version: '1.0.0',
  contract: '^2.1.0',
  config: Type.Object({
    apiBaseUrl: Type.String({
      pattern: '^https://',
      maxLength: 500,
      default: 'https://pix.api.efipay.com.br',
    }),
    /** PEM of extra CAs to trust (Efí's sandbox behind a private CA; tests' own CA). */
    trustedCaPem: Type.Optional(Type.String({ maxLength: 20_000 })),
    chargeExpirySeconds: Type.Integer({ minimum: 300, maximum: 7 * 86_400, default: 3600 }),
    timeoutMs: Type.Integer({ minimum: 1000, maximum: 60_000, default: 15_000 }),
  }),
  register(context) {
    const { config, settings, clock, extensions, db } = context
    context.migrations([{ name: '20261128130100-billing-efi-create', class: CreateBillingEfi }])
    context.errors.declare(efiErrors)
    const store = certificateStore(db)
    const options: EfiOptions = {
      apiBaseUrl: config.apiBaseUrl,
      trustedCaPem: config.trustedCaPem,
      chargeExpirySeconds: config.chargeExpirySeconds,
      timeoutMs: config.timeoutMs,
    }
    extensions.provide(billingProviders, { provider: efiProvider(settings, store, clock), options })
    context.http.routes(certUploadRoutes, { store })
  },
})
