import { describe, expect, it } from 'vitest'
import { connectionLanes, transactionsPerConnection } from './connection-lanes.ts'

/** Lets every settled promise's continuation run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('connection lanes', () => {
  it('holds a connection’s deliveries back while two of its runs are in hand, and lets one in as each ends', async () => {
    expect(transactionsPerConnection).toBe(2)
    const lanes = connectionLanes()
    for (const run of [1, 2, 3, 4]) lanes.expect(run, 7)
    const first = await lanes.enter(1)
    const second = await lanes.enter(2)
    const passed: number[] = []
    const entering = (run: number) =>
      lanes.enter(run).then((leave) => {
        passed.push(run)
        return leave
      })
    const third = entering(3)
    const fourth = entering(4)
    await settle()
    expect(passed).toEqual([])
    expect(lanes.crowded(1)).toBe(true)

    first()
    await settle()
    expect(passed).toEqual([3])
    second()
    await settle()
    expect(passed).toEqual([3, 4])
    ;(await third)()
    expect(lanes.crowded(4)).toBe(false)
    ;(await fourth)()
  })

  it('never holds back another connection’s deliveries, nor runs it was not told about', async () => {
    const lanes = connectionLanes()
    for (const run of [1, 2]) lanes.expect(run, 7)
    lanes.expect(3, 8)
    await lanes.enter(1)
    await lanes.enter(2)
    const other = await lanes.enter(3)
    // Recorded by another process: its connection is not known here.
    const unknown = await lanes.enter(99)
    expect(lanes.crowded(3)).toBe(false)
    expect(lanes.crowded(99)).toBe(false)
    other()
    unknown()
  })
})
