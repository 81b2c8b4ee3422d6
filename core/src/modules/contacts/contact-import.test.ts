import * as xlsx from '@e965/xlsx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../testing/index.ts'
import { heardOne, startTwoCompanies, type TwoCompanies } from './tenant-test-kit.ts'

let t: TwoCompanies

beforeAll(async () => {
  t = await startTwoCompanies()
})

afterAll(async () => {
  await t?.close()
})

/** A workbook file as another spreadsheet program writes it (SheetJS), .xlsx or legacy .xls. */
function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const book = xlsx.utils.book_new()
  xlsx.utils.book_append_sheet(book, xlsx.utils.aoa_to_sheet(rows), 'Contatos')
  return xlsx.write(book, { type: 'buffer', bookType })
}

function upload(client: ApiClient, content: Buffer | string, fileName: string, query = '') {
  const form = new FormData()
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), fileName)
  return client.request('POST', `/api/contacts/upload${query}`, form)
}

async function contactsNamed(pattern: string, companyId = t.a.id) {
  const { rows } = await t.sql.query(
    `select c.name, c.number, c.email,
       coalesce(array_agg(tg.name order by tg.name) filter (where tg.id is not null), '{}') as tags
     from contacts c
     left join contact_tags ct on ct.contact_id = c.id
     left join tags tg on tg.id = ct.tag_id
     where c.company_id = $1 and c.name like $2
     group by c.id order by c.name`,
    [companyId, pattern],
  )
  return rows
}

