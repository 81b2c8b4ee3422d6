import { type ChannelProvider, channelProviders, definePlugin } from '@atendo/plugin-api'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import type { TicketStatus } from './entities.ts'
import { type ConversationSeed, conversationSeed } from './testing-seed.ts'
import { actionOf } from './ticket-transitions.ts'

/** What the channel was asked to send, in order. */
const sent: { address: string; body: string }[] = []

const recordingProvider: ChannelProvider = {
  id: 'recording',
  channel: 'whatsapp',
  traits: { groups: true, pairing: false, interactive: false },
  async connect() {},
  async disconnect() {},
  async send({ to, message }) {
    sent.push({ address: to.address, body: message.body })
    return { externalId: `rec-${sent.length}-${Date.now()}`, ack: 1 }
  },
}

const recordingChannel = definePlugin({
  id: 'recording-channel',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ extensions }) {
    extensions.provide(channelProviders, recordingProvider)
  },
})

let testApp: TestApp
let sql: pg.Client
let seed: ConversationSeed

const c = {} as {
  id: number
  sales: number
  support: number
  main: number
  groups: number
  admin: ApiClient
  adminId: number
  agent: ApiClient
  agentId: number
  closer: ApiClient
  closerId: number
  colleagueId: number
}

async function ticketRow(id: number) {
  const { rows } = await sql.query(
    'select status, user_id, queue_id, is_transfered, closed_at, unread_messages from tickets where id = $1',
    [id],
  )
  return rows[0] as
    | {
        status: TicketStatus
        user_id: number | null
        queue_id: number | null
        is_transfered: boolean
        closed_at: Date | null
        unread_messages: number
      }
    | undefined
}

async function logTypes(ticketId: number): Promise<string[]> {
  const { rows } = await sql.query('select type from ticket_logs where ticket_id = $1 order by id', [
    ticketId,
  ])
  return rows.map((row) => row.type)
}

/** A contact with a ticket in the given shape. */
async function freshTicket(
  options: Partial<Parameters<ConversationSeed['ticket']>[0]> & {
    contactName?: string
    isGroupContact?: boolean
  } = {},
) {
  const contactId = await seed.contact({
    companyId: c.id,
    name: options.contactName ?? 'Maria Clara Souza',
    isGroup: options.isGroupContact,
    number: options.isGroupContact ? `1203630${Date.now()}` : undefined,
  })
  const ticket = await seed.ticket({ companyId: c.id, contactId, connectionId: c.main, ...options })
  return { ...ticket, contactId }
}

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [recordingChannel] })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  seed = conversationSeed(sql)
  c.id = await seed.company('Transições')
  const companyId = c.id
  c.sales = await seed.queue({ companyId, name: 'Vendas' })
  c.support = await seed.queue({ companyId, name: 'Suporte' })
  c.main = await seed.connection({
    companyId,
    name: 'Principal',
    isDefault: true,
    provider: 'recording',
    complationMessage: 'Atendimento encerrado, {{firstName}}. Protocolo {{protocol}}.',
  })
  c.groups = await seed.connection({ companyId, name: 'Grupos', provider: 'recording' })
  const admin = await seed.user({ companyId, profile: 'admin', name: 'Ana Admin', queueIds: [c.sales] })
  const agent = await seed.user({ companyId, name: 'Beto Agente', queueIds: [c.sales] })
  const closer = await seed.user({
    companyId,
    name: 'Cris Fecha',
    queueIds: [c.sales],
    switches: { userClosePendingTicket: true },
    farewellMessage: 'Obrigado pelo contato, {{name}}! Até mais, {{userName}}.',
  })
  const colleague = await seed.user({ companyId, name: 'Dora Colega', queueIds: [c.support] })
  c.adminId = admin.id
  c.agentId = agent.id
  c.colleagueId = colleague.id
  c.closerId = closer.id
  c.admin = await new ApiClient(testApp.url).login(admin)
  c.agent = await new ApiClient(testApp.url).login(agent)
  c.closer = await new ApiClient(testApp.url).login(closer)
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

beforeEach(() => {
  sent.length = 0
})

