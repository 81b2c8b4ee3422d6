import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { kernelSecret } from '../../kernel/db/kernel-secrets.ts'
import { platformEm } from '../../kernel/db/orm.ts'

/** The cookie a browser gets when someone logs in on it (httpOnly, only sent to /api/auth). */
export const KNOWN_DEVICE_COOKIE = 'jdv'

/** How long a browser stays known after its last login. */
const knownForDays = 180

/**
 * Browsers an account has logged in on: a login from one keeps working while strangers' failed
 * attempts have exhausted the account's limit across addresses (docs/security.md, "Lock-out").
 * The cookie is an HMAC of the account's e-mail under a kernel secret, so it cannot be made up and
 * names no one; it only lifts that account-wide limit, never the password check nor the per
 * address limits.
 *
 * @example
 * const devices = knownDevices(fastify)
 * if (await devices.recognises(request, email)) ...
 * devices.remember(reply, email) // after a successful login
 */
export function knownDevices(fastify: FastifyInstance) {
  const { kernel } = fastify
  let secret: Promise<string> | undefined
  const secretOf = () => {
    secret ??= kernelSecret(platformEm(kernel.orm, 'sign-in'), 'known-device')
    return secret
  }
  const mark = async (email: string) =>
    createHmac('sha256', await secretOf())
      .update(`device:${email.trim().toLowerCase()}`)
      .digest('base64url')

  return {
    async recognises(request: FastifyRequest, email: string): Promise<boolean> {
      const presented = request.cookies?.[KNOWN_DEVICE_COOKIE]
      if (!presented) return false
      const expected = Buffer.from(await mark(email))
      const given = Buffer.from(presented)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
    async remember(reply: FastifyReply, email: string): Promise<void> {
      reply.setCookie(KNOWN_DEVICE_COOKIE, await mark(email), {
        httpOnly: true,
        sameSite: 'strict',
        secure: kernel.config.NODE_ENV === 'production',
        path: '/api/auth',
        maxAge: knownForDays * 86_400,
      })
    },
  }
}
