// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Ticket } from '../../../api/models.ts'
import { fakeApi } from '../../../test/fake-api.ts'
import { testTicket } from '../../../test/test-records.ts'
import { sessionUser, TestSession } from '../../../test/test-session.tsx'
import { ConversationHeader } from './conversation-header.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function show(ticket: Ticket, onChanged = vi.fn()) {
  render(
    <TestSession user={sessionUser({ profile: 'admin' })}>
      <ConversationHeader
        ticket={ticket}
        onChanged={onChanged}
        drawerOpen={false}
        onToggleDrawer={() => {}}
        selecting={false}
        onToggleSelecting={() => {}}
      />
    </TestSession>,
  )
  return within(screen.getByRole('toolbar'))
}

describe('a ticket waiting for the contact’s LGPD consent (docs/lgpd.md)', () => {
  it('says so and offers only to ignore it: no accept, no transfer', async () => {
    const waiting = testTicket({ id: 41, status: 'lgpd', userId: null, user: null })
    const api = fakeApi(() => ({ ...waiting, status: 'closed' }))
    const onChanged = vi.fn()
    const toolbar = show(waiting, onChanged)

    expect(toolbar.getByRole('status').textContent).toBe('Aguardando consentimento (LGPD)')
    expect(toolbar.queryByRole('button', { name: 'Aceitar' })).toBeNull()
    expect(toolbar.queryByRole('button', { name: 'Transferir' })).toBeNull()
    fireEvent.click(toolbar.getByRole('button', { name: 'Finalizar sem mensagem de despedida' }))
    // Closing is confirmed first (issue 23).
    expect(api.sent('PUT')).toEqual([])
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar' }))

    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    expect(api.sent('PUT')).toEqual([
      expect.objectContaining({
        path: '/api/tickets/41',
        body: expect.objectContaining({ status: 'closed', sendFarewellMessage: false }),
      }),
    ])
  })
})

describe("the contact's number in the header (issue 23: the walk read a raw 5521998765432)", () => {
  const numbered = (number: string) =>
    testTicket({ contact: { ...testTicket().contact, number } } as Partial<Ticket>)

  it('shows the number as the contact list does: +55 (21) 99876-5432', () => {
    fakeApi(() => ({}))
    show(numbered('5521998765432'))
    const header = document.querySelector('.conversation-title')!
    expect(header.textContent).toContain('+55 (21) 99876-5432')
    expect(header.textContent).not.toContain('5521998765432')
    // Cut with an ellipsis where the actions leave little room: the whole line shows on hover.
    expect(header.querySelector('small[title]')?.getAttribute('title')).toMatch(/^\+55 \(21\) 99876-5432/)
  })

  it('keeps a number the server masked (LGPD hide-numbers) masked', () => {
    fakeApi(() => ({}))
    show(numbered('55219******32'))
    const header = document.querySelector('.conversation-title')!
    expect(header.textContent).toContain('+55 (21) 9****-**32')
  })
})
