import { once } from 'node:events'
import { readFile } from 'node:fs/promises'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiClient, TEST_ADMIN, waitFor } from '@atendo/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fullSyncChunk, historyText } from '../history/fixtures/history-sync.ts'
import { messagesOf, picturesOf, providerHarness } from '../testing/provider-harness.ts'
import { phoneContacts, renamed } from './fixtures/address-book.ts'
import { chatsSync, newChat } from './fixtures/chats.ts'

/**
 * Serves profile pictures as WhatsApp's CDN would: `/{name}` answers the bytes set for it;
 * `/endless.jpg` a body with no length that never ends, for as long as someone reads it.
 */
let pictureServer: Server
let pictureBase: string
const pictures = new Map<string, string>()
const endlessAnswers: { bytesSent: number; closed: boolean }[] = []

function endless(response: ServerResponse) {
  const answer = { bytesSent: 0, closed: false }
  endlessAnswers.push(answer)
  response.writeHead(200, { 'content-type': 'image/jpeg' })
  const chunk = Buffer.alloc(16 * 1024, 0xff)
  const more = () => {
    while (!answer.closed) {
      answer.bytesSent += chunk.length
      if (!response.write(chunk)) return void response.once('drain', more)
    }
  }
  response.on('close', () => {
    answer.closed = true
  })
  more()
}

beforeAll(async () => {
  pictureServer = createServer((request, response) => {
    if (request.url === '/endless.jpg') return void endless(response)
    const content = pictures.get(request.url!.slice(1))
    response.writeHead(content ? 200 : 404, { 'content-type': 'image/jpeg' })
    response.end(content)
  }).listen(0, '127.0.0.1')
  await once(pictureServer, 'listening')
  pictureBase = `http://127.0.0.1:${(pictureServer.address() as AddressInfo).port}`
})
afterAll(() => {
  pictureServer?.close()
})

const { database, connected } = providerHarness()

async function addressBookOf(connectionId: number) {
  const { rows } = await database().db.query(
    'select jid, phone, lid, name, notify from whatsapp_contacts where connection_id = $1 order by jid',
    [connectionId],
  )
  return rows
}

describe("the phone's address book", () => {
  it('keeps what WhatsApp syncs: upserts, updates and the contacts of history syncs, people only', async () => {
    const { socket, provider, connection } = await connected()
    socket.emit('contacts.upsert', phoneContacts)
    await waitFor(async () => (await addressBookOf(connection.id)).length === 3)
    socket.emit('contacts.update', renamed)
    socket.emit('messaging-history.set', fullSyncChunk([], 100))
    await provider.drained(connection.id)
    await waitFor(async () => (await addressBookOf(connection.id)).some((row) => row.notify === 'Carla M.'))
    expect(await addressBookOf(connection.id)).toEqual([
      {
        jid: '184472331690555@lid',
        phone: '5521966665555',
        lid: '184472331690555@lid',
        name: 'Bruno Lima',
        notify: null,
      },
      // The history sync names her as her chat is named on the phone.
      {
        jid: '5511988887777@s.whatsapp.net',
        phone: '5511988887777',
        lid: '184472331690777@lid',
        name: 'Ana (cliente)',
        notify: null,
      },
      {
        jid: '5531955554444@s.whatsapp.net',
        phone: '5531955554444',
        lid: null,
        name: null,
        notify: 'Carla M.',
      },
    ])
  })

  it('becomes contacts on POST /contacts/import: people saved on the phone, once each', async () => {
    const { socket, connection } = await connected()
    socket.emit('contacts.upsert', phoneContacts)
    await waitFor(async () => (await addressBookOf(connection.id)).length === 3)
    const admin = await new ApiClient(database().testApp.url).login(TEST_ADMIN)

    const imported = await admin.post('/api/contacts/import', { whatsappId: connection.id })
    expect(imported.status).toBe(200)
    expect(imported.body).toEqual({ total: 2, created: 2, updated: 0, invalid: 0 })
    const listed = await admin.get('/api/contacts?searchParam=&pageNumber=1')
    const byNumber = new Map(
      (listed.body.contacts as { number: string; name: string }[]).map((contact) => [
        contact.number,
        contact.name,
      ]),
    )
    expect(byNumber.get('5511988887777')).toBe('Ana Souza (cliente)')
    expect(byNumber.get('5521966665555')).toBe('Bruno Lima')
    expect(byNumber.has('5531955554444')).toBe(false)

    // Again: nobody is created twice.
    const again = await admin.post('/api/contacts/import', { whatsappId: connection.id })
    expect(again.body).toMatchObject({ total: 2, created: 0, updated: 2 })
  })

  it("refuses another company's connection", async () => {
    const other = await database().createConnection(2)
    const admin = await new ApiClient(database().testApp.url).login(TEST_ADMIN)
    const answer = await admin.post('/api/contacts/import', { whatsappId: other.connectionId })
    expect(answer.status).toBe(404)
    expect(answer.body.error).toBe('ERR_NO_WAPP_FOUND')
  })
})

