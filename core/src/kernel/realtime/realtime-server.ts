import type { Server as HttpServer } from 'node:http'
import { createAdapter } from '@socket.io/redis-adapter'
import { Server } from 'socket.io'
import type { Caller } from '../../plugin-api/caller.ts'
import { type RealtimeApi, type RealtimeTarget, realtimeRooms } from '../../plugin-api/realtime.ts'
import { handleConnection, sessionRoom } from './client-events.ts'
import { handshakeAuth, joinExtraRooms } from './handshake-auth.ts'
import { createTarget } from './realtime-target.ts'
import type { CompanyNamespace, RealtimeIo, RealtimeLog } from './realtime-types.ts'
import { createRedisClients } from './redis-clients.ts'

export interface RealtimeServerOptions {
  /** Shares events between nodes through Redis pub/sub; without it, events stay in this process. */
  redisUrl?: string
  /** Prefix of the Redis pub/sub channels (default `socket.io`); separates deployments or test runs sharing one Redis. */
  redisChannelPrefix?: string
  log: RealtimeLog
  /** Resolves a handshake token; throw an `AppError` (or an Error named after an `ERR_*` code) to refuse. */
  authenticate: (token: string) => Promise<Caller>
  /** Called on the client's `userStatus` heartbeat. */
  onHeartbeat?: (caller: Caller) => Promise<void>
  /** Called when one socket goes away; the user may still have other sockets open. */
  onDisconnect?: (caller: Caller) => Promise<void>
  /**
   * Extra rooms a socket joins when it connects (e.g. the ticket visibility rooms of its user's
   * queues and switches). Resolved during the handshake, so a connected socket is already in them;
   * a failure refuses the socket with ERR_INTERNAL.
   */
  roomsFor?: (caller: Caller) => Promise<string[]>
  /** Whether a socket may join a ticket's room (`joinChatBox`); without it every ticket id is joined. */
  canJoinChatBox?: (caller: Caller, ticketId: number) => Promise<boolean>
}

export interface RealtimeServer extends RealtimeApi {
  /** Starts accepting sockets on `/socket.io` of this HTTP server; a worker never calls it and only emits. */
  attach(httpServer: HttpServer): void
  /** Sends `company-{id}-auth` `{ action: 'logout', message }` to one session's sockets, on every node, then disconnects them. */
  endSession(companyId: number, sessionId: string, message: string): Promise<void>
  /**
   * Moves one user's open sockets, on every node, to a new set of rooms: rooms for which `managed`
   * is true and that are not in `rooms` are left, `rooms` are joined. For a user whose queues,
   * switches or profile changed while connected.
   */
  regroupUser(
    companyId: number,
    userId: number,
    rooms: string[],
    managed: (room: string) => boolean,
  ): Promise<void>
  /** Drops the connections (clients reconnect elsewhere) and closes the adapters and Redis; the HTTP server is left to its owner. */
  close(): Promise<void>
}

const companyNamespaceName = /^\/([1-9]\d{0,15})$/

const closedTarget: RealtimeTarget = {
  emit() {},
  except: () => closedTarget,
}

/**
 * The socket.io server of inbox.md §7: one namespace per company (`/{companyId}`), authenticated
 * by the access token in the handshake.
 *
 * @example
 * const realtime = createRealtimeServer({ redisUrl, log, authenticate })
 * realtime.attach(fastify.server)
 * realtime.toCompany(1).emit('company-1-ticket', { action: 'update', ticket })
 */
export function createRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  const { log, authenticate } = options
  const redis = options.redisUrl ? createRedisClients(options.redisUrl, log) : undefined
  // Built without an HTTP server so a worker process can emit through the adapter alone.
  const io: RealtimeIo = new Server({
    path: '/socket.io',
    serveClient: false,
    adapter: redis
      ? createAdapter(redis.pub, redis.sub, { key: options.redisChannelPrefix ?? 'socket.io' })
      : undefined,
  })
  const namespaces = new Map<number, CompanyNamespace>()
  let attached = false
  let closed = false

  /**
   * The namespace of one company, created once per process. Emitting uses it too: with the Redis
   * adapter, a node without local sockets for the company still needs it to publish.
   */
  function companyNamespace(companyId: number): CompanyNamespace {
    if (!Number.isSafeInteger(companyId) || companyId < 1)
      throw new TypeError(`Invalid company id: ${companyId}`)
    let nsp = namespaces.get(companyId)
    if (nsp) return nsp
    nsp = io.of(`/${companyId}`)
    nsp.use(handshakeAuth({ companyId, log, authenticate }))
    if (options.roomsFor) nsp.use(joinExtraRooms(options.roomsFor, log))
    nsp.on('connection', (socket) => handleConnection(socket, options))
    namespaces.set(companyId, nsp)
    return nsp
  }

  // Nothing lives on the main namespace; refusing it keeps unauthenticated sockets out.
  io.use((_socket, next) => next(new Error('ERR_NO_PERMISSION')))

  // A matcher function rather than a regex: socket.io then serves the static namespace created by
  // companyNamespace instead of a dynamic child with no middleware.
  io.of((name, _auth, next) => {
    const match = companyNamespaceName.exec(name)
    const companyId = match ? Number(match[1]) : Number.NaN
    if (!Number.isSafeInteger(companyId)) return next(null, false)
    companyNamespace(companyId)
    next(null, true)
  })

  const to = (companyId: number, rooms: string[]): RealtimeTarget =>
    closed ? closedTarget : createTarget(companyNamespace(companyId), rooms)

  return {
    toCompany: (companyId) => to(companyId, []),
    toRoom: (companyId, room) => to(companyId, [room]),
    toRooms: (companyId, rooms) => to(companyId, [...new Set(rooms)]),
    toUser: (companyId, userId) => to(companyId, [realtimeRooms.user(userId)]),
    toAdmins: (companyId) => to(companyId, [realtimeRooms.admins]),

    attach(httpServer) {
      if (attached) throw new Error('The realtime server is already attached to an HTTP server')
      if (closed) throw new Error('The realtime server is closed')
      io.attach(httpServer)
      attached = true
    },

    async endSession(companyId, sessionId, message) {
      if (closed) return
      const nsp = companyNamespace(companyId)
      const room = sessionRoom(sessionId)
      // Both go out through the same Redis connection, so remote nodes see the logout before the disconnect.
      nsp.to(room).emit(`company-${companyId}-auth`, { action: 'logout', message })
      // A namespace disconnect (not a transport close): the client does not reconnect on its own.
      nsp.in(room).disconnectSockets(false)
    },

    async regroupUser(companyId, userId, rooms, managed) {
      if (closed) return
      const sockets = await companyNamespace(companyId).in(realtimeRooms.user(userId)).fetchSockets()
      for (const socket of sockets) {
        const stale = [...socket.rooms].filter((room) => managed(room) && !rooms.includes(room))
        for (const room of stale) socket.leave(room)
        if (rooms.length > 0) socket.join(rooms)
      }
    },

    async close() {
      if (closed) return
      closed = true
      // Closing the transports, unlike disconnectSockets, lets clients reconnect to another node.
      if (attached) io.engine.close()
      await Promise.allSettled([io.of('/'), ...namespaces.values()].map((nsp) => nsp.adapter.close()))
      await redis?.close()
    },
  }
}
