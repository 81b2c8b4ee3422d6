import { describe, expect, it } from 'vitest'
import { contactNumberText } from './contact-number.ts'

describe("a contact's number as shown (inbox.md §9 phone mask)", () => {
  it('groups a Brazilian mobile or landline number with the country and area codes', () => {
    expect(contactNumberText('5521998765432')).toBe('+55 (21) 99876-5432')
    expect(contactNumberText('552133334444')).toBe('+55 (21) 3333-4444')
  })

  it('keeps a number masked for LGPD masked: the stars stay, no hidden digit appears', () => {
    const masked = '55219******32'
    const shown = contactNumberText(masked)
    expect(shown).toBe('+55 (21) 9****-**32')
    expect(shown.replace(/\D/g, '')).toBe(masked.replace(/\D/g, ''))
  })

  it('leaves group ids, other countries and odd shapes as they came', () => {
    expect(contactNumberText('120363025246125486', true)).toBe('120363025246125486')
    expect(contactNumberText('5521998765432', true)).toBe('5521998765432')
    expect(contactNumberText('14155552671')).toBe('14155552671')
    expect(contactNumberText('12')).toBe('12')
    expect(contactNumberText(null)).toBe('')
  })
})
