import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { heardOne, settle, startTwoCompanies, type TwoCompanies } from '../contacts/tenant-test-kit.ts'

let t: TwoCompanies
/** Company A's contact, queue and connection, and B's. */
const a = { contactId: 0, queueId: 0, connectionId: 0 }
const b = { contactId: 0, queueId: 0, connectionId: 0 }

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString()
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])

async function fixturesOf(companyId: number, client: TwoCompanies['a']['admin'], number: string) {
  const contact = await client.post('/api/contacts', { name: `Cliente ${companyId}`, number })
  const queue = await t.sql.query(
    `insert into queues (company_id, name, color, created_at, updated_at) values ($1, 'Vendas', '#FF0000', now(), now()) returning id`,
    [companyId],
  )
  const connection = await t.sql.query(
    `insert into connections (company_id, name, channel, provider, created_at, updated_at)
     values ($1, 'Principal', 'whatsapp', 'baileys', now(), now()) returning id`,
    [companyId],
  )
  return { contactId: contact.body.id, queueId: queue.rows[0].id, connectionId: connection.rows[0].id }
}

beforeAll(async () => {
  t = await startTwoCompanies()
  Object.assign(a, await fixturesOf(t.a.id, t.a.admin, '5511987655001'))
  Object.assign(b, await fixturesOf(t.b.id, t.b.admin, '5511987655002'))
})

afterAll(async () => {
  await t?.close()
})

async function row(id: number) {
  return (await t.sql.query('select * from schedules where id = $1', [id])).rows[0]
}

async function schedule(body: Record<string, unknown>) {
  const answer = await t.a.user.post('/api/schedules', {
    contactId: a.contactId,
    sendAt: inOneHour(),
    ...body,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body
}

function imageForm(content: Buffer | string, fileName: string) {
  const form = new FormData()
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), fileName)
  return form
}

describe('creating schedules', () => {
  it('applies the defaults, starts PENDENTE and tells only its company', async () => {
    const socketA = await t.socketOf(t.a.admin, t.a.id)
    const socketB = await t.socketOf(t.b.admin, t.b.id)
    const sendAt = inOneHour()
    const created = await schedule({ body: 'Lembrete da consulta amanhã', sendAt })
    expect(created).toMatchObject({
      body: 'Lembrete da consulta amanhã',
      contactId: a.contactId,
      contact: { id: a.contactId, name: `Cliente ${t.a.id}`, number: '5511987655001' },
      sendAt,
      sentAt: null,
      status: 'PENDENTE',
      openTicket: 'enabled',
      statusTicket: 'closed',
      intervalo: 1,
      valorIntervalo: 0,
      enviarQuantasVezes: 1,
      tipoDias: 4,
      assinar: false,
      userId: t.a.userId,
      user: { id: t.a.userId, name: 'Ana Atendente' },
      ticketUserId: null,
      queueId: null,
      whatsappId: null,
      mediaPath: null,
      companyId: t.a.id,
    })
    expect((await row(created.id)).company_id).toBe(t.a.id)
    const event = await heardOne(
      socketA,
      `company-${t.a.id}-schedule`,
      (payload: { schedule?: { id: number } }) => payload.schedule?.id === created.id,
    )
    expect(event).toEqual({ action: 'create', schedule: created })
    await settle()
    expect(socketB.of(`company-${t.b.id}-schedule`)).toEqual([])
  })

  it('keeps the options given, with their names', async () => {
    const created = await schedule({
      body: 'Cobrança mensal',
      openTicket: 'disabled',
      statusTicket: 'open',
      ticketUserId: t.a.otherUserId,
      queueId: a.queueId,
      whatsappId: a.connectionId,
      intervalo: 3,
      valorIntervalo: 1,
      enviarQuantasVezes: 12,
      tipoDias: 6,
      assinar: true,
    })
    expect(created).toMatchObject({
      openTicket: 'disabled',
      statusTicket: 'open',
      ticketUser: { id: t.a.otherUserId, name: 'Otto Atendente' },
      queue: { id: a.queueId, name: 'Vendas', color: '#FF0000' },
      whatsapp: { id: a.connectionId, name: 'Principal' },
      intervalo: 3,
      valorIntervalo: 1,
      enviarQuantasVezes: 12,
      tipoDias: 6,
      assinar: true,
    })
  })

  it('refuses invalid fields, naming each', async () => {
    const valid = { body: 'Mensagem válida', contactId: a.contactId, sendAt: inOneHour() }
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, body: undefined }, 'body', 'is required'],
      [{ ...valid, body: 'Oi!' }, 'body', 'Mensagem muito curta'],
      [{ ...valid, body: '   oi    ' }, 'body', 'Mensagem muito curta'],
      [{ ...valid, contactId: undefined }, 'contactId', 'is required'],
      [{ ...valid, sendAt: undefined }, 'sendAt', 'is required'],
      [{ ...valid, sendAt: 'amanhã' }, 'sendAt', 'must match format "date-time"'],
      [{ ...valid, intervalo: 5 }, 'intervalo', 'must be <= 4'],
      [{ ...valid, tipoDias: 3 }, 'tipoDias', 'must be >= 4'],
      [{ ...valid, enviarQuantasVezes: 0 }, 'enviarQuantasVezes', 'must be >= 1'],
      [{ ...valid, valorIntervalo: -1 }, 'valorIntervalo', 'must be >= 0'],
      [{ ...valid, openTicket: 'talvez' }, 'openTicket', 'must match a schema in anyOf'],
    ]
    for (const [body, field, message] of cases) {
      const answer = await t.a.user.post('/api/schedules', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.fields).toContainEqual(expect.objectContaining({ field, message }))
    }
    const before = (await t.sql.query('select count(*)::int as n from schedules')).rows[0].n
    const references: [Record<string, unknown>, string][] = [
      [{ ...valid, contactId: b.contactId }, 'ERR_NO_CONTACT_FOUND'],
      [{ ...valid, ticketUserId: t.b.adminId }, 'ERR_NO_USER_FOUND'],
      [{ ...valid, queueId: b.queueId }, 'ERR_NOT_FOUND'],
      [{ ...valid, whatsappId: b.connectionId }, 'ERR_NO_WAPP_FOUND'],
    ]
    for (const [body, error] of references) {
      const answer = await t.a.user.post('/api/schedules', body)
      expect(answer.status).toBe(404)
      expect(answer.body.error).toBe(error)
    }
    expect((await t.sql.query('select count(*)::int as n from schedules')).rows[0].n).toBe(before)
  })

  it('needs the plan flag useSchedules', async () => {
    const { rows } = await t.sql.query(
      `insert into plans (name, is_public, use_schedules, created_at, updated_at)
       values ('Sem Agenda', true, false, now(), now()) returning id`,
    )
    const { rows: previous } = await t.sql.query('select plan_id from companies where id = $1', [t.b.id])
    await t.sql.query('update companies set plan_id = $1 where id = $2', [rows[0].id, t.b.id])
    try {
      for (const answer of [
        await t.b.admin.get('/api/schedules'),
        await t.b.admin.post('/api/schedules', {
          body: 'Olá cliente',
          contactId: b.contactId,
          sendAt: inOneHour(),
        }),
      ]) {
        expect(answer.status).toBe(403)
        expect(answer.body.error).toBe('ERR_PLAN_FEATURE_DISABLED')
      }
    } finally {
      await t.sql.query('update companies set plan_id = $1 where id = $2', [previous[0].plan_id, t.b.id])
    }
  })
})

