import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import type { UnreadState } from './unread-state.ts'

/** The first page of the user's tickets (as the ticket list shows them), for a filter. */
const firstTicketPage = (query: { withUnreadMessages?: boolean; status?: 'pending' }) =>
  dataOf(atendo.GET('/api/tickets', { params: { query: { ...query, showAll: false, pageNumber: 1 } } })).then(
    pageOf,
  )

/** The tickets with unread messages the bell lists, and how many there are in all. */
export async function readUnreadTickets(): Promise<UnreadState> {
  const page = await firstTicketPage({ withUnreadMessages: true })
  return { tickets: page.tickets, count: page.count }
}

/** How many tickets wait in the queue. */
export async function readPendingCount(): Promise<number> {
  return (await firstTicketPage({ status: 'pending' })).count
}
