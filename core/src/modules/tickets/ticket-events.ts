import type { Em } from '../../kernel/db/orm.ts'
import { type RealtimeApi, realtimeRooms } from '../../plugin-api/realtime.ts'
import type { ITicket } from './entities.ts'
import { ticketAudience } from './ticket-audience.ts'
import { loadTicketViews, type TicketView } from './ticket-view.ts'

/** The live event of a ticket's company: `company-{id}-ticket`. */
export const ticketEvent = (companyId: number) => `company-${companyId}-ticket`

/**
 * Tells the sockets allowed to see a ticket that it changed (created, moved, updated). When its
 * visibility changed (new queue or owner), pass the previous state so those who lost it hear a delete.
 */
export async function emitTicketUpdate(
  realtime: RealtimeApi,
  em: Em,
  ticket: ITicket,
  previous?: { userId?: number | null; queueId?: number | null },
): Promise<TicketView> {
  const [view] = await loadTicketViews(em, [ticket])
  const audience = ticketAudience(ticket)
  realtime
    .toRooms(ticket.companyId, [...audience, realtimeRooms.chatBox(ticket.id)])
    .emit(ticketEvent(ticket.companyId), { action: 'update', ticket: view })
  if (previous) {
    const before = ticketAudience({ ...ticket, ...previous })
    const lost = before.filter((room) => !audience.includes(room))
    let target = realtime.toRooms(ticket.companyId, lost)
    for (const room of audience) target = target.except(room)
    if (lost.length > 0) target.emit(ticketEvent(ticket.companyId), { action: 'delete', ticketId: ticket.id })
  }
  return view!
}

/** Tells the sockets that could see a ticket that it is gone. */
export function emitTicketDelete(realtime: RealtimeApi, ticket: ITicket): void {
  realtime
    .toRooms(ticket.companyId, [...ticketAudience(ticket), realtimeRooms.chatBox(ticket.id)])
    .emit(ticketEvent(ticket.companyId), { action: 'delete', ticketId: ticket.id })
}
