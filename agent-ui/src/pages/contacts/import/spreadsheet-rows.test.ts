// @vitest-environment happy-dom

import { decodeText, parseCsv, writeXlsx } from '@atendo/spreadsheet'
import { describe, expect, it } from 'vitest'
import { type RowOutcome, runImport } from './import-runner.ts'
import { readContactsFile } from './spreadsheet-rows.ts'

/** An .xlsx as the report export writes it (write-excel-file, through @atendo/spreadsheet). */
async function workbook(rows: (string | number)[][]): Promise<ArrayBuffer> {
  return (await writeXlsx(rows, 'Contatos')).arrayBuffer()
}

const fileOf = (name: string, content: BlobPart) => new File([content], name)

describe('reading a contacts spreadsheet in the browser', () => {
  it('reads CSV with ; or , delimiters, quoted cells and Windows-1252 text', () => {
    expect(parseCsv('nome;numero;tags\n"Silva; Ana";5511999990000;"vip, ""ouro"""\n\n')).toEqual([
      ['nome', 'numero', 'tags'],
      ['Silva; Ana', '5511999990000', 'vip, "ouro"'],
      [''],
    ])
    expect(parseCsv('name,number\r\nJoão,5511988887777')).toEqual([
      ['name', 'number'],
      ['João', '5511988887777'],
    ])
    const latin1 = new Uint8Array([0x4a, 0x6f, 0xe3, 0x6f]).buffer
    expect(decodeText(latin1)).toBe('João')
  })

  it('finds the columns by their header, keeps each contact’s row number and skips blank rows', async () => {
    const csv =
      'Telefone;Nome;E-mail;Etiquetas\n5511999990000;Ana;ana@example.com;vip\n;;;\n5511988887777;Bruno;;\n'
    expect(await readContactsFile(fileOf('lista.csv', csv))).toEqual({
      kind: 'rows',
      rows: [
        { row: 2, name: 'Ana', number: '5511999990000', email: 'ana@example.com', tags: 'vip' },
        { row: 4, name: 'Bruno', number: '5511988887777', email: '', tags: '' },
      ],
    })
    expect(await readContactsFile(fileOf('lista.csv', 'cliente;fone\nAna;1'))).toEqual({
      kind: 'problem',
      problem: 'noColumns',
    })
  })

  it('reads the first sheet of an .xlsx, numbers as typed digits and row numbers as in the sheet', async () => {
    const content = await workbook([
      ['nome', 'numero', 'email', 'tags'],
      ['Ana Souza', 5511999990000, 'ana@example.com', 'vip, ouro'],
      [],
      ['Bruno', '011988887777', '', ''],
    ])
    expect(await readContactsFile(fileOf('lista.xlsx', content))).toEqual({
      kind: 'rows',
      rows: [
        { row: 2, name: 'Ana Souza', number: '5511999990000', email: 'ana@example.com', tags: 'vip, ouro' },
        { row: 4, name: 'Bruno', number: '011988887777', email: '', tags: '' },
      ],
    })
  })

  it('leaves legacy .xls to the server and calls a damaged file unreadable', async () => {
    expect(await readContactsFile(fileOf('antiga.xls', 'x'))).toEqual({ kind: 'server-only' })
    expect(await readContactsFile(fileOf('quebrada.xlsx', 'not a zip'))).toEqual({
      kind: 'problem',
      problem: 'unreadable',
    })
  })
})

describe('runImport', () => {
  it('sends every row, a few at a time, reporting each outcome; stopping takes no new rows', async () => {
    const rows = Array.from({ length: 10 }, (_, index) => index)
    let inFlight = 0
    let most = 0
    const reported: number[] = []
    const controller = new AbortController()
    await runImport(
      rows,
      async (row): Promise<RowOutcome> => {
        inFlight++
        most = Math.max(most, inFlight)
        await new Promise((resolve) => setTimeout(resolve, 1))
        inFlight--
        if (row === 5) controller.abort()
        return row % 2 ? { kind: 'created' } : { kind: 'failed', error: 'number: Muito curto!' }
      },
      (index) => reported.push(index),
      controller.signal,
      3,
    )
    expect(most).toBe(3)
    // Rows 0-5 and those already in flight when row 5 stopped it; nothing after.
    expect(reported.length).toBeLessThan(10)
    expect(reported).toContain(5)
  })
})
