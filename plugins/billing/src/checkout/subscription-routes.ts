import type { PluginRoutes } from '@atendo/plugin-api'
import type { FastifyRequest } from 'fastify'
import { type CheckoutServices, openCheckout } from './open-checkout.ts'
import { PaymentResultSchema, SubscriptionBody } from './subscription-schemas.ts'

const tags = ['billing']

export interface SubscriptionRouteOptions {
  services: CheckoutServices
  /** Where the provider's page sends the payer back; by default the calling app's /financeiro. */
  returnUrl: string | undefined
}

/** The page the payer returns to: the configured one, or /financeiro of the app that called. */
function returnUrlOf(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured
  const origin = request.headers.origin
  const base =
    typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin)
      ? origin
      : `${request.protocol}://${request.host}`
  return `${base}/financeiro`
}

/** POST /subscription (administration.md §7): pays an invoice through the configured provider. */
export const subscriptionRoutes: PluginRoutes<SubscriptionRouteOptions> = async (fastify, options) => {
  fastify.post(
    '/subscription',
    {
      // Paying is what an overdue company must still be able to do (docs/billing.md).
      config: { access: { allowExpired: true } },
      schema: {
        tags,
        summary: "Pay an invoice: answers the provider's PIX code or checkout link (§3 Payment result)",
        body: SubscriptionBody,
        response: { 200: PaymentResultSchema },
      },
    },
    (request) =>
      openCheckout(options.services, request.caller, request.body, returnUrlOf(request, options.returnUrl)),
  )
}
