import type { Ticket, TicketStatus } from '../../api/models.ts'

export type SortOrder = 'asc' | 'desc'

/** What one list shows; a live ticket is placed in the lists whose filter it matches. */
export interface TicketListFilter {
  status: TicketStatus
  userId: number
  showAll: boolean
  queueIds: number[]
  tagIds: number[]
  connectionIds: number[]
  userIds: number[]
}

/**
 * Whether a ticket belongs in a list (inbox.md §2): same status; open and closed lists show only
 * the user's own tickets unless show-all is on; queue, tag, connection and owner filters apply.
 * The server already sends only tickets the user may see.
 */
export function ticketBelongs(ticket: Ticket, filter: TicketListFilter): boolean {
  if (ticket.status !== filter.status) return false
  const ownOnly = (filter.status === 'open' || filter.status === 'closed') && !filter.showAll
  if (ownOnly && ticket.userId !== filter.userId) return false
  if (filter.queueIds.length > 0 && ticket.queueId !== null && !filter.queueIds.includes(ticket.queueId)) {
    return false
  }
  if (filter.tagIds.length > 0 && !filter.tagIds.every((id) => ticket.tags.some((tag) => tag.id === id))) {
    return false
  }
  if (filter.connectionIds.length > 0 && !filter.connectionIds.includes(ticket.whatsappId ?? -1)) return false
  if (filter.userIds.length > 0 && !filter.userIds.includes(ticket.userId ?? -1)) return false
  return true
}

export interface TicketListState {
  tickets: Ticket[]
  count: number
  hasMore: boolean
}

const time = (ticket: Ticket) => Date.parse(ticket.updatedAt)

function comesBefore(a: Ticket, b: Ticket, order: SortOrder): boolean {
  return order === 'desc' ? time(a) > time(b) : time(a) < time(b)
}

/** Removes a ticket from the list (it was deleted, or no longer matches). */
export function removeTicket(state: TicketListState, ticketId: number): TicketListState {
  const tickets = state.tickets.filter((ticket) => ticket.id !== ticketId)
  if (tickets.length === state.tickets.length) return state
  return { ...state, tickets, count: Math.max(0, state.count - 1) }
}

/**
 * Places a created or updated ticket: it leaves the list when it no longer matches, otherwise it
 * moves to its place by updatedAt. A ticket whose place lies past the loaded pages is left for
 * the next page rather than shown out of order.
 */
export function placeTicket(
  state: TicketListState,
  ticket: Ticket,
  filter: TicketListFilter,
  order: SortOrder,
): TicketListState {
  if (!ticketBelongs(ticket, filter)) return removeTicket(state, ticket.id)
  const present = state.tickets.some((existing) => existing.id === ticket.id)
  const others = state.tickets.filter((existing) => existing.id !== ticket.id)
  let index = others.findIndex((existing) => comesBefore(ticket, existing, order))
  if (index === -1) {
    if (state.hasMore) {
      return present ? { ...state, tickets: others } : { ...state, count: state.count + 1 }
    }
    index = others.length
  }
  const tickets = [...others.slice(0, index), ticket, ...others.slice(index)]
  return { ...state, tickets, count: present ? state.count : state.count + 1 }
}

/** Appends a fetched page, skipping tickets already shown (live updates may have added them). */
export function appendPage(state: TicketListState, page: TicketListState): TicketListState {
  const known = new Set(state.tickets.map((ticket) => ticket.id))
  return {
    tickets: [...state.tickets, ...page.tickets.filter((ticket) => !known.has(ticket.id))],
    count: page.count,
    hasMore: page.hasMore,
  }
}
