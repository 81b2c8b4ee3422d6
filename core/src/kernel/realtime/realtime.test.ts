import { randomUUID } from 'node:crypto'
import type { Caller } from '@atendo/plugin-api'
import { Redis } from 'ioredis'
import { afterEach, describe, expect, it } from 'vitest'
import { createRealtimeServer } from './realtime-server.ts'
import {
  connected,
  fakeAuthenticate,
  makeCaller,
  openClient,
  recordingLog,
  type StartedServer,
  settle,
  startServer,
  type TestClient,
  waitFor,
} from './realtime-test-kit.ts'

const callers = {
  agent1: makeCaller({ userId: 11, companyId: 1, sessionId: 'sess-agent1' }),
  agent1b: makeCaller({ userId: 11, companyId: 1, sessionId: 'sess-agent1b' }),
  other1: makeCaller({ userId: 12, companyId: 1, sessionId: 'sess-other1' }),
  admin1: makeCaller({ userId: 13, companyId: 1, sessionId: 'sess-admin1', profile: 'admin' }),
  super1: makeCaller({ userId: 14, companyId: 1, sessionId: 'sess-super1', super: true }),
  agent2: makeCaller({ userId: 21, companyId: 2, sessionId: 'sess-agent2' }),
}
type TokenName = keyof typeof callers
const authenticate = fakeAuthenticate(callers)

const servers: StartedServer[] = []
const clients: TestClient[] = []

afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.disconnect()
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function server(options: Partial<Parameters<typeof startServer>[0]> = {}): Promise<StartedServer> {
  const started = await startServer({ log: recordingLog(), authenticate, ...options })
  servers.push(started)
  return started
}

function client(on: StartedServer, namespace: string, auth: { token?: string; queryToken?: string }) {
  const opened = openClient(on.url, namespace, auth)
  clients.push(opened)
  return opened
}

async function connect(on: StartedServer, token: TokenName): Promise<TestClient> {
  const opened = client(on, `/${callers[token].companyId}`, { token })
  await connected(opened)
  return opened
}

async function refusal(on: StartedServer, namespace: string, auth: { token?: string }): Promise<string> {
  const opened = client(on, namespace, auth)
  const error = await connected(opened).then(
    () => new Error('connected'),
    (refused: Error) => refused,
  )
  return error.message
}

describe('realtime server: namespaces and handshake', () => {
  it('delivers company events only to that company', async () => {
    const a = await server()
    const one = await connect(a, 'agent1')
    const two = await connect(a, 'agent2')

    a.realtime.toCompany(1).emit('company-1-ticket', { action: 'update', id: 5 })
    a.realtime.toCompany(2).emit('company-2-ticket', { action: 'delete', id: 6 })

    await waitFor(() => one.got('company-1-ticket').length === 1 && two.got('company-2-ticket').length === 1)
    expect(one.got('company-1-ticket')[0].payload).toEqual({ action: 'update', id: 5 })
    await settle(one, a.realtime, 1)
    await settle(two, a.realtime, 2)
    expect(one.got('company-2-ticket')).toEqual([])
    expect(two.got('company-1-ticket')).toEqual([])
  })

  it('accepts the token in the query as well', async () => {
    const a = await server()
    const viaQuery = client(a, '/1', { queryToken: 'agent1' })
    await connected(viaQuery)
    a.realtime.toCompany(1).emit('company-1-user', { action: 'update' })
    await waitFor(() => viaQuery.got('company-1-user').length === 1)
  })

  it('refuses other companies, bad or missing tokens (on the root namespace too) and non-company namespaces', async () => {
    const a = await server()
    expect(await refusal(a, '/1', { token: 'agent2' })).toBe('ERR_NO_PERMISSION')
    expect(await refusal(a, '/1', { token: 'not-a-token' })).toBe('ERR_INVALID_TOKEN')
    expect(await refusal(a, '/1', { token: 'expired' })).toBe('ERR_SESSION_EXPIRED')
    expect(await refusal(a, '/1', {})).toBe('ERR_UNAUTHENTICATED')
    // The root namespace (the family's convention) checks the token the same way.
    expect(await refusal(a, '/', {})).toBe('ERR_UNAUTHENTICATED')
    expect(await refusal(a, '/', { token: 'not-a-token' })).toBe('ERR_INVALID_TOKEN')
    expect(await refusal(a, '/abc', { token: 'agent1' })).toBe('Invalid namespace')
    expect(await refusal(a, '/01', { token: 'agent1' })).toBe('Invalid namespace')
  })

  it('logs and refuses with ERR_INTERNAL when the lookup itself fails', async () => {
    const log = recordingLog()
    const a = await server({
      log,
      authenticate: async () => {
        throw new Error('database unreachable')
      },
    })
    expect(await refusal(a, '/1', { token: 'agent1' })).toBe('ERR_INTERNAL')
    expect(log.records.some((r) => r.level === 'error')).toBe(true)
  })
})

