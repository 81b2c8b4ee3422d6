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
      // A problem without a rule or a meaning we name reads as the translated code, never in English.
      name: 'atendo.errors.ERR_VALIDATION',
      root: { serverError: 'atendo.errors.ERR_VALIDATION' },
    })
  })

  it("words schema problems by their rule in the user's language, never in the validator's English", async () => {
    const http = withServerErrors(
      refusing(
        new HttpError('The request is not valid', 400, {
          error: 'ERR_VALIDATION',
          fields: [
            { field: 'name', message: 'must not have fewer than 2 characters', rule: 'minLength', limit: 2 },
            { field: 'webhookUrl', message: 'must match format "uri"', rule: 'format', format: 'uri' },
            { field: 'webhookUrl', message: 'must match pattern "^https?://"', rule: 'pattern' },
            { field: 'email', message: 'must match format "email"', rule: 'format', format: 'email' },
            { field: 'users', message: 'must be <= 500', rule: 'maximum', limit: 500 },
            { field: 'color', message: 'must be string', rule: 'type' },
          ],
        }),
      ),
      new Set(['ERR_VALIDATION']),
    )
    const error = (await http('/api/x').catch((caught) => caught)) as HttpError
    expect(error.body.errors).toEqual({
      name: '@@react-admin@@{"message":"ra.validation.minLength","args":{"min":2}}',
      webhookUrl: 'atendo.field_rules.url',
      email: 'ra.validation.email',
      users: '@@react-admin@@{"message":"ra.validation.maxValue","args":{"max":500}}',
      color: 'atendo.field_rules.invalid',
      root: { serverError: 'atendo.errors.ERR_VALIDATION' },
    })
  })

  it('words the contact rules (a number of the wrong length, a number already taken) in the user language', async () => {
    const formErrorsOf = async (code: string, problem: Record<string, string>) => {
      const http = withServerErrors(
        refusing(new HttpError('refused', 400, { error: code, fields: [{ field: 'number', ...problem }] })),
        new Set(['ERR_VALIDATION', 'ERR_DUPLICATED_CONTACT']),
      )
      return ((await http('/api/contacts').catch((caught) => caught)) as HttpError).body.errors
    }
    expect(
      await formErrorsOf('ERR_VALIDATION', {
        message: 'must have 8 to 15 digits: country code + area code + number',
        rule: 'phoneNumber',
      }),
    ).toEqual({
      number: 'atendo.field_rules.phone_number',
      root: { serverError: 'atendo.errors.ERR_VALIDATION' },
    })
    expect(
      await formErrorsOf('ERR_DUPLICATED_CONTACT', {
        message: 'already belongs to another contact',
        rule: 'ERR_DUPLICATED_CONTACT',
      }),
    ).toEqual({
      number: 'atendo.field_rules.duplicated_contact',
      root: { serverError: 'atendo.errors.ERR_DUPLICATED_CONTACT' },
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
