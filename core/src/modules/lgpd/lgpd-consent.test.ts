import { existsSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp, waitFor } from '../../testing/index.ts'
import { BotCompany, type Customer } from '../chatbot/chatbot-test-kit.ts'
import { phoneContact, textMessage } from '../inbound/inbound-test-kit.ts'
import { processInboundEvent } from '../inbound/process-inbound-event.ts'
import { fakeChannel, openSocket } from '../messages/message-test-kit.ts'
import { conversationSeed } from '../tickets/testing-seed.ts'
import { consentReplyOf } from './answer-consent.ts'
import {
  consentInstructions,
  consentRefusedReply,
  defaultConsentMessage,
  maxConsentRepeats,
  obfuscatedMessageBody,
} from './consent-texts.ts'

/**
 * The LGPD consent dialog of docs/lgpd.md: customers write through the real inbound pipeline, the
 * fake channel (at the channel edge) records what they are sent, admins and attendants use the API.
 */

const channel = fakeChannel()
let testApp: TestApp
let company: BotCompany

const link = 'https://loja.example/privacidade'
const consent = `Olá, Maria! A Loja Centro trata seus dados conforme a LGPD.\n\nPolítica de privacidade: ${link}\n\n${consentInstructions}`
const queueList = 'Olá, Maria! Bem-vinda à Loja Centro.\n\n*1* - Vendas\n*2* - Suporte'

type Connection = Awaited<ReturnType<BotCompany['connection']>>

interface Shop {
  sales: number
  support: number
  connection: Connection
  admin: ApiClient
}

/**
 * A company asking for consent: two queues, a connection with its own consent text and a greeting,
 * the company's link, and an admin.
 */
async function shop(connectionOptions: Record<string, unknown> = {}): Promise<Shop> {
  await company.setting('enableLGPD', 'enabled')
  await company.setting('lgpdMessage', 'Texto da empresa, {{firstName}}.')
  await company.setting('lgpdLink', link)
  const sales = await company.queue({ name: 'Vendas', greetingMessage: 'Vendas, pois não?' })
  const support = await company.queue({ name: 'Suporte', greetingMessage: 'Suporte, pois não?' })
  const connection = await company.connection({
    name: 'Loja Centro',
    queueIds: [sales, support],
    greetingMessage: 'Olá, {{firstName}}! Bem-vinda à {{connection}}.',
    options: {
      lgpdMessage: 'Olá, {{firstName}}! A {{connection}} trata seus dados conforme a LGPD.',
      ...connectionOptions,
    },
  })
  const user = await conversationSeed(company.sql).user({ companyId: company.id, profile: 'admin' })
  const admin = await new ApiClient(testApp.url).login(user)
  return { sales, support, connection, admin }
}

async function ticketsOf(customer: Customer) {
  const { rows } = await company.sql.query(
    `select t.id, t.uuid, t.status, t.queue_id, t.user_id, t.lgpd_consent_asks,
            (select array_agg(m.body order by m.id) from messages m where m.ticket_id = t.id and not m.from_me) as said
       from tickets t join contacts c on c.id = t.contact_id
      where c.number = $1 and t.company_id = $2 order by t.id`,
    [customer.number, company.id],
  )
  return rows as {
    id: number
    uuid: string
    status: string
    queue_id: number | null
    user_id: number | null
    lgpd_consent_asks: number
    said: string[] | null
  }[]
}

async function acceptedAt(customer: Customer): Promise<Date | null> {
  const { rows } = await company.sql.query(
    'select lgpd_accepted_at from contacts where number = $1 and company_id = $2',
    [customer.number, company.id],
  )
  return rows[0]?.lgpd_accepted_at ?? null
}

