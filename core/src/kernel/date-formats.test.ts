import { describe, expect, it } from 'vitest'
import { dateTimeFormat } from './date-formats.ts'

describe('dateTimeFormat', () => {
  it('keeps one format per locale and options, and formats in its zone', () => {
    const saoPaulo = dateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    expect(dateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })).toBe(saoPaulo)
    expect(dateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' })).not.toBe(saoPaulo)
    // 02:30 UTC is still the day before in São Paulo and already the same day in Tokyo.
    const at = new Date('2026-11-28T02:30:00Z')
    expect(saoPaulo.format(at)).toBe('2026-11-27')
    expect(dateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(at)).toBe('2026-11-28')
  })

  it('refuses an unknown zone every time, as Intl does', () => {
    expect(() => dateTimeFormat('en-CA', { timeZone: 'Mars/Olympus' })).toThrow(RangeError)
    expect(() => dateTimeFormat('en-CA', { timeZone: 'Mars/Olympus' })).toThrow(RangeError)
  })
})
