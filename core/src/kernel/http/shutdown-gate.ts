import { AppError } from '@atendo/plugin-api'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Where this process is in its shutdown, as far as HTTP clients can tell. */
export interface ShutdownState {
  /** Set as shutdown starts: `/readyz` answers 503 so load balancers stop sending traffic here. */
  notReady: boolean
  /**
   * Set when the HTTP server closes: requests already running finish, but new ones arriving on a
   * keep-alive connection that is still open are refused and the connection is closed after.
   */
  draining: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shutdown state `AtendoApp.stop()` moves forward; read by `/readyz`. */
    shutdown: ShutdownState
  }
}

/** The message of the 503 answered while the process stops. */
export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down'

/**
 * Refuses requests that start while HTTP drains, with the catalogue's ERR_NOT_READY envelope
 * (Fastify's own 503 on closing has another body, so `return503OnClosing` is off).
 */
async function shutdownGate(fastify: FastifyInstance) {
  fastify.decorate('shutdown', { notReady: false, draining: false })
  fastify.addHook('onRequest', async (_request, reply) => {
    if (!fastify.shutdown.draining) return
    reply.header('connection', 'close')
    throw new AppError('ERR_NOT_READY', { message: SHUTTING_DOWN_MESSAGE })
  })
  // A request that was running when HTTP began to close ends its keep-alive connection: the server
  // closes idle connections only once, when it starts closing, and would otherwise wait for this
  // one until the client or the keep-alive timeout lets go.
  fastify.addHook('onSend', async (_request, reply) => {
    if (fastify.shutdown.draining) reply.header('connection', 'close')
  })
}

export const shutdownGatePlugin = fp(shutdownGate, { name: 'atendo-shutdown-gate' })
