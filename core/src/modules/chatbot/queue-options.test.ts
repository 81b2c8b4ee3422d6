import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import type { InboundTestConnection } from '../inbound/inbound-test-kit.ts'
import { fakeChannel } from '../messages/message-test-kit.ts'
import { BotCompany } from './chatbot-test-kit.ts'

const channel = fakeChannel()
let testApp: TestApp
let company: BotCompany
let shop: { connection: InboundTestConnection; sales: number; support: number; beto: number }

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin] })
})

afterAll(async () => {
  await testApp?.close()
})

/** A shop whose sales queue has a menu with one option of each kind. */
beforeEach(async () => {
  channel.reset()
  company = await BotCompany.start(testApp, channel)
  const beto = (await company.attendant('Beto Vendedor')).id
  const support = await company.queue({
    name: 'Suporte',
    orderQueue: 2,
    greetingMessage: 'Suporte técnico, {{firstName}}.',
  })
  const sales = await company.queue({
    name: 'Vendas',
    orderQueue: 1,
    greetingMessage: 'Bem-vindo a {{queue}}!',
    menu: [
      {
        name: 'Planos e preços',
        greetingMessage: 'Nossos planos:',
        options: [
          { name: 'Plano Básico', greetingMessage: 'Básico: R$ 49.' },
          { name: 'Plano Pro', greetingMessage: 'Pro: R$ 99.' },
        ],
      },
      {
        name: 'Falar com vendedor',
        queueType: 'attendent',
        optUserId: beto,
        greetingMessage: 'Vou chamar o Beto.',
      },
      {
        name: 'Problemas técnicos',
        queueType: 'queue',
        optQueueId: support,
        greetingMessage: 'Transferindo.',
      },
      { name: 'Encerrar conversa', closeTicket: true, greetingMessage: 'Até logo, {{firstName}}!' },
      { name: 'Integração externa', queueType: 'integration', greetingMessage: 'Um robô vai atender.' },
    ],
  })
  const connection = await company.connection({ queueIds: [sales, support], greetingMessage: 'Escolha:' })
  shop = { connection, sales, support, beto }
})

afterEach(async () => {
  await company?.close()
})

const queueList = 'Escolha:\n\n*1* - Vendas\n*2* - Suporte'
const salesMenu =
  'Bem-vindo a Vendas!\n\n*1* - Planos e preços\n*2* - Falar com vendedor\n*3* - Problemas técnicos\n' +
  '*4* - Encerrar conversa\n*5* - Integração externa\n*#* - Voltar ao menu inicial'
const plansMenu = 'Nossos planos:\n\n*1* - Plano Básico\n*2* - Plano Pro\n*#* - Voltar'

/** A customer who already chose the sales queue. */
async function inSales() {
  const maria = company.customer(shop.connection, 'Maria Clara')
  await maria.saysAndWaits('oi')
  await maria.saysAndWaits('1')
  expect(maria.received()).toEqual([queueList, salesMenu])
  expect(await maria.ticket()).toMatchObject({ queue_id: shop.sales, is_bot: true })
  return maria
}

