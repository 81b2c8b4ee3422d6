import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import type { MomentTicket } from '../../api/models.ts'
import { momentKeys } from '../../api/query-keys/moment-keys.ts'
import { throttle } from '../../api/throttle.ts'
import { type QueryFailure, useQueryFailure } from '../../api/use-query-failure.ts'
import { useSession } from '../../session/session-context.tsx'

/** The statuses the panel filters by: the ones being worked on. */
export const momentStatuses = ['open', 'pending', 'group'] as const

/** What the panel shows: empty lists and undefined values mean "any". */
export interface MomentsFilter {
  queueIds: number[]
  userId?: number
  status?: (typeof momentStatuses)[number]
  /** yyyy-mm-dd; without dates the server looks at the last 30 days. */
  dateStart?: string
  dateEnd?: string
}

/** The panel refetches at most this often however many tickets change (a busy company's burst costs one call). */
export const momentsRefreshInterval = 1000

function queryOf(filter: MomentsFilter) {
  return {
    // Everyone's tickets, within what the user may see (the server applies their visibility).
    showAll: true,
    queueIds: filter.queueIds.length > 0 ? JSON.stringify(filter.queueIds) : undefined,
    userId: filter.userId,
    status: filter.status,
    dateStart: filter.dateStart,
    dateEnd: filter.dateEnd,
  }
}

export interface Moments extends QueryFailure {
  /** The last answer, kept while the next filter's loads; undefined until the first. */
  tickets: MomentTicket[] | undefined
  /** Asks again after a failure. */
  retry(): void
}

/**
 * The real-time panel's tickets (GET /dashboard/moments), cached per filter for the login (the
 * panel opened again shows its last board at once while it asks again), read again when tickets
 * or their messages change, at most once a second, and after a reconnection (the live
 * invalidation reads every query again then); the server stays the judge of the filters and of
 * what this user may see.
 */
export function useMoments(filter: MomentsFilter, enabled: boolean): Moments {
  const { socket, user } = useSession()
  const client = useQueryClient()
  const query = queryOf(filter)
  const board = useQuery({
    queryKey: momentKeys.panel(query),
    queryFn: () => dataOf(atendo.GET('/api/dashboard/moments', { params: { query } })),
    enabled,
    placeholderData: keepPreviousData,
  })

  const companyId = user?.companyId
  useEffect(() => {
    if (!enabled || !socket || companyId === undefined) return
    // One throttle for both kinds of event, and the panel's own first read counts as its first run.
    const refresh = throttle(
      () => void client.invalidateQueries({ queryKey: momentKeys.all }),
      momentsRefreshInterval,
      { justRan: true },
    )
    const ticketEvent = `company-${companyId}-ticket` as const
    const messageEvent = `company-${companyId}-appMessage` as const
    socket.on(ticketEvent, refresh)
    socket.on(messageEvent, refresh)
    return () => {
      refresh.cancel()
      socket.off(ticketEvent, refresh)
      socket.off(messageEvent, refresh)
    }
  }, [enabled, socket, companyId, client])

  return { tickets: board.data, ...useQueryFailure(board), retry: () => void board.refetch() }
}