describe('listing and changing schedules', () => {
  it('pages by send time, searches text and contact name, filters by contact', async () => {
    const other = await t.a.admin.post('/api/contacts', { name: 'Zélia Agenda', number: '5511987655003' })
    for (let index = 0; index < 21; index++) {
      await schedule({
        body: `Lote agendado ${index}`,
        sendAt: new Date(Date.UTC(2030, 0, 1, 0, index)).toISOString(),
      })
    }
    await schedule({ body: 'Mensagem para Zélia', contactId: other.body.id })

    const first = await t.a.user.get('/api/schedules?searchParam=lote agendado')
    expect(first.body.schedules).toHaveLength(20)
    expect(first.body).toMatchObject({ count: 21, hasMore: true })
    expect(first.body.schedules[0].body).toBe('Lote agendado 0')
    expect(
      (await t.a.user.get('/api/schedules?searchParam=lote agendado&pageNumber=2')).body.schedules[0].body,
    ).toBe('Lote agendado 20')
    const byName = await t.a.user.get('/api/schedules?searchParam=zélia')
    expect(byName.body.schedules.map((found: { body: string }) => found.body)).toEqual([
      'Mensagem para Zélia',
    ])
    const byContact = await t.a.user.get(`/api/schedules?contactId=${other.body.id}`)
    expect(byContact.body.count).toBe(1)
    const ranged = await t.a.user.get(
      `/api/schedules?range=${encodeURIComponent('[0,2]')}&sort=${encodeURIComponent('["sendAt","DESC"]')}&filter=${encodeURIComponent('{"q":"lote agendado"}')}`,
    )
    expect(ranged.body.map((found: { body: string }) => found.body)).toEqual([
      'Lote agendado 20',
      'Lote agendado 19',
      'Lote agendado 18',
    ])
    expect(ranged.headers.get('content-range')).toBe('schedules 0-2/21')
  })

  it('edits; a new send time makes a sent schedule PENDENTE again; deletes', async () => {
    const created = await schedule({ body: 'Aviso de renovação' })
    await t.sql.query(`update schedules set status = 'ENVIADA', sent_at = now() where id = $1`, [created.id])

    const sameTime = await t.a.user.put(`/api/schedules/${created.id}`, {
      body: 'Aviso de renovação!',
      sendAt: created.sendAt,
    })
    expect(sameTime.body).toMatchObject({ body: 'Aviso de renovação!', status: 'ENVIADA' })
    const later = new Date(Date.now() + 7_200_000).toISOString()
    const moved = await t.a.user.put(`/api/schedules/${created.id}`, { sendAt: later, queueId: a.queueId })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ sendAt: later, status: 'PENDENTE', sentAt: null, queueId: a.queueId })
    const stored = await row(created.id)
    expect([stored.status, stored.sent_at, stored.queue_id]).toEqual(['PENDENTE', null, a.queueId])

    const short = await t.a.user.put(`/api/schedules/${created.id}`, { body: 'curt' })
    expect(short.status).toBe(400)
    expect(short.body.fields).toMatchObject([{ field: 'body', message: 'Mensagem muito curta' }])
    const foreignContact = await t.a.user.put(`/api/schedules/${created.id}`, { contactId: b.contactId })
    expect(foreignContact.status).toBe(404)
    expect((await row(created.id)).contact_id).toBe(a.contactId)

    const socket = await t.socketOf(t.a.admin, t.a.id)
    expect((await t.a.user.delete(`/api/schedules/${created.id}`)).status).toBe(200)
    expect(await row(created.id)).toBeUndefined()
    await heardOne(
      socket,
      `company-${t.a.id}-schedule`,
      (payload: { action: string; scheduleId?: number }) =>
        payload.action === 'delete' && payload.scheduleId === created.id,
    )
    expect((await t.a.user.get(`/api/schedules/${created.id}`)).status).toBe(404)
  })

  it("masks the contact's number for profile users when the company hides numbers", async () => {
    const created = await schedule({ body: 'Mensagem com número oculto' })
    await t.sql.query(
      `insert into company_settings (company_id, key, value, created_at, updated_at)
       values ($1, 'lgpdHideNumber', 'enabled', now(), now())
       on conflict (company_id, key) do update set value = excluded.value`,
      [t.a.id],
    )
    try {
      expect((await t.a.user.get(`/api/schedules/${created.id}`)).body.contact.number).toBe('55119******01')
      expect((await t.a.admin.get(`/api/schedules/${created.id}`)).body.contact.number).toBe('5511987655001')
    } finally {
      await t.sql.query(
        `update company_settings set value = 'disabled' where company_id = $1 and key = 'lgpdHideNumber'`,
        [t.a.id],
      )
    }
  })
})

