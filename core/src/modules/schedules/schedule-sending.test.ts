import type { JobRun } from '@atendo/plugin-api'
import { movableClock } from '@atendo/plugin-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  createCompany,
  createUser,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  testChannel,
  waitFor,
} from '../../testing/index.ts'
import { scheduleSender } from './schedule-sender.ts'
import { sendSchedule } from './send-schedule.ts'

const start = new Date('2026-03-02T12:00:00Z') // a Monday, 09:00 in São Paulo
const clock = movableClock(start)
const channel = testChannel()
let testApp: TestApp
let admin: ApiClient
let connectionId = 0
let numbers = 0

const minutes = (count: number) => count * 60_000

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin], clock })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  await channel.customer(testApp, { number: '5511900000000' })
  const [row] = await sql<{ id: number }>(`select id from connections where provider = 'test-channel'`)
  connectionId = row!.id
})
afterAll(() => testApp?.close())

function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return operatorEm(testApp).execute<T[]>(query, params)
}

/** A contact of company 1 (no ticket yet) and what the test channel sent to them. */
async function newContact() {
  numbers += 1
  const number = `55119${String(70000000 + numbers)}`
  const created = await admin.post('/api/contacts', { name: `Cliente ${numbers}`, number })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const received = () =>
    channel.sent
      .filter((sent) => sent.connectionId === connectionId && sent.to === number)
      .map((sent) => sent.body)
  return { id: created.body.id as number, received }
}

async function schedule(body: Record<string, unknown>) {
  const answer = await admin.post('/api/schedules', { whatsappId: connectionId, ...body })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body as { id: number }
}

const scheduleRow = async (id: number) =>
  (
    await sql<Record<string, unknown>>(
      'select status, send_at, sent_at, sends_done, failure_reason, ticket_id from schedules where id = ?',
      [id],
    )
  )[0]!

const inMinutes = (count: number) => new Date(clock.now().getTime() + minutes(count)).toISOString()

