import { describe, expect, it } from 'vitest'
import { alwaysOpen } from './chatbot-test-kit.ts'
import { menuText, readMenuAnswer } from './menu-text.ts'
import { isWithinWorkingHours, type WorkingDay } from './working-hours.ts'

describe('menus', () => {
  it('numbers the entries under the greeting, with a way back when asked', () => {
    expect(menuText('Olá!', [{ name: 'Vendas' }, { name: 'Suporte' }])).toBe(
      'Olá!\n\n*1* - Vendas\n*2* - Suporte',
    )
    expect(menuText('  ', [{ name: 'Planos' }], 'Voltar')).toBe('*1* - Planos\n*#* - Voltar')
  })

  it('reads a number as a choice, # and 0 as going back, and anything else as no answer', () => {
    expect(readMenuAnswer(' 2 ', 3)).toEqual({ kind: 'choice', index: 1 })
    expect(readMenuAnswer('*3*', 3)).toEqual({ kind: 'choice', index: 2 })
    expect(readMenuAnswer('1.', 3)).toEqual({ kind: 'choice', index: 0 })
    expect(readMenuAnswer('#', 3)).toEqual({ kind: 'back' })
    expect(readMenuAnswer('0', 3)).toEqual({ kind: 'back' })
    expect(readMenuAnswer('4', 3)).toEqual({ kind: 'other' })
    expect(readMenuAnswer('opção 1', 3)).toEqual({ kind: 'other' })
    expect(readMenuAnswer('', 3)).toEqual({ kind: 'other' })
  })
})

describe('working hours (São Paulo clock)', () => {
  const weekdays: WorkingDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map(
    (weekdayEn) => ({
      weekdayEn,
      startTimeA: '08:00',
      endTimeA: '12:00',
      startTimeB: '13:00',
      endTimeB: '18:00',
    }),
  )
  // Monday 5 January 2026; São Paulo is UTC-3.
  const saoPaulo = 'America/Sao_Paulo'
  const monday = (time: string) => new Date(`2026-01-05T${time}:00-03:00`)

  it('opens within either period of the day, both ends included', () => {
    expect(isWithinWorkingHours(weekdays, monday('08:00'), saoPaulo)).toBe(true)
    expect(isWithinWorkingHours(weekdays, monday('12:00'), saoPaulo)).toBe(true)
    expect(isWithinWorkingHours(weekdays, monday('12:30'), saoPaulo)).toBe(false)
    expect(isWithinWorkingHours(weekdays, monday('17:59'), saoPaulo)).toBe(true)
    expect(isWithinWorkingHours(weekdays, monday('18:01'), saoPaulo)).toBe(false)
    expect(isWithinWorkingHours(weekdays, monday('07:59'), saoPaulo)).toBe(false)
  })

  it('closes on a weekday left out, and never closes when no hours were written', () => {
    expect(isWithinWorkingHours(weekdays, new Date('2026-01-04T10:00:00-03:00'), saoPaulo)).toBe(false)
    expect(isWithinWorkingHours([], new Date('2026-01-04T03:00:00-03:00'), saoPaulo)).toBe(true)
    expect(isWithinWorkingHours(alwaysOpen(), new Date('2026-01-04T23:59:30-03:00'), saoPaulo)).toBe(true)
  })

  it("reads the hours in the company's own time zone", () => {
    // 08:30 on Monday in Lisbon (UTC+0 in January) is 05:30 in São Paulo: open there, closed here.
    const lisbonMorning = new Date('2026-01-05T08:30:00Z')
    expect(isWithinWorkingHours(weekdays, lisbonMorning, 'Europe/Lisbon')).toBe(true)
    expect(isWithinWorkingHours(weekdays, lisbonMorning, saoPaulo)).toBe(false)
  })
})
