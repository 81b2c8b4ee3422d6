import { setTimeout as sleep } from 'node:timers/promises'
import type { JobsApi } from '@atendo/plugin-api'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dropRedisKeys } from '../../testing/redis-keys.ts'
import { createBullmqBackend } from './bullmq-backend.ts'
import { createInProcessBackend, nextRunAt } from './in-process-backend.ts'
import type { JobBackend, JobDefinition, JobLog } from './job-backend.ts'
import { createJobsApi } from './jobs-api.ts'
import { createJobBackend } from './select-backend.ts'

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
// Every BullMQ test gets its own key prefix under this one, so leftovers never leak between tests.
const prefixBase = `atendo-test-${process.pid}-${Date.now()}`
let prefixCount = 0

interface LogEntry {
  level: 'error' | 'warn'
  obj: unknown
  msg?: string
}

function collectingLog(): JobLog & { entries: LogEntry[] } {
  const entries: LogEntry[] = []
  return {
    entries,
    error: (obj, msg) => entries.push({ level: 'error', obj, msg }),
    warn: (obj, msg) => entries.push({ level: 'warn', obj, msg }),
  }
}

/** Polls instead of sleeping a fixed time, so slow machines only make the test slower, not red. */
async function waitFor(condition: () => boolean, timeoutMs = 8000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await sleep(10)
  }
}

const backends: { kind: string; create: (log: JobLog) => JobBackend }[] = [
  { kind: 'in-process', create: (log) => createInProcessBackend(log) },
  {
    kind: 'bullmq',
    create: (log) => createBullmqBackend({ redisUrl, prefix: `${prefixBase}-${++prefixCount}`, log }),
  },
]

afterAll(async () => {
  await dropRedisKeys(redisUrl, `${prefixBase}-`)
})

