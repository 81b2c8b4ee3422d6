import type { Em } from '../db/orm.ts'
import { sqlIdArray, sqlTextArray } from '../db/sql-fragments.ts'

/**
 * For a job that does the work of other runs of itself in its own transaction (the inbound
 * pipeline's batches): those runs, found by their dedupe keys, are locked with
 * `for update skip locked`, so a run another worker holds or is claiming is never waited for.
 * While they stay locked their own deliveries find nothing to claim (claimOutboxRow skips a
 * locked row) and return at once; the batch then deletes the runs it did (`completeRunsIn`)
 * and hands the others back (`releaseRunsIn`), in its transaction, so its commit decides both.
 * Only runs no worker has leased are taken: a leased one is running and does its own work.
 *
 * @example
 * const runs = await takeWaitingRunsIn(tx, 'core.process-inbound', ['event-12', 'event-13'])
 * // ... do their work ...
 * await completeRunsIn(tx, [...runs.values()])
 */
export async function takeWaitingRunsIn(
  em: Em,
  job: string,
  dedupeKeys: string[],
): Promise<Map<string, number>> {
  if (dedupeKeys.length === 0) return new Map()
  const rows = await em.execute<{ id: string | number; dedupe_key: string }[]>(
    `select id, dedupe_key from job_outbox
      where job = ? and status = 'pending' and locked_until is null
        and dedupe_key = any(?::text[])
      for update skip locked`,
    [job, sqlTextArray(dedupeKeys)],
  )
  return new Map(rows.map((row) => [row.dedupe_key, Number(row.id)]))
}

/** completeRunsIn's statement, one `?`: the runs' ids (`sqlIdArray`); to join another statement (`withCte`). */
export const completeRunsSql = 'delete from job_outbox where id = any(?::bigint[])'

/** The runs' work is done in this transaction: they go when it commits. */
export async function completeRunsIn(em: Em, runIds: number[]): Promise<void> {
  if (runIds.length === 0) return
  await em.execute(completeRunsSql, [sqlIdArray(runIds)])
}

/**
 * Runs taken but not done (their work failed, or was left out): due again at `runAt`, and left to
 * the outbox's poll, since their own deliveries already returned while the batch held them.
 */
export async function releaseRunsIn(em: Em, runIds: number[], runAt: Date, reason: string): Promise<void> {
  if (runIds.length === 0) return
  await em.execute(
    `update job_outbox set run_at = ?, dispatched_at = null, last_error = ?
      where id = any(?::bigint[]) and status = 'pending'`,
    // biome-ignore lint/suspicious/noExplicitAny: the driver binds Dates as they are
    [runAt, reason, sqlIdArray(runIds)] as any[],
  )
}
