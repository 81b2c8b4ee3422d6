import type { Job, JobRun, JobsApi } from '@atendo/plugin-api'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type CoreOrm, dropRedisKeys, openCoreOrm, waitFor, watchSentQueries } from '../../testing/index.ts'
import { type Orm, platformEm } from '../db/orm.ts'
import { createBullmqBackend } from './bullmq-backend.ts'
import { createInProcessBackend } from './in-process-backend.ts'
import type { JobBackend, JobDefinition, JobLog } from './job-backend.ts'
import { createJobOutbox, type JobOutbox } from './job-outbox.ts'
import { createJobsApi } from './jobs-api.ts'

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefixBase = `atendo-outbox-${process.pid}-${Date.now()}`
let prefixCount = 0

const quietLog: JobLog = { error: () => {}, warn: () => {} }

/** The clock the outbox reads; tests move it instead of waiting. */
function movableClock(start = new Date('2026-11-26T12:00:00Z')) {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    move: (ms: number) => {
      current += ms
    },
  }
}

/** A backend that refuses work while `down`, as BullMQ does while Redis is unreachable. */
function withOutage(backend: JobBackend): JobBackend & { down: boolean } {
  const wrapped = {
    ...backend,
    down: false,
    async enqueue(...args: Parameters<JobBackend['enqueue']>) {
      if (wrapped.down) throw new Error('Connection is closed.')
      return backend.enqueue(...args)
    },
    async enqueueAll(...args: Parameters<JobBackend['enqueueAll']>) {
      if (wrapped.down) throw new Error('Connection is closed.')
      return backend.enqueueAll(...args)
    },
  }
  return wrapped
}

const backendKinds: { kind: string; create: () => JobBackend }[] = [
  { kind: 'in-process', create: () => createInProcessBackend(quietLog) },
  {
    kind: 'bullmq',
    create: () => createBullmqBackend({ redisUrl, prefix: `${prefixBase}-${++prefixCount}`, log: quietLog }),
  },
]

let core: CoreOrm
let orm: Orm

beforeAll(async () => {
  core = await openCoreOrm('atendo_outbox')
  orm = core.orm
}, 120_000)

afterAll(async () => {
  await core?.close()
  await dropRedisKeys(redisUrl, `${prefixBase}-`)
})

/** One process's job machinery: a backend, its outbox on the shared database, and the jobs API. */
interface JobProcess {
  backend: JobBackend & { down: boolean }
  outbox: JobOutbox
  jobs: JobsApi
  clock: ReturnType<typeof movableClock>
  close(): Promise<void>
}

async function outboxRows() {
  return platformEm(orm, 'jobs').execute<
    { job: string; status: string; attempts: number; last_error: string | null; company_id: number | null }[]
  >('select job, status, attempts, last_error, company_id from job_outbox order by id')
}

