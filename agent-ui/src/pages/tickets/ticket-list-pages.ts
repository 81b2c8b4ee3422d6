import type { InfiniteData } from '@tanstack/react-query'
import { appendPage, type TicketListState } from './ticket-list-state.ts'

/** A ticket list's loaded pages in the query cache, by page number (GET /tickets). */
export type TicketListPages = InfiniteData<TicketListState, number>

/** The list the loaded pages make: their tickets in order, once each; the count of the last answer. */
export function listOf(data: TicketListPages): TicketListState {
  const [first, ...next] = data.pages
  return next.reduce(appendPage, first ?? { tickets: [], count: 0, hasMore: false })
}

/**
 * The pages with a live change applied to the list they make. The changed list is kept in the
 * first page and the others are kept empty, as slots: reading the list again reads as many pages,
 * and the next page asked for is the one after them.
 */
export function changeList(
  data: TicketListPages,
  change: (list: TicketListState) => TicketListState,
): TicketListPages {
  const list = listOf(data)
  const changed = change(list)
  if (changed === list) return data
  const slot = { tickets: [], count: changed.count, hasMore: changed.hasMore }
  return { ...data, pages: [changed, ...data.pages.slice(1).map(() => slot)] }
}
