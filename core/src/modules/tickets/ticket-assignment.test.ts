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

const clock = movableClock()
const channel = testChannel()
let testApp: TestApp
let admin: ApiClient
let connectionId = 0
/** Two online attendants and an offline one. */
const attendants = { first: 0, second: 0, offline: 0 }
let numbers = 0

const minutes = (count: number) => count * 60_000
const sql = <T>(query: string, params: unknown[] = []) => operatorEm(testApp).execute<T[]>(query, params)

async function queueOf(name: string, rotationMinutes: number | null) {
  const [queue] = await sql<{ id: number }>(
    `insert into queues (company_id, name, color, ativar_roteador, tempo_roteador, created_at, updated_at)
     values (1, ?, ?, ?, ?, now(), now()) returning id`,
    [
      name,
      `#${String(Math.floor(Math.random() * 0xffffff).toString(16)).padStart(6, '0')}`,
      rotationMinutes !== null,
      rotationMinutes ?? 0,
    ],
  )
  for (const userId of Object.values(attendants)) {
    await sql('insert into user_queues (user_id, queue_id, company_id) values (?, ?, 1)', [userId, queue!.id])
  }
  return queue!.id
}

/** A waiting ticket of a new contact in the queue. */
async function waitingTicket(queueId: number) {
  numbers += 1
  const contact = await admin.post('/api/contacts', {
    name: `Fila ${numbers}`,
    number: `55119${60000000 + numbers}`,
  })
  const [ticket] = await sql<{ id: number }>(
    `insert into tickets (uuid, company_id, contact_id, connection_id, status, queue_id, channel, created_at, updated_at)
     values (gen_random_uuid(), 1, ?, ?, 'pending', ?, 'whatsapp', now(), now()) returning id`,
    [contact.body.id, connectionId, queueId],
  )
  return ticket!.id
}

const ownerOf = async (ticketId: number) =>
  (
    await sql<{ user_id: number | null; status: string }>(
      'select user_id, status from tickets where id = ?',
      [ticketId],
    )
  )[0]!

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin], clock })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  await channel.customer(testApp)
  connectionId = (await sql<{ id: number }>(`select id from connections where provider = 'test-channel'`))[0]!
    .id
  attendants.first = (await createUser(testApp, { name: 'Ana' })).id
  attendants.second = (await createUser(testApp, { name: 'Bruno' })).id
  attendants.offline = (await createUser(testApp, { name: 'Carla' })).id
  // Online, and seen far enough ahead that the presence sweep keeps them so while the clock moves.
  await sql(`update users set online = true, last_seen_at = now() + interval '30 days' where id in (?, ?)`, [
    attendants.first,
    attendants.second,
  ])
})
afterAll(() => testApp?.close())

describe('queue rotation', () => {
  it('hands waiting tickets in turn to the online attendants, every tempoRoteador minutes', async () => {
    const queueId = await queueOf('Rodízio', 5)
    const tickets = [await waitingTicket(queueId), await waitingTicket(queueId), await waitingTicket(queueId)]
    await clock.advance(minutes(1))
    await waitFor(async () => (await ownerOf(tickets[2]!)).user_id !== null)
    const owners = await Promise.all(tickets.map(ownerOf))
    expect(owners).toEqual([
      { user_id: attendants.first, status: 'open' },
      { user_id: attendants.second, status: 'open' },
      { user_id: attendants.first, status: 'open' },
    ])

    const later = await waitingTicket(queueId)
    await clock.advance(minutes(2))
    expect(await ownerOf(later)).toEqual({ user_id: null, status: 'pending' })
    await clock.advance(minutes(3))
    // The turn goes on where it stopped: Bruno's.
    await waitFor(async () => (await ownerOf(later)).user_id === attendants.second)
  })
})

describe('userRandom', () => {
  it("gives a queue's waiting tickets to random online attendants, never an offline one", async () => {
    expect((await admin.put('/api/companySettings', { column: 'userRandom', data: 'enabled' })).status).toBe(
      200,
    )
    const queueId = await queueOf('Aleatória', null)
    const tickets = [await waitingTicket(queueId), await waitingTicket(queueId), await waitingTicket(queueId)]
    await clock.advance(minutes(1))
    await waitFor(async () =>
      (await Promise.all(tickets.map(ownerOf))).every((owner) => owner.user_id !== null),
    )
    for (const owner of await Promise.all(tickets.map(ownerOf))) {
      expect([attendants.first, attendants.second]).toContain(owner.user_id)
      expect(owner.status).toBe('open')
    }
    await admin.put('/api/companySettings', { column: 'userRandom', data: 'disabled' })
  })
})

describe('wallets', () => {
  it("sends a contact's new tickets to their wallet owner when DirectTicketsToWallets is on", async () => {
    const number = '5511955550001'
    const contact = await admin.post('/api/contacts', { name: 'Cliente da Carteira', number })
    const put = await admin.put(`/api/contacts/${contact.body.id}`, { walletUserId: attendants.offline })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    expect(put.body.walletUserId).toBe(attendants.offline)
    expect((await admin.get(`/api/contacts/${contact.body.id}`)).body.walletUserId).toBe(attendants.offline)

    // Off: the ticket waits as usual.
    const customer = await channel.customer(testApp, { number })
    await customer.says('Olá, sou cliente antigo')
    const ticketOf = async () =>
      (
        await sql<{ id: number; user_id: number | null; status: string }>(
          'select id, user_id, status from tickets where contact_id = ? order by id desc limit 1',
          [contact.body.id],
        )
      )[0]
    expect(await waitFor(ticketOf)).toMatchObject({ user_id: null, status: 'pending' })
    await sql(`update tickets set status = 'closed' where contact_id = ?`, [contact.body.id])

    expect(
      (await admin.put('/api/companySettings', { column: 'DirectTicketsToWallets', data: 'enabled' })).status,
    ).toBe(200)
    await customer.says('Voltei!')
    await waitFor(async () => (await ticketOf())?.status === 'open')
    expect(await ticketOf()).toMatchObject({ user_id: attendants.offline, status: 'open' })
  })

  it("refuses another company's user as the owner and another company's contact", async () => {
    const otherCompany = await createCompany(testApp, { name: 'Outra Carteira' })
    const stranger = await createUser(testApp, { companyId: otherCompany, profile: 'admin' })
    const contact = await admin.post('/api/contacts', { name: 'Cliente Protegido', number: '5511955550002' })
    const refused = await admin.put(`/api/contacts/${contact.body.id}`, { walletUserId: stranger.id })
    expect(refused.status).toBe(400)
    const other = await new ApiClient(testApp.url).login(stranger)
    const foreign = await other.put(`/api/contacts/${contact.body.id}`, { walletUserId: stranger.id })
    expect(foreign.status).toBe(404)
    expect((await admin.get(`/api/contacts/${contact.body.id}`)).body.walletUserId).toBeNull()
  })
})
