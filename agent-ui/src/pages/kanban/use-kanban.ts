import { useCallback, useEffect, useRef, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import type { Ticket } from '../../api/models.ts'
import { useSession } from '../../session/session-context.tsx'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { throttle } from '../moments/throttle.ts'

/** A kanban lane as GET /tag/kanban/ lists it. */
export interface KanbanLane {
  id: number
  name: string
  color: string
  ticketsCount: number
}

/** The board reloads at most this often however many tickets change. */
const refreshInterval = 1000

/** Most pages of cards one reload reads (200 each). */
const maxPages = 10

/**
 * The board's lanes (GET /tag/kanban/) and tickets (GET /ticket/kanban, every page) for the days
 * asked, reloaded when tickets or their messages change (the session's socket: another
 * attendant's drag, a lane's timed move) and after a reconnection.
 */
export function useKanban(days: { startDate: string; endDate: string }) {
  const { socket, user } = useSession()
  const showError = useErrorToast()
  const [lanes, setLanes] = useState<KanbanLane[]>()
  const [tickets, setTickets] = useState<Ticket[]>([])
  const request = useRef(0)
  const { startDate, endDate } = days

  const reload = useCallback(async () => {
    const id = ++request.current
    try {
      const listed = await dataOf(atendo.GET('/api/tag/kanban/'))
      const cards: Ticket[] = []
      for (let pageNumber = 1; pageNumber <= maxPages; pageNumber += 1) {
        const page = await dataOf(
          atendo.GET('/api/ticket/kanban', { params: { query: { startDate, endDate, pageNumber } } }),
        )
        cards.push(...page.tickets)
        if (!page.hasMore) break
      }
      if (id !== request.current) return
      setLanes(listed.lista)
      setTickets(cards)
    } catch (error) {
      if (id === request.current) showError(error)
    }
  }, [startDate, endDate, showError])

  const companyId = user?.companyId
  useEffect(() => {
    const refresh = throttle(() => void reload(), refreshInterval)
    refresh()
    if (!socket || companyId === undefined) return refresh.cancel
    const ticketEvent = `company-${companyId}-ticket` as const
    const messageEvent = `company-${companyId}-appMessage` as const
    socket.on(ticketEvent, refresh)
    socket.on(messageEvent, refresh)
    socket.on('connect', refresh)
    return () => {
      refresh.cancel()
      socket.off(ticketEvent, refresh)
      socket.off(messageEvent, refresh)
      socket.off('connect', refresh)
    }
  }, [reload, socket, companyId])

  return { lanes, tickets, reload }
}
