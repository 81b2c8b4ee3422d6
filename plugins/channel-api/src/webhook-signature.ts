import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signature of a webhook delivery: `sha256=` + hex HMAC-SHA256 of `${timestamp}.${rawBody}`
 * with the connection's webhook secret. Signing the timestamp lets a receiver refuse old
 * deliveries replayed by someone who captured one.
 *
 * @example
 * const signature = signWebhook(secret, '1767225600', '{"deliveryId":"..."}')
 */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`
}

/**
 * Checks a delivery as a receiver would: the signature matches (compared in constant time) and
 * the timestamp is within `toleranceSeconds` of now.
 */
export function verifyWebhook(
  secret: string,
  headers: { timestamp: string; signature: string },
  rawBody: string,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  const age = Math.abs(now / 1000 - Number(headers.timestamp))
  if (!Number.isFinite(age) || age > toleranceSeconds) return false
  return sameSecret(signWebhook(secret, headers.timestamp, rawBody), headers.signature)
}

/**
 * Compares two secrets in constant time, whatever their lengths: both are hashed first, so the
 * comparison never leaks how many characters matched (or how long the secret is).
 */
export function sameSecret(expected: string, presented: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(expected), digest(presented)) && expected.length === presented.length
}
