/**
 * The text of a CSV file. CSV exported by Excel in Brazil is often Windows-1252, not UTF-8.
 *
 * @example
 * decodeText(new Uint8Array([0x4a, 0x6f, 0xe3, 0x6f])) // 'João'
 */
export function decodeText(content: ArrayBuffer | Uint8Array): string {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content)
  } catch {
    text = new TextDecoder('windows-1252').decode(content)
  }
  return text.replace(/^\uFEFF/, '')
}

/** The delimiter of the header line: ';' (Excel in pt-BR), tab, or ','. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/))
  const count = (delimiter: string) => header.split(delimiter).length - 1
  return [';', '\t', ','].reduce(
    (best, delimiter) => (count(delimiter) > count(best) ? delimiter : best),
    ',',
  )
}

/**
 * The rows of a CSV text as cells: quoted cells may hold the delimiter, line breaks and doubled
 * quotes. Cells are trimmed; a blank line is an empty row (the caller skips it). Cells stay
 * text as typed ('011...' keeps its zero).
 *
 * @example
 * parseCsv('nome;numero\nAna;5511999990000') // [['nome', 'numero'], ['Ana', '5511999990000']]
 */
export function parseCsv(text: string): string[][] {
  const delimiter = delimiterOf(text)
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"'
        at++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (char === delimiter) {
      row.push(cell.trim())
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++
      row.push(cell.trim())
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell.trim())
    rows.push(row)
  }
  return rows
}
