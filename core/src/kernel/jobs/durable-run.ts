import type { JobRun } from '@atendo/plugin-api'
import { type Em, type Orm, platformEm } from '../db/orm.ts'
import { executePrepared } from '../db/prepared-statements.ts'
import { withCte } from '../db/sql-fragments.ts'
import { hostEm } from '../plugin-host/plugin-data-guard.ts'
import type { JobDefinition, JobLog } from './job-backend.ts'
import {
  claimOutboxRow,
  deleteOutboxRow,
  errorText,
  failOutboxRow,
  scheduleOutboxRetry,
} from './outbox-rows.ts'

export interface DurableRunServices {
  orm: Orm
  now(): Date
  log: JobLog
  /** How long a worker holds a row it runs; past it, the row counts as abandoned. */
  leaseMs: number
  /** Hands the next try to the backend; false when that failed (the poll will). */
  retryLater(outboxId: number, job: string, attempt: number, delayMs: number): Promise<boolean>
}

/**
 * One try of a durable run, as the backend delivers it: claims the row (a row already done,
 * leased by another worker or not due yet is left alone), runs the handler with the row's data,
 * and on success deletes the row unless the handler already did with `run.completeIn(tx)` (one
 * transaction fewer per step of a chain of jobs). A
 * failure keeps the error and is retried with exponential back-off (`backoffMs`, doubled per
 * try) until `attempts` ran out; the row is then kept as `failed`. Never throws for a handler's
 * failure: the outbox, not the backend, owns the retries.
 */
export async function runDurable(
  services: DurableRunServices,
  definition: JobDefinition,
  outboxId: number,
): Promise<void> {
  const { orm, log } = services
  const em = platformEm(orm, 'jobs')
  const now = services.now()
  const claimed = await claimOutboxRow(
    em,
    outboxId,
    definition.name,
    now,
    new Date(now.getTime() + services.leaseMs),
  )
  if (!claimed) return
  const attempt = claimed.attempts
  if (attempt > definition.attempts) {
    // Its last try was taken by a worker that stopped before it could record the outcome.
    await failOutboxRow(em, outboxId, 'attempts ran out (a worker stopped during the last one)', now)
    log.error({ job: definition.name, outboxId }, 'durable job abandoned on its last attempt')
    return
  }
  /** The handler deleted the row in its own transaction, so success needs no second delete. */
  let completedByHandler = false
  const run: JobRun = {
    id: String(outboxId),
    name: definition.name,
    attempt,
    lastAttempt: attempt >= definition.attempts,
    // A plugin's transaction is guarded to its own tables; the outbox row is core's.
    completeIn: async (tx) => {
      await deleteOutboxRow(hostEm(tx), outboxId)
      completedByHandler = true
    },
    completeWith: async <Row>(tx: Em, sql: string, params: unknown[]) => {
      const rows = await executePrepared<Row>(
        hostEm(tx),
        withCte('completed_run', 'delete from job_outbox where id = ?', sql),
        [outboxId, ...params],
      )
      completedByHandler = true
      return rows
    },
  }
  try {
    await definition.handler(claimed.payload, run)
  } catch (error) {
    const context = { err: error, job: definition.name, outboxId, attempt }
    const failedAt = services.now()
    if (run.lastAttempt) {
      await failOutboxRow(em, outboxId, error, failedAt)
      log.error(context, 'job failed for good')
      return
    }
    const delayMs = definition.backoffMs * 2 ** (attempt - 1)
    log.warn({ ...context, error: errorText(error) }, `job failed; retrying in ${delayMs} ms`)
    await scheduleOutboxRetry(em, outboxId, error, new Date(failedAt.getTime() + delayMs), failedAt)
    // A retry the backend could not take is left to the poll (dispatched_at cleared by retryLater).
    await services.retryLater(outboxId, definition.name, attempt + 1, delayMs)
    return
  }
  // A handler that returned although its completing transaction rolled back leaves the row
  // leased: the poll runs it again once the lease is over (at least once, like any retry).
  if (!completedByHandler) await deleteOutboxRow(em, outboxId)
}
