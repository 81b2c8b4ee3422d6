// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TestSession } from '../../test/test-session.tsx'
import { copiedDuration, PaymentResultView } from './payment-result-view.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const pixCode =
  '00020101021226830014BR.GOV.BCB.PIX2561qrcodes.example/v2/cobv/abc5204000053039865802BR6304ABCD'

describe('the payment screen', () => {
  it('shows the PIX QR code and copy-paste code; the copy button says Copiado for 1 s', async () => {
    render(
      <TestSession>
        <PaymentResultView
          result={{
            invoiceId: 7,
            provider: 'efi-pix',
            valorext: 49,
            qrcode: {
              qrcode: pixCode,
              imagemQrcode: 'data:image/png;base64,iVBORw0KGgo=',
              expiresAt: '2026-11-29',
            },
          }}
        />
      </TestSession>,
    )
    expect(screen.getByRole('img', { name: 'QR code PIX' }).getAttribute('src')).toMatch(/^data:image\/png/)
    expect((screen.getByLabelText('PIX copia e cola') as HTMLTextAreaElement).value).toBe(pixCode)
    expect(screen.getByText(/Valor a pagar: R\$\s49,00/)).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()

    // Only the timers are faked (the clipboard's promise settles as usual), so the 1 s is moved, not waited.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar código' }))
    })
    await act(async () => {
      expect(await navigator.clipboard.readText()).toBe(pixCode)
    })
    expect(screen.getByRole('button', { name: 'Copiado' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(copiedDuration - 1))
    expect(screen.getByRole('button', { name: 'Copiado' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeTruthy()
  })

  it("links to the provider's checkout page, and shows no image that is not a data image", () => {
    render(
      <TestSession>
        <PaymentResultView
          result={{ invoiceId: 8, provider: 'asaas', valorext: 91, asaasURL: 'https://asaas.test/c/xyz' }}
        />
      </TestSession>,
    )
    const link = screen.getByRole('link', { name: 'Ir para a página de pagamento' })
    expect(link.getAttribute('href')).toBe('https://asaas.test/c/xyz')
    expect(link.getAttribute('rel')).toContain('noopener')
    cleanup()
    render(
      <TestSession>
        <PaymentResultView
          result={{
            invoiceId: 9,
            provider: 'efi-pix',
            valorext: 30,
            qrcode: {
              qrcode: pixCode,
              imagemQrcode: 'https://tracker.example/qr.png',
              expiresAt: '2026-11-29',
            },
          }}
        />
      </TestSession>,
    )
    expect(screen.queryByRole('img')).toBeNull()
  })
})
