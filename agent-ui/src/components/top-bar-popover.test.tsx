// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TestSession } from '../test/test-session.tsx'
import { TopBarPopover } from './top-bar-popover.tsx'

afterEach(cleanup)

function renderPopover({
  loading = false,
  entries = ['Primeiro', 'Segundo'],
  failure,
}: {
  loading?: boolean
  entries?: string[]
  failure?: { error: unknown; retry(): void }
} = {}) {
  return render(
    <TestSession>
      <TopBarPopover
        icon="bell"
        label={`Avisos: ${entries.length}`}
        count={entries.length}
        title="Avisos"
        loading={loading}
        failure={failure}
        empty={entries.length === 0 && { icon: 'bell', text: 'Nenhum aviso' }}
        footer={(close) => (
          <button type="button" onClick={close}>
            Ver todos
          </button>
        )}
      >
        {(close) => (
          <ul>
            {entries.map((entry) => (
              <li key={entry}>
                <button type="button" onClick={close}>
                  {entry}
                </button>
              </li>
            ))}
          </ul>
        )}
      </TopBarPopover>
    </TestSession>,
  )
}

describe('TopBarPopover', () => {
  it('tells whether it is open and which panel it controls, and takes focus into the panel', () => {
    renderPopover()
    const button = screen.getByRole('button', { name: 'Avisos: 2' })
    expect(button.textContent).toContain('2')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    fireEvent.click(button)
    const panel = screen.getByRole('dialog', { name: 'Avisos' })
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.contains(document.activeElement)).toBe(true)
  })

  it('closes with Escape back on the button, and when an entry closes it', async () => {
    renderPopover()
    const button = screen.getByRole('button', { name: 'Avisos: 2' })
    button.focus()
    fireEvent.click(button)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Primeiro' }), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    // Radix gives focus back on the tick after the panel unmounts.
    await waitFor(() => expect(document.activeElement).toBe(button))
    fireEvent.click(button)
    fireEvent.click(screen.getByRole('button', { name: 'Segundo' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('shows a loading state while the list loads and an empty state when it is empty, the footer always', () => {
    renderPopover({ loading: true })
    fireEvent.click(screen.getByRole('button', { name: 'Avisos: 2' }))
    expect(screen.getByRole('status')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Primeiro' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Ver todos' })).toBeTruthy()
    cleanup()
    renderPopover({ entries: [] })
    const button = screen.getByRole('button', { name: 'Avisos: 0' })
    expect(button.querySelector('.bell-count')).toBeNull()
    fireEvent.click(button)
    expect(screen.getByTestId('empty-state').textContent).toContain('Nenhum aviso')
  })

  it('shows an error state with a retry, not the empty state, when the first load failed', () => {
    let retries = 0
    renderPopover({ entries: [], failure: { error: 'Servidor indisponível', retry: () => retries++ } })
    fireEvent.click(screen.getByRole('button', { name: 'Avisos: 0' }))
    const error = screen.getByRole('alert')
    expect(error.textContent).toContain('Servidor indisponível')
    expect(screen.queryByTestId('empty-state')).toBeNull()
    expect(screen.getByRole('button', { name: 'Ver todos' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(retries).toBe(1)
  })
})
