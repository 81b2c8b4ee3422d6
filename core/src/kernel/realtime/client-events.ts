import type { Caller } from '@atendo/plugin-api'
import { realtimeRooms } from '@atendo/plugin-api'
import type { RealtimeLog, RealtimeSocket } from './realtime-types.ts'

/** The room of one login session, so that ending a session reaches only its sockets. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`

/** The client sends `userStatus` every 5 minutes; anything much faster is a loop or abuse, not presence. */
const heartbeatMinIntervalMs = 10_000

const statusPattern = /^[a-z0-9_-]{1,32}$/i
const ticketIdPattern = /^[1-9]\d{0,15}$/

export interface ClientEventsOptions {
  log: RealtimeLog
  onConnect?: (caller: Caller) => Promise<void>
  onHeartbeat?: (caller: Caller) => Promise<void>
  /** Called when the user's last socket on this node went away. */
  onDisconnect?: (caller: Caller) => Promise<void>
  canJoinChatBox?: (caller: Caller, ticketId: number) => Promise<boolean>
  /**
   * The name a room has in the socket's namespace: itself in a company namespace; scoped to the
   * company on the shared root namespace (root-namespace.ts), so companies never share a room.
   */
  room?: (name: string) => string
}

/**
 * Wires one authenticated socket: its own rooms first, then the client events of inbox.md §7.
 * Bad arguments are ignored rather than answered, as the client never waits for a reply.
 */
export function handleConnection(socket: RealtimeSocket, options: ClientEventsOptions): void {
  const { caller } = socket.data
  const { log } = options
  const room = options.room ?? ((name: string) => name)
  socket.join([room(realtimeRooms.user(caller.userId)), room(sessionRoom(caller.sessionId))])
  if (caller.profile === 'admin' || caller.super) socket.join(room(realtimeRooms.admins))
  // A connection is presence already: the first heartbeat only comes five minutes later.
  if (options.onConnect) {
    socket.data.lastHeartbeatAt = Date.now()
    options.onConnect(caller).catch((error: unknown) => {
      log.error({ err: error, userId: caller.userId }, 'realtime connect handler failed')
    })
  }

  socket.on('joinNotification', () => {
    socket.join(room(realtimeRooms.notification))
  })
  socket.on('leaveNotification', () => {
    socket.leave(room(realtimeRooms.notification))
  })
  socket.on('joinTickets', (status) => {
    if (isStatus(status)) socket.join(room(realtimeRooms.ticketStatus(status)))
  })
  socket.on('leaveTickets', (status) => {
    if (isStatus(status)) socket.leave(room(realtimeRooms.ticketStatus(status)))
  })
  socket.on('joinChatBox', (ticketId) => {
    const id = toTicketId(ticketId)
    if (id === undefined) return
    if (!options.canJoinChatBox) {
      socket.join(room(realtimeRooms.chatBox(id)))
      return
    }
    options
      .canJoinChatBox(caller, id)
      .then((allowed) => {
        if (allowed && socket.connected) socket.join(room(realtimeRooms.chatBox(id)))
      })
      .catch((error: unknown) => {
        log.error({ err: error, userId: caller.userId, ticketId: id }, 'realtime chat box check failed')
      })
  })
  socket.on('joinChatBoxLeave', (ticketId) => {
    const id = toTicketId(ticketId)
    if (id !== undefined) socket.leave(room(realtimeRooms.chatBox(id)))
  })
  socket.on('userStatus', () => {
    const now = Date.now()
    if (!options.onHeartbeat || now - socket.data.lastHeartbeatAt < heartbeatMinIntervalMs) return
    socket.data.lastHeartbeatAt = now
    options.onHeartbeat(caller).catch((error: unknown) => {
      log.error({ err: error, userId: caller.userId }, 'realtime heartbeat handler failed')
    })
  })
  // Every handler is attached: the family's clients (Ticketz's socket manager) wait for `ready`
  // before joining rooms again after a reconnection. It names the socket's user and company.
  socket.emit('ready', { userId: caller.userId, companyId: caller.companyId })
  socket.on('disconnect', () => {
    // Another tab of the same user on this node keeps them present; tabs on other nodes are asked
    // by the realtime server's onDisconnect.
    const stillHere = socket.nsp.adapter.rooms.get(room(realtimeRooms.user(caller.userId)))?.size ?? 0
    if (stillHere > 0) return
    options.onDisconnect?.(caller).catch((error: unknown) => {
      log.error({ err: error, userId: caller.userId }, 'realtime disconnect handler failed')
    })
  })
}

function isStatus(value: unknown): value is string {
  return typeof value === 'string' && statusPattern.test(value)
}

/** Ticket ids arrive as numbers or numeric strings depending on the client. */
function toTicketId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !ticketIdPattern.test(text)) return undefined
  const id = Number(text)
  return Number.isSafeInteger(id) ? id : undefined
}
