import type { DurableEnqueueOptions } from '@atendo/plugin-api'
import { type Em, type Orm, platformEm } from '../db/orm.ts'
import { hostEm } from '../plugin-host/plugin-data-guard.ts'
import { dispatchAfterCommit, type WaitingDispatch } from './dispatch-after-commit.ts'
import { dispatchSchedule } from './dispatch-schedule.ts'
import { runDurable } from './durable-run.ts'
import type { JobBackend, JobDefinition, JobLog } from './job-backend.ts'
import {
  forgetDispatch,
  insertOutboxRow,
  outboxEnvelope,
  outboxJobId,
  releaseLeases,
  takeDueRows,
} from './outbox-rows.ts'

/** The time the outbox runs on (the product clock's `now`); tests move it instead of sleeping. */
export interface OutboxClock {
  now(): Date
}

export interface JobOutboxOptions {
  backend: JobBackend
  log: JobLog
  clock?: OutboxClock
  /** How often the poll looks for rows to hand over; default 5 s. */
  pollEveryMs?: number
  /** A row handed over this long ago and still waiting is handed over again; default 60 s. */
  redispatchAfterMs?: number
  /** How long a worker holds a row it runs before it counts as abandoned; default 5 minutes. */
  leaseMs?: number
  /**
   * Hand runs to the backend right after their commit (default). Off where that backend never
   * runs them: an API-only process on the in-process backend, whose memory no worker reads; the
   * worker processes' poll takes the rows instead.
   */
  handOverAfterCommit?: boolean
}

/** Rows handed over per poll query; the poll repeats until fewer come back. */
const pollBatch = 500

/**
 * The job outbox: the one durable way to hand work to a job (docs/plugins.md "Durable jobs"). `enqueueIn(em, ...)`
 * writes a row in the caller's transaction; once that commits, the row is handed to the backend
 * (BullMQ or in-process) at once, and a poll hands over whatever that missed: rows of a process
 * that stopped before handing them over, rows written while Redis was down, retries that are due
 * and rows whose worker stopped. The backend carries only the row's id; a worker claims the row
 * (a lease), runs the job and deletes the row, in the job's own transaction with
 * `run.completeIn(tx)` where it can. BullMQ stays the engine that spreads work over processes;
 * the outbox is the record that it must be done.
 *
 * @example
 * const outbox = createJobOutbox({ backend, log })
 * const jobs = createJobsApi(backend, { outbox })
 * outbox.attach(orm)
 * await em.transactional((tx) => jobs.define('helps.notify', notify).enqueueIn(tx, data, { companyId }))
 */
