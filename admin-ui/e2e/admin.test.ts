import { fileURLToPath } from 'node:url'
import { definePlugin } from '@atendo/plugin-api'
import pg from 'pg'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../core/src/kernel/auth/passwords.ts'
import { recordConnectionStatus } from '../../core/src/modules/connections/record-connection-status.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '../../core/src/testing/index.ts'
import announcementsPlugin from '../../plugins/announcements/src/index.ts'
import channelApiPlugin from '../../plugins/channel-api/src/index.ts'
import channelWhatsAppPlugin from '../../plugins/channel-whatsapp/src/index.ts'
import helpsPlugin from '../../plugins/helps/src/index.ts'

/**
 * The back office in a real headless Chromium against the real server serving the built app:
 * the super admin creates a plan and a company and renews its due date, a help video is added
 * through the helps plugin's panel, and a plain user is kept out. A company admin schedules a
 * repeating message with an image from the calendar, sets a queue's working hours, attaches files
 * to a connection's greeting and a quick message, and tags a contact from the tags list; the API
 * confirms each. A company admin builds a queue with a two-level chatbot, a tag, a quick message
 * and a user with some permissions (one of them a plugin's), who then sees only what they allow;
 * a company whose plan lacks schedules is refused that page; a WhatsApp connection pairs by phone
 * number and shows its history import.
 */

/** A plugin with a per-user permission of its own, which the user form shows beside core's switches. */
const widgetsPlugin = definePlugin({
  id: 'widgets',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ permissions }) {
    permissions.switch({
      key: 'useWidgets',
      default: false,
      label: 'Widgets',
      labels: { pt: 'Usar widgets' },
    })
  },
})

const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
const PLAIN_USER = { email: 'plain@atendo.test', password: 'Plain-Pass-123' }
const COMPANY_ADMIN = { email: 'gerente@atendo.test', password: 'Gerente-Pass-123' }

// A 1x1 red PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)

let testApp: TestApp
let sql: pg.Client
let browser: Browser

