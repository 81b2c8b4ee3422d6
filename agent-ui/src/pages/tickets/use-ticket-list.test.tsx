// @vitest-environment happy-dom
import type { TicketEvent } from '@atendo/sdk'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Ticket } from '../../api/models.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { testTicket } from '../../test/test-records.ts'
import { fakeSocket, TestSession } from '../../test/test-session.tsx'
import { TicketList } from './ticket-list.tsx'
import { type TicketListQuery, useTicketList } from './use-ticket-list.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function waiting(id: number, queueId: number | null = null): Ticket {
  return testTicket({
    id,
    contactId: id,
    status: 'pending',
    queueId,
    updatedAt: new Date(Date.UTC(2026, 10, 22, 10, id)).toISOString(),
    contact: { ...testTicket().contact, id, name: `Contato ${id}`, number: null },
  })
}

const inQueue = (queueIds: number[]): TicketListQuery => ({
  status: 'pending',
  userId: 2,
  showAll: false,
  queueIds,
  tagIds: [],
  connectionIds: [],
  userIds: [],
  searchParam: '',
  searchOnMessages: false,
  sort: 'desc',
})

/** The manager's list: the hook's tickets in the real list component. */
function WaitingList({ query }: { query: TicketListQuery }) {
  const list = useTicketList(query)
  return (
    <TicketList
      tickets={list.tickets}
      selectedUuid={undefined}
      showOwner={false}
      loading={list.loading}
      onOpen={() => {}}
      onEndReached={list.loadMore}
    />
  )
}

const shownContacts = () =>
  screen.queryAllByRole('option').map((option) => option.querySelector('.ticket-name')?.textContent)

const listReads = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.path.startsWith('/api/tickets?'))

describe('a ticket list', () => {
  it('keeps a ticket told while the first page is on its way (the page may predate it)', async () => {
    const tickets = [waiting(1)]
    let answerFirst: (() => void) | undefined
    const api = fakeApi(async ({ path }) => {
      const newestFirst = tickets.toReversed()
      const page = { tickets: newestFirst, count: tickets.length, hasMore: false }
      if (listReads(api.requests).length === 1) await new Promise<void>((resolve) => (answerFirst = resolve))
      return path.startsWith('/api/tickets?') ? page : []
    })
    const live = fakeSocket()
    render(
      <TestSession socket={live.socket}>
        <WaitingList query={inQueue([])} />
      </TestSession>,
    )
    // Loading from the first render: not "nothing found" before the first answer (issue 23 item 9).
    expect(screen.getByRole('status')).toBeTruthy()
    expect(screen.queryByText(/Nenhum atendimento encontrado/)).toBeNull()
    await vi.waitFor(() => expect(answerFirst).toBeDefined())

    tickets.push(waiting(2))
    const event: TicketEvent = { action: 'update', ticket: waiting(2) }
    act(() => live.tell('company-1-ticket', event))
    // The first page was read before ticket 2 came: its answer holds only ticket 1.
    await act(async () => answerFirst?.())

    await vi.waitFor(() => expect(shownContacts()).toEqual(['Contato 2', 'Contato 1']))
  })

  it('shows a filter chosen again from the cache at once, while the server is asked again', async () => {
    const api = fakeApi(({ path }) => {
      if (!path.startsWith('/api/tickets?')) return []
      const tickets = path.includes('queueIds') ? [waiting(5, 3)] : [waiting(5, 3), waiting(1)]
      return { tickets, count: tickets.length, hasMore: false }
    })
    const { rerender } = render(
      <TestSession>
        <WaitingList query={inQueue([])} />
      </TestSession>,
    )
    await vi.waitFor(() => expect(shownContacts()).toEqual(['Contato 5', 'Contato 1']))
    rerender(
      <TestSession>
        <WaitingList query={inQueue([3])} />
      </TestSession>,
    )
    await vi.waitFor(() => expect(shownContacts()).toEqual(['Contato 5']))

    rerender(
      <TestSession>
        <WaitingList query={inQueue([])} />
      </TestSession>,
    )
    expect(shownContacts()).toEqual(['Contato 5', 'Contato 1'])
    await vi.waitFor(() => expect(listReads(api.requests)).toHaveLength(3))
  })
})
