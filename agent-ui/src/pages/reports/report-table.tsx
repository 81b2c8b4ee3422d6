import { SelectField } from '../../components/field.tsx'
import { Icon } from '../../components/icon.tsx'
import type { FeatureTranslate } from '../../i18n/feature-texts.ts'
import type { ReportKey } from '../../i18n/report-texts.ts'
import { Link, useRouter } from '../../router/router.tsx'
import { reportColumns } from './report-format.ts'
import { pageSizes, type ReportRow } from './report-query.ts'

const ticketPath = (row: ReportRow) => `/tickets/${row.uuid}`

/** The report's tickets, one row each; a row opens its conversation (its contact is the link). */
export function ReportTable({
  rows,
  busy,
  tx,
  timeZone,
}: {
  rows: readonly ReportRow[]
  busy: boolean
  tx: FeatureTranslate<ReportKey>
  /** The company's zone the times are shown in. */
  timeZone: string
}) {
  const { navigate } = useRouter()
  return (
    <div className="report-table-frame">
      <table className="report-table" aria-busy={busy}>
        <caption className="visually-hidden">{tx('reports.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{tx('reports.column.id')}</th>
            {reportColumns.map((column) => (
              <th key={column.key} scope="col">
                {tx(column.key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={reportColumns.length + 1} className="report-empty">
                {tx('reports.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                className="report-row"
                // The contact's link is the keyboard's way in; a click anywhere on the row does the same.
                onClick={(event) => {
                  if (!(event.target as HTMLElement).closest('a')) navigate(ticketPath(row))
                }}
              >
                <td>{row.id}</td>
                {reportColumns.map((column) => (
                  <td
                    key={column.key}
                    className={column.key === 'reports.column.lastMessage' ? 'report-message' : undefined}
                  >
                    {column.key === 'reports.column.contact' ? (
                      <Link to={ticketPath(row)}>{row.contactName}</Link>
                    ) : (
                      (column.value(row, tx, timeZone) ?? '—')
                    )}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

/** Page size, where the page stands among the total, and the way to the next and previous pages. */
export function ReportPager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
  tx,
}: {
  page: number
  pageSize: number
  total: number
  onPage(page: number): void
  onPageSize(pageSize: number): void
  tx: FeatureTranslate<ReportKey>
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  return (
    <nav className="report-pager" aria-label={tx('reports.pages')}>
      <SelectField
        label={tx('reports.pageSize')}
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value))}
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
      <span className="report-range" aria-live="polite">
        {tx('reports.range', { from, to, total })}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={tx('reports.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="arrowLeft" />
      </button>
      <button
        type="button"
        className="icon-button report-next"
        aria-label={tx('reports.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Icon name="arrowLeft" />
      </button>
    </nav>
  )
}