describe('realtime server: rooms', () => {
  it('sends status rooms only to sockets that joined them, until they leave', async () => {
    const a = await server()
    const joined = await connect(a, 'agent1')
    const notJoined = await connect(a, 'other1')
    joined.socket.emit('joinTickets', 'open')
    await settle(joined, a.realtime, 1)

    a.realtime.toRoom(1, 'status:open').emit('company-1-ticket', { n: 1 })
    await waitFor(() => joined.got('company-1-ticket').length === 1)
    await settle(notJoined, a.realtime, 1)
    expect(notJoined.got('company-1-ticket')).toEqual([])

    joined.socket.emit('leaveTickets', 'open')
    await settle(joined, a.realtime, 1)
    a.realtime.toRoom(1, 'status:open').emit('company-1-ticket', { n: 2 })
    await settle(joined, a.realtime, 1)
    expect(joined.got('company-1-ticket')).toHaveLength(1)
  })

  it('handles notification and chat box rooms, ignoring bad arguments', async () => {
    const a = await server()
    const socket = await connect(a, 'agent1')
    socket.socket.emit('joinNotification')
    socket.socket.emit('joinChatBox', 42)
    socket.socket.emit('joinChatBox', '43')
    socket.socket.emit('joinChatBox', { id: 44 })
    socket.socket.emit('joinChatBox', '45; drop')
    socket.socket.emit('joinTickets', { status: 'open' })
    socket.socket.emit('joinTickets', 'x'.repeat(200))
    await settle(socket, a.realtime, 1)

    for (const room of [
      'notification',
      'ticket:42',
      'ticket:43',
      'ticket:44',
      'ticket:45; drop',
      'status:open',
    ]) {
      a.realtime.toRoom(1, room).emit('company-1-appMessage', room)
    }
    await settle(socket, a.realtime, 1)
    expect(socket.got('company-1-appMessage').map((r) => r.payload)).toEqual([
      'notification',
      'ticket:42',
      'ticket:43',
    ])

    socket.socket.emit('joinChatBoxLeave', '42')
    socket.socket.emit('leaveNotification')
    await settle(socket, a.realtime, 1)
    a.realtime.toRoom(1, 'ticket:42').emit('company-1-appMessage', 'after-leave')
    a.realtime.toRoom(1, 'notification').emit('company-1-appMessage', 'after-leave')
    a.realtime.toRoom(1, 'ticket:43').emit('company-1-appMessage', 'still-in')
    await waitFor(() => socket.got('company-1-appMessage').some((r) => r.payload === 'still-in'))
    expect(socket.got('company-1-appMessage').filter((r) => r.payload === 'after-leave')).toEqual([])
  })

  it('reaches one user on all of their sockets, and admins only', async () => {
    const a = await server()
    const agent = await connect(a, 'agent1')
    const agentOtherTab = await connect(a, 'agent1b')
    const other = await connect(a, 'other1')
    const admin = await connect(a, 'admin1')
    const superUser = await connect(a, 'super1')
    const all = [agent, agentOtherTab, other, admin, superUser]

    a.realtime.toUser(1, 11).emit('company-1-user', 'for-11')
    a.realtime.toAdmins(1).emit('company-1-user', 'for-admins')
    a.realtime.toCompany(1).except('user:12').emit('company-1-user', 'all-but-12')
    for (const socket of all) await settle(socket, a.realtime, 1)

    const payloads = (socket: TestClient) => socket.got('company-1-user').map((r) => r.payload)
    expect(payloads(agent)).toEqual(['for-11', 'all-but-12'])
    expect(payloads(agentOtherTab)).toEqual(['for-11', 'all-but-12'])
    expect(payloads(other)).toEqual([])
    expect(payloads(admin)).toEqual(['for-admins', 'all-but-12'])
    expect(payloads(superUser)).toEqual(['for-admins', 'all-but-12'])
  })

  it('ends one session locally: logout event, then a disconnect the client does not retry', async () => {
    const a = await server()
    const ended = await connect(a, 'agent1')
    const kept = await connect(a, 'agent1b')
    await a.realtime.endSession(1, 'sess-agent1', 'Logged in elsewhere')
    await waitFor(() => ended.disconnectReasons.length === 1)
    expect(ended.got('company-1-auth').map((r) => r.payload)).toEqual([
      { action: 'logout', message: 'Logged in elsewhere', user: { id: expect.any(Number) } },
    ])
    expect(ended.disconnectReasons).toEqual(['io server disconnect'])
    await settle(kept, a.realtime, 1)
    expect(kept.socket.connected).toBe(true)
    expect(kept.got('company-1-auth')).toEqual([])
  })
})

