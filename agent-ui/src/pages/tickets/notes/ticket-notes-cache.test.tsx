// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/fake-api.ts'
import { TestSession } from '../../../test/test-session.tsx'
import { TicketNotes } from './ticket-notes.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const note = (id: number, text: string) => ({
  id,
  note: text,
  ticketId: 9,
  contactId: 4,
  userId: 2,
  user: { id: 2, name: 'Paula' },
  createdAt: '2026-11-01T13:00:00.000Z',
  updatedAt: '2026-11-01T13:00:00.000Z',
})

describe("a ticket's notes", () => {
  it('shows the notes at once when opened again, while they are read again', async () => {
    let late = false
    let answerLate: (() => void) | undefined
    const api = fakeApi(async ({ path }) => {
      if (late) await new Promise<void>((resolve) => (answerLate = resolve))
      return path.startsWith('/api/ticket-notes/list') ? [note(1, 'Cliente prefere e-mail')] : {}
    })
    const reads = () => api.requests.filter((request) => request.path.startsWith('/api/ticket-notes/list'))
    const view = (open: boolean) => (
      <TestSession>{open ? <TicketNotes ticketId={9} contactId={4} /> : null}</TestSession>
    )
    const { rerender } = render(view(true))
    await screen.findByText('Cliente prefere e-mail')
    expect(reads()[0]?.path).toBe('/api/ticket-notes/list?ticketId=9&contactId=4')
    rerender(view(false))
    late = true
    rerender(view(true))
    expect(
      within(screen.getByRole('list', { name: 'Observações' })).getByText('Cliente prefere e-mail'),
    ).toBeTruthy()
    await vi.waitFor(() => expect(reads()).toHaveLength(2))
    await act(async () => answerLate?.())
  })
})
