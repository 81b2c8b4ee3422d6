import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { heardOne, settle, startTwoCompanies, type TwoCompanies } from './tenant-test-kit.ts'

let t: TwoCompanies

beforeAll(async () => {
  t = await startTwoCompanies()
})

afterAll(async () => {
  await t?.close()
})

async function contactRow(id: number) {
  const { rows } = await t.sql.query('select * from contacts where id = $1', [id])
  return rows[0]
}

async function identitiesOf(contactId: number) {
  const { rows } = await t.sql.query(
    'select kind, value from contact_identities where contact_id = $1 order by id',
    [contactId],
  )
  return rows
}

/** Creates a contact in company A through the API and answers it. */
async function createContact(body: Record<string, unknown>) {
  const answer = await t.a.admin.post('/api/contacts', body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body
}

async function setCompanyOption(companyId: number, key: string, value: string) {
  await t.sql.query(
    `insert into company_settings (company_id, key, value, created_at, updated_at) values ($1, $2, $3, now(), now())
     on conflict (company_id, key) do update set value = excluded.value`,
    [companyId, key, value],
  )
}

describe('creating contacts', () => {
  it('stores the normalised number with a phone identity and extra fields, and tells only its company', async () => {
    const adminSocket = await t.socketOf(t.a.admin, t.a.id)
    const otherCompanySocket = await t.socketOf(t.b.admin, t.b.id)

    const created = await createContact({
      name: '  Maria Souza ',
      number: '+55 (11) 8765-4321',
      email: 'maria@example.com',
      extraInfo: [{ name: 'CPF', value: '123.456.789-00' }],
      companyId: t.b.id,
    })
    expect(created).toMatchObject({
      name: 'Maria Souza',
      // Brazilian mobile without the ninth digit gets it.
      number: '5511987654321',
      email: 'maria@example.com',
      companyId: t.a.id,
      active: true,
      acceptAudioMessage: true,
      disableBot: false,
      isGroup: false,
      channel: 'whatsapp',
      extraInfo: [{ id: expect.any(Number), name: 'CPF', value: '123.456.789-00' }],
      tags: [],
    })
    expect((await contactRow(created.id)).company_id).toBe(t.a.id)
    expect(await identitiesOf(created.id)).toEqual([{ kind: 'phone', value: '5511987654321' }])

    const event = await heardOne<{ action: string; contact: { id: number } }>(
      adminSocket,
      `company-${t.a.id}-contact`,
      (payload) => payload.contact?.id === created.id,
    )
    expect(event).toEqual({ action: 'create', contact: created })
    await settle()
    expect(otherCompanySocket.heard).toEqual([])

    const read = await t.a.user.get(`/api/contacts/${created.id}`)
    expect(read.status).toBe(200)
    expect(read.body).toEqual(created)
  })

  it('refuses invalid fields, naming each', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ number: '5511900000001' }, 'name', 'is required'],
      [{ name: 'A', number: '5511900000001' }, 'name', 'must not have fewer than 2 characters'],
      [{ name: '  A  ', number: '5511900000001' }, 'name', 'must not have fewer than 2 characters'],
      [{ name: 'x'.repeat(251), number: '5511900000001' }, 'name', 'must not have more than 250 characters'],
      [{ name: 'Bruno' }, 'number', 'is required'],
      [{ name: 'Bruno', number: '1234567' }, 'number', 'must not have fewer than 8 characters'],
      [{ name: 'Bruno', number: '9'.repeat(51) }, 'number', 'must not have more than 50 characters'],
      [{ name: 'Bruno', number: 'abc12345678' }, 'number', 'must match pattern "^[0-9+()\\-.\\s*]+$"'],
      [
        { name: 'Bruno', number: '1234567890123456' },
        'number',
        'must have 8 to 15 digits: country code + area code + number',
      ],
      [
        { name: 'Bruno', number: '(((())))----' },
        'number',
        'must have 8 to 15 digits: country code + area code + number',
      ],
      [{ name: 'Bruno', number: '5511900000001', email: 'bruno@' }, 'email', 'Invalid email'],
    ]
    for (const [body, field, message] of cases) {
      const answer = await t.a.admin.post('/api/contacts', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.error).toBe('ERR_VALIDATION')
      expect(answer.body.fields).toContainEqual(expect.objectContaining({ field, message }))
    }
    const { rows } = await t.sql.query(`select count(*)::int as n from contacts where name = 'Bruno'`)
    expect(rows[0].n).toBe(0)
    // An empty e-mail is no e-mail.
    const withoutEmail = await createContact({ name: 'Bruno', number: '5511900000001', email: '' })
    expect(withoutEmail.email).toBe('')
    expect((await contactRow(withoutEmail.id)).email).toBeNull()
  })

  it('answers 409 ERR_DUPLICATED_CONTACT for a number known in any of its forms', async () => {
    const first = await createContact({ name: 'Carla', number: '5521987650001' })

    const same = await t.a.admin.post('/api/contacts', { name: 'Carla 2', number: '55 21 98765-0001' })
    expect(same.status).toBe(409)
    expect(same.body).toMatchObject({ error: 'ERR_DUPLICATED_CONTACT', details: { contactId: first.id } })

    // The same mobile written without the ninth digit.
    const ninth = await t.a.admin.post('/api/contacts', { name: 'Carla 3', number: '552187650001' })
    expect(ninth.status).toBe(409)
    expect(ninth.body.details).toEqual({ contactId: first.id })

    // A contact the channel knows only by its old (eight-digit) phone identity.
    const { rows } = await t.sql.query(
      `insert into contacts (company_id, name, number, channel, created_at, updated_at)
       values ($1, 'Davi (lid)', null, 'whatsapp', now(), now()) returning id`,
      [t.a.id],
    )
    await t.sql.query(
      `insert into contact_identities (company_id, contact_id, kind, value, created_at, updated_at)
       values ($1, $2, 'phone', '553187650002', now(), now())`,
      [t.a.id, rows[0].id],
    )
    const variant = await t.a.admin.post('/api/contacts', { name: 'Davi', number: '5531987650002' })
    expect(variant.status).toBe(409)
    expect(variant.body.details).toEqual({ contactId: rows[0].id })

    // Another company may have the same number.
    expect((await t.b.admin.post('/api/contacts', { name: 'Carla B', number: '5521987650001' })).status).toBe(
      201,
    )

    const { rows: count } = await t.sql.query(
      `select count(*)::int as n from contacts where company_id = $1 and name like 'Carla%'`,
      [t.a.id],
    )
    expect(count[0].n).toBe(1)
  })
})

