import { randomBytes } from 'node:crypto'
import {
  ApiClient,
  createCompany,
  createUser,
  operatorEm,
  startTestApp,
  type TestApp,
  type TestUser,
  waitFor,
} from '@atendo/core/testing'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import internalChatPlugin from './index.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

interface ChatBody {
  id: number
  uuid: string
  title: string
  ownerId: number
  lastMessage: string | null
  users: { userId: number; unreads: number; user: { id: number; name: string } }[]
}

// Two API nodes on one database and one Redis prefix: a deployment behind a load balancer.
let nodeA: TestApp
let nodeB: TestApp
let ana: TestUser
let bruno: TestUser
let carla: TestUser
let asAna: ApiClient
let asBruno: ApiClient
let asCarla: ApiClient
let otherCompanyId: number
let outsider: TestUser
let asOutsider: ApiClient
const sockets: Socket[] = []

beforeAll(async () => {
  const env = { REDIS_URL, REDIS_PREFIX: `test-chat-${randomBytes(4).toString('hex')}` }
  nodeA = await startTestApp({ plugins: [internalChatPlugin], env })
  nodeB = await startTestApp({ plugins: [internalChatPlugin], env, database: nodeA.database })
  ana = await createUser(nodeA, { name: 'Ana' })
  bruno = await createUser(nodeA, { name: 'Bruno' })
  carla = await createUser(nodeA, { name: 'Carla' })
  otherCompanyId = await createCompany(nodeA, { name: 'Outra' })
  outsider = await createUser(nodeA, { companyId: otherCompanyId, name: 'Olga', profile: 'admin' })
  asAna = await new ApiClient(nodeA.url).login(ana)
  asBruno = await new ApiClient(nodeB.url).login(bruno)
  asCarla = await new ApiClient(nodeA.url).login(carla)
  asOutsider = await new ApiClient(nodeA.url).login(outsider)
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await nodeB?.close()
  await nodeA?.close()
})

async function startChat(title: string, users: number[], client = asAna): Promise<ChatBody> {
  const answer = await client.post('/api/chats', { title, users })
  expect(answer.status).toBe(201)
  return answer.body as ChatBody
}

