import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Stripe's webhook signature (the Stripe-Signature header): `t=<unix seconds>,v1=<hex>`, where v1
 * is HMAC-SHA256 of `${t}.${rawBody}` with the endpoint's signing secret. Several v1 may be sent
 * while a secret is being rolled; one matching is enough.
 */
export function stripeSignatureValid(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds: number,
): boolean {
  if (!secret || !header) return false
  const parts = header.split(',').map((part) => part.trim().split('=', 2) as [string, string])
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1])
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false
  const expected = Buffer.from(signStripePayload(secret, timestamp, rawBody), 'hex')
  return parts
    .filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? ''))
    .some(([, value]) => timingSafeEqual(expected, Buffer.from(value, 'hex')))
}

/** The hex v1 signature of a payload at `timestamp` (what Stripe computes; tests sign with it). */
export function signStripePayload(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')
}
