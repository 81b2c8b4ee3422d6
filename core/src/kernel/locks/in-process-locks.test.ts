import { describe, expect, it } from 'vitest'
import { inProcessLocks } from './in-process-locks.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('in-process locks (the embedded database)', () => {
  it('runs work on one key one piece at a time, in the order asked, and other keys meanwhile', async () => {
    const locks = inProcessLocks()
    const events: string[] = []
    const piece = (space: number, key: number, name: string) =>
      locks.run(space, key, async () => {
        events.push(`${name} starts`)
        await tick()
        events.push(`${name} ends`)
        return name
      })
    const results = await Promise.all([
      piece(1, 7, 'a'),
      piece(1, 7, 'b'),
      piece(1, 8, 'c'),
      piece(2, 7, 'd'),
    ])
    expect(results).toEqual(['a', 'b', 'c', 'd'])
    expect(events.indexOf('b starts')).toBeGreaterThan(events.indexOf('a ends'))
    expect(events.indexOf('c starts')).toBeLessThan(events.indexOf('a ends'))
    expect(events.indexOf('d starts')).toBeLessThan(events.indexOf('a ends'))
    expect(locks.inFlight()).toBe(0)
  })

  it('releases the lock when the work fails, and counts holders and waiters', async () => {
    const locks = inProcessLocks()
    const failing = locks.run(1, 1, async () => {
      await tick()
      throw new Error('channel down')
    })
    const next = locks.run(1, 1, async () => 'sent')
    expect(locks.inFlight()).toBe(2)
    await expect(failing).rejects.toThrow('channel down')
    await expect(next).resolves.toBe('sent')
    expect(locks.inFlight()).toBe(0)
  })
})
