import { TEST_ADMIN, waitFor } from '@atendo/core/testing'
import { proto, type WAMessage } from 'baileys'
import { describe, expect, it } from 'vitest'
import { fullSyncChunk, historyText } from './history/fixtures/history-sync.ts'
import { whatsappApp } from './testing/whatsapp-app.ts'

/**
 * What an attendant does in a WhatsApp conversation, through core's HTTP API, with the plugin's
 * provider on a socket double: reactions, typing, replies, calls, failed deliveries and imported
 * history. Core's pipeline stores what the double emits, for real, in PostgreSQL.
 */
const { started, pairedConnection, liveEvents, steps, socketNumber, statusOf, provider } = whatsappApp()

const now = () => Math.floor(Date.now() / 1000)

function textFrom(number: string, id: string, text: string): WAMessage {
  return {
    key: { remoteJid: `${number}@s.whatsapp.net`, fromMe: false, id },
    messageTimestamp: now(),
    pushName: 'Cliente',
    message: { conversation: text },
  }
}

/** A paired connection and a conversation an admin has accepted, with the contact's first message. */
async function openConversation(number: string, body: Record<string, unknown> = {}) {
  const { db } = started()
  const { id: connectionId, socket } = await pairedConnection(body)
  const externalId = `IN-${number}`
  socket.emit('messages.upsert', {
    type: 'notify',
    messages: [textFrom(number, externalId, 'Olá, tudo bem?')],
  })
  const message = await waitFor(async () => {
    const { rows } = await db.query<{ id: number; ticket_id: number }>(
      'select id, ticket_id from messages where connection_id = $1 and external_id = $2',
      [connectionId, externalId],
    )
    return rows[0]
  })
  await db.query(
    `update tickets set status = 'open', user_id = (select id from users where email = $2) where id = $1`,
    [message.ticket_id, TEST_ADMIN.email],
  )
  return { connectionId, socket, ticketId: message.ticket_id, messageId: Number(message.id), externalId }
}

const messagesOfTicket = async (ticketId: number) =>
  (
    await started().db.query(
      `select id, external_id, from_me, body, media_type, is_deleted, ack, send_error, quoted_msg_id
         from messages where ticket_id = $1 order by id`,
      [ticketId],
    )
  ).rows

describe('reactions', () => {
  it('reacts to the contact’s message on WhatsApp, replaces the reaction, and takes it back', async () => {
    const { admin } = started()
    const { connectionId, socket, ticketId, messageId, externalId } = await openConversation('5511911110001')
    const jid = '5511911110001@s.whatsapp.net'

    const liked = await admin.post(`/api/messages/${messageId}/reaction`, { emoji: '👍' })
    expect(liked.status).toBe(200)
    expect(liked.body.reaction).toMatchObject({ body: '👍', mediaType: 'reactionMessage', fromMe: true })
    expect(socket.sent.at(-1)?.content).toEqual({
      react: { text: '👍', key: { remoteJid: jid, id: externalId, fromMe: false } },
    })
    // WhatsApp echoes our reaction back: it is not stored a second time.
    socket.emit('messages.upsert', {
      type: 'append',
      messages: [
        {
          key: { remoteJid: jid, fromMe: true, id: socket.sent.at(-1)!.id },
          messageTimestamp: now(),
          message: {
            reactionMessage: { key: { remoteJid: jid, id: externalId, fromMe: false }, text: '👍' },
          },
        },
      ],
    })

    const loved = await admin.post(`/api/messages/${messageId}/reaction`, { emoji: '❤️' })
    expect(loved.body.reaction.body).toBe('❤️')
    const removed = await admin.post(`/api/messages/${messageId}/reaction`, { emoji: '' })
    expect(removed.body).toEqual({ reaction: null })
    expect(socket.sent.at(-1)?.content).toMatchObject({ react: { text: '' } })

    // The echo reached core (and was left out) before the reactions are counted.
    await provider()!.drained(connectionId)
    const reactions = (await messagesOfTicket(ticketId)).filter((row) => row.media_type === 'reactionMessage')
    expect(
      reactions.map((row) => [row.body, row.from_me, row.is_deleted, Number(row.quoted_msg_id)]),
    ).toEqual([
      ['👍', true, true, messageId],
      ['❤️', true, true, messageId],
    ])
  })

  it('follows the rules of sending: only on an open conversation, only on what reached the channel', async () => {
    const { admin, db } = started()
    const { ticketId, messageId } = await openConversation('5511911110002')
    const note = await admin.post(`/api/messages/${ticketId}`, { body: 'Nota interna', isPrivate: true })
    const refused = await admin.post(`/api/messages/${note.body.messages[0].id}/reaction`, { emoji: '👍' })
    expect([refused.status, refused.body.error]).toEqual([400, 'ERR_VALIDATION'])
    expect((await admin.post(`/api/messages/${messageId}/reaction`, { emoji: 'a\nb' })).status).toBe(400)

    await db.query(`update tickets set status = 'pending' where id = $1`, [ticketId])
    const pending = await admin.post(`/api/messages/${messageId}/reaction`, { emoji: '👍' })
    expect([pending.status, pending.body.error]).toEqual([400, 'ERR_TICKET_NOT_OPEN'])
    const typing = await admin.post(`/api/messages/${ticketId}/typing`, {})
    expect([typing.status, typing.body.error]).toEqual([400, 'ERR_TICKET_NOT_OPEN'])
  })
})

