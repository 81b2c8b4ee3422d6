import { AppError } from '@atendo/plugin-api'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** The limits of one flow per minute: per account from one address, and per account in all. */
export interface AccountLimits {
  /** Attempts at one account from one address (what a stranger can spend). */
  perAddress: number
  /** Attempts at one account from every address together (a distributed guess). */
  perAccount: number
}

/**
 * Limits per account on top of the route's limit per address (docs/security.md, "Lock-out").
 * Attempts are counted per (account, address) first, so a stranger who spends an account's tries
 * from their address locks only that pair, not the attendant at their own desk; and per account
 * across all addresses with a much higher limit, so rotating addresses still gets few guesses. A
 * known device (`trusted`: the browser the account logged in on before) is not held by the
 * account-wide count. Runs as a preHandler, once the body and path are validated.
 *
 * @example
 * fastify.post('/auth/login', { preHandler: accountRateLimit(fastify, 'login', limits, (r) => r.body.email) }, ...)
 */
export function accountRateLimit<Request extends FastifyRequest>(
  fastify: FastifyInstance,
  /** Separates the counters of different flows (login, reset) in the shared store. */
  flow: string,
  limits: AccountLimits,
  accountOf: (request: Request) => string,
  trusted?: (request: Request, account: string) => Promise<boolean>,
  /** Called when the account-wide count refuses an attempt: the account is held (unlock e-mail). */
  onLockedOut?: (request: Request, account: string) => void,
) {
  const account = (request: FastifyRequest) =>
    accountOf(request as Request)
      .trim()
      .toLowerCase()
  const fromAddress = fastify.createRateLimit({
    max: limits.perAddress,
    timeWindow: '1 minute',
    keyGenerator: (request) => `account:${flow}:${account(request)}:from:${request.ip}`,
  })
  const inAll = fastify.createRateLimit({
    max: limits.perAccount,
    timeWindow: '1 minute',
    keyGenerator: (request) => `account:${flow}:${account(request)}`,
  })
  const enforce = async (
    limit: typeof inAll,
    request: Request,
    reply: FastifyReply,
    onExceeded?: () => void,
  ) => {
    const result = await limit(request)
    if (result.isAllowed || !result.isExceeded) return
    onExceeded?.()
    reply.header('retry-after', result.ttlInSeconds)
    throw new AppError('ERR_RATE_LIMITED')
  }
  return async (request: Request, reply: FastifyReply) => {
    await enforce(fromAddress, request, reply)
    if (trusted && (await trusted(request, account(request)))) return
    await enforce(inAll, request, reply, onLockedOut && (() => onLockedOut(request, account(request))))
  }
}
