import { beforeAll, describe, expect, it } from 'vitest'
import { recordConnectionStatus } from '../../core/src/modules/connections/record-connection-status.ts'
import { waitFor } from '../../core/src/testing/index.ts'
import { browser, COMPANY_ADMIN, login, screenshots, sql, testApp, withBackOffice } from './back-office.ts'

/**
 * The back office in a real headless Chromium against the real server serving the built app:
 * a WhatsApp connection pairs by phone number and shows its history import.
 */

withBackOffice()

describe('a WhatsApp connection: pairing by phone number and the history import', { timeout: 90_000 }, () => {
  let connectionId: number
  const connection = () => ({ id: connectionId, companyId: 1 })

  beforeAll(async () => {
    // As the WhatsApp channel leaves it when nobody has paired it yet and its session is stopped.
    const { rows } = await sql.query(
      `insert into connections (company_id, name, channel, provider, status, session_stopped, options, created_at, updated_at)
       values (1, 'Celular da loja', 'whatsapp', 'baileys', 'DISCONNECTED', true, '{}', now(), now()) returning id`,
    )
    connectionId = rows[0].id
  })

  it('saves the number to pair by code, and the dialog follows the session: QR code, pairing code, connected', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, COMPANY_ADMIN)
    await page.goto(`${testApp.url}/admin/#/connections/${connectionId}`)
    const number = page.getByLabel('Conectar por código: número do celular')
    await number.fill('123')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Informe o número com código do país, de 8 a 15 dígitos').waitFor()
    await number.fill('+55 (11) 99999-0000')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/connections$/)
    await waitFor(async () => {
      const { rows } = await sql.query(
        `select options->>'pairingCodeNumber' as number from connections where id = $1`,
        [connectionId],
      )
      return rows[0].number === '5511999990000'
    })

    // What the channel reports reaches the page live: a QR code first.
    const row = page.getByRole('row').filter({ hasText: 'Celular da loja' })
    await row.getByText('Desconectado', { exact: true }).waitFor()
    await recordConnectionStatus(testApp.app.kernel, connection(), 'qrcode', { qrcode: '2@e2e-qr-code' })
    await row.getByRole('button', { name: 'QR code', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('connection-qrcode').waitFor()
    // The phone number is known, so the session asks for a pairing code instead: the dialog shows it.
    await recordConnectionStatus(testApp.app.kernel, connection(), 'PAIRING', { qrcode: 'K7M2Q9X4' })
    await dialog.getByText('K7M2-Q9X4', { exact: true }).waitFor()
    await dialog.getByText(/Conectar com número de telefone/).waitFor()
    // The dialog's fade-in is over before the picture is taken.
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${screenshots}admin-connection-pairing-code.png` })
    await recordConnectionStatus(testApp.app.kernel, connection(), 'CONNECTED', { number: '5511999990000' })
    await dialog.waitFor({ state: 'detached' })
    await row.getByText('Conectado', { exact: true }).waitFor()
    await row.getByRole('button', { name: 'Desconectar' }).waitFor()
    await page.close()
  })

  it('shows the import progress live, then offers to close the imported tickets', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, COMPANY_ADMIN)
    await page.goto(`${testApp.url}/admin/#/connections`)
    const row = page.getByRole('row').filter({ hasText: 'Celular da loja' })
    await row.waitFor()
    // The WhatsApp channel's progress events (history-imports.ts), as it sends them to the admins.
    const importEvent = `importMessages-1`
    await waitFor(async () => {
      testApp.app.kernel.realtime.toAdmins(1).emit(importEvent, {
        action: 'update',
        status: { this: -1, all: -1, date: new Date().toISOString() },
      })
      return (await page.getByTestId('import-progress').count()) === 1
    })
    await page.getByTestId('import-progress').getByText('Preparando importação').waitFor()
    const newest = new Date(2025, 10, 3, 8, 45)
    testApp.app.kernel.realtime
      .toAdmins(1)
      .emit(importEvent, { action: 'update', status: { this: 150, all: 600, date: newest.toISOString() } })
    await page.getByText('Processadas 150 de 600').waitFor()
    await page.getByText('Data: 03/11/2025 08:45').waitFor()
    await page.screenshot({ path: `${screenshots}admin-connection-import.png` })

    // Finished: the channel marks the connection and asks the page to refresh.
    await sql.query(
      `update connections set options = options || '{"statusImportMessages": "renderButtonCloseTickets"}' where id = $1`,
      [connectionId],
    )
    testApp.app.kernel.realtime.toAdmins(1).emit(importEvent, { action: 'refresh' })
    await page.getByTestId('import-progress').waitFor({ state: 'detached' })
    await row.getByRole('button', { name: 'Fechar tickets importados' }).click()
    await page.getByText('Fechar tickets importados?').waitFor()
    await page.getByRole('button', { name: 'Confirmar' }).click()
    await page.getByText('Tickets importados fechados com sucesso!').waitFor()
    await row.getByRole('button', { name: 'Fechar tickets importados' }).waitFor({ state: 'detached' })
    const { rows } = await sql.query(
      `select options->>'statusImportMessages' as status from connections where id = $1`,
      [connectionId],
    )
    expect(rows[0].status).toBeNull()

    // Within 35 s of an import's timestamp the connection shows a disabled "preparing".
    await sql.query(
      `update connections set options = options || jsonb_build_object('importOldMessages', now()::text, 'statusImportMessages', $2::text)
        where id = $1`,
      [connectionId, String(Date.now())],
    )
    await page.reload()
    await waitFor(async () => (await row.getByRole('button', { name: 'Preparando…' }).count()) === 1)
    expect(await row.getByRole('button', { name: 'Preparando…' }).isDisabled()).toBe(true)
    await page.close()
  })
})
