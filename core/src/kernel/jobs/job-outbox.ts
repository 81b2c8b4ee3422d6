import type { DurableEnqueueOptions } from '@atendo/plugin-api'
import { type Em, type Orm, platformEm } from '../db/orm.ts'
import { forgetOldest } from '../forget-oldest.ts'
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
  outboxRunsFrom,
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

/** Most runs marked as taken by this process's batches whose delivery has not come yet. */
const maxTakenInBatches = 100_000

/**
 * What a delivery of a gated job passes before its claim (gateDeliveries): what to call once it is
 * done, or undefined to turn it back unclaimed (the gate hands its run over again, `redeliver`).
 */
export type DeliveryGate = (outboxId: number) => (() => void) | undefined

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
    if (waiting.length === 0) return true
    try {
      // Together: a group of recorded events is one round trip to Redis, not one per run.
      await backend.enqueueAll(
        waiting.map(({ outboxId, job, delayMs }) => ({
          name: job,
          data: outboxEnvelope(outboxId),
          options: { jobId: jobIdOf(outboxId), delayMs },
        })),
      )
      return true
    } catch (error) {
      log.warn({ err: error, job: waiting[0]!.job }, 'jobs recorded but not queued; the poll will')
    }
    const refused = waiting.map(({ outboxId }) => outboxId)
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

  /** Runs written with `em`: handed to the backend once its transaction commits, or now outside one. */
  async function handOverWritten(em: Em, waiting: WaitingDispatch[]): Promise<void> {
    if (waiting.length === 0 || !handOverAfterCommit) return
    if (!em.isInTransaction()) {
      await handOver(waiting)
      return
    }
    for (const run of waiting) afterCommit.hold(em, run)
  }

  function newRun(job: string, enqueue: Pick<DurableEnqueueOptions, 'companyId' | 'delayMs'>) {
    if (!definitions.has(job)) throw new Error(`Job "${job}" is not defined`)
    const now = clock.now()
    const delayMs = enqueue.delayMs ?? 0
    return {
      job,
      companyId: enqueue.companyId,
      runAt: new Date(now.getTime() + delayMs),
      dispatchedAt: handOverAfterCommit ? now : null,
      now,
      delayMs,
    }
  }

  /** One try of a delivered run: its claim, its handler and the outcome (durable-run.ts). */
  const runOne = (definition: JobDefinition, outboxId: number) =>
    runDurable(
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

  /** takenInBatch's marks, oldest first. */
  const takenInBatches = new Set<number>()
  /** gateDeliveries' gates, by job name. */
  const gates = new Map<string, DeliveryGate>()
  /** Runs handed over again by `redeliver`, for their backend job ids. */
  let redeliveries = 0

  const schedule = dispatchSchedule({ poll: () => dispatchDue(), everyMs: options.pollEveryMs ?? 5000, log })

  return {
    /** Called by `createJobsApi` for every job, so runs of it can be written and polled for. */
    register(definition: JobDefinition): void {
      definitions.set(definition.name, definition)
    },

    /** Writes one run with `em`; handed to the backend after its transaction commits (or now). */
    async enqueueIn(em: Em, job: string, data: unknown, enqueue: DurableEnqueueOptions): Promise<void> {
      const run = newRun(job, enqueue)
      // A plugin's transaction is guarded to its own tables; the outbox row is core's, written in it.
      const host = hostEm(em)
      const outboxId = await insertOutboxRow(host, {
        ...run,
        payload: data,
        dedupeKey: enqueue.dedupeKey ?? null,
      })
      if (outboxId !== undefined) await handOverWritten(host, [{ outboxId, job, delayMs: run.delayMs }])
    },

    /**
     * Runs of `job` that the caller's own statement writes, one per row of its CTE `source`, with
     * the payload and dedupe key as SQL over that row (outboxRunsFrom): a row and its run in one
     * statement. `sql` and `params` end the statement; `written(em, ids)` then hands the runs it
     * returned to the backend, after `em`'s transaction commits (or now, outside one).
     *
     * @example
     * const runs = outbox.runsFrom('core.process-inbound', 'event', "jsonb_build_object('eventId', event.id)", "'event-' || event.id", { companyId })
     * const rows = await executeInOneTrip(em, `with event as (insert ... returning id) ${runs.sql}`, [...eventParams, ...runs.params])
     * await runs.written(em, rows.map((row) => Number(row.id)))
     */
    runsFrom(
      job: string,
      source: string,
      payloadSql: string,
      dedupeKeySql: string,
      enqueue: Pick<DurableEnqueueOptions, 'companyId' | 'delayMs'>,
    ) {
      const run = newRun(job, enqueue)
      return {
        ...outboxRunsFrom(source, payloadSql, dedupeKeySql, run),
        written: (em: Em, outboxIds: number[]) =>
          handOverWritten(
            em,
            outboxIds.map((outboxId) => ({ outboxId, job, delayMs: run.delayMs })),
          ),
      }
    },

    /**
     * Runs a batch of this process took (batch-runs.ts): their deliveries to this process return
     * without a statement, as their claim would (the batch holds the row, or deleted it with its
     * commit). One delivery each; `handedBack` unmarks runs the batch did not do.
     */
    takenInBatch(outboxIds: number[]): void {
      for (const id of outboxIds) takenInBatches.add(id)
      // Deliveries that went to another process never come here: the oldest marks are dropped.
      forgetOldest(takenInBatches, maxTakenInBatches)
    },

    /** Whether a batch of this process took the run, and its delivery has not come yet. */
    wasTakenInBatch(outboxId: number): boolean {
      return takenInBatches.has(outboxId)
    },

    /** Runs a batch took and handed back undone: their next delivery claims them again. */
    handedBack(outboxIds: number[]): void {
      for (const id of outboxIds) takenInBatches.delete(id)
    },

    /**
     * Makes every delivery of `job` to this process pass `gate` before it claims its run: the gate
     * may turn it back (the inbound pipeline keeps at most two of a connection's runs in hand, so a
     * batch can take the others' events), and answers what to call when the delivery is done.
     */
    gateDeliveries(job: string, gate: DeliveryGate): void {
      gates.set(job, gate)
    },

    /** Hands runs a gate turned back to the backend again, each under a backend job id of its own. */
    redeliver(job: string, outboxIds: number[]): Promise<boolean> {
      return handOver(
        outboxIds.map((outboxId) => ({ outboxId, job, delayMs: 0 })),
        (outboxId) => `${outboxJobId(outboxId, 1)}-again-${++redeliveries}`,
      )
    },

    /** One try of a row the backend delivered (see durable-run.ts). */
    async run(definition: JobDefinition, outboxId: number): Promise<void> {
      if (takenInBatches.delete(outboxId)) return
      const gate = gates.get(definition.name)
      if (!gate) return runOne(definition, outboxId)
      const leave = gate(outboxId)
      if (!leave) return
      try {
        await runOne(definition, outboxId)
      } finally {
        leave()
      }
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