describe('actionOf', () => {
  it('reads each transition of inbox.md §4 from the status asked for', () => {
    expect(actionOf('pending', { status: 'open' })).toBe('accept')
    expect(actionOf('pending', { status: 'group' })).toBe('accept')
    expect(actionOf('open', { status: 'pending' })).toBe('return')
    expect(actionOf('open', { status: 'closed' })).toBe('resolve')
    expect(actionOf('group', { status: 'closed' })).toBe('resolve')
    expect(actionOf('pending', { status: 'closed' })).toBe('ignore')
    expect(actionOf('closed', { status: 'open' })).toBe('reopen')
    expect(actionOf('open', { isTransfered: true, status: 'pending' })).toBe('transfer')
    expect(actionOf('open', { queueId: 3 })).toBe('edit')
    expect(actionOf('closed', { status: 'pending' })).toBeUndefined()
    expect(actionOf('closed', { isTransfered: true })).toBeUndefined()
    expect(actionOf('closed', {})).toBeUndefined()
    expect(actionOf('open', { status: 'group' })).toBeUndefined()
  })
})

describe('POST /api/tickets', () => {
  it('opens a ticket for the caller on the default connection and logs it', async () => {
    const contactId = await seed.contact({ companyId: c.id, name: 'Nova Cliente' })
    const answer = await c.agent.post('/api/tickets', {
      contactId,
      status: 'open',
      queueId: c.sales,
      companyId: 999,
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      contactId,
      status: 'open',
      userId: c.agentId,
      queueId: c.sales,
      whatsappId: c.main,
      companyId: c.id,
      queue: { name: 'Vendas' },
      contact: { name: 'Nova Cliente' },
    })
    expect(answer.body.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(await logTypes(answer.body.id)).toEqual(['create', 'open'])

    // The same attendant asking again simply gets their ticket back.
    const again = await c.agent.post('/api/tickets', { contactId, status: 'open' })
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(answer.body.id)

    // Anyone else is told who holds it.
    const conflict = await c.admin.post('/api/tickets', { contactId, status: 'open' })
    expect(conflict.status).toBe(409)
    expect(conflict.body).toMatchObject({
      code: 'ERR_OTHER_OPEN_TICKET',
      details: {
        ticketId: answer.body.id,
        uuid: answer.body.uuid,
        status: 'open',
        userId: c.agentId,
        user: 'Beto Agente',
        queue: 'Vendas',
      },
    })
    // inbox.md §8: the error is the JSON string the family's clients parse (userId, user, queue).
    expect(JSON.parse(conflict.body.error)).toMatchObject({
      id: answer.body.id,
      uuid: answer.body.uuid,
      status: 'open',
      userId: c.agentId,
      user: { id: c.agentId, name: 'Beto Agente' },
      queue: { name: 'Vendas' },
    })
    const { rows } = await sql.query('select count(*)::int as n from tickets where contact_id = $1', [
      contactId,
    ])
    expect(rows[0].n).toBe(1)
  })

  it('settles concurrent creations on one ticket', async () => {
    const contactId = await seed.contact({ companyId: c.id, name: 'Corrida' })
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => c.admin.post('/api/tickets', { contactId, status: 'open' })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201])
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1)
  })

  it('creates waiting tickets without owner, and group tickets in the group status', async () => {
    const waiting = await c.agent.post('/api/tickets', {
      contactId: await seed.contact({ companyId: c.id }),
      status: 'pending',
      queueId: c.sales,
    })
    expect(waiting.body).toMatchObject({ status: 'pending', userId: null })
    const groupContact = await seed.contact({ companyId: c.id, isGroup: true, number: '120363999' })
    const group = await c.admin.post('/api/tickets', {
      contactId: groupContact,
      status: 'open',
      whatsappId: c.groups,
    })
    expect(group.body).toMatchObject({ status: 'group', isGroup: true, whatsappId: c.groups })
  })

  it('refuses blocked contacts and ids of other companies', async () => {
    const blocked = await seed.contact({ companyId: c.id, active: false })
    const refused = await c.admin.post('/api/tickets', { contactId: blocked, status: 'open' })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('ERR_CONTACT_BLOCKED')

    const otherCompany = await seed.company()
    const foreignContact = await seed.contact({ companyId: otherCompany })
    const foreignConnection = await seed.connection({ companyId: otherCompany })
    const foreignQueue = await seed.queue({ companyId: otherCompany })
    expect((await c.admin.post('/api/tickets', { contactId: foreignContact })).body.error).toBe(
      'ERR_NO_CONTACT_FOUND',
    )
    const mine = await seed.contact({ companyId: c.id })
    const viaForeign = await c.admin.post('/api/tickets', { contactId: mine, whatsappId: foreignConnection })
    expect(viaForeign.status).toBe(404)
    expect(viaForeign.body.error).toBe('ERR_NO_WAPP_FOUND')
    const inForeignQueue = await c.admin.post('/api/tickets', { contactId: mine, queueId: foreignQueue })
    expect(inForeignQueue.status).toBe(400)
    const { rows } = await sql.query(
      'select count(*)::int as n from tickets where contact_id in ($1, $2, $3)',
      [blocked, foreignContact, mine],
    )
    expect(rows[0].n).toBe(0)
  })
})

