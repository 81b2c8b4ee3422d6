import type { Caller } from '@atendo/plugin-api'
import { realtimeRooms } from '@atendo/plugin-api'
import { companyEm, type Em, type Orm } from '../../kernel/db/orm.ts'
import type { RealtimeServer } from '../../kernel/realtime/realtime-server.ts'
import { UserQueue } from '../queues/index.ts'
import type { IUser } from '../users/index.ts'
import { chatBoxTicketId, freshViewers } from './chat-box-eviction.ts'
import { type ITicket, Ticket } from './entities.ts'
import { audienceRoomsOf, isAudienceRoom } from './ticket-audience.ts'
import { ticketEvent } from './ticket-events.ts'
import { canViewerSee, loadUserViewer, loadViewer } from './ticket-visibility.ts'

/**
 * What the realtime server asks about tickets: the visibility rooms a user's sockets join when they
 * connect (admins are already in the admins room, which hears every ticket), and whether a socket
 * may join one ticket's room. Queue membership and switches are read at connection time; when an
 * admin changes them, `regroupUserSockets` moves the user's open sockets.
 *
 * @example
 * createRealtimeServer({ ..., ...socketTicketVisibility(() => orm) })
 */
export function socketTicketVisibility(orm: () => Orm) {
  return {
    async roomsFor(caller: Caller): Promise<string[]> {
      if (caller.profile === 'admin' || caller.super) return []
      return audienceRoomsOf(await loadViewer(companyEm(orm(), caller.companyId), caller))
    },
    async canJoinChatBox(caller: Caller, ticketId: number): Promise<boolean> {
      const em = companyEm(orm(), caller.companyId)
      const ticket = await em.findOne(Ticket, { id: ticketId })
      if (!ticket) return false
      // The user's rights as they are now: the socket's caller dates from its handshake.
      const viewer = await loadUserViewer(em, caller.userId)
      return viewer !== undefined && canViewerSee(viewer, ticket)
    },
  }
}

/**
 * After a user's profile, queues or switches changed: their open sockets (on every node) leave the
 * ticket rooms they may no longer hear and join the ones they now may, so the lists stay right
 * without a reconnection; a conversation they had open and may no longer see is left too, and
 * they hear that ticket's delete. `em` must be scoped to the user's company.
 */
export async function regroupUserSockets(realtime: RealtimeServer, em: Em, user: IUser): Promise<void> {
  const isAdmin = user.profile === 'admin' || user.super
  const queueIds = isAdmin ? [] : (await em.find(UserQueue, { userId: user.id })).map((link) => link.queueId)
  const rooms = isAdmin
    ? [realtimeRooms.admins]
    : audienceRoomsOf({
        queueIds,
        allTicket: user.allTicket === 'enabled',
        allowGroup: user.allowGroup === 'enabled',
        allHistoric: user.allHistoric === 'enabled',
        allUserChat: user.allUserChat === 'enabled',
      })
  await realtime.regroupUser(user.companyId, user.id, rooms, isAudienceRoom)
  await leaveHiddenChatBoxes(realtime, em, user)
}

/** The chat box rooms a user's sockets are in whose ticket the user may no longer see. */
async function leaveHiddenChatBoxes(realtime: RealtimeServer, em: Em, user: IUser): Promise<void> {
  const viewerOf = freshViewers(em)
  const tickets = new Map<number, Promise<ITicket | null>>()
  const ticketOf = (id: number) => {
    if (!tickets.has(id)) tickets.set(id, em.findOne(Ticket, { id }))
    return tickets.get(id)!
  }
  const evictions = await realtime.evictFromRooms(user.companyId, {
    within: [realtimeRooms.user(user.id)],
    rechecks: (room) => chatBoxTicketId(room) !== undefined,
    mayStay: async (caller, room) => {
      const viewer = await viewerOf(caller.userId)
      const ticket = await ticketOf(chatBoxTicketId(room)!)
      return viewer !== undefined && ticket !== null && canViewerSee(viewer, ticket)
    },
  })
  for (const { socketId, room } of evictions) {
    realtime
      .toRoom(user.companyId, socketId)
      .emit(ticketEvent(user.companyId), { action: 'delete', ticketId: chatBoxTicketId(room) })
  }
}
