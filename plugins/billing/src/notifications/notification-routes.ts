import { AppError, type DbApi, type PluginRoutes } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import { Type } from 'typebox'
import type { PaymentProviders } from '../checkout/payment-provider.ts'
import { billingErrors } from '../errors.ts'
import { type SettleServices, settlePayment } from './settle-payment.ts'

const tags = ['billing']
/** Providers' notifications are small; anything larger is not a provider's. */
const maxBodyBytes = 256 * 1024

export interface NotificationRouteOptions {
  providers: PaymentProviders
  settle: SettleServices
  db: DbApi
  log: FastifyBaseLogger
}

async function record(db: DbApi, provider: string, outcome: string, chargeId: string | null, remote: string) {
  await db
    .platform()
    .execute(
      'insert into billing_notifications (provider, outcome, charge_id, remote_address) values (?, ?, ?, ?)',
      [provider, outcome, chargeId, remote.slice(0, 100)],
    )
}

/**
 * `/api/billing/notifications/{provider}`: the URL each provider's webhook is pointed at
 * (docs/billing.md). The provider verifies the call over the raw bytes the way it signs; a refusal
 * is logged and recorded, and answered 401 without touching any invoice.
 */
export const notificationRoutes: PluginRoutes<NotificationRouteOptions> = async (fastify, options) => {
  fastify.removeAllContentTypeParsers()
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: maxBodyBytes },
    (_request, body, done) => {
      done(null, body)
    },
  )

  fastify.post(
    '/billing/notifications/:provider',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: "A payment provider's notification (webhook), verified the way that provider signs",
        description:
          "Body: the provider's own JSON, read only once verified. Unverified: 401 (logged); unknown provider: 404.",
        params: Type.Object({ provider: Type.String({ pattern: '^[a-z0-9-]{1,50}$' }) }),
        // The parameters providers put on their notification URLs (Efí's hmac, Mercado Pago's data.id).
        querystring: Type.Object({
          hmac: Type.Optional(Type.String({ maxLength: 500 })),
          ignorar: Type.Optional(Type.String({ maxLength: 100 })),
          'data.id': Type.Optional(Type.String({ maxLength: 100 })),
          type: Type.Optional(Type.String({ maxLength: 100 })),
          topic: Type.Optional(Type.String({ maxLength: 100 })),
          id: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: { 200: Type.Object({ received: Type.Boolean(), outcome: Type.String() }) },
      },
    },
    async (request) => {
      const id = request.params.provider
      const registration = options.providers.byId(id)
      if (!registration)
        throw new AppError('ERR_NOT_FOUND', { message: `no billing provider "${id}" is loaded` })
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const outcome = await registration.provider.verifyNotification({
        options: registration.options,
        notification: { headers: request.headers, rawBody, query: request.query as Record<string, string> },
      })
      if (outcome.kind === 'rejected') {
        options.log.warn(
          { provider: id, remote: request.ip },
          'a payment notification failed verification; refused',
        )
        await record(options.db, id, 'rejected', null, request.ip)
        throw new AppError(billingErrors.ERR_BILLING_NOTIFICATION_REJECTED)
      }
      if (outcome.kind === 'ignored') {
        await record(options.db, id, 'ignored', null, request.ip)
        return { received: true, outcome: 'ignored' }
      }
      const settled = await settlePayment(options.settle, {
        provider: id,
        chargeId: outcome.chargeId,
        amountCents: outcome.amountCents,
        paidAt: outcome.paidAt,
      })
      await record(options.db, id, settled, outcome.chargeId, request.ip)
      return { received: true, outcome: settled }
    },
  )
}
