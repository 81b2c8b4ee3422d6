import { describe, expect, it } from 'vitest'
import { testTicket } from '../../test/test-records.ts'
import { changeList, listOf, type TicketListPages } from './ticket-list-pages.ts'
import { removeTicket } from './ticket-list-state.ts'

const ticket = (id: number, minute: number) =>
  testTicket({ id, status: 'pending', updatedAt: new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString() })

// Two pages read: ticket 2 moved up between the reads, so the second page repeats it.
const twoPages: TicketListPages = {
  pages: [
    { tickets: [ticket(1, 50), ticket(2, 40)], count: 4, hasMore: true },
    { tickets: [ticket(2, 40), ticket(3, 30)], count: 4, hasMore: true },
  ],
  pageParams: [1, 2],
}

describe("a ticket list's cached pages", () => {
  it('make one list: each ticket once, the count and what is left of the last answer', () => {
    const list = listOf(twoPages)
    expect(list.tickets.map((one) => one.id)).toEqual([1, 2, 3])
    expect(list).toMatchObject({ count: 4, hasMore: true })
  })

  it('take a live change in their first page and keep the others as slots for the next read', () => {
    const placed = changeList(twoPages, (list) => ({
      ...list,
      tickets: [ticket(7, 55), ...list.tickets],
      count: list.count + 1,
    }))
    expect(listOf(placed).tickets.map((one) => one.id)).toEqual([7, 1, 2, 3])
    expect(listOf(placed).count).toBe(5)
    expect(placed.pageParams).toEqual([1, 2])
    expect(placed.pages[1]?.tickets).toEqual([])
  })

  it('stay as they are when the change changes nothing', () => {
    expect(changeList(twoPages, (list) => removeTicket(list, 99))).toBe(twoPages)
  })
})