describe.each(backends)('$kind backend', ({ create }) => {
  let log: ReturnType<typeof collectingLog>
  let backend: JobBackend
  let jobs: JobsApi

  beforeEach(() => {
    log = collectingLog()
    backend = create(log)
    jobs = createJobsApi(backend)
  })

  afterEach(async () => {
    await backend.close()
  })

  it('runs a delayed job no sooner than its delay', async () => {
    let ranAt = 0
    const job = jobs.define('test.delayed', async () => {
      ranAt = Date.now()
    })
    await backend.startWorkers()
    const enqueuedAt = Date.now()
    await job.enqueue({}, { delayMs: 400 })
    await waitFor(() => ranAt > 0, 8000, 'the delayed job')
    expect(ranAt - enqueuedAt).toBeGreaterThanOrEqual(400)
  })

  it('holds jobs enqueued before the workers start, and refuses definitions after', async () => {
    let runs = 0
    const job = jobs.define('test.early', async () => {
      runs += 1
    })
    await job.enqueue({})
    await sleep(150)
    expect(runs).toBe(0)
    await backend.startWorkers()
    await waitFor(() => runs === 1, 8000, 'the held job')
    expect(() => jobs.define('test.too-late', async () => {})).toThrow(/before the workers start/)
  })

  it('passes the data and the run to the handler', async () => {
    const runs: { data: unknown; name: string; attempt: number }[] = []
    const job = jobs.define<{ ticketId: number }>('test.echo', async (data, run) => {
      runs.push({ data, name: run.name, attempt: run.attempt })
    })
    await backend.startWorkers()
    await job.enqueue({ ticketId: 7 })
    await waitFor(() => runs.length === 1, 8000, 'the job')
    expect(runs).toEqual([{ data: { ticketId: 7 }, name: 'test.echo', attempt: 1 }])
  })

  it('repeats a job every few ms until closed', async () => {
    let runs = 0
    const job = jobs.define('test.tick', async () => {
      runs += 1
    })
    await backend.startWorkers()
    await job.repeat('tick', {}, { everyMs: 200 })
    await waitFor(() => runs >= 3, 8000, 'three ticks')
    await backend.close()
    const runsAtClose = runs
    await sleep(600)
    expect(runs).toBe(runsAtClose)
  })

  it('repeats a job on a seconds-resolution cron schedule', async () => {
    const ranAt: number[] = []
    const job = jobs.define('test.cron', async () => {
      ranAt.push(Date.now())
    })
    await backend.startWorkers()
    await job.repeat('every-second', {}, { cron: '* * * * * *' })
    await waitFor(() => ranAt.length >= 2, 8000, 'two cron runs')
    // Runs fall on second boundaries, so two of them never share a second.
    expect(new Set(ranAt.map((at) => Math.floor(at / 1000))).size).toBe(ranAt.length)
  })

  it('retries a failing job with exponential back-off', async () => {
    const attempts: { attempt: number; at: number }[] = []
    let succeeded = false
    const job = jobs.define(
      'test.flaky',
      async (_data, run) => {
        attempts.push({ attempt: run.attempt, at: Date.now() })
        if (run.attempt < 3) throw new Error(`failure ${run.attempt}`)
        succeeded = true
      },
      { attempts: 3, backoffMs: 100 },
    )
    await backend.startWorkers()
    await job.enqueue({})
    await waitFor(() => succeeded, 8000, 'the third attempt')
    expect(attempts.map(({ attempt }) => attempt)).toEqual([1, 2, 3])
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(100)
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(200)
    expect(log.entries.map(({ level }) => level)).toEqual(['warn', 'warn'])
  })

  it('logs a job that fails on its last attempt as an error', async () => {
    let tries = 0
    const job = jobs.define(
      'test.doomed',
      async () => {
        tries += 1
        throw new Error('always')
      },
      { attempts: 2, backoffMs: 10 },
    )
    await backend.startWorkers()
    await job.enqueue({})
    await waitFor(() => log.entries.some(({ level }) => level === 'error'), 8000, 'the final failure')
    expect(tries).toBe(2)
    expect(log.entries.map(({ level }) => level)).toEqual(['warn', 'error'])
  })

  it('runs a job enqueued twice with one jobId once, and accepts the id again once done', async () => {
    let runs = 0
    let markerRan = false
    const once = jobs.define('test.once', async () => {
      runs += 1
    })
    const marker = jobs.define('test.marker', async () => {
      markerRan = true
    })
    await once.enqueue({}, { jobId: 'ticket-1' })
    await once.enqueue({}, { jobId: 'ticket-1' })
    await backend.startWorkers()
    // One worker slot on the default queue, first in first out: once the marker ran, so did the rest.
    await marker.enqueue({})
    await waitFor(() => markerRan, 8000, 'the marker job')
    expect(runs).toBe(1)
    await once.enqueue({}, { jobId: 'ticket-1' })
    await waitFor(() => runs === 2, 8000, 'the job enqueued again')
  })

  it('does not let a slow bulk job delay an inbound job', async () => {
    let bulkStarted = false
    let bulkDoneAt = 0
    let inboundDoneAt = 0
    const bulk = jobs.define(
      'test.import',
      async () => {
        bulkStarted = true
        await sleep(1000)
        bulkDoneAt = Date.now()
      },
      { queue: 'bulk' },
    )
    const inbound = jobs.define(
      'test.inbound',
      async () => {
        inboundDoneAt = Date.now()
      },
      { queue: 'inbound' },
    )
    await backend.startWorkers()
    await bulk.enqueue({})
    await waitFor(() => bulkStarted, 8000, 'the bulk job to start')
    await inbound.enqueue({})
    await waitFor(() => inboundDoneAt > 0 && bulkDoneAt > 0, 8000, 'both jobs')
    expect(inboundDoneAt).toBeLessThan(bulkDoneAt)
  })

  it('runs as many jobs of a queue at once as its largest concurrency', async () => {
    let active = 0
    let mostActive = 0
    let done = 0
    const handler = async () => {
      active += 1
      mostActive = Math.max(mostActive, active)
      await sleep(300)
      active -= 1
      done += 1
    }
    const wide = jobs.define('test.wide', handler, { queue: 'bulk', concurrency: 2 })
    jobs.define('test.narrow', handler, { queue: 'bulk', concurrency: 1 })
    await backend.startWorkers()
    for (let index = 0; index < 4; index += 1) await wide.enqueue({ index })
    await waitFor(() => done === 4, 8000, 'four jobs')
    expect(mostActive).toBe(2)
  })

  it('waits for a running job on close', async () => {
    let started = false
    let finished = false
    const job = jobs.define('test.long', async () => {
      started = true
      await sleep(500)
      finished = true
    })
    await backend.startWorkers()
    await job.enqueue({})
    await waitFor(() => started, 8000, 'the job to start')
    await backend.close()
    expect(finished).toBe(true)
  })

  it('refuses to enqueue once closed', async () => {
    const job = jobs.define('test.late', async () => {})
    await backend.close()
    await expect(job.enqueue({})).rejects.toThrow(/closed/)
  })
})

