import { describe, expect, it } from 'vitest'
import { TEST_ADMIN, waitFor } from '../../core/src/testing/index.ts'
import {
  browser,
  COMPANY_ADMIN,
  login,
  png,
  screenshots,
  sql,
  testApp,
  withBackOffice,
} from './back-office.ts'

/**
 * The back office in a real headless Chromium against the real server serving the built app:
 * the whitelabel colours and logo, a company's options with translated labels, an announcement
 * with an image, and the connection dialog's validation.
 */

withBackOffice()

describe('settings, whitelabel and announcements in a browser', { timeout: 120_000 }, () => {
  it('lets the super admin set a whitelabel colour and upload a logo, and the theme follows', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, TEST_ADMIN)
    await page.goto(`${testApp.url}/admin/#/settings`)
    await page.getByRole('tab', { name: 'Whitelabel' }).click()

    const light = page.getByRole('textbox', { name: 'Cor primária (modo claro)', exact: true })
    await light.fill('vermelho')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Cor inválida: use #RRGGBB').waitFor()
    await light.fill('#AA3300')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Operação atualizada com sucesso.').waitFor()
    await waitFor(async () => {
      const { rows } = await sql.query(`select value from global_settings where key = 'primaryColorLight'`)
      return rows[0]?.value === '#AA3300'
    })

    await page.getByLabel('Logo (modo claro): Enviar').setInputFiles({
      name: 'marca.png',
      mimeType: 'image/png',
      buffer: png,
    })
    await page.getByText('Arquivo enviado com sucesso!').waitFor()
    const logo = page.getByTestId('logo-Light').getByRole('img', { name: 'Logo (modo claro)' })
    await logo.waitFor()
    // The image really loads from the server's signed URL.
    await waitFor(() =>
      logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 1),
    )
    const { rows } = await sql.query(`select value from global_settings where key = 'appLogoLight'`)
    expect(rows[0].value).toMatch(/^company1\/.+\.png$/)
    await page.screenshot({ path: `${screenshots}admin-whitelabel.png` })

    await page
      .getByLabel('Favicon: Enviar')
      .setInputFiles({ name: 'icone.png', mimeType: 'image/png', buffer: png })
    await page.getByTestId('logo-Favicon').getByRole('img').waitFor()

    // The system name, on the platform tab.
    await page.getByRole('tab', { name: 'Plataforma' }).click()
    await page.getByLabel('Nome do sistema').fill('Central Atende')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Operação atualizada com sucesso.').waitFor()

    // A new page load paints the app bar with the new primary colour and the logo, and names the tab.
    await page.reload()
    await page.getByRole('tab', { name: 'Opções' }).waitFor()
    const appBar = page.locator('header').first()
    await waitFor(
      async () =>
        (await appBar.evaluate((element) => getComputedStyle(element).backgroundColor)) === 'rgb(170, 51, 0)',
    )
    const barLogo = appBar.getByRole('img', { name: 'Central Atende' })
    await waitFor(() =>
      barLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 1),
    )
    await waitFor(async () => (await page.title()) === 'Central Atende')
    const favicon = await page.locator('link[rel~="icon"]').getAttribute('href')
    expect(favicon).toMatch(/\/public\/company1\/.+\.png\?/)
    await page.screenshot({ path: `${screenshots}admin-whitelabel-shell.png` })
    await page.close()

    // Before anyone logs in, the login page shows the logo and the name too.
    const visitor = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await visitor.goto(`${testApp.url}/admin/#/login`)
    await visitor.getByRole('heading', { name: 'Central Atende' }).waitFor()
    const loginLogo = visitor.getByRole('img', { name: 'Central Atende' })
    await waitFor(() =>
      loginLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 1),
    )
    await visitor.screenshot({ path: `${screenshots}admin-login-whitelabel.png` })
    await visitor.close()
    // The other tests expect the product's own name.
    await sql.query(`update global_settings set value = 'Atendo' where key = 'appName'`)
  })

  it('shows a company admin translated option labels and the conditional required message', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage()
    await login(page, COMPANY_ADMIN)
    await page.goto(`${testApp.url}/admin/#/settings`)
    await page.getByLabel('Avaliações').waitFor()
    // Every option has a label: no raw key is on the page.
    for (const rawKey of [
      'userRating',
      'sendGreetingAccepted',
      'lgpdHideNumber',
      'AcceptCallWhatsappMessage',
    ]) {
      expect(await page.getByText(rawKey, { exact: true }).count(), rawKey).toBe(0)
    }
    // Only the super admin has the platform's tabs.
    expect(await page.getByRole('tab', { name: 'Whitelabel' }).count()).toBe(0)

    await page.getByLabel('Enviar saudação ao aceitar o ticket').check()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Obrigatório com "Enviar saudação ao aceitar o ticket" habilitado').waitFor()
    let saved = await sql.query(
      `select value from company_settings where company_id = 1 and key = 'sendGreetingAccepted'`,
    )
    expect(saved.rows).toEqual([])

    await page.getByLabel('Mensagem de saudação ao aceitar').fill('Olá! Sou {{user}} e vou te atender.')
    await page.getByLabel('Gerenciamento de expediente').click()
    await page.getByRole('option', { name: 'Por empresa' }).click()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Operação atualizada com sucesso.').waitFor()
    await waitFor(async () => {
      saved = await sql.query(
        `select key, value from company_settings where company_id = 1
           and key in ('sendGreetingAccepted', 'greetingAcceptedMessage', 'scheduleType') order by key`,
      )
      return saved.rows.length === 3
    })
    expect(saved.rows).toEqual([
      { key: 'greetingAcceptedMessage', value: 'Olá! Sou {{user}} e vou te atender.' },
      { key: 'scheduleType', value: 'company' },
      { key: 'sendGreetingAccepted', value: 'enabled' },
    ])
    await page.screenshot({ path: `${screenshots}admin-settings-options.png` })

    // Schedule type company: the working-hours tab appears and saves the week.
    await page.getByRole('tab', { name: 'Horários' }).click()
    const mondayStart = page.getByLabel('schedules.1.startTimeA')
    await mondayStart.fill('0930')
    expect(await mondayStart.inputValue()).toBe('09:30')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Horários atualizados com sucesso.').waitFor()
    const { rows } = await sql.query('select schedules from companies where id = 1')
    expect(rows[0].schedules[1]).toMatchObject({
      weekdayEn: 'monday',
      startTimeA: '09:30',
      endTimeA: '12:00',
    })
    await page.close()
  })

  it('lets the super admin create an announcement with an image, shown in the list', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, TEST_ADMIN)
    await page.goto(`${testApp.url}/admin/#/announcements/create`)
    // Title and text are required (administration.md §5): the form says so before any request.
    await page.getByLabel('Título').fill('Manutenção programada')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Obrigatório').first().waitFor()
    expect((await sql.query('select count(*)::int as n from announcements')).rows[0].n).toBe(0)
    await page.getByLabel('Texto').fill('O sistema ficará fora do ar domingo às 2h.')
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'aviso.png', mimeType: 'image/png', buffer: png })
    await page.getByRole('img', { name: 'aviso.png' }).waitFor()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/announcements$/)
    const row = page.getByRole('row').filter({ hasText: 'Manutenção programada' })
    await row.waitFor()
    await row.getByText('Baixa').waitFor()
    const image = row.locator('img')
    await waitFor(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth === 1),
    )
    await page.screenshot({ path: `${screenshots}admin-announcements.png` })
    const { rows } = await sql.query(
      `select priority, status, media_name, media_path from announcements where title = 'Manutenção programada'`,
    )
    expect(rows).toEqual([
      {
        priority: 3,
        status: true,
        media_name: 'aviso.png',
        media_path: expect.stringMatching(/^company1\/.+\.png$/),
      },
    ])
    await page.close()
  })

  it('validates the connection dialog with the rules of §5 before saving, across its tabs', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/whatsapp')) sent.push(request.url())
    })
    await login(page, TEST_ADMIN)
    await page.goto(`${testApp.url}/admin/#/connections/create`)
    await page.getByLabel('Nome').fill('Comercial')
    await page.getByLabel('Canal').click()
    await page.getByRole('option', { name: 'API', exact: true }).click()
    await page.getByRole('tab', { name: 'Chatbot e filas' }).click()
    await page.getByLabel('Redirecionar após (minutos)').fill('15')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page
      .getByText('Tempo de redirecionamento e fila de redirecionamento devem ser preenchidos juntos')
      .waitFor()
    expect(sent).toEqual([])
    await page.getByLabel('Redirecionar após (minutos)').fill('0')
    await page.getByRole('tab', { name: 'LGPD' }).click()
    await page.getByLabel('Mensagem LGPD').fill('Seus dados são tratados conforme a LGPD.')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/connections$/)
    await page.getByRole('cell', { name: 'Comercial', exact: true }).waitFor()
    const { rows } = await sql.query(`select channel, options from connections where name = 'Comercial'`)
    expect(rows[0].channel).toBe('api')
    expect(rows[0].options).toMatchObject({
      lgpdMessage: 'Seus dados são tratados conforme a LGPD.',
      timeSendQueue: 0,
    })
    await page.close()
  })
})
