import { fileURLToPath } from 'node:url'
import * as xlsx from '@e965/xlsx'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN } from '../../core/src/testing/index.ts'
import { type InboxHarness, startInboxHarness } from './inbox-harness.ts'

/**
 * The contacts import screen (/contacts/import) in a real headless Chromium against the real
 * server: a CSV and an XLSX read in the browser and imported row by row with the progress in
 * percent and each row's outcome, and a legacy XLS imported whole by the server.
 */

const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

let inbox: InboxHarness

beforeAll(async () => {
  inbox = await startInboxHarness()
})

afterAll(async () => {
  await inbox?.close()
})

function spreadsheet(rows: unknown[][], bookType: 'xlsx' | 'xls'): Buffer {
  const book = xlsx.utils.book_new()
  xlsx.utils.book_append_sheet(book, xlsx.utils.aoa_to_sheet(rows), 'Contatos')
  return xlsx.write(book, { type: 'buffer', bookType }) as Buffer
}

type ChosenFile = { name: string; mimeType: string; buffer: Buffer }

/**
 * Chooses a spreadsheet as a user does: the page's own translated button (the browser's native
 * "Choose file / No file chosen" stays hidden), pressed with the mouse or, `byKeyboard`, with Enter.
 */
async function chooseSpreadsheet(page: Page, file: ChosenFile, { byKeyboard = false, english = false } = {}) {
  const button = page
    .getByRole('group', { name: english ? 'Spreadsheet (xls, xlsx, csv)' : 'Planilha (xls, xlsx, csv)' })
    .getByRole('button', { name: english ? 'Choose file' : 'Escolher arquivo' })
  const chooser = page.waitForEvent('filechooser')
  if (byKeyboard) {
    await button.focus()
    await page.keyboard.press('Enter')
  } else await button.click()
  await (await chooser).setFiles(file)
}

const contactsNamed = async (numbers: string[]) =>
  (
    await inbox.sql.query(
      `select name, number, coalesce(email, '') as email from contacts
       where company_id = 1 and number = any($1) order by number`,
      [numbers],
    )
  ).rows

