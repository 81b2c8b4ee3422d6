/**
 * Queues keep kinds of work apart, so inbound messages never wait behind bulk work.
 * - `inbound`: channel events being ingested (latency-critical)
 * - `default`: ordinary background work
 * - `bulk`: campaigns, imports, exports and other long batches
 */
export type QueueName = 'inbound' | 'default' | 'bulk'

/** What a job handler learns about the run it is part of. */
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

/** Options of one enqueue call. */
export interface EnqueueOptions {
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number
  /** A job with the same id that is still waiting is not enqueued twice. */
  jobId?: string
}

/** A schedule for a repeating job: a fixed interval or a cron expression (UTC). */
export type RepeatSchedule = { everyMs: number } | { cron: string }

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