describe('editing contacts', () => {
  it('changes fields, replaces extra fields and re-keys the phone identity', async () => {
    const contact = await createContact({
      name: 'Eva',
      number: '5541987650003',
      extraInfo: [
        { name: 'Empresa', value: 'ACME' },
        { name: 'Cargo', value: 'Gerente' },
      ],
    })
    await t.sql.query(
      `insert into contact_identities (company_id, contact_id, kind, value, created_at, updated_at)
       values ($1, $2, 'lid', '123456@lid', now(), now())`,
      [t.a.id, contact.id],
    )
    const socket = await t.socketOf(t.a.user, t.a.id)

    const answer = await t.a.user.put(`/api/contacts/${contact.id}`, {
      name: 'Eva Lima',
      number: '5541987650099',
      email: 'eva@example.com',
      extraInfo: [{ name: 'Empresa', value: 'ACME Ltda' }],
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      name: 'Eva Lima',
      number: '5541987650099',
      email: 'eva@example.com',
      extraInfo: [{ name: 'Empresa', value: 'ACME Ltda' }],
    })
    expect(await identitiesOf(contact.id)).toEqual([
      { kind: 'lid', value: '123456@lid' },
      { kind: 'phone', value: '5541987650099' },
    ])
    const { rows } = await t.sql.query('select name, value from contact_extra_info where contact_id = $1', [
      contact.id,
    ])
    expect(rows).toEqual([{ name: 'Empresa', value: 'ACME Ltda' }])
    await heardOne<{ action: string; contact: { name: string } }>(
      socket,
      `company-${t.a.id}-contact`,
      (payload) => payload.action === 'update' && payload.contact.name === 'Eva Lima',
    )

    // Without extraInfo the extra fields stay.
    expect(
      (await t.a.user.put(`/api/contacts/${contact.id}`, { name: 'Eva L.' })).body.extraInfo,
    ).toHaveLength(1)
  })

  it("refuses another contact's number and invalid fields, changing nothing", async () => {
    const one = await createContact({ name: 'Fabio', number: '5551987650004' })
    const two = await createContact({ name: 'Gabi', number: '5551987650005' })
    const taken = await t.a.admin.put(`/api/contacts/${two.id}`, { number: '555187650004' })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ error: 'ERR_DUPLICATED_CONTACT', details: { contactId: one.id } })
    const short = await t.a.admin.put(`/api/contacts/${two.id}`, { name: 'G' })
    expect(short.status).toBe(400)
    expect(short.body.fields).toMatchObject([
      { field: 'name', message: 'must not have fewer than 2 characters' },
    ])
    const row = await contactRow(two.id)
    expect([row.name, row.number]).toEqual(['Gabi', '5551987650005'])
    expect(await identitiesOf(two.id)).toEqual([{ kind: 'phone', value: '5551987650005' }])
  })
})

