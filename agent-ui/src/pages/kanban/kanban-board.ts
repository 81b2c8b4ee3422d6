import type { Ticket } from '../../api/models.ts'

/** A lane of the board: the default one (tickets without a lane tag) or a kanban tag's. */
export interface Lane {
  /** The lane's tag id; null for the default lane. */
  id: number | null
  name: string
  color: string
  tickets: Ticket[]
}

/**
 * The board of administration.md §2 "Tags and kanban": a default lane with the tickets that carry
 * no kanban tag, then one lane per kanban tag (in the order given) with the tickets carrying it.
 */
export function boardOf(
  lanes: readonly { id: number; name: string; color: string }[],
  tickets: readonly Ticket[],
  defaultName: string,
): Lane[] {
  const laneIds = new Set(lanes.map((lane) => lane.id))
  const inLane = (ticket: Ticket, laneId: number) => ticket.tags.some((tag) => tag.id === laneId)
  return [
    {
      id: null,
      name: defaultName,
      color: '#5C6BC0',
      tickets: tickets.filter((ticket) => !ticket.tags.some((tag) => laneIds.has(tag.id))),
    },
    ...lanes.map((lane) => ({ ...lane, tickets: tickets.filter((ticket) => inLane(ticket, lane.id)) })),
  ]
}

/**
 * The calls a drag makes (administration.md §4 Kanban drag): the ticket's current lane tag off,
 * the target lane's tag on. The default lane has no tag: dragging out of it only adds, into it
 * only removes. Nothing when the card is dropped where it was.
 */
export function dragCalls(
  from: number | null,
  to: number | null,
): { remove: number | null; add: number | null } | undefined {
  if (from === to) return undefined
  return { remove: from, add: to }
}

/** The text key of a lane's ticket count: "1 ticket", "2 tickets" (the walk found "1 tickets"). */
export const ticketCountKey = (count: number) =>
  count === 1 ? ('kanban.ticketCountOne' as const) : ('kanban.ticketCount' as const)
