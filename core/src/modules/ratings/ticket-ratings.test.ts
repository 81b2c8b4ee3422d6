import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import { BotCompany, type Customer } from '../chatbot/chatbot-test-kit.ts'
import { textMessage } from '../inbound/inbound-test-kit.ts'
import { processInboundEvent } from '../inbound/process-inbound-event.ts'
import { fakeChannel } from '../messages/message-test-kit.ts'
import { emojiRateOf, ratingIn } from '../tickets/rating-scale.ts'
import { conversationSeed } from '../tickets/testing-seed.ts'
import { ratingAnswerHint } from './rating-question.ts'

/**
 * The rating dialog of docs/ratings.md: an attendant resolves a ticket through the API, the
 * customer answers through the real inbound pipeline, and the fake channel (at the channel edge)
 * records what the customer is sent.
 */

const channel = fakeChannel()
let testApp: TestApp
let company: BotCompany

const question = `Como foi seu atendimento com Beto, Maria?\n\n${ratingAnswerHint}`
const farewell = 'Obrigado, Maria! Até logo. Beto'

interface Shop {
  sales: number
  connection: Awaited<ReturnType<BotCompany['connection']>>
  attendantId: number
  attendant: ApiClient
}

/** A company rating its tickets: one queue, one connection with a rating message, one attendant. */
async function shop(connectionOptions: Record<string, unknown> = {}): Promise<Shop> {
  await company.setting('userRating', 'enabled')
  const sales = await company.queue({ name: 'Vendas' })
  const connection = await company.connection({
    name: 'Loja',
    queueIds: [sales],
    options: { expiresTicketNPS: 30, maxUseBotQueuesNPS: 2, ...connectionOptions },
  })
  await company.sql.query(
    `update connections set rating_message = 'Como foi seu atendimento com {{userName}}, {{firstName}}?',
            complation_message = 'Atendimento encerrado.' where id = $1`,
    [connection.id],
  )
  const user = await conversationSeed(company.sql).user({
    companyId: company.id,
    name: 'Beto',
    profile: 'admin',
    farewellMessage: 'Obrigado, {{firstName}}! Até logo. {{userName}}',
  })
  const attendant = await new ApiClient(testApp.url).login(user)
  return { sales, connection, attendantId: user.id, attendant }
}

/** The customer writes, an attendant accepts the ticket and resolves it; the ticket's id and uuid. */
async function attendAndResolve(
  { attendant, sales }: Shop,
  customer: Customer,
  resolve: Record<string, unknown> = { status: 'closed' },
): Promise<{ id: number; uuid: string }> {
  await customer.saysAndWaits('Oi, preciso de ajuda')
  const { id } = await customer.ticket()
  expect((await attendant.put(`/api/tickets/${id}`, { status: 'open', queueId: sales })).status).toBe(200)
  const closed = await attendant.put(`/api/tickets/${id}`, resolve)
  expect(closed.status).toBe(200)
  expect(closed.body.status).toBe('closed')
  return { id, uuid: closed.body.uuid }
}

async function requestsOf(ticketId: number) {
  const { rows } = await company.sql.query(
    `select status, user_id, invalid_answers, expires_at, contact_id, connection_id
       from ticket_rating_requests where ticket_id = $1 order by id`,
    [ticketId],
  )
  return rows
}

async function ratingOf(ticketId: number) {
  const { rows } = await company.sql.query(
    'select company_id, user_id, contact_id, rate from ticket_ratings where ticket_id = $1',
    [ticketId],
  )
  return rows[0]
}

async function ticketsOf(customer: Customer) {
  const { rows } = await company.sql.query(
    `select t.id, t.status, t.user_id, t.unread_messages,
            (select array_agg(m.body order by m.id) from messages m where m.ticket_id = t.id and not m.from_me) as said
       from tickets t join contacts c on c.id = t.contact_id
      where c.number = $1 and t.company_id = $2 order by t.id`,
    [customer.number, company.id],
  )
  return rows as {
    id: number
    status: string
    user_id: number | null
    unread_messages: number
    said: string[]
  }[]
}

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin] })
})

