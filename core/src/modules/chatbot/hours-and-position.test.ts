import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../testing/index.ts'
import { fakeChannel } from '../messages/message-test-kit.ts'
import { alwaysOpen, BotCompany, closedToday } from './chatbot-test-kit.ts'

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

const list = 'Escolha:\n\n*1* - Vendas\n*2* - Suporte'

async function twoQueues(options: { connectionOptions?: Record<string, unknown> } = {}) {
  const sales = await company.queue({ name: 'Vendas', orderQueue: 1, greetingMessage: 'Vendas aqui.' })
  const support = await company.queue({ name: 'Suporte', orderQueue: 2 })
  const connection = await company.connection({
    queueIds: [sales, support],
    greetingMessage: 'Escolha:',
    outOfHoursMessage: 'Estamos fechados, {{firstName}}. Voltamos às 8h.',
    options: options.connectionOptions,
  })
  return { sales, support, connection }
}

describe('out of hours', () => {
  it("scheduleType connection: the connection's out-of-hours message once, and no menu, until it opens", async () => {
    await company.setting('scheduleType', 'connection')
    const { connection } = await twoQueues({ connectionOptions: { schedules: closedToday() } })
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('oi')
    await maria.saysAndWaits('1')
    await maria.saysAndWaits('alguém?')
    expect(maria.received()).toEqual(['Estamos fechados, Maria. Voltamos às 8h.'])
    expect(await maria.ticket()).toMatchObject({ status: 'pending', queue_id: null, is_bot: false })

    await company.sql.query('update connections set options = $1 where id = $2', [
      JSON.stringify({ schedules: alwaysOpen() }),
      connection.id,
    ])
    await maria.saysAndWaits('e agora?')
    expect(maria.received().slice(1)).toEqual([list])
  })

  it("scheduleType company: the company's hours decide, and hours nobody wrote never close", async () => {
    await company.setting('scheduleType', 'company')
    const { connection } = await twoQueues()
    const early = company.customer(connection, 'Bia')
    await early.saysAndWaits('oi')
    expect(early.received()).toEqual([list])

    await company.companySchedules(closedToday())
    const late = company.customer(connection, 'Caio')
    await late.saysAndWaits('oi')
    expect(late.received()).toEqual(['Estamos fechados, Caio. Voltamos às 8h.'])
  })

  it("scheduleType queue: a ticket entering a closed queue gets the queue's out-of-hours message, not its menu", async () => {
    await company.setting('scheduleType', 'queue')
    const night = await company.queue({
      name: 'Plantão',
      orderQueue: 1,
      greetingMessage: 'Plantão:',
      outOfHoursMessage: 'O plantão abre amanhã, {{firstName}}.',
      schedules: closedToday(),
      menu: [{ name: 'Emergência', greetingMessage: 'Ligue 190.' }],
    })
    const day = await company.queue({ name: 'Geral', orderQueue: 2, outOfHoursMessage: 'Fechado.' })
    const connection = await company.connection({ queueIds: [night, day], greetingMessage: 'Escolha:' })
    const ana = company.customer(connection, 'Ana')
    await ana.saysAndWaits('oi')
    await ana.saysAndWaits('1')
    await ana.saysAndWaits('1')
    expect(ana.received()).toEqual(['Escolha:\n\n*1* - Plantão\n*2* - Geral', 'O plantão abre amanhã, Ana.'])
    expect(await ana.ticket()).toMatchObject({ queue_id: night, is_bot: false })

    await company.sql.query('update queues set schedules = $1 where id = $2', [
      JSON.stringify(alwaysOpen()),
      night,
    ])
    await ana.saysAndWaits('bom dia')
    await ana.saysAndWaits('1')
    expect(ana.received().slice(2)).toEqual([
      'Plantão:\n\n*1* - Emergência\n*#* - Voltar ao menu inicial',
      'Ligue 190.',
    ])
  })
})

describe('position in the queue (sendQueuePosition)', () => {
  it('tells each ticket entering a queue its place among the waiting tickets', async () => {
    await company.setting('sendQueuePosition', 'enabled')
    await company.setting(
      'sendQueuePositionMessage',
      '{{firstName}}, você é o {{position}}º da fila {{queue}}.',
    )
    const { connection, sales } = await twoQueues()
    const first = company.customer(connection, 'Primeira Cliente')
    const second = company.customer(connection, 'Segundo Cliente')
    await first.saysAndWaits('oi')
    await second.saysAndWaits('oi')
    await first.saysAndWaits('1')
    await second.saysAndWaits('1')
    expect(first.received()).toEqual([list, 'Vendas aqui.', 'Primeira, você é o 1º da fila Vendas.'])
    expect(second.received()).toEqual([list, 'Vendas aqui.', 'Segundo, você é o 2º da fila Vendas.'])
    expect((await second.ticket()).queue_id).toBe(sales)
  })
})
