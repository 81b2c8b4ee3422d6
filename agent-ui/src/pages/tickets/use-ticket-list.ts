import type { AppMessageEvent, TicketEvent } from '@atendo/sdk'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { liveCacheChanges } from '../../api/live-cache-changes.ts'
import { ticketKeys } from '../../api/query-keys/ticket-keys.ts'
import { useSession } from '../../session/session-context.tsx'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { changeList, listOf, type TicketListPages } from './ticket-list-pages.ts'
import {
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

/** One page of a ticket list (GET /tickets): a search looks in every status unless one is chosen. */
async function readPage(query: TicketListQuery, pageNumber: number): Promise<TicketListState> {
  const searching = query.searchParam.trim() !== ''
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
  return pageOf(answer)
}

const noTickets: TicketListState = { tickets: [], count: 0, hasMore: false }

/**
 * One ticket list in the login's query cache (`ticketKeys.list`, one infinite query per tab,
 * filter and search): read page by page, then kept current by applying the live ticket and message
 * events to the cached pages, without reading them again. A list shown again (a tab or a filter
 * chosen again) shows its cached tickets at once while it is read again.
 */
export function useTicketList(query: TicketListQuery, enabled = true) {
  const { socket, user } = useSession()
  const client = useQueryClient()
  const showError = useErrorToast()
  // The query is compared by value: callers build a new object on every render.
  const filterText = JSON.stringify(query)
  const queryKey = useMemo(() => ticketKeys.list(JSON.parse(filterText) as TicketListQuery), [filterText])
  const searching = query.searchParam.trim() !== ''
  const list = useInfiniteQuery<TicketListState, Error, TicketListPages, typeof queryKey, number>({
    queryKey,
    queryFn: ({ pageParam }) => readPage(queryKey[1] as TicketListQuery, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, pageNumber) => (last.hasMore ? pageNumber + 1 : undefined),
    enabled,
  })
  const state = useMemo(() => (list.data ? listOf(list.data) : noTickets), [list.data])

  // Each failure is told once, when it happens.
  const { error } = list
  useEffect(() => {
    if (error) showError(error)
  }, [error, showError])

  const { fetchNextPage, hasNextPage, isFetching, refetch } = list
  /** The next page, unless there is none or a read is under way (asking would cancel a reload). */
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage()
  }, [hasNextPage, isFetching, fetchNextPage])
  const reload = useCallback(() => refetch(), [refetch])

  // Live updates: a search result list is a snapshot and is not re-sorted under the user's eyes.
  const filter = useRef(query)
  filter.current = query
  useEffect(() => {
    if (!socket || !user || !enabled || searching) return
    const companyId = user.companyId
    const live = liveCacheChanges(client, queryKey)
    const changeTickets = (change: (list: TicketListState) => TicketListState) =>
      live.change<TicketListPages>((data) => changeList(data, change))
    socket.emit('joinTickets', query.status)
    // A read ticket, like any other change, arrives as an update with its unread count.
    const onTicket = (event: TicketEvent) => {
      const current = filter.current
      if (event.action === 'delete') {
        const { ticketId } = event
        changeTickets((tickets) => removeTicket(tickets, ticketId))
      } else {
        changeTickets((tickets) => placeTicket(tickets, event.ticket, current, current.sort))
      }
    }
    const onMessage = (event: AppMessageEvent) => {
      if (event.action === 'delete') return
      const current = filter.current
      changeTickets((tickets) => placeTicket(tickets, event.ticket, current, current.sort))
    }
    socket.on(`company-${companyId}-ticket`, onTicket)
    socket.on(`company-${companyId}-appMessage`, onMessage)
    return () => {
      socket.off(`company-${companyId}-ticket`, onTicket)
      socket.off(`company-${companyId}-appMessage`, onMessage)
      socket.emit('leaveTickets', query.status)
      live.stop()
    }
  }, [socket, user, enabled, searching, query.status, client, queryKey])

  return {
    ...state,
    // From the first render when enabled, so no "nothing here" shows before the first answer (issue 23 item 9).
    loading: enabled && (list.isPending || list.isFetchingNextPage),
    loadMore,
    reload,
  }
}
