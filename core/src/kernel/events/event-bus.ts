import type { EventsApi } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'

/** The in-process domain event bus behind `EventsApi`. */
export function createEventBus(log: FastifyBaseLogger): EventsApi {
  const listeners = new Map<string, ((payload: unknown) => void | Promise<void>)[]>()
  return {
    on(event, listener) {
      const list = listeners.get(event) ?? []
      list.push(listener as (payload: unknown) => void | Promise<void>)
      listeners.set(event, list)
    },
    async emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          await listener(payload)
        } catch (error) {
          log.error({ err: error, event }, 'event listener failed')
        }
      }
    },
  }
}