describe('realtime server: across nodes through Redis', () => {
  const redisUrl = 'redis://127.0.0.1:6379'

  async function pair() {
    // a channel prefix of its own keeps concurrent runs sharing this Redis apart
    const redisChannelPrefix = `atendo-test-${randomUUID()}`
    const a = await server({ redisUrl, redisChannelPrefix })
    const b = await server({ redisUrl, redisChannelPrefix })
    return { a, b, redisChannelPrefix }
  }

  it('lets a process that never attached an HTTP server (a worker) emit to sockets elsewhere', async () => {
    const { a, redisChannelPrefix } = await pair()
    const worker = createRealtimeServer({ redisUrl, redisChannelPrefix, log: recordingLog(), authenticate })
    try {
      const onA = await connect(a, 'agent1')
      await waitFor(() => {
        worker.toUser(1, 11).emit('company-1-user', 'from-worker')
        return onA.got('company-1-user').length > 0
      })
    } finally {
      await worker.close()
    }
  })

  it('delivers events emitted on another node, even one without sockets for the company', async () => {
    const { a, b } = await pair()
    const onA = await connect(a, 'agent1')
    onA.socket.emit('joinTickets', 'pending')
    await settle(onA, a.realtime, 1)

    // B has never seen company 1; its first emits may precede A's subscription being active
    await waitFor(() => {
      b.realtime.toCompany(1).emit('company-1-ticket', 'from-b')
      return onA.got('company-1-ticket').length > 0
    })
    b.realtime.toRoom(1, 'status:pending').emit('company-1-appMessage', 'room-from-b')
    b.realtime.toUser(1, 11).emit('company-1-user', 'user-from-b')
    b.realtime.toUser(1, 12).emit('company-1-user', 'not-mine')
    b.realtime.toCompany(2).emit('company-2-ticket', 'other-company')
    await waitFor(
      () => onA.got('company-1-appMessage').length === 1 && onA.got('company-1-user').length === 1,
    )
    expect(onA.got('company-1-user')[0].payload).toBe('user-from-b')
    await settle(onA, b.realtime, 1)
    expect(onA.got('company-2-ticket')).toEqual([])
    expect(onA.got('company-1-user')).toHaveLength(1)
  })

  it('ends a session held on another node, on both namespaces, after sending it the logout event', async () => {
    const { a, b } = await pair()
    const ended = await connect(a, 'agent1')
    const kept = await connect(a, 'agent1b')
    // The same session on the root namespace (the family's clients), which gets its copy through the mirror.
    const endedAtRoot = client(a, '/', { queryToken: 'agent1' })
    await connected(endedAtRoot)
    await waitFor(() => {
      b.realtime.toCompany(1).emit('probe', 'ready')
      return [ended, kept, endedAtRoot].every((socket) => socket.got('probe').length > 0)
    })

    const order: string[] = []
    for (const [name, socket] of [
      ['company', ended],
      ['root', endedAtRoot],
    ] as const) {
      socket.socket.on('company-1-auth', () => void order.push(`${name} auth`))
      socket.socket.on('disconnect', () => void order.push(`${name} disconnect`))
    }
    await b.realtime.endSession(1, 'sess-agent1', 'Logged in elsewhere')

    await waitFor(() => ended.disconnectReasons.length === 1 && endedAtRoot.disconnectReasons.length === 1)
    expect(order.filter((step) => step.startsWith('company'))).toEqual(['company auth', 'company disconnect'])
    expect(order.filter((step) => step.startsWith('root'))).toEqual(['root auth', 'root disconnect'])
    expect(endedAtRoot.got('company-1-auth').map((event) => event.payload)).toEqual([
      { action: 'logout', message: 'Logged in elsewhere', user: { id: 11 } },
    ])
    expect(endedAtRoot.disconnectReasons).toEqual(['io server disconnect'])
    expect(ended.got('company-1-auth')[0].payload).toEqual({
      action: 'logout',
      message: 'Logged in elsewhere',
      user: { id: expect.any(Number) },
    })
    expect(ended.disconnectReasons).toEqual(['io server disconnect'])
    await settle(kept, b.realtime, 1)
    expect(kept.socket.connected).toBe(true)
    expect(kept.got('company-1-auth')).toEqual([])
  })
})

