import {
  ApiClient,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  testChannel,
  waitFor,
} from '@atendo/core/testing'
import { movableClock } from '@atendo/plugin-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import campaigns from './index.ts'

// Monday 30 November 2026, 10:00 in São Paulo (the default company time zone).
const clock = movableClock(new Date('2026-11-30T13:00:00Z'))
const channel = testChannel()
let testApp: TestApp
let admin: ApiClient
let connectionId: number

const pluginConfig = { campaigns: { pausePollMs: 60_000 } }
const numbers = { ana: '5511911110001', bia: '5511911110002', caio: '5511911110003' }

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin, campaigns], clock, pluginConfig })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  connectionId = (await channel.connection(testApp, 1)).id
})
afterAll(() => testApp?.close())

const sentTo = (number: string) =>
  channel.sent.filter((message) => message.to === number).map((message) => message.body)

async function listWith(people: [string, string][]) {
  const list = await admin.post('/api/contact-lists', {
    name: `Lista ${Math.random().toString(36).slice(2, 8)}`,
  })
  expect(list.status).toBe(200)
  for (const [name, number] of people) {
    const item = await admin.post('/api/contact-list-items', { name, number, contactListId: list.body.id })
    expect(item.status).toBe(200)
  }
  return list.body.id as number
}

async function nextDispatchAt(campaignId: number): Promise<Date | undefined> {
  const rows = await operatorEm(testApp).execute<{ run_at: Date }[]>(
    "select run_at from job_outbox where job = 'campaigns.dispatch' and payload->>'campaignId' = ? and status = 'pending'",
    [String(campaignId)],
  )
  return rows[0] ? new Date(rows[0].run_at) : undefined
}

/** When the pending send of a confirmed recipient's message is armed to run. */
async function confirmedSendAt(): Promise<Date | undefined> {
  const rows = await operatorEm(testApp).execute<{ run_at: Date }[]>(
    "select run_at from job_outbox where job = 'campaigns.deliver-confirmed' and status = 'pending'",
  )
  return rows[0] ? new Date(rows[0].run_at) : undefined
}

/** Waits for the campaign's next dispatch run to be armed `ms` from now, then moves the clock to it. */
async function advanceToNextDispatch(campaignId: number, ms: number) {
  await waitFor(async () => (await nextDispatchAt(campaignId))?.getTime() === clock.now().getTime() + ms)
  await clock.advance(ms)
}

const report = async (id: number) => (await admin.get(`/api/campaigns/${id}/report`)).body