afterAll(async () => {
  await testApp?.close()
})

beforeEach(async () => {
  channel.reset()
  company = await BotCompany.start(testApp, channel)
})

afterEach(async () => {
  await company?.close()
})

describe('the rating scales', () => {
  it('reads a whole number from 0 to 10 as leniently as a menu choice, and nothing else', () => {
    expect(['0', ' 7 ', '*9*', '10.', '8)', '05'].map(ratingIn)).toEqual([0, 7, 9, 10, 8, 5])
    expect(['11', '-1', '9,5', '7.5', 'nota 9', 'nove', '', '10 10'].map(ratingIn)).toEqual(
      Array(8).fill(undefined),
    )
  })

  it('shows 0-2 as 1, 3-4 as 2, 5-6 as 3, 7-8 as 4 and 9-10 as 5 in the list', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(emojiRateOf)).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5])
  })
})

describe('resolving a ticket with ratings on', () => {
  it('asks for a rating instead of the farewell; a 0-10 answer rates the closing attendant, then the farewell goes and the ticket stays closed', async () => {
    const setup = await shop()
    const maria = company.customer(setup.connection, 'Maria Clara')
    const { id, uuid } = await attendAndResolve(setup, maria)
    expect(maria.received()).toEqual([question])
    const [request] = await requestsOf(id)
    expect(request).toMatchObject({ status: 'open', user_id: setup.attendantId, invalid_answers: 0 })
    const expiresInMinutes = (request.expires_at.getTime() - Date.now()) / 60_000
    expect(expiresInMinutes).toBeGreaterThan(29)
    expect(expiresInMinutes).toBeLessThanOrEqual(30)

    await maria.saysAndWaits('9')
    expect(maria.received()).toEqual([question, farewell])
    const [ticket, ...others] = await ticketsOf(maria)
    expect(others).toEqual([])
    expect(ticket).toMatchObject({ id, status: 'closed', user_id: setup.attendantId, unread_messages: 0 })
    expect(ticket!.said).toEqual(['Oi, preciso de ajuda', '9'])
    expect(await ratingOf(id)).toMatchObject({
      company_id: company.id,
      user_id: setup.attendantId,
      contact_id: request.contact_id,
      rate: 9,
    })
    expect((await requestsOf(id)).map((row) => row.status)).toEqual(['rated'])
    const timeline = await maria.timeline()
    expect(timeline.slice(-2)).toEqual([
      { type: 'closed', user_id: setup.attendantId, queue_id: setup.sales },
      { type: 'chatBot', user_id: setup.attendantId, queue_id: setup.sales },
    ])
    const view = await setup.attendant.get(`/api/tickets/u/${uuid}`)
    expect(view.body.userRating).toEqual({ rate: 5 })
    const closedList = await setup.attendant.get('/api/tickets?status=closed&showAll=true')
    expect(closedList.body.tickets.find((listed: { id: number }) => listed.id === id).userRating).toEqual({
      rate: 5,
    })

    // The question is answered: the next message is a new conversation.
    await maria.saysAndWaits('Outra dúvida')
    const after = await ticketsOf(maria)
    expect(after).toHaveLength(2)
    expect(after[1]).toMatchObject({ status: 'pending', said: ['Outra dúvida'] })
    expect(maria.received()).toEqual([question, farewell])
  })

  it('asks again on any other answer, at most maxUseBotQueuesNPS times; then the message starts a new conversation', async () => {
    const setup = await shop({ maxUseBotQueuesNPS: 2 })
    const maria = company.customer(setup.connection, 'Maria')
    const { id } = await attendAndResolve(setup, maria)

    await maria.saysAndWaits('Foi ótimo!')
    await maria.saysAndWaits('11')
    expect(maria.received()).toEqual([question, question, question])
    expect(await requestsOf(id)).toMatchObject([{ status: 'open', invalid_answers: 2 }])
    expect(await ticketsOf(maria)).toMatchObject([
      { id, status: 'closed', said: ['Oi, preciso de ajuda', 'Foi ótimo!', '11'] },
    ])

    await maria.saysAndWaits('Quero falar com alguém')
    expect(maria.received()).toEqual([question, question, question])
    expect(await requestsOf(id)).toMatchObject([{ status: 'dropped', invalid_answers: 2 }])
    expect(await ratingOf(id)).toBeUndefined()
    expect(await ticketsOf(maria)).toMatchObject([
      { id, status: 'closed' },
      { status: 'pending', said: ['Quero falar com alguém'] },
    ])
  })

  it('drops an expired question; the answer is then a message like any other (the reopen window applies)', async () => {
    const setup = await shop({ timeCreateNewTicket: 60 })
    const maria = company.customer(setup.connection, 'Maria')
    const { id } = await attendAndResolve(setup, maria)
    await company.sql.query(
      `update ticket_rating_requests set expires_at = now() - interval '1 minute' where ticket_id = $1`,
      [id],
    )

    await maria.saysAndWaits('8')
    expect(await requestsOf(id)).toMatchObject([{ status: 'expired' }])
    expect(await ratingOf(id)).toBeUndefined()
    // Closed within timeCreateNewTicket: the ticket is reopened to wait in its queue, as always.
    expect(await ticketsOf(maria)).toMatchObject([
      { id, status: 'pending', said: ['Oi, preciso de ajuda', '8'] },
    ])
    expect(maria.received()).toEqual([question])
  })

  it('gives the question a day when the connection leaves expiresTicketNPS at 0', async () => {
    const setup = await shop({ expiresTicketNPS: 0 })
    const { id } = await attendAndResolve(setup, company.customer(setup.connection, 'Maria'))
    const [request] = await requestsOf(id)
    const expiresInMinutes = (request.expires_at.getTime() - Date.now()) / 60_000
    expect(expiresInMinutes).toBeGreaterThan(24 * 60 - 1)
    expect(expiresInMinutes).toBeLessThanOrEqual(24 * 60)
  })

  it('takes only a message on the same connection as the answer', async () => {
    const setup = await shop()
    const maria = company.customer(setup.connection, 'Maria')
    const { id } = await attendAndResolve(setup, maria)
    const other = await company.connection({ name: 'Outra loja', queueIds: [setup.sales] })
    await other.sink.receive(other, textMessage(`other-${Date.now()}`, maria.contact, '10'))
    await company.settled()
    expect(await requestsOf(id)).toMatchObject([{ status: 'open', invalid_answers: 0 }])
    expect(await ratingOf(id)).toBeUndefined()
    const tickets = await ticketsOf(maria)
    expect(tickets).toMatchObject([
      { id, status: 'closed' },
      { status: 'pending', said: ['10'] },
    ])
  })

  it('records an answer delivered twice, or processed twice, once', async () => {
    const setup = await shop()
    const maria = company.customer(setup.connection, 'Maria')
    const { id } = await attendAndResolve(setup, maria)
    const answer = textMessage(`answer-${Date.now()}`, maria.contact, '7')
    const first = await setup.connection.sink.receive(setup.connection, answer)
    const second = await setup.connection.sink.receive(setup.connection, answer)
    expect([first.duplicate, second.duplicate]).toEqual([false, true])
    await company.settled()
    const { rows } = await company.sql.query(
      `select id from inbound_events where connection_id = $1 and external_id = $2`,
      [setup.connection.id, answer.kind === 'message' ? answer.message.externalId : ''],
    )
    const services = { kernel: testApp.app.kernel, log: testApp.app.fastify.log }
    await Promise.all([processInboundEvent(services, rows[0].id), processInboundEvent(services, rows[0].id)])
    await company.settled()

    expect(await ratingOf(id)).toMatchObject({ rate: 7 })
    expect(await ticketsOf(maria)).toMatchObject([
      { id, status: 'closed', said: ['Oi, preciso de ajuda', '7'] },
    ])
    expect(maria.received()).toEqual([question, farewell])
    const { rows: logs } = await company.sql.query(
      `select count(*)::int as count from ticket_logs where ticket_id = $1 and type = 'chatBot'`,
      [id],
    )
    expect(logs[0].count).toBe(1)
  })

  it('lets a ticket reopened by its attendant take the contact’s messages again', async () => {
    const setup = await shop()
    const maria = company.customer(setup.connection, 'Maria')
    const { id } = await attendAndResolve(setup, maria)
    expect((await setup.attendant.put(`/api/tickets/${id}`, { status: 'open' })).status).toBe(200)

    await maria.saysAndWaits('10')
    expect(await ratingOf(id)).toBeUndefined()
    expect(await requestsOf(id)).toMatchObject([{ status: 'dropped' }])
    expect(await ticketsOf(maria)).toMatchObject([
      { id, status: 'open', unread_messages: 1, said: ['Oi, preciso de ajuda', '10'] },
    ])
  })
})

