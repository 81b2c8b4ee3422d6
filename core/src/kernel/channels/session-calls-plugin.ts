import fp from 'fastify-plugin'
import { createSessionCalls, type SessionCalls, type SessionCallsOptions } from './session-calls.ts'

declare module 'fastify' {
  interface FastifyInstance {
    sessionCalls: SessionCalls
  }
}

/**
 * Calls to channel sessions held by another process. Registered last, so closed first once HTTP
 * has drained: requests still waiting on another process's answer get it.
 */
export const sessionCallsPlugin = fp<SessionCallsOptions>(
  async (fastify, options) => {
    const calls = createSessionCalls(options)
    fastify.decorate('sessionCalls', calls)
    fastify.addHook('onClose', () => calls.close())
  },
  { name: 'atendo-session-calls', dependencies: ['atendo-orm'] },
)
