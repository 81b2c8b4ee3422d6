import { parentPort, workerData } from 'node:worker_threads'
import { readSpreadsheetRows } from '@atendo/spreadsheet'
import { read as readWorkbook, utils } from '@e965/xlsx'

/**
 * Parses one uploaded spreadsheet in a worker thread. The parser reads files anyone in a company
 * can upload: a crafted file that hangs the parser or bombs its memory is ended by the caller's
 * timeout and resource limits, far from the server's own heap, and anything it pollutes dies with
 * the worker.
 *
 * .xlsx and .csv are read by @atendo/spreadsheet, the reader the browser uses too. Legacy binary
 * .xls is read by SheetJS 0.20.3 (`@e965/xlsx`, the official SheetJS build republished on npm,
 * past the prototype-pollution and ReDoS fixes of 0.19.3 and 0.20.2); only the server reads it.
 */

interface Job {
  content: Uint8Array
  fileName: string
  /** Rows to read besides the header; one more is read to tell that the file has too many. */
  maxRows: number
}

/** Numbers typed in Excel cells come back as numbers; a phone number must not become 5.5119E+12. */
function cellText(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value)
  if (value === null || value === undefined) return ''
  return String(value).trim()
}

function readLegacyXls(content: Uint8Array, maxRows: number): string[][] {
  const workbook = readWorkbook(content, {
    type: 'array',
    sheetRows: maxRows + 2,
    dense: true,
    cellHTML: false,
    cellFormula: false,
  })
  const firstSheet = workbook.SheetNames[0]
  if (!firstSheet) return []
  const cells: unknown[][] = utils.sheet_to_json(workbook.Sheets[firstSheet]!, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  })
  return cells.map((row) => row.map(cellText))
}

async function parse({ content, fileName, maxRows }: Job): Promise<{ rows: string[][]; tooMany: boolean }> {
  const rows = fileName.toLowerCase().endsWith('.xls')
    ? readLegacyXls(content, maxRows)
    : await readSpreadsheetRows(content, fileName)
  return { rows: rows.slice(0, maxRows + 1), tooMany: rows.length > maxRows + 1 }
}

try {
  parentPort!.postMessage({ ok: true, ...(await parse(workerData as Job)) })
} catch (error) {
  parentPort!.postMessage({ ok: false, reason: error instanceof Error ? error.message : String(error) })
}
