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
}

/** Where an event goes; chain `except` to leave a room out. */
export interface RealtimeTarget {
  emit(event: string, payload: unknown): void
  except(room: string): RealtimeTarget
}

/** The room names a socket joins through the specification's client events. */
export const realtimeRooms = {
  notification: 'notification',
  admins: 'admins',
  user: (userId: number) => `user:${userId}`,
  ticketStatus: (status: string) => `status:${status}`,
  chatBox: (ticketId: number | string) => `ticket:${ticketId}`,
} as const