describe('PUT /api/tickets/:id — accept', () => {
  it('needs a queue, then opens the ticket for the caller and resets unread messages', async () => {
    const ticket = await freshTicket({ status: 'pending', unreadMessages: 4 })
    const refused = await c.admin.put(`/api/tickets/${ticket.id}`, { status: 'open', userId: c.adminId })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ error: 'ERR_QUEUE_REQUIRED', message: 'Selecione uma fila' })
    expect((await ticketRow(ticket.id))!.status).toBe('pending')

    const accepted = await c.admin.put(`/api/tickets/${ticket.id}`, { status: 'open', queueId: c.sales })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({
      status: 'open',
      userId: c.adminId,
      queueId: c.sales,
      unreadMessages: 0,
    })
    expect(await logTypes(ticket.id)).toEqual(['open'])
    expect(sent).toEqual([])
  })

  it('sends the accepted greeting with its variables when sendGreetingAccepted is on', async () => {
    await seed.setting(c.id, 'sendGreetingAccepted', 'enabled')
    await seed.setting(
      c.id,
      'greetingAcceptedMessage',
      '{{ms}}, {{firstName}}! Sou {{userName}} da fila {{queue}} ({{connection}}), protocolo {{protocol}}.',
    )
    try {
      const ticket = await freshTicket({ status: 'pending', queueId: c.sales })
      const accepted = await c.agent.put(`/api/tickets/${ticket.id}`, { status: 'open' })
      expect(accepted.status).toBe(200)
      expect(sent).toHaveLength(1)
      expect(sent[0]!.body).toMatch(
        new RegExp(
          `^(Bom dia|Boa tarde|Boa noite), Maria! Sou Beto Agente da fila Vendas \\(Principal\\), protocolo \\d{8}${ticket.id}\\.$`,
        ),
      )
      const { rows } = await sql.query('select body, from_me from messages where ticket_id = $1', [ticket.id])
      expect(rows).toEqual([{ body: sent[0]!.body, from_me: true }])

      // Group tickets get it only when their connection treats groups as tickets.
      const group = await freshTicket({
        status: 'pending',
        queueId: c.sales,
        isGroup: true,
        isGroupContact: true,
      })
      const groupAccepted = await c.admin.put(`/api/tickets/${group.id}`, { status: 'open' })
      expect(groupAccepted.body.status).toBe('group')
      expect(sent).toHaveLength(1)
    } finally {
      await seed.setting(c.id, 'sendGreetingAccepted', 'disabled')
    }
  })
})

