import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '@atendo/core/testing'
import channelApi from '@atendo/plugin-channel-api'
import { afterAll, beforeAll, expect, it } from 'vitest'
import campaigns from './index.ts'

/** The integrator's webhook receiver: a real HTTP server on loopback. */
const deliveries: { to: { address: string }; message: { kind: string; body: string } }[] = []
let receiver: Server
let receiverUrl = ''
let testApp: TestApp
let admin: ApiClient

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
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
  testApp = await startTestApp({
    plugins: [channelApi, campaigns],
    pluginConfig: { 'channel-api': { deliveryBackoffMs: 100 } },
    // The fake receiver is on loopback, which tenant URLs may not reach unless the operator allows it.
    env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' },
  })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
})

afterAll(async () => {
  await testApp?.close()
  receiver?.closeAllConnections()
  await new Promise((resolve) => receiver?.close(resolve))
})

it('runs a campaign over the API channel: each recipient gets the message at the integrator webhook', async () => {
  const connection = await admin.post('/api/whatsapp', {
    name: 'Portal',
    channel: 'api',
    webhookUrl: receiverUrl,
  })
  expect(connection.status).toBe(201)
  await waitFor(
    async () => (await admin.get(`/api/whatsapp/${connection.body.id}`)).body.status === 'CONNECTED',
  )
  await admin.post('/api/campaign-settings', {
    settings: {
      messageInterval: 0,
      longerIntervalAfter: 0,
      startHour: '00:00',
      endHour: '00:00',
      sabado: true,
      domingo: true,
    },
  })
  const list = (await admin.post('/api/contact-lists', { name: 'Portal' })).body.id
  for (const [name, number] of [
    ['Rita', '5511955550001'],
    ['Saulo', '5511955550002'],
  ]) {
    await admin.post('/api/contact-list-items', { name, number, contactListId: list })
  }
  const campaign = await admin.post('/api/campaigns', {
    name: 'Pelo portal',
    whatsappId: connection.body.id,
    contactListId: list,
    message1: 'Olá {{name}}, sua fatura chegou',
    scheduledAt: new Date().toISOString(),
  })
  expect(campaign.status).toBe(200)
  await waitFor(
    async () => (await admin.get(`/api/campaigns/${campaign.body.id}/report`)).body.status === 'FINALIZADA',
  )
  await waitFor(() => deliveries.length >= 2)
  expect(
    deliveries.map((delivery) => [delivery.to.address, delivery.message.kind, delivery.message.body]).sort(),
  ).toEqual([
    ['5511955550001', 'text', 'Olá Rita, sua fatura chegou'],
    ['5511955550002', 'text', 'Olá Saulo, sua fatura chegou'],
  ])
  const report = (await admin.get(`/api/campaigns/${campaign.body.id}/report`)).body
  expect(report.progress).toMatchObject({ total: 2, delivered: 2, failed: 0 })
})
