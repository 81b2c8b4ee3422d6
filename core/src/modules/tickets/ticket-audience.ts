import { realtimeRooms } from '../../plugin-api/realtime.ts'

/**
 * Rooms whose sockets may see a ticket. A socket joins the rooms of what its user may see when it
 * connects (see `audienceRoomsOf`), so a ticket event reaches exactly the allowed sockets:
 * admins, the owner, the queue's attendants, those who see tickets without a queue (allTicket),
 * and those who see every queue's history (allHistoric).
 */
export function ticketAudience(ticket: {
  userId?: number | null
  queueId?: number | null
  isGroup: boolean
}): string[] {
  const rooms: string[] = [realtimeRooms.admins, ticketRooms.allHistoric]
  if (ticket.userId) rooms.push(realtimeRooms.user(ticket.userId))
  rooms.push(ticket.queueId ? ticketRooms.queue(ticket.queueId) : ticketRooms.withoutQueue)
  if (ticket.isGroup) rooms.push(ticketRooms.groups)
  return rooms
}

/** Room names of ticket visibility. */
export const ticketRooms = {
  queue: (queueId: number) => `queue:${queueId}`,
  withoutQueue: 'queue:none',
  allHistoric: 'tickets:all',
  groups: 'tickets:groups',
} as const

/** The visibility rooms a user's sockets join (their queues and switches). */
export function audienceRoomsOf(user: {
  queueIds: number[]
  allTicket: boolean
  allHistoric: boolean
  allowGroup: boolean
}): string[] {
  const rooms = user.queueIds.map(ticketRooms.queue)
  if (user.allTicket) rooms.push(ticketRooms.withoutQueue)
  if (user.allHistoric) rooms.push(ticketRooms.allHistoric)
  if (user.allowGroup) rooms.push(ticketRooms.groups)
  return rooms
}
