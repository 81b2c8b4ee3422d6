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
  enqueue(data: Data, options?: EnqueueOptions): Promise<void>
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
