import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import { type ConversationSeed, conversationSeed } from './testing-seed.ts'

let testApp: TestApp
let sql: pg.Client
let seed: ConversationSeed

const c = {} as {
  id: number
  sales: number
  admin: ApiClient
  agent: ApiClient
  agentId: number
  peer: ApiClient
  ticket: { id: number; contactId: number }
  hidden: { id: number; contactId: number }
  tagA: number
  tagB: number
  other: ApiClient
  otherTag: number
  otherTicket: { id: number; contactId: number }
}

async function ticketOf(companyId: number, options: Partial<Parameters<ConversationSeed['ticket']>[0]> = {}) {
  const contactId = await seed.contact({ companyId })
  const ticket = await seed.ticket({ companyId, contactId, ...options })
  return { id: ticket.id, contactId }
}

beforeAll(async () => {
  testApp = await startTestApp()
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  seed = conversationSeed(sql)
  c.id = await seed.company()
  c.sales = await seed.queue({ companyId: c.id, name: 'Vendas' })
  const support = await seed.queue({ companyId: c.id, name: 'Suporte' })
  const admin = await seed.user({ companyId: c.id, profile: 'admin', name: 'Ana Admin' })
  const agent = await seed.user({ companyId: c.id, name: 'Beto Agente', queueIds: [c.sales] })
  const peer = await seed.user({ companyId: c.id, name: 'Caio Par', queueIds: [c.sales] })
  c.agentId = agent.id
  c.admin = await new ApiClient(testApp.url).login(admin)
  c.agent = await new ApiClient(testApp.url).login(agent)
  c.peer = await new ApiClient(testApp.url).login(peer)
  c.ticket = await ticketOf(c.id, { status: 'pending', queueId: c.sales })
  c.hidden = await ticketOf(c.id, { status: 'pending', queueId: support })
  c.tagA = await seed.tag({ companyId: c.id, name: 'VIP', color: '#ff0000' })
  c.tagB = await seed.tag({ companyId: c.id, name: 'Atrasado' })

  const otherCompany = await seed.company()
  c.other = await new ApiClient(testApp.url).login(
    await seed.user({ companyId: otherCompany, profile: 'admin' }),
  )
  c.otherTag = await seed.tag({ companyId: otherCompany, name: 'Alheia' })
  c.otherTicket = await ticketOf(otherCompany)
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

describe('ticket notes', () => {
  it('adds a note with its author and lists the notes newest first', async () => {
    const first = await c.agent.post('/api/ticket-notes', {
      note: 'Cliente pediu retorno amanhã',
      ticketId: c.ticket.id,
      contactId: c.ticket.contactId,
    })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      note: 'Cliente pediu retorno amanhã',
      ticketId: c.ticket.id,
      contactId: c.ticket.contactId,
      userId: c.agentId,
      user: { id: c.agentId, name: 'Beto Agente' },
    })
    const second = await c.admin.post('/api/ticket-notes', {
      note: 'Ok',
      ticketId: c.ticket.id,
      contactId: c.ticket.contactId,
    })
    expect(second.status).toBe(201)

    const listed = await c.agent.get(
      `/api/ticket-notes/list?ticketId=${c.ticket.id}&contactId=${c.ticket.contactId}`,
    )
    expect(listed.status).toBe(200)
    expect(listed.body.map((note: { id: number }) => note.id)).toEqual([second.body.id, first.body.id])
    expect(listed.body[0].user.name).toBe('Ana Admin')
  })

  it('refuses notes shorter than 2 characters and contacts that are not the ticket’s', async () => {
    const short = await c.agent.post('/api/ticket-notes', {
      note: 'a',
      ticketId: c.ticket.id,
      contactId: c.ticket.contactId,
    })
    expect(short.status).toBe(400)
    expect(short.body.error).toBe('ERR_VALIDATION')
    const blank = await c.agent.post('/api/ticket-notes', {
      note: ' a ',
      ticketId: c.ticket.id,
      contactId: c.ticket.contactId,
    })
    expect(blank.status).toBe(400)
    const mismatch = await c.agent.post('/api/ticket-notes', {
      note: 'Nota',
      ticketId: c.ticket.id,
      contactId: c.hidden.contactId,
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.fields).toMatchObject([
      { field: 'contactId', message: "is not the ticket's contact" },
    ])
  })

  it('keeps notes of tickets outside the caller scope out of reach', async () => {
    const answer = await c.agent.post('/api/ticket-notes', {
      note: 'Nota escondida',
      ticketId: c.hidden.id,
      contactId: c.hidden.contactId,
    })
    expect(answer.status).toBe(404)
    expect((await c.agent.get(`/api/ticket-notes/list?ticketId=${c.hidden.id}`)).status).toBe(404)
  })

  it('lets authors delete their notes and admins delete anyone’s', async () => {
    const made = await c.agent.post('/api/ticket-notes', {
      note: 'Apagar depois',
      ticketId: c.ticket.id,
      contactId: c.ticket.contactId,
    })
    const byPeer = await c.peer.delete(`/api/ticket-notes/${made.body.id}`)
    expect(byPeer.status).toBe(403)
    expect(byPeer.body.error).toBe('ERR_NO_PERMISSION')
    const byAuthor = await c.agent.delete(`/api/ticket-notes/${made.body.id}`)
    expect(byAuthor.status).toBe(200)
    expect(byAuthor.body).toEqual({ message: 'note deleted' })

    const another = await c.agent.post('/api/ticket-notes', {
      note: 'Admin apaga',
      ticketId: c.ticket.id,
      contactId: c.ticket.contactId,
    })
    expect((await c.admin.delete(`/api/ticket-notes/${another.body.id}`)).status).toBe(200)
    const { rows } = await sql.query('select id from ticket_notes where id in ($1, $2)', [
      made.body.id,
      another.body.id,
    ])
    expect(rows).toEqual([])
  })

  it("answers 404 to another company's tickets and notes, changing nothing", async () => {
    const note = await c.agent.post('/api/ticket-notes', {
      note: 'Nota da empresa A',
      ticketId: c.ticket.id,
      contactId: c.ticket.contactId,
    })
    const before = (await sql.query('select id, note from ticket_notes order by id')).rows
    expect((await c.other.delete(`/api/ticket-notes/${note.body.id}`)).status).toBe(404)
    expect((await c.other.get(`/api/ticket-notes/list?ticketId=${c.ticket.id}`)).status).toBe(404)
    const post = await c.other.post('/api/ticket-notes', {
      note: 'Intrusa',
      ticketId: c.ticket.id,
      contactId: c.ticket.contactId,
    })
    expect(post.status).toBe(404)
    expect((await sql.query('select id, note from ticket_notes order by id')).rows).toEqual(before)
  })
})

describe('ticket tags', () => {
  const tagsOf = async (ticketId: number) =>
    (
      await sql.query('select tag_id from ticket_tags where ticket_id = $1 order by tag_id', [ticketId])
    ).rows.map((row) => row.tag_id)

  it('puts tags on a ticket once each, shown on the ticket', async () => {
    const put = await c.agent.put(`/api/ticket-tags/${c.ticket.id}/${c.tagA}`)
    expect(put.status).toBe(200)
    expect(put.body).toEqual({ ticketId: c.ticket.id, tagId: c.tagA })
    expect((await c.agent.put(`/api/ticket-tags/${c.ticket.id}/${c.tagA}`)).status).toBe(200)
    await c.agent.put(`/api/ticket-tags/${c.ticket.id}/${c.tagB}`)
    expect(await tagsOf(c.ticket.id)).toEqual([c.tagA, c.tagB].sort((x, y) => x - y))
    const shown = await c.agent.get(`/api/tickets/${c.ticket.id}`)
    expect(shown.body.tags).toContainEqual({ id: c.tagA, name: 'VIP', color: '#ff0000' })
  })

  it('takes every tag off a ticket', async () => {
    await c.agent.put(`/api/ticket-tags/${c.ticket.id}/${c.tagA}`)
    const cleared = await c.agent.delete(`/api/ticket-tags/${c.ticket.id}`)
    expect(cleared.status).toBe(200)
    expect(await tagsOf(c.ticket.id)).toEqual([])
  })

  it("refuses another company's tags and tickets, and tickets outside the scope", async () => {
    const foreignTag = await c.agent.put(`/api/ticket-tags/${c.ticket.id}/${c.otherTag}`)
    expect(foreignTag.status).toBe(404)
    expect(await tagsOf(c.ticket.id)).toEqual([])

    await seed.ticketTag(c.id, c.hidden.id, c.tagA)
    expect((await c.agent.put(`/api/ticket-tags/${c.hidden.id}/${c.tagB}`)).status).toBe(404)
    expect((await c.agent.delete(`/api/ticket-tags/${c.hidden.id}`)).status).toBe(404)
    expect(await tagsOf(c.hidden.id)).toEqual([c.tagA])

    const intruder = await c.other.put(`/api/ticket-tags/${c.hidden.id}/${c.otherTag}`)
    expect(intruder.status).toBe(404)
    expect(intruder.body.error).toBe('ERR_NO_TICKET_FOUND')
    expect((await c.other.delete(`/api/ticket-tags/${c.hidden.id}`)).status).toBe(404)
    expect(await tagsOf(c.hidden.id)).toEqual([c.tagA])
    expect((await c.admin.put(`/api/ticket-tags/${c.otherTicket.id}/${c.tagA}`)).status).toBe(404)
    expect(await tagsOf(c.otherTicket.id)).toEqual([])
  })
})
