import { AtendoApiError } from '@atendo/sdk'
import { useEffect, useRef, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { type Report, type ReportFilter, reportQuery } from './report-query.ts'

export interface ReportState {
  /** The last answer, kept while the next one loads; undefined until the first. */
  report: Report | undefined
  loading: boolean
  /** The server refused the report to this user (their rights changed since login). */
  denied: boolean
}

/**
 * The report's page for the filters (GET /ticketreport/reports), fetched again whenever they,
 * the page or its size change; an answer that arrives after a newer request is dropped.
 * `enabled` false (dates out of order) asks nothing.
 */
export function useReport(
  filter: ReportFilter,
  page: number,
  pageSize: number,
  enabled: boolean,
): ReportState {
  const showError = useErrorToast()
  const [report, setReport] = useState<Report>()
  const [loading, setLoading] = useState(true)
  const [denied, setDenied] = useState(false)
  const request = useRef(0)
  // Compared by value: the page builds a new filter object on every change.
  const key = JSON.stringify(reportQuery(filter, page, pageSize))

  useEffect(() => {
    if (!enabled) return
    const id = ++request.current
    setLoading(true)
    const query = JSON.parse(key) as ReturnType<typeof reportQuery>
    dataOf(atendo.GET('/api/ticketreport/reports', { params: { query } })).then(
      (answer) => {
        if (id !== request.current) return
        setReport(answer)
        setLoading(false)
      },
      (error: unknown) => {
        if (id !== request.current) return
        setLoading(false)
        if (error instanceof AtendoApiError && error.status === 403) setDenied(true)
        else showError(error)
      },
    )
  }, [key, enabled, showError])

  return { report, loading, denied }
}
