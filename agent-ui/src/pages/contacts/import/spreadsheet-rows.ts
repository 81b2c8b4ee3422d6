import { readSpreadsheetRows, spreadsheetKindOf } from '@atendo/spreadsheet'

/** The import's row limit, the server's (core/src/modules/contacts/read-spreadsheet.ts). */
export const maxImportRows = 10_000

/** One contact of the spreadsheet, as typed, with its row number there (the header is row 1). */
export interface ImportRow {
  row: number
  name: string
  number: string
  email: string
  tags: string
}

/** What a chosen file gave: its contacts, or why they cannot be read here. */
export type SheetReading =
  | { kind: 'rows'; rows: ImportRow[] }
  /** Legacy .xls: only the server reads it, so it is imported in one go (POST /contacts/upload). */
  | { kind: 'server-only' }
  | { kind: 'problem'; problem: 'unreadable' | 'noColumns' | 'tooMany' | 'empty' }

/** The header names the server takes for each column (core's import-contacts.ts). */
const headerAliases: Record<Exclude<keyof ImportRow, 'row'>, string[]> = {
  name: ['name', 'nome', 'contato', 'contact'],
  number: ['number', 'numero', 'número', 'telefone', 'phone', 'celular', 'whatsapp'],
  email: ['email', 'e-mail', 'mail'],
  tags: ['tags', 'tag', 'etiquetas'],
}

/** The contacts of a sheet (header row first): columns found by their header, blank rows skipped. */
export function contactRows(sheet: string[][]): SheetReading {
  const [header = [], ...body] = sheet
  const names = header.map((cell) => cell.trim().toLowerCase())
  const column = (field: keyof typeof headerAliases) =>
    names.findIndex((name) => headerAliases[field].includes(name))
  const columns = {
    name: column('name'),
    number: column('number'),
    email: column('email'),
    tags: column('tags'),
  }
  if (columns.name < 0 || columns.number < 0) return { kind: 'problem', problem: 'noColumns' }
  const cell = (cells: string[], index: number) => (index >= 0 ? (cells[index] ?? '').trim() : '')
  const rows = body.flatMap((cells, index) =>
    cells.some((value) => value.trim() !== '')
      ? [
          {
            row: index + 2,
            name: cell(cells, columns.name),
            number: cell(cells, columns.number),
            email: cell(cells, columns.email),
            tags: cell(cells, columns.tags),
          },
        ]
      : [],
  )
  if (rows.length === 0) return { kind: 'problem', problem: 'empty' }
  if (rows.length > maxImportRows) return { kind: 'problem', problem: 'tooMany' }
  return { kind: 'rows', rows }
}

/** Reads a chosen spreadsheet (xls, xlsx or csv) into contacts. */
export async function readContactsFile(file: File): Promise<SheetReading> {
  if (file.name.toLowerCase().endsWith('.xls')) return { kind: 'server-only' }
  if (!spreadsheetKindOf(file.name)) return { kind: 'problem', problem: 'unreadable' }
  try {
    return contactRows(await readSpreadsheetRows(await file.arrayBuffer(), file.name))
  } catch {
    // A damaged file reads as unreadable.
  }
  return { kind: 'problem', problem: 'unreadable' }
}
