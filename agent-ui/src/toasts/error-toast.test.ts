import { errorCatalogue } from '@atendo/plugin-api'
import { AtendoApiError } from '@atendo/sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { translatedErrorCodes } from '../i18n/backend-errors.ts'
import { rememberPluginErrors } from '../i18n/plugin-error-texts.ts'
import { errorToastText, genericErrorText } from './error-text.ts'
import { currentToasts, showToast, toastDuration } from './toast-store.ts'

const apiError = (status: number, body: unknown) => new AtendoApiError(status, body)

afterEach(() => {
  vi.useRealTimers()
})

describe('error toast rules (inbox.md §8)', () => {
  it('translates a known backend code', () => {
    const error = apiError(409, { error: 'ERR_OTHER_OPEN_TICKET', message: 'x', statusCode: 409 })
    expect(errorToastText(error, 'pt')).toBe('Já existe um tíquete aberto para este contato.')
    expect(errorToastText(error, 'en')).toBe('There is already an open ticket for this contact.')
  })

  it("translates a loaded plugin's own code, as GET /api/plugins/ui lists it", () => {
    rememberPluginErrors({
      ERR_ORDER_STATUS_NOT_FOUND: {
        message: 'Order not found',
        labels: { pt: 'Pedido não encontrado', es: 'Pedido no encontrado' },
      },
    })
    const error = apiError(404, {
      error: 'ERR_ORDER_STATUS_NOT_FOUND',
      message: 'Order not found',
      statusCode: 404,
    })
    expect(errorToastText(error, 'pt')).toBe('Pedido não encontrado')
    expect(errorToastText(error, 'es')).toBe('Pedido no encontrado')
    // A language the plugin did not translate: its own message.
    expect(errorToastText(error, 'tr')).toBe('Order not found')
    // Core's codes stay core's texts.
    expect(errorToastText(apiError(404, { error: 'ERR_NO_TICKET_FOUND' }), 'en')).toBe(
      'No ticket found with this ID.',
    )
    rememberPluginErrors({})
    expect(errorToastText(error, 'pt')).toBe('ERR_ORDER_STATUS_NOT_FOUND')
  })

  it('shows an unknown code raw', () => {
    const error = apiError(418, { error: 'ERR_SOMETHING_NEW', message: 'teapot', statusCode: 418 })
    expect(errorToastText(error, 'pt')).toBe('ERR_SOMETHING_NEW')
  })

  it('shows a plain string when there is no code', () => {
    expect(errorToastText('Falhou a conexão', 'pt')).toBe('Falhou a conexão')
    expect(errorToastText(apiError(502, 'Bad gateway from proxy'), 'pt')).toBe('Bad gateway from proxy')
  })

  it("falls back to 'An error occurred!'", () => {
    expect(errorToastText(new Error('boom'), 'pt')).toBe(genericErrorText)
    expect(errorToastText(apiError(500, undefined), 'pt')).toBe('An error occurred!')
    expect(errorToastText(undefined, 'en')).toBe('An error occurred!')
  })

  it("translates every code of the specification's catalogue, each one known to the server", () => {
    const specified = [
      'ERR_NO_OTHER_WHATSAPP',
      'ERR_NO_DEF_WAPP_FOUND',
      'ERR_WAPP_NOT_INITIALIZED',
      'ERR_WAPP_CHECK_CONTACT',
      'ERR_WAPP_INVALID_CONTACT',
      'ERR_WAPP_DOWNLOAD_MEDIA',
      'ERR_INVALID_CREDENTIALS',
      'ERR_SENDING_WAPP_MSG',
      'ERR_DELETE_WAPP_MSG',
      'ERR_OTHER_OPEN_TICKET',
      'ERR_SESSION_EXPIRED',
      'ERR_USER_CREATION_DISABLED',
      'ERR_NO_PERMISSION',
      'ERR_DUPLICATED_CONTACT',
      'ERR_NO_SETTING_FOUND',
      'ERR_NO_CONTACT_FOUND',
      'ERR_NO_TICKET_FOUND',
      'ERR_NO_USER_FOUND',
      'ERR_NO_WAPP_FOUND',
      'ERR_CREATING_MESSAGE',
      'ERR_CREATING_TICKET',
      'ERR_FETCH_WAPP_MSG',
      'ERR_QUEUE_COLOR_ALREADY_EXISTS',
      'ERR_WAPP_GREETING_REQUIRED',
      'ERR_OUT_OF_HOURS',
    ]
    expect(specified.filter((code) => !translatedErrorCodes.includes(code as never))).toEqual([])
    expect(translatedErrorCodes.filter((code) => !Object.hasOwn(errorCatalogue, code))).toEqual([])
  })

  it('dismisses a toast after 2 seconds', () => {
    vi.useFakeTimers()
    expect(toastDuration).toBe(2000)
    const id = showToast('error', 'x')
    expect(currentToasts().some((toast) => toast.id === id)).toBe(true)
    vi.advanceTimersByTime(1999)
    expect(currentToasts().some((toast) => toast.id === id)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(currentToasts().some((toast) => toast.id === id)).toBe(false)
  })
})
