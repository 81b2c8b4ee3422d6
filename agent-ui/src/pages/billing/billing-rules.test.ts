import { describe, expect, it } from 'vitest'
import {
  checkoutProblems,
  customPlanMonthly,
  dayMonthYear,
  invoiceState,
  licenceText,
} from './billing-rules.ts'

describe('billing rules', () => {
  it('shows an invoice Pago, Vencido before its due day, otherwise Em Aberto', () => {
    expect(invoiceState({ status: 'paid', dueDate: '2026-01-01' }, '2026-11-28')).toBe('paid')
    expect(invoiceState({ status: 'open', dueDate: '2026-11-27' }, '2026-11-28')).toBe('overdue')
    expect(invoiceState({ status: 'open', dueDate: '2026-11-28' }, '2026-11-28')).toBe('open')
  })

  it('prices the custom plan from 3 users and 3 connections at 49, +11 per user, +20 per connection', () => {
    expect(customPlanMonthly(3, 3)).toBe(49)
    expect(customPlanMonthly(5, 4)).toBe(49 + 22 + 20)
    expect(customPlanMonthly(2, 3)).toBeUndefined()
    expect(customPlanMonthly(3, 2.5)).toBeUndefined()
  })

  it('enforces only the full name and the CPF/CNPJ', () => {
    expect(checkoutProblems({ firstName: ' ', zipcode: '' })).toEqual({
      firstName: 'checkout.nameRequired',
      zipcode: 'checkout.documentRequired',
    })
    expect(checkoutProblems({ firstName: 'Ana', zipcode: '123' })).toEqual({})
  })

  it('tells the licence period in calendar days, and dates as DD/MM/YYYY', () => {
    expect(dayMonthYear('2026-02-28T03:00:00.000Z')).toBe('28/02/2026')
    expect(licenceText('2026-11-28', '2026-11-28')).toEqual({ key: 'subscription.expiresToday', days: 0 })
    expect(licenceText('2026-11-29', '2026-11-28')).toEqual({ key: 'subscription.expiresInDay', days: 1 })
    expect(licenceText('2026-12-08', '2026-11-28')).toEqual({ key: 'subscription.expiresIn', days: 10 })
    expect(licenceText('2026-11-20', '2026-11-28')).toEqual({
      key: 'subscription.expired',
      date: '20/11/2026',
    })
    expect(licenceText(null, '2026-11-28')).toEqual({ key: 'subscription.noExpiry' })
  })

  it('gives the date, not a count of days, beyond 60 days (the walk read "vence em 355414 dias")', () => {
    expect(licenceText('2027-01-27', '2026-11-28')).toEqual({ key: 'subscription.expiresIn', days: 60 })
    expect(licenceText('2027-01-28', '2026-11-28')).toEqual({
      key: 'subscription.validUntil',
      day: '2027-01-28',
    })
    expect(licenceText('2999-12-31T00:00:00.000Z', '2026-11-28')).toEqual({
      key: 'subscription.validUntil',
      day: '2999-12-31',
    })
    // The near-due wording stays a count.
    expect(licenceText('2026-12-01', '2026-11-28')).toEqual({ key: 'subscription.expiresIn', days: 3 })
  })
})
