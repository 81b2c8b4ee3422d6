import { randomUUID } from 'node:crypto'
import { io, type Socket } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { ApiClient, createTestDatabase, TEST_ADMIN, type TestDatabase, waitFor } from '../../testing/index.ts'
import { type ServerProcess, startServerProcess } from '../../testing/server-process.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

/**
 * The deployment the issue names, as production runs it: two server processes (not two apps in
 * one process) on one database and one Redis. A change made through one reaches a socket
 * connected to the other.
 */
describe('scale-out: two server processes sharing one Redis', () => {
  let database: TestDatabase
  const servers: ServerProcess[] = []
  const sockets: Socket[] = []

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect()
    for (const server of servers) await server.stop()
    await database?.drop()
  })

  it('delivers an event emitted by one process to a socket connected to the other', async () => {
    database = await createTestDatabase()
    const deployment = {
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: `processes-${randomUUID().slice(0, 8)}`,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      PLUGINS: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
    }
    // The first process creates the schema and the signing key; the second reads them.
    const first = await startServerProcess({ ...deployment, ROLE: 'all' })
    servers.push(first)
    const second = await startServerProcess({ ...deployment, ROLE: 'api' })
    servers.push(second)

    const admin = await new ApiClient(first.url).login(TEST_ADMIN)
    const heard: { event: string; payload: { action?: string; contact?: { name?: string } } }[] = []
    const socket = io(`${second.url}/1`, {
      auth: { token: admin.token },
      transports: ['websocket'],
      reconnection: false,
    })
    sockets.push(socket)
    socket.onAny((event: string, payload) => void heard.push({ event, payload }))
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })

    const created = await admin.post('/api/contacts', { name: 'Cliente Entre Nós', number: '5511912340000' })
    expect(created.status).toBe(201)
    const event = await waitFor(() =>
      heard.find((entry) => entry.event === 'company-1-contact' && entry.payload.action === 'create'),
    )
    expect(event.payload.contact?.name).toBe('Cliente Entre Nós')
  }, 120_000)
})
