import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client'
import type { paths } from './generated/api.ts'

/** A help video, as the API answers it. */
export type Help = paths['/api/helps/{id}']['get']['responses'][200]['content']['application/json']

/** A record carried by a live event; its exact shape is the matching API answer's. */
export type RealtimeRecord = { id: number } & Record<string, unknown>

/** The common shape of live events: an action and whatever the action carries. */
export interface RealtimeEvent<Action extends string = string> {
  action: Action
  [key: string]: unknown
}

/** `company-{id}-ticket`: a ticket changed, or leaves the lists that show it. */
export interface TicketEvent
  extends RealtimeEvent<'create' | 'update' | 'delete' | 'removeFromList' | 'updateUnread'> {
  /** With `create` and `update`. */
  ticket?: RealtimeRecord
  /** With `delete` and `removeFromList`. */
  ticketId?: number
  /**
   * With `delete`, when the ticket was folded into another one of the same person (their
   * contacts were merged): the ticket that now holds its messages.
   */
  mergedInto?: { id: number; uuid: string }
}

/** `company-{id}-appMessage`: a message of a ticket was created, changed or deleted. */
export interface AppMessageEvent extends RealtimeEvent<'create' | 'update' | 'delete'> {
  message?: RealtimeRecord
  ticket?: RealtimeRecord
  contact?: RealtimeRecord
  /** With `delete`: the message that was removed, and its ticket. */
  messageId?: number
  ticketId?: number
}

/** `company-{id}-contact`. */
export interface ContactEvent extends RealtimeEvent<'create' | 'update' | 'delete'> {
  contact?: RealtimeRecord
  contactId?: number
}

/** `company-{id}-user`. */
export interface UserEvent extends RealtimeEvent<'create' | 'update' | 'delete'> {
  user?: RealtimeRecord
  userId?: number
}

/** `company-{id}-auth`: this session was ended (another login, a password reset); log out. */
export interface AuthEvent {
  action: 'logout'
  message: string
}

/** `company-{id}-help` (plugin helps). */
export type HelpEvent = { action: 'create' | 'update'; help: Help } | { action: 'delete'; helpId: number }

/**
 * The events the server sends (inbox.md §7, administration.md realtime list, and the shipped
 * plugins'). They are named after the company, e.g. `company-1-ticket`.
 *
 * @example
 * socket.on(`company-${companyId}-ticket`, (event) => {
 *   if (event.action === 'delete') removeTicket(event.ticketId)
 * })
 */
export interface ServerToClientEvents {
  [event: `company-${number}-ticket`]: (event: TicketEvent) => void
  [event: `company-${number}-appMessage`]: (event: AppMessageEvent) => void
  [event: `company-${number}-contact`]: (event: ContactEvent) => void
  [event: `company-${number}-user`]: (event: UserEvent) => void
  [event: `company-${number}-auth`]: (event: AuthEvent) => void
  [event: `company-${number}-help`]: (event: HelpEvent) => void
  [event: `company-${number}-chat`]: (event: RealtimeEvent) => void
  [event: `company-${number}-chat-${number}`]: (event: RealtimeEvent) => void
  [event: `company-${number}-chat-user-${number}`]: (event: RealtimeEvent) => void
  [event: `company-${number}-whatsapp`]: (event: RealtimeEvent) => void
  [event: `company-${number}-whatsappSession`]: (event: RealtimeEvent) => void
  [event: `company-${number}-queue`]: (event: RealtimeEvent) => void
  [event: `company-${number}-tag`]: (event: RealtimeEvent) => void
  [event: `company-${number}-ContactList`]: (event: RealtimeEvent) => void
  [event: `company-${number}-ContactListItem`]: (event: RealtimeEvent) => void
  [event: `company-${number}-quickemessage`]: (event: RealtimeEvent) => void
  [event: `company-${number}-schedule`]: (event: RealtimeEvent) => void
  [event: `company-${number}-campaign`]: (event: RealtimeEvent) => void
  [event: `company-${number}-prompt`]: (event: RealtimeEvent) => void
  [event: `company-${number}-payment`]: (event: RealtimeEvent) => void
  [event: `company-${number}-queueIntegration`]: (event: RealtimeEvent) => void
  [event: `company-${number}-file`]: (event: RealtimeEvent) => void
  [event: `importMessages-${number}`]: (event: RealtimeEvent) => void
  'company-announcement': (event: RealtimeEvent) => void
}

