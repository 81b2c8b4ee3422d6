import { randomUUID } from 'node:crypto'
import { definePlugin } from '@atendo/plugin-api'
import helpsPlugin from '@atendo/plugin-helps'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_REPLACED_MESSAGE } from '../../modules/auth/login.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '../../testing/index.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

interface ProbeRun {
  nonce: string
  attempt: number
}

/** Runs on node B only: records the job runs that reach B's worker. */
const ranOnB: ProbeRun[] = []
const probePlugin = definePlugin({
  id: 'scale-probe',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ jobs }) {
    // Generous retries: another process sharing this Redis may grab a run it does not know and fail it.
    jobs.define<{ nonce: string }>(
      'scale-probe.ping',
      async ({ nonce }, run) => {
        ranOnB.push({ nonce, attempt: run.attempt })
      },
      { attempts: 8, backoffMs: 50 },
    )
  },
})

interface Received {
  event: string
  payload?: unknown
}

describe('scale-out: two API nodes on one database and one Redis', () => {
  let a: TestApp
  let b: TestApp
  const sockets: Socket[] = []

  beforeAll(async () => {
    // A only serves HTTP and sockets; B serves HTTP too and runs the job workers. One prefix:
    // they are two nodes of one deployment, sharing its queues and socket events.
    const deployment = { REDIS_URL, REDIS_PREFIX: `scale-${randomUUID().slice(0, 8)}` }
    a = await startTestApp({ plugins: [helpsPlugin], env: { ...deployment, ROLE: 'api' } })
    b = await startTestApp({
      plugins: [helpsPlugin, probePlugin],
      env: { ...deployment, ROLE: 'all' },
      database: a.database,
    })
  })

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect()
    // B borrows A's database, so it stops first; A then drops the database.
    await b?.close()
    await a?.close()
  })

  async function connectTo(app: TestApp, token: string): Promise<{ socket: Socket; received: Received[] }> {
    const socket = io(`${app.url}/1`, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    })
    sockets.push(socket)
    const received: Received[] = []
    socket.onAny((event: string, payload: unknown) => received.push({ event, payload }))
    socket.on('disconnect', (reason) => received.push({ event: `disconnect:${reason}` }))
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve)
      socket.once('connect_error', reject)
    })
    return { socket, received }
  }

  it('delivers to a socket on A the event of a help created through B', async () => {
    const viaA = await new ApiClient(a.url).login(TEST_ADMIN)
    // One login, two nodes: the token (signed with the key both read from the database) works on B too.
    const viaB = new ApiClient(b.url)
    viaB.token = viaA.token
    const { received } = await connectTo(a, viaA.token!)

    const title = `Made on B ${randomUUID()}`
    const created = await viaB.post('/api/helps', { title })
    expect(created.status).toBe(201)

    const event = await waitFor(() =>
      received.find(
        (entry) =>
          entry.event === 'company-1-help' &&
          (entry.payload as { help?: { title: string } }).help?.title === title,
      ),
    )
    expect(event.payload).toEqual({ action: 'create', help: created.body })
    // And A reads what B wrote.
    expect((await viaA.get(`/api/helps/${created.body.id}`)).body).toEqual(created.body)
  })

  it('ends, through B, the session whose socket is on A', async () => {
    const first = await new ApiClient(a.url).login(TEST_ADMIN)
    const { socket, received } = await connectTo(a, first.token!)

    const second = await new ApiClient(b.url).login(TEST_ADMIN)
    expect(second.token).not.toBe(first.token)

    await waitFor(() => received.some((entry) => entry.event.startsWith('disconnect:')))
    expect(socket.connected).toBe(false)
    const sequence = received.filter(
      (entry) => entry.event === 'company-1-auth' || entry.event.startsWith('disconnect:'),
    )
    expect(sequence).toEqual([
      {
        event: 'company-1-auth',
        payload: { action: 'logout', message: SESSION_REPLACED_MESSAGE, reason: 'replaced', user: { id: 1 } },
      },
      // A server-side namespace disconnect: the client must not reconnect with the dead session.
      { event: 'disconnect:io server disconnect' },
    ])
    // The ended session is refused on both nodes; the new one works on both.
    expect((await first.get('/api/auth/me')).status).toBe(401)
    const firstOnB = new ApiClient(b.url)
    firstOnB.token = first.token
    expect((await firstOnB.get('/api/auth/me')).body.error).toBe('ERR_SESSION_REVOKED')
    const secondOnA = new ApiClient(a.url)
    secondOnA.token = second.token
    expect((await secondOnA.get('/api/auth/me')).status).toBe(200)
  })

  it("runs on B's worker a job enqueued through A's jobs API", async () => {
    expect(a.app.kernel.jobBackend.kind).toBe('bullmq')
    // A never starts workers (ROLE=api), so it may still define the job it only enqueues.
    const ranOnA: string[] = []
    const ping = a.app.kernel.jobs.define<{ nonce: string }>(
      'scale-probe.ping',
      async ({ nonce }) => {
        ranOnA.push(nonce)
      },
      { attempts: 8, backoffMs: 50 },
    )
    const nonce = randomUUID()
    await ping.enqueue({ nonce })

    const run = await waitFor(() => ranOnB.find((entry) => entry.nonce === nonce), 15_000)
    expect(run.nonce).toBe(nonce)
    expect(ranOnA).toEqual([])
  })
})