describe("realtime server: the family's root namespace across nodes", () => {
  const redisUrl = 'redis://127.0.0.1:6379'

  /** Records the broadcasts published on the deployment's channels: namespace and raw message. */
  async function publishedBroadcasts(redisChannelPrefix: string) {
    const listener = new Redis(redisUrl)
    const broadcasts: { namespace: string; message: Buffer }[] = []
    listener.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer, message: Buffer) => {
      // `{prefix}#{namespace}#` or `{prefix}#{namespace}#{room}#`
      const namespace = channel.toString().slice(redisChannelPrefix.length).split('#')[1] ?? ''
      broadcasts.push({ namespace, message })
    })
    await listener.psubscribe(`${redisChannelPrefix}#*`)
    return {
      /** Namespaces of the broadcasts carrying this payload (msgpack keeps strings as they are). */
      of: (payload: string) =>
        broadcasts.filter((broadcast) => broadcast.message.includes(payload)).map((b) => b.namespace),
      close: () => listener.quit(),
    }
  }

  it('publishes a company emit once, and root sockets on other nodes still hear it in their rooms only', async () => {
    const redisChannelPrefix = `atendo-test-${randomUUID()}`
    const a = await server({ redisUrl, redisChannelPrefix })
    const b = await server({ redisUrl, redisChannelPrefix })
    const published = await publishedBroadcasts(redisChannelPrefix)
    try {
      // A holds only root sockets: company 1's agent 11 and 12, and company 2's agent.
      const mine = client(a, '/', { queryToken: 'agent1' })
      const colleague = client(a, '/', { queryToken: 'other1' })
      const neighbour = client(a, '/', { queryToken: 'agent2' })
      await Promise.all([mine, colleague, neighbour].map(connected))
      mine.socket.emit('joinTickets', 'pending')
      await waitFor(() => {
        b.realtime.toRoom(1, 'status:pending').emit('probe', 'ready')
        return mine.got('probe').length > 0
      })

      b.realtime.toCompany(1).emit('company-1-ticket', 'everyone')
      b.realtime.toRoom(1, 'status:pending').emit('company-1-appMessage', 'pending-list')
      b.realtime.toUser(1, 12).emit('company-1-user', 'for-12')
      b.realtime.toCompany(1).except('user:11').emit('company-1-contact', 'all-but-11')
      await waitFor(() => colleague.got('company-1-contact').length === 1)
      await settle(mine, b.realtime, 1)
      await settle(colleague, b.realtime, 1)
      await settle(neighbour, b.realtime, 2)

      expect(mine.got('company-1-ticket').map((event) => event.payload)).toEqual(['everyone'])
      expect(mine.got('company-1-appMessage').map((event) => event.payload)).toEqual(['pending-list'])
      expect(mine.got('company-1-user')).toEqual([])
      expect(mine.got('company-1-contact')).toEqual([])
      expect(colleague.got('company-1-ticket').map((event) => event.payload)).toEqual(['everyone'])
      expect(colleague.got('company-1-appMessage')).toEqual([])
      expect(colleague.got('company-1-user').map((event) => event.payload)).toEqual(['for-12'])
      expect(neighbour.received.filter((event) => event.event.startsWith('company-1-'))).toEqual([])
      // One publish per emit, for the company namespace; none for the root namespace.
      await waitFor(() => published.of('all-but-11').length > 0)
      for (const payload of ['everyone', 'pending-list', 'for-12', 'all-but-11'])
        expect(published.of(payload), payload).toEqual(['/1'])
    } finally {
      await published.close()
    }
  })
})

