import type { FastifyBaseLogger } from 'fastify'
import { embeddedUpkeepEveryMs, upkeepEmbeddedDatabase } from '../kernel/db/embedded-upkeep.ts'
import type { DatabaseTarget } from '../kernel/db/open-database.ts'
import type { Kernel } from '../kernel/kernel.ts'

/**
 * Defines the `core.embedded-upkeep` job: on the embedded database, every minute, the vacuum and
 * analysis autovacuum does on a PostgreSQL server (kernel/db/embedded-upkeep.ts). A server's
 * own autovacuum needs no help: there it is never scheduled.
 */
export function defineEmbeddedUpkeep(kernel: Kernel, log: FastifyBaseLogger, database: DatabaseTarget) {
  const upkeep = async () => {
    const started = performance.now()
    const done = await upkeepEmbeddedDatabase(database.url)
    if (done.vacuumed.length > 0 || done.analyzed.length > 0) {
      log.info(
        { ...done, ms: Math.round(performance.now() - started) },
        'embedded database vacuumed and analyzed',
      )
    }
  }
  const job = kernel.jobs.define<Record<string, never>>('core.embedded-upkeep', upkeep, {
    queue: 'default',
    attempts: 1,
  })
  return {
    runNow: upkeep,
    async schedule() {
      if (database.embedded) await job.repeat('every-minute', {}, { everyMs: embeddedUpkeepEveryMs })
    },
  }
}