describe.each(backendKinds)('job outbox on the $kind backend', ({ create }) => {
  const processes: JobProcess[] = []

  function startProcess(clock = movableClock(), handOverAfterCommit = true): JobProcess {
    const backend = withOutage(create())
    const outbox = createJobOutbox({
      backend,
      log: quietLog,
      clock,
      redispatchAfterMs: 1000,
      handOverAfterCommit,
    })
    outbox.attach(orm)
    const process: JobProcess = {
      backend,
      outbox,
      jobs: createJobsApi(backend, { outbox }),
      clock,
      async close() {
        await outbox.stop()
        await backend.close()
      },
    }
    processes.push(process)
    return process
  }

  beforeEach(async () => {
    await platformEm(orm, 'jobs').execute('delete from job_outbox')
  })

  afterEach(async () => {
    for (const process of processes.splice(0)) await process.close()
  })

  it('runs a job enqueued in a committed transaction once, with its data, and removes its row', async () => {
    const { jobs, backend } = startProcess()
    const runs: { data: unknown; run: Omit<JobRun, 'completeIn'> }[] = []
    const job = jobs.define<{ orderId: number }>(
      'orders.confirm',
      async (data, { completeIn: _, ...run }) => {
        runs.push({ data, run })
      },
    )
    await backend.startWorkers()
    await platformEm(orm, 'jobs').transactional((tx) =>
      job.enqueueIn(tx, { orderId: 12345 }, { companyId: 7 }),
    )
    await waitFor(() => runs.length === 1)
    expect(runs[0].data).toEqual({ orderId: 12345 })
    expect(runs[0].run).toMatchObject({ name: 'orders.confirm', attempt: 1, lastAttempt: false })
    await waitFor(async () => (await outboxRows()).length === 0)
  })

  it('hands the runs of one transaction over together, each run once, and all to the poll while the backend is down', async () => {
    const { jobs, backend, outbox } = startProcess()
    const ran: number[] = []
    const job = jobs.define<{ n: number }>('orders.many', async ({ n }) => {
      ran.push(n)
    })
    let handedTogether = 0
    const enqueueAll = backend.enqueueAll
    backend.enqueueAll = async (runs) => {
      if (runs.length > 1) handedTogether += 1
      return enqueueAll(runs)
    }
    await backend.startWorkers()
    const enqueueFive = (first: number) =>
      platformEm(orm, 'jobs').transactional(async (tx) => {
        for (let n = first; n < first + 5; n++) await job.enqueueIn(tx, { n }, { companyId: 7 })
      })
    await enqueueFive(0)
    await waitFor(() => ran.length === 5)
    expect(handedTogether).toBe(1)

    backend.down = true
    await enqueueFive(5)
    // The hand-over after the commit failed for all five and left them to the poll.
    await waitFor(async () => (await outbox.dispatchDue()) === 5)
    expect(ran).toHaveLength(5)
    backend.down = false
    expect(await outbox.dispatchDue()).toBe(5)
    await waitFor(() => ran.length === 10)
    expect(ran.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    await waitFor(async () => (await outboxRows()).length === 0)
  })

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const { jobs, backend, outbox } = startProcess()
    let rolledBackRuns = 0
    let markerRan = false
    const doomed = jobs.define('orders.doomed', async () => {
      rolledBackRuns += 1
    })
    const marker = jobs.define('orders.marker', async () => {
      markerRan = true
    })
    await backend.startWorkers()
    await expect(
      platformEm(orm, 'jobs').transactional(async (tx) => {
        await doomed.enqueueIn(tx, {}, { companyId: null })
        throw new Error('the order was refused')
      }),
    ).rejects.toThrow('refused')
    expect(await outboxRows()).toEqual([])
    expect(await outbox.dispatchDue({ everyHandedOver: true })).toBe(0)
    await platformEm(orm, 'jobs').transactional((tx) => marker.enqueueIn(tx, {}, { companyId: null }))
    await waitFor(() => markerRan)
    expect(rolledBackRuns).toBe(0)
  })

  it('runs a committed job whose process stopped before handing it over, in the next process', async () => {
    const first = startProcess()
    let ranIn = ''
    const define = (jobs: JobsApi, name: string) =>
      jobs.define('orders.ship', async () => {
        ranIn = name
      })
    const firstJob = define(first.jobs, 'first')
    // The first process never works its queue and stops: what it queued is gone with it.
    first.backend.down = true
    await platformEm(orm, 'jobs').transactional((tx) => firstJob.enqueueIn(tx, {}, { companyId: 3 }))
    await first.close()
    expect(await outboxRows()).toMatchObject([{ job: 'orders.ship', status: 'pending', attempts: 0 }])

    const second = startProcess()
    define(second.jobs, 'second')
    await second.backend.startWorkers()
    expect(await second.outbox.dispatchDue({ everyHandedOver: true })).toBe(1)
    await waitFor(() => ranIn === 'second')
    await waitFor(async () => (await outboxRows()).length === 0)
  })

  it('hands over again, on the poll, a job queued by a process that stopped after handing it over', async () => {
    const first = startProcess()
    const firstJob = first.jobs.define('orders.pack', async () => {})
    await platformEm(orm, 'jobs').transactional((tx) => firstJob.enqueueIn(tx, {}, { companyId: 3 }))
    await first.close()

    const second = startProcess()
    let runs = 0
    second.jobs.define('orders.pack', async () => {
      runs += 1
    })
    await second.backend.startWorkers()
    // Handed over just now: the poll leaves it to the queue it went to, until that is long enough ago.
    expect(await second.outbox.dispatchDue()).toBe(0)
    second.clock.move(1000)
    expect(await second.outbox.dispatchDue()).toBe(1)
    await waitFor(() => runs === 1)
  })

  it('records a job while the backend is down and delivers it once it is back', async () => {
    const { jobs, backend, outbox } = startProcess()
    let runs = 0
    const job = jobs.define('orders.invoice', async () => {
      runs += 1
    })
    await backend.startWorkers()
    backend.down = true
    await platformEm(orm, 'jobs').transactional((tx) => job.enqueueIn(tx, { orderId: 1 }, { companyId: 5 }))
    // The hand-over after the commit failed and left the row to the poll, which fails too.
    await waitFor(async () => (await outbox.dispatchDue()) === 1)
    expect(runs).toBe(0)
    expect(await outboxRows()).toMatchObject([{ status: 'pending', attempts: 0 }])
    backend.down = false
    expect(await outbox.dispatchDue()).toBe(1)
    await waitFor(() => runs === 1)
    await waitFor(async () => (await outboxRows()).length === 0)
  })

  it('retries a failing job with back-off on the clock, keeps its last error, and gives up after its attempts', async () => {
    const { jobs, backend, outbox, clock } = startProcess()
    const tries: { attempt: number; lastAttempt: boolean }[] = []
    const job = jobs.define(
      'orders.notify',
      async (_data, run) => {
        tries.push({ attempt: run.attempt, lastAttempt: run.lastAttempt })
        throw new Error(`receiver down (${run.attempt})`)
      },
      { attempts: 3, backoffMs: 60_000 },
    )
    await backend.startWorkers()
    await platformEm(orm, 'jobs').transactional((tx) => job.enqueueIn(tx, {}, { companyId: 9 }))
    await waitFor(async () => (await outboxRows())[0]?.last_error === 'receiver down (1)')
    expect(await outboxRows()).toMatchObject([{ status: 'pending', attempts: 1 }])

    clock.move(59_999)
    expect(await outbox.dispatchDue()).toBe(0)
    clock.move(1)
    expect(await outbox.dispatchDue()).toBe(1)
    await waitFor(async () => (await outboxRows())[0]?.last_error === 'receiver down (2)')

    // The second retry waits twice as long.
    clock.move(60_000)
    expect(await outbox.dispatchDue()).toBe(0)
    clock.move(60_000)
    expect(await outbox.dispatchDue()).toBe(1)
    await waitFor(async () => (await outboxRows())[0]?.status === 'failed')
    expect(await outboxRows()).toMatchObject([
      { status: 'failed', attempts: 3, last_error: 'receiver down (3)', company_id: 9 },
    ])
    expect(tries).toEqual([
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: false },
      { attempt: 3, lastAttempt: true },
    ])
    clock.move(24 * 3600_000)
    expect(await outbox.dispatchDue()).toBe(0)
  })

  it('completes a run in the job’s own transaction, and keeps it when that transaction rolls back', async () => {
    const { jobs, backend, outbox, clock } = startProcess()
    let tries = 0
    const job: Job<Record<string, never>> = jobs.define(
      'orders.archive',
      async (_data, run) => {
        tries += 1
        await platformEm(orm, 'jobs').transactional(async (tx) => {
          await run.completeIn(tx)
          if (run.attempt === 1) throw new Error('the archive was full')
        })
      },
      { attempts: 2, backoffMs: 1000 },
    )
    await backend.startWorkers()
    await platformEm(orm, 'jobs').transactional((tx) => job.enqueueIn(tx, {}, { companyId: 1 }))
    await waitFor(async () => (await outboxRows())[0]?.last_error === 'the archive was full')
    clock.move(1000)
    await outbox.dispatchDue()
    await waitFor(async () => (await outboxRows()).length === 0)
    expect(tries).toBe(2)
  })

  it('leaves runs of a process that does not hand them over to the poll of one that runs jobs', async () => {
    // An API-only process on the in-process backend: its memory is no queue any worker reads.
    const api = startProcess(movableClock(), false)
    const apiJob = api.jobs.define('orders.label', async () => {
      throw new Error('an API-only process never runs jobs')
    })
    const worker = startProcess()
    let runs = 0
    worker.jobs.define('orders.label', async () => {
      runs += 1
    })
    await worker.backend.startWorkers()
    await platformEm(orm, 'jobs').transactional((tx) => apiJob.enqueueIn(tx, {}, { companyId: 4 }))
    expect(await worker.outbox.dispatchDue()).toBe(1)
    await waitFor(() => runs === 1)
    await waitFor(async () => (await outboxRows()).length === 0)
  })

  it('skips, without a statement, one delivery of a run a batch of this process took; a run handed back runs', async () => {
    const { jobs, outbox } = startProcess(movableClock(), false)
    let runs = 0
    const handler = async () => {
      runs += 1
    }
    const job = jobs.define('orders.batched', handler)
    await platformEm(orm, 'jobs').transactional((tx) => job.enqueueIn(tx, {}, { companyId: 5 }))
    await platformEm(orm, 'jobs').transactional((tx) => job.enqueueIn(tx, {}, { companyId: 6 }))
    const rows = await platformEm(orm, 'jobs').execute<{ id: string }[]>(
      'select id from job_outbox order by id',
    )
    const [taken, handedBack] = rows.map((row) => Number(row.id))
    const definition: JobDefinition = {
      name: 'orders.batched',
      queue: 'default',
      handler,
      concurrency: 1,
      attempts: 1,
      backoffMs: 0,
    }
    // A batch took both runs; it did the first (its commit deletes the row) and handed the second back.
    outbox.takenInBatch([taken!, handedBack!])
    outbox.handedBack([handedBack!])
    const sent = await watchSentQueries(orm)
    await outbox.run(definition, taken!)
    expect(sent.texts).toEqual([])
    expect(runs).toBe(0)
    // Its next delivery claims it as usual (here no batch deleted it), and so does the one handed back's.
    await outbox.run(definition, taken!)
    await outbox.run(definition, handedBack!)
    expect(runs).toBe(2)
  })

  it('keeps one waiting run per dedupe key', async () => {
    const { jobs } = startProcess()
    const job = jobs.define('orders.remind', async () => {})
    for (let index = 0; index < 3; index += 1) {
      await platformEm(orm, 'jobs').transactional((tx) =>
        job.enqueueIn(tx, { index }, { companyId: 2, dedupeKey: 'order-1', delayMs: 60_000 }),
      )
    }
    await job.enqueueIn(platformEm(orm, 'jobs'), {}, { companyId: 2, dedupeKey: 'order-2', delayMs: 60_000 })
    expect(await outboxRows()).toHaveLength(2)
  })
})
