import type { ApiAnswer, paths } from '@atendo/sdk'
import type { ContactOption } from '../../api/models.ts'

/** The report as the API answers it (`GET /api/ticketreport/reports`, docs/reports.md). */
export type Report = ApiAnswer<'get', '/api/ticketreport/reports'>
export type ReportRow = Report['tickets'][number]
export type ReportStatus = ReportRow['status']
type ReportQuery = NonNullable<paths['/api/ticketreport/reports']['get']['parameters']['query']>

export const reportStatuses: readonly ReportStatus[] = ['open', 'pending', 'closed', 'group']

/** Page sizes the table offers (administration.md §9: 5/10/20/50, default 10). */
export const pageSizes = [5, 10, 20, 50] as const
export const defaultPageSize = 10

/** The export asks for every row at once (administration.md §7); the server caps one answer. */
export const exportPageSize = 9_999_999

/** What the report is filtered by; empty lists and strings mean "any". */
export interface ReportFilter {
  search: string
  contact?: ContactOption
  connectionIds: number[]
  userIds: number[]
  queueIds: number[]
  statuses: ReportStatus[]
  /** yyyy-mm-dd; empty leaves the server's default. */
  dateFrom: string
  dateTo: string
  onlyRated: boolean
}

/**
 * A day as yyyy-mm-dd in the company's time zone (`companyTimeZone`): the report counts days, and
 * shows times, in it (inbox.md §9), as the server does.
 */
export function reportDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(at)
}

/** The first of the month to today (administration.md §2 Reports). */
export function defaultReportFilter(now: Date, timeZone: string): ReportFilter {
  const today = reportDay(now, timeZone)
  return {
    search: '',
    connectionIds: [],
    userIds: [],
    queueIds: [],
    statuses: [],
    dateFrom: `${today.slice(0, 8)}01`,
    dateTo: today,
    onlyRated: false,
  }
}

/** Whether the range can be asked: an end before the start is refused before any call. */
export function datesInOrder(filter: Pick<ReportFilter, 'dateFrom' | 'dateTo'>): boolean {
  return !filter.dateFrom || !filter.dateTo || filter.dateFrom <= filter.dateTo
}

const jsonList = (values: readonly (number | string)[]) =>
  values.length > 0 ? JSON.stringify(values) : undefined

/** The call's parameters, the lists as JSON as the specification's client sends them. */
export function reportQuery(filter: ReportFilter, page: number, pageSize: number): ReportQuery {
  return {
    searchParam: filter.search.trim() || undefined,
    contactId: filter.contact?.id,
    whatsappId: jsonList(filter.connectionIds),
    users: jsonList(filter.userIds),
    queueIds: jsonList(filter.queueIds),
    status: jsonList(filter.statuses),
    dateFrom: filter.dateFrom || undefined,
    dateTo: filter.dateTo || undefined,
    page,
    pageSize,
    onlyRated: filter.onlyRated || undefined,
  }
}
