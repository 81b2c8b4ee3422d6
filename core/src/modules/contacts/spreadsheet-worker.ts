import { parentPort, workerData } from 'node:worker_threads'
import xlsx from 'xlsx'

/**
 * Parses one uploaded spreadsheet in a worker thread. The parser reads files anyone in a company
 * can upload, and the SheetJS build on npm has known prototype-pollution and ReDoS issues with
 * crafted files: here a polluted prototype dies with the worker, and a hang or a memory bomb is
 * ended by the caller's timeout and resource limits, far from the server's own heap.
 */

interface Job {
  content: Uint8Array
  fileName: string
  /** Rows to read besides the header; one more is read to tell that the file has too many. */
  maxRows: number
}

/** CSV exported by Excel in Brazil is often Windows-1252, not UTF-8. */
function decodeText(content: Uint8Array): string {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content)
  } catch {
    text = new TextDecoder('windows-1252').decode(content)
  }
  return text.replace(/^\uFEFF/, '')
}

/** Numbers typed in Excel cells come back as numbers; a phone number must not become 5.5119E+12. */
function cellText(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value)
  if (value === null || value === undefined) return ''
  return String(value).trim()
}

function parse({ content, fileName, maxRows }: Job): { rows: string[][]; tooMany: boolean } {
  const common = { sheetRows: maxRows + 2, dense: true, cellHTML: false, cellFormula: false }
  const workbook = fileName.toLowerCase().endsWith('.csv')
    ? // raw: keep '011...' as typed instead of guessing numbers.
      xlsx.read(decodeText(content), { ...common, type: 'string', raw: true })
    : xlsx.read(content, { ...common, type: 'array' })
  const firstSheet = workbook.SheetNames[0]
  if (!firstSheet) return { rows: [], tooMany: false }
  const cells: unknown[][] = xlsx.utils.sheet_to_json(workbook.Sheets[firstSheet]!, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  })
  const rows = cells.map((row) => row.map(cellText))
  return { rows: rows.slice(0, maxRows + 1), tooMany: rows.length > maxRows + 1 }
}

try {
  parentPort!.postMessage({ ok: true, ...parse(workerData as Job) })
} catch (error) {
  parentPort!.postMessage({ ok: false, reason: error instanceof Error ? error.message : String(error) })
}