describe('switches and blocking', () => {
  it('flips audio acceptance and the bot, and blocks and unblocks', async () => {
    const contact = await createContact({ name: 'Hugo', number: '5561987650006' })
    const audio = await t.a.user.put(`/api/contacts/toggleAcceptAudio/${contact.id}`)
    expect(audio.status).toBe(200)
    expect(audio.body.acceptAudioMessage).toBe(false)
    expect(
      (await t.a.user.put(`/api/contacts/toggleAcceptAudio/${contact.id}`)).body.acceptAudioMessage,
    ).toBe(true)

    const bot = await t.a.user.put(`/api/contacts/toggleDisableBot/${contact.id}`)
    expect(bot.body.disableBot).toBe(true)
    expect((await contactRow(contact.id)).disable_bot).toBe(true)

    const blocked = await t.a.user.put(`/api/contacts/block/${contact.id}`, { active: false })
    expect(blocked.status).toBe(200)
    expect(blocked.body.active).toBe(false)
    expect((await contactRow(contact.id)).active).toBe(false)
    const unblocked = await t.a.user.put(`/api/contacts/block/${contact.id}`, { active: true })
    expect(unblocked.body.active).toBe(true)
    expect((await contactRow(contact.id)).active).toBe(true)

    const missing = await t.a.user.put(`/api/contacts/block/${contact.id}`, {})
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toMatchObject([{ field: 'active', message: 'is required' }])
  })
})

