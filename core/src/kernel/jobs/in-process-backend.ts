import {
  type Clock,
  type EnqueueOptions,
  type QueueName,
  type RepeatSchedule,
  systemClock,
} from '@atendo/plugin-api'
import { CronExpressionParser } from 'cron-parser'
import { directRun, type JobBackend, type JobDefinition, type JobLog, scopedJobId } from './job-backend.ts'

interface PendingJob {
  id: string
  definition: JobDefinition
  data: unknown
  attempt: number
  /** Set for jobs enqueued with a `jobId`: the key that keeps a second copy out until this one ends. */
  dedupKey?: string
  /** Called when the job leaves the waiting state (a schedule uses it to avoid piling up runs). */
  onStart?: () => void
}

interface QueueState {
  /** Largest concurrency of the queue's jobs: the queue-wide limit BullMQ's one worker per queue has. */
  limit: number
  running: number
  ready: PendingJob[]
}

interface Schedule {
  name: string
  key: string
  data: unknown
  schedule: RepeatSchedule
  /** A run of this schedule is waiting, so the next tick is skipped instead of queued behind it. */
  waiting: boolean
  alarm?: Alarm
}

/** A pending alarm of the clock. */
interface Alarm {
  cancel: () => void
}

/**
 * Runs jobs inside this process, for installations without Redis. Semantics follow the BullMQ
 * backend: each queue has its own concurrency limit (the largest of its jobs' `concurrency`), so a
 * busy `bulk` queue never holds back `inbound`; payloads are JSON-copied like BullMQ serialises them;
 * an interval schedule runs once at start and then every `everyMs`. Waiting jobs live only in
 * memory: whatever has not run when the process stops is lost (and logged).
 *
 * @example
 * const backend = createInProcessBackend(log, kernel.clock)
 * createJobsApi(backend).define('helps.cleanup', cleanup)
 * await backend.startWorkers()
 */
