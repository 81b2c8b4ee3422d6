import { type ChannelProvider, channelProviders, definePlugin } from '@atendo/plugin-api'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { companyEm } from '../../kernel/db/orm.ts'
import { startTestApp, type TestApp } from '../../testing/index.ts'
import { fakeChannel } from '../messages/message-test-kit.ts'
import { chatbotJobs } from './chatbot-jobs.ts'
import type { ChatbotServices } from './chatbot-services.ts'
import { BotCompany, type Customer } from './chatbot-test-kit.ts'
import { leaveReply } from './leave-reply.ts'
import { redirectWaitingTickets } from './redirect-waiting-tickets.ts'
import { runChatbotTurn } from './run-chatbot-turn.ts'

/**
 * The fake channel, slow to send the sales menu as a busy WhatsApp session can be: if two turns of
 * one ticket ran side by side, the second turn's answer would overtake the first turn's.
 */
const channel = fakeChannel()
const slowChannel = definePlugin({
  id: 'slow-channel',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ extensions }) {
    const provider: ChannelProvider = {
      ...channel.provider,
      id: 'slow-channel',
      async send(request) {
        if (request.message.body.startsWith('Vendas:'))
          await new Promise((resolve) => setTimeout(resolve, 300))
        return channel.provider.send(request)
      },
    }
    extensions.provide(channelProviders, provider)
  },
})

const list = 'Escolha:\n\n*1* - Vendas\n*2* - Suporte'
const salesMenu = 'Vendas:\n\n*1* - Planos\n*#* - Voltar ao menu inicial'

/** Two queues; sales has a menu and the company tells the place in line, so entering it takes two answers. */
async function shop(company: BotCompany, connectionOptions: Record<string, unknown> = {}) {
  await company.setting('sendQueuePosition', 'enabled')
  await company.setting('sendQueuePositionMessage', 'Posição: {{position}}')
  const sales = await company.queue({
    name: 'Vendas',
    orderQueue: 1,
    greetingMessage: 'Vendas:',
    menu: [{ name: 'Planos', greetingMessage: 'Planos: Básico e Pro.' }],
  })
  const support = await company.queue({ name: 'Suporte', orderQueue: 2, greetingMessage: 'Suporte aqui.' })
  const connection = await company.connection({
    queueIds: [sales, support],
    greetingMessage: 'Escolha:',
    options: connectionOptions,
  })
  return { sales, support, connection }
}

async function lastCustomerMessage(company: BotCompany, customer: Customer): Promise<number> {
  const { rows } = await company.sql.query(
    'select max(id) as id from messages where ticket_id = $1 and not from_me',
    [(await customer.ticket()).id],
  )
  return Number(rows[0].id)
}

for (const backend of ['in-process', 'BullMQ'] as const) {
  describe(`two quick answers (${backend} jobs)`, () => {
    let testApp: TestApp
    let company: BotCompany

    beforeAll(async () => {
      const env =
        backend === 'BullMQ' ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : undefined
      testApp = await startTestApp({ plugins: [slowChannel], env })
      company = await BotCompany.start(testApp, channel)
    })

    afterAll(async () => {
      await company?.close()
      await testApp?.close()
    })

    it('are handled one after the other, each answer going out after the previous turn’s', async () => {
      channel.reset()
      const { connection, sales } = await shop(company)
      await company.sql.query(`update connections set provider = 'slow-channel' where id = $1`, [
        connection.id,
      ])
      const maria = company.customer(connection, 'Maria')
      await maria.saysAndWaits('oi')
      // "1" enters the sales queue (its menu and the place in line), the next "1" chooses Planos.
      await maria.says('1')
      await maria.says('1')
      await company.settled()
      expect(maria.received()).toEqual([list, salesMenu, 'Posição: 1', 'Planos: Básico e Pro.'])
      expect(await maria.ticket()).toMatchObject({ queue_id: sales })
      expect((await maria.timeline()).map((entry) => entry.type)).toEqual(['create', 'queue', 'chatBot'])
    })
  })
}

