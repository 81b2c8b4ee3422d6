import { describe, expect, it } from 'vitest'
import { defaultWeek } from '../work-hours/work-hours.ts'
import { queueErrors } from './queue-views.tsx'

describe('queue working hours', () => {
  it('require the out-of-hours message and full days only when the company schedules by queue', () => {
    const week = defaultWeek()
    week[6] = { ...week[6]!, endTimeB: '' }
    expect(queueErrors({ outOfHoursMessage: '', schedules: week }, false)).toEqual({})
    expect(queueErrors({ outOfHoursMessage: ' ', schedules: week }, true)).toMatchObject({
      outOfHoursMessage: 'atendo.required',
      schedules: [{}, {}, {}, {}, {}, {}, { endTimeB: 'atendo.required' }],
    })
    expect(queueErrors({ outOfHoursMessage: 'Estamos fechados', schedules: defaultWeek() }, true)).toEqual({})
  })
})
