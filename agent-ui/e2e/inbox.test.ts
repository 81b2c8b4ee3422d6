import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import type pg from 'pg'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, TEST_ADMIN, type TestApp } from '../../core/src/testing/index.ts'
import { countInTitle } from '../src/components/notifications/unread-title.ts'
import { type InboxHarness, startInboxHarness, tinyPng } from './inbox-harness.ts'

/**
 * The agent inbox in a real headless Chromium against the real server (serving the built app):
 * login, a ticket arriving live through the API channel, accept with a queue, reply, transfer, resolve, the
 * logout of a second login, masked numbers for a profile user, the contact drawer (tags, notes),
 * scheduling, forwarding, the unread counter in the tab title, and the helps plugin's page.
 */

const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

let inbox: InboxHarness
let testApp: TestApp
let sql: pg.Client
let browser: Browser
let queueName: string
let agent: InboxHarness['agent']
const login: InboxHarness['login'] = (page, user) => inbox.login(page, user)
const inbound: InboxHarness['inbound'] = (number, name, body) => inbox.inbound(number, name, body)
const ticketUuidOf: InboxHarness['ticketUuidOf'] = (number) => inbox.ticketUuidOf(number)

beforeAll(async () => {
  inbox = await startInboxHarness()
  ;({ testApp, sql, browser, queueName, agent } = inbox)
})

afterAll(async () => {
  await inbox?.close()
})

