import { describe, expect, it } from 'vitest'
import { companyTime, momentOfZonedInput, zonedInputValue } from './company-time.ts'

describe("the company's time", () => {
  it("shows a moment in a date-and-time input on the company's wall clock and reads it back", () => {
    // 20:30 UTC is 05:30 the next day in Tokyo and 17:30 the same day in São Paulo.
    expect(zonedInputValue('2026-11-10T20:30:00.000Z', 'Asia/Tokyo')).toBe('2026-11-11T05:30')
    expect(zonedInputValue('2026-11-10T20:30:00.000Z', 'America/Sao_Paulo')).toBe('2026-11-10T17:30')
    expect(momentOfZonedInput('2026-11-11T05:30', 'Asia/Tokyo')).toBe('2026-11-10T20:30:00.000Z')
    expect(momentOfZonedInput('2026-11-10T17:30', 'America/Sao_Paulo')).toBe('2026-11-10T20:30:00.000Z')
    // New York's clocks go back on 2026-11-01: the offset of the moment, not of the day before.
    expect(momentOfZonedInput('2026-11-02T09:00', 'America/New_York')).toBe('2026-11-02T14:00:00.000Z')
    expect(momentOfZonedInput('2026-10-31T09:00', 'America/New_York')).toBe('2026-10-31T13:00:00.000Z')
    expect(zonedInputValue(null, 'Asia/Tokyo')).toBe('')
    expect(companyTime('pt', 'Asia/Tokyo').dateTime('2026-11-10T20:30:00Z')).toBe('11/11/2026 05:30')
  })
})
