/**
 * The agents' side of bench/realtime-fanout.ts, run as a child process of its own so that the
 * server's CPU and event loop are not shared with 2,000 socket clients. Each socket connects as
 * the inbox does (connectRealtime of @atendo/sdk: namespace `/{companyId}`, the access token in
 * `auth`, the `userId` query), then says what the inbox says: `joinNotification` on connect, the
 * ticket list's `joinTickets`, and `joinChatBox` for the conversation it has open.
 *
 * Every `company-{id}-appMessage` is stamped on arrival with the system's monotonic clock
 * (`process.hrtime`, CLOCK_MONOTONIC, the same clock in every process of the machine) under the
 * message body, which the benchmark makes unique per event.
 */
import type { Socket } from 'socket.io-client'
import { connectRealtime } from '../sdk/src/realtime.ts'
import { monotonicMs } from './commit-clock.ts'
import type { BenchAgent } from './realtime-agent-company.ts'

export interface AgentsSetup {
  type: 'connect'
  url: string
  companyId: number
  agents: BenchAgent[]
  /** The conversation each agent has open, taken in turn. */
  openTicketIds: number[]
  /** The ticket list tab the agents look at (`joinTickets`). */
  listStatus: string
  /** Handshakes in flight at once. */
  concurrency: number
}

export type ToAgents = AgentsSetup | { type: 'collect' } | { type: 'close' }

export type FromAgents =
  | { type: 'connected'; sockets: number; refused: string[]; seconds: number }
  | { type: 'complete'; key: string }
  | {
      type: 'deliveries'
      /** Arrival times (monotonic ms) by event key, one per socket that heard it. */
      arrivals: Record<string, number[]>
      cpuMs: number
      rssMiB: number
    }

const sockets: Socket[] = []
let arrivals = new Map<string, number[]>()
let cpuMark = process.cpuUsage()

function send(message: FromAgents) {
  process.send?.(message)
}

function connectOne(setup: AgentsSetup, agent: BenchAgent, index: number): Promise<void> {
  const socket = connectRealtime({
    baseUrl: setup.url,
    companyId: setup.companyId,
    userId: agent.userId,
    token: agent.token,
    // The inbox starts on HTTP long-polling and upgrades; 2,000 upgrades are set-up cost, not fan-out.
    socket: { transports: ['websocket'], reconnection: false, forceNew: true },
  })
  socket.on(`company-${setup.companyId}-appMessage`, (payload) => {
    const at = monotonicMs()
    const key = 'body' in payload.message ? payload.message.body : undefined
    if (!key) return
    const times = arrivals.get(key) ?? []
    if (times.length === 0) arrivals.set(key, times)
    times.push(at)
    if (times.length === setup.agents.length) send({ type: 'complete', key })
  })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.emit('joinNotification')
      socket.emit('joinTickets', setup.listStatus)
      const ticketId = setup.openTicketIds[index % setup.openTicketIds.length]
      if (ticketId !== undefined) socket.emit('joinChatBox', ticketId)
      sockets.push(socket)
      resolve()
    })
    socket.once('connect_error', (error) => reject(error))
  })
}

async function connectAll(setup: AgentsSetup) {
  const startedAt = monotonicMs()
  const refused: string[] = []
  let next = 0
  const lane = async () => {
    while (next < setup.agents.length) {
      const index = next++
      await connectOne(setup, setup.agents[index]!, index).catch((error: Error) =>
        refused.push(error.message),
      )
    }
  }
  await Promise.all(Array.from({ length: setup.concurrency }, lane))
  send({
    type: 'connected',
    sockets: sockets.length,
    refused: refused.slice(0, 10),
    seconds: (monotonicMs() - startedAt) / 1000,
  })
}

process.on('message', (message: ToAgents) => {
  if (message.type === 'connect') void connectAll(message)
  else if (message.type === 'collect') {
    const cpu = process.cpuUsage(cpuMark)
    cpuMark = process.cpuUsage()
    send({
      type: 'deliveries',
      arrivals: Object.fromEntries(arrivals),
      cpuMs: (cpu.user + cpu.system) / 1000,
      rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20),
    })
    arrivals = new Map()
  } else if (message.type === 'close') {
    for (const socket of sockets) socket.disconnect()
    process.disconnect?.()
  }
})
