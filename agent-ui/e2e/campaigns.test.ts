import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Browser, chromium, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  createCompany,
  createUser,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  waitFor,
} from '../../core/src/testing/index.ts'
import campaignsPlugin from '../../plugins/campaigns/src/index.ts'
import channelApiPlugin from '../../plugins/channel-api/src/index.ts'

/**
 * The campaign pages of the inbox in a real headless Chromium against the real server: a contact
 * list built in the page, a spreadsheet with a bad row refused (each bad row shown, nothing
 * imported) and a good one imported with its progress, the contacts of a tag added, the
 * campaign's list searched from 3 characters, a campaign sent over the API channel to
 * the integrator's webhook (a local HTTP server) and counted by its report, the read-only dialog of
 * a campaign that can no longer change, the `cshow` flag that opens the pages, and a plain
 * user's no-permission view.
 */

/** What the integrator's webhook received: one POST per message the channel delivered. */
const deliveries: { to: { address: string }; message: { kind: string; body: string } }[] = []
let receiver: Server
let testApp: TestApp
let browser: Browser
let connectionName = ''

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      deliveries.push(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      response.end('ok')
    })
  })
  receiver.listen(0, '127.0.0.1')
  await once(receiver, 'listening')
  testApp = await startTestApp({
    plugins: [channelApiPlugin, campaignsPlugin],
    pluginConfig: { 'channel-api': { deliveryBackoffMs: 100 } },
    // The webhook receiver is on loopback, which tenant URLs may not reach unless allowed.
    env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' },
  })
  const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  connectionName = 'Portal do cliente'
  const connection = await admin.post('/api/whatsapp', {
    name: connectionName,
    channel: 'api',
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
  })
  expect(connection.status).toBe(201)
  await waitFor(
    async () => (await admin.get(`/api/whatsapp/${connection.body.id}`)).body.status === 'CONNECTED',
  )
  // Any hour and day, no pause between messages: the campaign runs as soon as it is due.
  const paced = await admin.post('/api/campaign-settings', {
    settings: {
      messageInterval: 0,
      longerIntervalAfter: 0,
      startHour: '00:00',
      endHour: '00:00',
      sabado: true,
      domingo: true,
    },
  })
  expect(paced.status).toBe(200)
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
})

afterAll(async () => {
  await browser?.close()
  await testApp?.close()
  receiver?.closeAllConnections()
  await new Promise((resolve) => receiver?.close(resolve))
})

/** The company option the inbox sets its `cshow` flag from, at each sign-in. */
async function campaignsEnabled(value: 'true' | 'false'): Promise<void> {
  await operatorEm(testApp).execute(
    `insert into company_settings (company_id, key, value, created_at, updated_at)
     values (1, 'campaignsEnabled', ?, now(), now())
     on conflict (company_id, key) do update set value = excluded.value`,
    [value],
  )
}

async function loggedIn(
  user: { email: string; password: string },
  viewport = { width: 1280, height: 720 },
): Promise<Page> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto(`${testApp.url}/login`)
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Senha', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/tickets/)
  return page
}