/** Ticket statuses a socket can follow with `joinTickets` (any other short name is accepted too). */
export type TicketStatus = 'pending' | 'open' | 'closed' | 'group' | 'lgpd' | 'nps' | (string & {})

/**
 * The events a client sends (inbox.md §7). None is answered.
 *
 * @example
 * socket.emit('joinTickets', 'open')
 * socket.emit('joinChatBox', ticket.id)
 */
export interface ClientToServerEvents {
  /** Follow the company's notifications. */
  joinNotification: () => void
  leaveNotification: () => void
  /** Follow the tickets of one status. */
  joinTickets: (status: TicketStatus) => void
  leaveTickets: (status: TicketStatus) => void
  /** Follow the messages of one ticket. */
  joinChatBox: (ticketId: number | string) => void
  joinChatBoxLeave: (ticketId: number | string) => void
  /** The presence heartbeat; the web app sends it every 5 minutes. */
  userStatus: () => void
}

/** A socket.io-client socket typed with Atendo's events. */
export type AtendoSocket = Socket<ServerToClientEvents, ClientToServerEvents>

/** Handshake refusals that a fresh access token cures (the `connect_error` message is the code). */
const tokenErrors = new Set(['ERR_INVALID_TOKEN', 'ERR_SESSION_EXPIRED'])

export interface RealtimeOptions {
  /** Where the API is, e.g. `https://atendo.example.com`. */
  baseUrl: string
  /** The company whose namespace (`/{companyId}`) to join; it must be the token's company. */
  companyId: number
  /** The access token, or a function read on every (re)connection, e.g. `() => atendo.token`. */
  token: string | (() => string | undefined | Promise<string | undefined>)
  /** Sent as the `userId` query parameter, as the web app does. */
  userId?: number
  /**
   * Called when the server refuses the handshake because the token is invalid or expired; when it
   * resolves true the socket connects again (socket.io does not retry refused handshakes by itself).
   * Pass `() => atendo.refresh()` together with `token: () => atendo.token`.
   */
  refresh?: () => Promise<boolean>
  /** Any other socket.io-client option. */
  socket?: Partial<ManagerOptions & SocketOptions>
}

/**
 * Opens the company's realtime socket: namespace `/{companyId}` on `/socket.io`, the access token
 * in the handshake, reconnecting every second without a limit (inbox.md §7).
 *
 * @example
 * const socket = connectRealtime({
 *   baseUrl: 'http://localhost:8080',
 *   companyId: me.companyId,
 *   token: () => atendo.token,
 *   refresh: () => atendo.refresh(),
 * })
 * socket.on(`company-${me.companyId}-help`, (event) => console.log(event.action))
 * socket.emit('joinNotification')
 */
export function connectRealtime(options: RealtimeOptions): AtendoSocket {
  const { token } = options
  const base = new URL(options.baseUrl)
  // The namespace is the URL's path for socket.io, so a base path goes into the socket.io path.
  const basePath = base.pathname.replace(/\/+$/, '')
  const auth: SocketOptions['auth'] =
    typeof token === 'function'
      ? (callback) => {
          Promise.resolve(token()).then(
            (value) => callback({ token: value }),
            () => callback({}),
          )
        }
      : { token }
  const socket: AtendoSocket = io(`${base.origin}/${options.companyId}`, {
    path: `${basePath}/socket.io`,
    auth,
    query: options.userId === undefined ? undefined : { userId: String(options.userId) },
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    ...options.socket,
  })
  const { refresh } = options
  if (refresh) {
    // One refresh per refusal streak, so a token the server keeps refusing does not loop.
    let refreshedSinceConnect = false
    socket.on('connect', () => {
      refreshedSinceConnect = false
    })
    socket.on('connect_error', (error) => {
      if (socket.active || refreshedSinceConnect || !tokenErrors.has(error.message)) return
      refreshedSinceConnect = true
      refresh().then(
        (refreshed) => {
          if (refreshed) socket.connect()
        },
        () => {},
      )
    })
  }
  return socket
}
