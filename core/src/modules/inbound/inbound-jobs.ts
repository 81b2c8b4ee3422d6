import type { Job } from '@atendo/plugin-api'
import type { Kernel } from '../../kernel/kernel.ts'
import type { InboundServices } from './inbound-context.ts'
import { inboundAttempts, processInboundEvent } from './process-inbound-event.ts'
import { replayPendingEvents } from './replay-pending-events.ts'

/** The inbound pipeline's jobs. */
export interface InboundJobs {
  /** Processes one recorded event; enqueued with the event id as job id. */
  process: Job<{ eventId: number }>
  /** Re-enqueues events pending for at least `minAgeMs` (crash recovery). */
  replay: Job<{ minAgeMs: number }>
}

const definedFor = new WeakMap<Kernel, InboundJobs>()

/**
 * The inbound jobs of this kernel, defined on first use (jobs are defined once per process,
 * before the workers start). Inbound events have their own queue, so they never wait behind
 * campaigns or imports. As many run at once as the database pool has connections but two: a
 * stalled database (a lock, a slow disk) must never take the connections that record newly
 * arriving events, or channels would see their deliveries refused.
 */
export function inboundJobs(services: InboundServices): InboundJobs {
  const { kernel } = services
  const known = definedFor.get(kernel)
  if (known) return known
  const process = kernel.jobs.define<{ eventId: number }>(
    'core.process-inbound',
    ({ eventId }) => processInboundEvent(services, eventId),
    {
      queue: 'inbound',
      concurrency: Math.max(1, kernel.config.DATABASE_POOL_SIZE - 2),
      attempts: inboundAttempts,
      backoffMs: 500,
    },
  )
  const replay = kernel.jobs.define<{ minAgeMs: number }>(
    'core.replay-inbound',
    async ({ minAgeMs }) => {
      const enqueued = await replayPendingEvents(services, process, minAgeMs)
      if (enqueued > 0) services.log.info({ enqueued }, 'replayed pending inbound events')
    },
    { queue: 'default', attempts: 1 },
  )
  const jobs = { process, replay }
  definedFor.set(kernel, jobs)
  return jobs
}