describe('typing presence', () => {
  it('shows the contact the attendant typing, recording, then stopped', async () => {
    const { admin } = started()
    const { socket, ticketId } = await openConversation('5511911110003')
    expect((await admin.post(`/api/messages/${ticketId}/typing`, {})).body).toEqual({ state: 'composing' })
    expect((await admin.post(`/api/messages/${ticketId}/typing`, { state: 'recording' })).status).toBe(200)
    expect((await admin.post(`/api/messages/${ticketId}/typing`, { state: 'paused' })).status).toBe(200)
    expect((await admin.post(`/api/messages/${ticketId}/typing`, { state: 'dancing' })).status).toBe(400)
    const jid = '5511911110003@s.whatsapp.net'
    expect(socket.presences).toEqual([
      { type: 'composing', jid },
      { type: 'recording', jid },
      { type: 'paused', jid },
    ])
  })
})

describe('replies and deliveries', () => {
  it('quotes the message replied to with its own content', async () => {
    const { admin } = started()
    const { socket, ticketId, messageId, externalId } = await openConversation('5511911110004')
    const answer = await admin.post(`/api/messages/${ticketId}`, {
      body: 'Tudo ótimo!',
      quotedMsg: { id: messageId },
    })
    expect(answer.status).toBe(201)
    expect(socket.sent.at(-1)?.options?.quoted).toMatchObject({
      key: { id: externalId, fromMe: false },
      message: { conversation: 'Olá, tudo bem?' },
    })
  })

  it('moves acks up to played, and shows a delivery WhatsApp gave up on as not sent, live', async () => {
    const { admin } = started()
    const live = await liveEvents()
    const { socket, ticketId } = await openConversation('5511911110005')
    const jid = '5511911110005@s.whatsapp.net'
    const sendText = async (body: string) => {
      const sent = await admin.post(`/api/messages/${ticketId}`, { body })
      expect(sent.status).toBe(201)
      return { id: sent.body.messages[0].id as number, externalId: socket.sent.at(-1)!.id }
    }
    const played = await sendText('Escuta o áudio')
    const failed = await sendText('Esta não vai chegar')
    const status = proto.WebMessageInfo.Status
    socket.emit('messages.update', [
      {
        key: { remoteJid: jid, fromMe: true, id: played.externalId },
        update: { status: status.DELIVERY_ACK },
      },
      { key: { remoteJid: jid, fromMe: true, id: played.externalId }, update: { status: status.PLAYED } },
      { key: { remoteJid: jid, fromMe: true, id: failed.externalId }, update: { status: status.ERROR } },
    ])
    type AppMessage = { action: string; message: { id: number; ack: number; sendError: string | null } }
    const shown = await live.find<AppMessage>(
      'company-1-appMessage',
      (event) => event.message.id === failed.id && event.message.sendError !== null,
    )
    expect(shown.message.sendError).toBe('WhatsApp could not deliver the message')
    await waitFor(
      async () => (await messagesOfTicket(ticketId)).find((row) => Number(row.id) === played.id)?.ack === 4,
    )
    const rows = await messagesOfTicket(ticketId)
    expect(rows.find((row) => Number(row.id) === failed.id)).toMatchObject({
      send_error: 'WhatsApp could not deliver the message',
    })
    expect(rows.find((row) => Number(row.id) === played.id)).toMatchObject({ ack: 4, send_error: null })
  })
})

