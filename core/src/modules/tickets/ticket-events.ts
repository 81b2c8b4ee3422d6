import type { Em } from '../../kernel/db/orm.ts'
import { type RealtimeApi, realtimeRooms } from '../../plugin-api/realtime.ts'
import { companyHidesNumbers } from '../contacts/number-privacy.ts'
import type { ITicket } from './entities.ts'
import { ticketAudience } from './ticket-audience.ts'
import { maskTicketView } from './ticket-privacy.ts'
import { loadTicketViews, type TicketView } from './ticket-view.ts'

/** The live event of a ticket's company: `company-{id}-ticket`. */
export const ticketEvent = (companyId: number) => `company-${companyId}-ticket`

/** What decided who could see a ticket before a change (owner, queue, status). */
export interface TicketAudienceBefore {
  userId?: number | null
  queueId?: number | null
  status?: string
}

/**
 * Tells the sockets allowed to see a ticket that it changed (created, moved, updated). When its
 * visibility may have changed (new queue, owner or status), pass the previous state so those who
 * lost it hear a delete. `em` must be scoped to the ticket's company.
 */
export async function emitTicketUpdate(
  realtime: RealtimeApi,
  em: Em,
  ticket: ITicket,
  previous?: TicketAudienceBefore,
): Promise<TicketView> {
  const [view] = await loadTicketViews(em, [ticket])
  const hideNumbers = await companyHidesNumbers(em)
  emitView(realtime, ticket, view!, hideNumbers, previous)
  return view!
}

/** The same for many tickets of one company (bulk closing), with one query per related table. */
export async function emitTicketUpdates(
  realtime: RealtimeApi,
  em: Em,
  changes: { ticket: ITicket; previous?: TicketAudienceBefore }[],
): Promise<void> {
  if (changes.length === 0) return
  const views = await loadTicketViews(
    em,
    changes.map((change) => change.ticket),
  )
  const hideNumbers = await companyHidesNumbers(em)
  changes.forEach((change, index) => {
    emitView(realtime, change.ticket, views[index]!, hideNumbers, change.previous)
  })
}

function emitView(
  realtime: RealtimeApi,
  ticket: ITicket,
  view: TicketView,
  hideNumbers: boolean,
  previous?: TicketAudienceBefore,
): void {
  const { companyId } = ticket
  const audience = [...ticketAudience(ticket), realtimeRooms.chatBox(ticket.id)]
  if (hideNumbers) {
    // LGPD: admins get the number, every other socket (profile users) the masked view.
    realtime
      .toRoom(companyId, realtimeRooms.admins)
      .emit(ticketEvent(companyId), { action: 'update', ticket: view })
    realtime
      .toRooms(companyId, audience)
      .except(realtimeRooms.admins)
      .emit(ticketEvent(companyId), { action: 'update', ticket: maskTicketView(view) })
  } else {
    realtime.toRooms(companyId, audience).emit(ticketEvent(companyId), { action: 'update', ticket: view })
  }
  if (!previous) return
  const before = ticketAudience({ ...ticket, ...previous })
  const lost = before.filter((room) => !audience.includes(room))
  if (lost.length === 0) return
  let target = realtime.toRooms(companyId, lost)
  for (const room of audience) target = target.except(room)
  target.emit(ticketEvent(companyId), { action: 'delete', ticketId: ticket.id })
}

/** Tells the sockets that could see a ticket that it is gone. */
export function emitTicketDelete(
  realtime: RealtimeApi,
  ticket: Pick<ITicket, 'id' | 'companyId' | 'userId' | 'queueId' | 'isGroup' | 'status'>,
  mergedInto?: { id: number; uuid: string },
): void {
  // A ticket folded into another (contacts merged) also tells whoever has that one open, so its
  // conversation shows the messages it received, and says where an open conversation moved to.
  const rooms = [...ticketAudience(ticket), realtimeRooms.chatBox(ticket.id)]
  if (mergedInto) rooms.push(realtimeRooms.chatBox(mergedInto.id))
  realtime.toRooms(ticket.companyId, rooms).emit(ticketEvent(ticket.companyId), {
    action: 'delete',
    ticketId: ticket.id,
    ...(mergedInto ? { mergedInto } : {}),
  })
}
