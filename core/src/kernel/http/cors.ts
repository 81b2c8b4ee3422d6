import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'

/**
 * The origins of CORS_ORIGINS, in the form browsers send in `Origin` (scheme://host[:port]).
 * Empty by default: no other origin may call the API until an operator lists it.
 */
export function corsOrigins(setting: string): string[] {
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/** Why an entry of CORS_ORIGINS is refused, or undefined when it is an origin. */
export function corsOriginProblem(entry: string): string | undefined {
  // A wildcard with credentials would hand every site the refresh cookie's session.
  if (entry.includes('*')) return 'wildcards are refused (credentials are allowed, so each origin is named)'
  let url: URL
  try {
    url = new URL(entry)
  } catch {
    return 'is not an origin (scheme://host[:port])'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be http:// or https://'
  if (url.origin !== entry) return `is not an origin as browsers send it (did you mean ${url.origin}?)`
  return undefined
}

/** The methods the API's routes use; a preflight for any other is answered without allowing it. */
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

/**
 * Answers cross-origin calls from the listed origins only: the allowed origin is echoed (never
 * `*`), credentials are allowed so the refresh cookie travels, and preflights (`OPTIONS`) get a
 * 204 before authentication runs (browsers send them without the Authorization header). Origins
 * not listed get no CORS header, so their browsers refuse the answer. Registered before the
 * request context, whose onRequest hook would otherwise refuse the preflight as unauthenticated.
 *
 * @example
 * await registerCors(fastify, corsOrigins('https://inbox.example.com'))
 */
export async function registerCors(fastify: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return
  const allowed = new Set(origins)
  await fastify.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    methods,
    // react-admin reads the total of a page from Content-Range.
    exposedHeaders: ['Content-Range', 'Content-Disposition'],
    maxAge: 600,
  })
}
