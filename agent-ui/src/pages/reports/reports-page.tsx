import { useId, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { AccessDenied } from '../../components/access-denied.tsx'
import { Icon } from '../../components/icon.tsx'
import { ErrorState } from '../../components/states/error-state.tsx'
import { LoadingState } from '../../components/states/loading-state.tsx'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { reportTexts } from '../../i18n/report-texts.ts'
import { companyTimeZone } from '../../session/company-time-zone.ts'
import { hasPermission } from '../../session/permissions.ts'
import { useUser } from '../../session/session-context.tsx'
import { errorToastText } from '../../toasts/error-text.ts'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { useDebounced } from '../tickets/use-debounced.ts'
import { downloadReport } from './report-export.ts'
import { ReportFilters } from './report-filters.tsx'
import {
  datesInOrder,
  defaultPageSize,
  defaultReportFilter,
  exportPageSize,
  type ReportFilter,
  reportQuery,
} from './report-query.ts'
import { ReportPager, ReportTable } from './report-table.tsx'
import { useReport } from './use-report.ts'

/**
 * /reports, the attendance report of the Management group (administration.md §2 Reports; inbox.md
 * §6: admins and users with showDashboard, everyone else gets the access-denied screen): the
 * tickets of a range, filtered, a page at a time, and their export to a spreadsheet.
 */
export default function ReportsPage() {
  const user = useUser()
  return hasPermission(user, 'showDashboard') ? <ReportScreen /> : <AccessDenied />
}

function ReportScreen() {
  const { t, language } = useI18n()
  const tx = useFeatureTexts(reportTexts)
  const showError = useErrorToast()
  const titleId = useId()
  const timeZone = companyTimeZone(useUser())
  const [filter, setFilter] = useState<ReportFilter>(() => defaultReportFilter(new Date(), timeZone))
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState<number>(defaultPageSize)
  const [exporting, setExporting] = useState(false)
  const search = useDebounced(filter.search)
  const asked = { ...filter, search }
  const inOrder = datesInOrder(filter)
  const { report, loading, denied, error, retry } = useReport(asked, page, pageSize, inOrder)

  // Another filter is another report: it starts at its first page.
  const changeFilter = (next: ReportFilter) => {
    setFilter(next)
    setPage(1)
  }

  const exportSheet = async () => {
    setExporting(true)
    try {
      const answer = await dataOf(
        atendo.GET('/api/ticketreport/reports', { params: { query: reportQuery(asked, 1, exportPageSize) } }),
      )
      await downloadReport(answer.tickets, tx, timeZone)
      const total = answer.totalTickets.total
      if (answer.tickets.length < total) {
        toast.warning(tx('reports.exportPartial', { count: answer.tickets.length, total }))
      }
    } catch (error) {
      showError(error)
    } finally {
      setExporting(false)
    }
  }

  if (denied) return <AccessDenied />
  const total = report?.totalTickets.total ?? 0
  return (
    <section className="reports-page" aria-labelledby={titleId}>
      <header className="reports-header">
        <h1 id={titleId}>{t('menu.reports')}</h1>
        <span className="reports-total">
          {total === 1 ? tx('reports.totalOne') : tx('reports.total', { count: total })}
        </span>
        <button
          type="button"
          className="button button-primary"
          disabled={exporting || !inOrder}
          onClick={() => void exportSheet()}
        >
          <Icon name="download" /> {exporting ? tx('reports.exporting') : tx('reports.export')}
        </button>
      </header>
      <ReportFilters
        filter={filter}
        onChange={changeFilter}
        dateError={inOrder ? undefined : tx('reports.dateOrder')}
        tx={tx}
      />
      {report === undefined ? (
        error ? (
          <ErrorState message={errorToastText(error, language)} onRetry={retry} />
        ) : (
          <LoadingState />
        )
      ) : (
        <>
          <ReportTable rows={report.tickets} busy={loading} tx={tx} timeZone={timeZone} />
          <ReportPager
            page={page}
            pageSize={pageSize}
            total={total}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size)
              setPage(1)
            }}
            tx={tx}
          />
        </>
      )}
    </section>
  )
}
