import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { heardOne, settle, startTwoCompanies, type TwoCompanies } from '../contacts/tenant-test-kit.ts'

let t: TwoCompanies

beforeAll(async () => {
  t = await startTwoCompanies()
})

afterAll(async () => {
  await t?.close()
})

async function tagRow(id: number) {
  return (await t.sql.query('select * from tags where id = $1', [id])).rows[0]
}

async function contactTagIds(contactId: number): Promise<number[]> {
  const { rows } = await t.sql.query(
    'select tag_id from contact_tags where contact_id = $1 order by tag_id',
    [contactId],
  )
  return rows.map((row: { tag_id: number }) => row.tag_id)
}

async function newTag(body: Record<string, unknown>, client = t.a.admin) {
  const answer = await client.post('/api/tags', body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body
}

async function newContact(name: string, number: string, client = t.a.admin) {
  const answer = await client.post('/api/contacts', { name, number })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body
}

describe('creating tags and lanes', () => {
  it('creates a tag with a random colour and tells only its company', async () => {
    const socketA = await t.socketOf(t.a.user, t.a.id)
    const socketB = await t.socketOf(t.b.admin, t.b.id)
    const tag = await newTag({ name: 'Urgente' }, t.a.user)
    expect(tag).toMatchObject({
      name: 'Urgente',
      kanban: 0,
      timeLane: 0,
      nextLaneId: null,
      rollbackLaneId: null,
      greetingMessageLane: null,
      userId: null,
      companyId: t.a.id,
      ticketsCount: 0,
      contactsCount: 0,
    })
    expect(tag.color).toMatch(/^#[0-9A-F]{6}$/)
    expect((await tagRow(tag.id)).company_id).toBe(t.a.id)
    expect(
      await heardOne(
        socketA,
        `company-${t.a.id}-tag`,
        (payload: { tag?: { id: number } }) => payload.tag?.id === tag.id,
      ),
    ).toEqual({
      action: 'create',
      tag,
    })
    await settle()
    expect(socketB.of(`company-${t.b.id}-tag`)).toEqual([])
  })

  it('refuses invalid fields with the form messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'name', 'is required'],
      [{ name: '' }, 'name', 'Obrigatório'],
      [{ name: '   ' }, 'name', 'Obrigatório'],
      [{ name: 'ab' }, 'name', 'Mensagem muito curta'],
      [{ name: 'x'.repeat(101) }, 'name', 'must not have more than 100 characters'],
      [
        { name: 'Cor', color: 'red' },
        'color',
        'must match pattern "^#[0-9A-Fa-f]{3}([0-9A-Fa-f]{3})?([0-9A-Fa-f]{2})?$"',
      ],
      [{ name: 'Raia', kanban: 2 }, 'kanban', 'must match a schema in anyOf'],
      [{ name: 'Raia', kanban: 1, timeLane: -1 }, 'timeLane', 'must be >= 0'],
    ]
    for (const [body, field, message] of cases) {
      const answer = await t.a.admin.post('/api/tags', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.fields).toContainEqual(expect.objectContaining({ field, message }))
    }
    expect(
      (await t.sql.query(`select count(*)::int as n from tags where name in ('ab', 'Cor', 'Raia')`)).rows[0]
        .n,
    ).toBe(0)
  })

  it('refuses a second tag with the same name (any case), but a lane may share it', async () => {
    await newTag({ name: 'Financeiro', color: '#00FF00' })
    const again = await t.a.admin.post('/api/tags', { name: 'FINANCEIRO' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      error: 'ERR_CONFLICT',
      fields: [{ field: 'name', message: 'already exists' }],
    })
    expect((await newTag({ name: 'Financeiro', kanban: 1 })).kanban).toBe(1)
    // Another company has its own names.
    expect((await t.b.admin.post('/api/tags', { name: 'Financeiro' })).status).toBe(201)
  })

  it('links lanes only to other lanes of the same company, and users of the company', async () => {
    const first = await newTag({ name: 'Raia Entrada', kanban: 1 })
    const plain = await newTag({ name: 'Sem raia' })
    const otherCompanyLane = await newTag({ name: 'Raia Beta', kanban: 1 }, t.b.admin)
    const lane = await newTag({
      name: 'Raia Proposta',
      kanban: 1,
      timeLane: 24,
      nextLaneId: first.id,
      rollbackLaneId: first.id,
      greetingMessageLane: 'Olá {{name}}, sua proposta chegou',
      userId: t.a.userId,
    })
    expect(lane).toMatchObject({
      timeLane: 24,
      nextLaneId: first.id,
      rollbackLaneId: first.id,
      userId: t.a.userId,
    })

    const foreign = await t.a.admin.post('/api/tags', {
      name: 'Raia X',
      kanban: 1,
      nextLaneId: otherCompanyLane.id,
    })
    expect(foreign.status).toBe(404)
    expect(foreign.body.fields).toMatchObject([{ field: 'nextLaneId', message: 'not found' }])
    const notLane = await t.a.admin.post('/api/tags', { name: 'Raia Y', kanban: 1, rollbackLaneId: plain.id })
    expect(notLane.status).toBe(400)
    expect(notLane.body.fields).toMatchObject([{ field: 'rollbackLaneId', message: 'must be a kanban lane' }])
    const self = await t.a.admin.put(`/api/tags/${lane.id}`, { nextLaneId: lane.id })
    expect(self.status).toBe(400)
    expect(self.body.fields).toMatchObject([{ field: 'nextLaneId', message: 'must be another lane' }])
    const foreignUser = await t.a.admin.put(`/api/tags/${lane.id}`, { userId: t.b.adminId })
    expect(foreignUser.status).toBe(404)
    expect(foreignUser.body.error).toBe('ERR_NO_USER_FOUND')
    const row = await tagRow(lane.id)
    expect([row.next_lane_id, row.user_id]).toEqual([first.id, t.a.userId])

    // Deleting a lane unlinks the lanes pointing at it.
    expect((await t.a.admin.delete(`/api/tags/${first.id}`)).status).toBe(200)
    const after = await tagRow(lane.id)
    expect([after.next_lane_id, after.rollback_lane_id]).toEqual([null, null])
  })
})

