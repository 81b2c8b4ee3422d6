import { readSpreadsheetRows, spreadsheetKindOf } from '@atendo/spreadsheet'
import { numberDigits } from './list-records.ts'
import { isLegacyXls, readLegacyXlsRows } from './read-legacy-xls.ts'

/** One person read from an imported spreadsheet. */
export interface ImportedPerson {
  name: string
  number: string
  email: string
}

/** A row the import refuses, numbered as the spreadsheet shows it (the header is row 1). */
export interface RowProblem {
  row: number
  field: 'name' | 'number' | 'email'
  message: string
}

/** Most people one import takes. */
export const maxImportRows = 10_000

const headerNames: Record<keyof ImportedPerson, string[]> = {
  name: ['name', 'nome'],
  number: ['number', 'numero', 'número', 'telefone', 'phone', 'whatsapp'],
  email: ['email', 'e-mail'],
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The column of each field: by the header's name, else name, number, email in that order. */
function columnsOf(header: string[]): Record<keyof ImportedPerson, number> {
  const names = header.map((cell) => cell.trim().toLowerCase())
  const find = (field: keyof ImportedPerson, fallback: number) => {
    const index = names.findIndex((name) => headerNames[field].includes(name))
    return index >= 0 ? index : fallback
  }
  return { name: find('name', 0), number: find('number', 1), email: find('email', 2) }
}

/**
 * The people of a csv, xlsx or legacy xls file (first sheet, header row first), checked by the rules of a
 * list item (administration.md §5): every problem is reported with its row, so the caller can
 * refuse the whole file and say what to fix.
 */
export async function readPeople(
  content: Uint8Array,
  fileName: string,
): Promise<{ people: (ImportedPerson & { row: number })[]; problems: RowProblem[] } | 'unreadable'> {
  const legacy = isLegacyXls(fileName)
  if (!legacy && !spreadsheetKindOf(fileName)) return 'unreadable'
  let rows: string[][]
  try {
    // The header, the most rows an import takes, and one more to tell that there are too many.
    rows = legacy
      ? await readLegacyXlsRows(content, maxImportRows + 2)
      : await readSpreadsheetRows(content, fileName)
  } catch {
    return 'unreadable'
  }
  const [header = [], ...data] = rows
  const columns = columnsOf(header)
  const people: (ImportedPerson & { row: number })[] = []
  const problems: RowProblem[] = []
  const seen = new Map<string, number>()
  data.forEach((cells, index) => {
    const row = index + 2
    if (cells.every((cell) => cell.trim() === '')) return
    const name = (cells[columns.name] ?? '').trim()
    const number = numberDigits(cells[columns.number] ?? '')
    const email = (cells[columns.email] ?? '').trim()
    if (name.length < 2 || name.length > 50)
      problems.push({ row, field: 'name', message: 'must have 2 to 50 characters' })
    if (number.length < 8 || number.length > 50)
      problems.push({ row, field: 'number', message: 'must have 8 to 50 digits' })
    else if (seen.has(number))
      problems.push({ row, field: 'number', message: `repeats row ${seen.get(number)}` })
    if (email !== '' && (email.length > 255 || !emailPattern.test(email)))
      problems.push({ row, field: 'email', message: 'is not a valid e-mail' })
    seen.set(number, seen.get(number) ?? row)
    people.push({ row, name, number, email })
  })
  if (people.length > maxImportRows)
    problems.push({ row: maxImportRows + 2, field: 'number', message: `more than ${maxImportRows} rows` })
  return { people, problems }
}