describe("the phone's chats", () => {
  async function contactsByNumber(admin: ApiClient) {
    const listed = await admin.get('/api/contacts?searchParam=&pageNumber=1')
    return new Map(
      (listed.body.contacts as { number: string; name: string }[]).map((contact) => [
        contact.number,
        contact.name,
      ]),
    )
  }

  it('become contacts on POST /contacts/import/chats: people with a chat, named as saved or by number', async () => {
    const { socket, provider, connection } = await connected()
    const admin = await new ApiClient(database().testApp.url).login(TEST_ADMIN)
    // Dora is a contact already, named by an attendant; the phone has no name for her.
    expect(
      (await admin.post('/api/contacts', { name: 'Dora Martins', number: '5541977776666' })).status,
    ).toBe(201)
    socket.emit('contacts.upsert', phoneContacts)
    socket.emit('messaging-history.set', chatsSync)
    socket.emit('chats.upsert', newChat)
    await provider.drained(connection.id)

    const imported = await admin.post('/api/contacts/import/chats', { whatsappId: connection.id })
    expect(imported.status).toBe(200)
    // Helena, Igor (his chat is under his @lid), Dora and the new chat; not the people of the
    // address book who have no chat (Carla), not the group.
    expect(imported.body).toEqual({ total: 4, created: 3, updated: 0, invalid: 0 })
    const byNumber = await contactsByNumber(admin)
    expect(byNumber.get('5511977771111')).toBe('Helena Prado (fornecedora)')
    expect(byNumber.get('5521955552222')).toBe('Igor Reis')
    expect(byNumber.get('5541977776666')).toBe('Dora Martins')
    expect(byNumber.get('5551988883333')).toBe('5551988883333')
    expect(byNumber.has('5531955554444')).toBe(false)

    // Again: nobody is created twice; the names the phone has are applied again, Dora's stays.
    const again = await admin.post('/api/contacts/import/chats', { whatsappId: connection.id })
    expect(again.body).toEqual({ total: 4, created: 0, updated: 2, invalid: 0 })
    expect((await contactsByNumber(admin)).get('5541977776666')).toBe('Dora Martins')
  })

  it("imports the default connection's chats when called without a body, as the contacts page does", async () => {
    const { socket, provider, connection } = await connected()
    await database().db.query('update connections set is_default = (id = $1) where company_id = $2', [
      connection.id,
      connection.companyId,
    ])
    socket.emit('chats.upsert', [
      { id: '5561955552222@s.whatsapp.net', conversationTimestamp: 1_763_950_000 },
    ])
    await provider.drained(connection.id)
    const admin = await new ApiClient(database().testApp.url).login(TEST_ADMIN)
    const imported = await admin.post('/api/contacts/import/chats')
    expect(imported.status).toBe(200)
    expect(imported.body).toEqual({ total: 1, created: 1, updated: 0, invalid: 0 })
  })

  it("refuses another company's connection", async () => {
    const other = await database().createConnection(2)
    const admin = await new ApiClient(database().testApp.url).login(TEST_ADMIN)
    const answer = await admin.post('/api/contacts/import/chats', { whatsappId: other.connectionId })
    expect(answer.status).toBe(404)
    expect(answer.body.error).toBe('ERR_NO_WAPP_FOUND')
  })
})

