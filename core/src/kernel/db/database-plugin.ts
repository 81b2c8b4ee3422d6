import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { type DatabaseTarget, openDatabase } from './open-database.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The database this process talks to (its URL, pool size, and the embedded one if any). */
    database: DatabaseTarget
  }
}

/**
 * Opens the database (the configured server, or embedded PGlite): the first infrastructure
 * registered, so the last closed; the embedded database stops once everything using it has.
 */
export const databasePlugin = fp<{ config: Config }>(
  async (fastify, { config }) => {
    const database = await openDatabase(config, fastify.log)
    fastify.decorate('database', database)
    fastify.addHook('onClose', async () => {
      await database.embedded?.stop()
    })
  },
  { name: 'atendo-database' },
)
