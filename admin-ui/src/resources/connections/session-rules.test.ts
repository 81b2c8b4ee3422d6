import { describe, expect, it } from 'vitest'
import { connectionErrors, connectionPayload } from './connection-rules.ts'
import {
  dueDatePassed,
  formatPairingCode,
  IMPORT_PREPARING_MS,
  importButtonFor,
  importProgressText,
  pairingNumberProblem,
} from './session-rules.ts'

describe('pairing by phone number', () => {
  it('takes the number with its country code, 8 to 15 digits, typed with or without punctuation', () => {
    expect(pairingNumberProblem('')).toBeUndefined()
    expect(pairingNumberProblem('+55 (11) 99999-0000')).toBeUndefined()
    expect(pairingNumberProblem('5511999990000')).toBeUndefined()
    for (const wrong of ['1234567', '0551199999000', '55119999900001234', '55 11 9999x0000'])
      expect(pairingNumberProblem(wrong), wrong).toBe('atendo.connections.errors.pairing_number')
    expect(connectionErrors({ name: 'Vendas', pairingCodeNumber: '12' })).toEqual({
      pairingCodeNumber: 'atendo.connections.errors.pairing_number',
    })
  })

  it('sends digits only, and null to pair by QR code again', () => {
    expect(connectionPayload({ name: 'Vendas', pairingCodeNumber: '+55 11 99999-0000' })).toMatchObject({
      pairingCodeNumber: '5511999990000',
    })
    expect(connectionPayload({ name: 'Vendas', pairingCodeNumber: ' ' })).toMatchObject({
      pairingCodeNumber: null,
    })
  })

  it('shows the pairing code as the phone asks for it', () => {
    expect(formatPairingCode('ABCD1234')).toBe('ABCD-1234')
    expect(formatPairingCode('ABCD-1234')).toBe('ABCD-1234')
  })
})

describe('history import', () => {
  it('says "preparing" until messages are counted, then "processed this of all" and the date', () => {
    expect(importProgressText({ this: -1, all: -1, date: '2026-03-05T14:07:00Z' })).toEqual({
      title: 'atendo.connections.import.preparing',
    })
    const date = new Date(2026, 2, 5, 14, 7)
    expect(importProgressText({ this: 40, all: 120, date: date.toISOString() })).toEqual({
      title: 'atendo.connections.import.importing',
      detail: { key: 'atendo.connections.import.processed', args: { this: 40, all: 120 } },
      date: '05/03/2026 14:07',
    })
  })

  it('offers to close the imported tickets once finished, and shows "preparing" for 35 s after the timestamp', () => {
    expect(importButtonFor({ statusImportMessages: 'renderButtonCloseTickets' })).toEqual({
      kind: 'closeImported',
    })
    const at = 1_800_000_000_000
    const importing = { importOldMessages: '2025-01-01T00:00:00Z', statusImportMessages: String(at) }
    expect(importButtonFor(importing, at + 1000)).toEqual({
      kind: 'preparing',
      until: at + IMPORT_PREPARING_MS,
    })
    expect(importButtonFor(importing, at + IMPORT_PREPARING_MS)).toBeUndefined()
    // Not importing, or a status that is no timestamp (the running import): no button.
    expect(importButtonFor({ ...importing, importOldMessages: null }, at)).toBeUndefined()
    expect(importButtonFor({ ...importing, statusImportMessages: 'Running' }, at)).toBeUndefined()
    expect(importButtonFor({})).toBeUndefined()
  })
})

describe('the company due date on the connections page', () => {
  it('has passed from the day after it', () => {
    const today = new Date(2026, 5, 10, 15, 0)
    expect(dueDatePassed('2026-06-09', today)).toBe(true)
    expect(dueDatePassed('2026-06-10', today)).toBe(false)
    expect(dueDatePassed(null, today)).toBe(false)
  })
})