describe('listing tags', () => {
  let vip: { id: number }
  beforeAll(async () => {
    vip = await newTag({ name: 'Lista VIP' })
    const contacts = [
      await newContact('Lista Um', '5511987652001'),
      await newContact('Lista Dois', '5511987652002'),
    ]
    for (const contact of contacts)
      await t.a.user.post('/api/tags/sync', { contactId: contact.id, tags: [{ id: vip.id }] })
    const { rows } = await t.sql.query(
      `insert into tickets (uuid, company_id, contact_id, status, channel, created_at, updated_at)
       values ($1, $2, $3, 'open', 'whatsapp', now(), now()) returning id`,
      [randomUUID(), t.a.id, contacts[0]!.id],
    )
    await t.sql.query('insert into ticket_tags (ticket_id, tag_id, company_id) values ($1, $2, $3)', [
      rows[0].id,
      vip.id,
      t.a.id,
    ])
    for (let index = 0; index < 21; index++)
      await newTag({ name: `Página ${String(index).padStart(2, '0')}` })
  })

  it('pages with counts, searches and filters', async () => {
    const found = await t.a.user.get('/api/tags?searchParam=lista v')
    expect(found.body).toMatchObject({ count: 1, hasMore: false })
    expect(found.body.tags[0]).toMatchObject({ id: vip.id, ticketsCount: 1, contactsCount: 2 })

    const first = await t.a.user.get('/api/tags?searchParam=página')
    expect(first.body.tags).toHaveLength(20)
    expect(first.body).toMatchObject({ count: 21, hasMore: true })
    expect((await t.a.user.get('/api/tags?searchParam=página&pageNumber=2')).body.tags).toHaveLength(1)
    expect(
      (await t.a.user.get(`/api/tags?tagId=${vip.id}`)).body.tags.map((tag: { id: number }) => tag.id),
    ).toEqual([vip.id])
    const lanes = (await t.a.user.get('/api/tags?kanban=1')).body.tags
    expect(lanes.length).toBeGreaterThan(0)
    expect(lanes.every((tag: { kanban: number }) => tag.kanban === 1)).toBe(true)

    const ranged = await t.a.user.get(
      `/api/tags?range=${encodeURIComponent('[0,1]')}&filter=${encodeURIComponent('{"q":"página"}')}`,
    )
    expect(ranged.body).toHaveLength(2)
    expect(ranged.headers.get('content-range')).toBe('tags 0-1/21')
  })

  it('lists every tag for selectors, lanes for the kanban, and one tag with its contacts', async () => {
    const all = (await t.a.user.get('/api/tags/list')).body
    expect(all.length).toBeGreaterThan(21)
    const lanes = (await t.a.user.get('/api/tags/list?kanban=1')).body
    expect(lanes.every((tag: { kanban: number }) => tag.kanban === 1)).toBe(true)
    const kanban = await t.a.user.get('/api/tag/kanban/')
    expect(kanban.status).toBe(200)
    expect(kanban.body.lista.map((tag: { id: number }) => tag.id)).toEqual(
      lanes.map((tag: { id: number }) => tag.id).sort((a: number, b: number) => a - b),
    )
    const one = await t.a.user.get(`/api/tags/${vip.id}`)
    expect(one.body).toMatchObject({ id: vip.id, contactsCount: 2 })
    expect(
      one.body.contacts.map((contact: { name: string; number: string }) => [contact.name, contact.number]),
    ).toEqual([
      ['Lista Dois', '5511987652002'],
      ['Lista Um', '5511987652001'],
    ])
  })

  it('refuses the kanban lanes to a company whose plan has no kanban', async () => {
    const { rows } = await t.sql.query(
      `insert into plans (name, is_public, use_kanban, created_at, updated_at)
       values ('Sem Kanban', true, false, now(), now()) returning id`,
    )
    const { rows: previous } = await t.sql.query('select plan_id from companies where id = $1', [t.b.id])
    await t.sql.query('update companies set plan_id = $1 where id = $2', [rows[0].id, t.b.id])
    try {
      const answer = await t.b.admin.get('/api/tag/kanban/')
      expect(answer.status).toBe(403)
      expect(answer.body.error).toBe('ERR_PLAN_FEATURE_DISABLED')
      expect((await t.b.admin.post('/api/tags', { name: 'Raia Proibida', kanban: 1 })).body.error).toBe(
        'ERR_PLAN_FEATURE_DISABLED',
      )
      expect((await t.b.admin.post('/api/tags', { name: 'Etiqueta Permitida' })).status).toBe(201)
    } finally {
      await t.sql.query('update companies set plan_id = $1 where id = $2', [previous[0].plan_id, t.b.id])
    }
  })
})

