import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conversationSeed } from '../../core/src/modules/tickets/testing-seed.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '../../core/src/testing/index.ts'
import channelApiPlugin from '../../plugins/channel-api/src/index.ts'

/**
 * The agent inbox in a real headless Chromium against the real server (serving the built app):
 * login, a ticket arriving live through the API channel, accept with a queue, reply, resolve, the
 * logout of a second login, and masked numbers for a profile user.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

let testApp: TestApp
let sql: pg.Client
let browser: Browser
let connectionId: number
let connectionToken: string
let queueName: string
let agent: { email: string; password: string }
/** The integrator's side: receives the attendants' replies as webhooks. */
let integrator: Server
let deliveries = 0

async function login(page: Page, user: { email: string; password: string }) {
  await page.goto(`${testApp.url}/login`)
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Senha', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/tickets/)
}

/** Posts a contact's message as an integrator would; retried while the channel's session starts. */
async function inbound(number: string, name: string, body: string) {
  const externalId = randomBytes(8).toString('hex')
  await waitFor(
    async () => {
      const answer = await fetch(`${testApp.url}/api/channel-api/${connectionId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${connectionToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ externalId, from: { number, name }, body }),
      })
      expect(answer.status).toBe(202)
      return true
    },
    10_000,
    200,
  )
}

beforeAll(async () => {
  const build = spawnSync('npm', ['run', 'build', '-w', '@atendo/agent-ui'], { cwd: root, encoding: 'utf8' })
  expect(build.status, build.stderr).toBe(0)
  testApp = await startTestApp({ plugins: [channelApiPlugin] })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  const seed = conversationSeed(sql)
  queueName = `Vendas ${randomBytes(2).toString('hex')}`
  const queueId = await seed.queue({ companyId: 1, name: queueName, color: '#2e7d32' })
  connectionId = await seed.connection({
    companyId: 1,
    name: 'API',
    channel: 'api',
    provider: 'api',
    isDefault: true,
  })
  connectionToken = randomBytes(15).toString('hex')
  integrator = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      deliveries++
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => integrator.listen(0, '127.0.0.1', resolve))
  const webhookUrl = `http://127.0.0.1:${(integrator.address() as AddressInfo).port}/atendo`
  await sql.query('update connections set token = $1, webhook_url = $2, webhook_secret = $3 where id = $4', [
    connectionToken,
    webhookUrl,
    randomBytes(16).toString('hex'),
    connectionId,
  ])
  const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const started = await admin.post(`/api/whatsappsession/${connectionId}`, {})
  expect(started.status).toBeLessThan(300)
  agent = await seed.user({ companyId: 1, name: 'Paula', queueIds: [queueId], switches: { allTicket: true } })
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
})

afterAll(async () => {
  await browser?.close()
  await sql?.end()
  integrator?.close()
  await testApp?.close()
})

describe('agent inbox in a browser', () => {
  it('logs in, takes a live ticket with a queue, replies and resolves it', async () => {
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
    await page.locator('input[type=file]').setInputFiles({
      name: 'pedido.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('pedido 123'),
    })
    await page.getByRole('button', { name: 'Enviar' }).click()
    await page.locator('.message-row.mine', { hasText: 'pedido.txt' }).waitFor()
    await expect.poll(() => deliveries, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
    await expect.poll(() => page.locator('.bubble-error').count()).toBe(0)
    await page.getByRole('tab', { name: /Atendendo/ }).click()
    await page.getByRole('option', { name: /Cliente Ao Vivo/ }).waitFor()
    await page.screenshot({ path: `${screenshots}conversation.png` })

    await page.getByRole('button', { name: 'Finalizar sem mensagem de despedida' }).first().click()
    await page.waitForURL(/\/tickets$/)
    const status = await sql.query("select status from tickets where company_id = 1 and status = 'closed'")
    expect(status.rowCount).toBeGreaterThanOrEqual(1)
    await context.close()
  }, 60_000)

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
    expect(await secondPage.getByRole('tab', { name: /Atendendo/ }).isVisible()).toBe(true)
    await first.close()
    await second.close()
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
    await context.close()
  }, 60_000)
})
