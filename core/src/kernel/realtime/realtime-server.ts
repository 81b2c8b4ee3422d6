import type { Server as HttpServer } from 'node:http'
import type { Caller } from '@atendo/plugin-api'
import {
  type AllCompaniesTarget,
  type RealtimeApi,
  type RealtimeTarget,
  realtimeRooms,
} from '@atendo/plugin-api'
import { createAdapter } from '@socket.io/redis-adapter'
import { Server } from 'socket.io'
import { handleConnection, sessionRoom } from './client-events.ts'
import { handshakeAuth, joinExtraRooms } from './handshake-auth.ts'
import { createTarget } from './realtime-target.ts'
import type { CompanyNamespace, RealtimeIo, RealtimeLog } from './realtime-types.ts'
import { createRedisClients } from './redis-clients.ts'
import { createRootMirror } from './root-mirror.ts'
import { rootRoom, serveRootNamespace, unscopedRoom } from './root-namespace.ts'

export interface RealtimeServerOptions {
  /** Shares events between nodes through Redis pub/sub; without it, events stay in this process. */
  redisUrl?: string
  /** Prefix of the Redis pub/sub channels (default `socket.io`); separates deployments or test runs sharing one Redis. */
  redisChannelPrefix?: string
  log: RealtimeLog
  /** Resolves a handshake token; throw an `AppError` (or an Error named after an `ERR_*` code) to refuse. */
  authenticate: (token: string) => Promise<Caller>
  /** Called when a socket connects (the user is present from then on). */
  onConnect?: (caller: Caller) => Promise<void>
  /** Called on the client's `userStatus` heartbeat. */
  onHeartbeat?: (caller: Caller) => Promise<void>
  /**
   * Called when a user's last socket, on every node, went away. While this server closes, it is
   * called only without Redis: with Redis the clients reconnect to another node, which counts
   * them present again, so marking them absent here would race with that.
   */
  onDisconnect?: (caller: Caller) => Promise<void>
  /**
   * Extra rooms a socket joins when it connects (e.g. the ticket visibility rooms of its user's
   * queues and switches). Resolved during the handshake, so a connected socket is already in them;
   * a failure refuses the socket with ERR_INTERNAL.
   */
  roomsFor?: (caller: Caller) => Promise<string[]>
  /** Whether a socket may join a ticket's room (`joinChatBox`); without it every ticket id is joined. */
  canJoinChatBox?: (caller: Caller, ticketId: number) => Promise<boolean>
  /**
   * The ids of every company, for `toAllCompanies`. Asked at each such emit: a node knows only the
   * companies of its own sockets, while the adapter reaches a company's sockets on every node.
   */
  listCompanyIds?: () => Promise<number[]>
  /** Origins whose browsers may open sockets with credentials (the HTTP API's CORS_ORIGINS); none by default. */
  corsOrigins?: readonly string[]
}

export interface RealtimeServer extends RealtimeApi {
  /** Starts accepting sockets on `/socket.io` of this HTTP server; a worker never calls it and only emits. */
  attach(httpServer: HttpServer): void
  /**
   * Sends `company-{id}-auth` `{ action: 'logout', message, reason, user: { id } }` to one session's sockets, on
   * every node, then disconnects them. `reason` (the session's revoked reason: replaced, logout,
   * password-reset...) lets each app show the ended session why in its own language.
   */
  endSession(companyId: number, sessionId: string, message: string, reason?: string): Promise<void>
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
  /**
   * Makes sockets leave the rooms they may no longer be in, on every node: the sockets in any of
   * `within` are fetched, and each of their rooms that `rechecks` accepts is kept only when
   * `mayStay` says so. Joining a room is checked once; this is how a later change of rights or of
   * the thing behind the room (a ticket moved to another attendant) takes effect. Returns who left
   * what, so the caller can tell them.
   */
  evictFromRooms(companyId: number, check: RoomRecheck): Promise<RoomEviction[]>
  /** Drops the connections (clients reconnect elsewhere) and closes the adapters and Redis; the HTTP server is left to its owner. */
  close(): Promise<void>
}

/** Which sockets and rooms `evictFromRooms` looks at, and the rule they must still pass. */
export interface RoomRecheck {
  /** Rooms whose sockets are fetched (e.g. one ticket's room, or one user's room). */
  within: string[]
  /** Which of a fetched socket's rooms are checked. */
  rechecks: (room: string) => boolean
  /** Whether this caller may stay in this room; asked once per socket and room. */
  mayStay: (caller: Caller, room: string) => Promise<boolean>
}

