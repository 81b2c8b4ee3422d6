import { describe, expect, it } from 'vitest'
import { connectionLanes, transactionsPerConnection } from './connection-lanes.ts'

describe('connection lanes', () => {
  it('turns a connection’s deliveries back while two of its runs are in hand, and hands them over again when one ends', () => {
    expect(transactionsPerConnection).toBe(2)
    const handedAgain: number[][] = []
    const taken = new Set<number>()
    const lanes = connectionLanes({
      redeliver: (outboxIds) => handedAgain.push(outboxIds),
      taken: (outboxId) => taken.has(outboxId),
    })
    for (const run of [1, 2, 3, 4, 5]) lanes.expect(run, 7)
    const first = lanes.enter(1)!
    const second = lanes.enter(2)!
    for (const run of [3, 4, 5]) expect(lanes.enter(run)).toBeUndefined()
    expect(lanes.parked(7)).toBe(3)
    expect(lanes.crowded(1)).toBe(true)

    // One ends: as many parked runs as there is room for are handed over again.
    first()
    expect(handedAgain).toEqual([[3]])
    expect(lanes.parked(7)).toBe(2)
    // Handed over again, a run is still known by its connection.
    const third = lanes.enter(3)!
    // The third's batch took the fourth: when the second ends, only the fifth is handed over.
    taken.add(4)
    second()
    expect(handedAgain).toEqual([[3], [5]])
    const fifth = lanes.enter(5)!
    expect(lanes.crowded(5)).toBe(true)
    third()
    expect(lanes.crowded(5)).toBe(false)
    fifth()
    expect(handedAgain).toHaveLength(2)
    expect(lanes.parked(7)).toBe(0)
  })

  it('never turns back another connection’s deliveries, nor runs it was not told about', () => {
    const lanes = connectionLanes({
      redeliver: () => {
        throw new Error('nothing is handed over again')
      },
      taken: () => false,
    })
    for (const run of [1, 2]) lanes.expect(run, 7)
    lanes.expect(3, 8)
    lanes.enter(1)
    lanes.enter(2)
    const other = lanes.enter(3)
    // Recorded by another process: its connection is not known here.
    const unknown = lanes.enter(99)
    expect(other).toBeDefined()
    expect(unknown).toBeDefined()
    expect(lanes.crowded(3)).toBe(false)
    expect(lanes.crowded(99)).toBe(false)
    other!()
    unknown!()
  })
})
