import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../testing/index.ts'
import { fakeChannel } from '../messages/message-test-kit.ts'
import { BotCompany, type Customer, closedToday } from './chatbot-test-kit.ts'

const channel = fakeChannel()
let testApp: TestApp
let company: BotCompany

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

/** Whether a bot turn ever opened on the customer's ticket: every turn that opens one writes its state. */
async function turnsRan(customer: Customer): Promise<boolean> {
  const { rows } = await company.sql.query('select 1 from ticket_bot_states where ticket_id = $1', [
    (await customer.ticket()).id,
  ])
  return rows.length > 0
}

describe('a waiting ticket the bot has nothing to say on (bot-has-nothing-to-do.ts)', () => {
  it('costs no turn on a connection without queues, and the bot speaks once the connection gets queues', async () => {
    const connection = await company.connection({ queueIds: [], greetingMessage: 'Escolha:' })
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('oi')
    await maria.saysAndWaits('alguém?')
    expect(maria.received()).toEqual([])
    expect(await turnsRan(maria)).toBe(false)
    expect(await maria.ticket()).toMatchObject({ status: 'pending', queue_id: null, is_bot: false })

    const sales = await company.queue({ name: 'Vendas', greetingMessage: 'Vendas aqui.' })
    const support = await company.queue({ name: 'Suporte' })
    await company.sql.query(
      'insert into connection_queues (connection_id, queue_id, company_id) values ($1, $2, $4), ($1, $3, $4)',
      [connection.id, sales, support, company.id],
    )
    await maria.saysAndWaits('e agora?')
    expect(maria.received()).toEqual(['Escolha:\n\n*1* - Vendas\n*2* - Suporte'])
    expect(await turnsRan(maria)).toBe(true)
  })

  it("still says the connection's out-of-hours message on a connection without queues", async () => {
    await company.setting('scheduleType', 'connection')
    const connection = await company.connection({
      queueIds: [],
      outOfHoursMessage: 'Estamos fechados.',
      options: { schedules: closedToday() },
    })
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('oi')
    await maria.saysAndWaits('alguém?')
    expect(maria.received()).toEqual(['Estamos fechados.'])
  })

  it("stays quiet in a queue without a menu, and offers the queue's menu once it has one", async () => {
    const sales = await company.queue({ name: 'Vendas' })
    const connection = await company.connection({ queueIds: [sales] })
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('oi')
    await maria.saysAndWaits('alguém?')
    expect(maria.received()).toEqual([])
    expect(await maria.ticket()).toMatchObject({ status: 'pending', queue_id: sales, is_bot: false })

    await company.sql.query(
      `insert into chatbot_options (company_id, queue_id, name, queue_type, position, created_at, updated_at)
       values ($1, $2, 'Pedidos', 'text', 0, now(), now())`,
      [company.id, sales],
    )
    await maria.saysAndWaits('e agora?')
    expect(maria.received()).toEqual(['*1* - Pedidos'])
  })

  it("still says a closed queue's out-of-hours message (scheduleType queue)", async () => {
    await company.setting('scheduleType', 'queue')
    const sales = await company.queue({
      name: 'Vendas',
      outOfHoursMessage: 'Vendas fechadas.',
      schedules: closedToday(),
    })
    const connection = await company.connection({ queueIds: [sales] })
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('oi')
    await maria.saysAndWaits('alguém?')
    expect(maria.received()).toEqual(['Vendas fechadas.'])
  })
})
