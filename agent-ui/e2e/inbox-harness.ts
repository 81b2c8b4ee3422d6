import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { type Browser, chromium, type Page } from 'playwright-core'
import { expect } from 'vitest'
import { conversationSeed } from '../../core/src/modules/tickets/testing-seed.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '../../core/src/testing/index.ts'
import announcementsPlugin from '../../plugins/announcements/src/index.ts'
import channelApiPlugin from '../../plugins/channel-api/src/index.ts'
import helpsPlugin from '../../plugins/helps/src/index.ts'

/** An 8×8 blue PNG, for attachments. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQ63iKFTEMLQkAZEJiwfzHOWwAAAAASUVORK5CYII=',
  'base64',
)

export interface Credentials {
  email: string
  password: string
}

/**
 * What the browser tests of the agent inbox share: the built app served by the real server with
 * the API channel (contacts' messages arrive as an integrator posts them, replies go to its
 * webhook), the help videos plugin (a page of the inbox's drawer) and the announcements plugin (the
 * top bar's pop-over), a queue, an attendant of that queue, a database client, and headless
 * Chromium with a fake camera and microphone.
 */
export interface InboxHarness {
  testApp: TestApp
  sql: pg.Client
  /** Inserts queues, users and the like straight into the database. */
  seed: ReturnType<typeof conversationSeed>
  browser: Browser
  queueName: string
  /** An attendant (profile user) of the queue, who sees tickets without a queue too. */
  agent: Credentials & { id: number; name: string }
  /** Replies the integrator's webhook has received so far. */
  deliveries(): number
  login(page: Page, user: Credentials): Promise<void>
  /** Posts a contact's message as an integrator would; retried while the channel's session starts. */
  inbound(number: string, name: string, body: string): Promise<void>
  /** The uuid of the newest ticket of the contact with this number. */
  ticketUuidOf(number: string): Promise<string>
  /** Accepts the open conversation's pending ticket into the queue and waits for the input. */
  accept(page: Page): Promise<void>
  close(): Promise<void>
}

export async function startInboxHarness(): Promise<InboxHarness> {
  // The inbox is built once for every browser test (scripts/build-front-ends-for-tests.ts).
  const testApp = await startTestApp({
    plugins: [channelApiPlugin, helpsPlugin, announcementsPlugin],
    // The integrator's webhook receiver is on loopback: allowed explicitly (docs/security.md).
    env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' },
  })
  const sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  const seed = conversationSeed(sql)
  const queueName = `Vendas ${randomBytes(2).toString('hex')}`
  const queueId = await seed.queue({ companyId: 1, name: queueName, color: '#2e7d32' })
  const connectionId = await seed.connection({
    companyId: 1,
    name: 'API',
    channel: 'api',
    provider: 'api',
    isDefault: true,
  })
  const connectionToken = randomBytes(15).toString('hex')
  let deliveries = 0
  const integrator: Server = createServer((request, response) => {
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
  // Signing is on by default (sendSignMessage); these tests compare exact bodies, so the company
  // signs nothing. team-day.test.ts removes this row to test the default.
  await sql.query(
    `insert into company_settings (company_id, key, value, created_at, updated_at)
     values (1, 'sendSignMessage', 'disabled', now(), now())`,
  )
  const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const started = await admin.post(`/api/whatsappsession/${connectionId}`, {})
  expect(started.status).toBeLessThan(300)
  const agent = await seed.user({
    companyId: 1,
    name: 'Paula',
    queueIds: [queueId],
    switches: { allTicket: true },
  })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      // A synthetic camera and microphone (voice notes, camera capture), without the permission prompt.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  })

  return {
    testApp,
    sql,
    seed,
    browser,
    queueName,
    agent,
    deliveries: () => deliveries,
    async login(page, user) {
      await page.goto(`${testApp.url}/login`)
      await page.getByLabel('E-mail').fill(user.email)
      await page.getByLabel('Senha', { exact: true }).fill(user.password)
      await page.getByRole('button', { name: 'Entrar' }).click()
      await page.waitForURL(/\/tickets/)
    },
    async inbound(number, name, body) {
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
    },
    async ticketUuidOf(number) {
      let uuid: string | undefined
      await waitFor(
        async () => {
          const found = await sql.query(
            `select t.uuid from tickets t join contacts c on c.id = t.contact_id
             where c.number = $1 order by t.id desc limit 1`,
            [number],
          )
          uuid = found.rows[0]?.uuid
          return Boolean(uuid)
        },
        10_000,
        200,
      )
      return uuid!
    },
    async accept(page) {
      await page
        .getByRole('toolbar', { name: 'Ações do ticket' })
        .getByRole('button', { name: 'Aceitar' })
        .click()
      const dialog = page.getByRole('dialog', { name: 'Aceitar ticket' })
      await dialog.getByLabel('Fila').selectOption({ label: queueName })
      await dialog.getByRole('button', { name: 'Aceitar' }).click()
      const input = page.getByLabel('Digite uma mensagem')
      await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true)
    },
    async close() {
      await browser.close()
      await sql.end()
      integrator.close()
      await testApp.close()
    },
  }
}
