import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import { fakeChannel, openSocket } from '../messages/message-test-kit.ts'
import { BotCompany } from './chatbot-test-kit.ts'

const channel = fakeChannel()
let testApp: TestApp
let company: BotCompany

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channel.plugin] })
})

afterAll(async () => {
  await testApp?.close()
})

// Each test configures a company of its own: queue names are unique per company.
beforeEach(async () => {
  channel.reset()
  company = await BotCompany.start(testApp, channel)
})

afterEach(async () => {
  await company?.close()
})

const greetingByTime = /^(Bom dia|Boa tarde|Boa noite), Maria! Bem-vindo à Loja Centro\.$/

describe('a connection with several queues', () => {
  it('greets with the numbered queue list and takes the ticket to the queue whose number comes back', async () => {
    const sales = await company.queue({
      name: 'Vendas',
      orderQueue: 2,
      greetingMessage: 'Vendas aqui, {{firstName}}!',
    })
    const support = await company.queue({
      name: 'Suporte',
      orderQueue: 1,
      greetingMessage: 'Suporte: {{queue}}.',
    })
    const connection = await company.connection({
      name: 'Loja Centro',
      queueIds: [sales, support],
      greetingMessage: '{{ms}}, {{firstName}}! Bem-vindo à {{connection}}.',
    })
    const admin = await company.attendant('Ana')
    await company.sql.query(`update users set profile = 'admin' where id = $1`, [admin.id])
    const socket = await openSocket(
      testApp.url,
      company.id,
      (await new ApiClient(testApp.url).login(admin)).token!,
    )
    const maria = company.customer(connection, 'Maria Clara')

    await maria.saysAndWaits('Oi, boa tarde')
    const [menu] = maria.received()
    const [greeting, list] = menu!.split('\n\n')
    expect(greeting).toMatch(greetingByTime)
    expect(list).toBe('*1* - Suporte\n*2* - Vendas')
    expect(await maria.ticket()).toMatchObject({
      status: 'pending',
      queue_id: null,
      is_bot: true,
      amount_used_bot_queues: 1,
    })

    await maria.saysAndWaits('2')
    expect(maria.received().slice(1)).toEqual(['Vendas aqui, Maria!'])
    const ticket = await maria.ticket()
    expect(ticket).toMatchObject({
      status: 'pending',
      queue_id: sales,
      user_id: null,
      is_bot: false,
      amount_used_bot_queues: 0,
    })
    expect(await maria.timeline()).toEqual([
      { type: 'create', user_id: null, queue_id: null },
      { type: 'queue', user_id: null, queue_id: sales },
    ])

    // The bot's answers are the ticket's own messages, sent by nobody, and heard live as any message.
    const { rows: sent } = await company.sql.query(
      'select body, from_me, user_id, external_id from messages where ticket_id = $1 and from_me order by id',
      [ticket.id],
    )
    expect(sent.map((row) => [row.body, row.from_me, row.user_id])).toEqual([
      [menu, true, null],
      ['Vendas aqui, Maria!', true, null],
    ])
    expect(sent.every((row) => row.external_id?.startsWith('fake-'))).toBe(true)
    const live = await socket.next(
      `company-${company.id}-appMessage`,
      (payload) => (payload.message as { body: string }).body === 'Vendas aqui, Maria!',
    )
    expect(live).toMatchObject({ action: 'create', message: { fromMe: true }, ticket: { queueId: sales } })
    socket.socket.disconnect()
  })

  it('stops repeating the menu after maxUseBotQueues answers that chose nothing, but still takes a valid number', async () => {
    const sales = await company.queue({ name: 'Vendas', greetingMessage: 'Vendas aqui.' })
    const support = await company.queue({ name: 'Suporte' })
    const connection = await company.connection({
      queueIds: [sales, support],
      greetingMessage: 'Escolha:',
      options: { maxUseBotQueues: 2 },
    })
    const joao = company.customer(connection, 'João')
    await joao.saysAndWaits('oi')
    await joao.saysAndWaits('quero comprar')
    await joao.saysAndWaits('alô?')
    await joao.saysAndWaits('9')
    const menu = 'Escolha:\n\n*1* - Vendas\n*2* - Suporte'
    expect(joao.received()).toEqual([menu, menu])
    expect(await joao.ticket()).toMatchObject({ queue_id: null, is_bot: false, amount_used_bot_queues: 2 })

    await joao.saysAndWaits('1')
    expect(joao.received()).toEqual([menu, menu, 'Vendas aqui.'])
    expect(await joao.ticket()).toMatchObject({ queue_id: sales, amount_used_bot_queues: 0 })
  })

  it('does not repeat the menu within timeUseBotQueues minutes', async () => {
    const connection = await company.connection({
      queueIds: [await company.queue({ name: 'Vendas' }), await company.queue({ name: 'Suporte' })],
      greetingMessage: 'Escolha:',
      options: { timeUseBotQueues: 10 },
    })
    const ana = company.customer(connection, 'Ana')
    await ana.saysAndWaits('oi')
    await ana.saysAndWaits('tem alguém?')
    expect(ana.received()).toHaveLength(1)

    await company.sql.query(
      `update ticket_bot_states set menu_sent_at = now() - interval '11 minutes' where ticket_id = $1`,
      [(await ana.ticket()).id],
    )
    await ana.saysAndWaits('olá??')
    expect(ana.received()).toHaveLength(2)
    expect(await ana.ticket()).toMatchObject({ amount_used_bot_queues: 2 })
  })
})