describe('tags of contacts', () => {
  it("sets a contact's tags exactly, creating named ones, and removes one", async () => {
    const socket = await t.socketOf(t.a.user, t.a.id)
    const contact = await newContact('Sync Sara', '5511987653001')
    const kept = await newTag({ name: 'Sync Mantida' })
    const dropped = await newTag({ name: 'Sync Removida' })
    await t.a.user.post('/api/tags/sync', { contactId: contact.id, tags: [{ id: dropped.id }] })

    const synced = await t.a.user.post('/api/tags/sync', {
      contactId: contact.id,
      tags: [
        { id: kept.id, name: 'Sync Mantida', color: '#fff' },
        { name: 'Sync Nova' },
        { name: 'sync mantida' },
      ],
    })
    expect(synced.status).toBe(200)
    expect(synced.body.tags.map((tag: { name: string }) => tag.name)).toEqual(['Sync Mantida', 'Sync Nova'])
    const created = (await t.sql.query(`select id, kanban from tags where name = 'Sync Nova'`)).rows[0]
    expect(created.kanban).toBe(0)
    expect(await contactTagIds(contact.id)).toEqual([kept.id, created.id].sort((a, b) => a - b))
    await heardOne(
      socket,
      `company-${t.a.id}-tag`,
      (payload: { action: string; tag?: { name: string } }) =>
        payload.action === 'create' && payload.tag?.name === 'Sync Nova',
    )
    await heardOne(
      socket,
      `company-${t.a.id}-contact`,
      (payload: { contact?: { id: number; tags: unknown[] } }) =>
        payload.contact?.id === contact.id && payload.contact?.tags.length === 2,
    )

    expect((await t.a.user.get(`/api/contactTags/${contact.id}`)).body).toEqual({
      tags: [
        { id: kept.id, name: 'Sync Mantida', color: expect.any(String) },
        { id: created.id, name: 'Sync Nova', color: expect.any(String) },
      ],
    })
    const short = await t.a.user.post('/api/tags/sync', { contactId: contact.id, tags: [{ name: 'ab' }] })
    expect(short.status).toBe(400)
    expect(short.body.fields).toMatchObject([{ field: 'tags', message: 'Tag muito curta!' }])

    expect((await t.a.user.delete(`/api/tags-contacts/${kept.id}/${contact.id}`)).status).toBe(200)
    expect(await contactTagIds(contact.id)).toEqual([created.id])
    // An empty list clears them.
    expect((await t.a.user.post('/api/tags/sync', { contactId: contact.id, tags: [] })).body).toEqual({
      tags: [],
    })
    expect(await contactTagIds(contact.id)).toEqual([])
  })
})

