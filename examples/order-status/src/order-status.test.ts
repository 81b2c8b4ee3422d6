import {
  ApiClient,
  createCompany,
  createUser,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  testChannel,
  waitFor,
} from '@atendo/core/testing'
import { movableClock } from '@atendo/plugin-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import orderStatus from './index.ts'

const channel = testChannel()
const clock = movableClock()
let testApp: TestApp
let admin: ApiClient

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin, orderStatus], clock })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
})
afterAll(() => testApp?.close())

const orders = async () =>
  (await admin.get('/api/order-status/orders')).body as { code: string; status: string }[]

describe('order status', () => {
  it('answers "pedido 12345" with the status the shop set, in the words the company chose', async () => {
    expect((await admin.put('/api/order-status/orders/12345', { status: 'saiu para entrega' })).status).toBe(
      200,
    )
    const maria = await channel.customer(testApp, { name: 'Maria' })

    await maria.says('Oi! Qual o status do pedido 12345?')
    await waitFor(() => maria.received().includes('Pedido 12345: saiu para entrega'))

    const reply = { column: 'orderStatusReply', data: 'Seu pedido {code} está: {status}' }
    expect((await admin.put('/api/companySettings', reply)).status).toBe(200)
    await maria.says('pedido 12345')
    await waitFor(() => maria.received().includes('Seu pedido 12345 está: saiu para entrega'))

    await maria.says('e o pedido 99999?')
    await waitFor(() => maria.received().includes('Não encontramos o pedido 99999.'))
  })

  it('keeps each company to its orders and refuses a code that is no order number', async () => {
    expect((await admin.put('/api/order-status/orders/abc', { status: 'x' })).status).toBe(400)
    expect((await admin.put('/api/order-status/orders/555', { status: '' })).status).toBe(400)
    expect((await orders()).map((order) => order.code)).toContain('12345')

    const otherCompany = await createCompany(testApp, { name: 'Outra Loja' })
    const otherAdmin = await createUser(testApp, { companyId: otherCompany, profile: 'admin' })
    const other = await new ApiClient(testApp.url).login(otherAdmin)
    expect((await other.get('/api/order-status/orders')).body).toEqual([])
    await other.put('/api/order-status/orders/12345', { status: 'cancelado' })
    expect((await orders()).find((order) => order.code === '12345')?.status).toBe('saiu para entrega')
    const anonymous = await new ApiClient(testApp.url).get('/api/order-status/orders')
    expect(anonymous.status).toBe(401)
  })

  it('forgets a delivered order thirty days later', async () => {
    await admin.put('/api/order-status/orders/777', { status: 'entregue' })
    expect((await orders()).map((order) => order.code)).toContain('777')
    await clock.advance(29 * 24 * 60 * 60 * 1000)
    expect((await orders()).map((order) => order.code)).toContain('777')
    await clock.advance(2 * 24 * 60 * 60 * 1000)
    await waitFor(async () => !(await orders()).some((order) => order.code === '777'))
    expect((await orders()).map((order) => order.code)).toContain('12345')
  })
})
