import { describe, expect, it } from 'vitest'
import { dayIn, defaultPeriod, inOrder, isCleared } from './dashboard-period.ts'

const saoPaulo = 'America/Sao_Paulo'

describe("the dashboard's period", () => {
  it("counts days in the company's time zone, as the server does", () => {
    // 23:30 on March 31st in São Paulo is already April 1st in UTC.
    const lateOnMarch31 = new Date('2026-04-01T02:30:00Z')
    expect(dayIn(lateOnMarch31, saoPaulo)).toBe('2026-03-31')
    expect(dayIn(lateOnMarch31, 'UTC')).toBe('2026-04-01')
  })

  it('starts at the first of the month and ends today', () => {
    expect(defaultPeriod(new Date('2026-11-25T15:00:00Z'), saoPaulo)).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-25',
    })
    expect(defaultPeriod(new Date('2026-04-01T02:30:00Z'), saoPaulo)).toEqual({
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
    })
    expect(defaultPeriod(new Date('2026-04-01T02:30:00Z'), 'Europe/Berlin')).toEqual({
      dateFrom: '2026-04-01',
      dateTo: '2026-04-01',
    })
  })

  it('is cleared only without both days, and in order unless the end comes first', () => {
    expect(isCleared({ dateFrom: '', dateTo: '' })).toBe(true)
    expect(isCleared({ dateFrom: '', dateTo: '2026-11-25' })).toBe(false)
    expect(inOrder({ dateFrom: '2026-11-25', dateTo: '2026-11-25' })).toBe(true)
    expect(inOrder({ dateFrom: '2026-11-25', dateTo: '' })).toBe(true)
    expect(inOrder({ dateFrom: '2026-11-25', dateTo: '2026-11-24' })).toBe(false)
  })
})
