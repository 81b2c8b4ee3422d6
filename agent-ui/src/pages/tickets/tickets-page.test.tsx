// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { testTicket } from '../../test/test-records.ts'
import { sessionUser, TestSession } from '../../test/test-session.tsx'
import TicketsPage from './tickets-page.tsx'

/** A phone: below the width of two panes. */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
  fakeApi(({ path }) => {
    if (path.startsWith('/api/tickets/u/')) return testTicket({ id: 9 })
    if (path.startsWith('/api/tickets')) return { tickets: [], count: 0, hasMore: false }
    if (path.startsWith('/api/messages/'))
      return { messages: [], count: 0, hasMore: false, ticket: testTicket() }
    return []
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent

describe('the tickets screen on a phone', () => {
  it('shows the list again when the open ticket is left (back, a transfer, a resolve), not "no ticket selected"', async () => {
    window.history.replaceState(null, '', '/tickets/uuid-9')
    render(
      <TestSession user={sessionUser({ profile: 'admin' })}>
        <TicketsPage />
      </TestSession>,
    )
    expect(selectedTab()).toBe('Ticket')
    // Leaving the ticket: the header's back button, and the app after a transfer or a resolve,
    // go to /tickets; the phone's back gesture too.
    await act(async () => {
      window.history.pushState(null, '', '/tickets')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(selectedTab()).toBe('Atendimentos')
    expect(screen.queryByText('Nenhum ticket selecionado.')).toBeNull()
  })
})
