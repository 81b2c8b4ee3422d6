import type { FeatureTranslate } from '../../i18n/feature-texts.ts'
import type { ReportKey } from '../../i18n/report-texts.ts'
import { reportColumns } from './report-format.ts'
import type { ReportRow } from './report-query.ts'

/** The file's name (administration.md §2 Reports). */
export const reportFileName = 'relatorio-de-atendimentos.xlsx'

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The sheet's rows: the header in the user's language, then one row per ticket. */
export function reportSheetRows(
  rows: readonly ReportRow[],
  tx: FeatureTranslate<ReportKey>,
  timeZone: string,
): (string | number)[][] {
  return [
    reportColumns.map((column) => tx(column.key)),
    ...rows.map((row) => reportColumns.map((column) => column.value(row, tx, timeZone) ?? '')),
  ]
}

/**
 * Writes the rows to an .xlsx file and hands it to the browser as a download. The spreadsheet
 * writer is loaded here, on the first export, so it does not weigh on the page.
 */
export async function downloadReport(
  rows: readonly ReportRow[],
  tx: FeatureTranslate<ReportKey>,
  timeZone: string,
): Promise<void> {
  const { writeXlsx } = await import('@atendo/spreadsheet')
  const file = await writeXlsx(reportSheetRows(rows, tx, timeZone), tx('reports.sheetName'))
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([file], { type: xlsxType }))
  link.download = reportFileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 1000)
}
