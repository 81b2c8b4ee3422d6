import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { atendo, dataOf } from '../../api/atendo.ts'
import { reportKeys } from '../../api/query-keys/report-keys.ts'
import { type QueryFailure, useQueryFailure } from '../../api/use-query-failure.ts'
import { type Report, type ReportFilter, reportQuery } from './report-query.ts'

export interface ReportState extends QueryFailure {
  /** The last answer, kept while the next one loads; undefined until the first. */
  report: Report | undefined
  /** A read is under way (the first, or the next filters' or page's). */
  loading: boolean
  /** Asks again after a failure. */
  retry(): void
}

/**
 * The report's page for the filters (GET /ticketreport/reports), read again whenever they, the
 * page or its size change, and cached for the login; an answer to an older request never replaces
 * a newer one (the query cache keys each by what it asked). `enabled` false (dates out of order)
 * asks nothing.
 */
export function useReport(
  filter: ReportFilter,
  page: number,
  pageSize: number,
  enabled: boolean,
): ReportState {
  const query = reportQuery(filter, page, pageSize)
  const report = useQuery({
    queryKey: reportKeys.page(query),
    queryFn: () => dataOf(atendo.GET('/api/ticketreport/reports', { params: { query } })),
    enabled,
    placeholderData: keepPreviousData,
  })

  return {
    report: report.data,
    loading: report.isFetching,
    ...useQueryFailure(report),
    retry: () => void report.refetch(),
  }
}