describe('profile pictures', () => {
  const ana = '5511988887777@s.whatsapp.net'

  it('fetches the picture of someone who writes, stores it, and looks again only when due', async () => {
    const { socket, sink, provider, connection } = await connected(
      {},
      { provider: { pictures: { refreshAfterMs: 60_000, timeoutMs: 2_000, maxBytes: 1024 } } },
    )
    pictures.set('ana-1.jpg', 'first picture')
    socket.profilePictures.set(ana, `${pictureBase}/ana-1.jpg`)
    socket.emit('messages.upsert', { type: 'notify', messages: [historyText('PIC-1', 1_763_800_000)] })
    socket.emit('messages.upsert', { type: 'notify', messages: [historyText('PIC-2', 1_763_800_010)] })
    await provider.drained(connection.id)

    // The messages are not held for the picture: it follows the first of them as an update of
    // their contact (before or after the second, as the fetch happens to finish).
    expect(messagesOf(sink.events).map((message) => message.externalId)).toEqual(['PIC-1', 'PIC-2'])
    const kinds = sink.events.map((event) => event.kind)
    expect(kinds.indexOf('contact-update')).toBeGreaterThan(kinds.indexOf('message'))
    const [key, ...more] = picturesOf(sink.events)
    expect(key).toMatch(new RegExp(`^company${connection.companyId}/`))
    expect((await readFile(database().testApp.app.kernel.storage.pathOf(key!))).toString()).toBe(
      'first picture',
    )
    expect(more).toEqual([])
    expect(socket.profilePictureRequests).toEqual([ana])
  })

  it('stores a changed picture again and removes the old copy; an unchanged one is left as it is', async () => {
    const { socket, sink, provider, connection } = await connected(
      {},
      { provider: { pictures: { refreshAfterMs: 0, timeoutMs: 2_000, maxBytes: 1024 } } },
    )
    pictures.set('ana-2.jpg', 'before')
    pictures.set('ana-3.jpg', 'after')
    socket.profilePictures.set(ana, `${pictureBase}/ana-2.jpg`)
    socket.emit('messages.upsert', { type: 'notify', messages: [historyText('PIC-3', 1_763_800_020)] })
    socket.emit('messages.upsert', { type: 'notify', messages: [historyText('PIC-4', 1_763_800_030)] })
    await provider.drained(connection.id)
    socket.profilePictures.set(ana, `${pictureBase}/ana-3.jpg`)
    socket.emit('messages.upsert', { type: 'notify', messages: [historyText('PIC-5', 1_763_800_040)] })
    await provider.drained(connection.id)

    socket.profilePictures.set(ana, `${pictureBase}/ana-3.jpg`)
    socket.emit('messages.upsert', { type: 'notify', messages: [historyText('PIC-5B', 1_763_800_045)] })
    await provider.drained(connection.id)

    // PIC-4 found the same picture (or a lookup of Ana under way), PIC-6 the same new one: no update.
    const [before, after, ...more] = picturesOf(sink.events)
    expect(before).toBeDefined()
    expect(after).toBeDefined()
    expect(more).toEqual([])
    expect((await readFile(database().testApp.app.kernel.storage.pathOf(after!))).toString()).toBe('after')
    await expect(readFile(database().testApp.app.kernel.storage.pathOf(before!))).rejects.toThrow()
  })

  it('looks again at once when WhatsApp says the picture changed', async () => {
    const { socket, sink, provider, connection } = await connected(
      {},
      { provider: { pictures: { refreshAfterMs: 3_600_000, timeoutMs: 2_000, maxBytes: 1024 } } },
    )
    pictures.set('ana-4.jpg', 'old face')
    pictures.set('ana-5.jpg', 'new face')
    socket.profilePictures.set(ana, `${pictureBase}/ana-4.jpg`)
    socket.emit('messages.upsert', { type: 'notify', messages: [historyText('PIC-7', 1_763_800_060)] })
    await provider.drained(connection.id)
    // Baileys' contacts.update for a new picture (src/Socket/messages-recv.ts, a 'picture' notification).
    socket.emit('contacts.update', [{ id: ana, imgUrl: 'changed' }])
    socket.profilePictures.set(ana, `${pictureBase}/ana-5.jpg`)
    await provider.drained(connection.id)
    socket.emit('messages.upsert', { type: 'notify', messages: [historyText('PIC-8', 1_763_800_070)] })
    await provider.drained(connection.id)
    const [, renewed] = picturesOf(sink.events)
    expect(renewed).toBeDefined()
    const stored = await readFile(database().testApp.app.kernel.storage.pathOf(renewed!))
    expect(stored.toString()).toBe('new face')
  })

  it('stops downloading a picture at its cap, whatever its length says', async () => {
    const { socket, sink, provider, connection } = await connected(
      {},
      { provider: { pictures: { refreshAfterMs: 60_000, timeoutMs: 5_000, maxBytes: 64 * 1024 } } },
    )
    socket.profilePictures.set(ana, `${pictureBase}/endless.jpg`)
    socket.emit('messages.upsert', { type: 'notify', messages: [historyText('PIC-ENDLESS', 1_763_800_080)] })
    await provider.drained(connection.id)

    expect(messagesOf(sink.events).map((message) => message.externalId)).toEqual(['PIC-ENDLESS'])
    expect(picturesOf(sink.events)).toEqual([])
    // Cut off: the body was cancelled a little past the cap, long before the 5 s budget ran out.
    const [answer] = await waitFor(() => (endlessAnswers[0]?.closed ? endlessAnswers : undefined))
    expect(answer!.bytesSent).toBeLessThan(16 * 1024 * 1024)
  })

  it('takes the message in without a picture when WhatsApp has none or the download fails', async () => {
    const { socket, sink, provider, connection } = await connected()
    socket.profilePictures.set(ana, `${pictureBase}/missing.jpg`)
    socket.emit('messages.upsert', { type: 'notify', messages: [historyText('PIC-6', 1_763_800_050)] })
    await provider.drained(connection.id)
    const [message] = messagesOf(sink.events)
    expect(message?.externalId).toBe('PIC-6')
    expect(picturesOf(sink.events)).toEqual([])
  })
})
