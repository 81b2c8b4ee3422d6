import { describe, expect, it } from 'vitest'
import { movableClock, systemClock } from './clock.ts'

describe('movableClock', () => {
  it('stands still until moved, and rings due alarms in time order at their time', async () => {
    const clock = movableClock(new Date('2026-01-05T12:00:00Z'))
    const rang: string[] = []
    clock.alarm(new Date('2026-01-05T12:00:10Z'), () => rang.push(`b ${clock.now().toISOString()}`))
    clock.alarm(new Date('2026-01-05T12:00:05Z'), () => rang.push(`a ${clock.now().toISOString()}`))
    const cancel = clock.alarm(new Date('2026-01-05T12:00:07Z'), () => rang.push('cancelled'))
    cancel()
    expect(clock.now().toISOString()).toBe('2026-01-05T12:00:00.000Z')

    await clock.advance(6_000)
    expect(rang).toEqual(['a 2026-01-05T12:00:05.000Z'])
    expect(clock.now().toISOString()).toBe('2026-01-05T12:00:06.000Z')

    await clock.set(new Date('2026-01-05T12:01:00Z'))
    expect(rang).toEqual(['a 2026-01-05T12:00:05.000Z', 'b 2026-01-05T12:00:10.000Z'])
  })

  it('rings alarms set by a ringing alarm when they fall inside the move', async () => {
    const clock = movableClock(new Date(0))
    const rang: number[] = []
    const every = (ms: number) => {
      clock.alarm(new Date(clock.now().getTime() + ms), async () => {
        await Promise.resolve()
        rang.push(clock.now().getTime())
        every(ms)
      })
    }
    every(1_000)
    await clock.advance(3_500)
    expect(rang).toEqual([1_000, 2_000, 3_000])
  })

  it('rings an alarm already due without being moved, and never goes back', async () => {
    const clock = movableClock(new Date(10_000))
    const rang = await new Promise<number>((resolve) => clock.alarm(new Date(0), () => resolve(1)))
    expect(rang).toBe(1)
    await expect(clock.set(new Date(0))).rejects.toThrow('only moves forward')
  })
})

describe('systemClock', () => {
  it('rings an alarm no sooner than its time, and not once cancelled', async () => {
    const at = new Date(Date.now() + 20)
    const cancelled = systemClock.alarm(new Date(Date.now() + 5), () => {
      throw new Error('a cancelled alarm rang')
    })
    cancelled()
    const rangAt = await new Promise<number>((resolve) => systemClock.alarm(at, () => resolve(Date.now())))
    expect(rangAt).toBeGreaterThanOrEqual(at.getTime())
  })
})