describe('the Brazilian ninth digit', () => {
  it('answers a mobile registered before the ninth digit at the jid it wrote from, asking WhatsApp once', async () => {
    const { admin, db } = started()
    // Ana's account predates the ninth digit: she writes from the 12-digit jid.
    const { socket, ticketId } = await openConversation('551186543210')
    const contact = await db.query(
      'select number from contacts c join tickets t on t.contact_id = c.id where t.id = $1',
      [ticketId],
    )
    expect(contact.rows[0].number).toBe('5511986543210')
    socket.accounts.set('5511986543210', '551186543210@s.whatsapp.net')
    socket.accounts.set('551186543210', '551186543210@s.whatsapp.net')

    for (const body of ['Olá, Ana!', 'Seu pedido saiu.']) {
      expect((await admin.post(`/api/messages/${ticketId}`, { body })).status).toBe(201)
    }
    expect(socket.sent.map((entry) => entry.jid)).toEqual(Array(2).fill('551186543210@s.whatsapp.net'))
    expect(socket.numberChecks).toEqual([['5511986543210', '551186543210']])
  })

  it('refuses a reply to a number that is not on WhatsApp before storing it', async () => {
    const { admin } = started()
    const { socket, ticketId } = await openConversation('5511911110009')
    socket.accounts.set('5511911110009', null)
    socket.accounts.set('551111110009', null)
    const before = (await messagesOfTicket(ticketId)).length
    const answer = await admin.post(`/api/messages/${ticketId}`, { body: 'Oi?' })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('ERR_WAPP_INVALID_CONTACT')
    expect(socket.sent).toEqual([])
    expect(await messagesOfTicket(ticketId)).toHaveLength(before)
  })
})