describe('PUT /api/tickets/:id — return, resolve, ignore', () => {
  it('returns an open ticket to its queue without owner', async () => {
    const ticket = await freshTicket({ status: 'open', userId: c.agentId, queueId: c.sales })
    const answer = await c.agent.put(`/api/tickets/${ticket.id}`, { status: 'pending', userId: null })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ status: 'pending', userId: null, queueId: c.sales })
    expect(await logTypes(ticket.id)).toEqual(['pending'])
  })

  it('resolves with the attendant’s farewell, the connection’s, or none when asked', async () => {
    // An admin closing someone else's ticket becomes its owner.
    const byAdmin = await freshTicket({ status: 'open', userId: c.agentId, queueId: c.sales })
    const closedByAdmin = await c.admin.put(`/api/tickets/${byAdmin.id}`, {
      status: 'closed',
      sendFarewellMessage: false,
    })
    expect(closedByAdmin.body).toMatchObject({ status: 'closed', userId: c.adminId })

    const byCloser = await freshTicket({
      status: 'open',
      userId: c.closerId,
      queueId: c.sales,
      contactName: 'Rui Alves',
    })
    const closed = await c.closer.put(`/api/tickets/${byCloser.id}`, { status: 'closed' })
    expect(closed.status).toBe(200)
    expect(closed.body).toMatchObject({ status: 'closed', userId: c.closerId })
    expect((await ticketRow(byCloser.id))!.closed_at).not.toBeNull()
    expect(sent.map((message) => message.body)).toEqual([
      'Obrigado pelo contato, Rui Alves! Até mais, Cris Fecha.',
    ])
    expect(await logTypes(byCloser.id)).toEqual(['closed'])

    sent.length = 0
    const byAgent = await freshTicket({
      status: 'open',
      userId: c.agentId,
      queueId: c.sales,
      contactName: 'Sara Melo',
    })
    await c.agent.put(`/api/tickets/${byAgent.id}`, { status: 'closed' })
    expect(sent.map((message) => message.body)).toEqual([
      `Atendimento encerrado, Sara. Protocolo ${protocolOf(byAgent.id)}.`,
    ])

    sent.length = 0
    const silent = await freshTicket({ status: 'open', userId: c.agentId, queueId: c.sales })
    const quiet = await c.agent.put(`/api/tickets/${silent.id}`, {
      status: 'closed',
      sendFarewellMessage: false,
    })
    expect(quiet.body.status).toBe('closed')
    expect(sent).toEqual([])
  })

  it('refuses to close without a contact tag when requiredTag is on', async () => {
    await seed.setting(c.id, 'requiredTag', 'enabled')
    try {
      const ticket = await freshTicket({ status: 'open', userId: c.agentId, queueId: c.sales })
      const refused = await c.agent.put(`/api/tickets/${ticket.id}`, { status: 'closed' })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({
        error: 'ERR_TAG_REQUIRED',
        message: 'Você deve adicionar uma tag antes de fechar o ticket',
      })
      expect((await ticketRow(ticket.id))!.status).toBe('open')
      expect(await logTypes(ticket.id)).toEqual([])

      await seed.contactTag(c.id, ticket.contactId, await seed.tag({ companyId: c.id }))
      const closed = await c.agent.put(`/api/tickets/${ticket.id}`, {
        status: 'closed',
        sendFarewellMessage: false,
      })
      expect(closed.status).toBe(200)
    } finally {
      await seed.setting(c.id, 'requiredTag', 'disabled')
    }
  })

  it('lets only admins and users with userClosePendingTicket ignore a waiting ticket, without farewell', async () => {
    const ticket = await freshTicket({ status: 'pending', queueId: c.sales })
    const refused = await c.agent.put(`/api/tickets/${ticket.id}`, { status: 'closed' })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('ERR_NO_PERMISSION')
    expect((await ticketRow(ticket.id))!.status).toBe('pending')

    const ignored = await c.closer.put(`/api/tickets/${ticket.id}`, { status: 'closed' })
    expect(ignored.status).toBe(200)
    expect(ignored.body.status).toBe('closed')
    expect(sent).toEqual([])

    const byAdmin = await freshTicket({ status: 'pending', queueId: c.sales })
    expect((await c.admin.put(`/api/tickets/${byAdmin.id}`, { status: 'closed' })).status).toBe(200)
  })

  it('says farewell when ignoring a waiting ticket only under sendFarewellWaitingTicket', async () => {
    await seed.setting(c.id, 'sendFarewellWaitingTicket', 'enabled')
    try {
      const ticket = await freshTicket({ status: 'pending', queueId: c.sales, contactName: 'Lia Prado' })
      const ignored = await c.closer.put(`/api/tickets/${ticket.id}`, { status: 'closed' })
      expect(ignored.body).toMatchObject({ status: 'closed', userId: c.closerId })
      expect(sent.map((message) => message.body)).toEqual([
        'Obrigado pelo contato, Lia Prado! Até mais, Cris Fecha.',
      ])
    } finally {
      await seed.setting(c.id, 'sendFarewellWaitingTicket', 'disabled')
    }
  })
})

