import { readFile } from 'node:fs/promises'
import { waitFor } from '@atendo/core/testing'
import { channelCapabilities, channelProviders } from '@atendo/plugin-api'
import { DisconnectReason, proto } from 'baileys'
import { describe, expect, it } from 'vitest'
import { historyText } from './history/fixtures/history-sync.ts'
import * as identities from './inbound/fixtures/identities.ts'
import * as media from './inbound/fixtures/media.ts'
import * as text from './inbound/fixtures/text.ts'
import { messagesOf, providerHarness, testLease } from './testing/provider-harness.ts'
import { recordingSink } from './testing/recording-sink.ts'
import { disconnectError } from './testing/socket-double.ts'

const { database, worker, connectionFor, connected } = providerHarness()

describe('provider registration', () => {
  it('is provided to core by the plugin', () => {
    const registered = database().testApp.app.kernel.extensions.get(channelProviders)
    expect(registered.map((provider) => [provider.id, provider.channel])).toEqual([['baileys', 'whatsapp']])
  })

  it('declares the Baileys provider and its capabilities', () => {
    const { provider } = worker('worker-caps')
    expect(provider.id).toBe('baileys')
    expect(provider.channel).toBe('whatsapp')
    expect(channelCapabilities(provider)).toMatchObject({
      edit: { windowMs: 900_000 },
      deleteForEveryone: true,
      reactions: true,
      readReceipts: true,
      typingPresence: true,
      groups: true,
      pairing: 'qrcode-and-code',
    })
  })
})

describe('sessions across workers', () => {
  it('runs a session in one worker only, and hands it over when that worker lets go', async () => {
    const a = worker('worker-a')
    const b = worker('worker-b')
    const connection = await connectionFor()
    const sink = recordingSink()
    await a.provider.connect(connection, sink)
    await waitFor(() => a.sockets.opened.length === 1)
    await b.provider.connect(connection, sink)
    // Ten of the standby's heartbeats, each refused the live lease.
    await new Promise((resolve) => setTimeout(resolve, testLease.heartbeatMs * 10))
    expect(b.sockets.opened).toHaveLength(0)
    expect(a.provider.holds(connection.id)).toBe(true)
    expect(b.provider.holds(connection.id)).toBe(false)
    expect(a.provider.holdsSession!(connection)).toBe(true)
    expect(b.provider.holdsSession!(connection)).toBe(false)

    await a.provider.disconnect(connection)
    expect(a.sockets.latest().ended).toBe(true)
    expect(a.sockets.latest().loggedOut).toBe(false)
    await waitFor(() => b.sockets.opened.length === 1, testLease.heartbeatMs * 5)
    expect(b.provider.holds(connection.id)).toBe(true)
  })

  it('reports nothing once its lease is gone: the old socket’s 440 does not overwrite the new holder', async () => {
    const { provider, socket, sink, connection } = await connected()
    // Another worker took the session over (this one was paused past its ttl) and reports its truth.
    await database().db.query(
      `update whatsapp_session_leases set holder = 'worker-b', expires_at = now() + interval '1 minute'
        where connection_id = $1`,
      [connection.id],
    )
    const reported = sink.statuses.length
    // The new holder's socket makes WhatsApp close ours with 440, "replaced".
    socket.end(disconnectError(DisconnectReason.connectionReplaced))
    await waitFor(() => !provider.holds(connection.id))
    await provider.sessionOf(connection.id)?.settled()
    expect(sink.statuses.slice(reported)).toEqual([])
    expect(await provider.runningSessions([connection])).toEqual(new Set([connection.id]))
  })

  it('logs out a session that runs in another worker', async () => {
    const a = worker('worker-a')
    const b = worker('worker-b')
    const connection = await connectionFor()
    const sink = recordingSink()
    await a.provider.connect(connection, sink)
    await waitFor(() => a.sockets.opened.length === 1)
    a.sockets.latest().emit('creds.update', {})
    a.sockets.latest().open()
    await waitFor(() => sink.statuses.some((entry) => entry.status === 'CONNECTED'))
    const keys = () =>
      database().db.query('select count(*)::int as n from whatsapp_auth_keys where connection_id = $1', [
        connection.id,
      ])
    await waitFor(async () => (await keys()).rows[0].n === 1)

    await b.provider.logout(connection)
    await waitFor(() => a.sockets.latest().loggedOut, 2_000)
    await waitFor(() => sink.statuses.at(-1)?.status === 'DISCONNECTED')
    expect((await keys()).rows[0].n).toBe(0)
    await waitFor(() => !a.provider.holds(connection.id))
  })
})

