import { describe, expect, it } from 'vitest'
import { daysUntil, dueDateTone, toneColours } from './due-date-tone.ts'

// Midday local time, so the day does not depend on the machine's timezone.
const today = new Date(2026, 10, 22, 12, 0, 0)

describe('company row colour by due date', () => {
  it.each([
    ['2026-11-10', 'overdue'],
    ['2026-11-21', 'overdue'],
    ['2026-11-22', 'overdue'],
    ['2026-11-23', 'soon'],
    ['2026-11-27', 'soon'],
    ['2026-11-28', 'ok'],
    ['2027-01-01', 'ok'],
  ] as const)('a due date of %s is %s', (dueDate, tone) => {
    expect(dueDateTone(dueDate, today)).toBe(tone)
  })

  it('leaves a company without a due date uncoloured', () => {
    expect(dueDateTone(null, today)).toBe('none')
    expect(dueDateTone(undefined, today)).toBe('none')
    expect(toneColours.none).toBeUndefined()
    expect(toneColours.ok).toBeUndefined()
  })

  it('counts calendar days across a month end', () => {
    expect(daysUntil('2026-12-01', today)).toBe(9)
    expect(daysUntil('2026-11-22T00:00:00.000Z', today)).toBe(0)
  })
})
