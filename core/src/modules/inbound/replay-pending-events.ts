import type { Job } from '@atendo/plugin-api'
import { platformEm } from '../../kernel/db/orm.ts'
import type { InboundServices } from './inbound-context.ts'

/** Events re-enqueued per query; the loop goes on until none is left. */
const batchSize = 1000

/**
 * Re-enqueues events still pending after `minAgeMs`: those whose job was lost in a crash (the
 * in-process queue lives in memory) or could not be enqueued (Redis down). Enqueueing an event
 * whose job still waits is a no-op (same job id), and processing skips events already done, so a
 * replay is always safe. Returns how many events were enqueued.
 */
export async function replayPendingEvents(
  { kernel }: InboundServices,
  processJob: Job<{ eventId: number }>,
  minAgeMs: number,
): Promise<number> {
  const em = platformEm(kernel.orm, 'inbound')
  let lastId = 0
  let enqueued = 0
  for (;;) {
    const rows = await em.execute<{ id: string | number }[]>(
      `select id from inbound_events
        where status = 'pending' and id > ? and received_at <= now() - make_interval(secs => ?)
        order by id limit ?`,
      [lastId, minAgeMs / 1000, batchSize],
    )
    for (const row of rows) {
      const eventId = Number(row.id)
      await processJob.enqueue({ eventId }, { jobId: String(eventId) })
      lastId = eventId
      enqueued += 1
    }
    if (rows.length < batchSize) return enqueued
  }
}
