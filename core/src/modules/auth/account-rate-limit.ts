import { AppError } from '@atendo/plugin-api'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * A limit per account on top of the limit per address: login and password reset are also counted
 * by the e-mail they name, so an attacker who rotates addresses still gets only `max` tries at one
 * account per minute. Runs as a preHandler, once the body and path are validated.
 *
 * @example
 * fastify.post('/auth/login', { preHandler: accountRateLimit(fastify, 'login', max, (r) => r.body.email) }, ...)
 */
export function accountRateLimit<Request extends FastifyRequest>(
  fastify: FastifyInstance,
  /** Separates the counters of different flows (login, reset) in the shared store. */
  flow: string,
  max: number,
  accountOf: (request: Request) => string,
) {
  const limit = fastify.createRateLimit({
    max,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `account:${flow}:${accountOf(request as Request)
        .trim()
        .toLowerCase()}`,
  })
  return async (request: Request, reply: FastifyReply) => {
    const result = await limit(request)
    if (result.isAllowed || !result.isExceeded) return
    reply.header('retry-after', result.ttlInSeconds)
    throw new AppError('ERR_RATE_LIMITED')
  }
}
