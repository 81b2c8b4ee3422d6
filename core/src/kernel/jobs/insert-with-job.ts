import type { DurableEnqueueOptions } from '@atendo/plugin-api'
import type { Em } from '../db/orm.ts'
import { insertOutboxRow } from './outbox-rows.ts'

/**
 * Writes a durable run of `job` with `em`, in its transaction, for code that has no `Job` at hand
 * (a helper deep in a module): no hand-over after the commit, the outbox's poll hands it to the
 * workers once it is due, in whichever process runs jobs. Meant for delayed runs (a safety net,
 * a reminder); for a run that should start at once, use `job.enqueueIn(em, ...)`.
 *
 * @example
 * await insertWithJob(tx, 'core.chatbot-turn', { companyId, ticketId, messageId: 0 }, {
 *   companyId, delayMs: 60_000, dedupeKey: `answers-${ticketId}`,
 * })
 */
export async function insertWithJob(
  em: Em,
  job: string,
  data: unknown,
  options: DurableEnqueueOptions,
  now = new Date(),
): Promise<void> {
  await insertOutboxRow(em, {
    job,
    payload: data,
    companyId: options.companyId,
    dedupeKey: options.dedupeKey ?? null,
    runAt: new Date(now.getTime() + (options.delayMs ?? 0)),
    dispatchedAt: null,
    now,
  })
}
