import { describe, expect, it } from 'vitest'
import {
  buttonProblems,
  isValidCnpj,
  isValidCpf,
  isValidTicketId,
  type ListDraft,
  listBody,
  listProblems,
  parseAmount,
  pixBody,
  pixKeyAsSent,
  pixKeyProblem,
  pixProblems,
} from './rich-message-rules.ts'

const list = (overrides: Partial<ListDraft> = {}): ListDraft => ({
  title: 'Cardápio',
  text: 'Escolha uma opção',
  buttonText: 'Ver opções',
  footer: '',
  sections: [{ key: 1, title: '', rows: [{ key: 2, title: 'Pizza', description: '' }] }],
  ...overrides,
})

describe('PIX payment rules (inbox.md §5)', () => {
  it('prefixes +55 to phone keys that lack it, and keeps one that has it', () => {
    expect(pixKeyAsSent('PHONE', '(11) 98765-4321')).toBe('+5511987654321')
    expect(pixKeyAsSent('PHONE', '5511987654321')).toBe('+5511987654321')
    expect(pixKeyAsSent('PHONE', '+55 11 98765-4321')).toBe('+5511987654321')
    expect(pixKeyAsSent('CPF', '529.982.247-25')).toBe('52998224725')
    expect(pixKeyAsSent('EMAIL', ' loja@example.com ')).toBe('loja@example.com')
  })

  it('checks each of the five key types', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('529.982.247-24')).toBe(false)
    expect(isValidCpf('111.111.111-11')).toBe(false)
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false)
    // Receita Federal's example of the alphanumeric CNPJ (from July 2026).
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true)
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true)
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false)
    expect(pixKeyProblem('CPF', '123')).toBe('rich.problem.cpf')
    expect(pixKeyProblem('CNPJ', '11222333000181')).toBeUndefined()
    expect(pixKeyProblem('PHONE', '11 98765-4321')).toBeUndefined()
    expect(pixKeyProblem('PHONE', '1198765')).toBe('rich.problem.pixPhone')
    expect(pixKeyProblem('PHONE', '+1 415 555 0100')).toBe('rich.problem.pixPhone')
    expect(pixKeyProblem('EMAIL', 'loja@')).toBe('validation.invalidEmail')
    expect(pixKeyProblem('EVP', '123e4567-e89b-12d3-a456-426614174000')).toBeUndefined()
    expect(pixKeyProblem('EVP', 'chave')).toBe('rich.problem.evp')
    expect(pixKeyProblem('EVP', '')).toBe('validation.required')
  })

  it('reads amounts as Brazilians and others type them', () => {
    expect(parseAmount('49,90')).toBe(49.9)
    expect(parseAmount('R$ 1.234,56')).toBe(1234.56)
    expect(parseAmount('1.234')).toBe(1234)
    expect(parseAmount('10.5')).toBe(10.5)
    expect(parseAmount('10')).toBe(10)
    expect(parseAmount('0')).toBeUndefined()
    expect(parseAmount('10,555')).toBeUndefined()
    expect(parseAmount('dez')).toBeUndefined()
  })

  it('needs every field, and sends the amount as a number with the key as banks take it', () => {
    expect(pixProblems({ title: '', amount: '', keyType: 'CPF', key: '', merchantName: '' })).toEqual({
      title: 'validation.required',
      amount: 'validation.required',
      key: 'validation.required',
      merchantName: 'validation.required',
    })
    const pix = {
      title: 'Pedido 42',
      amount: '49,90',
      keyType: 'PHONE',
      key: '11987654321',
      merchantName: 'Loja',
    } as const
    expect(pixProblems(pix)).toEqual({})
    expect(pixBody(pix)).toEqual({
      title: 'Pedido 42',
      sendvalue: 49.9,
      sendkey_type: 'PHONE',
      sendmerchant_name: 'Loja',
      sendKey: '+5511987654321',
    })
  })
})

describe('list and button rules (server limits)', () => {
  it('needs title, text and button text within their lengths, and a title per option', () => {
    expect(listProblems(list())).toEqual({})
    const found = listProblems(
      list({
        title: 'x'.repeat(61),
        buttonText: '',
        sections: [{ key: 1, title: '', rows: [{ key: 2, title: '', description: 'd'.repeat(73) }] }],
      }),
    )
    expect(found).toEqual({
      title: 'validation.tooLong',
      buttonText: 'validation.required',
      'section.0.row.0.title': 'validation.required',
      'section.0.row.0.description': 'validation.tooLong',
    })
  })

  it('needs a title on every section once there are several', () => {
    const two = list({
      sections: [
        { key: 1, title: 'Pizzas', rows: [{ key: 2, title: 'Calabresa', description: '' }] },
        { key: 3, title: ' ', rows: [{ key: 4, title: 'Suco', description: '' }] },
      ],
    })
    expect(listProblems(two)).toEqual({ 'section.1.title': 'rich.problem.sectionTitle' })
    expect(listBody(two).sections.map((section) => section.title)).toEqual(['Pizzas', undefined])
  })

  it('checks the code, the number to call and the link', () => {
    const button = { title: 'Seu cupom', description: '', buttonText: 'Copiar', value: '' }
    expect(buttonProblems('copy', button)).toEqual({ value: 'validation.required' })
    expect(buttonProblems('call', { ...button, value: '+55 (11) 3333-4444' })).toEqual({})
    expect(buttonProblems('call', { ...button, value: 'ligue já' })).toEqual({ value: 'rich.problem.phone' })
    expect(buttonProblems('url', { ...button, value: 'www.example.com' })).toEqual({
      value: 'rich.problem.link',
    })
    expect(buttonProblems('url', { ...button, value: 'https://example.com/pedido?id=1' })).toEqual({})
    const notAnImage = new File(['x'], 'a.pdf', { type: 'application/pdf' })
    expect(buttonProblems('url', { ...button, value: 'https://example.com', image: notAnImage })).toEqual({
      image: 'rich.problem.imageType',
    })
  })

  it('sends only for a numeric ticket id', () => {
    expect(isValidTicketId(9)).toBe(true)
    expect(isValidTicketId(0)).toBe(false)
    expect(isValidTicketId(Number.NaN)).toBe(false)
    expect(isValidTicketId('9')).toBe(false)
  })
})