/** One socket taken out of one room; `socketId` is also a room that reaches only that socket. */
export interface RoomEviction {
  socketId: string
  room: string
  caller: Caller
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
    // engine.io's default, stated because it decides the fan-out's cost: without compression a
    // broadcast's websocket frame is built once and written as is to every socket; with it, each
    // event would be deflated once per socket (2,000 times for one company's attendants).
    perMessageDeflate: false,
    // The polling transport is plain HTTP: other origins need the same allow-list as the API.
    ...(options.corsOrigins?.length ? { cors: { origin: [...options.corsOrigins], credentials: true } } : {}),
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
    nsp.on('connection', (socket) => handleConnection(socket, { ...options, onDisconnect: lastSocketLeft }))
    namespaces.set(companyId, nsp)
    return nsp
  }

  // The family's clients (Ticketz) connect to the root namespace with `?token=`: served with the
  // same checks, every room scoped to the socket's company (root-namespace.ts).
  const root = io.of('/')
  const rootMirror = createRootMirror(root)
  serveRootNamespace(root, {
    ...options,
    onDisconnect: (caller) => lastSocketLeft(caller),
    // The company namespace's adapter subscribes to the company's broadcasts, which the mirror copies.
    hearCompany: (companyId) => void companyNamespace(companyId),
  })
  if (redis)
    rootMirror.listen(redis.sub, options.redisChannelPrefix ?? 'socket.io', (id) => namespaces.get(id))

  // A matcher function rather than a regex: socket.io then serves the static namespace created by
  // companyNamespace instead of a dynamic child with no middleware.
  io.of((name, _auth, next) => {
    const match = companyNamespaceName.exec(name)
    const companyId = match ? Number(match[1]) : Number.NaN
    if (!Number.isSafeInteger(companyId)) return next(null, false)
    companyNamespace(companyId)
    next(null, true)
  })

  /** The user's last socket on this node left: ask the other nodes before calling onDisconnect. */
  const lastSocketLeft = async (caller: Caller): Promise<void> => {
    if (!options.onDisconnect) return
    if (closed) {
      if (!redis) await options.onDisconnect(caller)
      return
    }
    if (redis) {
      const elsewhere = [
        ...(await companyNamespace(caller.companyId).in(realtimeRooms.user(caller.userId)).fetchSockets()),
        ...(await root.in(rootRoom(caller.companyId, realtimeRooms.user(caller.userId))).fetchSockets()),
      ]
      if (elsewhere.length > 0) {
        log.debug(
          { userId: caller.userId, sockets: elsewhere.length },
          'user still connected on another node',
        )
        return
      }
      // Closing meanwhile: the database may be closing too.
      if (closed) return
    }
    await options.onDisconnect(caller)
  }

  const to = (companyId: number, rooms: string[]): RealtimeTarget =>
    closed
      ? closedTarget
      : createTarget(companyNamespace(companyId), rooms, [], { mirror: rootMirror, companyId })

  return {
    toCompany: (companyId) => to(companyId, []),
    toRoom: (companyId, room) => to(companyId, [room]),
    toRooms: (companyId, rooms) => to(companyId, [...new Set(rooms)]),
    toUser: (companyId, userId) => to(companyId, [realtimeRooms.user(userId)]),
    toAdmins: (companyId) => to(companyId, [realtimeRooms.admins]),
    toAllCompanies: (): AllCompaniesTarget => ({
      async emit(event, payload) {
        if (closed) return
        if (!options.listCompanyIds) throw new Error('toAllCompanies needs the listCompanyIds option')
        for (const companyId of await options.listCompanyIds()) {
          to(companyId, []).emit(typeof event === 'function' ? event(companyId) : event, payload)
        }
      },
    }),

    attach(httpServer) {
      if (attached) throw new Error('The realtime server is already attached to an HTTP server')
      if (closed) throw new Error('The realtime server is closed')
      io.attach(httpServer)
      attached = true
    },

    async endSession(companyId, sessionId, message, reason) {
      if (closed) return
      const nsp = companyNamespace(companyId)
      const room = sessionRoom(sessionId)
      const scoped = rootRoom(companyId, room)
      // The family's clients log out when `user.id` is theirs: a session has one user, read from its sockets.
      const [socket] = [...(await nsp.in(room).fetchSockets()), ...(await root.in(scoped).fetchSockets())]
      const user = socket ? { user: { id: socket.data.caller.userId } } : {}
      const logout = { action: 'logout', message, ...(reason ? { reason } : {}), ...user }
      // The logout and the disconnects go out through the same Redis connection, so remote nodes
      // (and their root sockets, through the mirror) see the logout before the disconnect.
      to(companyId, [room]).emit(`company-${companyId}-auth`, logout)
      // A namespace disconnect (not a transport close): the client does not reconnect on its own.
      nsp.in(room).disconnectSockets(false)
      root.in(scoped).disconnectSockets(false)
    },

    async regroupUser(companyId, userId, rooms, managed) {
      if (closed) return
      const sockets = await companyNamespace(companyId).in(realtimeRooms.user(userId)).fetchSockets()
      for (const socket of sockets) {
        const stale = [...socket.rooms].filter((room) => managed(room) && !rooms.includes(room))
        for (const room of stale) socket.leave(room)
        if (rooms.length > 0) socket.join(rooms)
      }
      // The same user's sockets on the root namespace, whose rooms are scoped to the company.
      const scope = (room: string) => rootRoom(companyId, room)
      for (const socket of await root.in(scope(realtimeRooms.user(userId))).fetchSockets()) {
        for (const scoped of socket.rooms) {
          const room = unscopedRoom(companyId, scoped)
          if (room !== undefined && managed(room) && !rooms.includes(room)) socket.leave(scoped)
        }
        if (rooms.length > 0) socket.join(rooms.map(scope))
      }
    },

    async evictFromRooms(companyId, check) {
      if (closed || check.within.length === 0) return []
      const sockets = await companyNamespace(companyId).in(check.within).fetchSockets()
      const evictions: RoomEviction[] = []
      for (const socket of sockets) {
        const { caller } = socket.data
        for (const room of [...socket.rooms].filter(check.rechecks)) {
          if (await check.mayStay(caller, room)) continue
          // A remote socket leaves through the same Redis connection later emits use, so an event
          // sent after this returns no longer reaches it through this room.
          socket.leave(room)
          evictions.push({ socketId: socket.id, room, caller })
        }
      }
      // Root sockets: their scoped socket id is a room too, so an emit to `socketId` reaches them.
      const scope = (room: string) => rootRoom(companyId, room)
      for (const socket of await root.in(check.within.map(scope)).fetchSockets()) {
        const { caller } = socket.data
        for (const scoped of [...socket.rooms]) {
          const room = unscopedRoom(companyId, scoped)
          if (room === undefined || !check.rechecks(room)) continue
          if (await check.mayStay(caller, room)) continue
          socket.leave(scoped)
          evictions.push({ socketId: socket.id, room, caller })
        }
      }
      return evictions
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
