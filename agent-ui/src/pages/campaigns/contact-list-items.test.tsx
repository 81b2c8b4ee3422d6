// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retryFailedFirstRead } from '../../test/failed-first-read.ts'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { TestSession } from '../../test/test-session.tsx'
import { ContactListItems } from './contact-list-items.tsx'

beforeEach(() => {
  window.history.replaceState(null, '', '/contact-lists/7/contacts')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const anaSouza = {
  id: 31,
  name: 'Ana Souza',
  number: '5511955550001',
  email: 'ana@example.com',
  isWhatsappValid: true,
  contactListId: 7,
}

describe("a contact list's people (/contact-lists/{id}/contacts)", () => {
  it('shows a failed read with a retry, never as "Nenhum contato nesta lista", and the people once the retry answers', async () => {
    let failing = true
    fakeApi(({ path }) => {
      if (path === '/api/contact-lists/7') return { id: 7, name: 'Clientes VIP' }
      if (!path.startsWith('/api/contact-list-items?')) return []
      return failing ? apiError(500, 'ERR_INTERNAL') : { contacts: [anaSouza], hasMore: false }
    })
    render(
      <TestSession>
        <ContactListItems listId={7} backTo="/contact-lists" />
      </TestSession>,
    )
    await retryFailedFirstRead('Nenhum contato nesta lista', () => {
      failing = false
    })
    expect(await screen.findByText('Ana Souza')).toBeTruthy()
    expect(screen.queryByTestId('error-state')).toBeNull()
  })
})
