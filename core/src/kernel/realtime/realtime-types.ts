import type { Caller } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import type { Namespace, Server, Socket } from 'socket.io'

/** The events a browser sends (inbox.md §7); arguments are `unknown` because they come off the wire. */
export interface ClientToServerEvents {
  joinNotification: () => void
  leaveNotification: () => void
  joinTickets: (status: unknown) => void
  leaveTickets: (status: unknown) => void
  joinChatBox: (ticketId: unknown) => void
  joinChatBoxLeave: (ticketId: unknown) => void
  userStatus: () => void
}

/** Server events are named per company (`company-{id}-ticket`), so any name goes. */
export interface ServerToClientEvents {
  [event: string]: (payload: unknown) => void
}

// biome-ignore lint/complexity/noBannedTypes: no server-to-server events are used
export type InterServerEvents = {}

/** What the handshake leaves on each socket. */
export interface SocketData {
  caller: Caller
  /** Epoch ms of the last `userStatus` that reached `onHeartbeat`. */
  lastHeartbeatAt: number
}

export type RealtimeIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>
export type CompanyNamespace = Namespace<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>

/** The part of the Fastify/pino logger the realtime server writes to. */
export type RealtimeLog = Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>