/** An 8×8 blue PNG, for the campaign's file. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQ63iKFTEMLQkAZEJiwfzHOWwAAAAASUVORK5CYII=',
  'base64',
)

const csv = (rows: string[]) => ({
  name: 'contatos.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['nome,numero,email', ...rows].join('\n')),
})

/** Whether the page is wider than the window (a sideways scroll nobody wants). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** A dialog drawn inside the window, sideways and downwards, and the page still without a sideways scroll. */
async function fitsWindow(page: Page, dialog: Locator, viewport: { width: number; height: number }) {
  await dialog.waitFor()
  const box = (await dialog.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  expect(await overflows(page)).toBe(false)
}

/** A control that scrolls into the window whole (not cut at either side) and takes a click there. */
async function reachable(control: Locator, viewport: { width: number; height: number }) {
  await control.scrollIntoViewIfNeeded()
  const box = (await control.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  await control.click({ trial: true })
}

/** Each test signs in more than once and waits on a campaign: longer than the default 30 s. */
const slow = 120_000

describe('campaign pages', () => {
  it(
    'builds a list, imports a spreadsheet and runs a campaign over the API channel to its report',
    async () => {
      await campaignsEnabled('true')
      // A tag with two contacts (through the API before the page signs in: a sign-in ends the
      // user's other session).
      const api = await new ApiClient(testApp.url).login(TEST_ADMIN)
      const tag = await api.post('/api/tags', { name: 'Premium', color: '#aa00ff' })
      for (const [name, number] of [
        ['Ana Souza', '5511955550001'],
        ['Davi Lima', '5511955550004'],
      ]) {
        const contact = await api.post('/api/contacts', { name, number })
        await operatorEm(testApp).execute(
          'insert into contact_tags (contact_id, tag_id, company_id) values (?, ?, 1)',
          [contact.body.id, tag.body.id],
        )
      }
      const page = await loggedIn(TEST_ADMIN)
      const drawer = page.getByRole('navigation')
      await drawer.getByRole('link', { name: 'Listas de Contatos' }).click()
      await page.waitForURL(/\/contact-lists$/)

      // A new list, through its name dialog (2 to 50 characters).
      await page.getByRole('button', { name: 'Nova Lista' }).click()
      const listDialog = page.getByRole('dialog', { name: 'Nova Lista' })
      await listDialog.getByLabel('Nome').fill('C')
      await listDialog.getByRole('button', { name: 'Salvar' }).click()
      await expect.poll(() => listDialog.getByText('Muito curto!').count()).toBe(1)
      await listDialog.getByLabel('Nome').fill('Clientes VIP')
      await listDialog.getByRole('button', { name: 'Salvar' }).click()
      await page.getByRole('link', { name: 'Ver contatos de Clientes VIP' }).click()
      await page.waitForURL(/\/contact-lists\/\d+\/contacts$/)
      await expect.poll(() => page.getByRole('heading', { name: 'Clientes VIP' }).count()).toBe(1)

      // A file with one bad row: every problem is shown and nothing is imported.
      await page.getByRole('button', { name: 'Importar' }).click()
      const importDialog = page.getByRole('dialog', { name: 'Importar contatos' })
      await importDialog
        .getByLabel('Arquivo')
        .setInputFiles(csv(['Ana Souza,5511955550001,ana@example.com', 'Bruno Dias,12,bruno@example.com']))
      await importDialog.getByRole('button', { name: 'Importar' }).click()
      const problems = importDialog.getByRole('alert')
      await expect.poll(() => problems.getByText('row 3: number').count()).toBe(1)
      expect(await problems.textContent()).toContain('Nada foi importado')
      await importDialog.getByRole('button', { name: 'Fechar' }).click()
      await expect.poll(() => page.getByText('Nenhum contato nesta lista').count()).toBe(1)

      // A good file: its progress comes live, and the rows appear.
      await page.getByRole('button', { name: 'Importar' }).click()
      await importDialog
        .getByLabel('Arquivo')
        .setInputFiles(
          csv([
            'Ana Souza,5511955550001,ana@example.com',
            'Bruno Dias,5511955550002,bruno@example.com',
            'Carla Reis,5511955550003,',
          ]),
        )
      await importDialog.getByRole('button', { name: 'Importar' }).click()
      await expect
        .poll(() => importDialog.getByText('3 contatos importados (3 novos, 0 atualizados)').count())
        .toBe(1)
      await expect.poll(() => importDialog.getByText('Importando: 3 de 3').count()).toBe(1)
      await importDialog.getByRole('button', { name: 'Fechar' }).click()
      const rows = page.getByRole('table', { name: 'Clientes VIP' }).locator('tbody tr')
      await expect.poll(() => rows.count()).toBe(3)
      expect(await rows.first().textContent()).toMatch(/Não verificado|Válido|Inválido/)
      await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('Carla')
      await expect.poll(() => rows.count()).toBe(1)
      await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('')
      await expect.poll(() => rows.count()).toBe(3)

      // The contacts of the tag Premium join the list: Ana is in it already, Davi is new.
      await page.getByRole('button', { name: 'Adicionar contatos de uma etiqueta' }).click()
      const tagDialog = page.getByRole('dialog', { name: 'Adicionar contatos de uma etiqueta' })
      await tagDialog.getByRole('button', { name: 'Adicionar', exact: true }).click()
      await expect.poll(() => tagDialog.getByText('Obrigatório').count()).toBe(1)
      const tagPicker = tagDialog.getByRole('combobox', { name: 'Etiqueta' })
      // The search starts at 3 characters.
      await tagPicker.fill('Pr')
      await expect.poll(() => tagDialog.getByText('Digite ao menos 3 caracteres para buscar').count()).toBe(1)
      expect(await tagDialog.getByRole('option').count()).toBe(0)
      await tagPicker.fill('Prem')
      await tagDialog.getByRole('option', { name: 'Premium' }).click()
      await tagDialog.getByRole('button', { name: 'Adicionar', exact: true }).click()
      await expect
        .poll(() => tagDialog.getByText('2 contatos da etiqueta: 1 novos, 1 já estavam na lista').count())
        .toBe(1)
      await tagDialog.getByRole('button', { name: 'Fechar' }).click()
      await expect.poll(() => rows.count()).toBe(4)

      // A campaign on the API connection, due already: it runs at once.
      await drawer.getByRole('link', { name: 'Campanhas', exact: true }).click()
      await page.waitForURL(/\/campaigns$/)
      await page.getByRole('button', { name: 'Nova Campanha' }).click()
      const dialog = page.getByRole('dialog', { name: 'Nova Campanha' })
      await dialog.getByRole('button', { name: 'Salvar' }).click()
      await expect.poll(() => dialog.getByText('Escolha uma conexão').count()).toBe(1)
      await dialog.getByLabel('Nome').fill('Fatura de março')
      // The list is searched from 3 typed characters (administration.md §5), not picked from all.
      const listPicker = dialog.getByRole('combobox', { name: 'Lista de Contatos' })
      const listOptions = dialog.getByRole('listbox', { name: 'Lista de Contatos' }).getByRole('option')
      await listPicker.fill('Cl')
      await expect.poll(() => dialog.getByText('Digite ao menos 3 caracteres para buscar').count()).toBe(1)
      expect(await listOptions.count()).toBe(0)
      await listPicker.fill('vip')
      await expect.poll(() => listOptions.allTextContents()).toEqual(['Clientes VIP'])
      await listOptions.first().click()
      await expect.poll(() => listPicker.inputValue()).toBe('Clientes VIP')
      await dialog.getByLabel('Conexão').selectOption({ label: connectionName })
      const aMinuteAgo = new Date(Date.now() - 60_000)
      const pad = (value: number) => String(value).padStart(2, '0')
      await dialog
        .getByLabel('Agendamento')
        .fill(
          `${aMinuteAgo.getFullYear()}-${pad(aMinuteAgo.getMonth() + 1)}-${pad(aMinuteAgo.getDate())}T${pad(aMinuteAgo.getHours())}:${pad(aMinuteAgo.getMinutes())}`,
        )
      await dialog.getByLabel('Mensagem 1', { exact: true }).fill('Olá {{name}}, sua fatura chegou')
      await dialog.getByRole('tab', { name: 'Mensagem 2' }).click()
      await expect.poll(() => dialog.getByLabel('Mensagem 2', { exact: true }).inputValue()).toBe('')
      await dialog.getByRole('button', { name: 'Salvar' }).click()
      await expect.poll(() => dialog.count()).toBe(0)

      await page.getByRole('link', { name: 'Relatório de Fatura de março' }).click()
      await page.waitForURL(/\/campaign\/\d+\/report$/)
      const counter = (label: string) =>
        page
          .locator('.campaign-counter')
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator('dd')
      await expect.poll(() => counter('Entregues').textContent(), { timeout: 30_000 }).toBe('4')
      await expect.poll(() => page.getByText('Finalizada', { exact: true }).count()).toBe(1)
      expect(await counter('Falhas').textContent()).toBe('0')
      await waitFor(() => deliveries.length >= 4)
      expect(deliveries.map((delivery) => [delivery.to.address, delivery.message.body]).sort()).toEqual([
        ['5511955550001', 'Olá Ana Souza, sua fatura chegou'],
        ['5511955550002', 'Olá Bruno Dias, sua fatura chegou'],
        ['5511955550003', 'Olá Carla Reis, sua fatura chegou'],
        ['5511955550004', 'Olá Davi Lima, sua fatura chegou'],
      ])

      // Finished: the dialog opens read-only (administration.md §4).
      await page.getByRole('link', { name: 'Voltar' }).click()
      await page.waitForURL(/\/campaigns$/)
      await page.getByRole('button', { name: 'Editar Fatura de março' }).click()
      const view = page.getByRole('dialog', { name: 'Campanha' })
      await expect
        .poll(() => view.getByText('Esta campanha não pode ser alterada', { exact: false }).count())
        .toBe(1)
      expect(await view.getByRole('button', { name: 'Salvar' }).count()).toBe(0)
      expect(await view.getByLabel('Nome').isDisabled()).toBe(true)
      await view.getByRole('button', { name: 'Fechar' }).click()

      // A campaign with a file: attached after it is saved, and named when it is opened again.
      await page.getByRole('button', { name: 'Nova Campanha' }).click()
      await dialog.getByLabel('Nome').fill('Com anexo')
      await dialog.getByLabel('Conexão').selectOption({ label: connectionName })
      await dialog.getByLabel('Mensagem 1', { exact: true }).fill('Veja o anexo')
      await dialog
        .getByLabel('Anexo', { exact: true })
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng })
      await dialog.getByRole('button', { name: 'Salvar' }).click()
      await expect.poll(() => page.getByText('Arquivo enviado com sucesso!').count()).toBe(1)
      await page.getByRole('button', { name: 'Editar Com anexo' }).click()
      const edit = page.getByRole('dialog', { name: 'Editar Campanha' })
      await expect.poll(() => edit.getByText('logo.png').count()).toBe(1)
      await edit.getByRole('button', { name: 'Cancelar' }).click()

      // The settings page keeps what was saved.
      await drawer.getByRole('link', { name: 'Configurações de Campanhas' }).click()
      await page.waitForURL(/\/campaigns-config$/)
      const interval = page.getByLabel('Intervalo Randômico de Disparo')
      await expect.poll(() => interval.inputValue()).toBe('0')
      await interval.selectOption('30')
      await page.getByRole('button', { name: 'Salvar Configurações' }).click()
      await expect.poll(() => page.getByText('Configurações salvas').count()).toBe(1)
      await page.reload()
      await expect.poll(() => page.getByLabel('Intervalo Randômico de Disparo').inputValue()).toBe('30')
    },
    slow,
  )

  it(
    'fits a phone and the other sizes, the add-tag and campaign dialogs included',
    async () => {
      await campaignsEnabled('true')
      const api = await new ApiClient(testApp.url).login(TEST_ADMIN)
      const list = await api.post('/api/contact-lists', { name: 'Lista de tamanhos' })
      expect(list.status).toBe(200)
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 720 },
        { width: 1440, height: 900 },
      ]) {
        const page = await loggedIn(TEST_ADMIN, viewport)
        // Every page's title as far from the window's edge as the contacts page's (on a phone these
        // pages kept a narrower margin of their own: uneven from one page to the next, the walk).
        const titleInset = () =>
          page
            .getByRole('heading', { level: 1 })
            .evaluate((title) => Math.round(title.getBoundingClientRect().left))
        await page.goto(`${testApp.url}/contacts`)
        await page.getByRole('heading', { level: 1 }).waitFor()
        const contactsInset = await titleInset()
        for (const path of ['/contact-lists', '/campaigns', '/campaigns-config']) {
          await page.goto(`${testApp.url}${path}`)
          await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1)
          expect(await overflows(page)).toBe(false)
          expect(await titleInset(), `${viewport.width}px ${path}`).toBe(contactsInset)
        }
        // Each dialog stays inside the window, and its buttons can be reached and pressed.
        await page.goto(`${testApp.url}/contact-lists/${list.body.id}/contacts`)
        await page.getByRole('button', { name: 'Adicionar contatos de uma etiqueta' }).click()
        const tagDialog = page.getByRole('dialog', { name: 'Adicionar contatos de uma etiqueta' })
        await fitsWindow(page, tagDialog, viewport)
        await reachable(tagDialog.getByRole('button', { name: 'Adicionar', exact: true }), viewport)
        await tagDialog.getByRole('button', { name: 'Fechar' }).click()

        await page.goto(`${testApp.url}/campaigns`)
        await page.getByRole('button', { name: 'Nova Campanha' }).click()
        const dialog = page.getByRole('dialog', { name: 'Nova Campanha' })
        await fitsWindow(page, dialog, viewport)
        for (const label of ['Nome', 'Conexão', 'Lista de Contatos']) {
          await reachable(dialog.getByLabel(label, { exact: true }).first(), viewport)
        }
        // The five message tabs scroll sideways inside the dialog on a phone; the last one is reached.
        await reachable(dialog.getByRole('tab', { name: 'Mensagem 5' }), viewport)
        await reachable(dialog.getByRole('button', { name: 'Salvar' }), viewport)
        await reachable(dialog.getByRole('button', { name: 'Cancelar' }), viewport)
        await page.context().close()
      }
    },
    slow,
  )

  it(
    'opens the pages only where the cshow flag is, and shows plain users no permission',
    async () => {
      // The company has not enabled campaigns: no flag, no entries, and the paths go to the tickets.
      await campaignsEnabled('false')
      const admin = await loggedIn(TEST_ADMIN)
      expect(await admin.evaluate(() => localStorage.getItem('cshow'))).toBeNull()
      expect(
        await admin.getByRole('navigation').getByRole('link', { name: 'Listas de Contatos' }).count(),
      ).toBe(0)
      await admin.goto(`${testApp.url}/campaigns`)
      await admin.waitForURL(/\/tickets/)

      // The flag alone opens them (its value does not matter).
      await admin.evaluate(() => localStorage.setItem('cshow', ''))
      await admin.goto(`${testApp.url}/campaigns`)
      await expect.poll(() => admin.getByRole('heading', { name: 'Campanhas' }).count()).toBe(1)

      // A plain user with the flag: the no-permission view on the lists, items, campaigns and settings.
      await campaignsEnabled('true')
      const agent = await createUser(testApp, { name: 'Paula' })
      const page = await loggedIn(agent)
      expect(await page.evaluate(() => localStorage.getItem('cshow'))).not.toBeNull()
      expect(await page.getByRole('navigation').getByRole('link', { name: 'Campanhas' }).count()).toBe(0)
      for (const path of [
        '/campaigns',
        '/campaigns-config',
        '/contact-lists/1/contacts',
        '/campaign/1/report',
      ]) {
        await page.goto(`${testApp.url}${path}`)
        await expect.poll(() => page.getByRole('heading', { name: 'Sem permissão' }).count()).toBe(1)
      }

      // A company whose plan lacks useCampaigns: the plan message, then the dashboard.
      const [plan] = await operatorEm(testApp).execute<{ id: number }[]>(
        `insert into plans (name, users, connections, queues, amount, use_campaigns, created_at, updated_at)
       values ('Sem campanhas', 3, 3, 3, 0, false, now(), now()) returning id`,
      )
      const companyId = await createCompany(testApp, { planId: plan!.id })
      const outOfPlan = await loggedIn(await createUser(testApp, { companyId, profile: 'admin' }))
      await outOfPlan.evaluate(() => localStorage.setItem('cshow', ''))
      await outOfPlan.goto(`${testApp.url}/campaigns`)
      await expect
        .poll(() =>
          outOfPlan
            .getByText('Esta empresa não possui permissão para acessar essa página!', { exact: false })
            .count(),
        )
        .toBe(1)
      await outOfPlan.waitForURL((url) => url.pathname === '/')
    },
    slow,
  )
})