async function timelineOf(ticketId: number): Promise<{ type: string; user_id: number | null }[]> {
  const { rows } = await company.sql.query(
    'select type, user_id from ticket_logs where ticket_id = $1 order by id',
    [ticketId],
  )
  return rows
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

describe('reading an answer to the consent question', () => {
  it('reads 1 and 2 as leniently as a menu choice, and nothing else', () => {
    expect(['1', ' 1 ', '*1*', '1.', '1)'].map(consentReplyOf)).toEqual(Array(5).fill('accept'))
    expect(['2', '*2*', '2)'].map(consentReplyOf)).toEqual(Array(3).fill('refuse'))
    expect(['0', '#', '3', '12', 'sim', '1 2', ''].map(consentReplyOf)).toEqual(Array(7).fill('other'))
  })
})

describe('a new ticket with enableLGPD on', () => {
  it('waits as lgpd and asks for consent with the connection’s text, the link and the instructions', async () => {
    const { connection } = await shop()
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('Oi, quero comprar')
    expect(maria.received()).toEqual([consent])
    const [ticket, ...others] = await ticketsOf(maria)
    expect(others).toEqual([])
    expect(ticket).toMatchObject({
      status: 'lgpd',
      queue_id: null,
      lgpd_consent_asks: 1,
      said: ['Oi, quero comprar'],
    })
    expect(await timelineOf(ticket!.id)).toEqual([{ type: 'create', user_id: null }])
    // The queue chatbot leaves it alone: nothing waits for it.
    const { rows } = await company.sql.query(
      'select count(*)::int as count from chatbot_inputs where ticket_id = $1',
      [ticket!.id],
    )
    expect(rows[0].count).toBe(0)
  })

  it('falls back to the company’s text and link, then to the default text', async () => {
    const { connection } = await shop({ lgpdMessage: null })
    const maria = company.customer(connection, 'Maria')
    await maria.saysAndWaits('Oi')
    expect(maria.received()).toEqual([
      `Texto da empresa, Maria.\n\nPolítica de privacidade: ${link}\n\n${consentInstructions}`,
    ])

    await company.setting('lgpdMessage', '')
    await company.setting('lgpdLink', '')
    const joao = company.customer(connection, 'João')
    await joao.saysAndWaits('Bom dia')
    expect(joao.received()).toEqual([`${defaultConsentMessage}\n\n${consentInstructions}`])
  })

  it('on 1: records the consent, the ticket starts waiting and the chatbot greets with the queue list', async () => {
    const { connection, sales } = await shop()
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('Oi')
    const before = new Date()
    await maria.saysAndWaits('*1*')
    expect(maria.received()).toEqual([consent, queueList])
    const [ticket] = await ticketsOf(maria)
    expect(ticket).toMatchObject({ status: 'pending', user_id: null, said: ['Oi', '*1*'] })
    const accepted = await acceptedAt(maria)
    expect(accepted).not.toBeNull()
    expect(accepted!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000)
    expect(await timelineOf(ticket!.id)).toEqual([
      { type: 'create', user_id: null },
      { type: 'pending', user_id: null },
    ])

    // From here on it is the queue chatbot's conversation: 1 now chooses the first queue.
    await maria.saysAndWaits('1')
    expect(maria.received()).toEqual([consent, queueList, 'Vendas, pois não?'])
    expect(await maria.ticket()).toMatchObject({ status: 'pending', queue_id: sales })
  })

  it('does not ask the same contact again on their next ticket, unless the connection always asks', async () => {
    const setup = await shop()
    const maria = company.customer(setup.connection, 'Maria Clara')
    await maria.saysAndWaits('Oi')
    await maria.saysAndWaits('1')
    const [first] = await ticketsOf(maria)
    expect((await setup.admin.put(`/api/tickets/${first!.id}`, { status: 'closed' })).status).toBe(200)

    await maria.saysAndWaits('Oi de novo')
    expect(maria.received()).toEqual([consent, queueList, queueList])
    expect((await ticketsOf(maria)).map((ticket) => ticket.status)).toEqual(['closed', 'pending'])

    // The connection now always asks: the same person is asked although she consented.
    await company.sql.query(
      `update connections set options = options || '{"lgpdAlwaysAsk": true}'::jsonb where id = $1`,
      [setup.connection.id],
    )
    const consentedAt = await acceptedAt(maria)
    const [, second] = await ticketsOf(maria)
    expect((await setup.admin.put(`/api/tickets/${second!.id}`, { status: 'closed' })).status).toBe(200)
    await maria.saysAndWaits('Oi')
    expect(maria.received()).toEqual([consent, queueList, queueList, consent])
    expect((await ticketsOf(maria)).map((ticket) => ticket.status)).toEqual(['closed', 'closed', 'lgpd'])
    await maria.saysAndWaits('1')
    expect((await ticketsOf(maria)).map((ticket) => ticket.status)).toEqual(['closed', 'closed', 'pending'])
    expect((await acceptedAt(maria))!.getTime()).toBeGreaterThan(consentedAt!.getTime())
  })

  it("asks on every new ticket when the company always asks (lgpdConsent), like a connection's lgpdAlwaysAsk", async () => {
    const setup = await shop()
    await company.setting('lgpdConsent', 'enabled')
    const maria = company.customer(setup.connection, 'Maria Clara')
    await maria.saysAndWaits('Oi')
    await maria.saysAndWaits('1')
    const [first] = await ticketsOf(maria)
    expect((await setup.admin.put(`/api/tickets/${first!.id}`, { status: 'closed' })).status).toBe(200)
    await maria.saysAndWaits('Oi de novo')
    expect(maria.received()).toEqual([consent, queueList, consent])
    expect((await ticketsOf(maria)).map((ticket) => ticket.status)).toEqual(['closed', 'lgpd'])
  })

  it('on 2: acknowledges the refusal and closes the ticket, keeping the messages; the next message asks again', async () => {
    const { connection } = await shop()
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('Oi')
    await maria.saysAndWaits('2')
    expect(maria.received()).toEqual([consent, consentRefusedReply])
    const [ticket] = await ticketsOf(maria)
    expect(ticket).toMatchObject({ status: 'closed', user_id: null, said: ['Oi', '2'] })
    expect(await acceptedAt(maria)).toBeNull()
    expect(await timelineOf(ticket!.id)).toEqual([
      { type: 'create', user_id: null },
      { type: 'closed', user_id: null },
    ])
    const { rows } = await company.sql.query(
      'select count(*)::int as count from ticket_rating_requests where ticket_id = $1',
      [ticket!.id],
    )
    expect(rows[0].count).toBe(0)

    await maria.saysAndWaits('Mudei de ideia')
    expect(maria.received()).toEqual([consent, consentRefusedReply, consent])
    expect((await ticketsOf(maria)).map((row) => row.status)).toEqual(['closed', 'lgpd'])
  })

  it('on 2 with lgpdObfuscate: hides what the contact wrote and deletes their files', async () => {
    const { connection } = await shop({ lgpdObfuscate: true })
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('Meu CPF é 123.456.789-00')
    const photo = await testApp.app.kernel.storage.save(company.id, Buffer.from('foto'), {
      fileName: 'documento.jpg',
      mimeType: 'image/jpeg',
    })
    await connection.sink.receive(
      connection,
      textMessage(`photo-${Date.now()}`, maria.contact, '', { mediaType: 'image', mediaUrl: photo.key }),
    )
    await company.settled()
    await maria.saysAndWaits('2')

    expect(maria.received()).toEqual([consent, consent, consentRefusedReply])
    const [ticket] = await ticketsOf(maria)
    expect(ticket).toMatchObject({
      status: 'closed',
      said: [obfuscatedMessageBody, obfuscatedMessageBody, obfuscatedMessageBody],
    })
    const { rows } = await company.sql.query(
      `select from_me, body, media_url, media_type from messages where ticket_id = $1 order by id`,
      [ticket!.id],
    )
    expect(
      rows.filter((row) => !row.from_me).every((row) => row.media_url === null && row.media_type === null),
    ).toBe(true)
    // Our own messages stay as they were.
    expect(rows.filter((row) => row.from_me).map((row) => row.body)).toEqual([
      consent,
      consent,
      consentRefusedReply,
    ])
    // Nor do the deliveries that brought them: their events keep only their keys.
    const { rows: delivered } = await company.sql.query(
      `select e.payload from inbound_events e join messages m
          on m.connection_id = e.connection_id and m.external_id = e.external_id and e.kind = 'message'
        where m.ticket_id = $1 and not m.from_me order by e.id`,
      [ticket!.id],
    )
    expect(delivered.map((row) => row.payload)).toEqual(
      rows.filter((row) => !row.from_me).map(() => ({ kind: 'message', forgotten: true })),
    )
    expect(JSON.stringify(delivered)).not.toContain('123.456.789-00')
    await waitFor(() => !existsSync(testApp.app.kernel.storage.pathOf(photo.key)))
    const { rows: listed } = await company.sql.query('select last_message from tickets where id = $1', [
      ticket!.id,
    ])
    expect(listed[0].last_message).toBe(consentRefusedReply)
  })

  it(`asks again on any other answer, at most ${maxConsentRepeats} times; 1 and 2 still work after that`, async () => {
    const { connection } = await shop()
    const maria = company.customer(connection, 'Maria')
    await maria.saysAndWaits('Oi')
    for (const answer of ['sim', '3', 'talvez', 'hein?', 'alô']) await maria.saysAndWaits(answer)
    expect(maria.received()).toEqual(Array(1 + maxConsentRepeats).fill(consent))
    expect(await ticketsOf(maria)).toMatchObject([
      { status: 'lgpd', lgpd_consent_asks: 1 + maxConsentRepeats },
    ])

    await maria.saysAndWaits('1')
    expect(maria.received()).toEqual([...Array(1 + maxConsentRepeats).fill(consent), queueList])
    expect(await ticketsOf(maria)).toMatchObject([
      { status: 'pending', said: ['Oi', 'sim', '3', 'talvez', 'hein?', 'alô', '1'] },
    ])
  })

  it('asks a reopened ticket of a contact who never consented (timeCreateNewTicket)', async () => {
    const { connection } = await shop({ timeCreateNewTicket: 60 })
    const maria = company.customer(connection, 'Maria')
    await maria.saysAndWaits('Oi')
    await maria.saysAndWaits('2')
    await maria.saysAndWaits('Voltei')
    expect(maria.received()).toEqual([consent, consentRefusedReply, consent])
    const tickets = await ticketsOf(maria)
    expect(tickets).toMatchObject([{ status: 'lgpd', lgpd_consent_asks: 1, said: ['Oi', '2', 'Voltei'] }])
  })

  it('sends nothing twice and accepts once when messages are delivered or processed twice', async () => {
    const { connection } = await shop()
    const maria = company.customer(connection, 'Maria')
    const first = textMessage(`first-${Date.now()}`, maria.contact, 'Oi')
    const results = [
      await connection.sink.receive(connection, first),
      await connection.sink.receive(connection, first),
    ]
    expect(results.map((result) => result.duplicate)).toEqual([false, true])
    await company.settled()

    const yes = textMessage(`yes-${Date.now()}`, maria.contact, '1')
    await connection.sink.receive(connection, yes)
    await connection.sink.receive(connection, yes)
    await company.settled()
    const { rows } = await company.sql.query(
      `select id from inbound_events where connection_id = $1 and external_id in ($2, $3)`,
      [
        connection.id,
        'message' in first ? first.message.externalId : '',
        'message' in yes ? yes.message.externalId : '',
      ],
    )
    expect(rows).toHaveLength(2)
    const services = { kernel: testApp.app.kernel, log: testApp.app.fastify.log }
    for (const row of rows) {
      await Promise.all([processInboundEvent(services, row.id), processInboundEvent(services, row.id)])
    }
    await company.settled()

    expect(maria.received()).toEqual([consent, queueList])
    expect(await ticketsOf(maria)).toMatchObject([{ status: 'pending', said: ['Oi', '1'] }])
    const [ticket] = await ticketsOf(maria)
    expect((await timelineOf(ticket!.id)).map((entry) => entry.type)).toEqual(['create', 'pending'])
  })

  it('takes two quick answers one after the other', async () => {
    const { connection, sales } = await shop()
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('Oi')
    await Promise.all([maria.says('1'), maria.says('1')])
    await company.settled()
    // The first 1 consents; the second reaches the chatbot, which reads it as the first queue.
    expect(maria.received()).toEqual([consent, queueList, 'Vendas, pois não?'])
    expect(await ticketsOf(maria)).toMatchObject([{ status: 'pending', queue_id: sales }])
    const [ticket] = await ticketsOf(maria)
    expect((await timelineOf(ticket!.id)).filter((entry) => entry.type === 'pending')).toHaveLength(1)
  })
})

describe('when the dialog does not apply', () => {
  it('changes nothing with enableLGPD off: the chatbot greets at once', async () => {
    const { connection } = await shop()
    await company.setting('enableLGPD', 'disabled')
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('Oi')
    expect(maria.received()).toEqual([queueList])
    expect(await ticketsOf(maria)).toMatchObject([{ status: 'pending', lgpd_consent_asks: 0 }])
    await maria.saysAndWaits('1')
    expect(maria.received()).toEqual([queueList, 'Vendas, pois não?'])
    expect(await acceptedAt(maria)).toBeNull()
  })

  it('never asks a group', async () => {
    const { connection } = await shop()
    await company.sql.query(
      `update connections set allow_group = true, group_as_ticket = 'enabled' where id = $1`,
      [connection.id],
    )
    const member = phoneContact('5511955551234', 'Membro')
    const group = { id: `120363${Date.now()}@g.us`, name: 'Família' }
    await connection.sink.receive(
      connection,
      textMessage(`group-${Date.now()}`, member, 'Oi, grupo', { group, participant: member }),
    )
    await company.settled()
    expect(channel.sent).toEqual([])
    const { rows } = await company.sql.query(
      `select t.status, t.is_group from tickets t join contacts c on c.id = t.contact_id where c.number = $1`,
      [group.id],
    )
    expect(rows).toEqual([{ status: 'pending', is_group: true }])
  })

  it('keeps another company’s settings to itself', async () => {
    const { connection } = await shop()
    const other = await BotCompany.start(testApp, channel, 'Outra empresa')
    try {
      const otherQueue = await other.queue({ name: 'Geral' })
      const otherConnection = await other.connection({ name: 'Outra', queueIds: [otherQueue] })
      const ana = other.customer(otherConnection, 'Ana')
      await ana.saysAndWaits('Oi')
      expect(ana.received()).toEqual([])
      expect(
        (
          await other.sql.query(
            `select t.status from tickets t join contacts c on c.id = t.contact_id where c.number = $1`,
            [ana.number],
          )
        ).rows,
      ).toEqual([{ status: 'pending' }])

      await other.setting('enableLGPD', 'enabled')
      const bia = other.customer(otherConnection, 'Bia')
      await bia.saysAndWaits('Oi')
      // Neither this company's text nor its link: the other company wrote none.
      expect(bia.received()).toEqual([`${defaultConsentMessage}\n\n${consentInstructions}`])
    } finally {
      await other.close()
    }
    const maria = company.customer(connection, 'Maria Clara')
    await maria.saysAndWaits('Oi')
    expect(maria.received()).toEqual([consent])
  })
})

describe('tickets waiting for consent in the inbox', () => {
  it('are listed for admins under status=lgpd only, and hidden from attendants', async () => {
    const { connection, admin, sales } = await shop()
    const maria = company.customer(connection, 'Maria')
    await maria.saysAndWaits('Oi')
    const [ticket] = await ticketsOf(maria)
    const ids = (answer: { body: { tickets: { id: number }[] } }) =>
      answer.body.tickets.map((listed) => listed.id)

    const lgpd = await admin.get('/api/tickets?status=lgpd&showAll=true')
    expect(lgpd.status).toBe(200)
    expect(ids(lgpd)).toEqual([ticket!.id])
    expect(lgpd.body.tickets[0].status).toBe('lgpd')
    for (const status of ['pending', 'open']) {
      expect(ids(await admin.get(`/api/tickets?status=${status}&showAll=true`))).not.toContain(ticket!.id)
    }

    const user = await conversationSeed(company.sql).user({
      companyId: company.id,
      queueIds: [sales],
      switches: { allTicket: true, allHistoric: true, allUserChat: true, userClosePendingTicket: true },
    })
    const attendant = await new ApiClient(testApp.url).login(user)
    expect(ids(await attendant.get('/api/tickets?status=lgpd&showAll=true'))).toEqual([])
    expect(ids(await attendant.get('/api/tickets?status=pending&showAll=true'))).not.toContain(ticket!.id)
    expect((await attendant.get(`/api/tickets/u/${ticket!.uuid}`)).status).toBe(404)

    // Once the contact consents it waits like any other ticket, for everyone allowed.
    await maria.saysAndWaits('1')
    expect(ids(await attendant.get('/api/tickets?status=pending&showAll=true'))).toContain(ticket!.id)
    expect(ids(await admin.get('/api/tickets?status=lgpd&showAll=true'))).toEqual([])
  })

  it('can be ignored (closed), not accepted, transferred or edited', async () => {
    const { connection, admin, sales } = await shop()
    const maria = company.customer(connection, 'Maria')
    await maria.saysAndWaits('Oi')
    const [ticket] = await ticketsOf(maria)
    for (const change of [
      { status: 'open', queueId: sales },
      { isTransfered: true, queueId: sales },
      { queueId: sales },
    ]) {
      const refused = await admin.put(`/api/tickets/${ticket!.id}`, change)
      expect(refused.status).toBe(400)
      expect(refused.body.error).toBe('ERR_INVALID_TRANSITION')
    }
    const ignored = await admin.put(`/api/tickets/${ticket!.id}`, { status: 'closed' })
    expect(ignored.status).toBe(200)
    expect(ignored.body.status).toBe('closed')
    expect(await ticketsOf(maria)).toMatchObject([{ status: 'closed' }])
    expect(maria.received()).toEqual([consent])

    // Closed, the ticket no longer waits for an answer: the next message opens a new one.
    await maria.saysAndWaits('1')
    expect((await ticketsOf(maria)).map((row) => row.status)).toEqual(['closed', 'lgpd'])
  })

  it('are announced live to admins only, then to the queue’s attendants once accepted', async () => {
    const { connection, admin } = await shop()
    const user = await conversationSeed(company.sql).user({
      companyId: company.id,
      switches: { allTicket: true },
    })
    const attendant = await new ApiClient(testApp.url).login(user)
    const adminSocket = await openSocket(testApp.url, company.id, admin.token!)
    const attendantSocket = await openSocket(testApp.url, company.id, attendant.token!)
    try {
      const maria = company.customer(connection, 'Maria')
      await maria.saysAndWaits('Oi')
      const ticketEvent = `company-${company.id}-ticket`
      const [ticket] = await ticketsOf(maria)
      const about = (status: string) => (payload: Record<string, unknown>) =>
        (payload.ticket as { id?: number; status?: string } | undefined)?.id === ticket!.id &&
        (payload.ticket as { status?: string }).status === status
      await adminSocket.next(ticketEvent, about('lgpd'))

      await maria.saysAndWaits('1')
      await attendantSocket.next(ticketEvent, about('pending'))
      await adminSocket.next(ticketEvent, about('pending'))
      expect(
        attendantSocket.events.some((entry) => entry.event === ticketEvent && about('lgpd')(entry.payload)),
      ).toBe(false)
      expect(
        attendantSocket.events.some(
          (entry) =>
            entry.event === `company-${company.id}-appMessage` &&
            (entry.payload.ticket as { status?: string } | undefined)?.status === 'lgpd',
        ),
      ).toBe(false)
    } finally {
      adminSocket.socket.close()
      attendantSocket.socket.close()
    }
  })
})
