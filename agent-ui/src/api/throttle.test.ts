import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle.ts'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('throttle', () => {
  it('runs at once, then folds a burst into one run at the end of the interval', () => {
    const run = vi.fn()
    const refresh = throttle(run, 1000)
    refresh()
    expect(run).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(30)
      refresh()
    }
    expect(run).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(400)
    expect(run).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(5000)
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('runs at once again after a quiet interval', () => {
    const run = vi.fn()
    const refresh = throttle(run, 1000)
    refresh()
    vi.advanceTimersByTime(1500)
    refresh()
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('drops the waiting run when cancelled', () => {
    const run = vi.fn()
    const refresh = throttle(run, 1000)
    refresh()
    refresh()
    refresh.cancel()
    vi.advanceTimersByTime(2000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('with justRan, waits an interval before the first run, as if it had just run', () => {
    const run = vi.fn()
    const refresh = throttle(run, 1000, { justRan: true })
    vi.advanceTimersByTime(300)
    refresh()
    refresh()
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(700)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
