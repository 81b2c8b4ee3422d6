/**
 * The spreadsheets Atendo exchanges with people: contacts imported from .xlsx and .csv, reports
 * exported to .xlsx. One reader for the browser and the server (read-excel-file and
 * write-excel-file, maintained, no known advisories), replacing SheetJS 0.18.5 from npm.
 *
 * @example
 * import { readSpreadsheetRows, writeXlsx } from '@atendo/spreadsheet'
 */
export { decodeText, parseCsv } from './csv.ts'
export { readSpreadsheetRows, type SpreadsheetKind, spreadsheetKindOf } from './read-spreadsheet-rows.ts'
export { readXlsxCells, readXlsxRows } from './read-xlsx.ts'
export { type SheetCell, writeXlsx } from './write-xlsx.ts'
