import { AtendoApiError } from '@atendo/sdk'
import { useEffect, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import type { Dashboard } from '../../api/models.ts'
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
}

/**
 * The counters and attendants of a period (GET /dashboard), asked for `dashboardFetchDelay` after
 * the period last changed; an answer for a period the user has since left is dropped.
 */
export function useDashboard(period: DashboardPeriod, enabled: boolean): DashboardAnswer {
  const showError = useErrorToast()
  const [dashboard, setDashboard] = useState<Dashboard>()
  const [busy, setBusy] = useState(enabled)
  const [denied, setDenied] = useState(false)
  const { dateFrom, dateTo } = period

  useEffect(() => {
    if (!enabled) {
      setBusy(false)
      return
    }
    let current = true
    setBusy(true)
    const timer = setTimeout(async () => {
      try {
        const query = { date_from: dateFrom || undefined, date_to: dateTo || undefined }
        const answer = await dataOf(atendo.GET('/api/dashboard', { params: { query } }))
        if (current) setDashboard(answer)
      } catch (error) {
        if (!current) return
        if (error instanceof AtendoApiError && error.status === 403) setDenied(true)
        else showError(error)
      } finally {
        if (current) setBusy(false)
      }
    }, dashboardFetchDelay)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [dateFrom, dateTo, enabled, showError])

  return { dashboard, busy, denied }
}