describe('bot turns', () => {
  let testApp: TestApp
  let company: BotCompany
  let services: ChatbotServices

  beforeAll(async () => {
    testApp = await startTestApp({ plugins: [channel.plugin] })
    services = { kernel: testApp.app.kernel, log: testApp.app.fastify.log }
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

  it('answer a message once, however often its turn runs', async () => {
    const { connection } = await shop(company)
    const maria = company.customer(connection, 'Maria')
    await maria.says('oi')
    await company.settled()
    const request = {
      companyId: company.id,
      ticketId: (await maria.ticket()).id,
      messageId: await lastCustomerMessage(company, maria),
    }
    await Promise.all([
      runChatbotTurn(services, request),
      runChatbotTurn(services, request),
      chatbotJobs(services).turn.enqueue(request, { jobId: String(request.messageId) }),
      chatbotJobs(services).turn.enqueue(request),
    ])
    await company.settled()
    expect(maria.received()).toEqual([list])
    expect(await maria.ticket()).toMatchObject({ amount_used_bot_queues: 1 })

    // Even while its first turn is still to come, several turns of one message answer it once.
    await maria.says('1')
    await Promise.all([1, 2, 3].map(async () => runChatbotTurn(services, { ...request, messageId: 2 ** 50 })))
    await company.settled()
    expect(maria.received()).toEqual([list, salesMenu, 'Posição: 1'])
  })

  it('take up messages whose turn was lost (a crash after the inbound commit)', async () => {
    const { connection, support } = await shop(company)
    const ana = company.customer(connection, 'Ana')
    await ana.saysAndWaits('oi')
    const { id: ticketId } = await ana.ticket()
    // The message and its pending turn were committed; the job that would have run it died.
    const { rows } = await company.sql.query(
      `insert into messages (company_id, ticket_id, body, from_me, created_at, updated_at)
       values ($1, $2, '2', false, now(), now()) returning id`,
      [company.id, ticketId],
    )
    await company.sql.query(
      `insert into chatbot_inputs (message_id, company_id, ticket_id, created_at) values ($1, $2, $3, now() - interval '2 minutes')`,
      [rows[0].id, company.id, ticketId],
    )
    // Its turn, on the job outbox, handed to a queue that died with the process.
    await company.sql.query(
      `insert into job_outbox (job, payload, company_id, dedupe_key, status, attempts, run_at, dispatched_at, created_at)
       values ('core.chatbot-turn', $1, $2, $3, 'pending', 0, now() - interval '2 minutes', now() - interval '2 minutes', now())`,
      [
        JSON.stringify({ companyId: company.id, ticketId, messageId: Number(rows[0].id) }),
        company.id,
        rows[0].id,
      ],
    )
    expect(await services.kernel.jobOutbox.dispatchDue()).toBe(1)
    await company.settled()
    expect(ana.received()).toEqual([list, 'Suporte aqui.', 'Posição: 1'])
    expect(await ana.ticket()).toMatchObject({ queue_id: support })
  })

  it('send answers a dead process left in the outbox, once', async () => {
    const { connection } = await shop(company)
    const bia = company.customer(connection, 'Bia')
    await bia.saysAndWaits('oi')
    const { id: ticketId } = await bia.ticket()
    // A turn committed its answer (a rating's farewell, say) and the process died before sending it.
    await companyEm(services.kernel.orm, company.id).transactional((tx) =>
      leaveReply(tx, company.id, ticketId, 'Até logo!'),
    )
    // Its safety-net turn is due a minute later: the rest of the test is that minute later.
    await company.sql.query(
      `update job_outbox set run_at = run_at - interval '61 seconds' where job = 'core.chatbot-turn' and dedupe_key = $1`,
      [`answers-${ticketId}`],
    )
    expect(await services.kernel.jobOutbox.dispatchDue()).toBe(1)
    await company.settled()
    expect(bia.received()).toEqual([list, 'Até logo!'])
    expect(await services.kernel.jobOutbox.dispatchDue()).toBe(0)
  })
})

describe('redirect after timeSendQueue', () => {
  let testApp: TestApp
  let company: BotCompany
  let services: ChatbotServices

  beforeAll(async () => {
    testApp = await startTestApp({ plugins: [channel.plugin] })
    services = { kernel: testApp.app.kernel, log: testApp.app.fastify.log }
    company = await BotCompany.start(testApp, channel)
  })

  afterAll(async () => {
    await company?.close()
    await testApp?.close()
  })

  it('moves tickets waiting without a queue for timeSendQueue minutes to sendIdQueue and greets them there', async () => {
    channel.reset()
    const reception = await company.queue({
      name: 'Recepção',
      greetingMessage: 'Recepção: já vamos atender, {{firstName}}.',
    })
    const { connection, sales } = await shop(company, { timeSendQueue: 5, sendIdQueue: reception })
    const backdate = async (customer: Customer, minutes: number) =>
      company.sql.query(`update tickets set created_at = now() - make_interval(mins => $1) where id = $2`, [
        minutes,
        (await customer.ticket()).id,
      ])

    const waiting = company.customer(connection, 'Wagner Espera')
    await waiting.saysAndWaits('oi')
    await backdate(waiting, 6)
    const recent = company.customer(connection, 'Rita Recente')
    await recent.saysAndWaits('oi')
    await backdate(recent, 3)
    const chose = company.customer(connection, 'Carla Escolheu')
    await chose.saysAndWaits('oi')
    await chose.saysAndWaits('1')
    await backdate(chose, 30)

    expect(await redirectWaitingTickets(services)).toBe(1)
    await company.settled()
    expect(waiting.received()).toEqual([list, 'Recepção: já vamos atender, Wagner.', 'Posição: 1'])
    expect(await waiting.ticket()).toMatchObject({ status: 'pending', queue_id: reception, is_bot: false })
    expect((await waiting.timeline()).slice(-1)).toEqual([
      { type: 'redirect', user_id: null, queue_id: reception },
    ])
    expect(await recent.ticket()).toMatchObject({ queue_id: null })
    expect(await chose.ticket()).toMatchObject({ queue_id: sales })

    // Nothing is moved twice.
    expect(await redirectWaitingTickets(services)).toBe(0)
    expect(waiting.received()).toHaveLength(3)
  })
})