describe('realtime server: rechecking rooms across nodes', () => {
  it('takes sockets on another node out of a room they may no longer be in; later emits miss them', async () => {
    const redisUrl = 'redis://127.0.0.1:6379'
    const redisChannelPrefix = `atendo-test-${randomUUID()}`
    const a = await server({ redisUrl, redisChannelPrefix })
    const b = await server({ redisUrl, redisChannelPrefix })
    const evicted = await connect(a, 'agent1')
    const kept = await connect(a, 'other1')
    for (const socket of [evicted, kept]) socket.socket.emit('joinChatBox', 7)
    await waitFor(() => {
      b.realtime.toRoom(1, 'ticket:7').emit('company-1-appMessage', 'before')
      return evicted.got('company-1-appMessage').length > 0 && kept.got('company-1-appMessage').length > 0
    })

    const evictions = await b.realtime.evictFromRooms(1, {
      within: ['ticket:7'],
      rechecks: (room) => room.startsWith('ticket:'),
      mayStay: async (caller) => caller.userId !== 11,
    })
    expect(evictions.map(({ room, caller }) => [room, caller.userId])).toEqual([['ticket:7', 11]])
    // Told through its own socket id, in order after the leave, like ticket events do.
    b.realtime.toRoom(1, evictions[0]!.socketId).except('ticket:7').emit('company-1-ticket', 'gone')
    b.realtime.toRoom(1, 'ticket:7').emit('company-1-appMessage', 'after')
    await waitFor(() => kept.got('company-1-appMessage').some((event) => event.payload === 'after'))
    await waitFor(() => evicted.got('company-1-ticket').length === 1)
    await settle(evicted, b.realtime, 1)
    expect(evicted.got('company-1-appMessage').map((event) => event.payload)).not.toContain('after')
  })
})

describe('realtime server: presence across nodes', () => {
  it('keeps a user present while their tab on another node is connected', async () => {
    const redisUrl = 'redis://127.0.0.1:6379'
    const redisChannelPrefix = `atendo-test-${randomUUID()}`
    const disconnects: string[] = []
    const logA = recordingLog()
    const onDisconnect = (node: string) => async () => void disconnects.push(node)
    const a = await server({ redisUrl, redisChannelPrefix, log: logA, onDisconnect: onDisconnect('a') })
    const b = await server({ redisUrl, redisChannelPrefix, onDisconnect: onDisconnect('b') })
    const onA = await connect(a, 'agent1')
    const onB = await connect(b, 'agent1b')
    await waitFor(() => {
      a.realtime.toUser(1, 11).emit('probe', 'both')
      return onA.got('probe').length > 0 && onB.got('probe').length > 0
    })

    onA.socket.disconnect()
    await waitFor(() =>
      logA.records.some((record) => record.args[1] === 'user still connected on another node'),
    )
    expect(disconnects).toEqual([])
    onB.socket.disconnect()
    await waitFor(() => disconnects.length === 1)
    expect(disconnects).toEqual(['b'])
  })
})

describe('realtime server: presence', () => {
  it('calls onConnect when a socket connects, and counts it as the latest heartbeat', async () => {
    const connects: Caller[] = []
    const heartbeats: Caller[] = []
    const a = await server({
      onConnect: async (caller) => void connects.push(caller),
      onHeartbeat: async (caller) => void heartbeats.push(caller),
    })
    const socket = await connect(a, 'agent1')
    await waitFor(() => connects.length === 1)
    expect(connects[0]!.userId).toBe(11)
    // A userStatus right after connecting adds nothing: the user was just seen.
    socket.socket.emit('userStatus')
    await settle(socket, a.realtime, 1)
    expect(heartbeats).toEqual([])
  })

  it('calls onHeartbeat on userStatus, at most once per interval, and onDisconnect', async () => {
    const heartbeats: Caller[] = []
    const disconnects: Caller[] = []
    const a = await server({
      onHeartbeat: async (caller) => void heartbeats.push(caller),
      onDisconnect: async (caller) => void disconnects.push(caller),
    })
    const socket = await connect(a, 'agent1')
    socket.socket.emit('userStatus')
    socket.socket.emit('userStatus')
    await settle(socket, a.realtime, 1)
    expect(heartbeats.map((caller) => caller.userId)).toEqual([11])

    socket.socket.disconnect()
    await waitFor(() => disconnects.length === 1)
    expect(disconnects[0].sessionId).toBe('sess-agent1')
  })

  it('keeps a user present while another of their tabs is still connected', async () => {
    const disconnects: Caller[] = []
    const a = await server({ onDisconnect: async (caller) => void disconnects.push(caller) })
    const first = await connect(a, 'agent1')
    const second = await connect(a, 'agent1')
    first.socket.disconnect()
    await settle(second, a.realtime, 1)
    expect(disconnects).toEqual([])
    second.socket.disconnect()
    await waitFor(() => disconnects.length === 1)
  })

  it('drops connections on close so clients may reconnect elsewhere, then emits nothing', async () => {
    const a = await server()
    const socket = await connect(a, 'agent1')
    await a.realtime.close()
    await waitFor(() => socket.disconnectReasons.length === 1)
    expect(socket.disconnectReasons).toEqual(['transport close'])
    expect(() => a.realtime.toCompany(1).emit('company-1-ticket', {})).not.toThrow()
    await expect(a.realtime.endSession(1, 'sess', 'bye')).resolves.toBeUndefined()
  })
})