/** A calendar day `days` from today, as the browser's date input takes it. */
function dayFromToday(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

async function login(page: Page, user: { email: string; password: string }) {
  await page.goto(`${testApp.url}/admin/`)
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Senha').fill(user.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/admin\/#\/$/)
}

beforeAll(async () => {
  testApp = await startTestApp({
    plugins: [helpsPlugin, announcementsPlugin, channelApiPlugin, channelWhatsAppPlugin, widgetsPlugin],
  })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  await sql.query(
    `insert into users (company_id, name, email, password_hash, profile, created_at, updated_at)
     values (1, 'Plain', $1, $2, 'user', now(), now())`,
    [PLAIN_USER.email, await hashPassword(PLAIN_USER.password)],
  )
  await sql.query(
    `insert into users (company_id, name, email, password_hash, profile, created_at, updated_at)
     values (1, 'Gerente', $1, $2, 'admin', now(), now())`,
    [COMPANY_ADMIN.email, await hashPassword(COMPANY_ADMIN.password)],
  )
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
})

afterAll(async () => {
  await browser?.close()
  await sql?.end()
  await testApp?.close()
})

// A cold Chromium parsing the bundle and several round trips per step: generous, but bounded.
describe('back office in a browser', { timeout: 90_000 }, () => {
  it('lets the super admin create a plan and a company, and renew its due date', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, TEST_ADMIN)
    // The start page renders after the identity and permissions load: wait for it, not a blank page.
    await page.getByRole('heading', { name: 'Atendo · Administração' }).first().waitFor()
    await page.screenshot({ path: `${screenshots}admin-dashboard.png` })

    await page.goto(`${testApp.url}/admin/#/plans/create`)
    await page.getByLabel('Nome').fill('Ouro')
    await page.getByLabel('Valor (R$)').fill('149.90')
    await page.getByLabel('Usuários').fill('10')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/plans$/)
    await page.getByRole('cell', { name: 'Ouro', exact: true }).waitFor()
    await page.screenshot({ path: `${screenshots}admin-plans.png` })
    const plan = await sql.query(`select id, amount, users from plans where name = 'Ouro'`)
    expect(plan.rows).toEqual([{ id: expect.any(Number), amount: '149.90', users: 10 }])

    const dueDate = dayFromToday(3)
    await page.goto(`${testApp.url}/admin/#/companies/create`)
    await page.getByLabel('Nome').fill('Padaria Central')
    await page.getByLabel('E-mail').fill('dono@padaria.test')
    await page.getByLabel('Plano').click()
    await page.getByRole('option', { name: 'Ouro' }).click()
    await page.getByLabel('Data de vencimento').fill(dueDate)
    await page.getByLabel('Senha do primeiro administrador').fill('Padaria-123')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/companies$/)
    const row = page.getByRole('row').filter({ hasText: 'Padaria Central' })
    await row.waitFor()
    // Three days before the due date: the row is yellow.
    expect(await row.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgba(255, 235, 59, 0.45)',
    )
    await page.screenshot({ path: `${screenshots}admin-companies.png` })

    const company = await sql.query(
      `select id, plan_id, to_char(due_date, 'YYYY-MM-DD') as due from companies where name = 'Padaria Central'`,
    )
    expect(company.rows[0]).toMatchObject({ plan_id: plan.rows[0].id, due: dueDate })
    const owner = await sql.query('select profile from users where email = $1', ['dono@padaria.test'])
    expect(owner.rows).toEqual([{ profile: 'admin' }])

    await row.getByRole('button', { name: 'Renovar' }).click()
    await page.getByText('Vencimento renovado para').waitFor()
    const [year, month, day] = dueDate.split('-').map(Number) as [number, number, number]
    const renewed = new Date(
      Date.UTC(year, month, Math.min(day, new Date(Date.UTC(year, month + 1, 0)).getUTCDate())),
    )
      .toISOString()
      .slice(0, 10)
    await waitFor(async () => {
      const { rows } = await sql.query(
        `select to_char(due_date, 'YYYY-MM-DD') as due from companies where id = $1`,
        [company.rows[0].id],
      )
      return rows[0].due === renewed
    })
    // A month away now: the list shows the new date and the row is no longer highlighted
    // (the pointer moves off the row first, so its hover shade does not count).
    await page.mouse.move(0, 600)
    await row.getByText(renewed.split('-').reverse().join('/')).waitFor()
    expect(await row.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    )
    await page.screenshot({ path: `${screenshots}admin-companies-renewed.png` })
    await page.close()
  })

  it('adds a help video through the panel the helps plugin declares', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, TEST_ADMIN)
    // The menu entry and the labels come from GET /api/plugins/ui, in the user's language.
    await page.getByRole('menuitem', { name: 'Vídeos de ajuda' }).click()
    await page.waitForURL(/#\/helps$/)
    await page.goto(`${testApp.url}/admin/#/helps/create`)
    await page.getByLabel('Título').fill('Primeiros passos')
    await page.getByLabel('Descrição').fill('Como atender o primeiro ticket')
    await page.getByLabel('Código do vídeo').fill('dQw4w9WgXcQ')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/helps$/)
    await page.getByRole('cell', { name: 'Primeiros passos' }).waitFor()
    await page.screenshot({ path: `${screenshots}admin-helps.png` })
    const { rows } = await sql.query('select title, description, video from helps')
    expect(rows).toEqual([
      { title: 'Primeiros passos', description: 'Como atender o primeiro ticket', video: 'dQw4w9WgXcQ' },
    ])

    await page.getByRole('button', { name: 'Português' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await page.getByRole('menuitem', { name: 'Help videos' }).waitFor()
    await page.getByRole('columnheader', { name: 'Video code' }).waitFor()
    expect(await page.getByRole('menuitem', { name: 'Vídeos de ajuda' }).count()).toBe(0)
    await page.close()
  })

  it('keeps a plain user out: no-permission home and super-only pages redirect with a toast', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, PLAIN_USER)
    await page.getByTestId('no-permission').waitFor()
    expect(await page.getByRole('menuitem', { name: 'Empresas' }).count()).toBe(0)
    await page.goto(`${testApp.url}/admin/#/companies`)
    await page.getByText('Sem permissão para acessar!').waitFor()
    await page.waitForURL(/\/admin\/#\/$/)
    await page.screenshot({ path: `${screenshots}admin-no-permission.png` })
    await page.close()
  })
})

