import { describe, expect, it } from 'vitest'
import { completeWeek, defaultWeek, maskTime, workHoursErrors } from './work-hours.ts'

describe('working hours', () => {
  it('default to 08:00-12:00 and 13:00-18:00 every day, Sunday first', () => {
    const week = defaultWeek()
    expect(week.map((day) => day.weekdayEn)).toEqual([
      'sunday',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
    ])
    expect(
      new Set(week.map((day) => `${day.startTimeA}-${day.endTimeA} ${day.startTimeB}-${day.endTimeB}`)),
    ).toEqual(new Set(['08:00-12:00 13:00-18:00']))
  })

  it('keep saved days and fill the missing ones', () => {
    const saved = [{ ...defaultWeek()[1]!, startTimeA: '09:00' }]
    const week = completeWeek(saved)
    expect(week).toHaveLength(7)
    expect(week[1]!.startTimeA).toBe('09:00')
    expect(week[0]!.startTimeA).toBe('08:00')
  })

  it('type through the ##:## mask', () => {
    expect(maskTime('0')).toBe('0')
    expect(maskTime('083')).toBe('08:3')
    expect(maskTime('0830')).toBe('08:30')
    expect(maskTime('08:30:15')).toBe('08:30')
    expect(maskTime('ab12cd34')).toBe('12:34')
  })

  it('refuse impossible times and periods that end before they start; a day off only where allowed', () => {
    const week = defaultWeek()
    week[2] = { ...week[2]!, startTimeA: '25:00', endTimeB: '12:30' }
    week[3] = { ...week[3]!, startTimeB: '', endTimeB: '' }
    const errors = workHoursErrors(week)
    expect(errors.schedules![2]).toEqual({
      startTimeA: 'atendo.work_hours.invalid_time',
      endTimeB: 'atendo.work_hours.end_before_start',
    })
    expect(errors.schedules![3]).toEqual({})
    expect(workHoursErrors(week, 'schedules', { allowDayOff: false }).schedules![3]).toEqual({
      startTimeB: 'atendo.required',
      endTimeB: 'atendo.required',
    })
    expect(workHoursErrors(defaultWeek())).toEqual({})
  })
})
