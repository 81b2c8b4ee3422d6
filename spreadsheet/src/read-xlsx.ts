import { type Row, readSheet } from 'read-excel-file/universal'

/** Numbers typed in Excel cells as typed digits: a phone number must not become 5.5119E+12. */
function numberText(text: string): string {
  const number = Number(text)
  return text !== '' && Number.isInteger(number) ? number.toFixed(0) : text
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  return String(value).trim()
}

const bufferOf = (content: ArrayBuffer | Uint8Array): ArrayBuffer =>
  content instanceof Uint8Array ? (content.slice().buffer as ArrayBuffer) : content

/**
 * The first sheet of an .xlsx as rows of text cells, the header first. Rows keep their place in
 * the sheet (a blank row is a row of empty cells), so row n of the sheet is `rows[n - 1]`.
 * Rejects a file that is not an .xlsx.
 *
 * @example
 * const [header, ...rows] = await readXlsxRows(await file.arrayBuffer())
 */
export async function readXlsxRows(content: ArrayBuffer | Uint8Array): Promise<string[][]> {
  const rows = await readSheet<string>(bufferOf(content), { parseNumber: numberText, trim: false })
  return rows.map((row) => row.map(cellText))
}

/**
 * The first sheet of an .xlsx with its cells as typed (numbers, booleans, dates, null for empty).
 *
 * @example
 * const [[title, total]] = await readXlsxCells(bytes) // ['Total', 42]
 */
export async function readXlsxCells(content: ArrayBuffer | Uint8Array): Promise<Row[]> {
  return readSheet(bufferOf(content))
}
