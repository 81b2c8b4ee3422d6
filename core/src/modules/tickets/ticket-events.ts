import { type RealtimeApi, realtimeRooms } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { RealtimeServer } from '../../kernel/realtime/realtime-server.ts'
import { companyHidesNumbers } from '../contacts/index.ts'
import { evictFromChatBoxes } from './chat-box-eviction.ts'
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
 * visibility may have changed (new queue, owner or status), pass the previous state: those who lost
 * it hear a delete, and sockets that had it open but may no longer see it are first taken out of
 * its room. `em` must be scoped to the ticket's company.
 */
export async function emitTicketUpdate(
  realtime: RealtimeServer,
  em: Em,
  ticket: ITicket,
  previous?: TicketAudienceBefore,
): Promise<TicketView> {
  const [view] = await loadTicketViews(em, [ticket])
  const hideNumbers = await companyHidesNumbers(em)
  const evicted = await evictFromChatBoxes(realtime, em, narrowed([{ ticket, previous }]))
  emitView(realtime, ticket, view!, hideNumbers, previous, evicted.get(ticket.id))
  return view!
}

/** The same for many tickets of one company (bulk closing), with one query per related table. */
export async function emitTicketUpdates(
  realtime: RealtimeServer,
  em: Em,
  changes: { ticket: ITicket; previous?: TicketAudienceBefore }[],
): Promise<void> {
  if (changes.length === 0) return
  const views = await loadTicketViews(
    em,
    changes.map((change) => change.ticket),
  )
  const hideNumbers = await companyHidesNumbers(em)
  const evicted = await evictFromChatBoxes(realtime, em, narrowed(changes))
  changes.forEach((change, index) => {
    const { ticket, previous } = change
    emitView(realtime, ticket, views[index]!, hideNumbers, previous, evicted.get(ticket.id))
  })
}

/**
 * Announces a ticket whose view is already built and whose audience did not narrow (a ticket a
 * message opened or reopened): nothing to read, nobody to evict.
 */
export function emitTicketView(
  realtime: RealtimeApi,
  ticket: ITicket,
  view: TicketView,
  hideNumbers: boolean,
): void {
  emitView(realtime, ticket, view, hideNumbers, undefined)
}

const audienceOf = (ticket: ITicket) => [...ticketAudience(ticket), realtimeRooms.chatBox(ticket.id)]

/** The visibility rooms that could see the ticket before the change and cannot now. */
function lostRooms(ticket: ITicket, previous: TicketAudienceBefore | undefined): string[] {
  if (!previous) return []
  const audience = audienceOf(ticket)
  return ticketAudience({ ...ticket, ...previous }).filter((room) => !audience.includes(room))
}

/**
 * The tickets someone may have stopped seeing. Rooms and visibility rules agree
 * (ticket-audience.ts), so when no room was lost nobody lost the ticket and its room is not
 * fetched.
 */
function narrowed(changes: { ticket: ITicket; previous?: TicketAudienceBefore }[]): ITicket[] {
  return changes
    .filter(({ ticket, previous }) => lostRooms(ticket, previous).length > 0)
    .map(({ ticket }) => ticket)
}

function emitView(
  realtime: RealtimeApi,
  ticket: ITicket,
  view: TicketView,
  hideNumbers: boolean,
  previous: TicketAudienceBefore | undefined,
  evictedSockets: string[] = [],
): void {
  const { companyId } = ticket
  const audience = audienceOf(ticket)
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
  // Sockets taken out of the ticket's room are told by their own socket id: they may be in no lost
  // room (their rights changed meanwhile), and they are no longer in the room excepted below.
  const lost = [...lostRooms(ticket, previous), ...evictedSockets]
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
