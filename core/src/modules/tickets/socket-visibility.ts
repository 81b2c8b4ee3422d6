import { companyEm, type Orm } from '../../kernel/db/orm.ts'
import type { Caller } from '../../plugin-api/caller.ts'
import { Ticket } from './entities.ts'
import { audienceRoomsOf } from './ticket-audience.ts'
import { canCallerSeeTicket, loadViewer } from './ticket-visibility.ts'

/**
 * What the realtime server asks about tickets: the visibility rooms a user's sockets join when they
 * connect (admins are already in the admins room, which hears every ticket), and whether a socket
 * may join one ticket's room. Queue membership and switches are read at connection time; a user
 * whose queues or switches change sees the change on their next connection.
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
      return ticket !== null && (await canCallerSeeTicket(em, caller, ticket))
    },
  }
}
