// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from './dialog.tsx'

afterEach(cleanup)

describe('Dialog', () => {
  it('takes focus, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const onClose = vi.fn()
    render(<button type="button">outside</button>)
    const outside = screen.getByText('outside')
    outside.focus()
    const { unmount } = render(
      <Dialog
        title="Transferir ticket"
        onClose={onClose}
        actions={
          <>
            <button type="button">Cancelar</button>
            <button type="button">OK</button>
          </>
        }
      >
        <input aria-label="Fila" />
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Transferir ticket' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const first = screen.getByLabelText('Fila')
    const last = screen.getByText('OK')
    expect(document.activeElement).toBe(first)

    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)

    fireEvent.keyDown(last, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    unmount()
    // Radix gives focus back on the next task, after the dialog has left the DOM.
    await waitFor(() => expect(document.activeElement).toBe(outside))
  })
})
