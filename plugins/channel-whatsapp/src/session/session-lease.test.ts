import { testsOnEmbeddedPostgres } from '@atendo/core/testing'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SessionDatabase, startSessionDatabase } from '../testing/session-database.ts'
import { keepLease, type LeaseKeeper } from './lease-keeper.ts'
import { createSessionLeases, type SessionLeases } from './session-lease.ts'

let database: SessionDatabase
let leases: SessionLeases

beforeAll(async () => {
  database = await startSessionDatabase()
  leases = createSessionLeases(database.sql)
})

afterAll(async () => {
  await database?.close()
})

const timing = { ttlMs: 1_000, heartbeatMs: 150 }

function recordingListener() {
  const events: string[] = []
  return {
    events,
    listener: {
      acquired: () => void events.push('acquired'),
      lost: () => void events.push('lost'),
      logoutRequested: () => void events.push('logout'),
    },
  }
}

async function until(condition: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return Date.now() - started
}

describe('session lease', () => {
  it('lets exactly one of many racing workers win', async () => {
    const owner = await database.createConnection()
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, worker) => leases.claim(owner, `worker-${worker}`, timing.ttlMs)),
    )
    expect(claims.filter((claim) => claim.held)).toHaveLength(1)
    const winner = claims.findIndex((claim) => claim.held)
    expect(await leases.holderOf(owner)).toBe(`worker-${winner}`)
    // The winner renews; the losers still cannot take it.
    expect((await leases.claim(owner, `worker-${winner}`, timing.ttlMs)).held).toBe(true)
    expect((await leases.claim(owner, `worker-${(winner + 1) % 12}`, timing.ttlMs)).held).toBe(false)
  })

  it('hands the session to the standby worker within the ttl when the holder dies', async () => {
    const owner = await database.createConnection()
    const first = recordingListener()
    const second = recordingListener()
    const keepers: LeaseKeeper[] = []
    try {
      keepers.push(keepLease(leases, owner, 'worker-a', timing, first.listener))
      await until(() => first.events.includes('acquired'), 2_000)
      keepers.push(keepLease(leases, owner, 'worker-b', timing, second.listener))
      // Several heartbeats pass: the holder renews, the standby keeps failing to take over.
      await new Promise((resolve) => setTimeout(resolve, timing.ttlMs * 1.5))
      expect(second.events).toEqual([])
      expect(keepers[0]!.held).toBe(true)

      // The holder dies: no release, no more renewals.
      const diedAt = Date.now()
      await keepers[0]!.stop({ release: false })
      await until(() => second.events.includes('acquired'), timing.ttlMs + timing.heartbeatMs + 1_000)
      const takeoverMs = Date.now() - diedAt
      // The bound is ttl + one standby heartbeat; the margin is query latency on a busy machine.
      expect(takeoverMs).toBeLessThanOrEqual(timing.ttlMs + timing.heartbeatMs + 600)
      expect(await leases.holderOf(owner)).toBe('worker-b')
    } finally {
      for (const keeper of keepers) await keeper.stop({ release: true })
    }
  })

  it('keeps renewing while the session it acquired is still starting', async () => {
    const owner = await database.createConnection()
    const events: string[] = []
    // Starting takes well past the ttl (hundreds of sessions starting at once on a busy worker).
    const slowStart = {
      acquired: () => new Promise<void>((resolve) => setTimeout(resolve, timing.ttlMs * 2.5)),
      lost: () => void events.push('lost'),
      logoutRequested: () => void events.push('logout'),
    }
    const a = keepLease(leases, owner, 'worker-a', timing, slowStart)
    await until(() => a.held, 2_000)
    const standby = recordingListener()
    const b = keepLease(leases, owner, 'worker-b', timing, standby.listener)
    await new Promise((resolve) => setTimeout(resolve, timing.ttlMs * 2))
    expect([standby.events, events, await leases.holderOf(owner)]).toEqual([[], [], 'worker-a'])
    await a.stop({ release: true })
    await b.stop({ release: true })
  })

  it('gives the session over at once on release', async () => {
    const owner = await database.createConnection()
    const first = recordingListener()
    const second = recordingListener()
    const a = keepLease(leases, owner, 'worker-a', timing, first.listener)
    await until(() => a.held, 2_000)
    const b = keepLease(leases, owner, 'worker-b', timing, second.listener)
    await a.stop({ release: true })
    const waited = await until(() => b.held, 2_000)
    expect(waited).toBeLessThan(timing.ttlMs)
    await b.stop({ release: true })
    expect(await leases.holderOf(owner)).toBeUndefined()
  })

  it('tells a holder that lost its lease to stop', async () => {
    const owner = await database.createConnection()
    const recorded = recordingListener()
    const keeper = keepLease(leases, owner, 'worker-a', timing, recorded.listener)
    await until(() => keeper.held, 2_000)
    // Another worker took it over (e.g. this one was paused past its ttl).
    await database.db.query(
      `update whatsapp_session_leases set holder = 'worker-b', expires_at = now() + interval '1 minute' where connection_id = $1`,
      [owner.connectionId],
    )
    await until(() => recorded.events.includes('lost'), 2_000)
    expect(keeper.held).toBe(false)
    await keeper.stop({ release: true })
    expect(await leases.holderOf(owner)).toBe('worker-b')
  })

  // A row lock held by another connection needs a server: on PGlite the one session is pinned to the
  // locking transaction, so the check below could not run either.
  it.skipIf(testsOnEmbeddedPostgres)(
    'stops a holder that cannot renew before its lease runs out, so no one else runs the session yet',
    async () => {
      const owner = await database.createConnection()
      const stoppedAt: number[] = []
      const keeper = keepLease(leases, owner, 'worker-a', timing, {
        acquired: () => {},
        lost: () => void stoppedAt.push(Date.now()),
        logoutRequested: () => {},
      })
      await until(() => keeper.held, 2_000)
      // The database stops answering this holder: its renewals wait on a lock, forever.
      const locker = new pg.Client({ connectionString: database.testApp.database.url })
      await locker.connect()
      try {
        await locker.query('begin')
        await locker.query('select 1 from whatsapp_session_leases where connection_id = $1 for update', [
          owner.connectionId,
        ])
        await until(() => stoppedAt.length > 0, timing.ttlMs * 2)
        expect(keeper.held).toBe(false)
        // It stopped while the lease was still its own: a standby could not have started the session.
        // Compared with the moment it stopped (same machine clock), not with when this query runs,
        // which a busy machine may delay past the expiry.
        const { rows } = await database.db.query(
          `select extract(epoch from expires_at) * 1000 as expires_ms, holder from whatsapp_session_leases
          where connection_id = $1`,
          [owner.connectionId],
        )
        expect(rows[0]?.holder).toBe('worker-a')
        expect(Number(rows[0]?.expires_ms)).toBeGreaterThan(stoppedAt[0]!)
      } finally {
        await locker.query('rollback')
        await locker.end()
        await keeper.stop({ release: true })
      }
    },
  )

  it('carries a logout request to the holder, and only while someone holds the lease', async () => {
    const owner = await database.createConnection()
    expect(await leases.requestLogout(owner)).toBe(false)
    const recorded = recordingListener()
    const keeper = keepLease(leases, owner, 'worker-a', timing, recorded.listener)
    await until(() => keeper.held, 2_000)
    expect(await leases.requestLogout(owner)).toBe(true)
    await until(() => recorded.events.includes('logout'), 2_000)
    await keeper.stop({ release: true })
  })

  it('scopes leases by company', async () => {
    const owner = await database.createConnection(1)
    expect((await leases.claim(owner, 'worker-a', timing.ttlMs)).held).toBe(true)
    const forged = { companyId: 2, connectionId: owner.connectionId }
    await database.createConnection(2)
    expect((await leases.claim(forged, 'worker-z', 60_000)).held).toBe(false)
    expect(await leases.holderOf(forged)).toBeUndefined()
    expect(await leases.requestLogout(forged)).toBe(false)
    await leases.release(forged, 'worker-a')
    expect(await leases.holderOf(owner)).toBe('worker-a')
  })
})
