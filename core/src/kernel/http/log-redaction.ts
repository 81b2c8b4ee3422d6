import type { FastifyRequest } from 'fastify'

const MASK = '***'

/**
 * Paths that carry secrets as segments (the specification puts the reset code and the new password
 * in the path): the first group is kept, every segment of the second is masked.
 */
const secretPathSegments: RegExp[] = [
  // /api/resetpasswords/{email}/{token}/{newPassword}: keep the e-mail, mask the code and password.
  /^(\/api\/resetpasswords\/[^/?#]*)((?:\/[^/?#]*)*)/i,
]

/** Query parameters that carry credentials (socket.io clients may send the access token this way; Meta's webhook check sends its verify token). */
const secretQueryParameters = /([?&](?:token|access_token|password|newPassword|hub\.verify_token)=)[^&#]*/gi

/**
 * A request URL as it may appear in logs: secret path segments and credential query parameters
 * are replaced by `***`.
 *
 * @example
 * redactUrl('/api/resetpasswords/a@b.c/123456/Secret-1') // '/api/resetpasswords/a@b.c/***\/***'
 */
export function redactUrl(url: string): string {
  let redacted = url
  for (const pattern of secretPathSegments) {
    redacted = redacted.replace(pattern, (_whole, kept: string, secrets: string) => {
      const masked = secrets
        .split('/')
        .slice(1)
        .map(() => MASK)
      return [kept, ...masked].join('/')
    })
  }
  return redacted.replace(secretQueryParameters, `$1${MASK}`)
}

/** Fastify's request serializer (method, url, host, address), with the URL redacted. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}
