import { realtimeRooms } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { RealtimeServer } from '../../kernel/realtime/realtime-server.ts'
import type { ITicket } from './entities.ts'
import { canViewerSee, loadUserViewer, type TicketViewer } from './ticket-visibility.ts'

const chatBoxRoomPattern = /^ticket:([1-9]\d{0,15})$/

/** The ticket id of a chat box room (`ticket:{id}`, joined with `joinChatBox`); undefined for other rooms. */
export function chatBoxTicketId(room: string): number | undefined {
  const match = chatBoxRoomPattern.exec(room)
  return match ? Number(match[1]) : undefined
}

/**
 * The current rights of each user met during one check, read once. A socket's own caller is not
 * used: it was resolved at the handshake and misses any change of switches or queues since.
 */
export function freshViewers(em: Em): (userId: number) => Promise<TicketViewer | undefined> {
  const viewers = new Map<number, Promise<TicketViewer | undefined>>()
  return (userId) => {
    let viewer = viewers.get(userId)
    if (!viewer) {
      viewer = loadUserViewer(em, userId)
      viewers.set(userId, viewer)
    }
    return viewer
  }
}

/**
 * After tickets' owner, queue or status changed: the sockets that have one of them open (its chat
 * box room) but may no longer see it leave the room, so they hear neither its next messages nor
 * its update. Joining is checked once (`joinChatBox`); without this, an attendant who had a pending
 * ticket open kept receiving it after a colleague accepted it. Call before announcing the change.
 * Returns, per ticket id, the ids of the sockets that left (each is also a room reaching only that
 * socket, to send them the delete). `em` must be scoped to the tickets' company.
 */
export async function evictFromChatBoxes(
  realtime: RealtimeServer,
  em: Em,
  tickets: ITicket[],
): Promise<Map<number, string[]>> {
  const evicted = new Map<number, string[]>()
  if (tickets.length === 0) return evicted
  const byRoom = new Map(tickets.map((ticket) => [realtimeRooms.chatBox(ticket.id), ticket]))
  const viewerOf = freshViewers(em)
  const evictions = await realtime.evictFromRooms(tickets[0]!.companyId, {
    within: [...byRoom.keys()],
    rechecks: (room) => byRoom.has(room),
    mayStay: async (caller, room) => {
      const viewer = await viewerOf(caller.userId)
      return viewer !== undefined && canViewerSee(viewer, byRoom.get(room)!)
    },
  })
  for (const { room, socketId } of evictions) {
    const ticketId = byRoom.get(room)!.id
    evicted.set(ticketId, [...(evicted.get(ticketId) ?? []), socketId])
  }
  return evicted
}
