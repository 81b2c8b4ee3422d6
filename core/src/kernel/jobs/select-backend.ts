import { type Clock, systemClock } from '@atendo/plugin-api'
import { createInProcessBackend } from './in-process-backend.ts'
import type { JobBackend, JobLog } from './job-backend.ts'

/**
 * BullMQ when Redis is configured (jobs shared by every process, schedules kept across restarts),
 * otherwise the in-process backend of single-node installations. BullMQ (some 370 modules) is
 * imported only when Redis is configured: an embedded start does not pay for loading it.
 *
 * @example
 * const backend = await createJobBackend(config, log)
 * if (config.ROLE !== 'api') await backend.startWorkers()
 */
export async function createJobBackend(
  config: { REDIS_URL?: string; REDIS_PREFIX?: string },
  log: JobLog,
  clock: Clock = systemClock,
): Promise<JobBackend> {
  if (config.REDIS_URL) {
    const { createBullmqBackend } = await import('./bullmq-backend.ts')
    return createBullmqBackend({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, log })
  }
  return createInProcessBackend(log, clock)
}
