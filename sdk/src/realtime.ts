import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client'
import type {
  Announcement,
  Campaign,
  CampaignReport,
  Connection,
  Contact,
  ContactList,
  ContactListItem,
  Help,
  InternalChat,
  InternalChatMessage,
  Message,
  Queue,
  QuickMessage,
  Schedule,
  Setting,
  Tag,
  Ticket,
  User,
} from './records.ts'

/**
 * `company-{id}-ticket`: a ticket changed (created, accepted, moved, resolved, read...) and is to
 * be shown as it is now, or the socket can no longer see it (deleted, or moved out of its sight).
 * The ticket is the view `GET /api/tickets/{id}` answers (numbers masked for profile users when the
 * company hides them).
 */
export type TicketEvent =
  | { action: 'update'; ticket: Ticket }
  | {
      action: 'delete'
      ticketId: number
      /**
       * When the ticket was folded into another one of the same person (their contacts were
       * merged): the ticket that now holds its messages.
       */
      mergedInto?: { id: number; uuid: string }
    }

/**
 * `company-{id}-appMessage`: a message of a ticket was created, changed (ack, edit, reaction) or
 * removed. `create` and `update` carry the ticket as it is now, so lists follow its last message
 * and unread count.
 */
export type AppMessageEvent =
  | { action: 'create' | 'update'; message: Message; ticket: Ticket; contact: Ticket['contact'] }
  | { action: 'delete'; messageId: number; ticketId: number; message: { id: number; ticketId: number } }

/** `company-{id}-contact`: a contact was created, changed or deleted (merged contacts are deleted). */
export type ContactEvent =
  | { action: 'create' | 'update'; contact: Contact }
  | { action: 'delete'; contactId: number }

/** `company-{id}-user`: a user was created, changed or deleted. */
export type UserEvent = { action: 'create' | 'update'; user: User } | { action: 'delete'; userId: number }

/** `company-{id}-queue`: a queue (or its chatbot options) was created, changed or deleted. */
export type QueueEvent = { action: 'create' | 'update'; queue: Queue } | { action: 'delete'; queueId: number }

/** `company-{id}-tag`: a tag or kanban lane was created, changed or deleted. */
export type TagEvent = { action: 'create' | 'update'; tag: Tag } | { action: 'delete'; tagId: number }

/** `company-{id}-schedule`: a scheduled message was created, changed (sent, failed) or deleted. */
export type ScheduleEvent =
  | { action: 'create' | 'update'; schedule: Schedule }
  | { action: 'delete'; scheduleId: number }

/**
 * `company-{id}-quickemessage` (sic): a quick reply was created, changed or deleted. A private
 * one is told to its owner only; when it becomes private the others hear a `delete`.
 */
export type QuickMessageEvent =
  | { action: 'create' | 'update'; record: QuickMessage }
  | { action: 'delete'; id: number }

/**
 * `company-{id}-whatsapp`: a connection was created, changed or deleted. Told only to those who
 * manage connections (admins, and users with `allowConnections`).
 */
export type ConnectionEvent =
  | { action: 'create' | 'update'; whatsapp: Connection }
  | { action: 'delete'; whatsappId: number }

/** `company-{id}-whatsappSession`: a connection's session status or QR code changed (same audience). */
export interface ConnectionSessionEvent {
  action: 'update'
  session: Connection
}

/** `company-{id}-settings`: a company option or a global setting was changed. */
export interface SettingEvent {
  action: 'update'
  setting: Setting
}

/**
 * `importMessages-{companyId}` (plugin channel-whatsapp), to admins: the history import of
 * connection `connectionId` progressed (`this` of `all` messages imported, up to `date`; both -1
 * while it prepares), or finished or had its tickets closed (`refresh`: read the connections again).
 */
export type ImportMessagesEvent = { connectionId: number } & (
  | { action: 'update'; status: { this: number; all: number; date: string } }
  | { action: 'refresh' }
)

/** `company-{id}-auth`: this session was ended (another login, a password reset); log out. */
export interface AuthEvent {
  action: 'logout'
  message: string
  /** Why: 'replaced' (a login in another browser), 'logout', 'password-reset', 'user-deleted', 'refresh-token-reused'. */
  reason?: string
  /** The session's user (the family's clients compare it with theirs). */
  user?: { id: number }
}

/** `company-{id}-help` (plugin helps), in every company. */
export type HelpEvent = { action: 'create' | 'update'; help: Help } | { action: 'delete'; helpId: number }

