import { movableClock } from '@atendo/plugin-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  testChannel,
  waitFor,
} from '../../testing/index.ts'
import { dayIn } from '../settings/company-time-zone.ts'

const clock = movableClock()
const channel = testChannel()
let testApp: TestApp
let admin: ApiClient
let adminId = 0
let queueId = 0
let connectionId = 0

const minutes = (count: number) => count * 60_000
const sql = <T>(query: string, params: unknown[] = []) => operatorEm(testApp).execute<T[]>(query, params)
const setOptions = (options: Record<string, unknown>) =>
  sql('update connections set options = options || ?::jsonb where id = ?', [
    JSON.stringify(options),
    connectionId,
  ])

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin], clock })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  adminId = (await admin.get('/api/auth/me')).body.id
  const [queue] = await sql<{ id: number }>(
    `insert into queues (company_id, name, color, created_at, updated_at) values (1, 'Atendimento', '#0000FF', now(), now()) returning id`,
  )
  queueId = queue!.id
  await channel.customer(testApp)
  connectionId = (await sql<{ id: number }>(`select id from connections where provider = 'test-channel'`))[0]!
    .id
})
afterAll(() => testApp?.close())

async function ticketOf(number: string) {
  const [ticket] = await sql<{ id: number }>(
    `select t.id from tickets t join contacts c on c.id = t.contact_id where c.number = ? order by t.id desc limit 1`,
    [number],
  )
  return ticket!.id
}

describe('the inactivity message', () => {
  it('is sent once after timeInactiveMessage minutes without the customer answering, again after they answer', async () => {
    await setOptions({ timeInactiveMessage: 10, inactiveMessage: 'Ainda está por aí?', expiresTicket: 24 })
    const maria = await channel.customer(testApp, { name: 'Maria' })
    await maria.says('Oi, preciso de ajuda')
    const ticketId = await waitFor(() => ticketOf(maria.number).catch(() => undefined))
    const accepted = await admin.put(`/api/tickets/${ticketId}`, { status: 'open', userId: adminId, queueId })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect((await admin.post(`/api/messages/${ticketId}`, { body: 'Claro, qual o pedido?' })).status).toBe(
      201,
    )

    await clock.advance(minutes(9))
    expect(maria.received()).not.toContain('Ainda está por aí?')
    await clock.advance(minutes(2))
    await waitFor(() => maria.received().includes('Ainda está por aí?'))
    await clock.advance(minutes(30))
    expect(maria.received().filter((body) => body === 'Ainda está por aí?')).toHaveLength(1)

    await maria.says('Pedido 123')
    await waitFor(async () => {
      const [last] = await sql<{ from_me: boolean }>(
        'select from_me from messages where ticket_id = ? order by id desc limit 1',
        [ticketId],
      )
      return last && !last.from_me
    })
    // The customer's answer is the last word: nothing to remind.
    await clock.advance(minutes(15))
    expect(maria.received().filter((body) => body === 'Ainda está por aí?')).toHaveLength(1)
    await admin.post(`/api/messages/${ticketId}`, { body: 'Já verifico' })
    await clock.advance(minutes(11))
    await waitFor(() => maria.received().filter((body) => body === 'Ainda está por aí?').length === 2)
    await setOptions({ timeInactiveMessage: 0, inactiveMessage: null })
  })
})

describe('the collective vacation', () => {
  it('answers between its days, once per ticket, and stops answering after the last day', async () => {
    const day = (offsetDays: number) =>
      dayIn(new Date(clock.now().getTime() + offsetDays * 24 * 60 * 60_000), 'America/Sao_Paulo')
    await setOptions({
      collectiveVacationMessage: 'Estamos em férias coletivas até segunda.',
      collectiveVacationStart: day(-1),
      collectiveVacationEnd: day(1),
    })
    const joao = await channel.customer(testApp, { name: 'João' })
    await joao.says('Bom dia')
    await waitFor(() => joao.received().includes('Estamos em férias coletivas até segunda.'))
    await joao.says('Alguém aí?')
    await waitFor(
      async () => (await sql('select id from messages where body = ?', ['Alguém aí?'])).length === 1,
    )
    expect(joao.received()).toEqual(['Estamos em férias coletivas até segunda.'])

    await clock.advance(2 * 24 * 60 * 60_000 + minutes(1))
    const ana = await channel.customer(testApp, { name: 'Ana' })
    await ana.says('Olá')
    await waitFor(async () => (await sql('select id from messages where body = ?', ['Olá'])).length === 1)
    await clock.advance(minutes(2))
    expect(ana.received()).not.toContain('Estamos em férias coletivas até segunda.')
  })
})
