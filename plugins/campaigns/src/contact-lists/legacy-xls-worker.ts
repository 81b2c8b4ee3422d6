import { parentPort, workerData } from 'node:worker_threads'
import { read as readWorkbook, utils } from '@e965/xlsx'

/**
 * Reads one uploaded legacy .xls (BIFF) file in a worker thread, with SheetJS 0.20.3 (`@e965/xlsx`,
 * the SheetJS build republished on npm that core's contact import uses too, past the
 * prototype-pollution and ReDoS fixes of 0.19.3 and 0.20.2). The file comes from a tenant: a
 * crafted one that hangs the parser or bombs its memory is ended by the caller's timeout and heap
 * limit, and anything it pollutes dies with the worker.
 */

interface Job {
  content: Uint8Array
  /** Rows to read, the header included; one more tells that the file has too many. */
  maxRows: number
}

/** Numbers typed in Excel cells come back as numbers; a phone number must not become 5.5119E+12. */
function cellText(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value)
  if (value === null || value === undefined) return ''
  return String(value).trim()
}

function readRows({ content, maxRows }: Job): string[][] {
  const workbook = readWorkbook(content, {
    type: 'array',
    sheetRows: maxRows + 1,
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

try {
  parentPort!.postMessage({ ok: true, rows: readRows(workerData as Job) })
} catch (error) {
  parentPort!.postMessage({ ok: false, reason: error instanceof Error ? error.message : String(error) })
}