describe('nextRunAt', () => {
  it('reads cron expressions in UTC, with optional seconds', () => {
    const at = Date.UTC(2026, 0, 1, 10, 15, 30)
    expect(nextRunAt({ cron: '0 * * * *' }, at)).toBe(Date.UTC(2026, 0, 1, 11, 0, 0))
    expect(nextRunAt({ cron: '*/10 * * * * *' }, at)).toBe(Date.UTC(2026, 0, 1, 10, 15, 40))
    expect(nextRunAt({ everyMs: 500 }, at)).toBe(at + 500)
  })
})

describe('createJobsApi', () => {
  function recordingBackend(): JobBackend & { definitions: JobDefinition[] } {
    const definitions: JobDefinition[] = []
    return {
      kind: 'in-process',
      definitions,
      register: (definition) => definitions.push(definition),
      enqueue: async () => {},
      enqueueAll: async () => {},
      repeat: async () => {},
      startWorkers: async () => {},
      close: async () => {},
    }
  }

  it('fills in the defaults', () => {
    const backend = recordingBackend()
    const handler = async () => {}
    createJobsApi(backend).define('helps.cleanup', handler)
    expect(backend.definitions).toEqual([
      { name: 'helps.cleanup', handler, queue: 'default', concurrency: 1, attempts: 3, backoffMs: 1000 },
    ])
  })

  it('accepts only "<plugin-id>.<job>" names in kebab-case', () => {
    const jobs = createJobsApi(recordingBackend())
    jobs.define('channel-whatsapp.send-message', async () => {})
    for (const name of ['cleanup', 'Helps.cleanup', 'helps.clean_up', 'helps.cleanup.now', 'helps.-x', '']) {
      expect(() => jobs.define(name, async () => {}), name).toThrow(/kebab-case/)
    }
  })

  it('refuses duplicate names and names of other plugins', () => {
    const jobs = createJobsApi(recordingBackend(), { namePrefix: 'helps' })
    jobs.define('helps.cleanup', async () => {})
    expect(() => jobs.define('helps.cleanup', async () => {})).toThrow(/already defined/)
    expect(() => jobs.define('tickets.cleanup', async () => {})).toThrow(/must start with "helps\."/)
  })

  it('refuses invalid options, enqueue options and schedules', async () => {
    const jobs = createJobsApi(recordingBackend())
    expect(() => jobs.define('helps.a', async () => {}, { concurrency: 0 })).toThrow(/concurrency/)
    expect(() => jobs.define('helps.b', async () => {}, { attempts: 1.5 })).toThrow(/attempts/)
    // biome-ignore lint/suspicious/noExplicitAny: an invalid queue on purpose
    expect(() => jobs.define('helps.c', async () => {}, { queue: 'fast' as any })).toThrow(/queue/)
    const job = jobs.define('helps.d', async () => {})
    await expect(job.enqueue({}, { delayMs: -1 })).rejects.toThrow(/delayMs/)
    await expect(job.enqueue({}, { jobId: 'a:b' })).rejects.toThrow(/jobId/)
    await expect(job.repeat('k', {}, { everyMs: 0 })).rejects.toThrow(/everyMs/)
    await expect(job.repeat('k', {}, { cron: 'not a cron' })).rejects.toThrow(/cron/)
  })

  it('is backed by BullMQ only when REDIS_URL is set', async () => {
    const inProcess = await createJobBackend({}, collectingLog())
    const bullmq = await createJobBackend({ REDIS_URL: redisUrl }, collectingLog())
    expect([inProcess.kind, bullmq.kind]).toEqual(['in-process', 'bullmq'])
    await Promise.all([inProcess.close(), bullmq.close()])
  })
})
