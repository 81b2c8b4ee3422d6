// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '../i18n/languages.ts'
import { rememberPluginErrors } from '../i18n/plugin-error-texts.ts'
import { apiError, fakeApi } from '../test/fake-api.ts'
import { TestSession } from '../test/test-session.tsx'
import { Toaster } from '../toasts/toaster.tsx'
import { useErrorToast } from '../toasts/use-error-toast.ts'
import { PluginPanelsProvider, usePluginPanels } from './plugin-panels.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  rememberPluginErrors({})
})

/** A plugin's screen that asks its route and shows the refusal as every inbox screen does. */
function OrderLookup() {
  const showError = useErrorToast()
  const { loaded } = usePluginPanels()
  return (
    <button
      type="button"
      disabled={!loaded}
      onClick={async () => {
        // A plugin's route is not in the SDK's paths: asked as a plain request, refused in the envelope.
        const answer = await fetch(new Request(`${window.location.origin}/api/orders/12345`))
        if (!answer.ok) showError(await answer.json())
      }}
    >
      Look up
    </button>
  )
}

function show(language: Language) {
  render(
    <TestSession language={language}>
      <PluginPanelsProvider>
        <OrderLookup />
        <Toaster />
      </PluginPanelsProvider>
    </TestSession>,
  )
}

describe("a plugin's own error code in the inbox", () => {
  it.each([
    ['pt', 'Pedido não encontrado'],
    ['es', 'Pedido no encontrado'],
    ['tr', 'Order not found'],
  ] as const)('is shown in %s as the plugin translated it', async (language, text) => {
    fakeApi((request) => {
      if (request.path === '/api/plugins/ui') {
        return {
          plugins: [{ id: 'order-status', version: '1.0.0' }],
          panels: [],
          refused: [],
          errors: {
            ERR_ORDER_STATUS_NOT_FOUND: {
              message: 'Order not found',
              labels: { pt: 'Pedido não encontrado', es: 'Pedido no encontrado' },
            },
          },
          capabilities: { transcription: false },
        }
      }
      return apiError(404, 'ERR_ORDER_STATUS_NOT_FOUND', 'Order not found')
    })
    show(language)
    const button = await screen.findByRole('button', { name: 'Look up' })
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    await act(async () => {
      fireEvent.click(button)
    })
    expect(await screen.findByText(text)).toBeTruthy()
  })
})
