import { readFile } from 'node:fs/promises'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import type { InboundTestConnection } from '../inbound/inbound-test-kit.ts'
import { fakeChannel } from '../messages/message-test-kit.ts'
import type { ChatbotServices } from './chatbot-services.ts'
import { BotCompany, type Customer, closedToday } from './chatbot-test-kit.ts'
import { runChatbotTurn } from './run-chatbot-turn.ts'

const channel = fakeChannel()
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

/** A PNG's signature then some bytes: the greeting's type is checked by content (docs/security.md). */
const picture = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('a picture of the shop')])

/** Attaches a file to the connection's greeting as an admin does, through the real route; its stored key. */
async function attachGreetingMedia(connection: InboundTestConnection): Promise<string> {
  const admin = await company.attendant('Ana')
  await company.sql.query(`update users set profile = 'admin' where id = $1`, [admin.id])
  const client = new ApiClient(testApp.url)
  await client.login(admin)
  const form = new FormData()
  form.append('file', new Blob([picture], { type: 'image/png' }), 'loja.png')
  const attached = await client.post(`/api/whatsapp/${connection.id}/media-upload`, form)
  expect(attached.status).toBe(200)
  return attached.body.greetingMediaAttachment
}

/** What the channel was asked to send the customer: each message's kind, text and file type. */
function sends(customer: Customer) {
  return channel.sent
    .filter((call) => call.to.address === customer.number)
    .map(({ message }) => ({ kind: message.kind, body: message.body, file: message.media?.mimeType }))
}

/** The bot's messages on the customer's ticket, as the conversation shows them. */
async function conversation(customer: Customer) {
  const { rows } = await company.sql.query(
    `select body, media_type, media_url from messages where ticket_id = $1 and from_me order by id`,
    [(await customer.ticket()).id],
  )
  return rows as { body: string; media_type: string | null; media_url: string | null }[]
}

async function oneQueueShop(options: Record<string, unknown> = {}) {
  const sales = await company.queue({ name: 'Vendas', greetingMessage: 'Vendas aqui, {{firstName}}.' })
  return company.connection({
    name: 'Loja Centro',
    queueIds: [sales],
    greetingMessage: 'Olá, {{firstName}}! Bem-vinda à {{connection}}.',
    options,
  })
}