describe('scheduled messages', () => {
  it('are sent at their time on a ticket opened per openTicket and statusTicket, then ENVIADA', async () => {
    const contact = await newContact()
    const me = await admin.get('/api/auth/me')
    const planned = await schedule({
      contactId: contact.id,
      body: 'Lembrete da sua consulta amanhã',
      sendAt: inMinutes(60),
      statusTicket: 'open',
      ticketUserId: me.body.id,
      assinar: true,
    })
    await clock.advance(minutes(59))
    expect(contact.received()).toEqual([])
    expect((await scheduleRow(planned.id)).status).toBe('PENDENTE')

    await clock.advance(minutes(1))
    await waitFor(async () => (await scheduleRow(planned.id)).status === 'ENVIADA')
    expect(contact.received()).toEqual([`*${me.body.name}:*\nLembrete da sua consulta amanhã`])
    const row = await scheduleRow(planned.id)
    expect(new Date(row.sent_at as string).getTime()).toBe(clock.now().getTime())
    const [ticket] = await sql<{ status: string; user_id: number }>(
      'select status, user_id from tickets where id = ?',
      [row.ticket_id],
    )
    expect(ticket).toEqual({ status: 'open', user_id: me.body.id })
    const shown = await admin.get(`/api/schedules/${planned.id}`)
    expect(shown.body).toMatchObject({ status: 'ENVIADA', sendsDone: 1, failureReason: null })
  })

  it('records a closed ticket when the schedule does not open one for work', async () => {
    const contact = await newContact()
    const planned = await schedule({
      contactId: contact.id,
      body: 'Seu boleto vence hoje',
      sendAt: inMinutes(5),
    })
    await clock.advance(minutes(5))
    await waitFor(async () => (await scheduleRow(planned.id)).status === 'ENVIADA')
    expect(contact.received()).toEqual(['Seu boleto vence hoje'])
    const [ticket] = await sql<{ status: string }>('select status from tickets where id = ?', [
      (await scheduleRow(planned.id)).ticket_id,
    ])
    expect(ticket?.status).toBe('closed')
  })

  it('sends the image with the body as its caption', async () => {
    const contact = await newContact()
    const planned = await schedule({
      contactId: contact.id,
      body: 'Nossa promoção de hoje',
      sendAt: inMinutes(5),
    })
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)]), 'promo.png')
    const uploaded = await admin.request('POST', `/api/schedules/${planned.id}/media-upload`, form)
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    await clock.advance(minutes(5))
    await waitFor(async () => (await scheduleRow(planned.id)).status === 'ENVIADA')
    expect(contact.received()).toEqual(['Nossa promoção de hoje'])
    const [message] = await sql<{ media_type: string; media_url: string | null; body: string }>(
      'select media_type, media_url, body from messages where ticket_id = ? and from_me',
      [(await scheduleRow(planned.id)).ticket_id],
    )
    expect(message).toMatchObject({ media_type: 'image', body: 'Nossa promoção de hoje' })
    expect(message?.media_url).toBeTruthy()
  })

  it('re-arms a recurrence until enviarQuantasVezes, and a changed time replaces the planned one', async () => {
    const contact = await newContact()
    const first = inMinutes(10)
    const planned = await schedule({
      contactId: contact.id,
      body: 'Bom dia! Ponto diário',
      sendAt: first,
      intervalo: 4, // minutes
      valorIntervalo: 30,
      enviarQuantasVezes: 3,
    })
    await clock.advance(minutes(10))
    await waitFor(() => contact.received().length === 1)
    await waitFor(async () => (await scheduleRow(planned.id)).sends_done === 1)
    const row = await scheduleRow(planned.id)
    expect(row.status).toBe('PENDENTE')
    expect(new Date(row.send_at as string).getTime()).toBe(new Date(first).getTime() + minutes(30))

    await clock.advance(minutes(30))
    await waitFor(async () => (await scheduleRow(planned.id)).sends_done === 2)
    await clock.advance(minutes(30))
    await waitFor(async () => (await scheduleRow(planned.id)).status === 'ENVIADA')
    expect(contact.received()).toHaveLength(3)
    await clock.advance(minutes(60))
    expect(contact.received()).toHaveLength(3)

    // Moved before its time: only the new time sends.
    const moved = await schedule({ contactId: contact.id, body: 'Mensagem remarcada', sendAt: inMinutes(10) })
    expect((await admin.put(`/api/schedules/${moved.id}`, { sendAt: inMinutes(20) })).status).toBe(200)
    await clock.advance(minutes(10))
    expect(contact.received().filter((body) => body === 'Mensagem remarcada')).toHaveLength(0)
    await clock.advance(minutes(10))
    await waitFor(() => contact.received().includes('Mensagem remarcada'))
    await clock.advance(minutes(10))
    expect(contact.received().filter((body) => body === 'Mensagem remarcada')).toHaveLength(1)
  })

  it('retries a failed send and then marks it ERRO with the reason', async () => {
    const contact = await newContact()
    const [broken] = await sql<{ id: number }>(
      `insert into connections (company_id, name, channel, provider, status, options, created_at, updated_at)
       values (1, 'Sem provedor', 'whatsapp', 'not-loaded', 'CONNECTED', '{}', now(), now()) returning id`,
    )
    const planned = await schedule({
      contactId: contact.id,
      body: 'Esta não vai sair',
      sendAt: inMinutes(1),
      whatsappId: broken!.id,
    })
    await clock.advance(minutes(1))
    /** The run's tries so far, once the last one failed and its retry is planned. */
    const failedTries = async () => {
      const [run] = await sql<{ attempts: number; last_error: string | null; locked_until: string | null }>(
        `select attempts, last_error, locked_until from job_outbox
          where job = 'core.send-schedule' and payload ->> 'scheduleId' = ?`,
        [String(planned.id)],
      )
      return run?.last_error && !run.locked_until ? run.attempts : 0
    }
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await waitFor(async () => (await failedTries()) === attempt)
      expect(await scheduleRow(planned.id)).toMatchObject({ status: 'ENVIANDO', failure_reason: null })
      await clock.advance(30_000 * 2 ** (attempt - 1))
    }
    await waitFor(async () => (await scheduleRow(planned.id)).status === 'ERRO')
    const shown = await admin.get(`/api/schedules/${planned.id}`)
    expect(shown.body.failureReason).toMatch(/./)
    expect(contact.received()).toEqual([])
  })
})

describe('schedules saved before sending existed', () => {
  it('are planned when a worker starts, once however often it starts', async () => {
    const contact = await newContact()
    const [row] = await sql<{ id: number }>(
      `insert into schedules (company_id, body, contact_id, connection_id, send_at, status, created_at, updated_at)
       values (1, 'Agendada antes da atualização', ?, ?, ?, 'PENDENTE', now(), now()) returning id`,
      [contact.id, connectionId, new Date(clock.now().getTime() + minutes(3))],
    )
    const sender = scheduleSender(testApp.app.kernel, testApp.app.fastify.log)
    await sender.armWaiting()
    await sender.armWaiting()
    await clock.advance(minutes(3))
    await waitFor(async () => (await scheduleRow(row!.id)).status === 'ENVIADA')
    await clock.advance(minutes(3))
    expect(contact.received()).toEqual(['Agendada antes da atualização'])
  })
})

