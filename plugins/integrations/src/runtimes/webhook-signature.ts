import { createHmac } from 'node:crypto'

/**
 * The signature of a delivery to an n8n or webhook integration, as the API channel signs its
 * webhooks: `sha256=` + hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the integration's
 * callback secret. A receiver recomputes it over the raw body and refuses old timestamps.
 *
 * @example
 * const signature = signDelivery(secret, '1767225600', '{"event":"message"}')
 */
export function signDelivery(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`
}