describe("the connection's greeting media", () => {
  it('goes out with the greeting as its caption; the queue greeting stays a text', async () => {
    const connection = await oneQueueShop()
    const key = await attachGreetingMedia(connection)
    const maria = company.customer(connection, 'Maria Clara')

    await maria.saysAndWaits('Oi')
    expect(sends(maria)).toEqual([
      { kind: 'media', body: 'Olá, Maria! Bem-vinda à Loja Centro.', file: 'image/png' },
      { kind: 'text', body: 'Vendas aqui, Maria.', file: undefined },
    ])
    const [greeting] = channel.sent.filter((call) => call.to.address === maria.number)
    expect(await readFile(greeting!.message.media!.path)).toEqual(picture)

    // The conversation keeps its own copy: replacing the connection's file leaves it alone.
    const [media, text] = await conversation(maria)
    expect(media).toMatchObject({ body: 'Olá, Maria! Bem-vinda à Loja Centro.', media_type: 'image' })
    expect(media!.media_url).toMatch(new RegExp(`^company${company.id}/`))
    expect(media!.media_url).not.toBe(key)
    expect(text).toEqual({ body: 'Vendas aqui, Maria.', media_type: null, media_url: null })
  })

  it('heads the numbered queue list as its caption; choosing a queue sends no file', async () => {
    const sales = await company.queue({ name: 'Vendas', orderQueue: 1, greetingMessage: 'Vendas aqui.' })
    const support = await company.queue({ name: 'Suporte', orderQueue: 2, greetingMessage: 'Suporte aqui.' })
    const connection = await company.connection({ queueIds: [sales, support], greetingMessage: 'Escolha:' })
    await attachGreetingMedia(connection)
    const joao = company.customer(connection, 'João')

    await joao.saysAndWaits('Oi')
    await joao.saysAndWaits('2')
    expect(sends(joao)).toEqual([
      { kind: 'media', body: 'Escolha:\n\n*1* - Vendas\n*2* - Suporte', file: 'image/png' },
      { kind: 'text', body: 'Suporte aqui.', file: undefined },
    ])
  })

  it('without a file, the greeting is the text it always was', async () => {
    const connection = await oneQueueShop()
    const maria = company.customer(connection, 'Maria Clara')

    await maria.saysAndWaits('Oi')
    expect(sends(maria)).toEqual([
      { kind: 'text', body: 'Olá, Maria! Bem-vinda à Loja Centro.', file: undefined },
      { kind: 'text', body: 'Vendas aqui, Maria.', file: undefined },
    ])
  })

  it('a file missing from storage leaves the greeting as a text', async () => {
    const connection = await oneQueueShop()
    const key = await attachGreetingMedia(connection)
    await testApp.app.kernel.storage.remove(key)
    const maria = company.customer(connection, 'Maria Clara')

    await maria.saysAndWaits('Oi')
    expect(sends(maria)).toEqual([
      { kind: 'text', body: 'Olá, Maria! Bem-vinda à Loja Centro.', file: undefined },
      { kind: 'text', body: 'Vendas aqui, Maria.', file: undefined },
    ])
    expect((await conversation(maria)).map((message) => message.media_url)).toEqual([null, null])
  })

  it('an audio goes first, the greeting after it as a text (audios carry no caption)', async () => {
    const connection = await oneQueueShop()
    const audio = await testApp.app.kernel.storage.save(company.id, Buffer.from('a voice greeting'), {
      fileName: 'boas-vindas.ogg',
      mimeType: 'audio/ogg',
    })
    await company.sql.query(
      `update connections set options = options || jsonb_build_object('greetingMediaAttachment', $1::text) where id = $2`,
      [audio.key, connection.id],
    )
    const maria = company.customer(connection, 'Maria Clara')

    await maria.saysAndWaits('Oi')
    expect(sends(maria)).toEqual([
      { kind: 'media', body: '', file: 'audio/ogg' },
      { kind: 'text', body: 'Olá, Maria! Bem-vinda à Loja Centro.', file: undefined },
      { kind: 'text', body: 'Vendas aqui, Maria.', file: undefined },
    ])
  })

  it('is not sent with the out-of-hours message', async () => {
    await company.setting('scheduleType', 'connection')
    const connection = await oneQueueShop({ schedules: closedToday() })
    await company.sql.query(`update connections set out_of_hours_message = 'Fechados agora.' where id = $1`, [
      connection.id,
    ])
    await attachGreetingMedia(connection)
    const maria = company.customer(connection, 'Maria Clara')

    await maria.saysAndWaits('Oi')
    expect(sends(maria)).toEqual([{ kind: 'text', body: 'Fechados agora.', file: undefined }])
  })

  it('goes out once per greeting, however often the turn runs', async () => {
    const sales = await company.queue({ name: 'Vendas', orderQueue: 1 })
    const support = await company.queue({ name: 'Suporte', orderQueue: 2 })
    const connection = await company.connection({ queueIds: [sales, support], greetingMessage: 'Escolha:' })
    await attachGreetingMedia(connection)
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('Oi')
    const request = { companyId: company.id, ticketId: (await maria.ticket()).id, messageId: 2 ** 50 }

    // The answer that chose nothing gets the list again, greeting and file included: once, though
    // its turn runs three times, and the first turn run again sends nothing.
    await maria.says('hmm')
    await Promise.all([1, 2, 3].map(() => runChatbotTurn(services, request)))
    await company.settled()
    const list = { kind: 'media', body: 'Escolha:\n\n*1* - Vendas\n*2* - Suporte', file: 'image/png' }
    expect(sends(maria)).toEqual([list, list])
    expect((await conversation(maria)).map((message) => message.media_type)).toEqual(['image', 'image'])
  })
})