describe('the sending engine', () => {
  it('sends at its time, one slot per recipient with variables, at the settings pace, records failures, and ends FINALIZADA', async () => {
    channel.unreachable.add(numbers.bia)
    const saved = await admin.post('/api/campaign-settings', {
      settings: {
        messageInterval: 5,
        longerIntervalAfter: 5,
        greaterInterval: 20,
        variables: [{ key: 'cupom', value: 'NATAL10' }],
      },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toContainEqual({ key: 'messageInterval', value: '5' })
    const contactListId = await listWith([
      ['Ana', numbers.ana],
      ['Bia', numbers.bia],
      ['Caio', numbers.caio],
    ])
    const scheduledAt = new Date(clock.now().getTime() + 2 * 60 * 60 * 1000)
    const created = await admin.post('/api/campaigns', {
      name: 'Natal',
      whatsappId: connectionId,
      contactListId,
      message1: 'Olá {{name}}, use o cupom {cupom}!',
      scheduledAt: scheduledAt.toISOString(),
    })
    expect(created.status).toBe(200)
    expect(created.body.status).toBe('PROGRAMADA')
    const id = created.body.id as number

    // More than an hour ahead it can be changed; within the hour it cannot.
    const body = {
      name: 'Natal!',
      whatsappId: connectionId,
      contactListId,
      message1: created.body.message1,
      scheduledAt: scheduledAt.toISOString(),
    }
    expect((await admin.put(`/api/campaigns/${id}`, body)).status).toBe(200)
    await clock.advance(61 * 60 * 1000)
    const late = await admin.put(`/api/campaigns/${id}`, body)
    expect(late.status).toBe(409)
    expect(late.body.error).toBe('ERR_CAMPAIGNS_NOT_EDITABLE')

    await clock.set(scheduledAt)
    await waitFor(() => sentTo(numbers.ana).length === 1)
    expect(sentTo(numbers.ana)).toEqual(['Olá Ana, use o cupom NATAL10!'])
    expect((await admin.get(`/api/campaigns/${id}`)).body.status).toBe('EM_ANDAMENTO')
    // The next message waits messageInterval (5 s) on the product clock.
    await waitFor(async () => (await nextDispatchAt(id))?.getTime() === clock.now().getTime() + 5000)
    expect(sentTo(numbers.caio)).toEqual([])
    await clock.advance(5000)
    // Bia left WhatsApp: recorded as failed, and Caio follows at once.
    await waitFor(() => sentTo(numbers.caio).length === 1)
    expect(sentTo(numbers.bia)).toEqual([])
    await advanceToNextDispatch(id, 5000)
    const done = await waitFor(async () => {
      const answer = await report(id)
      return answer.status === 'FINALIZADA' ? answer : undefined
    })
    expect(done.completedAt).toBe(clock.now().toISOString())
    expect(done.progress).toMatchObject({ total: 3, delivered: 2, failed: 1, waiting: 0 })
    const [failure] = await operatorEm(testApp).execute<{ failure_reason: string }[]>(
      "select failure_reason from campaigns_shippings where campaign_id = ? and status = 'failed'",
      [id],
    )
    expect(failure?.failure_reason).toMatch(/no account/)
    // Finished is final.
    expect((await admin.post(`/api/campaigns/${id}/restart`)).status).toBe(409)
    expect((await admin.post(`/api/campaigns/${id}/cancel`)).status).toBe(409)
  })

  it('waits outside the hours, in the company time zone, until the next allowed day', async () => {
    await admin.post('/api/campaign-settings', {
      settings: { messageInterval: 0, startHour: '09:00', endHour: '18:00' },
    })
    // Friday 4 December 2026, 19:00 in São Paulo.
    await clock.set(new Date('2026-12-04T22:00:00Z'))
    const contactListId = await listWith([['Dora', '5511911110004']])
    const created = await admin.post('/api/campaigns', {
      name: 'Fim de semana',
      whatsappId: connectionId,
      contactListId,
      message1: 'Bom dia {{name}}',
      scheduledAt: clock.now().toISOString(),
    })
    const id = created.body.id as number
    await waitFor(async () => (await nextDispatchAt(id))?.toISOString() === '2026-12-07T12:00:00.000Z')
    expect(sentTo('5511911110004')).toEqual([])
    await clock.set(new Date('2026-12-07T12:00:00Z'))
    await waitFor(() => sentTo('5511911110004').length === 1)
  })

  it('cancels and restarts where it stopped, never sending anyone twice', async () => {
    await admin.post('/api/campaign-settings', { settings: { messageInterval: 10, longerIntervalAfter: 0 } })
    const people: [string, string][] = [
      ['Eva', '5511911110011'],
      ['Fabi', '5511911110012'],
      ['Gil', '5511911110013'],
    ]
    const contactListId = await listWith(people)
    const created = await admin.post('/api/campaigns', {
      name: 'Reinício',
      whatsappId: connectionId,
      contactListId,
      message1: 'Oi {{name}}',
      message2: 'Olá {{name}}',
      scheduledAt: clock.now().toISOString(),
    })
    const id = created.body.id as number
    await waitFor(() => sentTo(people[0]![1]).length === 1)
    expect(['Oi Eva', 'Olá Eva']).toContain(sentTo(people[0]![1])[0])
    await waitFor(async () => (await nextDispatchAt(id))?.getTime() === clock.now().getTime() + 10_000)
    const cancelled = await admin.post(`/api/campaigns/${id}/cancel`)
    expect(cancelled.body.status).toBe('CANCELADA')
    await clock.advance(60_000)
    expect(sentTo(people[1]![1])).toEqual([])
    expect((await admin.post(`/api/campaigns/${id}/cancel`)).status).toBe(409)
    const restarted = await admin.post(`/api/campaigns/${id}/restart`)
    expect(restarted.body.status).toBe('EM_ANDAMENTO')
    await waitFor(() => sentTo(people[1]![1]).length === 1)
    await advanceToNextDispatch(id, 10_000)
    await waitFor(() => sentTo(people[2]![1]).length === 1)
    await advanceToNextDispatch(id, 10_000)
    await waitFor(async () => (await report(id)).status === 'FINALIZADA')
    for (const [, number] of people) expect(sentTo(number)).toHaveLength(1)
  })

  it('pauses while the connection is down and resumes when it returns', async () => {
    await admin.post('/api/campaign-settings', { settings: { messageInterval: 0 } })
    const contactListId = await listWith([['Hugo', '5511911110021']])
    await operatorEm(testApp).execute("update connections set status = 'DISCONNECTED' where id = ?", [
      connectionId,
    ])
    const created = await admin.post('/api/campaigns', {
      name: 'Sem conexão',
      whatsappId: connectionId,
      contactListId,
      message1: 'Oi {{name}}',
      scheduledAt: clock.now().toISOString(),
    })
    const id = created.body.id as number
    await waitFor(async () =>
      (await admin.get(`/api/campaigns/${id}`)).body.pausedReason?.includes('DISCONNECTED'),
    )
    expect(sentTo('5511911110021')).toEqual([])
    await operatorEm(testApp).execute("update connections set status = 'CONNECTED' where id = ?", [
      connectionId,
    ])
    await clock.advance(60_000)
    await waitFor(() => sentTo('5511911110021').length === 1)
    await waitFor(async () => (await report(id)).status === 'FINALIZADA')
  })

  it('asks for confirmation first and sends the message on a positive answer', async () => {
    await admin.post('/api/campaign-settings', { settings: { messageInterval: 0 } })
    const ivo = await channel.customer(testApp, { name: 'Ivo', number: '5511911110031' })
    const contactListId = await listWith([['Ivo', ivo.number]])
    const created = await admin.post('/api/campaigns', {
      name: 'Confirmação',
      whatsappId: connectionId,
      contactListId,
      confirmation: true,
      confirmationMessage1: '{{name}}, podemos enviar a oferta? Responda SIM',
      message1: 'Oferta para {{name}}',
      scheduledAt: clock.now().toISOString(),
    })
    const id = created.body.id as number
    await waitFor(() => ivo.received().includes('Ivo, podemos enviar a oferta? Responda SIM'))
    expect(ivo.received()).not.toContain('Oferta para Ivo')
    await waitFor(async () => (await report(id)).progress.confirmationRequested === 1)
    await ivo.says('Sim!')
    await waitFor(() => ivo.received().includes('Oferta para Ivo'))
    const answer = await waitFor(async () => {
      const figures = (await report(id)).progress
      return figures.delivered === 1 ? figures : undefined
    })
    expect(answer).toMatchObject({ confirmationRequested: 1, confirmed: 1, delivered: 1 })
    expect(ivo.received().filter((text) => text === 'Oferta para Ivo')).toHaveLength(1)
  })

  it('opens a ticket with the campaign status when asked', async () => {
    await admin.post('/api/campaign-settings', { settings: { messageInterval: 0 } })
    const contactListId = await listWith([['Juca', '5511911110041']])
    const created = await admin.post('/api/campaigns', {
      name: 'Com ticket',
      whatsappId: connectionId,
      contactListId,
      message1: 'Oi {{name}}',
      openTicket: 'enabled',
      statusTicket: 'pending',
      scheduledAt: clock.now().toISOString(),
    })
    const id = created.body.id as number
    await waitFor(async () => (await report(id)).status === 'FINALIZADA')
    const [shipping] = await operatorEm(testApp).execute<{ ticket_id: number }[]>(
      'select ticket_id from campaigns_shippings where campaign_id = ?',
      [id],
    )
    const ticket = await admin.get(`/api/tickets/${shipping!.ticket_id}`)
    expect(ticket.body.status).toBe('pending')
    expect(ticket.body.lastMessage).toBe('Oi Juca')
  })

  it("sends a confirmed recipient's message within the hours and after the interval, like any other", async () => {
    await admin.post('/api/campaign-settings', {
      settings: { messageInterval: 30, longerIntervalAfter: 0, startHour: '09:00', endHour: '18:00' },
    })
    // Tuesday 8 December 2026, 17:58 in São Paulo: two minutes before the window closes.
    await clock.set(new Date('2026-12-08T20:58:00Z'))
    const jo = await channel.customer(testApp, { name: 'Jo', number: '5511911110061' })
    const lu = await channel.customer(testApp, { name: 'Lu', number: '5511911110062' })
    const contactListId = await listWith([
      ['Jo', jo.number],
      ['Lu', lu.number],
    ])
    const created = await admin.post('/api/campaigns', {
      name: 'Confirmação no horário',
      whatsappId: connectionId,
      contactListId,
      confirmation: true,
      confirmationMessage1: '{{name}}, podemos enviar? Responda SIM',
      message1: 'Oferta para {{name}}',
      scheduledAt: clock.now().toISOString(),
    })
    const id = created.body.id as number
    await waitFor(() => jo.received().includes('Jo, podemos enviar? Responda SIM'))
    await advanceToNextDispatch(id, 30_000)
    await waitFor(() => lu.received().includes('Lu, podemos enviar? Responda SIM'))

    // Jo answers at 17:58:30, right after Lu was asked: the offer waits the 30 s interval.
    await jo.says('Sim')
    await waitFor(async () => (await confirmedSendAt())?.toISOString() === '2026-12-08T20:59:00.000Z')
    expect(jo.received()).not.toContain('Oferta para Jo')
    await clock.set(new Date('2026-12-08T20:59:00Z'))
    await waitFor(() => jo.received().includes('Oferta para Jo'))

    // Lu answers at 18:05, after the window closed: the offer goes at 09:00 the next weekday.
    await clock.set(new Date('2026-12-08T21:05:00Z'))
    await lu.says('ok')
    await waitFor(async () => (await confirmedSendAt())?.toISOString() === '2026-12-09T12:00:00.000Z')
    expect(lu.received()).not.toContain('Oferta para Lu')
    await clock.set(new Date('2026-12-09T12:00:00Z'))
    await waitFor(() => lu.received().includes('Oferta para Lu'))
    const figures = await waitFor(async () => {
      const progress = (await report(id)).progress
      return progress.delivered === 2 ? progress : undefined
    })
    expect(figures).toMatchObject({ confirmationRequested: 2, confirmed: 2, delivered: 2 })
    expect(jo.received().filter((text) => text === 'Oferta para Jo')).toHaveLength(1)
  })
})

describe('restart after a kill', () => {
  it('resumes from the stored state on a new process, sending nobody twice and nobody never', async () => {
    await admin.post('/api/campaign-settings', { settings: { messageInterval: 30, longerIntervalAfter: 0 } })
    const people: [string, string][] = [
      ['Kim', '5511911110051'],
      ['Lia', '5511911110052'],
      ['Mel', '5511911110053'],
    ]
    const contactListId = await listWith(people)
    const created = await admin.post('/api/campaigns', {
      name: 'Queda',
      whatsappId: connectionId,
      contactListId,
      message1: 'Oi {{name}}',
      scheduledAt: clock.now().toISOString(),
    })
    const id = created.body.id as number
    await waitFor(() => sentTo(people[0]![1]).length === 1)
    await waitFor(async () => (await nextDispatchAt(id))?.getTime() === clock.now().getTime() + 30_000)
    // A run that died while sending to Lia: claimed, never recorded.
    await operatorEm(testApp).execute(
      "update campaigns_shippings set status = 'sending' where campaign_id = ? and number = ?",
      [id, people[1]![1]],
    )
    // The process stops; another starts on the same database.
    const database = testApp.database
    await testApp.app.fastify.close()
    testApp = await startTestApp({ plugins: [channel.plugin, campaigns], clock, database, pluginConfig })
    admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    // The new process opens its sessions again (the old one closed them on its way out).
    await waitFor(async () => {
      const [row] = await operatorEm(testApp).execute<{ status: string }[]>(
        'select status from connections where id = ?',
        [connectionId],
      )
      return row?.status === 'CONNECTED'
    })
    await clock.advance(30_000)
    await waitFor(() => sentTo(people[2]![1]).length === 1)
    await advanceToNextDispatch(id, 30_000)
    const done = await waitFor(async () => {
      const answer = await report(id)
      return answer.status === 'FINALIZADA' ? answer : undefined
    })
    expect(sentTo(people[0]![1])).toHaveLength(1)
    expect(sentTo(people[1]![1])).toHaveLength(0)
    expect(sentTo(people[2]![1])).toHaveLength(1)
    expect(done.progress).toMatchObject({ delivered: 2, failed: 1 })
  })
})
