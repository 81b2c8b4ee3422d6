/**
 * Sending live events to browsers. Every company has its own socket.io namespace (`/{companyId}`);
 * inside it, rooms follow the specification: `notification`, the ticket statuses joined with
 * `joinTickets`, a ticket id joined with `joinChatBox`, and `user:{id}` for one user's sockets.
 *
 * @example
 * realtime.toCompany(ticket.companyId).emit(`company-${ticket.companyId}-ticket`, { action: 'update', ticket })
 * realtime.toRoom(companyId, String(ticket.id)).emit(`company-${companyId}-appMessage`, payload)
 */
export interface RealtimeApi {
  /** Every socket of one company. */
  toCompany(companyId: number): RealtimeTarget
  /** The sockets of one company that joined a room. */
  toRoom(companyId: number, room: string): RealtimeTarget
  /** The sockets that joined any of these rooms (each socket gets the event once). */
  toRooms(companyId: number, rooms: string[]): RealtimeTarget
  /** The sockets of one user. */
  toUser(companyId: number, userId: number): RealtimeTarget
  /** The sockets of one company's admins (profile admin or super). */
  toAdmins(companyId: number): RealtimeTarget
  /**
   * Every socket of every company: for platform-wide data the super admin manages (help videos,
   * announcements), which each company's screens show. The event name may depend on the company,
   * as the specification names most events `company-{id}-...`.
   *
   * @example
   * await realtime.toAllCompanies().emit((companyId) => `company-${companyId}-help`, { action: 'create', help })
   * await realtime.toAllCompanies().emit('company-announcement', { action: 'delete', id })
   */
  toAllCompanies(): AllCompaniesTarget
}

/**
 * Where a platform-wide event goes: each company's namespace, under a name fit for it.
 *
 * @example
 * await realtime.toAllCompanies().emit((companyId) => `company-${companyId}-help`, { action: 'delete', helpId })
 */
export interface AllCompaniesTarget {
  /** Resolves once the event has been handed to every company's namespace (on every node). */
  emit(event: string | ((companyId: number) => string), payload: unknown): Promise<void>
}

/**
 * Where an event goes; chain `except` to leave a room out.
 *
 * @example
 * realtime.toCompany(companyId).except(realtimeRooms.admins).emit(`company-${companyId}-widget`, payload)
 */
export interface RealtimeTarget {
  emit(event: string, payload: unknown): void
  except(room: string): RealtimeTarget
}

/**
 * The room names a socket joins through the specification's client events (`joinNotification`,
 * `joinTickets`, `joinChatBox`...), and the per-user and admin rooms the kernel joins it to.
 *
 * @example
 * realtime.toRoom(companyId, realtimeRooms.chatBox(ticketId)).emit(`company-${companyId}-appMessage`, payload)
 * realtime.toRoom(companyId, realtimeRooms.ticketStatus('pending')).emit(`company-${companyId}-ticket`, payload)
 */
export const realtimeRooms = {
  notification: 'notification',
  admins: 'admins',
  user: (userId: number) => `user:${userId}`,
  ticketStatus: (status: string) => `status:${status}`,
  chatBox: (ticketId: number | string) => `ticket:${ticketId}`,
} as const