describe('back office pages over the kernel API', { timeout: 90_000 }, () => {
  it('opens every configuration page and saves a queue with a chatbot option', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    await login(page, TEST_ADMIN)

    await page.goto(`${testApp.url}/admin/#/queues/create`)
    await page.getByLabel('Nome').fill('Vendas')
    await page.getByRole('button', { name: 'Adicionar' }).first().click()
    await page.getByLabel('Opção').first().fill('Orçamentos')
    await page.getByLabel('Mensagem').last().fill('Envie o produto desejado')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/queues$/)
    await page.getByRole('cell', { name: 'Vendas', exact: true }).waitFor()
    await page.screenshot({ path: `${screenshots}admin-queues.png` })
    const { rows } = await sql.query(
      `select q.name as queue, c.name as option, c.greeting_message as message
         from queues q join chatbot_options c on c.queue_id = q.id where q.name = 'Vendas'`,
    )
    expect(rows).toEqual([{ queue: 'Vendas', option: 'Orçamentos', message: 'Envie o produto desejado' }])

    // Each page shows something of its own once loaded: a column of its table, or a settings key.
    for (const [path, landmark, shot] of [
      ['users', 'Perfil', 'admin-users'],
      ['connections', 'Nenhum registro em Conexões.', 'admin-connections'],
      ['tags', 'Nenhum registro em Tags.', undefined],
      ['quick-messages', 'Nenhum registro em Respostas rápidas.', undefined],
      ['schedules', 'Calendário', 'admin-schedules-calendar'],
      ['settings', 'Avaliações', 'admin-settings'],
      ['announcements', 'Nenhum registro em Informativos.', undefined],
    ] as const) {
      await page.goto(`${testApp.url}/admin/#/${path}`)
      await page.getByText(landmark).first().waitFor()
      expect(await page.getByText('Algo deu errado').count(), path).toBe(0)
      if (shot) await page.screenshot({ path: `${screenshots}${shot}.png` })
    }
    expect(failures).toEqual([])
    await page.close()
  })
})

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

