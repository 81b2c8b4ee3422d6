import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Mercado Pago's webhook signature: the `x-signature` header `ts=<ms>,v1=<hex>`, where v1 is
 * HMAC-SHA256, with the application's webhook secret, of the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` (data.id from the query string, in lower case
 * when alphanumeric; a part whose value is missing is left out).
 */
export function mercadoPagoManifest(
  dataId: string | undefined,
  requestId: string | undefined,
  ts: string,
): string {
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId
  return `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`
}

export function signMercadoPago(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex')
}

export function mercadoPagoSignatureValid(
  secret: string,
  header: string | undefined,
  dataId: string | undefined,
  requestId: string | undefined,
): boolean {
  if (!secret || !header) return false
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  )
  const ts = parts.ts
  const v1 = parts.v1
  if (!ts || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return false
  const expected = Buffer.from(signMercadoPago(secret, mercadoPagoManifest(dataId, requestId, ts)), 'hex')
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'))
}
