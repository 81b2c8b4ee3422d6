import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { waitFor } from '@atendo/core/testing'
import { afterAll, describe, expect, it } from 'vitest'
import { whatsappApp } from '../testing/whatsapp-app.ts'

/** Short enough for a quick test, long enough for a busy machine to renew in time. */
const lease = { ttlMs: 2_000, heartbeatMs: 250 }
const { started, socketNumber, statusOf, provider } = whatsappApp({ lease })
const holderScript = fileURLToPath(new URL('../testing/session-holder-process.ts', import.meta.url))
const children: ChildProcess[] = []

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

/** Starts another worker process on the test's database and resolves once it runs the session. */
async function startHolder(connectionId: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [holderScript], {
    env: {
      ...process.env,
      DATABASE_URL: started().app.database.url,
      HOLDER_CONNECTION: String(connectionId),
      HOLDER_NAME: 'killed-worker',
      LEASE_TTL_MS: String(lease.ttlMs),
      LEASE_HEARTBEAT_MS: String(lease.heartbeatMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the worker did not hold the session: ${errors}`)),
      15_000,
    )
    child.once('exit', (code) => reject(new Error(`the worker exited with ${code}: ${errors}`)))
    child.stdout!.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('held')) return
      clearTimeout(timer)
      resolve()
    })
  })
  return child
}

describe('a worker killed while it runs a session', () => {
  it('has its session taken over by another worker within the lease bound (ttl + one heartbeat)', async () => {
    const { db, admin } = started()
    // Created after this app booted: only the worker about to be killed starts it on its boot.
    const { rows } = await db.query<{ id: number }>(
      `insert into connections (company_id, name, channel, provider, is_default, created_at, updated_at)
       values (1, 'Vai cair', 'whatsapp', 'baileys', true, now(), now()) returning id`,
    )
    const id = rows[0]!.id
    const killed = await startHolder(id)
    // This app is asked to start it too: it waits as the standby.
    expect((await admin.post(`/api/whatsappsession/${id}`)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, lease.heartbeatMs * 3))
    expect(provider()!.holds(id)).toBe(false)
    expect(await statusOf(id)).toBe('CONNECTED')

    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      killed.once('exit', (_, signal) => resolve(signal)),
    )
    killed.kill('SIGKILL')
    const diedAt = Date.now()
    expect(await exited).toBe('SIGKILL')

    await waitFor(() => provider()!.holds(id), lease.ttlMs * 3, 5)
    const takeoverMs = Date.now() - diedAt
    // The bound: the lease's ttl plus one standby heartbeat; the slack is query latency on a busy machine.
    expect(takeoverMs).toBeLessThanOrEqual(lease.ttlMs + lease.heartbeatMs + 750)
    // The new holder reports its own truth: opening, then connected.
    await waitFor(async () => (await statusOf(id)) === 'OPENING')
    const socket = await socketNumber(id, 1)
    socket.open()
    await waitFor(async () => (await statusOf(id)) === 'CONNECTED' && provider()!.holds(id))
    const { rows: leases } = await db.query(
      'select holder from whatsapp_session_leases where connection_id = $1',
      [id],
    )
    expect(leases).toEqual([{ holder: 'app-worker' }])
  })
})
