import { AtendoApiError } from '@atendo/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import type { Dashboard } from '../../api/models.ts'
import { dashboardKeys } from '../../api/query-keys/dashboard-keys.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import type { DashboardPeriod } from './dashboard-period.ts'

/**
 * The dashboard asks the server this long after it opens or its filter changes (inbox.md §9
 * "dashboard fetch delay"), so typing a date costs one request, not one per keystroke.
 */
export const dashboardFetchDelay = 1000

export interface DashboardAnswer {
  /** The last answer; undefined until the first one. */
  dashboard: Dashboard | undefined
  /** A request for the current period is waiting or under way. */
  busy: boolean
  /** The server refused the dashboard to this user (their rights changed since login). */
  denied: boolean
  /** Asks again after a failure. */
  retry(): void
}

const deniedError = (error: unknown) => error instanceof AtendoApiError && error.status === 403

/**
 * The counters and attendants of a period (GET /dashboard), asked for `dashboardFetchDelay` after
 * the period last changed; the last answer stays on screen until the next one arrives.
 */
export function useDashboard(period: DashboardPeriod, enabled: boolean): DashboardAnswer {
  const showError = useErrorToast()
  const { dateFrom, dateTo } = period
  // The period asked for: the one on screen once it has stayed unchanged for the delay.
  const [asked, setAsked] = useState<{ dateFrom: string; dateTo: string }>()
  useEffect(() => {
    const timer = setTimeout(() => setAsked({ dateFrom, dateTo }), dashboardFetchDelay)
    return () => clearTimeout(timer)
  }, [dateFrom, dateTo])
  const settled = asked?.dateFrom === dateFrom && asked.dateTo === dateTo

  const query = useQuery({
    queryKey: dashboardKeys.period(dateFrom, dateTo),
    queryFn: () =>
      dataOf(
        atendo.GET('/api/dashboard', {
          params: { query: { date_from: dateFrom || undefined, date_to: dateTo || undefined } },
        }),
      ),
    enabled: enabled && settled,
    placeholderData: keepPreviousData,
  })
  const { error } = query
  useEffect(() => {
    if (error && !deniedError(error)) showError(error)
  }, [error, showError])

  return {
    dashboard: query.data,
    busy: enabled && (!settled || query.isFetching),
    denied: deniedError(error),
    retry: () => void query.refetch(),
  }
}
