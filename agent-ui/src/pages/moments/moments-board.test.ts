import { describe, expect, it } from 'vitest'
import { testTicket } from '../../test/test-records.ts'
import { boardOf, elapsedSince } from './moments-board.ts'

const paula = { id: 2, name: 'Paula', color: '#2e7d32', profileImage: null }
const ana = { id: 3, name: 'Ana', color: null, profileImage: null }

const at = (time: string) => `2026-11-22T${time}:00.000Z`

describe('real-time panel board', () => {
  it('puts pending and ownerless tickets in the waiting line, longest waiting first', () => {
    const board = boardOf([
      testTicket({ id: 1, status: 'pending', updatedAt: at('10:05') }),
      testTicket({ id: 2, status: 'open', user: paula, userId: 2, updatedAt: at('10:04') }),
      // Returned to the queue with its owner still set: waiting all the same.
      testTicket({ id: 3, status: 'pending', user: paula, userId: 2, updatedAt: at('10:01') }),
      testTicket({ id: 4, status: 'open', user: null, updatedAt: at('10:03') }),
    ])
    expect(board.waiting.map((ticket) => ticket.id)).toEqual([3, 4, 1])
    expect(board.attendants).toEqual([{ attendant: paula, tickets: [expect.objectContaining({ id: 2 })] }])
  })

  it('gives each attendant a column by name, keeping the server order inside it', () => {
    const board = boardOf([
      testTicket({ id: 1, status: 'open', user: paula, userId: 2 }),
      testTicket({ id: 2, status: 'group', user: ana, userId: 3, isGroup: true }),
      testTicket({ id: 3, status: 'open', user: paula, userId: 2 }),
    ])
    expect(
      board.attendants.map(({ attendant, tickets }) => [attendant.name, tickets.map((t) => t.id)]),
    ).toEqual([
      ['Ana', [2]],
      ['Paula', [1, 3]],
    ])
    expect(board.waiting).toEqual([])
  })

  it('keeps the chosen attendant a column when they have nothing in hand', () => {
    expect(boardOf([], ana).attendants).toEqual([{ attendant: ana, tickets: [] }])
  })
})

describe('time since the last activity', () => {
  const now = new Date(at('12:00'))

  it("reads in the user's language", () => {
    expect(elapsedSince(at('11:59'), now, 'pt-BR')).toBe('há 1 minuto')
    expect(elapsedSince(at('11:15'), now, 'pt-BR')).toBe('há 45 minutos')
    expect(elapsedSince(at('09:30'), now, 'en-US')).toBe('2 hours ago')
    expect(elapsedSince('2026-11-19T12:00:00.000Z', now, 'es-ES')).toBe('hace 3 días')
  })

  it('says "now" under a minute, and for a clock slightly behind the server', () => {
    expect(elapsedSince('2026-11-22T11:59:30.000Z', now, 'pt-BR')).toBe('agora')
    expect(elapsedSince(at('12:01'), now, 'en-US')).toBe('now')
  })
})
