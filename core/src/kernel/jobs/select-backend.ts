import { type Clock, systemClock } from '@atendo/plugin-api'
import { createBullmqBackend } from './bullmq-backend.ts'
import { createInProcessBackend } from './in-process-backend.ts'
import type { JobBackend, JobLog } from './job-backend.ts'

/**
 * BullMQ when Redis is configured (jobs shared by every process, schedules kept across restarts),
 * otherwise the in-process backend of single-node installations.
 *
 * @example
 * const backend = createJobBackend(config, log)
 * if (config.ROLE !== 'api') await backend.startWorkers()
 */
export function createJobBackend(
  config: { REDIS_URL?: string; REDIS_PREFIX?: string },
  log: JobLog,
  clock: Clock = systemClock,
): JobBackend {
  if (config.REDIS_URL)
    return createBullmqBackend({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, log })
  return createInProcessBackend(log, clock)
}
