import { randomBytes } from 'node:crypto'
import type { InboundContact } from '@atendo/plugin-api'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import { BotCompany, type Customer } from '../chatbot/chatbot-test-kit.ts'
import { type InboundTestConnection, phoneContact, textMessage } from '../inbound/inbound-test-kit.ts'
import { fakeChannel } from '../messages/message-test-kit.ts'
import { audioNotAcceptedReply } from './audio-acceptance.ts'
import { importPeople } from './import-people.ts'

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

/** A voice note as the WhatsApp channel hands it over: media type `audio`, no text. */
function voiceNote(
  externalId: string,
  contact: InboundContact,
  extra: Parameters<typeof textMessage>[3] = {},
) {
  return textMessage(externalId, contact, '', {
    mediaType: 'audio',
    mediaUrl: `${company.id}/media/${externalId}.ogg`,
    data: { voiceNote: true, seconds: 4 },
    ...extra,
  })
}

/** The customer sends a voice note and the pipeline, the bot and the answers are done; its channel id. */
async function sendsVoiceNote(customer: Customer, externalId = `audio-${randomBytes(4).toString('hex')}`) {
  await customer.connection.sink.receive(customer.connection, voiceNote(externalId, customer.contact))
  await company.settled()
  return externalId
}

async function contactOf(number: string) {
  const { rows } = await company.sql.query<{ id: number; accept_audio_message: boolean }>(
    'select id, accept_audio_message from contacts where company_id = $1 and number = $2',
    [company.id, number],
  )
  return rows[0]
}

async function setAcceptsAudio(number: string, accepts: boolean) {
  await company.sql.query(
    'update contacts set accept_audio_message = $1 where company_id = $2 and number = $3',
    [accepts, company.id, number],
  )
}

/** The customer's messages as the conversation shows them, oldest first. */
async function conversation(customer: Customer) {
  const { rows } = await company.sql.query<{ body: string; media_type: string | null; from_me: boolean }>(
    `select m.body, m.media_type, m.from_me from messages m join tickets t on t.id = m.ticket_id
      where t.id = $1 order by m.id`,
    [(await customer.ticket()).id],
  )
  return rows
}

/** A shop whose connection offers no queue: the bot stays silent, only the audio rule talks. */
function quietShop(): Promise<InboundTestConnection> {
  return company.connection({ name: 'Loja Centro', queueIds: [] })
}

describe('whether a new contact accepts audio', () => {
  it('follows acceptAudioMessageContact for contacts a first message creates, and leaves existing ones alone', async () => {
    const connection = await quietShop()
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('Oi')
    expect((await contactOf(maria.number))?.accept_audio_message).toBe(true)

    await company.setting('acceptAudioMessageContact', 'disabled')
    const joao = company.customer(connection, 'João')
    await joao.saysAndWaits('Bom dia')
    expect((await contactOf(joao.number))?.accept_audio_message).toBe(false)
    await maria.saysAndWaits('Ainda estou aqui')
    expect((await contactOf(maria.number))?.accept_audio_message).toBe(true)

    await company.setting('acceptAudioMessageContact', 'enabled')
    const ana = company.customer(connection, 'Ana')
    await ana.saysAndWaits('Olá')
    expect((await contactOf(ana.number))?.accept_audio_message).toBe(true)
    expect((await contactOf(joao.number))?.accept_audio_message).toBe(false)
  })

  it('follows it for contacts added with POST /api/contacts, unless the form says', async () => {
    const admin = await company.attendant('Ana')
    await company.sql.query(`update users set profile = 'admin' where id = $1`, [admin.id])
    const client = new ApiClient(testApp.url)
    await client.login(admin)
    const add = async (number: string, extra: Record<string, unknown> = {}) => {
      const answer = await client.post('/api/contacts', { name: 'Cliente', number, ...extra })
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      return answer.body.acceptAudioMessage as boolean
    }

    expect(await add('5511911110001')).toBe(true)
    await company.setting('acceptAudioMessageContact', 'disabled')
    expect(await add('5511911110002')).toBe(false)
    expect(await add('5511911110003', { acceptAudioMessage: true })).toBe(true)
    expect((await contactOf('5511911110001'))?.accept_audio_message).toBe(true)
    expect((await contactOf('5511911110002'))?.accept_audio_message).toBe(false)
  })

  it('follows it for imported contacts', async () => {
    await company.setting('acceptAudioMessageContact', 'disabled')
    const outcome = await importPeople(testApp.app.kernel, company.id, [
      { name: 'Importada', number: '5511922220001' },
    ])
    expect(outcome.created).toBe(1)
    expect((await contactOf('5511922220001'))?.accept_audio_message).toBe(false)
  })
})