describe('listing and searching', () => {
  let tagVip: number
  let tagNew: number
  beforeAll(async () => {
    for (let index = 0; index < 22; index++) {
      await createContact({
        name: `Lote ${String(index).padStart(2, '0')}`,
        number: `55719876${String(index).padStart(5, '0')}`,
      })
    }
    tagVip = (await t.a.admin.post('/api/tags', { name: 'VIP lista' })).body.id
    tagNew = (await t.a.admin.post('/api/tags', { name: 'Novo lista' })).body.id
  })

  it('pages by 20 with count and hasMore, and serves react-admin ranges', async () => {
    const first = await t.a.user.get('/api/contacts?searchParam=lote')
    expect(first.status).toBe(200)
    expect(first.body.contacts).toHaveLength(20)
    expect(first.body).toMatchObject({ count: 22, hasMore: true })
    expect(first.body.contacts[0].name).toBe('Lote 00')
    const second = await t.a.user.get('/api/contacts?searchParam=lote&pageNumber=2')
    expect(second.body.contacts.map((contact: { name: string }) => contact.name)).toEqual([
      'Lote 20',
      'Lote 21',
    ])
    expect(second.body.hasMore).toBe(false)

    const ranged = await t.a.user.get(
      `/api/contacts?range=${encodeURIComponent('[0,4]')}&sort=${encodeURIComponent('["name","DESC"]')}&filter=${encodeURIComponent('{"q":"LOTE"}')}`,
    )
    expect(ranged.status).toBe(200)
    expect(ranged.body).toHaveLength(5)
    expect(ranged.body[0].name).toBe('Lote 21')
    expect(ranged.headers.get('content-range')).toBe('contacts 0-4/22')
  })

  it('searches name, e-mail and number case-insensitively', async () => {
    const contact = await createContact({
      name: 'Íris Quintana',
      number: '5579987650007',
      email: 'IRIS@Quintal.com',
    })
    const names = async (search: string) =>
      (await t.a.user.get(`/api/contacts?searchParam=${encodeURIComponent(search)}`)).body.contacts.map(
        (found: { id: number }) => found.id,
      )
    expect(await names('quintana')).toEqual([contact.id])
    expect(await names('quintal.COM')).toEqual([contact.id])
    expect(await names('(79) 98765-0007')).toEqual([contact.id])
    expect(await names('9876500')).toContain(contact.id)
    // Wildcards are taken literally.
    expect(await names('%')).toEqual([])
  })

  it('filters by tags (every tag given), channel and groups', async () => {
    const both = await createContact({ name: 'Tag Ambas', number: '5582987650010' })
    const onlyVip = await createContact({ name: 'Tag Vip', number: '5582987650011' })
    await t.a.user.post('/api/tags/sync', { contactId: both.id, tags: [{ id: tagVip }, { id: tagNew }] })
    await t.a.user.post('/api/tags/sync', { contactId: onlyVip.id, tags: [{ id: tagVip }] })
    const ids = async (query: string) =>
      (await t.a.user.get(`/api/contacts?${query}`)).body.contacts.map((found: { id: number }) => found.id)
    expect(await ids(`contactTag=${encodeURIComponent(JSON.stringify([tagVip]))}`)).toEqual([
      both.id,
      onlyVip.id,
    ])
    expect(await ids(`contactTag=${encodeURIComponent(JSON.stringify([tagVip, tagNew]))}`)).toEqual([both.id])
    const listed = await t.a.user.get(
      `/api/contacts?contactTag=${encodeURIComponent(JSON.stringify([tagNew]))}`,
    )
    expect(listed.body.contacts[0].tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Novo lista',
      'VIP lista',
    ])
    const bad = await t.a.user.get('/api/contacts?contactTag=vip')
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toMatchObject([
      { field: 'contactTag', message: 'must be a JSON list of tag ids' },
    ])

    await t.sql.query(
      `insert into contacts (company_id, name, number, is_group, channel, created_at, updated_at)
       values ($1, 'Grupo Vendas', '120363025246125486', true, 'whatsapp', now(), now())`,
      [t.a.id],
    )
    const groups = await t.a.user.get('/api/contacts?isGroup=true')
    expect(groups.body.contacts.map((found: { name: string }) => found.name)).toEqual(['Grupo Vendas'])
    expect((await t.a.user.get('/api/contacts?channel=instagram')).body).toMatchObject({
      contacts: [],
      count: 0,
    })
  })

  it('serves pickers and the lookup by number in any form', async () => {
    const contact = await createContact({ name: 'Picker Paula', number: '5584987650012' })
    const picked = await t.a.user.get('/api/contacts/list?searchParam=picker')
    expect(picked.body).toEqual([{ id: contact.id, name: 'Picker Paula', number: '5584987650012' }])
    const all = await t.a.user.get('/api/contacts/list')
    expect(all.body.length).toBeGreaterThan(20)

    expect((await t.a.user.get('/api/contacts/profile/558487650012')).body.id).toBe(contact.id)
    expect((await t.a.user.get('/api/contacts/profile/5584987650012')).body.id).toBe(contact.id)
    const unknown = await t.a.user.get('/api/contacts/profile/5584900000000')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe('ERR_NO_CONTACT_FOUND')
  })
})

describe('deleting contacts', () => {
  it('is for admins only, and tells the company', async () => {
    const contact = await createContact({ name: 'Ivo', number: '5585987650013' })
    const refused = await t.a.user.delete(`/api/contacts/${contact.id}`)
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('ERR_NO_PERMISSION')
    expect(await contactRow(contact.id)).toBeDefined()

    const socket = await t.socketOf(t.a.user, t.a.id)
    const deleted = await t.a.admin.delete(`/api/contacts/${contact.id}`)
    expect(deleted.status).toBe(200)
    expect(await contactRow(contact.id)).toBeUndefined()
    expect(await identitiesOf(contact.id)).toEqual([])
    await heardOne(
      socket,
      `company-${t.a.id}-contact`,
      (payload: { action: string; contactId?: number }) =>
        payload.action === 'delete' && payload.contactId === contact.id,
    )
    expect((await t.a.admin.get(`/api/contacts/${contact.id}`)).status).toBe(404)
  })
})

