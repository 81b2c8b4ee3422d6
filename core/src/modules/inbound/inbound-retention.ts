import { platformEm } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'

const dayMs = 86_400_000

/** Events one statement deletes: a short transaction, so recording beside it never waits long. */
export const retentionChunk = 5_000

/** Most chunks one run deletes; a larger backlog (the first run on an old installation) goes on next run. */
const chunksPerRun = 200

/** How many events a retention run deleted, by the status they had. */
export interface InboundRetentionResult {
  processed: number
  failed: number
}

/**
 * Deletes the inbound events past their retention, `INBOUND_KEEP_PROCESSED_DAYS` (7) after they
 * were received for processed ones and `INBOUND_KEEP_FAILED_DAYS` (30) for failed ones, which keep
 * their error for diagnosis. Pending events are never deleted, whatever their age.
 *
 * An event's row is also its delivery key (connection, kind, external id): a channel redelivering
 * an event within the retention is answered "duplicate" without processing it again. Later, the
 * event is recorded and processed again, which changes nothing: a message is stored once per
 * connection and external id (`messages_connection_external_unique`), and acks, edits, deletes and
 * reactions set what they set. So the retention bounds the table without losing a guarantee, and
 * a week keeps the cheap answer for the redeliveries channels make after an outage.
 *
 * Old events are found by the `received_at` index, oldest first, and deleted in chunks of their
 * own transaction. The cut-off is the kernel's clock, so tests move it.
 */
export async function forgetOldInboundEvents(kernel: Kernel): Promise<InboundRetentionResult> {
  const now = kernel.clock.now().getTime()
  const { INBOUND_KEEP_PROCESSED_DAYS, INBOUND_KEEP_FAILED_DAYS } = kernel.config
  return {
    processed: await deleteOlderThan(
      kernel,
      'processed',
      new Date(now - INBOUND_KEEP_PROCESSED_DAYS * dayMs),
    ),
    failed: await deleteOlderThan(kernel, 'failed', new Date(now - INBOUND_KEEP_FAILED_DAYS * dayMs)),
  }
}

/** Deletes the events of `status` received before `before`, chunk by chunk; answers how many. */
async function deleteOlderThan(
  kernel: Kernel,
  status: 'processed' | 'failed',
  before: Date,
): Promise<number> {
  const em = platformEm(kernel.orm, 'sweep')
  let deleted = 0
  for (let chunk = 0; chunk < chunksPerRun; chunk += 1) {
    // Counted where they are deleted: 5,000 ids need not travel back to be counted.
    const [row] = await em.execute<{ deleted: number }[]>(
      `with gone as (
         delete from inbound_events
          where id = any(array(
                  select id from inbound_events
                   where received_at < ? and status = ?
                   order by received_at limit ?))
          returning 1)
       select count(*)::int as deleted from gone`,
      [before, status, retentionChunk],
    )
    const chunkDeleted = row?.deleted ?? 0
    deleted += chunkDeleted
    if (chunkDeleted < retentionChunk) break
  }
  return deleted
}