describe('contacts import', () => {
  it('imports a CSV row by row from the contacts menu, with the progress in percent and the rows refused', async () => {
    await inbox.inbound('5511970000001', 'Já Conhecida', 'Oi')
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await inbox.login(page, TEST_ADMIN)
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Contatos' }).click()
    await page.getByRole('button', { name: 'Importar / Exportar' }).click()
    await page.getByRole('menuitem', { name: 'Importar planilha (xls, xlsx, csv)' }).click()
    await page.waitForURL(/\/contacts\/import$/)

    const csv = [
      'Nome;Número;E-mail;Etiquetas',
      'Ana Importada;5511970000002;ana@example.com;Importados',
      'Já Conhecida Atualizada;5511970000001;;',
      'Número Ruim;12;;',
      'Zé Demorado;5511970000003;;',
    ].join('\n')
    // The last row's answer is held back, so the screen shows the import midway.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/contactsImport', async (route) => {
      if (route.request().postData()?.includes('5511970000003')) await held
      await route.continue()
    })
    // The file field speaks the page's language: no native file input shows.
    const field = page.getByRole('group', { name: 'Planilha (xls, xlsx, csv)' })
    await field.getByText('Nenhum arquivo escolhido').waitFor()
    expect(await page.locator('input[type="file"]:visible').count()).toBe(0)
    await chooseSpreadsheet(
      page,
      { name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') },
      { byKeyboard: true },
    )
    await field.getByText('clientes.csv').waitFor()
    const rows = page.getByRole('list', { name: '4 contatos na planilha' }).getByRole('listitem')
    await expect.poll(() => rows.count()).toBe(4)
    expect(await rows.first().textContent()).toContain('Ana Importada')
    await page.getByRole('button', { name: 'Importar 4 contatos' }).click()
    const progress = page.getByRole('status')
    await progress.getByText('75%').waitFor()
    await progress.getByText('Importando: 3 de 4').waitFor()
    release()
    await progress.getByText('100%').waitFor()
    await progress.getByText('Importação concluída: 2 criados, 1 atualizados, 1 com erro.').waitFor()
    expect(await rows.filter({ hasText: 'Número Ruim' }).textContent()).toMatch(/Erro: Número/)
    await page.getByLabel('Mostrar só as linhas com erro').check()
    await expect.poll(() => rows.count()).toBe(1)
    await page.screenshot({ path: `${screenshots}contacts-import.png` })

    expect(await contactsNamed(['5511970000001', '5511970000002', '5511970000003', '12'])).toEqual([
      { name: 'Já Conhecida Atualizada', number: '5511970000001', email: '' },
      { name: 'Ana Importada', number: '5511970000002', email: 'ana@example.com' },
      { name: 'Zé Demorado', number: '5511970000003', email: '' },
    ])
    const tagged = await inbox.sql.query(
      `select t.name from contact_tags ct join tags t on t.id = ct.tag_id
       join contacts c on c.id = ct.contact_id where c.number = '5511970000002'`,
    )
    expect(tagged.rows).toEqual([{ name: 'Importados' }])
    await context.close()
  }, 60_000)

  it('reads an XLSX in the browser, and leaves a legacy XLS to the server', async () => {
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await inbox.login(page, TEST_ADMIN)
    await page.goto(`${inbox.testApp.url}/contacts/import`)
    await chooseSpreadsheet(page, {
      name: 'clientes.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: spreadsheet(
        [
          ['nome', 'numero'],
          ['Carla Planilha', 5511970000004],
        ],
        'xlsx',
      ),
    })
    await page.getByRole('button', { name: 'Importar 1 contatos' }).click()
    await page.getByText('Importação concluída: 1 criados, 0 atualizados, 0 com erro.').waitFor()

    await chooseSpreadsheet(page, {
      name: 'antiga.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: spreadsheet(
        [
          ['nome', 'numero'],
          ['Dora Antiga', '5511970000005'],
          ['Sem Número', ''],
        ],
        'xls',
      ),
    })
    await page.getByText('Arquivos .xls são lidos pelo servidor').waitFor()
    await page.getByRole('button', { name: 'Importar', exact: true }).click()
    await page.getByText('Importação concluída: 1 criados, 0 atualizados, 1 linhas com erro.').waitFor()
    // The server names each problem of the row (here: no number at all).
    await page
      .getByText(/^Linha 3: Número/)
      .first()
      .waitFor()
    expect(await contactsNamed(['5511970000004', '5511970000005'])).toEqual([
      { name: 'Carla Planilha', number: '5511970000004', email: '' },
      { name: 'Dora Antiga', number: '5511970000005', email: '' },
    ])
    await context.close()
  }, 60_000)

  it("tells why each row was refused in the user's language, Portuguese and then English", async () => {
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await inbox.login(page, TEST_ADMIN)
    await page.goto(`${inbox.testApp.url}/contacts/import`)
    const csv = [
      'nome,numero,email,tags',
      'Idioma Curto,1234,,',
      'Idioma Email,5511970000011,ana@,',
      'Idioma Etiqueta,5511970000012,,"Clientes, xy"',
      'Idioma Digitos,1234567890123456789,,',
    ].join('\n')
    await chooseSpreadsheet(page, {
      name: 'idiomas.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    })
    await page.getByRole('button', { name: 'Importar 4 contatos' }).click()
    await page.getByText('Importação concluída: 0 criados, 0 atualizados, 4 com erro.').waitFor()
    const rows = page.getByRole('list', { name: '4 contatos na planilha' }).getByRole('listitem')
    const reasons = async () => (await rows.allTextContents()).map((text) => text.slice(text.indexOf('Err')))
    expect(await reasons()).toEqual([
      'Erro: Número: precisa de pelo menos 8 caracteres',
      'Erro: E-mail: não é um e-mail válido',
      'Erro: Etiquetas: cada etiqueta precisa de pelo menos 3 caracteres',
      'Erro: Número: precisa ter de 8 a 15 dígitos: DDI + DDD + número',
    ])

    // A legacy XLS goes to the server whole; a number the file repeats is named with its first row.
    await chooseSpreadsheet(page, {
      name: 'repetidos.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: spreadsheet(
        [
          ['nome', 'numero'],
          ['Idioma Primeira', '5511970000013'],
          ['Idioma Segunda', '55 11 97000-0013'],
        ],
        'xls',
      ),
    })
    await page.getByRole('button', { name: 'Importar', exact: true }).click()
    const repeated = page.getByRole('listitem').filter({ hasText: /^Linha 3:/ })
    await expect.poll(() => repeated.textContent()).toBe('Linha 3: Número: repete o número da linha 2')

    // The same answers read in English once the user switches language: no server English shows.
    await page.getByRole('button', { name: 'Menu do usuário' }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    const englishRow = page.getByRole('listitem').filter({ hasText: /^Row 3:/ })
    await expect.poll(() => englishRow.textContent()).toBe('Row 3: Number: repeats the number of row 2')
    await chooseSpreadsheet(
      page,
      { name: 'idiomas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') },
      { english: true },
    )
    await page.getByRole('button', { name: 'Import 4 contacts' }).click()
    await page.getByText('Import finished: 0 created, 0 updated, 4 with errors.').waitFor()
    const englishRows = page
      .getByRole('list', { name: '4 contacts in the spreadsheet' })
      .getByRole('listitem')
    expect((await englishRows.allTextContents()).map((text) => text.slice(text.indexOf('Err')))).toEqual([
      'Error: Number: needs at least 8 characters',
      'Error: Email: is not a valid email',
      'Error: Tags: each tag needs at least 3 characters',
      'Error: Number: must have 8 to 15 digits: country code + area code + number',
    ])
    await context.close()
  }, 60_000)
})