describe('LGPD number masking', () => {
  it('masks numbers for profile users when the company hides them, never for admins or groups', async () => {
    const contact = await createContact({ name: 'Joana Privada', number: '5511987651234' })
    const { rows } = await t.sql.query(
      `insert into contacts (company_id, name, number, is_group, channel, created_at, updated_at)
       values ($1, 'Grupo Privado', '120363000000000001', true, 'whatsapp', now(), now()) returning id`,
      [t.a.id],
    )
    const groupId = rows[0].id
    expect((await t.a.user.get(`/api/contacts/${contact.id}`)).body.number).toBe('5511987651234')

    await setCompanyOption(t.a.id, 'lgpdHideNumber', 'enabled')
    try {
      const masked = '55119******34'
      expect((await t.a.user.get(`/api/contacts/${contact.id}`)).body.number).toBe(masked)
      expect((await t.a.user.get('/api/contacts?searchParam=Joana Privada')).body.contacts[0].number).toBe(
        masked,
      )
      expect((await t.a.user.get('/api/contacts/list?searchParam=Joana')).body[0].number).toBe(masked)
      expect((await t.a.user.get(`/api/contacts/${groupId}`)).body.number).toBe('120363000000000001')
      expect((await t.a.admin.get(`/api/contacts/${contact.id}`)).body.number).toBe('5511987651234')

      // The form of a profile user sends the masked number back: that is "unchanged".
      const edited = await t.a.user.put(`/api/contacts/${contact.id}`, { name: 'Joana P.', number: masked })
      expect(edited.status).toBe(200)
      expect(edited.body.number).toBe(masked)
      expect((await contactRow(contact.id)).number).toBe('5511987651234')

      // Live events too: the user's socket gets the masked number, the admin's the whole one.
      const userSocket = await t.socketOf(t.a.user, t.a.id)
      const adminSocket = await t.socketOf(t.a.admin, t.a.id)
      await t.a.admin.put(`/api/contacts/${contact.id}`, { name: 'Joana Privada' })
      type ContactEvent = { action: string; contact?: { id: number; name: string; number: string } }
      const isJoana = (payload: ContactEvent) =>
        payload.action === 'update' &&
        payload.contact?.id === contact.id &&
        payload.contact?.name === 'Joana Privada'
      const toUser = await heardOne<ContactEvent>(userSocket, `company-${t.a.id}-contact`, isJoana)
      const toAdmin = await heardOne<ContactEvent>(adminSocket, `company-${t.a.id}-contact`, isJoana)
      expect(toUser.contact?.number).toBe(masked)
      expect(toAdmin.contact?.number).toBe('5511987651234')
      await settle()
      expect(
        userSocket.of(`company-${t.a.id}-contact`).filter((payload) => isJoana(payload as never)),
      ).toHaveLength(1)
    } finally {
      await setCompanyOption(t.a.id, 'lgpdHideNumber', 'disabled')
    }
  })
})

describe('tenant isolation', () => {
  it("answers 404 to another company's contact ids on every route and changes nothing", async () => {
    const contact = await createContact({
      name: 'Karen Alfa',
      number: '5591987650014',
      email: 'karen@alfa.com',
    })
    const before = await contactRow(contact.id)
    const b = t.b.admin
    const attempts = [
      await b.get(`/api/contacts/${contact.id}`),
      await b.put(`/api/contacts/${contact.id}`, { name: 'Hacked' }),
      await b.put(`/api/contacts/toggleAcceptAudio/${contact.id}`),
      await b.put(`/api/contacts/toggleDisableBot/${contact.id}`),
      await b.put(`/api/contacts/block/${contact.id}`, { active: false }),
      await b.delete(`/api/contacts/${contact.id}`),
      await b.get('/api/contacts/profile/5591987650014'),
    ]
    for (const answer of attempts) {
      expect(answer.status).toBe(404)
      expect(answer.body.error).toBe('ERR_NO_CONTACT_FOUND')
    }
    expect(await contactRow(contact.id)).toEqual(before)
    expect((await b.get('/api/contacts?searchParam=Karen')).body).toMatchObject({ contacts: [], count: 0 })
    expect((await b.get('/api/contacts/list?searchParam=Karen')).body).toEqual([])
    // B may create the same number: it is another company's contact.
    const own = await b.post('/api/contacts', { name: 'Karen Beta', number: '5591987650014' })
    expect(own.status).toBe(201)
    expect((await contactRow(own.body.id)).company_id).toBe(t.b.id)
  })
})