describe('inbound', () => {
  it('hands messages to the sink in order, once each', async () => {
    const { socket, sink, provider, connection } = await connected()
    socket.emit('messages.upsert', { type: 'notify', messages: [text.conversation, text.quotedReply] })
    socket.emit('messages.upsert', { type: 'notify', messages: [text.conversation] })
    await provider.drained(connection.id)
    expect(messagesOf(sink.events).map((message) => message.externalId)).toEqual([
      '3A5F1B2C4D6E8F001122',
      '3A5F1B2C4D6E8F001124',
    ])
  })

  it("hands different chats' messages over side by side, each chat's in order", async () => {
    const { socket, sink, provider, connection } = await connected()
    const receive = sink.receive
    let inFlight = 0
    let mostInFlight = 0
    sink.receive = async (target, event) => {
      inFlight++
      mostInFlight = Math.max(mostInFlight, inFlight)
      // Core's pipeline is slower than WhatsApp's delivery during a burst.
      await new Promise((resolve) => setTimeout(resolve, 5))
      inFlight--
      return receive(target, event)
    }
    const chats = Array.from(
      { length: 12 },
      (_, index) => `55119000000${String(index).padStart(2, '0')}@s.whatsapp.net`,
    )
    for (let round = 0; round < 5; round++) {
      const messages = chats.map((chat, index) =>
        historyText(`BURST-${index}-${round}`, 1_763_900_000 + round, { chat }),
      )
      socket.emit('messages.upsert', { type: 'notify', messages })
    }
    await provider.drained(connection.id)
    const handed = messagesOf(sink.events).map((message) => message.externalId)
    expect(handed).toHaveLength(60)
    for (const index of chats.keys()) {
      expect(handed.filter((id) => id.startsWith(`BURST-${index}-`))).toEqual(
        [0, 1, 2, 3, 4].map((round) => `BURST-${index}-${round}`),
      )
    }
    // At most 8 chats at a time (the default), and more than one.
    expect(mostInFlight).toBeGreaterThan(1)
    expect(mostInFlight).toBeLessThanOrEqual(8)
  })

  it('retries handing a message over while core cannot record it', async () => {
    const { socket, sink, provider, connection } = await connected()
    const receive = sink.receive
    let failures = 2
    sink.receive = async (target, event) => {
      if (failures-- > 0) throw new Error('database unavailable')
      return receive(target, event)
    }
    socket.emit('messages.upsert', { type: 'notify', messages: [text.conversation] })
    await provider.drained(connection.id)
    expect(messagesOf(sink.events).map((message) => message.externalId)).toEqual(['3A5F1B2C4D6E8F001122'])
  })

  it('names group conversations, asking WhatsApp once per group', async () => {
    const { socket, sink, provider, connection } = await connected()
    socket.groupSubjects.set('120363025246125888@g.us', 'Clientes VIP')
    socket.emit('messages.upsert', {
      type: 'notify',
      messages: [identities.groupMessage, identities.groupMessageFromLid],
    })
    socket.emit('messages.upsert', {
      type: 'notify',
      messages: [
        {
          ...identities.groupMessage,
          key: { ...identities.groupMessage.key, remoteJid: '999@g.us', id: 'X1' },
        },
      ],
    })
    await provider.drained(connection.id)
    // Two chats, handed over side by side: each group's messages in order.
    const groups = messagesOf(sink.events).map((message) => message.group)
    expect(groups.filter((group) => group?.id !== '999@g.us')).toEqual([
      { id: '120363025246125888@g.us', name: 'Clientes VIP' },
      { id: '120363025246125888@g.us', name: 'Clientes VIP' },
    ])
    expect(groups.filter((group) => group?.id === '999@g.us')).toEqual([{ id: '999@g.us' }])
    expect(socket.groupSubjectRequests.toSorted()).toEqual(['120363025246125888@g.us', '999@g.us'])
  })

  it('stores media before handing the message over', async () => {
    const { socket, sink, provider, connection } = await connected()
    socket.downloads.push(Buffer.from('jpeg bytes'))
    socket.emit('messages.upsert', { type: 'notify', messages: [media.image] })
    await provider.drained(connection.id)
    const [message] = messagesOf(sink.events)
    expect(message?.mediaUrl).toMatch(new RegExp(`^company${connection.companyId}/`))
    const stored = await readFile(database().testApp.app.kernel.storage.pathOf(message!.mediaUrl!))
    expect(stored.toString()).toBe('jpeg bytes')
  })

  it('asks the phone to upload expired media again, and retries transient failures', async () => {
    const { socket, sink, provider, connection } = await connected()
    socket.downloads.push(disconnectError(410, 'gone'), new Error('socket hang up'), Buffer.from('voice'))
    socket.emit('messages.upsert', { type: 'notify', messages: [media.voiceNote] })
    await provider.drained(connection.id)
    expect(socket.mediaReuploads.map((message) => message.key.id)).toEqual(['3A5F1B2C4D6E8F002204'])
    expect(messagesOf(sink.events)[0]?.mediaUrl).toBeDefined()
  })

  it('still takes the message in when its media cannot be had', async () => {
    const { socket, sink, provider, connection } = await connected()
    socket.downloads.push(new Error('a'), new Error('b'), new Error('c'))
    socket.emit('messages.upsert', { type: 'notify', messages: [media.document] })
    await provider.drained(connection.id)
    const [message] = messagesOf(sink.events)
    expect(message?.mediaUrl).toBeUndefined()
    expect(message?.data).toEqual({ mediaError: 'unavailable' })
    // Said where the attendant looks: the document's bubble names the file it lacks.
    expect(message?.body).toBe('📎 boleto.pdf: the file could not be downloaded')
  })

  it('maps acks of our messages, and a delivery WhatsApp gave up on as a failed send', async () => {
    const { socket, sink, provider, connection } = await connected()
    const key = { remoteJid: '5511988887777@s.whatsapp.net', fromMe: true, id: '3EB0AAAA' }
    socket.emit('messages.update', [
      { key, update: { status: proto.WebMessageInfo.Status.SERVER_ACK } },
      { key, update: { status: proto.WebMessageInfo.Status.DELIVERY_ACK } },
      { key, update: { status: proto.WebMessageInfo.Status.READ } },
      { key, update: { status: proto.WebMessageInfo.Status.PLAYED } },
      { key, update: { status: proto.WebMessageInfo.Status.ERROR } },
      { key: { ...key, fromMe: false }, update: { status: proto.WebMessageInfo.Status.READ } },
    ])
    await provider.drained(connection.id)
    expect(
      sink.events.map((event) => (event.kind === 'ack' ? [event.externalId, event.ack] : event.kind)),
    ).toEqual([['3EB0AAAA', 1], ['3EB0AAAA', 2], ['3EB0AAAA', 3], ['3EB0AAAA', 4], 'send-failed'])
    expect(sink.events.at(-1)).toMatchObject({
      kind: 'send-failed',
      externalId: '3EB0AAAA',
      reason: 'WhatsApp could not deliver the message',
    })
  })

  it('opens tickets on calls only when the connection asks for it', async () => {
    const call = {
      chatId: '5511988887777@s.whatsapp.net',
      from: '5511988887777@s.whatsapp.net',
      id: 'CALL1',
      date: new Date(),
      status: 'offer' as const,
      offline: false,
    }
    const quiet = await connected()
    quiet.socket.emit('call', [call])
    await quiet.provider.drained(quiet.connection.id)
    expect(quiet.sink.events).toEqual([])
    await quiet.provider.closeAll()

    const ringing = await connected({ ticketOnCall: true })
    ringing.socket.emit('call', [call, { ...call, status: 'terminate' }])
    await ringing.provider.drained(ringing.connection.id)
    expect(messagesOf(ringing.sink.events).map((message) => message.mediaType)).toEqual(['call_log'])
  })

  it('tells core which number is behind a @lid', async () => {
    const { socket, sink, provider, connection } = await connected()
    socket.emit('lid-mapping.update', { pn: '5511966665555@s.whatsapp.net', lid: '184472331690123@lid' })
    await provider.drained(connection.id)
    expect(sink.events).toEqual([
      {
        kind: 'contact-update',
        contact: {
          identities: [
            { kind: 'phone', value: '5511966665555' },
            { kind: 'lid', value: '184472331690123@lid' },
          ],
        },
      },
    ])
  })
})

