import { utils, write } from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { readPeople } from './spreadsheet-rows.ts'

/** A legacy Excel 97-2003 (BIFF8) workbook of these rows, as Excel would save it. */
function legacyXls(rows: unknown[][]): Uint8Array {
  const book = utils.book_new()
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Contatos')
  return new Uint8Array(write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer)
}

describe('legacy .xls import', () => {
  it('reads the people of a BIFF8 file, numbers typed as numbers kept whole', async () => {
    const read = await readPeople(
      legacyXls([
        ['Nome', 'Número', 'E-mail'],
        ['Ana', 5511933330001, 'ana@example.com'],
        ['Bruno', '(11) 93333-0002', ''],
      ]),
      'contatos.XLS',
    )
    expect(read).toEqual({
      people: [
        { row: 2, name: 'Ana', number: '5511933330001', email: 'ana@example.com' },
        { row: 3, name: 'Bruno', number: '11933330002', email: '' },
      ],
      problems: [],
    })
  })

  it('reports bad rows with the row numbers the spreadsheet shows, blank rows counted', async () => {
    const read = await readPeople(
      legacyXls([['nome', 'numero'], ['Ana', '5511933330001'], [], ['C', '123']]),
      'contatos.xls',
    )
    expect(read !== 'unreadable' && read.problems).toEqual([
      { row: 4, field: 'name', message: 'must have 2 to 50 characters' },
      { row: 4, field: 'number', message: 'must have 8 to 50 digits' },
    ])
  })

  it('answers unreadable for a file that only claims to be .xls, or a broken one', async () => {
    const text = new TextEncoder().encode('nome,numero\nAna,5511933330001\n')
    expect(await readPeople(text, 'contatos.xls')).toBe('unreadable')
    const broken = new Uint8Array(600)
    broken.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect(await readPeople(broken, 'contatos.xls')).toBe('unreadable')
  })
})