/** The protocol variable: opening day (São Paulo) and ticket id. */
function protocolOf(ticketId: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .replaceAll('-', '')
  return `${day}${ticketId}`
}

describe('PUT /api/tickets/:id — reopen', () => {
  it('reopens a closed ticket for the caller', async () => {
    const ticket = await freshTicket({
      status: 'closed',
      userId: c.agentId,
      queueId: c.sales,
      unreadMessages: 2,
    })
    const answer = await c.admin.put(`/api/tickets/${ticket.id}`, { status: 'open' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ status: 'open', userId: c.adminId, unreadMessages: 0 })
    expect((await ticketRow(ticket.id))!.closed_at).toBeNull()
    expect(await logTypes(ticket.id)).toEqual(['reopen'])
  })

  it('answers the other working ticket when the contact already has one on that connection', async () => {
    const closed = await freshTicket({ status: 'closed', userId: c.agentId, queueId: c.sales })
    const working = await seed.ticket({
      companyId: c.id,
      contactId: closed.contactId,
      connectionId: c.main,
      status: 'open',
      userId: c.agentId,
      queueId: c.sales,
    })
    const answer = await c.admin.put(`/api/tickets/${closed.id}`, { status: 'open' })
    expect(answer.status).toBe(409)
    expect(JSON.parse(answer.body.error)).toMatchObject({ id: working.id, user: { name: 'Beto Agente' } })
    expect(answer.body).toMatchObject({
      code: 'ERR_OTHER_OPEN_TICKET',
      details: {
        ticketId: working.id,
        uuid: working.uuid,
        userId: c.agentId,
        user: 'Beto Agente',
        queue: 'Vendas',
      },
    })
    expect(await ticketRow(closed.id)).toMatchObject({ status: 'closed', user_id: c.agentId })
    expect(await logTypes(closed.id)).toEqual([])
  })
})