describe("a queue's chatbot", () => {
  it('offers sub-menus, answers their last level, repeats a level for other answers and goes back with #', async () => {
    const maria = await inSales()
    await maria.saysAndWaits('1')
    await maria.saysAndWaits('2')
    await maria.saysAndWaits('e o desconto?')
    await maria.saysAndWaits('#')
    await maria.saysAndWaits('0')
    expect(maria.received().slice(2)).toEqual([plansMenu, 'Pro: R$ 99.', plansMenu, salesMenu, queueList])
    expect(await maria.ticket()).toMatchObject({ status: 'pending', queue_id: null, is_bot: true })
    expect(await maria.timeline()).toEqual([
      { type: 'create', user_id: null, queue_id: null },
      { type: 'queue', user_id: null, queue_id: shop.sales },
      { type: 'chatBot', user_id: null, queue_id: shop.sales },
      { type: 'chatBot', user_id: null, queue_id: shop.sales },
      { type: 'queue', user_id: null, queue_id: null },
    ])
  })

  it('hands the ticket to the attendant of an attendent option, as a transfer would', async () => {
    const maria = await inSales()
    await maria.saysAndWaits('2')
    expect(maria.received().slice(2)).toEqual(['Vou chamar o Beto.'])
    expect(await maria.ticket()).toMatchObject({
      status: 'open',
      user_id: shop.beto,
      queue_id: shop.sales,
      is_bot: false,
    })
    expect((await maria.timeline()).slice(2)).toEqual([
      { type: 'chatBot', user_id: null, queue_id: shop.sales },
      { type: 'transfered', user_id: null, queue_id: shop.sales },
      { type: 'receivedTransfer', user_id: shop.beto, queue_id: shop.sales },
    ])
    // Beto has the conversation now: the bot stays out of it.
    await maria.saysAndWaits('1')
    expect(maria.received()).toHaveLength(3)
  })

  it('redirects the ticket to the queue of a queue option and greets it there', async () => {
    const maria = await inSales()
    await maria.saysAndWaits('3')
    expect(maria.received().slice(2)).toEqual(['Transferindo.', 'Suporte técnico, Maria.'])
    expect(await maria.ticket()).toMatchObject({ status: 'pending', queue_id: shop.support, is_bot: false })
    expect((await maria.timeline()).slice(2)).toEqual([
      { type: 'chatBot', user_id: null, queue_id: shop.sales },
      { type: 'redirect', user_id: null, queue_id: shop.support },
    ])
  })

  it('closes the ticket after the message of a closeTicket option; the next message opens a new one', async () => {
    const maria = await inSales()
    const { id } = await maria.ticket()
    await maria.saysAndWaits('4')
    expect(maria.received().slice(2)).toEqual(['Até logo, Maria!'])
    const { rows } = await company.sql.query(
      'select status, user_id, closed_at, is_bot from tickets where id = $1',
      [id],
    )
    expect(rows[0]).toMatchObject({ status: 'closed', user_id: null, is_bot: false })
    expect(rows[0].closed_at).toBeInstanceOf(Date)
    expect((await maria.timeline()).slice(-1)).toEqual([
      { type: 'closed', user_id: null, queue_id: shop.sales },
    ])

    await maria.saysAndWaits('oi de novo')
    expect((await maria.ticket()).id).not.toBe(id)
    expect(maria.received().slice(3)).toEqual([queueList])
  })

  it('greets an integration option and leaves the menu; naming no integration, the attendants have the ticket', async () => {
    const maria = await inSales()
    await maria.saysAndWaits('5')
    expect(maria.received().slice(2)).toEqual(['Um robô vai atender.'])
    expect(await maria.ticket()).toMatchObject({ status: 'pending', queue_id: shop.sales, is_bot: false })
    expect((await maria.timeline()).map((entry) => entry.type)).toEqual(['create', 'queue', 'chatBot'])
  })

  it('offers the menu of a queue an attendant moved the ticket to on the customer’s next message', async () => {
    const joao = company.customer(shop.connection, 'João')
    await joao.saysAndWaits('oi')
    const { id } = await joao.ticket()
    await company.sql.query('update tickets set queue_id = $1 where id = $2', [shop.sales, id])
    await joao.saysAndWaits('olá?')
    expect(joao.received()).toEqual([queueList, salesMenu])
    await joao.saysAndWaits('1')
    expect(joao.received().slice(2)).toEqual([plansMenu])
  })

  it('starts the menu over when an attendant took the ticket and gave it back to the queue', async () => {
    const maria = await inSales()
    await maria.saysAndWaits('1')
    expect(maria.received().slice(2)).toEqual([plansMenu])
    const admin = await company.attendant('Ana Admin')
    await company.sql.query(`update users set profile = 'admin' where id = $1`, [admin.id])
    const api = await new ApiClient(testApp.url).login(admin)
    const { id } = await maria.ticket()
    expect((await api.put(`/api/tickets/${id}`, { status: 'open' })).body).toMatchObject({ isBot: false })
    expect((await api.put(`/api/tickets/${id}`, { status: 'pending' })).status).toBe(200)

    await maria.saysAndWaits('voltei')
    expect(maria.received().slice(3)).toEqual([salesMenu])
  })
})
