import type { Ticket } from '../../api/models.ts'

/** The tickets holding unread messages, newest activity first, and how many there are in all. */
export interface UnreadState {
  tickets: Ticket[]
  /** The server's count (it may exceed the tickets listed), kept current by live changes. */
  count: number
}

export const emptyUnread: UnreadState = { tickets: [], count: 0 }

const byActivity = (a: Ticket, b: Ticket) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt)

/** A ticket as a live event shows it: listed while it has unread messages, dropped once read. */
export function placeUnread(state: UnreadState, ticket: Ticket): UnreadState {
  const known = state.tickets.some((other) => other.id === ticket.id)
  const others = state.tickets.filter((other) => other.id !== ticket.id)
  if (ticket.unreadMessages > 0 && ticket.status !== 'closed') {
    return { tickets: [ticket, ...others].sort(byActivity), count: known ? state.count : state.count + 1 }
  }
  return known ? { tickets: others, count: Math.max(0, state.count - 1) } : state
}

/** A ticket read (or deleted) leaves the list. */
export function forgetUnread(state: UnreadState, ticketId: number): UnreadState {
  if (!state.tickets.some((ticket) => ticket.id === ticketId)) return state
  return {
    tickets: state.tickets.filter((ticket) => ticket.id !== ticketId),
    count: Math.max(0, state.count - 1),
  }
}