describe('PUT /api/tickets/:id — transfer', () => {
  it('transfers to a queue: waiting, flagged, logged on both sides, with the note sent', async () => {
    const ticket = await freshTicket({ status: 'open', userId: c.agentId, queueId: c.sales })
    const answer = await c.agent.put(`/api/tickets/${ticket.id}`, {
      userId: null,
      queueId: c.support,
      status: 'pending',
      isTransfered: true,
      msgTransfer: 'Vou passar você para o suporte, {{firstName}}.',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      status: 'pending',
      userId: null,
      queueId: c.support,
      isTransfered: true,
    })
    expect(await logTypes(ticket.id)).toEqual(['transfered', 'receivedTransfer'])
    expect(sent.map((message) => message.body)).toEqual(['Vou passar você para o suporte, Maria.'])
    const timeline = await c.admin.get(`/api/tickets-log/${ticket.id}`)
    expect(timeline.body).toMatchObject([
      {
        type: 'transfered',
        user: { id: c.agentId, name: 'Beto Agente' },
        queue: { id: c.sales, name: 'Vendas' },
      },
      { type: 'receivedTransfer', user: null, queue: { id: c.support, name: 'Suporte' } },
    ])
  })

  it('transfers to a user: open for them', async () => {
    const ticket = await freshTicket({ status: 'pending', queueId: c.sales })
    const answer = await c.agent.put(`/api/tickets/${ticket.id}`, {
      userId: c.colleagueId,
      queueId: c.support,
      status: 'open',
      isTransfered: true,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ status: 'open', userId: c.colleagueId, queueId: c.support })
    expect(sent).toEqual([])
    // The agent no longer sees it.
    expect((await c.agent.get(`/api/tickets/${ticket.id}`)).status).toBe(404)
  })

  it("sends the company's transfer message when the queue changes and the toggle is on", async () => {
    await seed.setting(c.id, 'sendMsgTransfTicket', 'enabled')
    await seed.setting(c.id, 'transferMessage', '{{firstName}}, você foi transferido para a fila {{queue}}.')
    try {
      const ticket = await freshTicket({ status: 'open', userId: c.agentId, queueId: c.sales })
      await c.agent.put(`/api/tickets/${ticket.id}`, {
        userId: null,
        queueId: c.support,
        status: 'pending',
        isTransfered: true,
        msgTransfer: 'Até logo!',
      })
      expect(sent.map((message) => message.body)).toEqual([
        'Maria, você foi transferido para a fila Suporte.',
        'Até logo!',
      ])

      // Handing it to someone in the same queue is not a queue change: nothing from the company.
      sent.length = 0
      const sameQueue = await freshTicket({ status: 'open', userId: c.adminId, queueId: c.sales })
      await c.admin.put(`/api/tickets/${sameQueue.id}`, {
        userId: c.agentId,
        queueId: c.sales,
        status: 'open',
        isTransfered: true,
      })
      expect(sent).toEqual([])
    } finally {
      await seed.setting(c.id, 'sendMsgTransfTicket', 'disabled')
      await seed.setting(c.id, 'transferMessage', '')
    }
  })

  it('closes the ticket and goes on in a new one under closeTicketOnTransfer', async () => {
    await seed.setting(c.id, 'closeTicketOnTransfer', 'enabled')
    try {
      const ticket = await freshTicket({
        status: 'open',
        userId: c.agentId,
        queueId: c.sales,
        lastMessage: 'Preciso de ajuda com a fatura',
      })
      const answer = await c.agent.put(`/api/tickets/${ticket.id}`, {
        userId: c.colleagueId,
        queueId: c.support,
        status: 'open',
        isTransfered: true,
        msgTransfer: 'A Dora vai continuar com você.',
      })
      expect(answer.status).toBe(200)
      expect(answer.body.id).not.toBe(ticket.id)
      expect(answer.body).toMatchObject({
        status: 'open',
        userId: c.colleagueId,
        queueId: c.support,
        isTransfered: true,
        lastMessage: 'A Dora vai continuar com você.',
      })
      expect(await ticketRow(ticket.id)).toMatchObject({ status: 'closed', user_id: c.agentId })
      expect((await ticketRow(ticket.id))!.closed_at).not.toBeNull()
      expect(await logTypes(ticket.id)).toEqual(['transfered'])
      expect(await logTypes(answer.body.id)).toEqual(['create', 'receivedTransfer'])
      // The note goes out on the ticket that carries the conversation on.
      const { rows } = await sql.query('select ticket_id, body from messages where body = $1', [
        'A Dora vai continuar com você.',
      ])
      expect(rows).toEqual([{ ticket_id: answer.body.id, body: 'A Dora vai continuar com você.' }])
      // The colleague now has it; the agent no longer does.
      expect((await c.agent.get(`/api/tickets/${answer.body.id}`)).status).toBe(404)

      // Without a user it waits in the new queue, showing the conversation's last message.
      const waiting = await freshTicket({
        status: 'open',
        userId: c.agentId,
        queueId: c.sales,
        lastMessage: 'Preciso de ajuda com a fatura',
      })
      const queued = await c.agent.put(`/api/tickets/${waiting.id}`, {
        userId: null,
        queueId: c.support,
        status: 'pending',
        isTransfered: true,
      })
      expect(queued.body).toMatchObject({
        status: 'pending',
        userId: null,
        queueId: c.support,
        lastMessage: 'Preciso de ajuda com a fatura',
      })
      expect(await ticketRow(waiting.id)).toMatchObject({ status: 'closed' })
    } finally {
      await seed.setting(c.id, 'closeTicketOnTransfer', 'disabled')
    }
  })

  it('needs a queue and a user of the company', async () => {
    const ticket = await freshTicket({ status: 'open', userId: c.adminId })
    const noQueue = await c.admin.put(`/api/tickets/${ticket.id}`, { isTransfered: true, userId: c.agentId })
    expect(noQueue.body.error).toBe('ERR_QUEUE_REQUIRED')
    const foreignUser = await seed.user({ companyId: await seed.company() })
    const stranger = await c.admin.put(`/api/tickets/${ticket.id}`, {
      isTransfered: true,
      queueId: c.sales,
      userId: foreignUser.id,
    })
    expect(stranger.status).toBe(404)
    expect(stranger.body.error).toBe('ERR_NO_USER_FOUND')
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'open', user_id: c.adminId, queue_id: null })
  })
})

