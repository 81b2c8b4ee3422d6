import { once } from 'node:events'
import { createServer, type Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Caller } from '@atendo/plugin-api'
import { AppError, planFlags, userSwitches } from '@atendo/plugin-api'
import { type Socket as ClientSocket, io as connectClient } from 'socket.io-client'
import { createRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from './realtime-server.ts'
import type { RealtimeLog } from './realtime-types.ts'

/** Test support for the realtime tests: callers, a token map standing in for the auth lookup, servers and clients. */

export function makeCaller(
  overrides: Partial<Caller> & Pick<Caller, 'userId' | 'companyId' | 'sessionId'>,
): Caller {
  return {
    name: `User ${overrides.userId}`,
    email: `user${overrides.userId}@example.test`,
    profile: 'user',
    super: false,
    switches: Object.fromEntries(userSwitches.map((key) => [key, false])) as Caller['switches'],
    company: {
      id: overrides.companyId,
      name: `Company ${overrides.companyId}`,
      dueDate: null,
      expired: false,
      planFlags: Object.fromEntries(planFlags.map((key) => [key, true])) as Caller['company']['planFlags'],
    },
    ...overrides,
  }
}

/** Our double of the token lookup: known tokens map to callers, 'expired' is an expired session. */
export function fakeAuthenticate(tokens: Record<string, Caller>) {
  return async (token: string): Promise<Caller> => {
    if (token === 'expired') throw new AppError('ERR_SESSION_EXPIRED')
    const caller = tokens[token]
    if (!caller) throw new AppError('ERR_INVALID_TOKEN')
    return caller
  }
}

export interface LogRecord {
  level: 'debug' | 'warn' | 'error'
  args: unknown[]
}

export function recordingLog(): RealtimeLog & { records: LogRecord[] } {
  const records: LogRecord[] = []
  return {
    records,
    debug: (...args: unknown[]) => void records.push({ level: 'debug', args }),
    warn: (...args: unknown[]) => void records.push({ level: 'warn', args }),
    error: (...args: unknown[]) => void records.push({ level: 'error', args }),
  }
}

export interface StartedServer {
  realtime: RealtimeServer
  url: string
  close(): Promise<void>
}

export async function startServer(options: RealtimeServerOptions): Promise<StartedServer> {
  const realtime = createRealtimeServer(options)
  const http: HttpServer = createServer()
  realtime.attach(http)
  http.listen(0, '127.0.0.1')
  await once(http, 'listening')
  const { port } = http.address() as AddressInfo
  return {
    realtime,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await realtime.close()
      http.closeAllConnections()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}

export interface ReceivedEvent {
  event: string
  payload: unknown
}

export interface TestClient {
  socket: ClientSocket
  received: ReceivedEvent[]
  disconnectReasons: string[]
  got(event: string): ReceivedEvent[]
}

/** A client of one company namespace; reconnection is off so a closed test leaves no timers behind. */
export function openClient(
  url: string,
  namespace: string,
  auth: { token?: string; queryToken?: string },
): TestClient {
  const socket = connectClient(`${url}${namespace}`, {
    auth: auth.token === undefined ? {} : { token: auth.token },
    query: auth.queryToken === undefined ? {} : { token: auth.queryToken },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  const received: ReceivedEvent[] = []
  const disconnectReasons: string[] = []
  socket.onAny((event: string, payload: unknown) => void received.push({ event, payload }))
  socket.on('disconnect', (reason) => void disconnectReasons.push(reason))
  return { socket, received, disconnectReasons, got: (event) => received.filter((r) => r.event === event) }
}

/** Resolves once connected, rejects with the server's refusal (the `connect_error` message). */
export function connected(client: TestClient): Promise<void> {
  return new Promise((resolve, reject) => {
    if (client.socket.connected) return resolve()
    client.socket.once('connect', () => resolve())
    client.socket.once('connect_error', (error) => reject(error))
  })
}

export async function waitFor(check: () => boolean, timeoutMs = 10_000, intervalMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waitFor timed out after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

let syncCounter = 0

/**
 * Waits until the server has handled everything this client sent before: the client joins a
 * fresh status room, and the server emits to it until the client hears back. Events of one
 * socket are handled in order, so the earlier ones are done by then.
 */
export async function settle(client: TestClient, server: RealtimeServer, companyId: number): Promise<void> {
  const status = `sync${++syncCounter}`
  client.socket.emit('joinTickets', status)
  await waitFor(() => {
    server.toRoom(companyId, `status:${status}`).emit('sync', status)
    return client.received.some((r) => r.event === 'sync' && r.payload === status)
  })
  client.socket.emit('leaveTickets', status)
}
