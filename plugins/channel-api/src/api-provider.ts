import type { ChannelProvider, InboundSink } from '@atendo/plugin-api'
import { apiProviderId } from './api-connection.ts'
import { messageDelivery } from './outbound-payload.ts'
import type { WebhookDeliveries } from './webhook-deliveries.ts'

/** The API channel's provider, and the sink core gave it (the same for every connection). */
export interface ApiChannel {
  provider: ChannelProvider
  /** Undefined until core connects a first API connection in this process. */
  sink(): InboundSink | undefined
}

/**
 * The built-in API channel: there is no session to open, inbound messages arrive over HTTP
 * (routes.ts), and sending means a signed webhook delivery to the connection's webhook URL.
 * `send` answers once the delivery is recorded, with the delivery id as the message's channel id
 * and ack 1 (sent); the integrator reports later acks through `/acks`.
 */
export function createApiChannel(
  deliveries: WebhookDeliveries,
  options: { maxMediaBytes: number },
): ApiChannel {
  let currentSink: InboundSink | undefined
  const provider: ChannelProvider = {
    id: apiProviderId,
    channel: 'api',
    // No edit, delete, react, markRead or typing: the integrator's system is told of messages only.
    traits: { groups: false, pairing: false, interactive: false },
    async connect(connection, sink) {
      currentSink = sink
      await sink.connectionStatus(connection, 'CONNECTED')
    },
    async disconnect() {
      // Nothing is held open; a stopped connection is refused by the inbound routes.
    },
    async send({ connection, to, message }) {
      if (!connection.webhookUrl) throw new Error('The API connection has no webhook URL to deliver to')
      const delivery = await messageDelivery(connection, to, message, options.maxMediaBytes)
      const externalId = await deliveries.record(connection, 'message', (deliveryId) => ({
        deliveryId,
        ...delivery,
      }))
      return { externalId, ack: 1 }
    },
  }
  return { provider, sink: () => currentSink }
}
