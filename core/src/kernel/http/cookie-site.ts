import type { FastifyRequest } from 'fastify'

/** Second-level labels under a country code that are registries' own (`com.br`, `co.uk`, `gov.tr`...). */
const sharedSecondLevels = new Set([
  'com',
  'net',
  'org',
  'gov',
  'edu',
  'co',
  'ac',
  'mil',
  'nom',
  'ltd',
  'plc',
])

/**
 * The "site" of a host name as browsers judge SameSite: its registrable domain, approximated
 * without the public suffix list as the last two labels, or three under a country's shared
 * second level (`loja.com.br`). IP addresses and single-label hosts are their own site.
 */
export function siteOf(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (/^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.')) return host
  const labels = host.split('.')
  const tld = labels.at(-1)!
  const second = labels.at(-2)!
  const take = tld.length === 2 && sharedSecondLevels.has(second) ? 3 : 2
  return labels.slice(-take).join('.')
}

/** The request's own host name, without the port (`request.hostname` carries it in Fastify 5). */
function ownHostname(request: FastifyRequest): string {
  return new URL(`http://${request.host}`).hostname
}

/** The request's `Origin` when it is of another site than the API's host, else undefined. */
function crossSiteOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin
  if (typeof origin !== 'string' || origin === 'null') return undefined
  let hostname: string
  try {
    hostname = new URL(origin).hostname
  } catch {
    return origin
  }
  return siteOf(hostname) === siteOf(ownHostname(request)) ? undefined : origin
}

/**
 * How the refresh cookie is sent (docs/compatibility.md, "Cross-site front ends"): SameSite=Strict,
 * unless the login or refresh comes from an origin of another site that CORS_ORIGINS lists, whose
 * browser would then never send a Strict cookie back: SameSite=None, which browsers accept only
 * with Secure (HTTPS). `secure` otherwise follows production.
 */
export function sessionCookiePolicy(
  request: FastifyRequest,
  allowedOrigins: readonly string[],
  production: boolean,
): { sameSite: 'strict' | 'none'; secure: boolean } {
  const origin = crossSiteOrigin(request)
  if (origin && allowedOrigins.includes(origin)) return { sameSite: 'none', secure: true }
  return { sameSite: 'strict', secure: production }
}

/**
 * Whether a request carrying the session cookie comes from a site the operator did not allow:
 * with SameSite=None the browser sends the cookie on any site's request, so the cookie routes
 * (refresh, logout) refuse an `Origin` of another site that CORS_ORIGINS does not list, as a
 * Strict cookie would have kept it out.
 */
export function foreignSiteOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = crossSiteOrigin(request)
  return origin !== undefined && !allowedOrigins.includes(origin)
}
