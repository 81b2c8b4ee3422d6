import type { EnqueueOptions, QueueName } from '@atendo/plugin-api'
import { type Job as BullJob, type JobsOptions, Queue, Worker } from 'bullmq'
import { Redis } from 'ioredis'
import {
  directRun,
  type JobBackend,
  type JobDefinition,
  type JobLog,
  type QueuedRun,
  scopedJobId,
} from './job-backend.ts'

export interface BullmqBackendOptions {
  redisUrl: string
  /** Redis key prefix of every queue (BullMQ's `prefix`); default `bull`. Tests use their own. */
  prefix?: string
  log: JobLog
}

/**
 * Runs jobs on Redis through BullMQ, so any number of processes share them. There is one BullMQ
 * queue per Atendo queue (`atendo-inbound`, `atendo-default`, `atendo-bulk`) and, once
 * `startWorkers()` is called, one worker per queue whose concurrency is the largest `concurrency`
 * of that queue's jobs. Processes that never start workers (ROLE=api) can still enqueue.
 * Finished jobs are removed from Redis, failures are logged, so a `jobId` can be used again as
 * soon as its job has ended. Schedules live in Redis: they survive restarts and are shared by
 * all processes.
 *
 * @example
 * const backend = createBullmqBackend({ redisUrl: 'redis://127.0.0.1:6379', log })
 * createJobsApi(backend).define('helps.cleanup', cleanup)
 * await backend.startWorkers()
 */
export function createBullmqBackend(options: BullmqBackendOptions): JobBackend {
  const { redisUrl, prefix, log } = options
  const definitions = new Map<string, JobDefinition>()
  const queues = new Map<QueueName, Queue>()
  const workers: Worker[] = []
  /** Shared by every Queue; ioredis' default retry limit makes an enqueue fail, not hang, while Redis is down. */
  let queueConnection: Redis | undefined
  /** Template the workers duplicate (BullMQ needs `maxRetriesPerRequest: null` for blocking reads). */
  let workerConnection: Redis | undefined
  let started = false
  let closing: Promise<void> | undefined
  /** Set once the queues close: until then, handlers finishing during shutdown may still enqueue. */
  let queuesClosed = false

  function definitionOf(name: string): JobDefinition {
    const definition = definitions.get(name)
    if (!definition) throw new Error(`Job "${name}" is not defined`)
    return definition
  }

  function assertOpen(): void {
    if (closing) throw new Error('The job backend is closed')
  }

  function assertQueuesOpen(): void {
    if (queuesClosed) throw new Error('The job backend is closed')
  }

  async function shutDown(): Promise<void> {
    // Workers first: they wait for their running handlers, which may still enqueue follow-up jobs.
    await Promise.all(workers.map((worker) => worker.close()))
    queuesClosed = true
    await Promise.all([...queues.values()].map((queue) => queue.close()))
    workerConnection?.disconnect()
    if (queueConnection?.status === 'ready') await queueConnection.quit()
    else queueConnection?.disconnect()
  }

  function queueOf(name: QueueName): Queue {
    let queue = queues.get(name)
    if (!queue) {
      queueConnection ??= new Redis(redisUrl)
      queue = new Queue(bullQueueName(name), { connection: queueConnection, prefix })
      queue.on('error', (error) => log.error({ err: error, queue: name }, 'job queue connection error'))
      queues.set(name, queue)
    }
    return queue
  }

  function jobOptions(definition: JobDefinition): JobsOptions {
    return {
      attempts: definition.attempts,
      backoff: { type: 'exponential', delay: definition.backoffMs },
      removeOnComplete: true,
      removeOnFail: true,
    }
  }

  function addOptions(definition: JobDefinition, options: EnqueueOptions): JobsOptions {
    return {
      ...jobOptions(definition),
      delay: options.delayMs,
      jobId: options.jobId === undefined ? undefined : scopedJobId(definition.name, options.jobId),
    }
  }

  async function processJob(job: BullJob): Promise<void> {
    const definition = definitions.get(job.name)
    // A job defined by a newer release may reach an older worker during a rolling deploy; failing
    // it (with retries) leaves a chance for an up-to-date worker to take it.
    if (!definition) throw new Error(`Job "${job.name}" is not defined in this process`)
    const attempt = job.attemptsMade + 1
    try {
      await definition.handler(job.data, directRun(job.id ?? '', definition, attempt))
    } catch (error) {
      const context = { err: error, job: job.name, jobId: job.id, attempt }
      if (attempt < (job.opts.attempts ?? 1)) log.warn(context, 'job failed; retrying')
      else log.error(context, 'job failed for good')
      throw error
    }
  }

  return {
    kind: 'bullmq',

    register(definition) {
      assertOpen()
      if (started) throw new Error(`Job "${definition.name}" must be defined before the workers start`)
      if (definitions.has(definition.name)) throw new Error(`Job "${definition.name}" is already defined`)
      definitions.set(definition.name, definition)
    },

    async enqueue(name, data, options = {}) {
      assertQueuesOpen()
      const definition = definitionOf(name)
      await queueOf(definition.queue).add(name, data, addOptions(definition, options))
    },

    async enqueueAll(runs) {
      assertQueuesOpen()
      const byQueue = new Map<QueueName, QueuedRun[]>()
      for (const run of runs) {
        const queue = definitionOf(run.name).queue
        const queued = byQueue.get(queue)
        if (queued) queued.push(run)
        else byQueue.set(queue, [run])
      }
      // addBulk sends a queue's jobs in one MULTI: one round trip, and all of them or none.
      await Promise.all(
        [...byQueue].map(([queue, queued]) =>
          queueOf(queue).addBulk(
            queued.map(({ name, data, options = {} }) => ({
              name,
              data,
              opts: addOptions(definitionOf(name), options),
            })),
          ),
        ),
      )
    },

    async repeat(name, key, data, schedule) {
      assertQueuesOpen()
      const definition = definitionOf(name)
      const repeatOptions =
        'everyMs' in schedule ? { every: schedule.everyMs } : { pattern: schedule.cron, tz: 'UTC' }
      await queueOf(definition.queue).upsertJobScheduler(scopedJobId(name, key), repeatOptions, {
        name,
        data,
        opts: jobOptions(definition),
      })
    },

    async startWorkers() {
      assertOpen()
      if (started) return
      started = true
      const concurrency = new Map<QueueName, number>()
      for (const { queue, concurrency: wanted } of definitions.values()) {
        concurrency.set(queue, Math.max(concurrency.get(queue) ?? 1, wanted))
      }
      // Never connects itself: each worker duplicates it into its own two connections.
      workerConnection = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: true })
      for (const [name, limit] of concurrency) {
        const worker = new Worker(bullQueueName(name), processJob, {
          connection: workerConnection,
          prefix,
          concurrency: limit,
        })
        worker.on('error', (error) => log.error({ err: error, queue: name }, 'job worker error'))
        workers.push(worker)
      }
      await Promise.all(workers.map((worker) => worker.waitUntilReady()))
    },

    close() {
      closing ??= shutDown()
      return closing
    },
  }
}

/** The BullMQ queue behind an Atendo queue. */
export function bullQueueName(queue: QueueName): string {
  return `atendo-${queue}`
}
