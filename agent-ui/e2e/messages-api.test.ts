import { randomBytes } from 'node:crypto'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createCompany,
  createUser,
  operatorEm,
  startTestApp,
  type TestApp,
  type TestUser,
  testChannel,
} from '../../core/src/testing/index.ts'
import externalApiPlugin from '../../plugins/external-api/src/index.ts'

/**
 * The external send API's help page in a real headless Chromium against the real server: its two
 * test forms send through a connection (the test channel) with the connection's token, and a
 * company whose plan lacks useExternalApi is sent home with the plan message.
 */

const channel = testChannel()
let testApp: TestApp
let browser: Browser
let agent: TestUser
let token: string

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin, externalApiPlugin] })
  agent = await createUser(testApp, { name: 'Paula' })
  token = randomBytes(20).toString('hex')
  await operatorEm(testApp).execute(
    `insert into connections (company_id, name, channel, provider, status, is_default, options, token, created_at, updated_at)
     values (1, 'Loja', 'whatsapp', 'test-channel', 'CONNECTED', false, '{}', ?, now(), now())`,
    [token],
  )
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
})

afterAll(async () => {
  // Closing the browser closes every context (and their sockets) at once, before the server stops.
  await browser?.close()
  await testApp?.close()
})

async function loggedIn(user: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${testApp.url}/login`)
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Senha', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/tickets/)
  return page
}

describe('/messages-api', () => {
  it('documents the API and sends a text and a file through its two test forms', async () => {
    const page = await loggedIn(agent)
    await page.getByRole('navigation').getByRole('link', { name: 'API' }).click()
    await page.waitForURL(/\/messages-api$/)
    await expect.poll(() => page.getByText(`POST ${testApp.url}/api/messages/send`).count()).toBe(2)

    const text = page.getByRole('form', { name: 'Teste de envio de texto' })
    await text.getByRole('button', { name: 'Enviar texto' }).click()
    await expect.poll(() => text.getByText('Obrigatório').count()).toBe(3)
    await text.getByLabel('Token da conexão').fill(token)
    await text.getByLabel('Número').fill('5511977776666')
    await text.getByLabel('Mensagem').fill('Teste pela página da API')
    await text.getByRole('button', { name: 'Enviar texto' }).click()
    await expect.poll(() => text.getByText('Resposta do servidor: 200').count()).toBe(1)
    expect(channel.sent.map((sent) => [sent.to, sent.body])).toContainEqual([
      '5511977776666',
      'Teste pela página da API',
    ])

    const media = page.getByRole('form', { name: 'Teste de envio de mídia' })
    await media.getByLabel('Token da conexão').fill(token)
    await media.getByLabel('Número').fill('5511977776666')
    await media.getByRole('button', { name: 'Enviar mídia' }).click()
    await expect.poll(() => media.getByText('Escolha um arquivo').count()).toBe(1)
    await media.getByLabel('Legenda (opcional)').fill('O comprovante')
    const chooser = page.waitForEvent('filechooser')
    await media
      .getByRole('group', { name: 'Arquivo' })
      .getByRole('button', { name: 'Escolher arquivo' })
      .click()
    await (await chooser).setFiles({
      name: 'comprovante.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('pago'),
    })
    await media.getByText('comprovante.txt').waitFor()
    await media.getByRole('button', { name: 'Enviar mídia' }).click()
    await expect.poll(() => media.getByText('Resposta do servidor: 200').count()).toBe(1)
    expect(channel.sent.map((sent) => sent.body)).toContain('O comprovante')

    // A wrong token: the server's refusal is shown as it answered.
    await text.getByLabel('Token da conexão').fill('wrong-token')
    await text.getByRole('button', { name: 'Enviar texto' }).click()
    await expect.poll(() => text.getByText('Resposta do servidor: 403').count()).toBe(1)
  })

  it('sends a company whose plan lacks the API home with the plan message', async () => {
    const [plan] = await operatorEm(testApp).execute<{ id: number }[]>(
      `insert into plans (name, use_external_api, created_at, updated_at) values ('Sem API', false, now(), now()) returning id`,
    )
    const companyId = await createCompany(testApp, { planId: plan!.id })
    const admin = await createUser(testApp, { companyId, profile: 'admin' })
    const page = await loggedIn(admin)
    expect(await page.getByRole('navigation').getByRole('link', { name: 'API' }).count()).toBe(0)
    await page.goto(`${testApp.url}/messages-api`)
    await expect
      .poll(() =>
        page
          .getByText('Esta empresa não possui permissão para acessar essa página!', { exact: false })
          .count(),
      )
      .toBe(1)
    await page.waitForURL((url) => url.pathname === '/')
  })
})
