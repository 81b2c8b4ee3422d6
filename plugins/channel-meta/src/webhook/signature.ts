import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Meta's webhook signature: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, keyed
 * with the app secret>` (developers.facebook.com/docs/graph-api/webhooks/getting-started, "Validate
 * payloads"). Compared in constant time over digests of both, so neither the length nor a matching
 * prefix leaks.
 *
 * @example
 * const valid = signatureMatches(appSecret, rawBody, request.headers['x-hub-signature-256'])
 */
export function signatureMatches(appSecret: string, rawBody: Buffer, header: string): boolean {
  const expected = `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`
  return sameText(expected, header.trim().toLowerCase())
}

/** Signs a body as Meta does (tests, and docs/meta.md's curl example). */
export function signBody(appSecret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`
}

/** Compares two secrets in constant time, whatever their lengths. */
export function sameText(expected: string, presented: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(expected), digest(presented)) && expected.length === presented.length
}
