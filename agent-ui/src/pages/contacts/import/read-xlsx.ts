/**
 * The first sheet of an .xlsx file as rows of text cells, read in the browser without a
 * spreadsheet library: an .xlsx is a ZIP of XML parts, unpacked with the browser's
 * DecompressionStream and read with DOMParser (which never runs what it parses). Numbers come back
 * as typed digits, so a phone number never becomes 5.5119E+12.
 */

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)

interface ZipEntry {
  method: number
  compressedSize: number
  localHeader: number
}

/** The entries of a ZIP file by name, from its central directory. */
function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const data = view(bytes)
  let end = -1
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557); at--) {
    if (data.getUint32(at, true) === 0x06054b50) {
      end = at
      break
    }
  }
  if (end < 0) throw new Error('not a zip file')
  const count = data.getUint16(end + 10, true)
  let at = data.getUint32(end + 16, true)
  const entries = new Map<string, ZipEntry>()
  const decoder = new TextDecoder()
  for (let index = 0; index < count; index++) {
    if (data.getUint32(at, true) !== 0x02014b50) throw new Error('broken zip directory')
    const nameLength = data.getUint16(at + 28, true)
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength))
    entries.set(name, {
      method: data.getUint16(at + 10, true),
      compressedSize: data.getUint32(at + 20, true),
      localHeader: data.getUint32(at + 42, true),
    })
    at += 46 + nameLength + data.getUint16(at + 30, true) + data.getUint16(at + 32, true)
  }
  return entries
}

async function unzipText(bytes: Uint8Array, entry: ZipEntry): Promise<string> {
  const data = view(bytes)
  const start =
    entry.localHeader +
    30 +
    data.getUint16(entry.localHeader + 26, true) +
    data.getUint16(entry.localHeader + 28, true)
  const packed = bytes.slice(start, start + entry.compressedSize)
  if (entry.method === 0) return new TextDecoder().decode(packed)
  if (entry.method !== 8) throw new Error(`unsupported zip method ${entry.method}`)
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream('deflate-raw'))
  return new Response(stream).text()
}

const xml = (text: string) => new DOMParser().parseFromString(text, 'application/xml')

/** "B12" → 1 (the column's index). */
function columnOf(reference: string): number {
  let column = 0
  for (const letter of reference.replace(/\d+$/, '').toUpperCase())
    column = column * 26 + letter.charCodeAt(0) - 64
  return column - 1
}

const textOf = (element: Element) =>
  [...element.getElementsByTagName('t')].map((part) => part.textContent ?? '').join('')

/** Reads the first sheet, at most `maxRows` rows after the header (one more tells there are too many). */
export async function readXlsx(content: ArrayBuffer, maxRows: number): Promise<string[][]> {
  const bytes = new Uint8Array(content)
  const entries = zipEntries(bytes)
  const part = async (name: string) => {
    const entry = entries.get(name)
    return entry ? xml(await unzipText(bytes, entry)) : undefined
  }
  const workbook = await part('xl/workbook.xml')
  const relations = await part('xl/_rels/workbook.xml.rels')
  const firstSheet = workbook?.getElementsByTagName('sheet')[0]
  const relationId = firstSheet?.getAttribute('r:id')
  const target = [...(relations?.getElementsByTagName('Relationship') ?? [])]
    .find((relation) => relation.getAttribute('Id') === relationId)
    ?.getAttribute('Target')
  const sheetPath = target
    ? target.startsWith('/')
      ? target.slice(1)
      : `xl/${target}`
    : 'xl/worksheets/sheet1.xml'
  const sheet = await part(sheetPath)
  if (!sheet) throw new Error('no worksheet')
  const shared = [...((await part('xl/sharedStrings.xml'))?.getElementsByTagName('si') ?? [])].map(textOf)

  const rows: string[][] = []
  for (const row of sheet.getElementsByTagName('row')) {
    // Rows keep their place in the sheet (blank rows are left out of the file): row n is rows[n - 1].
    const place = Number(row.getAttribute('r')) - 1
    while (Number.isInteger(place) && rows.length < place) rows.push([])
    if (rows.length > maxRows + 1) break
    const cells: string[] = []
    let next = 0
    for (const cell of row.getElementsByTagName('c')) {
      const reference = cell.getAttribute('r')
      const column = reference ? columnOf(reference) : next
      next = column + 1
      const type = cell.getAttribute('t')
      const value = cell.getElementsByTagName('v')[0]?.textContent ?? ''
      let text: string
      if (type === 's') text = shared[Number(value)] ?? ''
      else if (type === 'inlineStr') text = textOf(cell)
      else if (type === 'str' || type === 'e') text = value
      else if (type === 'b') text = value === '1' ? 'TRUE' : 'FALSE'
      else {
        const number = Number(value)
        text = value !== '' && Number.isInteger(number) ? number.toFixed(0) : value
      }
      cells[column] = text.trim()
    }
    rows.push(Array.from(cells, (cell) => cell ?? ''))
  }
  return rows
}