describe('exactly once', () => {
  /** A run of the job as a worker hands it over; `completeIn` may be made to fail like a crash. */
  function runOf(id: string, crashOnComplete = false): JobRun {
    return {
      id,
      name: 'core.send-schedule',
      attempt: 1,
      lastAttempt: false,
      async completeIn() {
        if (crashOnComplete) throw new Error('the process stopped')
      },
      async completeWith(em, sql, params) {
        if (crashOnComplete) throw new Error('the process stopped')
        return em.execute(sql, params)
      },
    }
  }

  /** A schedule due now, with no run armed for it (the test runs it by hand). */
  async function dueSchedule(contactId: number, body: string, companyId = 1) {
    const [row] = await sql<{ id: number; send_at: Date }>(
      `insert into schedules (company_id, body, contact_id, connection_id, send_at, status, created_at, updated_at)
       values (?, ?, ?, ?, ?, 'PENDENTE', now(), now()) returning id, send_at`,
      [companyId, body, contactId, connectionId, clock.now()],
    )
    return { companyId, scheduleId: row!.id, sendAt: new Date(row!.send_at).toISOString() }
  }

  const services = () => ({
    kernel: testApp.app.kernel,
    log: testApp.app.fastify.log,
    arm: scheduleSender(testApp.app.kernel, testApp.app.fastify.log).arm,
  })

  it('sends once when two workers run the same send at the same time', async () => {
    const contact = await newContact()
    const planned = await dueSchedule(contact.id, 'Dois workers, uma mensagem')
    await Promise.all([
      sendSchedule(services(), planned, runOf('worker-a')),
      sendSchedule(services(), planned, runOf('worker-b')),
    ])
    expect(contact.received()).toEqual(['Dois workers, uma mensagem'])
    expect((await scheduleRow(planned.scheduleId)).status).toBe('ENVIADA')
  })

  it('does not send again after a crash right after sending', async () => {
    const contact = await newContact()
    const planned = await dueSchedule(contact.id, 'Enviada antes da queda')
    await expect(sendSchedule(services(), planned, runOf('crashing', true))).rejects.toThrow(
      'the process stopped',
    )
    expect(contact.received()).toHaveLength(1)
    expect((await scheduleRow(planned.scheduleId)).status).toBe('ENVIANDO')

    // The outbox hands the same run to a worker again after the lease.
    await sendSchedule(services(), planned, runOf('crashing'))
    expect(contact.received()).toEqual(['Enviada antes da queda'])
    expect((await scheduleRow(planned.scheduleId)).status).toBe('ENVIADA')
  })

  it('marks ERRO instead of sending twice when the channel call was interrupted', async () => {
    const contact = await newContact()
    const planned = await dueSchedule(contact.id, 'Sem resposta do canal')
    await expect(sendSchedule(services(), planned, runOf('cut', true))).rejects.toThrow()
    // As if the process had stopped before the channel answered: the message has no channel id.
    await sql(`update messages set external_id = null where body = 'Sem resposta do canal'`)
    await sendSchedule(services(), planned, runOf('cut'))
    expect(contact.received()).toHaveLength(1)
    expect(await scheduleRow(planned.scheduleId)).toMatchObject({ status: 'ERRO' })
  })

  it("keeps each company to its schedules: a run naming another company's schedule does nothing", async () => {
    const otherCompany = await createCompany(testApp, { name: 'Outra Empresa' })
    const otherAdmin = await createUser(testApp, { companyId: otherCompany, profile: 'admin' })
    const other = await new ApiClient(testApp.url).login(otherAdmin)
    const contact = await newContact()
    const planned = await dueSchedule(contact.id, 'Só da empresa 1')
    await sendSchedule(services(), { ...planned, companyId: otherCompany }, runOf('other'))
    expect(contact.received()).toEqual([])
    expect((await scheduleRow(planned.scheduleId)).status).toBe('PENDENTE')
    expect((await other.get(`/api/schedules/${planned.scheduleId}`)).status).toBe(404)
    expect((await other.put(`/api/schedules/${planned.scheduleId}`, { sendAt: inMinutes(5) })).status).toBe(
      404,
    )
  })
})