describe('an audio from a contact who does not accept audio', () => {
  it('is stored and shown, and answered once, also when the channel delivers it again', async () => {
    const connection = await quietShop()
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('Oi')
    await setAcceptsAudio(maria.number, false)

    const externalId = await sendsVoiceNote(maria)
    expect(maria.received()).toEqual([audioNotAcceptedReply])
    expect(await conversation(maria)).toEqual([
      { body: 'Oi', media_type: null, from_me: false },
      { body: '', media_type: 'audio', from_me: false },
      { body: audioNotAcceptedReply, media_type: null, from_me: true },
    ])
    // The attendants still have the audio to listen to.
    const ticket = await company.sql.query('select unread_messages from tickets where id = $1', [
      (await maria.ticket()).id,
    ])
    expect(ticket.rows[0].unread_messages).toBe(2)

    await sendsVoiceNote(maria, externalId)
    expect(maria.received()).toEqual([audioNotAcceptedReply])
    expect(await conversation(maria)).toHaveLength(3)

    await sendsVoiceNote(maria)
    expect(maria.received()).toEqual([audioNotAcceptedReply, audioNotAcceptedReply])
  })

  it("is answered before the queue chatbot's answer, which still comes", async () => {
    await company.setting('acceptAudioMessageContact', 'disabled')
    const sales = await company.queue({ name: 'Vendas' })
    const support = await company.queue({ name: 'Suporte' })
    const connection = await company.connection({
      name: 'Loja Centro',
      queueIds: [sales, support],
      greetingMessage: 'Olá! Escolha:',
    })
    const joao = company.customer(connection, 'João')

    await sendsVoiceNote(joao)
    expect((await contactOf(joao.number))?.accept_audio_message).toBe(false)
    const [first, ...rest] = joao.received()
    expect(first).toBe(audioNotAcceptedReply)
    expect(rest).toHaveLength(1)
    expect(rest[0]).toContain('Olá! Escolha:')
    expect(rest[0]).toContain('*1* - Vendas')
  })
})

describe('no audio answer', () => {
  it('for a contact who accepts audio', async () => {
    const maria = company.customer(await quietShop(), 'Maria Clara')
    await sendsVoiceNote(maria)
    expect((await contactOf(maria.number))?.accept_audio_message).toBe(true)
    expect(maria.received()).toEqual([])
    expect((await conversation(maria)).map((message) => message.media_type)).toEqual(['audio'])
  })

  it('for a text from a contact who does not accept audio', async () => {
    await company.setting('acceptAudioMessageContact', 'disabled')
    const maria = company.customer(await quietShop(), 'Maria Clara')
    await maria.saysAndWaits('Oi, tudo bem?')
    expect((await contactOf(maria.number))?.accept_audio_message).toBe(false)
    expect(maria.received()).toEqual([])
  })

  it('for an audio in a group, nor for one of a history import', async () => {
    await company.setting('acceptAudioMessageContact', 'disabled')
    const connection = await quietShop()
    await company.sql.query('update connections set allow_group = true where id = $1', [connection.id])
    const maria = company.customer(connection, 'Maria Clara')
    const groupId = `1203630${randomBytes(5).toString('hex')}@g.us`

    await connection.sink.receive(
      connection,
      voiceNote(`group-audio-${randomBytes(4).toString('hex')}`, maria.contact, {
        group: { id: groupId, name: 'Família' },
        participant: maria.contact,
      }),
    )
    await company.settled()
    expect((await contactOf(maria.number))?.accept_audio_message).toBe(false)
    const { rows } = await company.sql.query(
      `select m.media_type from messages m join contacts c on c.id = m.contact_id
        where c.company_id = $1 and c.number = $2`,
      [company.id, maria.number],
    )
    expect(rows).toEqual([{ media_type: 'audio' }])

    const other = phoneContact(
      `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      'Histórico',
    )
    await connection.sink.receive(
      connection,
      voiceNote(`imported-audio-${randomBytes(4).toString('hex')}`, other, { imported: true }),
    )
    await company.settled()
    expect(channel.sent).toEqual([])
  })
})