describe('resolving without a rating question', () => {
  it('sends the farewell when the company option userRating is disabled', async () => {
    const setup = await shop()
    await company.setting('userRating', 'disabled')
    const maria = company.customer(setup.connection, 'Maria')
    const { id } = await attendAndResolve(setup, maria)
    expect(maria.received()).toEqual([farewell])
    expect(await requestsOf(id)).toEqual([])
  })

  it('sends the farewell when the connection has no rating message', async () => {
    const setup = await shop()
    await company.sql.query('update connections set rating_message = null where id = $1', [
      setup.connection.id,
    ])
    const maria = company.customer(setup.connection, 'Maria')
    const { id } = await attendAndResolve(setup, maria)
    expect(maria.received()).toEqual([farewell])
    expect(await requestsOf(id)).toEqual([])
  })

  it('sends nothing when the attendant resolves without the farewell', async () => {
    const setup = await shop()
    const maria = company.customer(setup.connection, 'Maria')
    const { id } = await attendAndResolve(setup, maria, { status: 'closed', sendFarewellMessage: false })
    expect(maria.received()).toEqual([])
    expect(await requestsOf(id)).toEqual([])
  })

  it('never asks a group', async () => {
    const setup = await shop()
    const seed = conversationSeed(company.sql)
    const groupId = await seed.contact({
      companyId: company.id,
      isGroup: true,
      number: `1203630${Date.now()}`,
    })
    const group = await seed.ticket({
      companyId: company.id,
      contactId: groupId,
      status: 'group',
      isGroup: true,
      userId: setup.attendantId,
      queueId: setup.sales,
      connectionId: setup.connection.id,
    })
    expect((await setup.attendant.put(`/api/tickets/${group.id}`, { status: 'closed' })).status).toBe(200)
    expect(await requestsOf(group.id)).toEqual([])
  })

  it('does not ask twice for one ticket: rated, reopened and resolved again, it gets the farewell', async () => {
    const setup = await shop()
    const maria = company.customer(setup.connection, 'Maria')
    const { id } = await attendAndResolve(setup, maria)
    await maria.saysAndWaits('6')
    expect((await setup.attendant.put(`/api/tickets/${id}`, { status: 'open' })).status).toBe(200)
    expect((await setup.attendant.put(`/api/tickets/${id}`, { status: 'closed' })).status).toBe(200)
    expect(maria.received()).toEqual([question, farewell, farewell])
    expect((await requestsOf(id)).map((row) => row.status)).toEqual(['rated'])
    expect(await ratingOf(id)).toMatchObject({ rate: 6 })
  })
})
