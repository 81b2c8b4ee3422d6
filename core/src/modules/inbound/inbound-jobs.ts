import type { Job } from '@atendo/plugin-api'
import type { Kernel } from '../../kernel/kernel.ts'
import type { InboundServices } from './inbound-context.ts'
import { inboundAttempts, processInboundEvent } from './process-inbound-event.ts'

/** The inbound pipeline's jobs. */
export interface InboundJobs {
  /** Processes one recorded event; enqueued durably (`enqueueIn`) with the event's row. */
  process: Job<{ eventId: number }>
}

const definedFor = new WeakMap<Kernel, InboundJobs>()

/**
 * The inbound jobs of this kernel, defined on first use (jobs are defined once per process,
 * before the workers start). Inbound events have their own queue, so they never wait behind
 * campaigns or imports. As many run at once as the database pool has connections but two: a
 * stalled database (a lock, a slow disk) must never take the connections that record newly
 * arriving events, or channels would see their deliveries refused. The job outbox keeps the
 * runs: an event recorded while Redis is down, or by a process that stopped, is still processed.
 */
export function inboundJobs(services: InboundServices): InboundJobs {
  const { kernel } = services
  const known = definedFor.get(kernel)
  if (known) return known
  const process = kernel.jobs.define<{ eventId: number }>(
    'core.process-inbound',
    ({ eventId }, run) => processInboundEvent(services, eventId, run),
    {
      queue: 'inbound',
      concurrency: Math.max(1, kernel.config.DATABASE_POOL_SIZE - 2),
      attempts: inboundAttempts,
      backoffMs: 500,
    },
  )
  const jobs = { process }
  definedFor.set(kernel, jobs)
  return jobs
}
