import { describe, expect, it } from 'vitest'
import { translator } from '../i18n/languages.ts'
import { landingPath, subscriptionNotice, subscriptionState } from './subscription.ts'

const now = new Date('2026-11-22T12:00:00Z')
const day = 24 * 60 * 60 * 1000
/** A due date (a calendar day, as the server sends it) `days` after today. */
const inDays = (days: number) => new Date(now.getTime() + days * day).toISOString().slice(0, 10)
const t = translator('pt')
const format = (date: Date) => date.toISOString().slice(0, 10)

describe('subscription expiry at login (inbox.md §4 Session)', () => {
  it('sends an expired company to /financeiro with the due date', () => {
    const state = subscriptionState(inDays(-1), now)
    expect(state.kind).toBe('expired')
    expect(landingPath(state)).toBe('/financeiro')
    expect(subscriptionNotice(state, t, format)).toEqual({
      kind: 'error',
      text: 'Sua assinatura expirou em 2026-11-21. Regularize o pagamento para continuar.',
    })
  })

  it('warns when fewer than 5 days remain, with day or days', () => {
    const one = subscriptionState(inDays(1), now)
    expect(one).toEqual({ kind: 'expiring', daysLeft: 1 })
    expect(landingPath(one)).toBe('/tickets')
    expect(subscriptionNotice(one, t, format)).toEqual({
      kind: 'warning',
      text: 'Sua assinatura vence em 1 dia.',
    })
    const four = subscriptionState(inDays(4), now)
    expect(subscriptionNotice(four, t, format)?.text).toBe('Sua assinatura vence em 4 dias.')
  })

  it('counts calendar days in the company time zone, whatever the hour (issue 23: "2 dias" for 3)', () => {
    const lateEvening = new Date('2026-11-27T23:30:00Z') // 20:30 in São Paulo
    expect(subscriptionState('2026-11-30', lateEvening, 'America/Sao_Paulo')).toEqual({
      kind: 'expiring',
      daysLeft: 3,
    })
    // Due today is still a paid day (the server refuses only after it).
    expect(subscriptionState('2026-11-27', lateEvening, 'America/Sao_Paulo')).toEqual({
      kind: 'expiring',
      daysLeft: 0,
    })
    expect(subscriptionState('2026-11-26', lateEvening, 'America/Sao_Paulo').kind).toBe('expired')
  })

  it('says nothing with 5 days or more, or without a due date', () => {
    for (const state of [subscriptionState(inDays(5), now), subscriptionState(null, now)]) {
      expect(state.kind).toBe('active')
      expect(landingPath(state)).toBe('/tickets')
      expect(subscriptionNotice(state, t, format)).toBeUndefined()
    }
  })
})