async function listen(url: string, client: ApiClient, companyId: number, events: string[]) {
  const socket = io(`${url}/${companyId}`, {
    auth: { token: client.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  sockets.push(socket)
  const received: { event: string; payload: Record<string, unknown> }[] = []
  for (const event of events) socket.on(event, (payload) => received.push({ event, payload }))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
  return received
}

describe('internal chat: chats', () => {
  it('creates a chat with a title and the other users, the creator as owner and member', async () => {
    const chat = await startChat('  Plantão  ', [bruno.id])
    expect(chat).toMatchObject({ title: 'Plantão', ownerId: ana.id, lastMessage: null })
    expect(chat.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(chat.users.map((member) => member.user.name).sort()).toEqual(['Ana', 'Bruno'])
    expect(chat.users.every((member) => member.unreads === 0)).toBe(true)

    const byUuid = await asBruno.get(`/api/chats/${chat.uuid}`)
    expect(byUuid.status).toBe(200)
    expect(byUuid.body.id).toBe(chat.id)
  })

  it('refuses a blank title, no users, only the caller, and unknown users', async () => {
    expect((await asAna.post('/api/chats', { title: '   ', users: [bruno.id] })).body.error).toBe(
      'ERR_VALIDATION',
    )
    expect((await asAna.post('/api/chats', { title: 'Sem gente', users: [] })).body.error).toBe(
      'ERR_VALIDATION',
    )
    const alone = await asAna.post('/api/chats', { title: 'Sozinha', users: [ana.id] })
    expect(alone.body.error).toBe('ERR_VALIDATION')
    expect(alone.body.fields[0].field).toBe('users')
    const unknown = await asAna.post('/api/chats', { title: 'Fantasma', users: [2147483647] })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe('ERR_NO_USER_FOUND')
  })

  it('lists only the chats the caller takes part in, searchable by title', async () => {
    const shared = await startChat('Escala de sábado', [bruno.id])
    const withoutBruno = await startChat('Só com Carla', [carla.id])
    const brunos = (await asBruno.get('/api/chats')).body as { records: ChatBody[]; count: number }
    const ids = brunos.records.map((chat) => chat.id)
    expect(ids).toContain(shared.id)
    expect(ids).not.toContain(withoutBruno.id)
    expect((await asBruno.get(`/api/chats/${withoutBruno.id}`)).status).toBe(404)

    // GET /chats/ (the pop-over's call in the specification) answers the same.
    expect((await asBruno.get('/api/chats/')).body).toEqual(brunos)

    const found = await asBruno.get('/api/chats?searchParam=sábado')
    expect(found.body.records.map((chat: ChatBody) => chat.id)).toEqual([shared.id])
    expect(found.body).toMatchObject({ count: 1, hasMore: false })
  })

  it('lets only the owner rename, change members and delete', async () => {
    const chat = await startChat('Antigo', [bruno.id, carla.id])
    const byMember = await asBruno.put(`/api/chats/${chat.id}`, { title: 'Tomado' })
    expect(byMember.status).toBe(403)
    expect(byMember.body.error).toBe('ERR_NO_PERMISSION')
    expect((await asBruno.delete(`/api/chats/${chat.id}`)).body.error).toBe('ERR_NO_PERMISSION')

    const renamed = await asAna.put(`/api/chats/${chat.id}`, { title: 'Novo', users: [bruno.id] })
    expect(renamed.status).toBe(200)
    expect(renamed.body.title).toBe('Novo')
    expect(renamed.body.users.map((member: ChatBody['users'][0]) => member.userId).sort()).toEqual(
      [ana.id, bruno.id].sort(),
    )
    // Carla left the chat: she no longer finds it.
    expect((await asCarla.get(`/api/chats/${chat.id}`)).status).toBe(404)

    expect((await asAna.delete(`/api/chats/${chat.id}`)).body).toEqual({ message: 'Chat deleted' })
    expect((await asBruno.get(`/api/chats/${chat.id}`)).status).toBe(404)
    const [left] = await operatorEm(nodeA).execute<{ count: string }[]>(
      'select (select count(*) from internal_chat_members where chat_id = ?) + (select count(*) from internal_chat_messages where chat_id = ?) as count',
      [chat.id, chat.id],
    )
    expect(Number(left?.count)).toBe(0)
  })
})

describe('internal chat: messages', () => {
  it('sends, refuses blank messages, counts unreads per user and clears them on read', async () => {
    const chat = await startChat('Recados', [bruno.id, carla.id])
    const sent = await asAna.post(`/api/chats/${chat.id}/messages`, { message: ' Bom dia ' })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      chatId: chat.id,
      senderId: ana.id,
      sender: { name: 'Ana' },
      message: 'Bom dia',
    })
    await asAna.post(`/api/chats/${chat.id}/messages`, { message: 'Reunião às 10' })
    const blank = await asAna.post(`/api/chats/${chat.id}/messages`, { message: '  \n ' })
    expect(blank.body.error).toBe('ERR_VALIDATION')

    const seenByBruno = (await asBruno.get(`/api/chats/${chat.id}`)).body as ChatBody
    expect(seenByBruno.lastMessage).toBe('Reunião às 10')
    const unreads = Object.fromEntries(seenByBruno.users.map((member) => [member.userId, member.unreads]))
    expect(unreads).toEqual({ [ana.id]: 0, [bruno.id]: 2, [carla.id]: 2 })

    const read = await asBruno.post(`/api/chats/${chat.id}/read`, { userId: bruno.id })
    expect(read.status).toBe(200)
    const after = Object.fromEntries(
      (read.body as ChatBody).users.map((member) => [member.userId, member.unreads]),
    )
    expect(after).toEqual({ [ana.id]: 0, [bruno.id]: 0, [carla.id]: 2 })
    // Nobody clears another member's count.
    expect((await asBruno.post(`/api/chats/${chat.id}/read`, { userId: carla.id })).status).toBe(403)
  })

  it('pages messages, newest page first, each page oldest first', async () => {
    const chat = await startChat('Histórico', [bruno.id])
    for (let n = 1; n <= 25; n += 1) {
      expect((await asAna.post(`/api/chats/${chat.id}/messages`, { message: `m${n}` })).status).toBe(201)
    }
    const first = await asBruno.get(`/api/chats/${chat.id}/messages`)
    expect(first.body.count).toBe(25)
    expect(first.body.hasMore).toBe(true)
    expect(first.body.records.map((message: { message: string }) => message.message)).toEqual(
      Array.from({ length: 20 }, (_, index) => `m${index + 6}`),
    )
    const second = await asBruno.get(`/api/chats/${chat.id}/messages?pageNumber=2`)
    expect(second.body.records.map((message: { message: string }) => message.message)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ])
    expect(second.body.hasMore).toBe(false)
    const older = await asBruno.get(`/api/chats/${chat.id}/messages?beforeId=${first.body.records[0].id}`)
    expect(older.body.records).toEqual(second.body.records)
  })
})

describe('internal chat: live events on every API node', () => {
  it('delivers a message sent on one node to the other members listening on another', async () => {
    const chat = await startChat('Ao vivo', [bruno.id])
    const brunoEvents = [`company-1-chat`, `company-1-chat-${chat.id}`, `company-1-chat-user-${bruno.id}`]
    const toBruno = await listen(nodeB.url, asBruno, 1, brunoEvents)
    const toCarla = await listen(nodeB.url, asCarla, 1, ['company-1-chat', `company-1-chat-${chat.id}`])

    const sent = await asAna.post(`/api/chats/${chat.id}/messages`, { message: 'Olá, Bruno' })
    await waitFor(() => toBruno.filter((entry) => entry.payload.action === 'new-message').length === 2)
    const inConversation = toBruno.find((entry) => entry.event === `company-1-chat-${chat.id}`)
    expect(inConversation?.payload).toMatchObject({ action: 'new-message', newMessage: { id: sent.body.id } })
    const popOver = toBruno.find((entry) => entry.event === 'company-1-chat')?.payload as {
      chat: ChatBody
    }
    expect(popOver.chat.users.find((member) => member.userId === bruno.id)?.unreads).toBe(1)

    await asBruno.post(`/api/chats/${chat.id}/read`, {})
    await waitFor(() => toBruno.some((entry) => entry.event === `company-1-chat-user-${bruno.id}`))

    await asAna.delete(`/api/chats/${chat.id}`)
    await waitFor(() => toBruno.some((entry) => entry.payload.action === 'delete'))
    // Carla is not in the chat: nothing of it reached her.
    expect(toCarla).toEqual([])
  })

  it('tells a new member their chat was created', async () => {
    const toCarla = await listen(nodeB.url, asCarla, 1, [`company-1-chat-user-${carla.id}`])
    const chat = await startChat('Nova conversa', [carla.id])
    await waitFor(() => toCarla.length > 0)
    expect(toCarla[0]?.payload).toMatchObject({
      action: 'create',
      record: { id: chat.id, title: 'Nova conversa' },
    })
  })
})

describe('internal chat: tenant isolation and plan', () => {
  it("answers another company's chat ids with 404 on every route and refuses its users as members", async () => {
    const chat = await startChat('Interno', [bruno.id])
    await asAna.post(`/api/chats/${chat.id}/messages`, { message: 'segredo' })
    for (const ref of [chat.id, chat.uuid]) {
      expect((await asOutsider.get(`/api/chats/${ref}`)).status).toBe(404)
      expect((await asOutsider.get(`/api/chats/${ref}/messages`)).status).toBe(404)
      expect((await asOutsider.post(`/api/chats/${ref}/messages`, { message: 'x' })).status).toBe(404)
      expect((await asOutsider.post(`/api/chats/${ref}/read`, {})).status).toBe(404)
      expect((await asOutsider.put(`/api/chats/${ref}`, { title: 'x' })).status).toBe(404)
      expect((await asOutsider.delete(`/api/chats/${ref}`)).status).toBe(404)
    }
    expect((await asOutsider.get('/api/chats')).body).toEqual({ records: [], count: 0, hasMore: false })
    const across = await asAna.post('/api/chats', { title: 'Cruzado', users: [outsider.id] })
    expect(across.body.error).toBe('ERR_NO_USER_FOUND')
    const theirs = await asOutsider.post('/api/chats', { title: 'Deles', users: [bruno.id] })
    expect(theirs.body.error).toBe('ERR_NO_USER_FOUND')
    expect((await asAna.get(`/api/chats/${chat.id}`)).body.lastMessage).toBe('segredo')
  })

  it('refuses every chat route to a company whose plan lacks useInternalChat', async () => {
    const [plan] = await operatorEm(nodeA).execute<{ id: number }[]>(
      `insert into plans (name, use_internal_chat, created_at, updated_at) values ('Sem chat', false, now(), now()) returning id`,
    )
    const companyId = await createCompany(nodeA, { planId: plan!.id })
    const admin = await createUser(nodeA, { companyId, profile: 'admin' })
    const colleague = await createUser(nodeA, { companyId })
    const client = await new ApiClient(nodeA.url).login(admin)
    for (const answer of [
      await client.get('/api/chats'),
      await client.post('/api/chats', { title: 'Não', users: [colleague.id] }),
    ]) {
      expect(answer.status).toBe(403)
      expect(answer.body.error).toBe('ERR_PLAN_FEATURE_DISABLED')
    }
  })
})
