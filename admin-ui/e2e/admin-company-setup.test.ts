import { beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, TEST_ADMIN, waitFor } from '../../core/src/testing/index.ts'
import {
  browser,
  COMPANY_ADMIN,
  dayFromToday,
  login,
  png,
  sql,
  testApp,
  withBackOffice,
} from './back-office.ts'

/**
 * The back office in a real headless Chromium against the real server serving the built app:
 * a company admin schedules a repeating message with an image from the calendar, sets a queue's
 * working hours, attaches files to a connection's greeting and a quick message, and tags a contact
 * from the tags list; the API confirms each.
 */

withBackOffice()

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
    // A browser in UTC, whatever the machine's zone: the form reads its time as the company's wall
    // clock (issue 23, item 10), not the browser's, and a company that never chose a zone counts in
    // São Paulo's, which has kept UTC−3 all year since 2019.
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, timezoneId: 'UTC' })
    const page = await context.newPage()
    await login(page, COMPANY_ADMIN)
    const day = dayFromToday(1)
    const sendAt = new Date(`${day}T10:30:00-03:00`).toISOString()
    await page.goto(`${testApp.url}/admin/#/schedules/create`)
    // The pickers' buttons speak the back office's language (the walk found MUI's "Open") and each
    // is named after its field (the walk found two "Abrir" on this form).
    const contactPicker = page.getByRole('combobox', { name: 'Contato', exact: true })
    await contactPicker.waitFor()
    for (const field of ['Contato', 'Atendente do ticket'])
      expect(
        await page.getByRole('button', { name: `Mostrar opções de ${field}`, exact: true }).count(),
      ).toBe(1)
    expect(await page.getByRole('button', { name: 'Abrir', exact: true }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Open', exact: true }).count()).toBe(0)
    await contactPicker.fill('Maria')
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
    await page.getByRole('combobox', { name: 'Atendente do ticket', exact: true }).fill('Geren')
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
      sendAt,
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
      sendAt,
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
    await dialog.getByRole('combobox', { name: 'Adicionar contato', exact: true }).fill('João')
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
