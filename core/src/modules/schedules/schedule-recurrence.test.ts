import { describe, expect, it } from 'vitest'
import { nextSendAt } from './schedule-recurrence.ts'

const zone = 'America/Sao_Paulo'
const once = { intervalo: 1, valorIntervalo: 0, enviarQuantasVezes: 1, tipoDias: 4 }
// Friday 2026-01-02 09:00 in São Paulo (UTC-3)
const friday9 = new Date('2026-01-02T12:00:00Z')

describe('the next send of a recurring schedule', () => {
  it('sends once when valorIntervalo is 0 or the count is reached', () => {
    expect(nextSendAt(once, friday9, 1, zone)).toBeNull()
    expect(nextSendAt({ ...once, valorIntervalo: 1, enviarQuantasVezes: 2 }, friday9, 2, zone)).toBeNull()
  })

  it('counts days, weeks, months and minutes from the first planned time', () => {
    const daily = { ...once, valorIntervalo: 2, enviarQuantasVezes: 5 }
    expect(nextSendAt(daily, friday9, 1, zone)?.toISOString()).toBe('2026-01-04T12:00:00.000Z')
    expect(nextSendAt(daily, friday9, 2, zone)?.toISOString()).toBe('2026-01-06T12:00:00.000Z')
    const weekly = { ...daily, intervalo: 2, valorIntervalo: 1 }
    expect(nextSendAt(weekly, friday9, 1, zone)?.toISOString()).toBe('2026-01-09T12:00:00.000Z')
    const monthly = { ...daily, intervalo: 3, valorIntervalo: 1 }
    const january31 = new Date('2026-01-31T12:00:00Z')
    expect(nextSendAt(monthly, january31, 1, zone)?.toISOString()).toBe('2026-02-28T12:00:00.000Z')
    expect(nextSendAt(monthly, january31, 2, zone)?.toISOString()).toBe('2026-03-31T12:00:00.000Z')
    const everyHalfHour = { ...daily, intervalo: 4, valorIntervalo: 30 }
    expect(nextSendAt(everyHalfHour, friday9, 3, zone)?.toISOString()).toBe('2026-01-02T13:30:00.000Z')
  })

  it('moves a weekend send to the business day before (5) or after (6), in the company time zone', () => {
    const daily = { ...once, valorIntervalo: 1, enviarQuantasVezes: 5 }
    // Saturday 2026-01-03 09:00 local
    expect(nextSendAt({ ...daily, tipoDias: 4 }, friday9, 1, zone)?.toISOString()).toBe(
      '2026-01-03T12:00:00.000Z',
    )
    expect(nextSendAt({ ...daily, tipoDias: 5 }, friday9, 1, zone)?.toISOString()).toBe(
      '2026-01-02T12:00:00.000Z',
    )
    expect(nextSendAt({ ...daily, tipoDias: 6 }, friday9, 1, zone)?.toISOString()).toBe(
      '2026-01-05T12:00:00.000Z',
    )
    // 22:30 on Friday in São Paulo is already Saturday in UTC: still a business day locally.
    const fridayLate = new Date('2026-01-03T01:30:00Z')
    expect(nextSendAt({ ...daily, intervalo: 2, tipoDias: 6 }, fridayLate, 1, zone)?.toISOString()).toBe(
      '2026-01-10T01:30:00.000Z',
    )
  })
})
