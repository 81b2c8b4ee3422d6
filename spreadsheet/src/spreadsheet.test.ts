import { describe, expect, it } from 'vitest'
import { readSpreadsheetRows, readXlsxCells, spreadsheetKindOf, writeXlsx } from './index.ts'

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

describe('@atendo/spreadsheet', () => {
  it('writes an .xlsx and reads it back: numbers as typed digits, blank rows in place', async () => {
    const file = await writeXlsx(
      [
        ['nome', 'numero', 'ativo'],
        ['Ana Souza', 5511999990000, true],
        [],
        ['  Bruno ', '011988887777', null],
      ],
      'Contatos',
    )
    expect(await readSpreadsheetRows(await bytesOf(file), 'lista.XLSX')).toEqual([
      ['nome', 'numero', 'ativo'],
      ['Ana Souza', '5511999990000', 'TRUE'],
      ['', '', ''],
      ['Bruno', '011988887777', ''],
    ])
    expect((await readXlsxCells(await bytesOf(file)))[1]).toEqual(['Ana Souza', 5511999990000, true])
  })

  it('reads CSV in UTF-8 or Windows-1252, with ; or , delimiters', async () => {
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('nome;numero\n'),
      0x4a,
      0x6f,
      0xe3,
      0x6f,
      0x3b,
      0x31,
    ])
    expect(await readSpreadsheetRows(latin1, 'a.csv')).toEqual([
      ['nome', 'numero'],
      ['João', '1'],
    ])
    expect(
      await readSpreadsheetRows(new TextEncoder().encode('\uFEFFname,number\nAna,"1,2"'), 'b.csv'),
    ).toEqual([
      ['name', 'number'],
      ['Ana', '1,2'],
    ])
  })

  it('rejects a damaged .xlsx and kinds it does not read', async () => {
    await expect(readSpreadsheetRows(new TextEncoder().encode('not a zip'), 'broken.xlsx')).rejects.toThrow()
    await expect(readSpreadsheetRows(new Uint8Array([1]), 'old.xls')).rejects.toThrow('not a .csv or .xlsx')
    expect(spreadsheetKindOf('old.xls')).toBeUndefined()
  })
})