describe('tenant isolation', () => {
  it("answers 404 to another company's tag and contact ids on every route and changes nothing", async () => {
    const tag = await newTag({ name: 'Isolada Alfa', kanban: 1 })
    const contact = await newContact('Isolado Alfa', '5511987654001')
    await t.a.admin.post('/api/tags/sync', { contactId: contact.id, tags: [{ id: tag.id }] })
    const bTag = await newTag({ name: 'Isolada Beta' }, t.b.admin)
    const bContact = await newContact('Isolado Beta', '5511987654002', t.b.admin)
    const before = await tagRow(tag.id)
    const b = t.b.admin

    const notFound = [
      await b.get(`/api/tags/${tag.id}`),
      await b.put(`/api/tags/${tag.id}`, { name: 'Tomada' }),
      await b.delete(`/api/tags/${tag.id}`),
      await b.delete(`/api/tags-contacts/${tag.id}/${contact.id}`),
      await b.delete(`/api/tags-contacts/${bTag.id}/${contact.id}`),
      await b.get(`/api/contactTags/${contact.id}`),
      await b.post('/api/tags/sync', { contactId: contact.id, tags: [] }),
      await b.post('/api/tags/sync', { contactId: bContact.id, tags: [{ id: tag.id }] }),
      await b.put(`/api/tags/${bTag.id}`, { kanban: 1, nextLaneId: tag.id }),
    ]
    for (const answer of notFound) expect(answer.status, JSON.stringify(answer.body)).toBe(404)

    expect(await tagRow(tag.id)).toEqual(before)
    expect(await contactTagIds(contact.id)).toEqual([tag.id])
    expect(await contactTagIds(bContact.id)).toEqual([])
    expect((await tagRow(bTag.id)).next_lane_id).toBeNull()
    const listed = (await b.get('/api/tags/list')).body.map((found: { id: number }) => found.id)
    expect(listed).not.toContain(tag.id)
    expect((await b.get('/api/tags?searchParam=Isolada Alfa')).body.count).toBe(0)
    expect(
      (await b.get('/api/tag/kanban/')).body.lista.map((found: { id: number }) => found.id),
    ).not.toContain(tag.id)
  })
})
