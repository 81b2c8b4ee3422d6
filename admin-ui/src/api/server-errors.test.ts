import { HttpError } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { pluginErrorText, rememberPluginErrors } from '../i18n/plugin-error-texts.ts'
import type { HttpClient } from './http-client.ts'
import { withServerErrors } from './server-errors.ts'

const refusing =
  (error: HttpError): HttpClient =>
  async () => {
    throw error
  }

describe('server errors', () => {
  it('turns a translated ERR_* code into its message key and field problems into form errors', async () => {
    const http = withServerErrors(
      refusing(
        new HttpError('The request is not valid', 400, {
          error: 'ERR_VALIDATION',
          message: 'sendIdQueue errorSendQueue: ...',
          fields: [
            {
              field: 'sendIdQueue',
              message: 'errorSendQueue: a redirect queue needs a redirect time and vice versa',
            },
            { field: 'transferMessage', message: 'Required' },
            { field: 'name', message: 'must NOT have fewer than 2 characters' },
          ],
        }),
      ),
      new Set(['ERR_VALIDATION']),
    )
    const error = (await http('/api/whatsapp').catch((caught) => caught)) as HttpError
    expect(error).toBeInstanceOf(HttpError)
    expect(error.status).toBe(400)
    expect(error.message).toBe('atendo.errors.ERR_VALIDATION')
    expect(error.body.errors).toEqual({
      sendIdQueue: 'atendo.connections.errors.send_queue',
      transferMessage: 'atendo.required',
      name: 'must NOT have fewer than 2 characters',
      root: { serverError: 'atendo.errors.ERR_VALIDATION' },
    })
  })

  it("keeps the server's message for a code it does not translate, and leaves other failures alone", async () => {
    const unknown = withServerErrors(
      refusing(new HttpError('Something odd', 409, { error: 'ERR_SOMETHING_NEW' })),
      new Set(['ERR_VALIDATION']),
    )
    await expect(unknown('/api/x')).rejects.toMatchObject({ message: 'Something odd', status: 409 })
    const network = withServerErrors(async () => {
      throw new TypeError('Failed to fetch')
    }, new Set())
    await expect(network('/api/x')).rejects.toBeInstanceOf(TypeError)
  })

  it("shows a loaded plugin's own code in the user's language", async () => {
    rememberPluginErrors({
      ERR_ORDER_STATUS_NOT_FOUND: {
        message: 'Order not found',
        labels: { pt: 'Pedido não encontrado', es: 'Pedido no encontrado' },
      },
    })
    const refusal = new HttpError('Order not found', 404, { error: 'ERR_ORDER_STATUS_NOT_FOUND' })
    for (const [locale, text] of [
      ['pt', 'Pedido não encontrado'],
      ['es', 'Pedido no encontrado'],
      ['tr', 'Order not found'],
    ] as const) {
      const http = withServerErrors(refusing(refusal), new Set(['ERR_VALIDATION']), (code) =>
        pluginErrorText(code, locale),
      )
      await expect(http('/api/orders/1')).rejects.toMatchObject({ message: text, status: 404 })
    }
    rememberPluginErrors({})
  })
})
