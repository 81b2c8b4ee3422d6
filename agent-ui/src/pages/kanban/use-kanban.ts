import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import type { Ticket } from '../../api/models.ts'
import { tagKeys } from '../../api/query-keys/tag-keys.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'

/** A kanban lane as GET /tag/kanban/ lists it. */
export interface KanbanLane {
  id: number
  name: string
  color: string
  ticketsCount: number
}

/** Most pages of cards one read takes (200 each). */
const maxPages = 10

/** The kanban lanes with their ticket counts. */
export async function readKanbanLanes(): Promise<KanbanLane[]> {
  return (await dataOf(atendo.GET('/api/tag/kanban/'))).lista
}

/** The lanes and every card of the days asked, read together so a card never names a lane not yet shown. */
async function readBoard(startDate: string, endDate: string) {
  const lanes = await readKanbanLanes()
  const tickets: Ticket[] = []
  for (let pageNumber = 1; pageNumber <= maxPages; pageNumber += 1) {
    const page = await dataOf(
      atendo.GET('/api/ticket/kanban', { params: { query: { startDate, endDate, pageNumber } } }),
    )
    tickets.push(...page.tickets)
    if (!page.hasMore) break
  }
  return { lanes, tickets }
}

const noTickets: Ticket[] = []

/**
 * The board's lanes and tickets for the days asked, in the login's query cache
 * (`tagKeys.kanbanBoard`): read again when tickets, their messages or tags change (live
 * invalidation of `tagKeys.kanban`, at most once a second however many change) and after a
 * reconnection; a board opened again shows what it showed last while it is read again. `lanes` is
 * undefined until the first answer.
 */
export function useKanban(days: { startDate: string; endDate: string }) {
  const client = useQueryClient()
  const showError = useErrorToast()
  const { startDate, endDate } = days
  const query = useQuery({
    queryKey: tagKeys.kanbanBoard(startDate, endDate),
    queryFn: () => readBoard(startDate, endDate),
  })

  // Each failure is told once (a toast), when it happens.
  const { error } = query
  useEffect(() => {
    if (error) showError(error)
  }, [error, showError])

  /** Reads the board (and the lanes page's counts) again, after the user moved a card. */
  const reload = useCallback(() => client.invalidateQueries({ queryKey: tagKeys.kanban }), [client])

  return { lanes: query.data?.lanes, tickets: query.data?.tickets ?? noTickets, reload }
}
