import { describe, expect, it } from 'vitest'
import type { Ticket } from '../../api/models.ts'
import { testTicket } from '../../test/test-records.ts'
import { appendPage, placeTicket, removeTicket, type TicketListFilter } from './ticket-list-state.ts'

const ticket = (id: number, minute: number, overrides: Partial<Ticket> = {}): Ticket =>
  testTicket({
    id,
    contactId: id,
    userId: 1,
    queueId: 1,
    lastMessage: '',
    updatedAt: new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString(),
    ...overrides,
  })

const openMine: TicketListFilter = {
  status: 'open',
  userId: 1,
  showAll: false,
  queueIds: [],
  tagIds: [],
  connectionIds: [],
  userIds: [],
}

describe('live ticket list updates', () => {
  const list = { tickets: [ticket(1, 30), ticket(2, 20), ticket(3, 10)], count: 3, hasMore: false }

  it('moves an updated ticket to the top of a newest-first list', () => {
    const next = placeTicket(list, ticket(3, 40), openMine, 'desc')
    expect(next.tickets.map((item) => item.id)).toEqual([3, 1, 2])
    expect(next.count).toBe(3)
  })

  it('inserts a new matching ticket in order and counts it', () => {
    const next = placeTicket(list, ticket(4, 25), openMine, 'desc')
    expect(next.tickets.map((item) => item.id)).toEqual([1, 4, 2, 3])
    expect(next.count).toBe(4)
  })

  it('removes a ticket that changed status or owner', () => {
    expect(
      placeTicket(list, ticket(2, 50, { status: 'closed' }), openMine, 'desc').tickets.map((item) => item.id),
    ).toEqual([1, 3])
    const other = placeTicket(list, ticket(1, 50, { userId: 9 }), openMine, 'desc')
    expect(other.tickets.map((item) => item.id)).toEqual([2, 3])
    expect(other.count).toBe(2)
    expect(
      placeTicket(list, ticket(1, 50, { userId: 9 }), { ...openMine, showAll: true }, 'desc').tickets[0]!.id,
    ).toBe(1)
  })

  it('leaves a ticket whose place is past the loaded pages for the next page', () => {
    const paged = { ...list, hasMore: true }
    const next = placeTicket(paged, ticket(1, 50), openMine, 'asc')
    expect(next.tickets.map((item) => item.id)).toEqual([2, 3])
  })

  it('honours the queue filter and deletes', () => {
    const filtered = { ...openMine, queueIds: [2] }
    expect(placeTicket(list, ticket(5, 59, { queueId: 1 }), filtered, 'desc').tickets).toHaveLength(3)
    expect(removeTicket(list, 2).tickets.map((item) => item.id)).toEqual([1, 3])
    expect(removeTicket(list, 99)).toBe(list)
  })

  it('appends a page without duplicating live-added tickets', () => {
    const next = appendPage(list, { tickets: [ticket(3, 10), ticket(6, 5)], count: 5, hasMore: false })
    expect(next.tickets.map((item) => item.id)).toEqual([1, 2, 3, 6])
    expect(next.count).toBe(5)
  })
})