describe('PUT /api/tickets/:id — refusals and in-place changes', () => {
  it('refuses transitions the state machine does not have', async () => {
    const closed = await freshTicket({ status: 'closed', userId: c.agentId, queueId: c.sales })
    for (const body of [
      { status: 'pending' },
      { isTransfered: true, queueId: c.sales },
      { queueId: c.support },
    ]) {
      const answer = await c.admin.put(`/api/tickets/${closed.id}`, body)
      expect(answer.status).toBe(400)
      expect(answer.body.error).toBe('ERR_INVALID_TRANSITION')
    }
    const open = await freshTicket({ status: 'open', userId: c.agentId, queueId: c.sales })
    const steal = await c.admin.put(`/api/tickets/${open.id}`, { status: 'open', userId: c.adminId })
    expect(steal.body.error).toBe('ERR_INVALID_TRANSITION')
    expect((await c.admin.put(`/api/tickets/${open.id}`, { status: 'bogus' })).body.error).toBe(
      'ERR_VALIDATION',
    )
    expect(await ticketRow(open.id)).toMatchObject({ status: 'open', user_id: c.agentId })
  })

  it('sets the queue of a ticket opened without one', async () => {
    const ticket = await freshTicket({ status: 'open', userId: c.adminId })
    const answer = await c.admin.put(`/api/tickets/${ticket.id}`, {
      status: 'open',
      userId: c.adminId,
      queueId: c.sales,
      amountUsedBotQueues: 2,
      useIntegration: true,
    })
    expect(answer.body).toMatchObject({ queueId: c.sales, amountUsedBotQueues: 2, useIntegration: true })
    expect(await logTypes(ticket.id)).toEqual(['queue'])
  })

  it('answers 404 for tickets outside the caller scope, changing nothing', async () => {
    const hidden = await freshTicket({ status: 'open', userId: c.colleagueId, queueId: c.support })
    const answer = await c.agent.put(`/api/tickets/${hidden.id}`, { status: 'closed' })
    expect(answer.status).toBe(404)
    expect(answer.body.error).toBe('ERR_NO_TICKET_FOUND')
    expect((await ticketRow(hidden.id))!.status).toBe('open')
  })
})

describe('opening a ticket', () => {
  it('clears unread messages when the owner opens it, and records others looking in', async () => {
    const ticket = await freshTicket({
      status: 'open',
      userId: c.agentId,
      queueId: c.sales,
      unreadMessages: 3,
    })
    const byOwner = await c.agent.get(`/api/tickets/u/${ticket.uuid}`)
    expect(byOwner.body).toMatchObject({ id: ticket.id, unreadMessages: 0 })
    expect((await ticketRow(ticket.id))!.unread_messages).toBe(0)
    expect(await logTypes(ticket.id)).toEqual([])
    await c.admin.get(`/api/tickets/u/${ticket.uuid}`)
    expect(await logTypes(ticket.id)).toEqual(['access'])
  })
})

