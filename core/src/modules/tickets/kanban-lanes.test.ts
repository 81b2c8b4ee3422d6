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
const lanes = { waiting: 0, followUp: 0, answered: 0 }

const hours = (count: number) => count * 60 * 60_000
const sql = <T>(query: string, params: unknown[] = []) => operatorEm(testApp).execute<T[]>(query, params)

async function lane(name: string, fields: Record<string, unknown> = {}) {
  const [row] = await sql<{ id: number }>(
    `insert into tags (company_id, name, color, kanban, time_lane, next_lane_id, rollback_lane_id, greeting_message_lane, created_at, updated_at)
     values (1, ?, '#123456', 1, ?, ?, ?, ?, now(), now()) returning id`,
    [
      name,
      fields.timeLane ?? 0,
      fields.nextLaneId ?? null,
      fields.rollbackLaneId ?? null,
      fields.greeting ?? null,
    ],
  )
  return row!.id
}

const lanesOf = async (ticketId: number) =>
  (
    await sql<{ tag_id: number }>('select tag_id from ticket_tags where ticket_id = ? order by tag_id', [
      ticketId,
    ])
  ).map((row) => row.tag_id)

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin], clock })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  lanes.answered = await lane('Respondeu')
  lanes.followUp = await lane('Retorno', {
    greeting: 'Olá! Conseguiu ver nossa proposta?',
    rollbackLaneId: lanes.answered,
  })
  lanes.waiting = await lane('Proposta enviada', { timeLane: 2, nextLaneId: lanes.followUp })
})
afterAll(() => testApp?.close())

describe('kanban lanes', () => {
  it('move a ticket to nextLaneId after timeLane hours with its greeting, and back to rollbackLaneId when the customer answers', async () => {
    const customer = await channel.customer(testApp, { name: 'Paula' })
    await customer.says('Quero uma proposta')
    const ticketId = await waitFor(async () => {
      const [ticket] = await sql<{ id: number }>(
        'select t.id from tickets t join contacts c on c.id = t.contact_id where c.number = ?',
        [customer.number],
      )
      return ticket?.id
    })
    expect((await admin.put(`/api/ticket-tags/${ticketId}/${lanes.waiting}`)).status).toBe(200)

    await clock.advance(hours(1))
    expect(await lanesOf(ticketId)).toEqual([lanes.waiting])
    await clock.advance(hours(1) + 60_000)
    await waitFor(async () => (await lanesOf(ticketId))[0] === lanes.followUp)
    await waitFor(() => customer.received().includes('Olá! Conseguiu ver nossa proposta?'))
    await clock.advance(hours(3))
    expect(customer.received()).toEqual(['Olá! Conseguiu ver nossa proposta?'])

    await customer.says('Vi sim, vamos fechar')
    await waitFor(async () => (await lanesOf(ticketId))[0] === lanes.answered)
    expect(await lanesOf(ticketId)).toEqual([lanes.answered])

    // The inbox and the board take one tag off (a drag: off the lane, onto the target).
    expect((await admin.delete(`/api/ticket-tags/${ticketId}/${lanes.answered}`)).status).toBe(200)
    expect(await lanesOf(ticketId)).toEqual([])
  })

  it("keeps another company off this company's tickets and lanes", async () => {
    const customer = await channel.customer(testApp, { name: 'Rita' })
    await customer.says('Oi')
    const ticketId = await waitFor(async () => {
      const [ticket] = await sql<{ id: number }>(
        'select t.id from tickets t join contacts c on c.id = t.contact_id where c.number = ?',
        [customer.number],
      )
      return ticket?.id
    })
    await admin.put(`/api/ticket-tags/${ticketId}/${lanes.answered}`)
    const otherCompany = await createCompany(testApp, { name: 'Outra Kanban' })
    const other = await new ApiClient(testApp.url).login(
      await createUser(testApp, { companyId: otherCompany, profile: 'admin' }),
    )
    expect((await other.delete(`/api/ticket-tags/${ticketId}/${lanes.answered}`)).status).toBe(404)
    expect((await other.put(`/api/ticket-tags/${ticketId}/${lanes.waiting}`)).status).toBe(404)
    expect(await lanesOf(ticketId)).toEqual([lanes.answered])
  })
})
