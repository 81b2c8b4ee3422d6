import type { AppMessageEvent, TicketEvent } from '@atendo/sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import { call } from '../../api/atendo.ts'
import type { Ticket, TicketPage } from '../../api/models.ts'
import { useSession } from '../../session/session-context.tsx'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import {
  appendPage,
  clearUnread,
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
  const [loading, setLoading] = useState(false)
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
        const answer = await call<TicketPage>('GET', '/api/tickets', {
          query: {
            pageNumber,
            status: searching ? undefined : query.status,
            searchParam: query.searchParam.trim() || undefined,
            searchOnMessages: searching && query.searchOnMessages ? true : undefined,
            showAll: searching ? false : query.showAll,
            queueIds: json(query.queueIds),
            tags: json(query.tagIds),
            whatsapps: json(query.connectionIds),
            users: json(query.userIds),
            sortTickets: query.sort === 'asc' ? 'ASC' : 'DESC',
          },
        })
        if (id !== request.current) return
        page.current = pageNumber
        setState((previous) => (pageNumber === 1 ? answer : appendPage(previous, answer)))
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
    const onTicket = (event: TicketEvent) => {
      const current = filter.current
      if ((event.action === 'delete' || event.action === 'removeFromList') && event.ticketId) {
        setState((previous) => removeTicket(previous, event.ticketId!))
      } else if (event.action === 'updateUnread' && event.ticketId) {
        setState((previous) => clearUnread(previous, event.ticketId!))
      } else if ((event.action === 'update' || event.action === 'create') && event.ticket) {
        const ticket = event.ticket as unknown as Ticket
        setState((previous) => placeTicket(previous, ticket, current, current.sort))
      }
    }
    const onMessage = (event: AppMessageEvent) => {
      if ((event.action === 'create' || event.action === 'update') && event.ticket) {
        const current = filter.current
        const ticket = event.ticket as unknown as Ticket
        setState((previous) => placeTicket(previous, ticket, current, current.sort))
      }
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
