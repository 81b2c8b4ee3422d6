import type { Em } from './define-plugin.ts'

/**
 * Queues keep kinds of work apart, so inbound messages never wait behind bulk work.
 * - `inbound`: channel events being ingested (latency-critical)
 * - `default`: ordinary background work
 * - `bulk`: campaigns, imports, exports and other long batches
 *
 * @example
 * jobs.define('campaigns.dispatch', dispatchOne, { queue: 'bulk' satisfies QueueName })
 */
export type QueueName = 'inbound' | 'default' | 'bulk'

/**
 * What a job handler learns about the run it is part of.
 *
 * @example
 * jobs.define<{ webhookId: number }>('webhooks.deliver', async ({ webhookId }, run) => {
 *   log.info({ webhookId, attempt: run.attempt, jobId: run.id }, 'delivering')
 * })
 */
export interface JobRun {
  id: string
  name: string
  /** 1 on the first try, then 2, 3... */
  attempt: number
  /** This is the job's last try: a failure now is final (record it, tell someone, give up cleanly). */
  lastAttempt: boolean
  /**
   * Marks a durable run (one enqueued with `enqueueIn`) done inside the handler's own transaction,
   * so the effect and the "done" mark commit together: a crash between them can neither lose the
   * work nor repeat an effect that committed. Without it the run is marked done when the handler
   * returns. A no-op for runs enqueued with `enqueue`.
   *
   * @example
   * jobs.define<{ orderId: number }>('orders.ship', async ({ orderId }, run) => {
   *   await db.forCompany(companyId).transactional(async (tx) => {
   *     await tx.execute('update orders set shipped = true where id = ?', [orderId])
   *     await run.completeIn(tx)
   *   })
   * })
   */
  completeIn(em: Em): Promise<void>
  /**
   * `completeIn` and the handler's last statement in one: runs `sql` (one statement, `?` for each
   * of `params`) in the transaction `em` and marks the run done by the same statement, a round
   * trip fewer. Answers the statement's rows.
   *
   * @example
   * await tx.transactional(async (tx) => {
   *   await run.completeWith(tx, 'update orders set shipped = true where id = ?', [orderId])
   * })
   */
  completeWith<Row = Record<string, unknown>>(em: Em, sql: string, params: unknown[]): Promise<Row[]>
}

/**
 * How a job runs.
 *
 * @example
 * jobs.define('campaigns.dispatch', dispatchOne, { queue: 'bulk', concurrency: 5, attempts: 3 })
 */
export interface JobOptions {
  /** Default `default`. */
  queue?: QueueName
  /** How many of this queue's jobs run at once in one worker process; default 1. */
  concurrency?: number
  /** Tries before the job is given up; default 3. */
  attempts?: number
  /** First retry delay in ms, doubled on each further retry; default 1000. */
  backoffMs?: number
}

/**
 * Options of one enqueue call.
 *
 * @example
 * // Remind in 10 minutes, once even if the ticket is updated again meanwhile.
 * await remind.enqueue({ ticketId }, { delayMs: 10 * 60_000, jobId: `remind-${ticketId}` })
 */
export interface EnqueueOptions {
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number
  /** A job with the same id that is still waiting is not enqueued twice. */
  jobId?: string
}

/**
 * Options of a durable enqueue (`enqueueIn`).
 *
 * @example
 * await notify.enqueueIn(tx, { orderId }, { companyId, dedupeKey: `order-${orderId}`, delayMs: 5000 })
 */
export interface DurableEnqueueOptions {
  /** The company the work belongs to; `null` for platform-wide work. */
  companyId: number | null
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number
  /** At most one waiting run per job and key: a second enqueue with the key is ignored. */
  dedupeKey?: string
}

/**
 * A schedule for a repeating job: a fixed interval or a cron expression (UTC).
 *
 * @example
 * await cleanup.repeat('nightly', { companyId: 0 }, { cron: '0 3 * * *' })
 * await sweep.repeat('every-minute', {}, { everyMs: 60_000 })
 */
export type RepeatSchedule = { everyMs: number } | { cron: string }

/**
 * The function a job runs with its data. Throwing fails the run, which is retried with back-off
 * until `attempts` runs out; handlers should therefore be safe to run again (idempotent).
 *
 * @example
 * const closeStale: JobHandler<{ companyId: number }> = async ({ companyId }, run) => {
 *   log.info({ companyId, attempt: run.attempt }, 'closing stale tickets')
 *   await tickets.close({ companyId, userId: null }, await staleTicketIds(companyId))
 * }
 * jobs.define('auto-close.stale', closeStale, { attempts: 5, backoffMs: 2000 })
 */
// biome-ignore lint/suspicious/noExplicitAny: handlers are typed by each define() call
export type JobHandler<Data = any> = (data: Data, run: JobRun) => Promise<void>

/**
 * A defined job: enqueue runs it later, on whichever worker takes it.
 *
 * @example
 * const sendReset = jobs.define('auth.send-reset-mail', sendMail, { attempts: 5 })
 * await sendReset.enqueue({ userId: 3 }, { delayMs: 1000 })
 */
export interface Job<Data> {
  readonly name: string
  /**
   * Queues one run straight on the backend: quick, but lost if the process stops before it runs
   * (in-process backend) and refused while Redis is down. For work that must happen, use `enqueueIn`.
   */
  enqueue(data: Data, options?: EnqueueOptions): Promise<void>
  /**
   * Durable enqueue: writes the run to the job outbox with `em`, so inside a transaction the run
   * commits (or rolls back) together with the rows that need it. Once committed it runs even if
   * this process stops or Redis is down (it is handed to the workers when they can take it), is
   * retried with back-off until `attempts` runs out, and its last error is kept.
   *
   * @example
   * await db.forCompany(companyId).transactional(async (tx) => {
   *   await tx.execute('insert into orders (id, company_id) values (?, ?)', [orderId, companyId])
   *   await confirmOrder.enqueueIn(tx, { orderId }, { companyId })
   * })
   */
  enqueueIn(em: Em, data: Data, options: DurableEnqueueOptions): Promise<void>
  /** Runs `data` on a schedule until the process stops; `key` names the schedule (one per key). */
  repeat(key: string, data: Data, schedule: RepeatSchedule): Promise<void>
}

/**
 * The job API: the same calls whether jobs run in-process (no REDIS_URL) or on BullMQ.
 *
 * @example
 * const job = jobs.define<{ ticketId: number }>('tickets.auto-close', async ({ ticketId }) => {...})
 * await job.repeat('every-minute', { ticketId: 0 }, { everyMs: 60_000 })
 */
export interface JobsApi {
  define<Data>(name: string, handler: JobHandler<Data>, options?: JobOptions): Job<Data>
}
