import type { FeatureTranslate } from '../../i18n/feature-texts.ts'
import type { ReportKey } from '../../i18n/report-texts.ts'
import type { ReportRow } from './report-query.ts'

const dateTimeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })

/** dd/MM/yyyy HH:mm in the company's time zone (administration.md §9), the days the filter counts. */
export function reportDateTime(iso: string | null, timeZone: string): string {
  if (!iso) return ''
  const parts = Object.fromEntries(
    dateTimeFormat(timeZone)
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
}

/** The report's columns, in order, each with how a row shows in it (the table and the spreadsheet). */
export const reportColumns: {
  key: ReportKey
  value(row: ReportRow, tx: FeatureTranslate<ReportKey>, timeZone: string): string | number | null
}[] = [
  { key: 'reports.column.connection', value: (row) => row.whatsappName },
  { key: 'reports.column.contact', value: (row) => row.contactName },
  { key: 'reports.column.user', value: (row) => row.userName },
  { key: 'reports.column.queue', value: (row) => row.queueName },
  { key: 'reports.column.status', value: (row, tx) => tx(`status.${row.status}`) },
  { key: 'reports.column.lastMessage', value: (row) => row.lastMessage },
  { key: 'reports.column.createdAt', value: (row, _tx, timeZone) => reportDateTime(row.createdAt, timeZone) },
  { key: 'reports.column.closedAt', value: (row, _tx, timeZone) => reportDateTime(row.closedAt, timeZone) },
  { key: 'reports.column.supportTime', value: (row) => row.supportTime },
  { key: 'reports.column.nps', value: (row) => row.NPS },
]