/**
 * `company-announcement` (plugin announcements), in every company. An announcement made inactive
 * is told as deleted.
 */
export type AnnouncementEvent =
  | { action: 'create' | 'update'; record: Announcement }
  | { action: 'delete'; id: number }

/**
 * `company-{id}-chat-user-{userId}` (plugin internal-chat): one of this user's chats was created,
 * changed (renamed, members, read) or deleted (or the user left it).
 */
export type ChatUserEvent =
  | { action: 'create' | 'update'; record: InternalChat }
  | { action: 'delete'; id: number }

/**
 * `company-{id}-chat-{chatId}` and `company-{id}-chat` (plugin internal-chat), to the chat's
 * members only: a new message (with the chat and its unread counts), or a deleted chat.
 */
export type ChatEvent =
  | { action: 'new-message'; newMessage: InternalChatMessage; chat: InternalChat }
  | { action: 'delete'; id: number }

/** `company-{id}-ContactList` (plugin campaigns): a contact list was created, changed or deleted. */
export type ContactListEvent =
  | { action: 'create' | 'update'; record: ContactList }
  | { action: 'delete'; record: { id: number } }

/**
 * `company-{id}-ContactListItem` (plugin campaigns): a list's person was created, changed or
 * deleted; during an import, `progress` (rows written so far), then `reload` once it is written.
 */
export type ContactListItemEvent =
  | { action: 'create' | 'update'; record: ContactListItem }
  | { action: 'delete'; record: { id: number; contactListId?: number } }
  | { action: 'reload'; record: { contactListId: number } }
  | { action: 'progress'; progress: { contactListId: number; done: number; total: number } }

/**
 * `company-{id}-campaign` (plugin campaigns): a campaign was created, changed (status, a message
 * sent: the record carries its `progress`) or deleted.
 */
export type CampaignEvent =
  | { action: 'create' | 'update'; record: Campaign & { progress?: CampaignReport['progress'] } }
  | { action: 'delete'; id: number }

/**
 * `company-{id}-payment` (plugin billing): a provider confirmed a payment; the company's licence
 * now runs to `company.dueDate` (administration.md §7).
 */
export interface PaymentEvent {
  action: 'CONCLUIDA'
  company: { id: number; dueDate: string }
}

/**
 * The events the server sends: core's and those of the plugins shipped with it. They are named
 * after the company, e.g. `company-1-ticket`; the records they carry are the API's answers
 * (`Ticket`, `Message`, ...).
 *
 * @example
 * socket.on(`company-${companyId}-ticket`, (event) => {
 *   if (event.action === 'delete') removeTicket(event.ticketId)
 *   else showTicket(event.ticket)
 * })
 */
export interface ServerToClientEvents {
  [event: `company-${number}-ticket`]: (event: TicketEvent) => void
  [event: `company-${number}-appMessage`]: (event: AppMessageEvent) => void
  [event: `company-${number}-contact`]: (event: ContactEvent) => void
  [event: `company-${number}-user`]: (event: UserEvent) => void
  [event: `company-${number}-queue`]: (event: QueueEvent) => void
  [event: `company-${number}-tag`]: (event: TagEvent) => void
  [event: `company-${number}-schedule`]: (event: ScheduleEvent) => void
  [event: `company-${number}-quickemessage`]: (event: QuickMessageEvent) => void
  [event: `company-${number}-whatsapp`]: (event: ConnectionEvent) => void
  [event: `company-${number}-whatsappSession`]: (event: ConnectionSessionEvent) => void
  [event: `company-${number}-settings`]: (event: SettingEvent) => void
  [event: `company-${number}-auth`]: (event: AuthEvent) => void
  [event: `company-${number}-help`]: (event: HelpEvent) => void
  [event: `company-${number}-chat`]: (event: ChatEvent) => void
  [event: `company-${number}-chat-${number}`]: (event: ChatEvent) => void
  [event: `company-${number}-chat-user-${number}`]: (event: ChatUserEvent) => void
  [event: `importMessages-${number}`]: (event: ImportMessagesEvent) => void
  [event: `company-${number}-ContactList`]: (event: ContactListEvent) => void
  [event: `company-${number}-ContactListItem`]: (event: ContactListItemEvent) => void
  [event: `company-${number}-campaign`]: (event: CampaignEvent) => void
  [event: `company-${number}-payment`]: (event: PaymentEvent) => void
  'company-announcement': (event: AnnouncementEvent) => void
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
