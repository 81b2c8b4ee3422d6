import { decodeText, parseCsv } from './csv.ts'
import { readXlsxRows } from './read-xlsx.ts'

/** The kinds of spreadsheet this package reads, by file name. */
export type SpreadsheetKind = 'csv' | 'xlsx'

/**
 * The kind of a file by its name, or undefined for one this package does not read (legacy .xls
 * among them: only the server reads it, with a parser of its own).
 *
 * @example
 * spreadsheetKindOf('Contatos.XLSX') // 'xlsx'
 */
export function spreadsheetKindOf(fileName: string): SpreadsheetKind | undefined {
  const name = fileName.toLowerCase()
  if (name.endsWith('.csv')) return 'csv'
  if (name.endsWith('.xlsx')) return 'xlsx'
  return undefined
}

/**
 * The rows of a .csv or .xlsx file (the first sheet) as text cells, the header first; the same
 * reading in the browser and on the server. Rejects a damaged file or another kind.
 *
 * @example
 * const rows = await readSpreadsheetRows(await file.arrayBuffer(), file.name)
 */
export async function readSpreadsheetRows(
  content: ArrayBuffer | Uint8Array,
  fileName: string,
): Promise<string[][]> {
  const kind = spreadsheetKindOf(fileName)
  if (kind === 'csv') return parseCsv(decodeText(content))
  if (kind === 'xlsx') return readXlsxRows(content)
  throw new Error(`${fileName} is not a .csv or .xlsx file`)
}