describe('catching up after a reconnection', () => {
  function textAt(id: string, seconds: number) {
    return {
      key: { remoteJid: '5511988887777@s.whatsapp.net', fromMe: false, id },
      messageTimestamp: seconds,
      pushName: 'Ana',
      message: { conversation: `message ${id}` },
    }
  }

  it('takes in what was missed while offline, and replayed history only from the mark on', async () => {
    const { socket, sink, provider, connection, sockets } = await connected()
    const now = Math.floor(Date.now() / 1000)
    socket.emit('messages.upsert', { type: 'notify', messages: [textAt('BEFORE-DROP', now - 600)] })
    await provider.drained(connection.id)

    // The connection drops; WhatsApp queued messages meanwhile.
    socket.end(disconnectError(408))
    await waitFor(() => sockets.opened.length === 2)
    const again = sockets.latest()
    again.open()
    again.emit('messages.upsert', { type: 'append', messages: [textAt('WHILE-OFFLINE-1', now - 300)] })
    again.emit('messaging-history.set', {
      chats: [],
      contacts: [],
      isLatest: false,
      messages: [
        textAt('OLD-HISTORY', now - 86_400),
        textAt('BEFORE-DROP', now - 600),
        textAt('WHILE-OFFLINE-2', now - 200),
      ],
    })
    await provider.drained(connection.id)
    expect(messagesOf(sink.events).map((message) => message.externalId)).toEqual([
      'BEFORE-DROP',
      'WHILE-OFFLINE-1',
      'WHILE-OFFLINE-2',
    ])
    const { rows } = await database().db.query(
      'select last_message_at from whatsapp_session_marks where connection_id = $1',
      [connection.id],
    )
    expect(new Date(rows[0].last_message_at).getTime()).toBe((now - 200) * 1000)
  })

  it('does not import history on a first pairing', async () => {
    const { socket, sink, provider, connection } = await connected()
    socket.emit('messaging-history.set', {
      chats: [],
      contacts: [],
      isLatest: true,
      messages: [textAt('ANCIENT', 1_600_000_000)],
    })
    await provider.drained(connection.id)
    expect(sink.events).toEqual([])
  })
})

