import type { EnqueueOptions, JobHandler, JobRun, QueueName, RepeatSchedule } from '@atendo/plugin-api'
import type { Em } from '../db/orm.ts'
import { executePrepared } from '../db/prepared-statements.ts'

/** A job as the backend runs it: `createJobsApi` has validated it and filled in every default. */
export interface JobDefinition {
  name: string
  queue: QueueName
  handler: JobHandler
  /** Contributes to its queue's concurrency, which is the largest of its jobs' values. */
  concurrency: number
  attempts: number
  backoffMs: number
}

/** The little a backend needs to report: failed attempts, lost jobs, connection trouble. */
export interface JobLog {
  error(obj: unknown, msg?: string): void
  warn(obj: unknown, msg?: string): void
}

/**
 * Where jobs wait and run: in this process, or on Redis through BullMQ. Both keep the same
 * semantics, so code that works on one works on the other.
 */
export interface JobBackend {
  readonly kind: 'in-process' | 'bullmq'
  /** Called for every job before `startWorkers()`; a name may be registered once. */
  register(definition: JobDefinition): void
  /** Queues one run of a registered job; `jobId` is unique per job name while not finished. */
  enqueue(name: string, data: unknown, options?: EnqueueOptions): Promise<void>
  /**
   * Queues several runs as `enqueue` would each, together: one round trip to Redis on BullMQ
   * instead of one per run. A queue's runs are all queued or (rejected) none; runs of several
   * queues may be left queued in one of them when another refuses.
   */
  enqueueAll(runs: QueuedRun[]): Promise<void>
  /** Creates or replaces the schedule `key` of a registered job. */
  repeat(name: string, key: string, data: unknown, schedule: RepeatSchedule): Promise<void>
  /** Begins processing; only called in processes whose role runs jobs (worker or all). */
  startWorkers(): Promise<void>
  /** Stops taking jobs and waits for the running ones to finish (graceful shutdown). */
  close(): Promise<void>
}

/** One run for `enqueueAll`. */
export interface QueuedRun {
  name: string
  data: unknown
  options?: EnqueueOptions
}

/** Per-name job ids keep two jobs of one queue from colliding on a caller's id. */
export function scopedJobId(name: string, jobId: string): string {
  return `${name}#${jobId}`
}

/**
 * The run a backend hands a handler for a job it queued itself: its own attempts decide the last
 * one, and there is no outbox row to complete (durable runs get theirs from the outbox).
 */
export function directRun(id: string, definition: JobDefinition, attempt: number): JobRun {
  return {
    id,
    name: definition.name,
    attempt,
    lastAttempt: attempt >= definition.attempts,
    completeIn: async () => {},
    completeWith: <Row>(em: Em, sql: string, params: unknown[]) => executePrepared<Row>(em, sql, params),
  }
}
