import { describe, expect, it } from 'vitest'
import { canMove, isEditable, statusAfterSave } from './campaigns/campaign-status.ts'
import { sniffMediaType } from './campaigns/media-type.ts'
import { confirmationAnswer, renderMessage } from './engine/render-message.ts'
import { maySendAt, nextSendableAt, pauseAfter } from './engine/send-window.ts'

const hour = 60 * 60 * 1000
const now = new Date('2026-11-30T13:00:00Z') // Monday 10:00 in São Paulo

describe('the status machine (administration.md §4)', () => {
  it('moves as the specification says and never leaves FINALIZADA', () => {
    expect(canMove('EM_ANDAMENTO', 'CANCELADA')).toBe(true)
    expect(canMove('CANCELADA', 'EM_ANDAMENTO')).toBe(true)
    expect(canMove('PROGRAMADA', 'EM_ANDAMENTO')).toBe(true)
    expect(canMove('EM_ANDAMENTO', 'FINALIZADA')).toBe(true)
    expect(canMove('INATIVA', 'EM_ANDAMENTO')).toBe(false)
    expect(canMove('FINALIZADA', 'EM_ANDAMENTO')).toBe(false)
    expect(canMove('FINALIZADA', 'CANCELADA')).toBe(false)
    expect(canMove('EM_ANDAMENTO', 'INATIVA')).toBe(false)
    expect(statusAfterSave(null)).toBe('INATIVA')
    expect(statusAfterSave(now)).toBe('PROGRAMADA')
  })

  it('is editable only when INATIVA, PROGRAMADA more than 1 hour ahead, or CANCELADA', () => {
    expect(isEditable({ status: 'INATIVA', scheduledAt: null }, now)).toBe(true)
    expect(isEditable({ status: 'CANCELADA', scheduledAt: now }, now)).toBe(true)
    expect(
      isEditable({ status: 'PROGRAMADA', scheduledAt: new Date(now.getTime() + hour + 1000) }, now),
    ).toBe(true)
    expect(isEditable({ status: 'PROGRAMADA', scheduledAt: new Date(now.getTime() + hour) }, now)).toBe(false)
    expect(
      isEditable({ status: 'PROGRAMADA', scheduledAt: new Date(now.getTime() + 59 * 60_000) }, now),
    ).toBe(false)
    expect(isEditable({ status: 'EM_ANDAMENTO', scheduledAt: null }, now)).toBe(false)
    expect(isEditable({ status: 'FINALIZADA', scheduledAt: null }, now)).toBe(false)
  })
})

describe('message variables', () => {
  const ana = { name: 'Ana', number: '5511988887777', email: 'ana@example.com' }
  it('fills name, number, email and the custom variables, in both spellings', () => {
    const text = renderMessage(
      'Olá {{name}} ({nome}), {{number}}/{numero}, {email}: cupom {cupom} {{cupom}} {desconhecida}',
      ana,
      [{ key: 'cupom', value: 'X10' }],
    )
    expect(text).toBe(
      'Olá Ana (Ana), 5511988887777/5511988887777, ana@example.com: cupom X10 X10 {desconhecida}',
    )
  })
  it('never lets a custom variable replace a recipient field', () => {
    expect(renderMessage('{{name}}', ana, [{ key: 'name', value: 'Outro' }])).toBe('Ana')
  })
})

describe('intervals and hours', () => {
  const settings = { messageInterval: 20, longerIntervalAfter: 3, greaterInterval: 60 }
  it('pauses messageInterval, and greaterInterval after every longerIntervalAfter messages', () => {
    expect([1, 2, 3, 4, 5, 6].map((sent) => pauseAfter(sent, settings))).toEqual([
      20_000, 20_000, 60_000, 20_000, 20_000, 60_000,
    ])
    expect(pauseAfter(3, { ...settings, longerIntervalAfter: 0 })).toBe(20_000)
  })

  const window = { startHour: '09:00', endHour: '18:00', sabado: false, domingo: false }
  const zone = 'America/Sao_Paulo'
  it('sends between the hours of the company time zone, on the allowed days', () => {
    expect(maySendAt(now, window, zone)).toBe(true)
    expect(maySendAt(new Date('2026-11-30T11:59:00Z'), window, zone)).toBe(false) // 08:59
    expect(maySendAt(new Date('2026-11-30T21:00:00Z'), window, zone)).toBe(false) // 18:00
    expect(maySendAt(new Date('2026-11-28T13:00:00Z'), window, zone)).toBe(false) // Saturday
    expect(maySendAt(new Date('2026-11-28T13:00:00Z'), { ...window, sabado: true }, zone)).toBe(true)
    expect(maySendAt(new Date('2026-11-30T13:00:00Z'), window, 'Asia/Tokyo')).toBe(false) // 22:00 there
  })
  it('waits for the next opening: Friday evening goes to Monday 09:00', () => {
    const fridayEvening = new Date('2026-11-27T22:30:00Z') // 19:30 in São Paulo
    expect(nextSendableAt(fridayEvening, window, zone)?.toISOString()).toBe('2026-11-30T12:00:00.000Z')
    expect(nextSendableAt(fridayEvening, { ...window, domingo: true }, zone)?.toISOString()).toBe(
      '2026-11-29T12:00:00.000Z',
    )
    expect(nextSendableAt(new Date('2026-11-30T10:00:00Z'), window, zone)?.toISOString()).toBe(
      '2026-11-30T12:00:00.000Z',
    )
    expect(nextSendableAt(now, window, zone)).toEqual(now)
  })
  it('runs an overnight window across midnight', () => {
    const night = { ...window, startHour: '22:00', endHour: '06:00', sabado: true, domingo: true }
    expect(maySendAt(new Date('2026-12-01T04:00:00Z'), night, zone)).toBe(true) // 01:00
    expect(maySendAt(now, night, zone)).toBe(false)
    expect(nextSendableAt(now, night, zone)?.toISOString()).toBe('2026-12-01T01:00:00.000Z')
  })
})

describe('confirmation answers and media types', () => {
  it('tells a positive answer from a negative one and from anything else', () => {
    for (const yes of ['Sim', 'sim!', 'SIM quero', 'ok', '1', 'Claro', '👍'])
      expect(confirmationAnswer(yes)).toBe('yes')
    for (const no of ['Não', 'nao obrigado', 'n', '2', 'PARE']) expect(confirmationAnswer(no)).toBe('no')
    for (const other of ['Quem é?', 'simples', 'oi']) expect(confirmationAnswer(other)).toBeUndefined()
  })
  it('tells a file by its content, not its name', () => {
    expect(sniffMediaType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png')
    expect(sniffMediaType(Buffer.from('%PDF-1.7'))).toBe('application/pdf')
    expect(sniffMediaType(Buffer.from('<script>alert(1)</script>'))).toBeUndefined()
  })
})
