import type { JobRun } from '@atendo/plugin-api'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type CoreOrm, openCoreOrm, type SentQueries, watchSentQueries } from '../../testing/index.ts'
import { type Orm, platformEm } from '../db/orm.ts'
import { type DurableRunServices, runDurable } from './durable-run.ts'
import type { JobDefinition, JobLog } from './job-backend.ts'
import { claimOutboxRow, insertOutboxRow } from './outbox-rows.ts'

const quietLog: JobLog = { error: () => {}, warn: () => {} }
const leaseMs = 60_000
const start = new Date('2026-11-28T12:00:00Z').getTime()

let core: CoreOrm
let orm: Orm
/** Every query text the ORM's pool sent, in order, since it was last cleared: one per round trip. */
let sent: SentQueries
let now = start
let retries: { outboxId: number; attempt: number; delayMs: number }[] = []

const services = (): DurableRunServices => ({
  orm,
  now: () => new Date(now),
  log: quietLog,
  leaseMs,
  async retryLater(outboxId, _job, attempt, delayMs) {
    retries.push({ outboxId, attempt, delayMs })
    return true
  },
})

function definition(handler: JobDefinition['handler'], attempts = 3): JobDefinition {
  return { name: 'orders.confirm', queue: 'default', handler, concurrency: 1, attempts, backoffMs: 1000 }
}

async function enqueue(): Promise<number> {
  const id = await platformEm(orm, 'jobs').transactional((tx) =>
    insertOutboxRow(tx, {
      job: 'orders.confirm',
      payload: { orderId: 7 },
      companyId: 3,
      dedupeKey: null,
      runAt: new Date(now),
      dispatchedAt: new Date(now),
      now: new Date(now),
    }),
  )
  if (id === undefined) throw new Error('the run was not written')
  return id
}

async function rowOf(id: number) {
  const [row] = await platformEm(orm, 'jobs').execute<
    { status: string; attempts: number; last_error: string | null; locked_until: Date | null }[]
  >('select status, attempts, last_error, locked_until from job_outbox where id = ?', [id])
  return row
}

beforeAll(async () => {
  core = await openCoreOrm('atendo_durable')
  orm = core.orm
  sent = await watchSentQueries(orm)
}, 120_000)

afterAll(async () => {
  await core?.close()
})

beforeEach(() => {
  now = start
  retries = []
})

describe('a durable run', () => {
  it('is claimed in one round trip and completed in one more', async () => {
    const id = await enqueue()
    const seen: unknown[] = []
    sent.clear()
    await runDurable(
      services(),
      definition(async (data) => {
        seen.push(data)
      }),
      id,
    )
    expect(seen).toEqual([{ orderId: 7 }])
    // The claim, then the delete: each a statement with its session variables, one trip each.
    expect(sent.texts).toHaveLength(2)
    expect(sent.texts[0]).toMatch(/^select set_config\(.*; update job_outbox set attempts = attempts \+ 1/s)
    expect(sent.texts[1]).toMatch(/^select set_config\(.*; delete from job_outbox where id = /s)
    expect(await rowOf(id)).toBeUndefined()
  })

  it('completed in its own transaction costs that transaction nothing but the delete', async () => {
    const id = await enqueue()
    sent.clear()
    await runDurable(
      services(),
      definition(async (_data, run) => {
        await platformEm(orm, 'jobs').transactional(async (tx) => {
          await tx.execute('select 1')
          await run.completeIn(tx)
        })
      }),
      id,
    )
    // Claim; then the job's transaction: begin (with its variables), its statement, the delete, commit.
    expect(sent.texts).toHaveLength(5)
    expect(sent.texts[0]).toMatch(/; update job_outbox set attempts = attempts \+ 1/)
    expect(sent.texts[1]).toMatch(/^begin; select set_config/)
    expect(sent.texts[3]).toMatch(/^delete from job_outbox where id = /)
    expect(sent.texts[4]).toBe('commit')
    expect(await rowOf(id)).toBeUndefined()
  })

  it('runs once when two deliveries of it arrive together; the other finds nothing', async () => {
    const id = await enqueue()
    let runs = 0
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const job = definition(async () => {
      runs += 1
      await held
    })
    const first = runDurable(services(), job, id)
    const second = runDurable(services(), job, id)
    await second.then(
      () => {},
      () => {},
    )
    release()
    await Promise.all([first, second])
    expect(runs).toBe(1)
    expect(await rowOf(id)).toBeUndefined()
    // Done: a late third delivery runs nothing.
    await runDurable(services(), job, id)
    expect(runs).toBe(1)
  })

  it('is claimable again once the lease of a worker that stopped mid-run is over, with the attempt counted', async () => {
    const id = await enqueue()
    // A worker claimed it and stopped before recording anything.
    const stopped = await claimOutboxRow(
      platformEm(orm, 'jobs'),
      id,
      'orders.confirm',
      new Date(now),
      new Date(now + leaseMs),
    )
    expect(stopped?.attempts).toBe(1)
    const attempts: JobRun['attempt'][] = []
    const job = definition(async (_data, run) => {
      attempts.push(run.attempt)
    })
    now += leaseMs - 1
    await runDurable(services(), job, id)
    expect(attempts).toEqual([])
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 })
    now += 1
    await runDurable(services(), job, id)
    expect(attempts).toEqual([2])
    expect(await rowOf(id)).toBeUndefined()
  })

  it('is abandoned when a worker stopped during its last attempt', async () => {
    const id = await enqueue()
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await claimOutboxRow(
        platformEm(orm, 'jobs'),
        id,
        'orders.confirm',
        new Date(now),
        new Date(now + leaseMs),
      )
      now += leaseMs
    }
    let runs = 0
    await runDurable(
      services(),
      definition(async () => {
        runs += 1
      }, 2),
      id,
    )
    expect(runs).toBe(0)
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3 })
  })

  it('counts a failed attempt, keeps its error and hands the next one over', async () => {
    const id = await enqueue()
    await runDurable(
      services(),
      definition(async () => {
        throw new Error('the shop is down')
      }),
      id,
    )
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'the shop is down',
      locked_until: null,
    })
    expect(retries).toEqual([{ outboxId: id, attempt: 2, delayMs: 1000 }])
  })
})
