import { describe, expect, it } from 'vitest'
import {
  dayKey,
  eventsByDay,
  monthWeeks,
  shiftPeriod,
  weekDays,
  zonedDayKey,
  zonedToday,
} from './calendar-grid.ts'

describe('calendar grid', () => {
  it('shows whole weeks, Sunday first, covering the month', () => {
    // February 2026 starts on a Sunday and ends on a Saturday: exactly four weeks.
    const february = monthWeeks(2026, 1)
    expect(february).toHaveLength(4)
    expect(dayKey(february[0]![0]!)).toBe('2026-02-01')
    expect(dayKey(february[3]![6]!)).toBe('2026-02-28')
    // November 2026 starts on a Sunday, ends on a Monday: five weeks, the last one into December.
    const november = monthWeeks(2026, 10)
    expect(november).toHaveLength(5)
    expect(dayKey(november[4]![6]!)).toBe('2026-12-05')
    // August 2026 starts on a Saturday: six weeks, the first one from July 26.
    const august = monthWeeks(2026, 7)
    expect(august).toHaveLength(6)
    expect(dayKey(august[0]![0]!)).toBe('2026-07-26')
    for (const week of [...february, ...november, ...august]) expect(week[0]!.getDay()).toBe(0)
  })

  it('moves by a month or a week', () => {
    expect(dayKey(shiftPeriod(new Date(2026, 0, 31), 'month', 1))).toBe('2026-02-01')
    expect(dayKey(shiftPeriod(new Date(2026, 0, 31), 'week', -1))).toBe('2026-01-24')
    expect(weekDays(new Date(2026, 10, 25)).map(dayKey)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ])
  })

  it("puts each event on the company's day of its send time, in time order", () => {
    // 15:00 and 23:30 UTC on the 25th are the 26th in Tokyo (UTC+9); 09:00 UTC the 25th.
    const events = [
      { id: 1, sendAt: '2026-11-25T15:00:00Z' },
      { id: 2, sendAt: '2026-11-25T09:00:00Z' },
      { id: 3, sendAt: '2026-11-25T23:30:00Z' },
    ]
    const tokyo = eventsByDay(events, 'Asia/Tokyo')
    expect(tokyo.get('2026-11-25')!.map((event) => event.id)).toEqual([2])
    expect(tokyo.get('2026-11-26')!.map((event) => event.id)).toEqual([1, 3])
    const saoPaulo = eventsByDay(events, 'America/Sao_Paulo')
    expect(saoPaulo.get('2026-11-25')!.map((event) => event.id)).toEqual([2, 1, 3])
    expect(dayKey(zonedToday('Asia/Tokyo', new Date('2026-11-25T23:30:00Z')))).toBe('2026-11-26')
    expect(zonedDayKey(new Date('2026-11-25T23:30:00Z'), 'America/Sao_Paulo')).toBe('2026-11-25')
  })
})