describe('timeline of a ticket’s life', () => {
  it('records each event type with who and which queue', async () => {
    const contactId = await seed.contact({ companyId: c.id, name: 'Linha do Tempo' })
    const created = await c.agent.post('/api/tickets', { contactId, status: 'pending', queueId: c.sales })
    const id = created.body.id
    await c.agent.put(`/api/tickets/${id}`, { status: 'open' })
    await c.agent.put(`/api/tickets/${id}`, { status: 'pending' })
    await c.agent.put(`/api/tickets/${id}`, { status: 'open' })
    await c.agent.put(`/api/tickets/${id}`, { status: 'closed', sendFarewellMessage: false })
    await c.agent.put(`/api/tickets/${id}`, { status: 'open' })
    const timeline = await c.agent.get(`/api/tickets-log/${id}`)
    expect(timeline.status).toBe(200)
    expect(timeline.body.map((entry: { type: string }) => entry.type)).toEqual([
      'create',
      'open',
      'pending',
      'open',
      'closed',
      'reopen',
    ])
    expect(timeline.body[0]).toMatchObject({
      ticketId: id,
      user: { id: c.agentId, name: 'Beto Agente' },
      queue: { id: c.sales, name: 'Vendas' },
    })
    expect(Date.parse(timeline.body[0].createdAt)).not.toBeNaN()
  })
})

describe('DELETE /api/tickets/:id and POST /api/tickets/closeAll', () => {
  it('lets only admins delete a ticket', async () => {
    const ticket = await freshTicket({ status: 'open', userId: c.agentId, queueId: c.sales })
    const refused = await c.agent.delete(`/api/tickets/${ticket.id}`)
    expect(refused.status).toBe(403)
    expect(await ticketRow(ticket.id)).toBeDefined()
    const deleted = await c.admin.delete(`/api/tickets/${ticket.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ message: 'ticket deleted' })
    expect(await ticketRow(ticket.id)).toBeUndefined()
    expect((await c.admin.delete(`/api/tickets/${ticket.id}`)).status).toBe(404)
  })

  it('closes the working tickets of a status and queues, without farewell, for admins only', async () => {
    const pendingSales = await freshTicket({ status: 'pending', queueId: c.sales })
    const pendingSupport = await freshTicket({ status: 'pending', queueId: c.support })
    const openSales = await freshTicket({ status: 'open', userId: c.agentId, queueId: c.sales })
    expect((await c.agent.post('/api/tickets/closeAll', { status: 'pending' })).status).toBe(403)

    const answer = await c.admin.post('/api/tickets/closeAll', {
      status: 'pending',
      selectedQueueIds: [c.sales],
    })
    expect(answer.status).toBe(200)
    expect(answer.body.closed).toBeGreaterThanOrEqual(1)
    expect((await ticketRow(pendingSales.id))!.status).toBe('closed')
    expect(await logTypes(pendingSales.id)).toEqual(['closed'])
    expect((await ticketRow(pendingSupport.id))!.status).toBe('pending')
    expect((await ticketRow(openSales.id))!.status).toBe('open')
    expect(sent).toEqual([])
  })
})

describe('tenant isolation of ticket changes', () => {
  let other: ApiClient
  let otherTicket: { id: number }

  beforeAll(async () => {
    const companyId = await seed.company()
    other = await new ApiClient(testApp.url).login(await seed.user({ companyId, profile: 'admin' }))
    otherTicket = await seed.ticket({
      companyId,
      contactId: await seed.contact({ companyId }),
      status: 'pending',
    })
  })

  it("answers 404 to another company's ticket ids and leaves them alone", async () => {
    const ticket = await freshTicket({ status: 'pending', queueId: c.sales })
    for (const body of [{ status: 'open' }, { status: 'closed' }, { isTransfered: true, queueId: c.sales }]) {
      const answer = await other.put(`/api/tickets/${ticket.id}`, body)
      expect(answer.status).toBe(404)
      expect(answer.body.error).toBe('ERR_NO_TICKET_FOUND')
    }
    expect((await other.delete(`/api/tickets/${ticket.id}`)).status).toBe(404)
    expect((await other.get(`/api/tickets-log/${ticket.id}`)).status).toBe(404)
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'pending', user_id: null, queue_id: c.sales })

    await other.post('/api/tickets/closeAll', {})
    expect((await ticketRow(ticket.id))!.status).toBe('pending')
    expect((await ticketRow(otherTicket.id))!.status).toBe('closed')
    expect((await c.admin.put(`/api/tickets/${otherTicket.id}`, { status: 'open' })).status).toBe(404)
  })
})
