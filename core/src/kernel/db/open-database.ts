import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { EmbeddedPostgres } from './embedded-postgres.ts'

/** The database the kernel talks to: the configured server, or embedded PGlite. */
export interface DatabaseTarget {
  url: string
  poolSize: number
  embedded?: EmbeddedPostgres
}

export async function openDatabase(config: Config, log: FastifyBaseLogger): Promise<DatabaseTarget> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
  // The socket multiplexes connections onto one PGlite; the pool must not exceed what it accepts.
  const poolSize = Math.min(config.DATABASE_POOL_SIZE, 8)
  // PGlite (its WASM, its socket server) is imported only here: a start on PostgreSQL never loads it.
  const { startEmbeddedPostgres } = await import('./embedded-postgres.ts')
  // One connection beyond the pool: the upkeep's (embedded-upkeep.ts), which a busy pool holding
  // every connection would otherwise leave refused.
  const embedded = await startEmbeddedPostgres(config.DATA_DIR, poolSize + 1)
  log.info({ dataDir: config.DATA_DIR }, 'no DATABASE_URL: using embedded PostgreSQL (PGlite)')
  return { url: embedded.url, poolSize, embedded }
}