describe('schedules, queue hours, greeting media, quick message files and tag contacts', {
  timeout: 60_000,
}, () => {
  // The checks go through the API as the super admin: a login ends the same user's other session,
  // so the browser works as the company's admin.
  let api: ApiClient
  beforeAll(async () => {
    api = await new ApiClient(testApp.url).login(TEST_ADMIN)
  })

  it('creates a repeating schedule with an image for a contact, shows it in the calendar, edits and deletes it', async () => {
    const contact = await api.post('/api/contacts', { name: 'Maria Souza', number: '5511988887777' })
    expect(contact.status).toBe(201)
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, COMPANY_ADMIN)
    const day = dayFromToday(1)
    await page.goto(`${testApp.url}/admin/#/schedules/create`)
    await page.getByLabel('Contato').fill('Maria')
    await page.getByRole('option', { name: 'Maria Souza' }).click()
    await page.getByLabel('Mensagem').fill('Seu pedido chega amanhã')
    await page.getByLabel('Enviar em').fill(`${day}T10:30`)
    // A gif is refused before anything is sent; the png goes once the schedule exists.
    const attachment = page.getByTestId('attachment-mediaPath')
    await page
      .getByLabel('Imagem: Anexar arquivo')
      .setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
    await page.getByText('Use somente imagens png, jpg ou jpeg').waitFor()
    await page
      .getByLabel('Imagem: Anexar arquivo')
      .setInputFiles({ name: 'lembrete.png', mimeType: 'image/png', buffer: png })
    await attachment.getByText('lembrete.png').waitFor()
    await page.getByLabel('Atendente do ticket').fill('Geren')
    await page.getByRole('option', { name: 'Gerente' }).click()
    // Every 2 weeks, 3 times, a business day later when the day is not one.
    await page.getByLabel(/^Intervalo/).click()
    await page.getByRole('option', { name: 'Semanas' }).click()
    await page.getByLabel('Valor do intervalo').fill('2')
    await page.getByLabel('Quantas vezes enviar').fill('3')
    await page.getByLabel('Em dias não úteis').click()
    await page.getByRole('option', { name: 'Enviar um dia útil depois' }).click()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/schedules$/)

    const listed = async () => (await api.get('/api/schedules')).body.schedules as Record<string, unknown>[]
    await waitFor(async () => (await listed())[0]?.mediaName === 'lembrete.png')
    let [schedule] = await listed()
    expect(schedule).toMatchObject({
      contactId: contact.body.id,
      body: 'Seu pedido chega amanhã',
      sendAt: new Date(`${day}T10:30`).toISOString(),
      openTicket: 'enabled',
      statusTicket: 'closed',
      ticketUser: { name: 'Gerente' },
      intervalo: 2,
      valorIntervalo: 2,
      enviarQuantasVezes: 3,
      tipoDias: 6,
      mediaName: 'lembrete.png',
      mediaPath: expect.any(String),
    })
    const stored = await sql.query('select media_path from schedules where id = $1', [schedule!.id])
    expect(stored.rows[0].media_path).toMatch(/^company1\/.+\.png$/)
    // Tomorrow may be in next month's grid: once the calendar has loaded, move on to its month.
    const cell = page.locator(`[data-day="${day}"]`)
    const showTomorrow = async () => {
      await page.getByTestId('calendar-title').waitFor()
      if ((await cell.count()) === 0) await page.getByRole('button', { name: 'Próximo' }).click()
    }
    await showTomorrow()
    const event = cell.getByTestId('calendar-event').filter({ hasText: 'Maria Souza' })
    await event.getByText('10:30 Maria Souza').waitFor()

    // The edit dialog shows the image by the name it was sent with; it is removed on save.
    await event.getByRole('button', { name: 'Editar' }).click()
    await page.waitForURL(new RegExp(`#/schedules/${schedule!.id}$`))
    await attachment.getByText('lembrete.png').waitFor()
    await page.getByLabel('Mensagem').fill('Seu pedido chega amanhã de manhã')
    await attachment.getByRole('button', { name: 'Remover' }).click()
    await attachment.getByText('Nenhum arquivo anexado').waitFor()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/schedules$/)
    await waitFor(async () => (await listed())[0]?.body === 'Seu pedido chega amanhã de manhã')
    await waitFor(async () => (await listed())[0]?.mediaName === null)
    ;[schedule] = await listed()
    expect(schedule).toMatchObject({
      sendAt: new Date(`${day}T10:30`).toISOString(),
      intervalo: 2,
      valorIntervalo: 2,
      enviarQuantasVezes: 3,
      tipoDias: 6,
      mediaPath: null,
    })

    await showTomorrow()
    await event.getByRole('button', { name: 'Excluir' }).click()
    await page.getByRole('button', { name: 'Confirmar' }).click()
    await page.getByText('Operação realizada com sucesso!').waitFor()
    await waitFor(async () => (await listed()).length === 0)
    await event.waitFor({ state: 'detached' })
    await page.close()
  })

  it("saves a queue's out-of-hours working hours and reads them back", async () => {
    expect((await api.put('/api/companySettings', { column: 'scheduleType', data: 'queue' })).status).toBe(
      200,
    )
    // With working hours per queue, the out-of-hours message is required from the start.
    const queue = await api.post('/api/queue', {
      name: 'Suporte',
      color: '#00aa55',
      outOfHoursMessage: 'Fora do horário.',
    })
    expect(queue.status, JSON.stringify(queue.body)).toBe(201)
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, COMPANY_ADMIN)
    await page.goto(`${testApp.url}/admin/#/queues/${queue.body.id}`)
    await page.getByLabel('Mensagem fora de expediente').fill('Atendemos de segunda a sexta, das 9h às 17h.')
    await page.getByRole('tab', { name: 'Horários de atendimento' }).click()
    await page.getByLabel('schedules.1.startTimeA').fill('0900')
    await page.getByLabel('schedules.1.endTimeB').fill('1700')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/queues$/)

    const saved = await api.get(`/api/queue/${queue.body.id}`)
    expect(saved.body.outOfHoursMessage).toBe('Atendemos de segunda a sexta, das 9h às 17h.')
    expect(saved.body.schedules).toHaveLength(7)
    expect(saved.body.schedules[1]).toMatchObject({
      weekdayEn: 'monday',
      startTimeA: '09:00',
      endTimeA: '12:00',
      startTimeB: '13:00',
      endTimeB: '17:00',
    })
    expect(saved.body.schedules[2]).toMatchObject({
      weekdayEn: 'tuesday',
      startTimeA: '08:00',
      endTimeB: '18:00',
    })

    // A fresh page load shows the stored week.
    await page.goto(`${testApp.url}/admin/#/queues/${queue.body.id}`)
    await page.reload()
    await page.getByRole('tab', { name: 'Horários de atendimento' }).click()
    await waitFor(async () => (await page.getByLabel('schedules.1.startTimeA').inputValue()) === '09:00')
    expect(await page.getByLabel('schedules.1.endTimeB').inputValue()).toBe('17:00')
    await page.close()
  })

  it("attaches the greeting's media to a new connection, then removes it", async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, COMPANY_ADMIN)
    await page.goto(`${testApp.url}/admin/#/connections/create`)
    await page.getByLabel('Nome').fill('Recepção')
    await page.getByLabel('Canal').click()
    await page.getByRole('option', { name: 'API', exact: true }).click()
    await page.getByRole('tab', { name: 'Mensagens' }).click()
    await page.getByLabel('Mensagem de saudação').fill('Bem-vindo!')
    await page
      .getByLabel('Anexo da saudação: Anexar arquivo')
      .setInputFiles({ name: 'boas-vindas.png', mimeType: 'image/png', buffer: png })
    await page.getByText('boas-vindas.png').waitFor()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/connections$/)
    await page.getByRole('cell', { name: 'Recepção', exact: true }).waitFor()

    const connections = (await api.get('/api/whatsapp')).body as Record<string, unknown>[]
    const created = connections.find((connection) => connection.name === 'Recepção')!
    expect(created.greetingMessage).toBe('Bem-vindo!')
    const key = created.greetingMediaAttachment as string
    expect(key).toMatch(/^company1\/[A-Za-z0-9_-]+\.png$/)
    expect(created.greetingMediaName).toBe('boas-vindas.png')

    await page.goto(`${testApp.url}/admin/#/connections/${created.id}`)
    await page.getByRole('tab', { name: 'Mensagens' }).click()
    const attachment = page.getByTestId('attachment-greetingMediaAttachment')
    // The name it was uploaded with, not the stored key.
    await attachment.getByText('boas-vindas.png').waitFor()
    await attachment.getByRole('button', { name: 'Remover' }).click()
    await attachment.getByText('Nenhum arquivo anexado').waitFor()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/connections$/)
    await waitFor(
      async () => (await api.get(`/api/whatsapp/${created.id}`)).body.greetingMediaAttachment === null,
    )
    expect((await api.get(`/api/whatsapp/${created.id}`)).body.greetingMessage).toBe('Bem-vindo!')
    await page.close()
  })

  it("sends a quick message's file, and gives a tag to a contact from the tags list", async () => {
    const contact = await api.post('/api/contacts', { name: 'João Lima', number: '5511977776666' })
    const tag = await api.post('/api/tags', { name: 'Clientes VIP', color: '#aa0088' })
    expect([contact.status, tag.status]).toEqual([201, 201])
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, COMPANY_ADMIN)

    await page.goto(`${testApp.url}/admin/#/quick-messages/create`)
    await page.getByLabel('Atalho').fill('tabela')
    await page.getByLabel('Mensagem').fill('Segue a tabela de preços')
    await page
      .getByLabel('Anexo: Anexar arquivo')
      .setInputFiles({ name: 'tabela.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/quick-messages$/)
    await page.getByRole('cell', { name: 'tabela.pdf' }).waitFor()
    const { records: quickMessages } = (await api.get('/api/quick-messages')).body
    expect(quickMessages).toEqual([
      expect.objectContaining({
        shortcode: 'tabela',
        mediaName: 'tabela.pdf',
        mediaPath: expect.any(String),
      }),
    ])

    await page.goto(`${testApp.url}/admin/#/tags`)
    const row = page.getByRole('row').filter({ hasText: 'Clientes VIP' })
    await row.getByRole('button', { name: 'Contatos (0)' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Nenhum contato com esta tag.').waitFor()
    await dialog.getByLabel('Adicionar contato').fill('João')
    await page.getByRole('option', { name: 'João Lima (5511977776666)' }).click()
    await dialog.getByTestId('tag-contacts').getByText('João Lima').waitFor()
    const tagsOfContact = async () => (await api.get(`/api/contactTags/${contact.body.id}`)).body.tags
    expect(await tagsOfContact()).toEqual([
      expect.objectContaining({ id: tag.body.id, name: 'Clientes VIP' }),
    ])

    await dialog.getByRole('button', { name: 'Remover João Lima da tag' }).click()
    await dialog.getByText('Nenhum contato com esta tag.').waitFor()
    expect(await tagsOfContact()).toEqual([])
    await dialog.getByRole('button', { name: 'Fechar' }).click()
    // The dialog's clicks never reached the row, which would have opened the tag's edit page.
    expect(page.url()).toMatch(/#\/tags$/)
    await page.close()
  })
})

describe('a company admin sets up a service and a user who sees only what their permissions allow', {
  timeout: 120_000,
}, () => {
  const ATTENDANT = { email: 'ana@atendo.test', password: 'Ana-Pass-123' }

  it('builds a queue with a two-level chatbot, a tag, a quick message and a user, in the browser', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    await login(page, COMPANY_ADMIN)

    // The queue, its menu: 1 Vendas (with two sub-options) and 2 Suporte, sent to an attendant.
    await page.goto(`${testApp.url}/admin/#/queues/create`)
    await page.getByLabel('Nome').first().fill('Atendimento')
    await page.getByLabel('Cor').fill('#7a3db8')
    // Required while the company schedules by queue (set by an earlier test), harmless otherwise.
    await page.getByLabel('Mensagem fora de expediente').fill('Atendemos das 8h às 18h.')
    const menu = page.locator('[class~="ra-input-chatbots"]')
    await menu.getByRole('button', { name: 'Adicionar' }).click()
    await page.locator('[name="chatbots.0.name"]').fill('Vendas')
    // Sub-options come once the option has a message (administration.md §5).
    const subOptions = page.locator('[class~="ra-input-chatbots.0.options"]')
    expect(await subOptions.count()).toBe(0)
    await page.locator('[name="chatbots.0.greetingMessage"]').fill('Escolha: 1 Balcão, 2 Online')
    await subOptions.getByRole('button', { name: 'Adicionar' }).click()
    await page.locator('[name="chatbots.0.options.0.name"]').fill('Balcão')
    await page.locator('[name="chatbots.0.options.0.greetingMessage"]').fill('Retire no balcão da loja')
    await subOptions.getByRole('button', { name: 'Adicionar' }).last().click()
    await page.locator('[name="chatbots.0.options.1.name"]').fill('Online')
    await subOptions.getByRole('combobox', { name: /^Tipo/ }).nth(1).click()
    await page.getByRole('option', { name: 'Atendente', exact: true }).click()
    await subOptions.getByRole('combobox', { name: /^Atendente/ }).click()
    await page.getByRole('option', { name: 'Gerente' }).click()
    await menu.getByRole('button', { name: 'Adicionar' }).last().click()
    // A name under 4 characters is refused before anything is sent.
    await page.locator('[name="chatbots.1.name"]').fill('Sup')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('A opção deve ter ao menos 4 caracteres').waitFor()
    await page.locator('[name="chatbots.1.name"]').fill('Suporte')
    await page.locator('[name="chatbots.1.greetingMessage"]').fill('Um atendente já vai falar com você')
    await page.getByText('O formulário não é válido').waitFor({ state: 'hidden' })
    await page.screenshot({ path: `${screenshots}admin-queue-chatbot.png`, fullPage: true })
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/queues$/)
    await page.getByRole('cell', { name: 'Atendimento', exact: true }).waitFor()
    const tree = await sql.query(
      `select o.name, o.greeting_message as message, o.queue_type as type, parent.name as parent, u.name as attendant
         from chatbot_options o join queues q on q.id = o.queue_id
         left join chatbot_options parent on parent.id = o.parent_id
         left join users u on u.id = o.opt_user_id
        where q.name = 'Atendimento' order by o.parent_id nulls first, o.position`,
    )
    expect(tree.rows).toEqual([
      { name: 'Vendas', message: 'Escolha: 1 Balcão, 2 Online', type: 'text', parent: null, attendant: null },
      {
        name: 'Suporte',
        message: 'Um atendente já vai falar com você',
        type: 'text',
        parent: null,
        attendant: null,
      },
      {
        name: 'Balcão',
        message: 'Retire no balcão da loja',
        type: 'text',
        parent: 'Vendas',
        attendant: null,
      },
      { name: 'Online', message: null, type: 'attendent', parent: 'Vendas', attendant: 'Gerente' },
    ])

    // A tag, through its form.
    await page.goto(`${testApp.url}/admin/#/tags/create`)
    await page.getByLabel('Nome').fill('Ab')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Mensagem muito curta').waitFor()
    await page.getByLabel('Nome').fill('Atacado')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/tags$/)
    await page.getByRole('cell', { name: 'Atacado', exact: true }).waitFor()

    // A quick message shared with everyone.
    await page.goto(`${testApp.url}/admin/#/quick-messages/create`)
    await page.getByLabel('Atalho').fill('boasvindas')
    await page.getByLabel('Mensagem').fill('Olá! Em que posso ajudar?')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/quick-messages$/)
    await page.getByRole('cell', { name: 'boasvindas', exact: true }).waitFor()

    // A plain user with an avatar, connections, tickets without a queue and a plugin's widgets, nothing else.
    await page.goto(`${testApp.url}/admin/#/users/create`)
    await page.getByLabel('Nome').fill('Ana Atendente')
    await page.getByLabel('E-mail').fill(ATTENDANT.email)
    await page.getByLabel('Senha').fill(ATTENDANT.password)
    await page
      .getByLabel('Foto do perfil: Enviar imagem')
      .setInputFiles({ name: 'ana.png', mimeType: 'image/png', buffer: png })
    await page.getByTestId('image-profileImage').getByRole('img', { name: 'ana.png' }).waitFor()
    await page.getByRole('tab', { name: 'Permissões' }).click()
    // The plugin's permission, beside core's switches, starts at its default (off).
    expect(await page.getByLabel('Usar widgets').isChecked()).toBe(false)
    await page.getByLabel('Usar widgets').check()
    await page.getByLabel('Conexões').check()
    await page.getByLabel('Tickets sem fila').check()
    await page.screenshot({ path: `${screenshots}admin-user-permissions.png` })
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/users$/)
    await page.getByRole('cell', { name: 'Ana Atendente' }).waitFor()
    await waitFor(async () => {
      const { rows } = await sql.query('select profile_image from users where email = $1', [ATTENDANT.email])
      return /^company1\/.+\.png$/.test(rows[0]?.profile_image ?? '')
    })
    const ana = await sql.query(
      `select profile, all_ticket, allow_connections, show_dashboard, allow_group, all_historic, plugin_permissions
         from users where email = $1`,
      [ATTENDANT.email],
    )
    expect(ana.rows).toEqual([
      {
        profile: 'user',
        all_ticket: 'enabled',
        allow_connections: 'enabled',
        show_dashboard: 'disabled',
        allow_group: 'disabled',
        all_historic: 'disabled',
        plugin_permissions: { useWidgets: true },
      },
    ])
    expect(failures).toEqual([])
    await page.close()
  })

  it('shows that user only the pages their permissions open', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, ATTENDANT)
    await page.getByTestId('no-permission').waitFor()
    await page.getByRole('menuitem', { name: 'Conexões' }).waitFor()
    for (const allowed of ['Conexões', 'Tags', 'Respostas rápidas'])
      expect(await page.getByRole('menuitem', { name: allowed, exact: true }).count(), allowed).toBe(1)
    for (const refused of [
      'Usuários',
      'Filas',
      'Empresas',
      'Planos',
      'Configurações',
      'Vídeos de ajuda',
      'Informativos',
    ])
      expect(await page.getByRole('menuitem', { name: refused, exact: true }).count(), refused).toBe(0)
    await page.screenshot({ path: `${screenshots}admin-plain-user-menu.png` })

    // The admin pages show the no-permission view.
    for (const path of ['queues', 'users', 'settings']) {
      await page.goto(`${testApp.url}/admin/#/${path}`)
      await page.getByTestId('no-permission').waitFor()
      expect(await page.getByRole('cell', { name: 'Atendimento' }).count(), path).toBe(0)
    }
    await page.screenshot({ path: `${screenshots}admin-plain-user-refused.png` })

    // allowConnections opens the connections page; tags and quick messages are everyone's.
    await page.goto(`${testApp.url}/admin/#/connections`)
    // The company's connections, or the empty page when it has none yet (this test alone).
    await page
      .getByRole('columnheader', { name: 'Sessão' })
      .or(page.getByText('Nenhum registro em Conexões.'))
      .first()
      .waitFor()
    expect(await page.getByTestId('no-permission').count()).toBe(0)
    await page.goto(`${testApp.url}/admin/#/tags`)
    await page.getByRole('cell', { name: 'Atacado', exact: true }).waitFor()
    await page.goto(`${testApp.url}/admin/#/quick-messages`)
    await page.getByRole('cell', { name: 'boasvindas', exact: true }).waitFor()

    // Super-only plugin pages send them home after 500 ms, as the kernel's do.
    for (const path of ['helps', 'announcements', 'companies']) {
      await page.goto(`${testApp.url}/admin/#/${path}`)
      await page.getByText('Sem permissão para acessar!').first().waitFor()
      await page.waitForURL(/\/admin\/#\/$/)
      expect(await page.getByText('Not Found').count(), path).toBe(0)
    }
    await page.close()
  })
})

