import { describe, expect, it } from 'vitest'
import type { Ticket } from '../../api/models.ts'
import { boardOf, dragCalls } from './kanban-board.ts'

const ticket = (id: number, tagIds: number[]) =>
  ({
    id,
    tags: tagIds.map((tagId) => ({ id: tagId, name: `t${tagId}`, color: '#000' })),
  }) as unknown as Ticket

describe('the kanban board', () => {
  it('puts tickets without a lane tag in the default lane and the others in their lanes', () => {
    const lanes = [
      { id: 10, name: 'Proposta', color: '#f00' },
      { id: 11, name: 'Fechado', color: '#0f0' },
    ]
    // Tag 99 is a plain (non-kanban) tag: it puts the ticket in no lane.
    const board = boardOf(
      lanes,
      [ticket(1, []), ticket(2, [10]), ticket(3, [99]), ticket(4, [11, 99])],
      'Em aberto',
    )
    expect(board.map((lane) => [lane.id, lane.name, lane.tickets.map((one) => one.id)])).toEqual([
      [null, 'Em aberto', [1, 3]],
      [10, 'Proposta', [2]],
      [11, 'Fechado', [4]],
    ])
  })

  it('moves a card by taking the lane tag off and putting the target one on', () => {
    expect(dragCalls(10, 11)).toEqual({ remove: 10, add: 11 })
    expect(dragCalls(null, 11)).toEqual({ remove: null, add: 11 })
    expect(dragCalls(10, null)).toEqual({ remove: 10, add: null })
    expect(dragCalls(10, 10)).toBeUndefined()
  })
})
