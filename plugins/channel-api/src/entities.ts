import { defineEntity, type InferEntity, p, tenantColumns } from '@atendo/plugin-api'

/**
 * One signed delivery of an outbound webhook (an API connection's reply to the integrator): the
 * record of what was sent and how it went. Its retries are the job outbox's (a durable job per
 * delivery); `attempts` and `lastError` mirror the tries made so far.
 */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  properties: {
    id: p.uuid().primary(),
    ...tenantColumns,
    connectionId: p.integer().index(),
    event: p.string().length(50),
    payload: p.json<Record<string, unknown>>(),
    status: p.enum(['pending', 'delivered', 'failed'] as const).default('pending'),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    deliveredAt: p.datetime().nullable(),
  },
})
export type IWebhookDelivery = InferEntity<typeof WebhookDelivery>
