import { describe, expect, it } from 'vitest'
import { defaultWeek } from '../work-hours/work-hours.ts'
import { connectionErrors, connectionPayload, isoToDay } from './connection-rules.ts'

const now = new Date(2026, 10, 22, 12)
const day = (offset: number) => isoToDay(new Date(2026, 10, 22 + offset).toISOString())

describe('connection rules (administration.md §5)', () => {
  it('needs a name of 2 to 50 characters', () => {
    expect(connectionErrors({ name: '' }, { now }).name).toBe('atendo.required')
    expect(connectionErrors({ name: 'A' }, { now }).name).toBe('atendo.too_short')
    expect(connectionErrors({ name: 'x'.repeat(51) }, { now }).name).toBe('atendo.too_long')
    expect(connectionErrors({ name: 'Vendas' }, { now })).toEqual({})
  })

  it('takes redirect time and redirect queue together', () => {
    expect(connectionErrors({ name: 'Vendas', timeSendQueue: 10 }, { now })).toEqual({
      sendIdQueue: 'atendo.connections.errors.send_queue',
    })
    expect(connectionErrors({ name: 'Vendas', sendIdQueue: 4, timeSendQueue: '' }, { now })).toEqual({
      timeSendQueue: 'atendo.connections.errors.send_queue',
    })
    expect(connectionErrors({ name: 'Vendas', sendIdQueue: 4, timeSendQueue: 10 }, { now })).toEqual({})
  })

  it('needs a rating message and an NPS expiry only while the company rates tickets', () => {
    const values = { name: 'Vendas', ratingMessage: ' ', expiresTicketNPS: 0 }
    expect(connectionErrors(values, { now })).toEqual({})
    expect(connectionErrors(values, { now, ratingEnabled: true })).toEqual({
      ratingMessage: 'atendo.connections.errors.rating_message',
      expiresTicketNPS: 'atendo.connections.errors.expires_nps',
    })
  })

  it('needs an expiry with an inactivity time, and a greeting with more than one queue', () => {
    expect(
      connectionErrors(
        { name: 'Vendas', timeInactiveMessage: 5, expiresTicket: 0, queueIds: [1, 2] },
        { now },
      ),
    ).toEqual({
      expiresTicket: 'atendo.connections.errors.expires_ticket',
      greetingMessage: 'atendo.errors.ERR_WAPP_GREETING_REQUIRED',
    })
  })

  it('checks import dates and queue', () => {
    expect(connectionErrors({ name: 'V', importOldMessages: day(-800) }, { now })).toMatchObject({
      importOldMessages: 'atendo.connections.errors.import_old',
      queueIdImportMessages: 'atendo.connections.errors.import_queue',
    })
    expect(
      connectionErrors(
        {
          name: 'Vendas',
          importOldMessages: day(-30),
          importRecentMessages: day(-40),
          queueIdImportMessages: 2,
        },
        { now },
      ),
    ).toEqual({ importRecentMessages: 'atendo.connections.errors.import_recent' })
  })

  it('needs vacation dates with a vacation message, at most 10 days back, in order', () => {
    expect(connectionErrors({ name: 'Vendas', collectiveVacationMessage: 'Férias!' }, { now })).toEqual({
      collectiveVacationStart: 'atendo.connections.errors.vacation_required',
      collectiveVacationEnd: 'atendo.connections.errors.vacation_required',
    })
    expect(
      connectionErrors(
        {
          name: 'Vendas',
          collectiveVacationMessage: 'Férias!',
          collectiveVacationStart: day(-11),
          collectiveVacationEnd: day(5),
        },
        { now },
      ),
    ).toEqual({ collectiveVacationStart: 'atendo.connections.errors.vacation_min' })
    expect(
      connectionErrors(
        {
          name: 'Vendas',
          collectiveVacationMessage: 'Férias!',
          collectiveVacationStart: day(5),
          collectiveVacationEnd: day(1),
        },
        { now },
      ),
    ).toEqual({ collectiveVacationEnd: 'atendo.connections.errors.vacation_order' })
  })

  it('needs every working-hours time of a connection', () => {
    const week = defaultWeek()
    week[0] = { ...week[0]!, startTimeA: '' }
    expect(connectionErrors({ name: 'Vendas', schedules: week }, { now })).toMatchObject({
      schedules: [{ startTimeA: 'atendo.required' }, {}, {}, {}, {}, {}, {}],
    })
  })

  it('sends only editable fields, empty numbers as 0, empty texts as null, days as ISO instants', () => {
    const payload = connectionPayload({
      id: 3,
      status: 'CONNECTED',
      qrcode: 'x',
      name: 'Vendas',
      timeSendQueue: '',
      sendIdQueue: '',
      greetingMessage: '  ',
      importOldMessages: '2026-11-01',
      queues: [],
    })
    expect(payload).toEqual({
      name: 'Vendas',
      timeSendQueue: 0,
      sendIdQueue: null,
      greetingMessage: null,
      importOldMessages: new Date(2026, 10, 1).toISOString(),
    })
  })
  it("keeps the greeting's attachment for the data provider to send apart", () => {
    const file = { rawFile: new File(['x'], 'ola.png', { type: 'image/png' }) }
    expect(connectionPayload({ name: 'Vendas', greetingMediaAttachment: file })).toEqual({
      name: 'Vendas',
      greetingMediaAttachment: file,
    })
    expect(connectionPayload({ name: 'Vendas', greetingMediaAttachment: null })).toEqual({
      name: 'Vendas',
      greetingMediaAttachment: null,
    })
  })
})
