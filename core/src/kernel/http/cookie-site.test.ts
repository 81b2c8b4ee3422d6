import { describe, expect, it } from 'vitest'
import { siteOf } from './cookie-site.ts'

describe('siteOf', () => {
  it('takes the registrable domain as browsers judge SameSite', () => {
    expect(siteOf('app.example.com')).toBe('example.com')
    expect(siteOf('api.example.com')).toBe('example.com')
    expect(siteOf('atendimento.loja.com.br')).toBe('loja.com.br')
    expect(siteOf('inbox.shop.co.uk')).toBe('shop.co.uk')
    expect(siteOf('example.io')).toBe('example.io')
  })
  it('keeps IP addresses and single-label hosts whole', () => {
    expect(siteOf('127.0.0.1')).toBe('127.0.0.1')
    expect(siteOf('::1')).toBe('::1')
    expect(siteOf('localhost')).toBe('localhost')
  })
})
