import type { Caller } from './caller.ts'
import type { Em } from './define-plugin.ts'

/**
 * What the kernel adds to every request a plugin's route handles. Importing anything from
 * `@atendo/plugin-api` brings these types in.
 *
 * @example
 * fastify.get('/orders/:id', async (request) => {
 *   const { companyId, userId } = request.caller
 *   return request.em.findOneOrFail(Order, { id: Number(request.params.id) })
 * })
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller; reading it on a public route without a token throws ERR_UNAUTHENTICATED. */
    readonly caller: Caller
    /** True when the request carried a valid token. */
    readonly authenticated: boolean
    /**
     * An EntityManager for this request, scoped to the caller's company. In a plugin's routes it
     * reaches only the plugin's own entities and tables (core's data: the context's services).
     */
    readonly em: Em
  }
}

/**
 * The request members the kernel adds, as one type (for helpers that take them apart from Fastify).
 *
 * @example
 * async function myOrders({ em, caller }: PluginRequest) {
 *   return em.find(Order, { customerId: caller.userId })
 * }
 */
export interface PluginRequest {
  readonly caller: Caller
  readonly authenticated: boolean
  readonly em: Em
}