describe('spreadsheet import', () => {
  it('imports an xlsx file with tags, creating the missing tags, and tells the company', async () => {
    const socket = await t.socketOf(t.a.admin, t.a.id)
    await t.a.admin.post('/api/tags', { name: 'Clientes' })
    const answer = await upload(
      t.a.user,
      workbook([
        ['Nome', 'Número', 'E-mail', 'Tags'],
        ['Xlsx Ana', 5511987650101, 'ana@example.com', 'clientes, Atacado'],
        ['Xlsx Beto', '(11) 98765-0102', '', ''],
        [],
        ['Xlsx Caio', '+55 21 8765-0103', 'caio@example.com', 'Atacado'],
      ]),
      'contatos.xlsx',
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toEqual({ created: 3, updated: 0, errors: [] })
    expect(await contactsNamed('Xlsx %')).toEqual([
      { name: 'Xlsx Ana', number: '5511987650101', email: 'ana@example.com', tags: ['Atacado', 'Clientes'] },
      { name: 'Xlsx Beto', number: '11987650102', email: null, tags: [] },
      { name: 'Xlsx Caio', number: '5521987650103', email: 'caio@example.com', tags: ['Atacado'] },
    ])
    const { rows } = await t.sql.query(
      `select c.number, i.value from contacts c join contact_identities i on i.contact_id = c.id
       where c.name like 'Xlsx %' and i.kind = 'phone' order by c.name`,
    )
    expect(rows.every((row: { number: string; value: string }) => row.number === row.value)).toBe(true)
    await heardOne(
      socket,
      `company-${t.a.id}-tag`,
      (payload: { action: string; tag?: { name: string } }) =>
        payload.action === 'create' && payload.tag?.name === 'Atacado',
    )
    await heardOne(
      socket,
      `company-${t.a.id}-contact`,
      (payload: { action: string; contact?: { name: string } }) =>
        payload.action === 'create' && payload.contact?.name === 'Xlsx Caio',
    )
  })

  it('reads old binary xls files and csv files (semicolons, Windows-1252)', async () => {
    const xls = await upload(
      t.a.user,
      workbook(
        [
          ['name', 'number'],
          ['Xls Dora', '5531987650104'],
        ],
        'biff8',
      ),
      'contatos.xls',
    )
    expect(xls.body).toEqual({ created: 1, updated: 0, errors: [] })
    const csv = await upload(
      t.a.user,
      Buffer.from(
        'nome;telefone;email;tags\r\nCsv João;5541987650105;joao@example.com;Atacado;\r\n',
        'latin1',
      ),
      'contatos.csv',
    )
    expect(csv.body).toEqual({ created: 1, updated: 0, errors: [] })
    expect(await contactsNamed('Xls Dora')).toEqual([
      { name: 'Xls Dora', number: '5531987650104', email: null, tags: [] },
    ])
    expect(await contactsNamed('Csv %')).toEqual([
      { name: 'Csv João', number: '5541987650105', email: 'joao@example.com', tags: ['Atacado'] },
    ])
  })

  it('reports every invalid row and imports nothing', async () => {
    const before = (await t.sql.query('select count(*)::int as n from contacts')).rows[0].n
    const answer = await upload(
      t.a.user,
      [
        'name,number,email,tags',
        'Lote Ok,5551987650106,,',
        'L,5551987650107,sem-arroba,',
        'Lote Curto,1234,,',
        'Lote Tag,5551987650108,,ab',
        'Lote Repetido,555187650106,,',
      ].join('\n'),
      'lote.csv',
    )
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      error: 'ERR_VALIDATION',
      message: '4 invalid row(s): nothing was imported',
    })
    expect(answer.body.details).toEqual({
      created: 0,
      updated: 0,
      errors: [
        {
          row: 3,
          field: 'name',
          message: 'must not have fewer than 2 characters',
          rule: 'minLength',
          limit: 2,
        },
        { row: 3, field: 'email', message: 'Invalid email', rule: 'format', format: 'email' },
        {
          row: 4,
          field: 'number',
          message: 'must not have fewer than 8 characters',
          rule: 'minLength',
          limit: 8,
        },
        {
          row: 5,
          field: 'tags',
          message: 'each tag must not have fewer than 3 characters',
          rule: 'minLength',
          limit: 3,
        },
        {
          row: 6,
          field: 'number',
          message: 'repeats the number of row 2',
          rule: 'ERR_DUPLICATED_CONTACT',
          firstRow: 2,
        },
      ],
    })
    expect((await t.sql.query('select count(*)::int as n from contacts')).rows[0].n).toBe(before)
    expect(await contactsNamed('Lote %')).toEqual([])
  })

  it('gives every row problem a rule the screens word in the user language, the message staying English', async () => {
    const answer = await upload(
      t.a.user,
      [
        'name,number,email,tags',
        `${'N'.repeat(251)},5551987650120,,`,
        'Regra Longo,+55 (51) 98765-0121 ramal 12345678901234567890123456789012345,,',
        'Regra Letras,55 51 9876x0122,,',
        'Regra Digitos,1234567890123456789,,',
        'Regra Email,5551987650123,ana@,',
        'Regra Tags,5551987650124,,"ok1, xy"',
        'Regra Base,5551987650125,,',
        'Regra Repetida,55 51 98765-0125,,',
      ].join('\n'),
      'regras.csv',
      '?partial=true',
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const errors: { row: number; field: string; rule?: string; message: string }[] = answer.body.errors
    expect(errors.map(({ row, field, rule }) => ({ row, field, rule }))).toEqual([
      { row: 2, field: 'name', rule: 'maxLength' },
      { row: 3, field: 'number', rule: 'maxLength' },
      { row: 3, field: 'number', rule: 'pattern' },
      { row: 4, field: 'number', rule: 'pattern' },
      { row: 5, field: 'number', rule: 'phoneNumber' },
      { row: 6, field: 'email', rule: 'format' },
      { row: 7, field: 'tags', rule: 'minLength' },
      { row: 9, field: 'number', rule: 'ERR_DUPLICATED_CONTACT' },
    ])
    for (const error of errors) expect(error.message).toMatch(/^[\x20-\x7e]+$/)
    expect(answer.body.created).toBe(1)
  })

  it('imports the valid rows with partial=true and updates known contacts', async () => {
    await t.a.admin.post('/api/contacts', { name: 'Antigo Nome', number: '5561987650109' })
    const answer = await upload(
      t.a.user,
      [
        'name,number,email,tags',
        'Parcial Novo,5561987650110,,',
        'Parcial Antigo,556187650109,novo@example.com,Atacado',
        'X,123,,',
      ].join('\n'),
      'parcial.csv',
      '?partial=true',
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      created: 1,
      updated: 1,
      errors: [
        {
          row: 4,
          field: 'name',
          message: 'must not have fewer than 2 characters',
          rule: 'minLength',
          limit: 2,
        },
        {
          row: 4,
          field: 'number',
          message: 'must not have fewer than 8 characters',
          rule: 'minLength',
          limit: 8,
        },
      ],
    })
    expect(await contactsNamed('Parcial %')).toEqual([
      { name: 'Parcial Antigo', number: '5561987650109', email: 'novo@example.com', tags: ['Atacado'] },
      { name: 'Parcial Novo', number: '5561987650110', email: null, tags: [] },
    ])
  })

  it('refuses files it cannot read', async () => {
    const pdf = await upload(t.a.user, 'not a sheet', 'contatos.pdf')
    expect(pdf.status).toBe(400)
    expect(pdf.body).toMatchObject({
      message: 'Arquivo inválido!',
      fields: [{ field: 'file', message: 'must be an xls, xlsx or csv file' }],
    })
    const noNumber = await upload(t.a.user, 'nome,cidade\nAna,Recife\n', 'sem-numero.csv')
    expect(noNumber.status).toBe(400)
    expect(noNumber.body).toMatchObject({
      message: 'Arquivo inválido!',
      fields: [{ field: 'number', message: "the header row has no 'number' column", rule: 'missingColumn' }],
    })
    const missing = await t.a.user.request('POST', '/api/contacts/upload', new FormData())
    expect(missing.status).toBe(400)
  })
})

