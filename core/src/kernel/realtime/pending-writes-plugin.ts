import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps a write started by a socket event (presence), so shutdown waits for it. */
    trackWrite<T>(work: Promise<T>): Promise<T>
  }
}

/**
 * Writes started by socket events (presence) land before the jobs, the mailer and the ORM close:
 * registered after them, so its close waits first.
 */
export const pendingWritesPlugin = fp(
  async (fastify) => {
    const inFlight = new Set<Promise<unknown>>()
    fastify.decorate('trackWrite', <T>(work: Promise<T>): Promise<T> => {
      inFlight.add(work)
      void work.finally(() => inFlight.delete(work)).catch(() => undefined)
      return work
    })
    fastify.addHook('onClose', async () => {
      await Promise.allSettled([...inFlight])
    })
  },
  { name: 'atendo-pending-writes', dependencies: ['atendo-orm'] },
)
