import { describe, expect, it } from 'vitest'
import { dueDateOrNull, renewedDueDate } from './due-date.ts'

describe('renewing a due date by recurrence', () => {
  it.each([
    ['MENSAL', '2026-11-22'],
    ['BIMESTRAL', '2026-12-22'],
    ['TRIMESTRAL', '2027-01-22'],
    ['SEMESTRAL', '2027-04-22'],
    ['ANUAL', '2027-10-22'],
  ] as const)('%s from 2026-10-22 gives %s', (recurrence, expected) => {
    expect(renewedDueDate('2026-10-22', recurrence)).toBe(expected)
  })

  it('ends on the last day of a shorter month', () => {
    expect(renewedDueDate('2027-01-31', 'MENSAL')).toBe('2027-02-28')
    expect(renewedDueDate('2028-01-31', 'MENSAL')).toBe('2028-02-29')
    expect(renewedDueDate('2026-08-31', 'SEMESTRAL')).toBe('2027-02-28')
    expect(renewedDueDate('2026-12-31', 'BIMESTRAL')).toBe('2027-02-28')
  })

  it('starts from today when the company has no due date', () => {
    expect(renewedDueDate(null, 'TRIMESTRAL', new Date('2026-11-22T10:00:00Z'))).toBe('2027-02-22')
  })
})

describe('reading the due date of the company form', () => {
  it('keeps a real day and turns empty or invalid text into null', () => {
    expect(dueDateOrNull('2026-12-01')).toBe('2026-12-01')
    expect(dueDateOrNull('2026-12-01T00:00:00.000Z')).toBe('2026-12-01')
    expect(dueDateOrNull('')).toBeNull()
    expect(dueDateOrNull('   ')).toBeNull()
    expect(dueDateOrNull('Invalid date')).toBeNull()
    expect(dueDateOrNull('2026-02-30')).toBeNull()
    expect(dueDateOrNull(null)).toBeNull()
    expect(dueDateOrNull(undefined)).toBeNull()
  })
})
