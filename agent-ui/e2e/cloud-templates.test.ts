import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN, waitFor } from '../../core/src/testing/index.ts'
import { cloud, cloudWebhook, phoneNumberId, wabaId } from '../../plugins/channel-meta/src/fixtures/cloud.ts'
import { type MetaTestApp, startMetaTestApp } from '../../plugins/channel-meta/src/testing/meta-test-app.ts'

/**
 * The WhatsApp Cloud API's 24-hour window in the inbox, in a real Chromium: the contact last wrote
 * three days ago, so the input offers an approved template (read from the fake Graph API), the
 * attendant fills its {{1}} and {{2}} and sends it, Meta receives a template message, and the
 * conversation shows the filled text.
 */

let meta: MetaTestApp
let browser: Browser
let ticketUuid: string

beforeAll(async () => {
  meta = await startMetaTestApp()
  const adminId = (await meta.admin.get('/api/auth/me')).body.id
  const queueId = (await meta.admin.post('/api/queue', { name: 'Atendimento', color: '#112233' })).body.id
  const created = await meta.admin.post('/api/whatsapp', {
    name: 'Cloud',
    channel: 'whatsapp',
    provider: 'cloud',
    credentials: { phoneNumberId, wabaId, accessToken: 'cloud-token' },
  })
  expect(created.status).toBe(201)
  const threeDaysAgo = String(Math.floor(Date.now() / 1000) - 3 * 24 * 60 * 60)
  await meta.deliver(
    cloudWebhook(cloud.text('wamid.window.1', 'Oi, semana passada', '5511977776666', threeDaysAgo)),
  )
  const row = await waitFor(async () => {
    const [found] = await meta.rows<{ ticket_id: number }>(
      'select ticket_id from messages where external_id = ?',
      ['wamid.window.1'],
    )
    return found
  })
  const accepted = await meta.admin.put(`/api/tickets/${row.ticket_id}`, {
    status: 'open',
    userId: adminId,
    queueId,
  })
  expect(accepted.status).toBe(200)
  ticketUuid = accepted.body.uuid
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
})

afterAll(async () => {
  await browser?.close()
  await meta?.close()
})

describe('templates outside the 24-hour window', { timeout: 90_000 }, () => {
  it('offers the approved templates and sends one with its parameters', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    await page.goto(`${meta.testApp.url}/login`)
    await page.getByLabel('E-mail').fill(TEST_ADMIN.email)
    await page.getByLabel('Senha', { exact: true }).fill(TEST_ADMIN.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL(/\/tickets/)
    await page.goto(`${meta.testApp.url}/tickets/${ticketUuid}`)

    await page.getByText('Passaram 24 horas desde a última mensagem do contato').waitFor()
    await page.getByRole('button', { name: 'Enviar um modelo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enviar um modelo aprovado' })
    // Only the approved template is offered (the fake also lists a pending one).
    await expect
      .poll(() => dialog.getByLabel('Modelo').locator('option').allTextContents())
      .toEqual(['pedido_pronto (pt_BR)'])
    const send = dialog.getByRole('button', { name: 'Enviar' })
    expect(await send.isDisabled()).toBe(true)
    await dialog.getByLabel('Valor de {{1}}').fill('Ana')
    await dialog.getByLabel('Valor de {{2}}').fill('123')
    await dialog.getByText('Olá Ana, seu pedido 123 está pronto.').waitFor()
    await send.click()
    await page.getByText('Modelo enviado').waitFor()

    const call = meta.graph.callsTo('POST', new RegExp(`^${phoneNumberId}/messages$`)).at(-1)
    expect(call?.body).toMatchObject({
      to: '5511977776666',
      type: 'template',
      template: {
        name: 'pedido_pronto',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'text', text: '123' },
            ],
          },
        ],
      },
    })
    // The conversation shows the sent template as the company's message.
    await page.getByRole('log').getByText('Olá Ana, seu pedido 123 está pronto.').waitFor()
  })
})
