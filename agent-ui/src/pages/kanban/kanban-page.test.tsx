// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, type SentRequest } from '../../test/fake-api.ts'
import { testTicket } from '../../test/test-records.ts'
import { fakeSocket, sessionUser, TestSession } from '../../test/test-session.tsx'
import KanbanLanesPage from './kanban-lanes-page.tsx'
import KanbanPage from './kanban-page.tsx'

beforeEach(() => {
  window.history.replaceState(null, '', '/kanban')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const admin = sessionUser({ profile: 'admin' })
const proposal = { id: 11, name: 'Proposta', color: '#2e7d32', ticketsCount: 0 }
const ticket = (id: number, name: string, tags: { id: number; name: string; color: string }[] = []) =>
  testTicket({ id, contact: { ...testTicket().contact, id, name }, tags } as never)

/** The server's lanes and cards (changed between reads by the test) and whether it answers late. */
function kanbanServer() {
  const state = {
    lanes: [proposal],
    tickets: [ticket(1, 'Marta')],
    late: false,
    answerLate: undefined as (() => void) | undefined,
  }
  const api = fakeApi(async ({ path }) => {
    if (state.late) await new Promise<void>((resolve) => (state.answerLate = resolve))
    if (path.startsWith('/api/tag/kanban')) return { lista: state.lanes }
    if (path.startsWith('/api/ticket/kanban')) return { tickets: state.tickets, hasMore: false }
    return []
  })
  return { state, api }
}

const cardsIn = (lane: string) =>
  within(screen.getByRole('region', { name: lane }))
    .queryAllByRole('listitem')
    .map((card) => card.getAttribute('aria-label'))
    .filter((name) => name !== null)

/** The reads of the board: each starts with its lanes. */
const boardReads = (requests: SentRequest[]) =>
  requests.filter((request) => request.path.startsWith('/api/tag/kanban'))

describe('kanban board', () => {
  it('shows the board at once when opened again, while it is read again', async () => {
    const { state, api } = kanbanServer()
    const view = (board: boolean) => (
      <TestSession user={admin}>{board ? <KanbanPage /> : <p>Outra página</p>}</TestSession>
    )
    const { rerender } = render(view(true))
    await vi.waitFor(() => expect(cardsIn('Em aberto')).toEqual(['Marta']))
    rerender(view(false))
    state.late = true
    rerender(view(true))
    expect(cardsIn('Em aberto')).toEqual(['Marta'])
    expect(screen.getByRole('region', { name: 'Proposta' })).toBeTruthy()
    await vi.waitFor(() => expect(boardReads(api.requests)).toHaveLength(2))
    await act(async () => state.answerLate?.())
  })

  it('follows a ticket moved elsewhere (the ticket event reads the board again)', async () => {
    const { state } = kanbanServer()
    const live = fakeSocket()
    render(
      <TestSession user={admin} socket={live.socket}>
        <KanbanPage />
      </TestSession>,
    )
    await vi.waitFor(() => expect(cardsIn('Em aberto')).toEqual(['Marta']))
    state.tickets = [ticket(1, 'Marta', [{ id: 11, name: 'Proposta', color: '#2e7d32' }])]
    act(() => live.tell('company-1-ticket', { action: 'update', ticket: state.tickets[0] }))
    await vi.waitFor(() => expect(cardsIn('Proposta')).toEqual(['Marta']))
    expect(cardsIn('Em aberto')).toEqual([])
  })
})

describe('kanban lanes page', () => {
  it('follows a lane renamed in the back office (the tag event reads the lanes again)', async () => {
    const { state } = kanbanServer()
    const live = fakeSocket()
    render(
      <TestSession user={admin} socket={live.socket}>
        <KanbanLanesPage />
      </TestSession>,
    )
    await screen.findByText('Proposta')
    state.lanes = [{ ...proposal, name: 'Proposta enviada' }]
    act(() => live.tell('company-1-tag', { action: 'update', tag: state.lanes[0] }))
    await screen.findByText('Proposta enviada')
  })
})
