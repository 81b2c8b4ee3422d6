import type { Job } from '@atendo/plugin-api'
import type { Kernel } from '../../kernel/kernel.ts'
import { type ConnectionLanes, connectionLanes } from './connection-lanes.ts'
import type { InboundServices } from './inbound-context.ts'
import { inboundAttempts, inboundBackoffMs, processInboundEvent } from './process-inbound-event.ts'

/** The inbound pipeline's jobs. */
export interface InboundJobs {
  /** Processes one recorded event; enqueued durably (`enqueueIn`) with the event's row. */
  process: Job<{ eventId: number }>
  /** Where the recorder tells which connection a run is of, before its delivery comes. */
  lanes: ConnectionLanes
}

export const inboundJobName = 'core.process-inbound'

/** The dedupe key of an event's run in the job outbox: how a batch finds the runs of the events it takes. */
export const eventRunKey = (eventId: number): string => `event-${eventId}`

/** `eventRunKey` in SQL, over an event id expression (a statement writing the event and its run). */
export const eventRunKeySql = (eventIdSql: string): string => `'event-' || ${eventIdSql}`

const definedFor = new WeakMap<Kernel, InboundJobs>()

/**
 * The inbound jobs of this kernel, defined on first use (jobs are defined once per process,
 * before the workers start). Inbound events have their own queue, so they never wait behind
 * campaigns or imports. As many run at once as the database pool has connections but two: a
 * stalled database (a lock, a slow disk) must never take the connections that record newly
 * arriving events, or channels would see their deliveries refused. The job outbox keeps the
 * runs: an event recorded while Redis is down, or by a process that stopped, is still processed.
 *
 * A run takes other waiting events of its connection into its transaction (a batch, up to
 * `INBOUND_BATCH_SIZE`, 200 by default: a backlog drains about 1.4 times as fast as with 50 and
 * several times as fast as single events, docs/benchmarks.md) when it is not alone: another run of its connection is in hand or
 * parked (connection-lanes.ts: at most two runs per connection in hand, so the rest wait
 * unclaimed for the next batch), or most slots are busy. Alone, an event runs in a transaction of
 * its own, which is what keeps a quiet stream's latency low; a batch processes its events one
 * after the other and shows them only at its commit.
 */
export function inboundJobs(services: InboundServices): InboundJobs {
  const { kernel } = services
  const known = definedFor.get(kernel)
  if (known) return known
  const concurrency = Math.max(1, kernel.config.DATABASE_POOL_SIZE - 2)
  let running = 0
  const heldHere = new Set<number>()
  const lanes = connectionLanes({
    redeliver: (outboxIds) => void kernel.jobOutbox.redeliver(inboundJobName, outboxIds),
    taken: (outboxId) => kernel.jobOutbox.wasTakenInBatch(outboxId),
  })
  const process = kernel.jobs.define<{ eventId: number }>(
    inboundJobName,
    async ({ eventId }, run) => {
      running += 1
      // Its connection's other runs in hand or parked, or most slots busy with events (not
      // with runs a batch took, which end at once): a backlog.
      const backlog = lanes.crowded(Number(run.id)) || running > concurrency / 2
      try {
        await processInboundEvent(services, eventId, run, {
          size: backlog ? kernel.config.INBOUND_BATCH_SIZE : 1,
          job: inboundJobName,
          runKey: eventRunKey,
          heldHere,
        })
      } finally {
        running -= 1
      }
    },
    { queue: 'inbound', concurrency, attempts: inboundAttempts, backoffMs: inboundBackoffMs },
  )
  kernel.jobOutbox.gateDeliveries(inboundJobName, lanes.enter)
  const jobs = { process, lanes }
  definedFor.set(kernel, jobs)
  return jobs
}
