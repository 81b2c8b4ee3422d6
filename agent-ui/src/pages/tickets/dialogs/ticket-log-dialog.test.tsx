// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/fake-api.ts'
import { fakeSocket, TestSession } from '../../../test/test-session.tsx'
import { TicketLogDialog } from './ticket-log-dialog.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const entry = (id: number, type: string, user: string) => ({
  id,
  type,
  ticketId: 9,
  createdAt: '2026-11-01T13:00:00.000Z',
  user: { id: id, name: user },
  queue: null,
})

const timeline = () =>
  within(screen.getByRole('dialog', { name: 'Histórico do ticket' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent)

describe("the ticket's timeline", () => {
  it('shows the timeline at once when opened again, and follows the ticket while open', async () => {
    let entries = [entry(1, 'create', 'Paula')]
    let late = false
    let answerLate: (() => void) | undefined
    const api = fakeApi(async ({ path }) => {
      if (late) await new Promise<void>((resolve) => (answerLate = resolve))
      return path === '/api/tickets-log/9' ? entries : []
    })
    const reads = () => api.requests.filter((request) => request.path === '/api/tickets-log/9')
    const live = fakeSocket()
    const view = (open: boolean) => (
      <TestSession socket={live.socket}>
        {open ? <TicketLogDialog ticketId={9} onClose={() => {}} /> : null}
      </TestSession>
    )
    const { rerender } = render(view(true))
    await vi.waitFor(() => expect(timeline()).toHaveLength(1))
    rerender(view(false))
    late = true
    rerender(view(true))
    expect(timeline()).toHaveLength(1)
    await vi.waitFor(() => expect(reads()).toHaveLength(2))
    late = false
    await act(async () => answerLate?.())

    // Rui accepts the ticket while the timeline is open: the ticket's event reads it again.
    entries = [...entries, entry(2, 'open', 'Rui')]
    act(() => live.tell('company-1-ticket', { action: 'update' }))
    await vi.waitFor(() => expect(timeline()).toHaveLength(2))
    expect(timeline()[1]).toContain('Aceito por Rui')
  })
})