describe('a company whose plan lacks schedules', { timeout: 90_000 }, () => {
  const OWNER = { email: 'dona@loja.test', password: 'Loja-Pass-123' }
  let queueId: number

  beforeAll(async () => {
    const api = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const plan = await api.post('/api/plans', {
      name: 'Sem agenda',
      amount: 30,
      users: 5,
      connections: 2,
      queues: 5,
      useSchedules: false,
    })
    expect(plan.status, JSON.stringify(plan.body)).toBe(201)
    const company = await api.post('/api/companies', {
      name: 'Loja Sem Agenda',
      email: OWNER.email,
      planId: plan.body.id,
      dueDate: dayFromToday(30),
      passwordDefault: OWNER.password,
    })
    expect(company.status, JSON.stringify(company.body)).toBe(201)
    // Per-queue working hours, which the plan does not have.
    const owner = await new ApiClient(testApp.url).login(OWNER)
    expect((await owner.put('/api/companySettings', { column: 'scheduleType', data: 'queue' })).status).toBe(
      200,
    )
    const queue = await owner.post('/api/queue', {
      name: 'Loja',
      color: '#3355aa',
      outOfHoursMessage: 'Voltamos amanhã.',
    })
    expect(queue.status, JSON.stringify(queue.body)).toBe(201)
    queueId = queue.body.id
  })

  it('refuses the schedules page with the plan message and sends the user home after 1 s', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, OWNER)
    await page.getByRole('menuitem', { name: 'Filas' }).waitFor()
    expect(await page.getByRole('menuitem', { name: 'Agendamentos' }).count()).toBe(0)

    await page.goto(`${testApp.url}/admin/#/schedules`)
    await page
      .getByText('Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.')
      .waitFor()
    const refusedAt = Date.now()
    await page.screenshot({ path: `${screenshots}admin-plan-refused.png` })
    await page.waitForURL(/\/admin\/#\/$/)
    expect(Date.now() - refusedAt).toBeGreaterThan(600)
    expect(await page.getByText('Calendário').count()).toBe(0)

    // Nor does the queue dialog offer working hours without the plan's schedules.
    await page.goto(`${testApp.url}/admin/#/queues/${queueId}`)
    await page.getByRole('tab', { name: 'Dados da fila' }).waitFor()
    expect(await page.getByRole('tab', { name: 'Horários de atendimento' }).count()).toBe(0)
    await page.close()
  })

  it('logs its users out of the connections page once its due date has passed', async () => {
    await sql.query(`update companies set due_date = current_date - 1 where name = 'Loja Sem Agenda'`)
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, OWNER)
    // The home page says so, one click from the invoices (the inbox's /financeiro, where PAGAR is).
    const notice = page.getByRole('alert').filter({ hasText: 'A assinatura da empresa venceu' })
    const toInvoices = notice.getByRole('link', { name: 'Ver faturas e pagar' })
    await toInvoices.waitFor()
    expect(await toInvoices.getAttribute('href')).toBe('/financeiro')
    await page.goto(`${testApp.url}/admin/#/connections`)
    await page.getByText('A assinatura da empresa venceu. Regularize o pagamento para continuar.').waitFor()
    await page.waitForURL(/#\/login$/)
    await page.getByLabel('E-mail').waitFor()
    await page.close()
  })
})

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