describe('a connection with one queue', () => {
  it('takes the ticket there with the connection’s and the queue’s greetings (sendGreetingMessageOneQueues)', async () => {
    const only = await company.queue({ name: 'Atendimento', greetingMessage: 'Em que posso ajudar?' })
    const connection = await company.connection({ queueIds: [only], greetingMessage: 'Olá, {{firstName}}!' })
    const bia = company.customer(connection, 'Bia Souza')
    await bia.saysAndWaits('oi')
    expect(bia.received()).toEqual(['Olá, Bia!', 'Em que posso ajudar?'])
    expect(await bia.ticket()).toMatchObject({ queue_id: only, status: 'pending' })
    expect((await bia.timeline()).map((entry) => entry.type)).toEqual(['create', 'queue'])
  })

  it('takes the ticket there silently when sendGreetingMessageOneQueues is disabled', async () => {
    await company.setting('sendGreetingMessageOneQueues', 'disabled')
    const only = await company.queue({ name: 'Atendimento', greetingMessage: 'Em que posso ajudar?' })
    const connection = await company.connection({ queueIds: [only], greetingMessage: 'Olá!' })
    const caio = company.customer(connection, 'Caio')
    await caio.saysAndWaits('oi')
    expect(caio.received()).toEqual([])
    expect(await caio.ticket()).toMatchObject({ queue_id: only, status: 'pending' })
  })
})

describe('who the bot leaves alone', () => {
  it('answers no contact whose bot is disabled, no message of ours, no imported message and no ticket an attendant took', async () => {
    const sales = await company.queue({ name: 'Vendas' })
    const connection = await company.connection({
      queueIds: [sales, await company.queue({ name: 'Suporte' })],
      greetingMessage: 'Escolha:',
    })

    const quiet = company.customer(connection, 'Quieto')
    await quiet.saysAndWaits('primeira')
    await company.sql.query('update contacts set disable_bot = true where number = $1', [quiet.number])
    await quiet.saysAndWaits('1')
    expect(quiet.received()).toHaveLength(1)
    expect(await quiet.ticket()).toMatchObject({ queue_id: null })

    const imported = company.customer(connection, 'Histórico')
    await connection.sink.receive(connection, {
      kind: 'message',
      message: {
        externalId: `old-${imported.number}`,
        contact: imported.contact,
        fromMe: false,
        body: 'mensagem antiga',
        timestamp: new Date(Date.now() - 86_400_000).toISOString(),
        imported: true,
      },
    })
    await connection.sink.receive(connection, {
      kind: 'message',
      message: {
        externalId: `mine-${imported.number}`,
        contact: imported.contact,
        fromMe: true,
        body: 'enviada do celular',
        timestamp: new Date().toISOString(),
      },
    })
    await company.settled()
    expect(imported.received()).toEqual([])

    const taken = company.customer(connection, 'Atendida')
    await taken.saysAndWaits('oi')
    const agent = await company.attendant('Beto')
    await company.sql.query(`update users set profile = 'admin' where id = $1`, [agent.id])
    const api = await new ApiClient(testApp.url).login(agent)
    const { id } = await taken.ticket()
    const accepted = await api.put(`/api/tickets/${id}`, { status: 'open', queueId: sales })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ isBot: false, userId: agent.id })
    await taken.saysAndWaits('2')
    expect(taken.received()).toHaveLength(1)
    expect(await taken.ticket()).toMatchObject({ status: 'open', queue_id: sales, is_bot: false })
  })
})
