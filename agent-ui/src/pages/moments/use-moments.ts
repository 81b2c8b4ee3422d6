import { AtendoApiError } from '@atendo/sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import type { MomentTicket } from '../../api/models.ts'
import { useSession } from '../../session/session-context.tsx'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { throttle } from './throttle.ts'

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

export interface Moments {
  /** Undefined until the first answer. */
  tickets: MomentTicket[] | undefined
  /** The server refused the panel to this user (their rights changed since login). */
  denied: boolean
}

/**
 * The real-time panel's tickets (GET /dashboard/moments), fetched again when tickets or their
 * messages change (the session's socket) and after a reconnection, at most once a second; the
 * server stays the judge of the filters and of what this user may see.
 */
export function useMoments(filter: MomentsFilter, enabled: boolean): Moments {
  const { socket, user } = useSession()
  const showError = useErrorToast()
  const [tickets, setTickets] = useState<MomentTicket[]>()
  const [denied, setDenied] = useState(false)
  const request = useRef(0)
  // Compared by value: the page builds a new filter object on every change.
  const key = JSON.stringify(filter)

  const fetchBoard = useCallback(async () => {
    const id = ++request.current
    try {
      const query = queryOf(JSON.parse(key) as MomentsFilter)
      const answer = await dataOf(atendo.GET('/api/dashboard/moments', { params: { query } }))
      if (id === request.current) setTickets(answer)
    } catch (error) {
      if (id !== request.current) return
      if (error instanceof AtendoApiError && error.status === 403) setDenied(true)
      else showError(error)
    }
  }, [key, showError])

  const companyId = user?.companyId
  useEffect(() => {
    if (!enabled) return
    const refresh = throttle(() => void fetchBoard(), momentsRefreshInterval)
    refresh()
    if (!socket || companyId === undefined) return refresh.cancel
    const ticketEvent = `company-${companyId}-ticket` as const
    const messageEvent = `company-${companyId}-appMessage` as const
    socket.on(ticketEvent, refresh)
    socket.on(messageEvent, refresh)
    // Events missed while the socket was away are caught up by one fetch.
    socket.on('connect', refresh)
    return () => {
      refresh.cancel()
      socket.off(ticketEvent, refresh)
      socket.off(messageEvent, refresh)
      socket.off('connect', refresh)
    }
  }, [enabled, fetchBoard, socket, companyId])

  return { tickets, denied }
}
