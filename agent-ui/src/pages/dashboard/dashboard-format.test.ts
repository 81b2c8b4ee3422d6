import { describe, expect, it } from 'vitest'
import { decimal, hoursAndMinutes, isoDuration, percent, shortDay } from './dashboard-format.ts'

describe("the dashboard's figures", () => {
  it('shows minutes as hh:mm, rounded to the minute, hours past a day kept', () => {
    expect(hoursAndMinutes(0)).toBe('00:00')
    expect(hoursAndMinutes(12.4)).toBe('00:12')
    expect(hoursAndMinutes(65)).toBe('01:05')
    expect(hoursAndMinutes(1500.6)).toBe('25:01')
    expect(isoDuration(65)).toBe('PT1H5M')
  })

  it("writes percentages, decimals and days in the user's locale", () => {
    expect(percent(33.33, 'pt-BR')).toBe('33,33%')
    expect(percent(50, 'en-US')).toBe('50%')
    expect(decimal(8.5, 'pt-BR')).toBe('8,5')
    expect(decimal(-12.25, 'en-US')).toBe('-12.25')
    expect(shortDay('2026-11-03', 'pt-BR')).toBe('03/11')
    expect(shortDay('2026-11-03', 'en-US')).toBe('11/03')
  })
})