describe('incoming calls', () => {
  const call = (id: string, number: string) => ({
    chatId: `${number}@s.whatsapp.net`,
    from: `${number}@s.whatsapp.net`,
    id,
    date: new Date(),
    status: 'offer' as const,
    offline: false,
  })
  const callMessages = async (connectionId: number) =>
    (
      await started().db.query(
        `select external_id, from_me, body, media_type from messages where connection_id = $1 order by id`,
        [connectionId],
      )
    ).rows

  it('rejects calls the company does not take and answers the caller; logs calls only when asked', async () => {
    const { admin } = started()
    const { id, socket } = await pairedConnection()
    const setting = (column: string, data: string) => admin.put('/api/companySettings', { column, data })
    expect((await setting('AcceptCallWhatsappMessage', 'Não atendemos ligações, escreva aqui.')).status).toBe(
      200,
    )
    expect((await setting('acceptCallWhatsapp', 'disabled')).status).toBe(200)
    // Saved through core's API: the connection logs calls in its tickets.
    expect((await admin.put(`/api/whatsapp/${id}`, { ticketOnCall: true })).body.ticketOnCall).toBe(true)

    socket.emit('call', [call('CALL-1', '5511922220001')])
    await waitFor(async () => (await callMessages(id)).length === 2)
    expect(socket.rejectedCalls).toEqual([{ callId: 'CALL-1', callFrom: '5511922220001@s.whatsapp.net' }])
    expect(socket.sent.map((entry) => [entry.jid, entry.content])).toEqual([
      ['5511922220001@s.whatsapp.net', { text: 'Não atendemos ligações, escreva aqui.' }],
    ])
    expect((await callMessages(id)).map((row) => [row.media_type, row.from_me, row.body])).toEqual([
      ['call_log', false, ''],
      ['extendedTextMessage', true, 'Não atendemos ligações, escreva aqui.'],
    ])

    // Calls accepted: the phone rings on, and the call is logged.
    expect((await setting('acceptCallWhatsapp', 'enabled')).status).toBe(200)
    socket.emit('call', [call('CALL-2', '5511922220002')])
    await waitFor(async () => (await callMessages(id)).length === 3)
    expect(socket.rejectedCalls).toHaveLength(1)

    // Not logging calls any more: rejected and answered, with no call_log.
    expect((await admin.put(`/api/whatsapp/${id}`, { ticketOnCall: false })).status).toBe(200)
    expect((await setting('acceptCallWhatsapp', 'disabled')).status).toBe(200)
    socket.emit('call', [call('CALL-3', '5511922220003')])
    await waitFor(async () => (await callMessages(id)).length === 4)
    expect(socket.rejectedCalls.map((rejected) => rejected.callId)).toEqual(['CALL-1', 'CALL-3'])
    expect((await callMessages(id)).at(-1)).toMatchObject({
      media_type: 'extendedTextMessage',
      from_me: true,
    })
    expect((await setting('acceptCallWhatsapp', 'enabled')).status).toBe(200)
  })
})

describe('imported history', () => {
  it('puts the tickets an import opens in the import queue, and tells inbound steps it is history', async () => {
    const { admin, db } = started()
    const { rows } = await db.query<{ id: number }>(
      `insert into queues (company_id, name, color, created_at, updated_at)
       values (1, 'Histórico', '#555555', now(), now()) returning id`,
    )
    const importQueue = rows[0]!.id
    const created = await admin.post('/api/whatsapp', {
      name: 'Com histórico',
      importOldMessages: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      queueIdImportMessages: importQueue,
    })
    expect(created.status).toBe(201)
    const id: number = created.body.id
    const socket = await socketNumber(id, 1)
    expect(socket.openedWith?.fullHistory).toBe(true)
    socket.emit('creds.update', {})
    socket.open()
    await waitFor(async () => (await statusOf(id)) === 'CONNECTED')

    const day = 86_400
    socket.emit(
      'messaging-history.set',
      fullSyncChunk([historyText('OLD-1', now() - 10 * day), historyText('OLD-2', now() - 9 * day)], 100),
    )
    socket.emit('messages.upsert', {
      type: 'notify',
      messages: [textFrom('5511933330001', 'LIVE-1', 'Mensagem nova')],
    })
    const tickets = async () =>
      (
        await db.query<{ number: string; queue_id: number | null }>(
          `select c.number, t.queue_id from tickets t join contacts c on c.id = t.contact_id
            where t.connection_id = $1 order by c.number`,
          [id],
        )
      ).rows
    await waitFor(async () => (await tickets()).length === 2)
    expect(await tickets()).toEqual([
      { number: '5511933330001', queue_id: null },
      { number: '5511988887777', queue_id: importQueue },
    ])
    await waitFor(() => steps.filter((step) => step.connectionId === id).length === 3)
    expect(
      steps.filter((step) => step.connectionId === id).map((step) => [step.imported, step.isNewTicket]),
    ).toEqual(
      expect.arrayContaining([
        [true, true],
        [true, false],
        [false, true],
      ]),
    )
  })
})
