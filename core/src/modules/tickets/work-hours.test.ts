import { movableClock } from '@atendo/plugin-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  createUser,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
} from '../../testing/index.ts'
import { withinWorkHours } from './work-hours.ts'

const clock = movableClock(new Date('2026-03-02T11:30:00Z')) // 08:30 in São Paulo
let testApp: TestApp
let admin: ApiClient
let attendant: ApiClient
let attendantId = 0

beforeAll(async () => {
  testApp = await startTestApp({ clock })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const user = await createUser(testApp, { profile: 'user', switches: { allTicket: true } })
  attendant = await new ApiClient(testApp.url).login(user)
  attendantId = user.id
  // Works 09:00 to 18:00, company time (São Paulo by default).
  await operatorEm(testApp).execute(
    `update users set start_work = '09:00', end_work = '18:00' where id = ?`,
    [attendantId],
  )
})
afterAll(() => testApp?.close())

describe('work hours', () => {
  it('tells a time inside the hours, both ends included, and night shifts over midnight', () => {
    expect(withinWorkHours('09:00', '09:00', '18:00')).toBe(true)
    expect(withinWorkHours('18:00', '09:00', '18:00')).toBe(true)
    expect(withinWorkHours('18:01', '09:00', '18:00')).toBe(false)
    expect(withinWorkHours('23:30', '22:00', '06:00')).toBe(true)
    expect(withinWorkHours('05:59', '22:00', '06:00')).toBe(true)
    expect(withinWorkHours('12:00', '22:00', '06:00')).toBe(false)
  })

  it('refuses opening and accepting tickets outside them with ERR_OUT_OF_HOURS, in the company time zone', async () => {
    const contact = await admin.post('/api/contacts', { name: 'Cliente Horário', number: '5511977770001' })
    const early = await attendant.post('/api/tickets', { contactId: contact.body.id, status: 'open' })
    expect(early.status).toBe(403)
    expect(early.body.error).toBe('ERR_OUT_OF_HOURS')
    // The admin keeps the default hours (the whole day) and may open a waiting ticket.
    const waiting = await admin.post('/api/tickets', { contactId: contact.body.id, status: 'pending' })
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(201)
    const refused = await attendant.put(`/api/tickets/${waiting.body.id}`, {
      status: 'open',
      userId: attendantId,
    })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('ERR_OUT_OF_HOURS')

    await clock.advance(30 * 60_000) // 09:00
    const [queue] = await operatorEm(testApp).execute<{ id: number }[]>(
      `insert into queues (company_id, name, color, created_at, updated_at) values (1, 'Suporte', '#00AA00', now(), now()) returning id`,
    )
    const accepted = await attendant.put(`/api/tickets/${waiting.body.id}`, {
      status: 'open',
      userId: attendantId,
      queueId: queue!.id,
    })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(accepted.body.status).toBe('open')

    await clock.set(new Date('2026-03-02T21:30:00Z')) // 18:30
    const late = await attendant.post(`/api/messages/${waiting.body.id}`, { body: 'Ainda aqui?' })
    expect(late.status).toBe(403)
    expect(late.body.error).toBe('ERR_OUT_OF_HOURS')
    // Closing is not work taken: it stays allowed.
    const closed = await attendant.put(`/api/tickets/${waiting.body.id}`, { status: 'closed' })
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
  })
})
