import { randomInt } from 'node:crypto'
import { AppError } from '@atendo/plugin-api'
import type { Static } from 'typebox'
import type { InteractiveDraft } from './interactive-messages.ts'
import type { PixKeyType, PixMessageBodySchema } from './interactive-schemas.ts'

/**
 * A PIX key as banks expect it: phone keys in E.164 with Brazil's +55 when the number has no
 * country code, CPF as digits, CNPJ as its upper-case letters and digits (letters are allowed since
 * July 2026), e-mail and random (EVP) keys as typed.
 */
export function normalisePixKey(type: PixKeyType, key: string): string {
  const trimmed = key.trim()
  const digits = trimmed.replace(/\D/g, '')
  switch (type) {
    case 'PHONE':
      if (trimmed.startsWith('+')) return `+${digits}`
      // A Brazilian number with its country code has 12 or 13 digits (55 + area code + number).
      return digits.startsWith('55') && digits.length >= 12 ? `+${digits}` : `+55${digits}`
    case 'CPF':
      return digits
    case 'CNPJ':
      return trimmed.toUpperCase().replace(/[^0-9A-Z]/g, '')
    default:
      return trimmed
  }
}

/**
 * The plain decimal form of an amount typed in reais, or undefined when it is not one: Brazilian
 * style with a decimal comma ('10,50', '1.234,56'), dots grouping thousands ('1.234' is one
 * thousand two hundred and thirty-four reais, as the inbox reads it), or a decimal point with
 * at most two decimals ('10.5').
 */
function plainAmount(text: string): string | undefined {
  const cleaned = text.replace(/R\$|\s/g, '')
  if (/^\d{1,3}(\.\d{3})*,\d{1,2}$|^\d+,\d{1,2}$/.test(cleaned))
    return cleaned.replace(/\./g, '').replace(',', '.')
  if (/^\d{1,3}(\.\d{3})+$/.test(cleaned)) return cleaned.replace(/\./g, '')
  if (/^\d+(\.\d{1,2})?$/.test(cleaned)) return cleaned
  return undefined
}

/** Reais from a number or a typed amount ('10,50', '1.234,56', '1.234', '10.5'); whole cents only. */
export function parseAmount(value: number | string): number {
  const amount = typeof value === 'string' ? Number(plainAmount(value) ?? Number.NaN) : value
  const wholeCents = Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6
  if (!Number.isFinite(amount) || amount <= 0 || amount > 1e9 || !wholeCents) {
    throw new AppError('ERR_VALIDATION', {
      fields: [
        { field: 'sendvalue', message: 'must be an amount in reais above zero, with at most two decimals' },
      ],
    })
  }
  return amount
}

const referenceAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** An 11-character order reference, as the WhatsApp payment message carries. */
function referenceId(): string {
  return Array.from({ length: 11 }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join('')
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/**
 * A PIX payment request (inbox.md §3): the body begins with `[PIX]` and the data holds the order
 * reference, the total amount (in cents, offset 100) and the order item named by the title.
 */
export function pixMessage(pix: Static<typeof PixMessageBodySchema>): InteractiveDraft {
  const amount = parseAmount(pix.sendvalue)
  const cents = Math.round(amount * 100)
  const key = normalisePixKey(pix.sendkey_type, pix.sendKey)
  const money = { value: cents, offset: 100 }
  const payment = {
    reference_id: referenceId(),
    type: 'physical-goods',
    currency: 'BRL',
    total_amount: money,
    order: {
      status: 'payment_requested',
      items: [{ retailer_id: 'custom-item', name: pix.title, amount: money, quantity: 1 }],
      subtotal: money,
      order_type: 'ORDER',
    },
    payment_settings: [
      {
        type: 'pix_static_code',
        pix_static_code: { key, merchant_name: pix.sendmerchant_name, key_type: pix.sendkey_type },
      },
    ],
  }
  return {
    payload: { kind: 'pix', ...payment },
    text: [
      '[PIX]',
      `*${pix.title}*`,
      `Valor: ${brl.format(amount)}`,
      `Chave PIX (${pix.sendkey_type}): ${key}`,
      `Beneficiário: ${pix.sendmerchant_name}`,
    ].join('\n'),
    mediaType: 'interactiveMessage',
    dataJson: JSON.stringify(payment),
  }
}
