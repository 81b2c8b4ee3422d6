import { realtimeRooms } from '@atendo/plugin-api'
import type { TicketStatus } from './entities.ts'

/**
 * Ticket visibility as socket rooms. A socket joins the rooms of what its user may see when it
 * connects (`audienceRoomsOf`), a ticket event goes to the rooms of the ticket (`ticketAudience`),
 * and the two meet exactly when `canViewerSee` (ticket-visibility.ts) says the user may see the
 * ticket; ticket-visibility.test.ts checks that equivalence over every combination.
 *
 * A ticket is "claimed" when someone owns it and it is not waiting (pending): others' claimed
 * tickets need allUserChat (within the user's queues) or allHistoric (any queue).
 */
export function ticketAudience(ticket: {
  userId?: number | null
  queueId?: number | null
  isGroup: boolean
  /** Without it, a ticket with an owner counts as claimed. */
  status?: TicketStatus | string
}): string[] {
  const rooms: string[] = [realtimeRooms.admins]
  // Waiting for the contact's LGPD consent: admins only (ticket-visibility.ts).
  if (ticket.status === 'lgpd') return rooms
  if (ticket.userId) rooms.push(realtimeRooms.user(ticket.userId))
  const queueId = ticket.queueId ?? null
  if (ticket.isGroup) {
    if (queueId === null) rooms.push(ticketRooms.groups)
    else rooms.push(ticketRooms.groupsOfQueue(queueId), ticketRooms.allGroups)
    return rooms
  }
  const claimed = isClaimed(ticket)
  if (queueId === null) {
    rooms.push(claimed ? ticketRooms.withoutQueueClaimed : ticketRooms.withoutQueue)
    return rooms
  }
  rooms.push(
    claimed ? ticketRooms.queueClaimed(queueId) : ticketRooms.queue(queueId),
    ticketRooms.allHistoric,
  )
  return rooms
}

/** True when an attendant owns the ticket and it is not waiting in its queue. */
export function isClaimed(ticket: { userId?: number | null; status?: string }): boolean {
  return ticket.userId != null && ticket.status !== 'pending'
}

/** Room names of ticket visibility. */
const ticketRooms = {
  /** Waiting (unclaimed) tickets of a queue: the queue's attendants. */
  queue: (queueId: number) => `queue:${queueId}`,
  /** Others' claimed tickets of a queue: the queue's attendants with allUserChat. */
  queueClaimed: (queueId: number) => `queue:${queueId}:claimed`,
  /** Waiting tickets without a queue: users with allTicket. */
  withoutQueue: 'queue:none',
  /** Others' claimed tickets without a queue: allTicket plus allUserChat or allHistoric. */
  withoutQueueClaimed: 'queue:none:claimed',
  /** Every ticket with a queue, whoever owns it: allHistoric. */
  allHistoric: 'tickets:all',
  /** Group tickets without a queue: allowGroup. */
  groups: 'tickets:groups',
  /** Group tickets of a queue: its attendants with allowGroup. */
  groupsOfQueue: (queueId: number) => `groups:queue:${queueId}`,
  /** Group tickets of any queue: allowGroup plus allHistoric. */
  allGroups: 'groups:all',
} as const

/** Whether a room is one of ticket visibility (its sockets' membership follows the user's rights). */
export function isAudienceRoom(room: string): boolean {
  return room === realtimeRooms.admins || /^(queue|tickets|groups):/.test(room)
}

/** The visibility rooms a user's sockets join (their queues and switches), besides their own `user:{id}`. */
export function audienceRoomsOf(user: {
  queueIds: number[]
  allTicket: boolean
  allHistoric: boolean
  allowGroup: boolean
  allUserChat?: boolean
}): string[] {
  const rooms: string[] = []
  for (const queueId of user.queueIds) {
    rooms.push(ticketRooms.queue(queueId))
    if (user.allUserChat) rooms.push(ticketRooms.queueClaimed(queueId))
    if (user.allowGroup) rooms.push(ticketRooms.groupsOfQueue(queueId))
  }
  if (user.allTicket) rooms.push(ticketRooms.withoutQueue)
  if (user.allTicket && (user.allUserChat || user.allHistoric)) rooms.push(ticketRooms.withoutQueueClaimed)
  if (user.allHistoric) rooms.push(ticketRooms.allHistoric)
  if (user.allowGroup) rooms.push(ticketRooms.groups)
  if (user.allowGroup && user.allHistoric) rooms.push(ticketRooms.allGroups)
  return rooms
}