export function createInProcessBackend(log: JobLog, clock: Clock = systemClock): JobBackend {
  const definitions = new Map<string, JobDefinition>()
  const queues = new Map<QueueName, QueueState>()
  const schedules = new Map<string, Schedule>()
  /** Delayed jobs and retries waiting for their time. */
  const delayed = new Set<Alarm>()
  const running = new Set<Promise<void>>()
  /** Keys of jobs enqueued with a jobId that have not finished yet (waiting, delayed or running). */
  const unfinished = new Set<string>()
  let sequence = 0
  let started = false
  let closed = false

  function definitionOf(name: string): JobDefinition {
    const definition = definitions.get(name)
    if (!definition) throw new Error(`Job "${name}" is not defined`)
    return definition
  }

  function assertOpen(): void {
    if (closed) throw new Error('The job backend is closed')
  }

  /** Fires `callback` no sooner than `runAt`, on the product's clock. */
  function at(runAt: number, callback: () => void, owner?: Set<Alarm>): Alarm {
    const alarm: Alarm = {
      cancel: clock.alarm(new Date(runAt), () => {
        owner?.delete(alarm)
        callback()
      }),
    }
    owner?.add(alarm)
    return alarm
  }

  function submit(job: PendingJob, delayMs: number): void {
    if (delayMs > 0) {
      at(clock.now().getTime() + delayMs, () => makeReady(job), delayed)
    } else {
      makeReady(job)
    }
  }

  function makeReady(job: PendingJob): void {
    const queue = queues.get(job.definition.queue)!
    queue.ready.push(job)
    pump(queue)
  }

  function pump(queue: QueueState): void {
    if (!started || closed) return
    while (queue.running < queue.limit && queue.ready.length > 0) {
      const job = queue.ready.shift()!
      queue.running += 1
      const execution = execute(job).finally(() => {
        queue.running -= 1
        running.delete(execution)
        pump(queue)
      })
      running.add(execution)
    }
  }

  async function execute(job: PendingJob): Promise<void> {
    job.onStart?.()
    const { definition, attempt } = job
    try {
      await definition.handler(job.data, directRun(job.id, definition, attempt))
    } catch (error) {
      const context = { err: error, job: definition.name, jobId: job.id, attempt }
      if (attempt < definition.attempts && !closed) {
        const delayMs = definition.backoffMs * 2 ** (attempt - 1)
        log.warn(context, `job failed; retrying in ${delayMs} ms`)
        submit({ ...job, attempt: attempt + 1, onStart: undefined }, delayMs)
        return
      }
      log.error(context, closed ? 'job failed; not retried, the backend is closing' : 'job failed for good')
    }
    if (job.dedupKey) unfinished.delete(job.dedupKey)
  }

  function enqueueRun(schedule: Schedule, runAt: number): void {
    if (schedule.waiting) return
    schedule.waiting = true
    const definition = definitionOf(schedule.name)
    makeReady({
      id: `repeat:${schedule.key}:${runAt}`,
      definition,
      data: copyPayload(schedule.data),
      attempt: 1,
      onStart: () => {
        schedule.waiting = false
      },
    })
  }

  function arm(schedule: Schedule, previousRunAt: number): void {
    const runAt = nextRunAt(schedule.schedule, previousRunAt)
    schedule.alarm = at(runAt, () => {
      enqueueRun(schedule, runAt)
      arm(schedule, runAt)
    })
  }

  function startSchedule(schedule: Schedule): void {
    const now = clock.now().getTime()
    // Like a BullMQ job scheduler: an interval runs right away, a cron waits for its next slot.
    if ('everyMs' in schedule.schedule) enqueueRun(schedule, now)
    arm(schedule, now)
  }

  /** Queues one run; a `jobId` still unfinished is not queued again. */
  function queueRun(definition: JobDefinition, data: unknown, options: EnqueueOptions = {}): void {
    const dedupKey = options.jobId === undefined ? undefined : scopedJobId(definition.name, options.jobId)
    if (dedupKey) {
      if (unfinished.has(dedupKey)) return
      unfinished.add(dedupKey)
    }
    sequence += 1
    const job = {
      id: dedupKey ?? String(sequence),
      definition,
      data: copyPayload(data),
      attempt: 1,
      dedupKey,
    }
    submit(job, options.delayMs ?? 0)
  }

  return {
    kind: 'in-process',

    register(definition) {
      assertOpen()
      if (started) throw new Error(`Job "${definition.name}" must be defined before the workers start`)
      if (definitions.has(definition.name)) throw new Error(`Job "${definition.name}" is already defined`)
      definitions.set(definition.name, definition)
      const queue = queues.get(definition.queue)
      if (queue) queue.limit = Math.max(queue.limit, definition.concurrency)
      else queues.set(definition.queue, { limit: definition.concurrency, running: 0, ready: [] })
    },

    async enqueue(name, data, options: EnqueueOptions = {}) {
      assertOpen()
      queueRun(definitionOf(name), data, options)
    },

    async enqueueAll(runs) {
      assertOpen()
      // Every name is checked first: all are queued, or none.
      const defined = runs.map((run) => ({ ...run, definition: definitionOf(run.name) }))
      for (const { definition, data, options } of defined) queueRun(definition, data, options)
    },

    async repeat(name, key, data, schedule) {
      assertOpen()
      definitionOf(name)
      const id = scopedJobId(name, key)
      const previous = schedules.get(id)
      previous?.alarm?.cancel()
      const entry: Schedule = { name, key, data, schedule, waiting: false }
      schedules.set(id, entry)
      if (started) startSchedule(entry)
    },

    async startWorkers() {
      assertOpen()
      if (started) return
      started = true
      for (const schedule of schedules.values()) startSchedule(schedule)
      for (const queue of queues.values()) pump(queue)
    },

    async close() {
      if (closed) {
        await Promise.all(running)
        return
      }
      closed = true
      for (const schedule of schedules.values()) schedule.alarm?.cancel()
      for (const alarm of delayed) alarm.cancel()
      const dropped = delayed.size + [...queues.values()].reduce((sum, queue) => sum + queue.ready.length, 0)
      delayed.clear()
      for (const queue of queues.values()) queue.ready.length = 0
      if (dropped > 0) log.warn({ dropped }, 'in-process jobs still waiting are lost at shutdown')
      await Promise.all(running)
    },
  }
}

/** When a schedule next fires after `after` (cron expressions are read in UTC). */
export function nextRunAt(schedule: RepeatSchedule, after: number): number {
  if ('everyMs' in schedule) return after + schedule.everyMs
  return CronExpressionParser.parse(schedule.cron, { tz: 'UTC', currentDate: new Date(after) })
    .next()
    .getTime()
}

/** The same copy BullMQ makes by storing JSON, so in-process runs see exactly what Redis runs would. */
function copyPayload(data: unknown): unknown {
  return data === undefined ? {} : JSON.parse(JSON.stringify(data))
}