describe('images', () => {
  it('accepts png, jpg and jpeg, served through a signed URL, and refuses anything else', async () => {
    const created = await schedule({ body: 'Promoção com imagem' })
    const uploaded = await t.a.user.request(
      'POST',
      `/api/schedules/${created.id}/media-upload`,
      imageForm(png, 'promo.png'),
    )
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    expect(uploaded.body.mediaName).toBe('promo.png')
    const served = await t.a.user.open(uploaded.body.mediaPath)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png)

    const replaced = await t.a.user.request(
      'POST',
      `/api/schedules/${created.id}/media-upload`,
      imageForm(jpeg, 'Foto.JPEG'),
    )
    expect(replaced.body.mediaName).toBe('Foto.JPEG')
    expect((await t.a.user.open(uploaded.body.mediaPath)).status).toBe(404)
    expect(
      (
        await t.a.user.request(
          'POST',
          `/api/schedules/${created.id}/media-upload`,
          imageForm(jpeg, 'foto.jpg'),
        )
      ).status,
    ).toBe(200)

    for (const [content, name] of [
      [Buffer.from('GIF89a'), 'anim.gif'],
      [Buffer.from('not really an image'), 'fake.png'],
      [png, 'document.pdf'],
    ] as const) {
      const refused = await t.a.user.request(
        'POST',
        `/api/schedules/${created.id}/media-upload`,
        imageForm(content, name),
      )
      expect(refused.status).toBe(400)
      expect(refused.body.fields).toMatchObject([
        { field: 'file', message: 'must be a png, jpg or jpeg image' },
      ])
    }
    expect((await row(created.id)).media_name).toBe('foto.jpg')

    const removed = await t.a.user.delete(`/api/schedules/${created.id}/media-upload`)
    expect(removed.body).toMatchObject({ mediaPath: null, mediaName: null })
    expect((await row(created.id)).media_path).toBeNull()
  })
})

describe('tenant isolation', () => {
  it("answers 404 to another company's schedule ids on every route and changes nothing", async () => {
    const created = await schedule({ body: 'Agenda isolada de Alfa' })
    const before = await row(created.id)
    const c = t.b.admin
    const answers = [
      await c.get(`/api/schedules/${created.id}`),
      await c.put(`/api/schedules/${created.id}`, { body: 'Agenda tomada por Beta' }),
      await c.delete(`/api/schedules/${created.id}`),
      await c.request('POST', `/api/schedules/${created.id}/media-upload`, imageForm(png, 'x.png')),
      await c.delete(`/api/schedules/${created.id}/media-upload`),
    ]
    for (const answer of answers) expect(answer.status).toBe(404)
    expect(await row(created.id)).toEqual(before)
    expect((await c.get('/api/schedules?searchParam=isolada')).body).toMatchObject({
      schedules: [],
      count: 0,
    })
    expect((await c.get(`/api/schedules?contactId=${a.contactId}`)).body.count).toBe(0)
  })
})
