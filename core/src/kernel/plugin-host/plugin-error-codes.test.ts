import { AppError, declareErrors, definePlugin } from '@atendo/plugin-api'
import { describe, expect, it } from 'vitest'
import { ApiClient, createTestDatabase, startTestApp, TEST_ADMIN } from '../../testing/index.ts'
import { PluginLoadError } from './plugin-errors.ts'

const orderErrors = declareErrors({
  ERR_ORDER_STATUS_NOT_FOUND: {
    status: 404,
    message: 'Order not found',
    labels: {
      pt: 'Pedido não encontrado',
      en: 'Order not found',
      es: 'Pedido no encontrado',
      tr: 'Sipariş bulunamadı',
    },
  },
  ERR_ORDER_STATUS_LOCKED: {
    status: 409,
    message: 'The order is being changed',
    labels: { pt: 'Pedido em alteração' },
  },
})

const orderStatus = definePlugin({
  id: 'order-status',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ errors, http }) {
    errors.declare(orderErrors)
    http.routes(async (fastify) => {
      fastify.get('/orders/missing', async () => {
        throw new AppError(orderErrors.ERR_ORDER_STATUS_NOT_FOUND)
      })
      fastify.get('/orders/locked', async () => {
        throw new AppError(orderErrors.ERR_ORDER_STATUS_LOCKED, { message: 'Order 12345 is being changed' })
      })
    })
  },
})

describe("plugins' own error codes", () => {
  it('answer with the envelope of core: the code, its status and message', async () => {
    const testApp = await startTestApp({ plugins: [orderStatus] })
    try {
      const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
      const missing = await admin.get('/api/orders/missing')
      expect(missing.status).toBe(404)
      expect(missing.body).toMatchObject({
        error: 'ERR_ORDER_STATUS_NOT_FOUND',
        message: 'Order not found',
        statusCode: 404,
      })
      const locked = await admin.get('/api/orders/locked')
      expect([locked.status, locked.body.error, locked.body.message]).toEqual([
        409,
        'ERR_ORDER_STATUS_LOCKED',
        'Order 12345 is being changed',
      ])

      // The front ends learn the codes and their translations with the plugins' panels.
      const ui = await admin.get('/api/plugins/ui')
      expect(ui.body.errors).toEqual({
        ERR_ORDER_STATUS_NOT_FOUND: {
          message: 'Order not found',
          labels: {
            pt: 'Pedido não encontrado',
            en: 'Order not found',
            es: 'Pedido no encontrado',
            tr: 'Sipariş bulunamadı',
          },
        },
        ERR_ORDER_STATUS_LOCKED: {
          message: 'The order is being changed',
          labels: { pt: 'Pedido em alteração' },
        },
      })
    } finally {
      await testApp.close()
    }
  })

  it.each([
    [
      'a code outside its namespace',
      { ERR_NOT_FOUND: { status: 404, message: 'x', labels: {} } },
      'must start with "ERR_ORDER_STATUS_"',
    ],
    ['the bare prefix', { ERR_ORDER_STATUS_: { status: 404, message: 'x', labels: {} } }, 'must start with'],
  ])('refuses %s at boot, naming the plugin', async (_, codes, reason) => {
    const database = await createTestDatabase()
    const plugin = definePlugin({
      id: 'order-status',
      version: '1.0.0',
      contract: '^2.0.0',
      register({ errors }) {
        errors.declare(declareErrors(codes))
      },
    })
    try {
      const error = await startTestApp({ plugins: [plugin], database }).then(
        async (testApp) => {
          await testApp.app.stop()
          return undefined
        },
        (caught: unknown) => caught,
      )
      expect(error).toBeInstanceOf(PluginLoadError)
      expect((error as Error).message).toContain('plugin "order-status"')
      expect((error as Error).message).toContain(reason)
    } finally {
      await database.drop()
    }
  })
})
