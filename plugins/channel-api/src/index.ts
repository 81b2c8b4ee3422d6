import { channelProviders, definePlugin } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { createApiChannel } from './api-provider.ts'
import { WebhookDelivery } from './entities.ts'
import { WebhookDeliveriesMigration } from './migrations/20261126020000-webhook-deliveries.ts'
import { apiChannelRoutes } from './routes.ts'
import { createWebhookDeliveries } from './webhook-deliveries.ts'

/**
 * The built-in API channel (docs/api-channel.md): a connection of channel `api` lets an
 * integrator's system post its users' messages into Atendo with the connection's token, and
 * receive the attendants' replies as signed webhooks.
 */
export default definePlugin({
  id: 'channel-api',
  version: '1.0.0',
  contract: '^2.0.0',
  config: Type.Object({
    /** Tries per webhook delivery before it is marked failed. */
    deliveryAttempts: Type.Integer({ minimum: 1, maximum: 30, default: 10 }),
    /** First retry delay; doubled on each further try (5 s, 10 s, 20 s... about 40 minutes in all). */
    deliveryBackoffMs: Type.Integer({ minimum: 0, default: 5000 }),
    /** How long the receiver may take to answer one delivery. */
    deliveryTimeoutMs: Type.Integer({ minimum: 100, maximum: 120_000, default: 10_000 }),
    /** Largest media file sent inside a delivery. */
    maxMediaBytes: Type.Integer({ minimum: 0, default: 10 * 1024 * 1024 }),
  }),
  register({ config, db, connections, jobs, log, extensions, http, entities, migrations, outbound }) {
    entities([WebhookDelivery])
    migrations([{ name: '20261126020000-channel-api-webhook-deliveries', class: WebhookDeliveriesMigration }])
    const deliveries = createWebhookDeliveries({
      db,
      connections,
      jobs,
      log,
      outbound,
      attempts: config.deliveryAttempts,
      backoffMs: config.deliveryBackoffMs,
      timeoutMs: config.deliveryTimeoutMs,
    })
    const channel = createApiChannel(deliveries, { maxMediaBytes: config.maxMediaBytes })
    extensions.provide(channelProviders, channel.provider)
    http.routes(apiChannelRoutes, { connections, channel })
  },
})
