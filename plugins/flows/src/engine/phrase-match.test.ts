import { describe, expect, it } from 'vitest'
import { phraseMatches } from './phrase-match.ts'
import { renderText } from './render-text.ts'

describe('phrase matching', () => {
  it('ignores case and accents', () => {
    expect(phraseMatches('promoção de natal', 'Quero a PROMOCAO DE NATAL!')).toBe(true)
    expect(phraseMatches('PROMOCAO', 'tem promoção?')).toBe(true)
  })
  it('matches whole words only, in order', () => {
    expect(phraseMatches('promoção', 'promoçãozinha')).toBe(false)
    expect(phraseMatches('de natal', 'natal de')).toBe(false)
    expect(phraseMatches('oi', 'oito')).toBe(false)
    expect(phraseMatches('oi', 'oi, tudo bem')).toBe(true)
  })
  it('never matches an empty phrase or text', () => {
    expect(phraseMatches('  ', 'qualquer')).toBe(false)
    expect(phraseMatches('oi', '')).toBe(false)
  })
})

describe('variables', () => {
  it('fills {{name}} and leaves unknown ones empty', () => {
    expect(
      renderText('Olá {{ firstName }}, pedido {{pedido}}{{x}}', { firstName: 'Ana', pedido: '12' }),
    ).toBe('Olá Ana, pedido 12')
  })
})