describe('row-by-row import (/contactsImport)', () => {
  it('creates, then updates by number, and refuses invalid rows', async () => {
    const created = await t.a.user.post('/api/contactsImport', {
      name: 'Linha Lia',
      number: '5571987650111',
      email: 'lia@example.com',
      tags: 'Atacado',
      validateContact: 'false',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Linha Lia',
      number: '5571987650111',
      tags: [{ name: 'Atacado' }],
    })
    const updated = await t.a.user.post('/api/contactsImport', {
      name: 'Linha Lia Souza',
      number: '557187650111',
      tags: ['Clientes'],
      validateContact: 'true',
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({
      id: created.body.id,
      name: 'Linha Lia Souza',
      email: 'lia@example.com',
    })
    expect(updated.body.tags.map((tag: { name: string }) => tag.name)).toEqual(['Atacado', 'Clientes'])

    const invalid = await t.a.user.post('/api/contactsImport', { name: 'Linha', number: 'abc', email: 'x' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.fields).toEqual([
      { field: 'number', message: 'must not have fewer than 8 characters', rule: 'minLength', limit: 8 },
      { field: 'number', message: 'must match pattern "^[0-9+()\\-.\\s*]+$"', rule: 'pattern' },
      { field: 'email', message: 'Invalid email', rule: 'format', format: 'email' },
    ])
    const tooManyDigits = await t.a.user.post('/api/contactsImport', {
      name: 'Linha Z',
      number: '1234567890123456789',
    })
    expect(tooManyDigits.body.fields).toEqual([
      {
        field: 'number',
        message: 'must have 8 to 15 digits: country code + area code + number',
        rule: 'phoneNumber',
      },
    ])
  })
})

describe('export', () => {
  it("downloads the company's contacts with their tags as CSV, for admins only", async () => {
    await t.a.admin.post('/api/contacts', { name: '=Fórmula, "Aspas"', number: '5581987650112' })
    const refused = await t.a.user.get('/api/contacts/export')
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('ERR_NO_PERMISSION')

    const answer = await t.a.admin.get('/api/contacts/export')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const text = answer.body as string
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('name,number,email,tags')
    expect(lines).toContain('Xlsx Ana,5511987650101,ana@example.com,"Atacado, Clientes"')
    expect(lines).toContain('Xlsx Beto,11987650102,,')
    expect(lines).toContain(`"'=Fórmula, ""Aspas""",5581987650112,,`)
    const { rows } = await t.sql.query('select count(*)::int as n from contacts where company_id = $1', [
      t.a.id,
    ])
    expect(lines).toHaveLength(rows[0].n + 1)

    // What was exported imports back as the same contacts.
    const again = await upload(t.a.user, text, 'export.csv')
    expect(again.body).toEqual({ created: 0, updated: rows[0].n, errors: [] })
    expect(await contactsNamed('=Fórmula%')).toHaveLength(1)

    const otherCompany = await t.b.admin.get('/api/contacts/export')
    expect(otherCompany.status).toBe(200)
    expect((otherCompany.body as string).replace(/^\uFEFF/, '').trimEnd()).toBe('name,number,email,tags')
  })
})

describe('tenant isolation', () => {
  it("updates only the importing company's contacts", async () => {
    const answer = await upload(t.b.admin, 'name,number\nOutra Ana,5511987650101\n', 'b.csv')
    expect(answer.body).toEqual({ created: 1, updated: 0, errors: [] })
    expect(await contactsNamed('Xlsx Ana')).toHaveLength(1)
    expect((await contactsNamed('Outra Ana', t.a.id)).length).toBe(0)
    expect(await contactsNamed('Outra Ana', t.b.id)).toEqual([
      { name: 'Outra Ana', number: '5511987650101', email: null, tags: [] },
    ])
  })
})
