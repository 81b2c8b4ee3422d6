import { describe, expect, it } from 'vitest'
import { forgetOldest } from './forget-oldest.ts'

describe('forgetOldest', () => {
  it('drops the oldest entries of a set or a map past the bound, and leaves a smaller one alone', () => {
    const set = new Set([1, 2, 3, 4])
    forgetOldest(set, 2)
    expect([...set]).toEqual([3, 4])
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ])
    forgetOldest(map, 5)
    expect([...map.keys()]).toEqual(['a', 'b'])
    forgetOldest(map, 0)
    expect(map.size).toBe(0)
  })
})