export function createJobOutbox(options: JobOutboxOptions) {
  const { backend, log } = options
  const clock = options.clock ?? { now: () => new Date() }
  const redispatchAfterMs = options.redispatchAfterMs ?? 60_000
  const leaseMs = options.leaseMs ?? 5 * 60_000
  const handOverAfterCommit = options.handOverAfterCommit ?? true
  const definitions = new Map<string, JobDefinition>()
  let orm: Orm | undefined

  function requireOrm(): Orm {
    if (!orm) throw new Error('durable jobs need the database: it is not open yet')
    return orm
  }

  /** Hands rows to the backend; those it refuses are left to the poll. Never throws. */
  async function handOver(
    waiting: WaitingDispatch[],
    jobIdOf: (outboxId: number) => string = (outboxId) => outboxJobId(outboxId, 1),
  ): Promise<boolean> {
    const refused: number[] = []
    for (const { outboxId, job, delayMs } of waiting) {
      try {
        await backend.enqueue(job, outboxEnvelope(outboxId), {
          jobId: jobIdOf(outboxId),
          delayMs,
        })
      } catch (error) {
        if (refused.length === 0) log.warn({ err: error, job }, 'job recorded but not queued; the poll will')
        refused.push(outboxId)
      }
    }
    if (refused.length === 0) return true
    try {
      await forgetDispatch(platformEm(requireOrm(), 'jobs'), refused)
    } catch (error) {
      // Then they count as handed over and the poll takes them once that is long enough ago.
      log.warn({ err: error }, 'could not leave refused job rows to the poll')
    }
    return false
  }

  /** After-commit hand-overs under way; `stop()` waits for them before the backend closes. */
  const handingOver = new Set<Promise<unknown>>()
  const afterCommit = dispatchAfterCommit(async (waiting) => {
    const work = handOver(waiting)
    handingOver.add(work)
    await work.finally(() => handingOver.delete(work))
  })

  /**
   * `everyHandedOver`: also rows handed over just now, which a process starting up does, since a
   * process that stopped took its in-memory queue with it (on BullMQ, a row still waiting there
   * keeps its job id and is not queued twice).
   */
  async function dispatchDue(dispatch: { everyHandedOver?: boolean } = {}): Promise<number> {
    const em = platformEm(requireOrm(), 'jobs')
    let handed = 0
    for (;;) {
      const now = clock.now()
      const rows = await takeDueRows(
        em,
        [...definitions.keys()],
        now,
        dispatch.everyHandedOver ? now : new Date(now.getTime() - redispatchAfterMs),
        pollBatch,
      )
      const attempts = new Map(rows.map((row) => [row.id, row.attempts + 1]))
      const accepted = await handOver(
        rows.map((row) => ({ outboxId: row.id, job: row.job, delayMs: 0 })),
        (outboxId) => outboxJobId(outboxId, attempts.get(outboxId) ?? 1, true),
      )
      handed += rows.length
      if (!accepted || rows.length < pollBatch) return handed
    }
  }

  const schedule = dispatchSchedule({ poll: () => dispatchDue(), everyMs: options.pollEveryMs ?? 5000, log })

  return {
    /** Called by `createJobsApi` for every job, so runs of it can be written and polled for. */
    register(definition: JobDefinition): void {
      definitions.set(definition.name, definition)
    },

    /** Writes one run with `em`; handed to the backend after its transaction commits (or now). */
    async enqueueIn(em: Em, job: string, data: unknown, enqueue: DurableEnqueueOptions): Promise<void> {
      if (!definitions.has(job)) throw new Error(`Job "${job}" is not defined`)
      const now = clock.now()
      const delayMs = enqueue.delayMs ?? 0
      // A plugin's transaction is guarded to its own tables; the outbox row is core's, written in it.
      const host = hostEm(em)
      const outboxId = await insertOutboxRow(host, {
        job,
        payload: data,
        companyId: enqueue.companyId,
        dedupeKey: enqueue.dedupeKey ?? null,
        runAt: new Date(now.getTime() + delayMs),
        dispatchedAt: handOverAfterCommit ? now : null,
        now,
      })
      if (outboxId === undefined || !handOverAfterCommit) return
      const waiting = { outboxId, job, delayMs }
      if (host.isInTransaction()) afterCommit.hold(host, waiting)
      else await handOver([waiting])
    },

    /** One try of a row the backend delivered (see durable-run.ts). */
    run(definition: JobDefinition, outboxId: number): Promise<void> {
      return runDurable(
        {
          orm: requireOrm(),
          now: () => clock.now(),
          log,
          leaseMs,
          retryLater: (id, job, attempt, delayMs) =>
            handOver([{ outboxId: id, job, delayMs }], () => outboxJobId(id, attempt)),
        },
        definition,
        outboxId,
      )
    },

    /** Once the ORM is open: rows are handed over after their transaction commits. */
    attach(opened: Orm): void {
      orm = opened
      afterCommit.attach(opened)
    },

    /** Hands due and abandoned rows to the backend now; answers how many (the poll calls it). */
    dispatchDue,

    /**
     * For the in-process backend at start-up: the process is the only one running jobs, so rows
     * leased by a worker are those of a process that stopped mid-run (a crash): take them back at
     * once instead of when their lease ends; rows handed to a stopped process's in-memory queue
     * (dispatched, not yet due) are forgotten too, so the poll hands them over when due. Never with
     * BullMQ, where other processes run jobs.
     */
    async releaseLeases(): Promise<number> {
      return releaseLeases(platformEm(requireOrm(), 'jobs'))
    },

    /** Starts the poll (processes that run jobs). */
    startPolling(): void {
      schedule.start()
    },

    /** Stops the poll and waits for a poll and hand-overs in progress (before the backend closes). */
    async stop(): Promise<void> {
      await schedule.stop()
      await Promise.allSettled([...handingOver])
    },
  }
}

/** The job outbox of a process (`createJobOutbox`). */
export type JobOutbox = ReturnType<typeof createJobOutbox>
