// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TestSession } from '../../../test/test-session.tsx'
import { ForwardDialog } from './forward-dialog.tsx'

afterEach(cleanup)

describe('ForwardDialog', () => {
  it('says how many messages go, waits for a contact, and is keyboard-closable', () => {
    const onClose = vi.fn()
    render(
      <TestSession>
        <ForwardDialog messageIds={[3, 4]} currentContactId={1} onForwarded={vi.fn()} onClose={onClose} />
      </TestSession>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Encaminhar mensagens' })
    expect(dialog.textContent).toContain('2 mensagem(ns) para encaminhar')
    const search = screen.getByLabelText('Contatos')
    expect(document.activeElement).toBe(search)
    expect(screen.getByRole('button', { name: 'Encaminhar' }).hasAttribute('disabled')).toBe(true)
    fireEvent.keyDown(search, { key: 'Escape' })
    expect(onClose).toHaveBeenCalled()
  })
})
