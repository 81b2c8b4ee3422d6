import type { Caller } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { checkAccess } from '../auth/check-access.ts'
import { resolveCaller } from '../auth/resolve-caller.ts'
import { companyEm, type Em, platformEm } from '../db/orm.ts'
import { MEDIA_COOKIE } from '../storage/media-binding.ts'

const callerKey = Symbol('caller')
const emKey = Symbol('em')
const mediaSessionKey = Symbol('media-session')

// `caller`, `authenticated` and `em` are declared by the contract (@atendo/plugin-api, request.ts).
declare module 'fastify' {
  interface FastifyRequest {
    [callerKey]?: Caller
    [emKey]?: Em
    [mediaSessionKey]?: string
  }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(.+)$/i)
  return match?.[1]
}

/** Whether a token has a session token's shape: three base64url parts (a JWS in compact form). */
function mayBeSessionToken(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)
}

/**
 * Authenticates every request and enforces the route's declared `access` before anything else
 * runs (and before the body is parsed). Routes are private unless they say `access: { public: true }`.
 */
async function requestContext(fastify: FastifyInstance) {
  fastify.decorateRequest('caller', {
    getter() {
      const caller = this[callerKey]
      if (!caller) throw new AppError('ERR_UNAUTHENTICATED')
      return caller
    },
  })
  fastify.decorateRequest('authenticated', {
    getter() {
      return this[callerKey] !== undefined
    },
  })
  fastify.decorateRequest('em', {
    getter() {
      if (!this[emKey]) {
        const caller = this[callerKey]
        // Without a caller the fork has no tenant params, so any tenant-owned query is refused, and
        // no company setting, so row-level security shows raw SQL no company's rows.
        this[emKey] = caller ? companyEm(fastify.kernel.orm, caller.companyId) : fastify.kernel.orm.em.fork()
      }
      return this[emKey]
    },
  })

  fastify.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access ?? {}
    const token = bearerToken(request.headers.authorization)
    if (!token) {
      if (access.public || request.is404) return
      throw new AppError('ERR_UNAUTHENTICATED')
    }
    // A public route's Bearer that cannot be a session (a connection token on a webhook) is the
    // route's own: trying it as one cost a refused signature check per post.
    if (access.public && !mayBeSessionToken(token)) return
    try {
      const claims = await fastify.kernel.tokens.verify(token)
      request[callerKey] = await resolveCaller(
        platformEm(fastify.kernel.orm, 'sign-in'),
        claims,
        fastify.kernel.contributions,
        fastify.kernel.clock.now(),
      )
    } catch (error) {
      // A stale token on a public route is simply ignored.
      if (access.public) return
      throw error
    }
    if (!access.public) checkAccess(request[callerKey]!, access)
    // This browser sends its session's media cookie: the links in the answer are bound to the session.
    const { sessionId } = request[callerKey]!
    if (fastify.kernel.storage.cookies.sessionOf(request.cookies?.[MEDIA_COOKIE]) === sessionId)
      request[mediaSessionKey] = sessionId
  })

  fastify.addHook('onSend', async (request, reply, payload) => {
    const sessionId = request[mediaSessionKey]
    if (sessionId === undefined || typeof payload !== 'string' || !payload.includes('/public/'))
      return payload
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload
    return fastify.kernel.storage.bindLinks(payload, sessionId)
  })
}

export const requestContextPlugin = fp(requestContext, { name: 'atendo-request-context' })
