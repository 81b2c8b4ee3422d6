import type { AppMessageEvent, TicketEvent } from '@atendo/sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { useSession } from '../../session/session-context.tsx'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import {
  appendPage,
  placeTicket,
  removeTicket,
  type SortOrder,
  type TicketListFilter,
  type TicketListState,
} from './ticket-list-state.ts'

export interface TicketListQuery extends TicketListFilter {
  searchParam: string
  searchOnMessages: boolean
  sort: SortOrder
}

const json = (ids: number[]) => (ids.length > 0 ? JSON.stringify(ids) : undefined)

/**
 * One ticket list: fetched page by page (GET /tickets), then kept current by the live ticket and
 * message events without reloading.
 */
export function useTicketList(query: TicketListQuery, enabled = true) {
  const { socket, user } = useSession()
  const showError = useErrorToast()
  const [state, setState] = useState<TicketListState>({ tickets: [], count: 0, hasMore: false })
  // Loading from the first render when enabled, so no "nothing here" shows before the first answer (issue 23 item 9).
  const [loading, setLoading] = useState(enabled)
  const page = useRef(1)
  const request = useRef(0)
  // The query is compared by value: callers build a new object on every render.
  const key = JSON.stringify(query)
  const searching = query.searchParam.trim() !== ''

  const fetchPage = useCallback(
    async (pageNumber: number) => {
      const query = JSON.parse(key) as TicketListQuery
      const searching = query.searchParam.trim() !== ''
      const id = ++request.current
      setLoading(true)
      try {
        const answer = await dataOf(
          atendo.GET('/api/tickets', {
            params: {
              query: {
                pageNumber,
                status: searching ? undefined : query.status,
                searchParam: query.searchParam.trim() || undefined,
                searchOnMessages: searching && query.searchOnMessages ? true : undefined,
                showAll: query.showAll,
                queueIds: json(query.queueIds),
                tags: json(query.tagIds),
                whatsapps: json(query.connectionIds),
                users: json(query.userIds),
                sortTickets: query.sort === 'asc' ? 'ASC' : 'DESC',
              },
            },
          }),
        )
        if (id !== request.current) return
        const fetched = pageOf(answer)
        page.current = pageNumber
        setState((previous) => (pageNumber === 1 ? fetched : appendPage(previous, fetched)))
      } catch (error) {
        if (id === request.current) showError(error)
      } finally {
        if (id === request.current) setLoading(false)
      }
    },
    [key, showError],
  )

  useEffect(() => {
    if (!enabled) return
    page.current = 1
    void fetchPage(1)
  }, [fetchPage, enabled])

  const loadMore = useCallback(() => {
    if (loading || !state.hasMore) return
    void fetchPage(page.current + 1)
  }, [loading, state.hasMore, fetchPage])

  // Live updates: a search result list is a snapshot and is not re-sorted under the user's eyes.
  const filter = useRef(query)
  filter.current = query
  useEffect(() => {
    if (!socket || !user || !enabled || searching) return
    const companyId = user.companyId
    socket.emit('joinTickets', query.status)
    // A read ticket, like any other change, arrives as an update with its unread count.
    const onTicket = (event: TicketEvent) => {
      const current = filter.current
      if (event.action === 'delete') {
        setState((previous) => removeTicket(previous, event.ticketId))
      } else {
        setState((previous) => placeTicket(previous, event.ticket, current, current.sort))
      }
    }
    const onMessage = (event: AppMessageEvent) => {
      if (event.action === 'delete') return
      const current = filter.current
      setState((previous) => placeTicket(previous, event.ticket, current, current.sort))
    }
    socket.on(`company-${companyId}-ticket`, onTicket)
    socket.on(`company-${companyId}-appMessage`, onMessage)
    return () => {
      socket.off(`company-${companyId}-ticket`, onTicket)
      socket.off(`company-${companyId}-appMessage`, onMessage)
      socket.emit('leaveTickets', query.status)
    }
  }, [socket, user, enabled, searching, query.status])

  return { ...state, loading, loadMore, reload: () => fetchPage(1) }
}