describe('agent inbox in a browser', () => {
  it('logs in, takes a live ticket with a queue, replies, transfers it, and the new owner resolves it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${testApp.url}/tickets`)
    await page.waitForURL(/\/login$/)
    await expect.poll(() => page.getByRole('button', { name: 'Entrar' }).isVisible()).toBe(true)
    await page.screenshot({ path: `${screenshots}login.png` })

    await login(page, TEST_ADMIN)
    await page.getByRole('tab', { name: /Aguardando/ }).click()
    await inbound('5511987654321', 'Cliente Ao Vivo', 'Olá, preciso de ajuda\ncom meu pedido')
    const item = page.getByRole('option', { name: /Cliente Ao Vivo/ })
    await item.waitFor({ timeout: 10_000 })
    await page.screenshot({ path: `${screenshots}tickets.png` })

    await item.click()
    await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/)
    await page.getByText('com meu pedido').waitFor()
    await page
      .getByRole('toolbar', { name: 'Ações do ticket' })
      .getByRole('button', { name: 'Aceitar' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Aceitar ticket' })
    await dialog.getByLabel('Fila').selectOption({ label: queueName })
    await dialog.getByRole('button', { name: 'Aceitar' }).click()
    const input = page.getByLabel('Digite uma mensagem')
    await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true)
    await input.fill('Claro! Vou verificar agora.')
    await input.press('Enter')
    await page.locator('.message-row.mine', { hasText: 'Claro! Vou verificar agora.' }).waitFor()
    // A chosen file opens the media preview; it goes from there.
    await page.locator('.composer input[type=file]').setInputFiles({
      name: 'pedido.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('pedido 123'),
    })
    await page
      .getByRole('dialog', { name: 'Enviar arquivos' })
      .getByRole('button', { name: 'Enviar' })
      .click()
    await page.locator('.message-row.mine', { hasText: 'pedido.txt' }).waitFor()
    await expect.poll(() => inbox.deliveries(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
    await expect.poll(() => page.locator('.bubble-error').count()).toBe(0)
    await page.getByRole('tab', { name: /Atendendo/ }).click()
    await page.getByRole('option', { name: /Cliente Ao Vivo/ }).waitFor()
    await page.screenshot({ path: `${screenshots}conversation.png` })

    // Transfer to Paula: users are searched from 3 letters, the queue is required, a note goes to the contact.
    await page
      .getByRole('toolbar', { name: 'Ações do ticket' })
      .getByRole('button', { name: 'Transferir' })
      .click()
    const transfer = page.getByRole('dialog', { name: 'Transferir ticket' })
    const transferButton = transfer.getByRole('button', { name: 'Transferir' })
    const users = transfer.getByLabel('Usuário (opcional)')
    await transfer.getByLabel('Buscar usuário').fill('Pa')
    expect(await users.locator('option').allTextContents()).toEqual(['Nenhum'])
    await transfer.getByLabel('Buscar usuário').fill('Paul')
    await users.selectOption({ label: agent.name })
    expect(await transferButton.isDisabled()).toBe(true)
    await transfer.getByLabel('Fila').selectOption({ label: queueName })
    await transfer
      .getByLabel('Mensagem ao cliente (opcional)')
      .fill('A Paula vai continuar o seu atendimento.')
    await page.screenshot({ path: `${screenshots}transfer-dialog.png` })
    await transferButton.click()
    await page.waitForURL(/\/tickets\/?$/)
    const uuid = await ticketUuidOf('5511987654321')
    const [transferred] = (
      await sql.query(
        `select t.id, t.status, t.user_id, q.name as queue, t.is_transfered
         from tickets t join queues q on q.id = t.queue_id where t.uuid = $1`,
        [uuid],
      )
    ).rows
    expect(transferred).toMatchObject({
      status: 'open',
      user_id: agent.id,
      queue: queueName,
      is_transfered: true,
    })
    const log = await sql.query(
      `select l.type, u.email from ticket_logs l left join users u on u.id = l.user_id
       where l.ticket_id = $1 and l.type in ('transfered', 'receivedTransfer') order by l.id`,
      [transferred.id],
    )
    expect(log.rows).toEqual([
      { type: 'transfered', email: TEST_ADMIN.email },
      { type: 'receivedTransfer', email: agent.email },
    ])
    await context.close()

    // Paula finds it among the tickets she attends, with the note, and resolves it.
    const paulaContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const paula = await paulaContext.newPage()
    await login(paula, agent)
    await paula.getByRole('tab', { name: /Atendendo/ }).click()
    await paula.getByRole('option', { name: /Cliente Ao Vivo/ }).click()
    await paula.waitForURL(new RegExp(`/tickets/${uuid}$`))
    await paula
      .locator('.message-row.mine', { hasText: 'A Paula vai continuar o seu atendimento.' })
      .waitFor()
    await paula
      .getByRole('toolbar', { name: 'Ações do ticket' })
      .getByRole('button', { name: 'Finalizar sem mensagem de despedida' })
      .click()
    // A confirmation first, then a toast (issue 23, item 14).
    await paula
      .getByRole('dialog', { name: 'Finalizar atendimento' })
      .getByRole('button', { name: 'Finalizar' })
      .click()
    await paula.getByText('Atendimento de Cliente Ao Vivo finalizado.').waitFor()
    await paula.waitForURL(/\/tickets$/)
    const closed = await sql.query('select status, user_id from tickets where uuid = $1', [uuid])
    expect(closed.rows).toEqual([{ status: 'closed', user_id: agent.id }])
    await paulaContext.close()
  }, 90_000)

  it('logs the first session out when the same user logs in elsewhere', async () => {
    const first = await browser.newContext()
    const firstPage = await first.newPage()
    await login(firstPage, TEST_ADMIN)
    await firstPage.getByRole('tab', { name: /Atendendo/ }).waitFor()
    // Give the socket a moment to join before the second login ends the session.
    await firstPage.waitForFunction(() => document.querySelector('.tickets-screen') !== null)
    await new Promise((resolve) => setTimeout(resolve, 1000))

    const second = await browser.newContext()
    const secondPage = await second.newPage()
    await login(secondPage, TEST_ADMIN)

    await firstPage.getByText('Sua conta foi acessada em outro computador.').waitFor({ timeout: 10_000 })
    await firstPage.waitForURL(/\/login$/, { timeout: 10_000 })
    // The second session goes on: its inbox shows (drawn after its login, later on a busy machine).
    await secondPage.getByRole('tab', { name: /Atendendo/ }).waitFor({ timeout: 10_000 })
    expect(secondPage.url()).toMatch(/\/tickets/)
    await first.close()
    await second.close()
  }, 60_000)

  it('opens the contact drawer, tags the contact and notes the ticket', async () => {
    await inbound('5511911112222', 'Cliente Etiqueta', 'Quero saber das promoções')
    const uuid = await ticketUuidOf('5511911112222')
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await login(page, TEST_ADMIN)
    await page.goto(`${testApp.url}/tickets/${uuid}`)
    await page.getByText('Quero saber das promoções').waitFor()
    await page.getByRole('button', { name: 'Dados do contato', exact: true }).click()
    const drawer = page.getByRole('complementary', { name: 'Dados do contato' })
    // The number as people read it, the same in the drawer, the header and the contacts list.
    await drawer.getByText('+55 (11) 91111-2222').waitFor()

    const tagName = `Cliente VIP ${randomBytes(2).toString('hex')}`
    await drawer.getByLabel('Adicionar etiqueta', { exact: true }).fill(tagName)
    await drawer.getByRole('button', { name: 'Adicionar', exact: true }).click()
    await drawer.getByRole('button', { name: `Remover etiqueta ${tagName}` }).waitFor()
    const tagged = await sql.query(
      `select tg.name from contact_tags ct join tags tg on tg.id = ct.tag_id
       join contacts c on c.id = ct.contact_id where c.number = $1`,
      ['5511911112222'],
    )
    expect(tagged.rows.map((row) => row.name)).toContain(tagName)

    await drawer.getByLabel('Nova observação').fill('Cliente prefere contato à tarde')
    await drawer.getByRole('button', { name: 'Adicionar observação' }).click()
    await page.getByText('Observação adicionada com sucesso!').waitFor()
    await drawer.getByText('Cliente prefere contato à tarde').waitFor()
    const notes = await sql.query(
      `select n.note from ticket_notes n join tickets t on t.id = n.ticket_id where t.uuid = $1`,
      [uuid],
    )
    expect(notes.rows.map((row) => row.note)).toEqual(['Cliente prefere contato à tarde'])
    await page.screenshot({ path: `${screenshots}contact-drawer.png` })
    await context.close()
  }, 60_000)

  it('schedules a message to the conversation contact', async () => {
    await inbound('5511933334444', 'Cliente Agenda', 'Pode me lembrar amanhã?')
    const uuid = await ticketUuidOf('5511933334444')
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await login(page, TEST_ADMIN)
    await page.goto(`${testApp.url}/tickets/${uuid}`)
    await page.getByText('Pode me lembrar amanhã?').waitFor()
    // Scheduling is one of the header's "Mais ações" (issue 23: the header on one row).
    await page.getByRole('button', { name: 'Mais ações' }).click()
    await page.getByRole('menuitem', { name: 'Agendar mensagem' }).click()
    const dialog = page.getByRole('dialog', { name: 'Agendar mensagem' })
    await dialog.getByLabel('Mensagem').fill('Oi')
    await dialog.getByRole('button', { name: 'Agendar' }).click()
    await dialog.getByText('Mensagem muito curta').waitFor()
    await dialog.getByLabel('Mensagem').fill('Lembrete: sua entrega chega amanhã')
    // Three sends, two weeks apart, a business day later when one falls on a non-business day.
    await dialog.getByLabel('Enviar quantas vezes').fill('3')
    await dialog.getByRole('button', { name: 'Agendar' }).click()
    await dialog.getByText('Para enviar mais de uma vez, informe o intervalo').waitFor()
    await dialog.getByLabel('Repetir a cada').fill('2')
    await dialog.getByLabel('Unidade').selectOption({ label: 'Semanas' })
    await dialog.getByLabel('Em dias não úteis').selectOption({ label: 'Enviar um dia útil depois' })
    // Only png, jpg or jpeg images: anything else is refused before it is sent.
    const attach = dialog.getByLabel('Anexar imagem', { exact: true })
    await attach.setInputFiles({
      name: 'lista.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    })
    await dialog.getByText('Apenas imagens png, jpg ou jpeg').waitFor()
    await attach.setInputFiles({ name: 'entrega.png', mimeType: 'image/png', buffer: tinyPng })
    await dialog.getByText('entrega.png').waitFor()
    await page.screenshot({ path: `${screenshots}schedule-dialog.png` })
    await dialog.getByRole('button', { name: 'Agendar' }).click()
    await page.getByText('Agendamento salvo com sucesso!').waitFor()
    const saved = await sql.query(
      `select s.body, s.send_at, s.status, s.enviar_quantas_vezes, s.valor_intervalo, s.intervalo,
              s.tipo_dias, s.media_name, s.media_path
       from schedules s join contacts c on c.id = s.contact_id where c.number = $1`,
      ['5511933334444'],
    )
    expect(saved.rows).toHaveLength(1)
    expect(saved.rows[0]).toMatchObject({
      body: 'Lembrete: sua entrega chega amanhã',
      enviar_quantas_vezes: 3,
      valor_intervalo: 2,
      intervalo: 2,
      tipo_dias: 6,
      media_name: 'entrega.png',
    })
    expect(saved.rows[0].media_path).toBeTruthy()
    // The proposed time is one hour ahead (to the minute).
    const ahead = new Date(saved.rows[0].send_at).getTime() - Date.now()
    expect(ahead).toBeGreaterThan(55 * 60_000)
    expect(ahead).toBeLessThan(61 * 60_000)
    await context.close()
  }, 60_000)

  it('forwards a message to another contact', async () => {
    await inbound('5511955556666', 'Cliente Destino', 'Oi, sou o destino')
    await inbound('5511977778888', 'Cliente Origem', 'Segue o comprovante do pedido 42')
    const uuid = await ticketUuidOf('5511977778888')
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await login(page, TEST_ADMIN)
    await page.goto(`${testApp.url}/tickets/${uuid}`)
    await page.getByText('Segue o comprovante do pedido 42').waitFor()
    await page.getByRole('button', { name: 'Mais ações' }).click()
    await page.getByRole('menuitemcheckbox', { name: 'Selecionar mensagens para encaminhar' }).click()
    const bar = page.getByRole('region', { name: 'Selecionar mensagens para encaminhar' })
    // Nothing chosen yet: a warning, no dialog.
    await bar.getByRole('button', { name: 'Encaminhar' }).click()
    await page.getByText('Nenhuma mensagem selecionada').waitFor()
    await page.getByLabel('Selecionar mensagem: Segue o comprovante do pedido 42').check()
    await bar.getByText('1 mensagem(ns) selecionada(s)').waitFor()
    await bar.getByRole('button', { name: 'Encaminhar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Encaminhar mensagens' })
    await dialog.getByLabel('Contatos').fill('Cliente Dest')
    await dialog.getByRole('button', { name: /Cliente Destino/ }).click()
    await dialog.getByRole('button', { name: 'Encaminhar' }).click()
    await page.getByText('Mensagens encaminhadas para 1 contato(s)').waitFor()
    const forwarded = await sql.query(
      `select m.body, m.from_me from messages m join tickets t on t.id = m.ticket_id
       join contacts c on c.id = t.contact_id where c.number = $1 and m.is_forwarded`,
      ['5511955556666'],
    )
    expect(forwarded.rows).toEqual([{ body: 'Segue o comprovante do pedido 42', from_me: true }])
    await context.close()
  }, 60_000)

  it('counts tickets with unread messages in the tab title and the bell', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await login(page, TEST_ADMIN)
    await page.getByRole('tab', { name: /Atendendo/ }).waitFor()
    // The count settles after the first load; then one new contact writes.
    await page.waitForFunction(() => document.title.endsWith('Atendo'))
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const before = countInTitle(await page.title())
    await inbound('5511922223333', 'Cliente Notificação', 'Alguém aí?')
    await expect.poll(async () => countInTitle(await page.title()), { timeout: 10_000 }).toBe(before + 1)
    const bell = page.getByRole('button', { name: /^Notificações:/ })
    expect(await bell.getAttribute('aria-label')).toContain(`${before + 1} atendimentos`)
    await bell.click()
    await page.getByRole('dialog', { name: 'Notificações' }).getByText('Cliente Notificação').click()
    await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/)
    await page.getByText('Alguém aí?').waitFor()
    // Opening the conversation reads it, and the counter goes back down.
    await expect.poll(async () => countInTitle(await page.title()), { timeout: 10_000 }).toBe(before)
    await context.close()
  }, 60_000)

  it('records a voice note and sends it as audio', async () => {
    await inbound('5511944445555', 'Cliente Áudio', 'Pode mandar um áudio?')
    const uuid = await ticketUuidOf('5511944445555')
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.grantPermissions(['microphone'], { origin: testApp.url })
    const page = await context.newPage()
    await login(page, TEST_ADMIN)
    await page.goto(`${testApp.url}/tickets/${uuid}`)
    await page.getByText('Pode mandar um áudio?').waitFor()
    await page
      .getByRole('toolbar', { name: 'Ações do ticket' })
      .getByRole('button', { name: 'Aceitar' })
      .click()
    const accept = page.getByRole('dialog', { name: 'Aceitar ticket' })
    await accept.getByLabel('Fila').selectOption({ label: queueName })
    await accept.getByRole('button', { name: 'Aceitar' }).click()
    const record = page.getByRole('button', { name: 'Gravar áudio' })
    await expect.poll(() => record.isEnabled(), { timeout: 10_000 }).toBe(true)
    await record.click()
    await page
      .getByRole('timer')
      .getByText(/Gravando 00:0[2-9]/)
      .waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Enviar áudio' }).click()
    await page.locator('.message-row.mine audio').waitFor({ timeout: 10_000 })
    const sent = await sql.query(
      `select m.media_type from messages m join tickets t on t.id = m.ticket_id
       where t.uuid = $1 and m.from_me`,
      [uuid],
    )
    expect(sent.rows.map((row) => row.media_type)).toContain('audio')
    await context.close()
  }, 60_000)

  it("shows an attendant the helps plugin's videos from the drawer", async () => {
    const title = `Como transferir um atendimento ${randomBytes(2).toString('hex')}`
    const video = 'dQw4w9WgXcQ'
    const superAdmin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const created = await superAdmin.post('/api/helps', {
      title,
      description: 'Passo a passo da transferência entre filas',
      video,
    })
    expect(created.status).toBe(201)
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    // The test stays off the internet: YouTube's player is stood in for.
    await context.route('https://www.youtube.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
    )
    const page = await context.newPage()
    await login(page, agent)
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Ajuda' }).click()
    await page.waitForURL(/\/helps$/)
    await page.getByRole('heading', { name: 'Ajuda' }).waitFor()
    const card = page.getByRole('button', { name: new RegExp(title) })
    await card.waitFor()
    expect(await card.textContent()).toContain('Passo a passo da transferência entre filas')
    // No player loads until a video is opened.
    expect(await page.locator('iframe').count()).toBe(0)
    await card.click()
    const player = page.getByRole('dialog', { name: title }).locator('iframe')
    await player.waitFor()
    expect(await player.getAttribute('title')).toBe(title)
    expect(await player.getAttribute('src')).toMatch(new RegExp(`/embed/${video}$`))
    await context.close()
  }, 60_000)

  it('shows a profile user masked numbers when the company hides them', async () => {
    await sql.query(
      `insert into company_settings (company_id, key, value, created_at, updated_at)
       values (1, 'lgpdHideNumber', 'enabled', now(), now())
       on conflict (company_id, key) do update set value = 'enabled'`,
    )
    await inbound('5521912345678', 'Contato Privado', 'Oi')
    const context = await browser.newContext()
    const page = await context.newPage()
    await login(page, agent)
    await page.getByRole('link', { name: 'Contatos' }).click()
    const row = page.getByRole('listitem').filter({ hasText: 'Contato Privado' })
    await row.waitFor({ timeout: 10_000 })
    const text = (await row.textContent()) ?? ''
    expect(text).toContain('*')
    expect(text).not.toContain('5521912345678')

    // The contact drawer of the conversation hides it too.
    await page.goto(`${testApp.url}/tickets/${await ticketUuidOf('5521912345678')}`)
    await page.getByRole('button', { name: 'Dados do contato', exact: true }).click()
    const drawer = page.getByRole('complementary', { name: 'Dados do contato' })
    await drawer.getByText('Contato Privado').waitFor()
    const shown = (await drawer.textContent()) ?? ''
    expect(shown).toContain('*')
    expect(shown).not.toContain('5521912345678')
    // And so does the conversation header, which formats the masked number without unmasking it.
    const header = (await page.locator('.conversation-title').textContent()) ?? ''
    expect(header).toContain('+55 (21) 9****-**78')
    expect(header.replace(/\D/g, '')).not.toContain('5521912345678')
    await context.close()
  }, 60_000)
})