describe('outbound', () => {
  const to = { address: '5511988887777', isGroup: false }
  const jid = '5511988887777@s.whatsapp.net'

  it('refuses to send without an open session', async () => {
    const { provider } = worker('worker-idle')
    await expect(
      provider.send({ connection: await connectionFor(), to, message: { kind: 'text', body: 'oi' } }),
    ).rejects.toMatchObject({
      code: 'ERR_WAPP_NOT_INITIALIZED',
    })
  })

  it('sends text, replies, media, voice notes, locations, contacts and interactive fallbacks', async () => {
    const { provider, socket, connection } = await connected()
    const receipt = await provider.send({ connection, to, message: { kind: 'text', body: 'Olá' } })
    expect(receipt.externalId).toMatch(/^3EB0/)
    expect(receipt.ack).toBe(0)
    await provider.send({
      connection,
      to,
      message: {
        kind: 'text',
        body: 'Sim',
        quotedExternalId: 'QUOTED1',
        quotedBody: 'Pode ser amanhã?',
      },
    })
    await provider.send({
      connection,
      to,
      message: {
        kind: 'media',
        body: 'Foto',
        media: { path: '/data/media/company1/a.jpg', fileName: 'a.jpg', mimeType: 'image/jpeg' },
      },
    })
    await provider.send({
      connection,
      to,
      message: {
        kind: 'media',
        body: '',
        media: {
          path: '/data/media/company1/v.ogg',
          fileName: 'v.ogg',
          mimeType: 'audio/ogg',
          voiceNote: true,
        },
      },
    })
    await provider.send({
      connection,
      to,
      message: {
        kind: 'media',
        body: 'Contrato',
        media: { path: '/data/media/company1/c.pdf', fileName: 'contrato.pdf', mimeType: 'application/pdf' },
      },
    })
    await provider.send({
      connection,
      to,
      message: {
        kind: 'location',
        body: '',
        location: { latitude: -23.5, longitude: -46.6, name: 'Loja' },
      },
    })
    await provider.send({
      connection,
      to,
      message: {
        kind: 'vcard',
        body: '',
        vcard: { name: 'Bruno', number: '+55 21 96666-5555' },
      },
    })
    await provider.send({
      connection,
      to,
      message: {
        kind: 'interactive',
        body: 'Escolha um setor',
        interactive: { sections: [{ rows: [{ title: 'Financeiro' }, { title: 'Suporte' }] }] },
      },
    })
    await provider.send({
      connection,
      to: { address: '120363025246125888', isGroup: true },
      message: { kind: 'text', body: 'Grupo', forwarded: true },
    })

    expect(socket.sent.map((entry) => entry.jid)).toEqual([...Array(8).fill(jid), '120363025246125888@g.us'])
    const contents = socket.sent.map((entry) => entry.content)
    expect(contents[0]).toEqual({ text: 'Olá' })
    expect(socket.sent[1]?.options?.quoted).toEqual({
      key: { remoteJid: jid, id: 'QUOTED1', fromMe: false },
      // Not kept here (never seen by this session): the text as the conversation shows it.
      message: { conversation: 'Pode ser amanhã?' },
    })
    expect(contents[2]).toEqual({
      image: { url: '/data/media/company1/a.jpg' },
      caption: 'Foto',
      mimetype: 'image/jpeg',
    })
    expect(contents[3]).toEqual({
      audio: { url: '/data/media/company1/v.ogg' },
      ptt: true,
      mimetype: 'audio/ogg; codecs=opus',
    })
    expect(contents[4]).toMatchObject({
      document: { url: '/data/media/company1/c.pdf' },
      fileName: 'contrato.pdf',
      caption: 'Contrato',
    })
    expect(contents[5]).toEqual({
      location: { degreesLatitude: -23.5, degreesLongitude: -46.6, name: 'Loja', address: undefined },
    })
    expect(contents[6]).toMatchObject({ contacts: { displayName: 'Bruno' } })
    expect(JSON.stringify(contents[6])).toContain('waid=5521966665555')
    expect(contents[7]).toEqual({ text: 'Escolha um setor\n\n1 - Financeiro\n2 - Suporte' })
    expect(contents[8]).toEqual({ text: 'Grupo', contextInfo: { isForwarded: true, forwardingScore: 1 } })
  })

  it('edits, deletes for everyone, reacts, marks read and shows typing', async () => {
    const { provider, socket, connection } = await connected()
    await provider.edit!({ connection, to, externalId: '3EB0OWN', body: 'Corrigido' })
    await provider.delete!({ connection, to, externalId: '3EB0OWN' })
    await provider.react!({ connection, to, externalId: '3A5FTHEIRS', emoji: '❤️' })
    await provider.markRead!({ connection, to, externalIds: ['3A5F1', '3A5F2'] })
    await provider.typing({ connection, to, state: 'composing' })
    expect(socket.sent.map((entry) => entry.content)).toEqual([
      { text: 'Corrigido', edit: { remoteJid: jid, fromMe: true, id: '3EB0OWN' } },
      { delete: { remoteJid: jid, fromMe: true, id: '3EB0OWN' } },
      { react: { text: '❤️', key: { remoteJid: jid, id: '3A5FTHEIRS', fromMe: false } } },
    ])
    expect(socket.reads).toEqual([
      [
        { remoteJid: jid, id: '3A5F1', fromMe: false },
        { remoteJid: jid, id: '3A5F2', fromMe: false },
      ],
    ])
    expect(socket.presences).toEqual([{ type: 'composing', jid }])
  })

  it('targets replies, reactions and read receipts with the full key of the message seen or sent', async () => {
    const { provider, socket, sink, connection } = await connected()
    socket.emit('messages.upsert', { type: 'notify', messages: [identities.groupMessage] })
    await provider.drained(connection.id)
    expect(messagesOf(sink.events)).toHaveLength(1)
    const group = { address: '120363025246125888@g.us', isGroup: true }
    const theirs = {
      remoteJid: '120363025246125888@g.us',
      id: '3A5F1B2C4D6E8F006601',
      fromMe: false,
      participant: '5511977776666@s.whatsapp.net',
    }
    await provider.send({
      connection,
      to: group,
      message: { kind: 'text', body: 'Respondendo', quotedExternalId: theirs.id },
    })
    await provider.react!({ connection, to: group, externalId: theirs.id, emoji: '🙏' })
    await provider.markRead!({ connection, to: group, externalIds: [theirs.id] })
    expect(socket.sent[0]?.options?.quoted?.key).toEqual(theirs)
    // The quote repeats the message as it came in, not an empty text.
    expect(socket.sent[0]?.options?.quoted?.message).toMatchObject({ conversation: 'Bom dia, grupo!' })
    expect(socket.sent[1]?.content).toEqual({ react: { text: '🙏', key: theirs } })
    expect(socket.reads).toEqual([[theirs]])

    // Our own message: a reaction to it names it as ours, and it needs no read receipt.
    const ownId = (await provider.send({ connection, to, message: { kind: 'text', body: 'Nosso' } }))
      .externalId
    await provider.react!({ connection, to, externalId: ownId, emoji: '✅' })
    expect(socket.sent.at(-1)?.content).toEqual({
      react: { text: '✅', key: { remoteJid: jid, id: ownId, fromMe: true } },
    })
    await provider.markRead!({ connection, to, externalIds: [ownId] })
    expect(socket.reads).toHaveLength(2)
    expect(socket.reads[1]).toEqual([])
  })

  it('keeps a forward a forward, for contact cards and places too', async () => {
    const { provider, socket, connection } = await connected()
    const forwarded = { contextInfo: { isForwarded: true, forwardingScore: 1 } }
    await provider.send({
      connection,
      to,
      message: {
        kind: 'vcard',
        body: '',
        vcard: { name: 'Bruno', number: '5521966665555' },
        forwarded: true,
      },
    })
    await provider.send({
      connection,
      to,
      message: {
        kind: 'location',
        body: '',
        location: { latitude: -23.5, longitude: -46.6 },
        forwarded: true,
      },
    })
    expect(socket.sent.map((entry) => entry.content)).toEqual([
      expect.objectContaining({ contacts: expect.objectContaining({ displayName: 'Bruno' }), ...forwarded }),
      expect.objectContaining({
        location: expect.objectContaining({ degreesLatitude: -23.5 }),
        ...forwarded,
      }),
    ])
  })

  it('turns a socket failure into ERR_SENDING_WAPP_MSG', async () => {
    const { provider, socket, connection } = await connected()
    socket.sendMessage = async () => {
      throw new Error('Connection Closed')
    }
    await expect(
      provider.send({ connection, to, message: { kind: 'text', body: 'x' } }),
    ).rejects.toMatchObject({
      code: 'ERR_SENDING_WAPP_MSG',
    })
  })
})
