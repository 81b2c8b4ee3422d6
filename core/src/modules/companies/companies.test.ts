import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'
import { SAVE_FAILURE_MESSAGE } from '../plans/save-failure.ts'

const OTHER_ADMIN = { email: 'admin@other.test', password: 'Other-Pass-123' }

let testApp: TestApp
let db: pg.Client
let superAdmin: ApiClient

beforeAll(async () => {
  testApp = await startTestApp()
  db = new pg.Client({ connectionString: testApp.database.url })
  await db.connect()
  superAdmin = await new ApiClient(testApp.url).login(TEST_ADMIN)
})

afterAll(async () => {
  await db?.end()
  await testApp?.close()
})

const schedules = [
  {
    weekday: 'Segunda-feira',
    weekdayEn: 'monday',
    startTimeA: '08:00',
    endTimeA: '12:00',
    startTimeB: '13:00',
    endTimeB: '18:00',
  },
]

describe('companies: the super admin creates and manages companies', () => {
  let companyId: number

  it('creates a company with its first admin, who can log in', async () => {
    const created = await superAdmin.post('/api/companies', {
      name: '  Padaria Central  ',
      email: 'Contato@Padaria.test',
      planId: 1,
      phone: '5511999990000',
      dueDate: '2026-12-10',
      recurrence: 'TRIMESTRAL',
      numberAttendants: 4,
      numberConections: 2,
      passwordDefault: 'Padaria-123',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Padaria Central',
      email: 'contato@padaria.test',
      planId: 1,
      plan: { id: 1, name: 'Plano 1' },
      dueDate: '2026-12-10',
      recurrence: 'TRIMESTRAL',
      numberAttendants: 4,
      numberConections: 2,
      status: true,
      schedules: [],
    })
    expect(created.body).not.toHaveProperty('passwordDefault')
    companyId = created.body.id

    const owner = await new ApiClient(testApp.url).login({
      email: 'contato@padaria.test',
      password: 'Padaria-123',
    })
    const me = await owner.get('/api/auth/me')
    expect(me.body).toMatchObject({ companyId, profile: 'admin', super: false, name: 'Padaria Central' })
  })

  it('creates a company without an admin when no default password is given; empty or invalid due dates become null', async () => {
    const empty = await superAdmin.post('/api/companies', {
      name: 'Sem Vencimento',
      email: 'a@semvenc.test',
      planId: 1,
      dueDate: '',
    })
    expect(empty.status).toBe(201)
    expect(empty.body.dueDate).toBeNull()
    expect((await db.query('select 1 from users where company_id = $1', [empty.body.id])).rowCount).toBe(0)

    const invalid = await superAdmin.put(`/api/companies/${empty.body.id}`, { dueDate: 'Invalid date' })
    expect(invalid.status).toBe(200)
    expect(invalid.body.dueDate).toBeNull()
  })

  it('renews the due date by the recurrence', async () => {
    const renewed = await superAdmin.post(`/api/companies/${companyId}/renew`)
    expect(renewed.status).toBe(200)
    expect(renewed.body.dueDate).toBe('2027-03-10')

    await superAdmin.put(`/api/companies/${companyId}`, { recurrence: 'ANUAL' })
    const yearly = await superAdmin.post(`/api/companies/${companyId}/renew`)
    expect(yearly.body.dueDate).toBe('2028-03-10')
    const { rows } = await db.query(
      `select to_char(due_date, 'YYYY-MM-DD') as due from companies where id = $1`,
      [companyId],
    )
    expect(rows).toEqual([{ due: '2028-03-10' }])
  })

  it('lists companies in both styles, with the plan', async () => {
    const spec = await superAdmin.get('/api/companiesPlan/?searchParam=padaria&pageNumber=1')
    expect(spec.status).toBe(200)
    expect(spec.body).toMatchObject({ count: 1, hasMore: false })
    expect(spec.body.companies[0]).toMatchObject({ id: companyId, plan: { name: 'Plano 1' } })

    const reactAdmin = await superAdmin.get(
      `/api/companies?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["id","DESC"]')}`,
    )
    expect(reactAdmin.headers.get('content-range')).toMatch(/^companies 0-0\/3$/)
    expect(reactAdmin.body).toHaveLength(1)

    const list = await superAdmin.get('/api/companies/list')
    expect(list.body.map((company: { id: number }) => company.id)).toEqual([1, companyId, companyId + 1])
  })

  it('validates the form, naming the field', async () => {
    const noName = await superAdmin.post('/api/companies', { name: ' ', email: 'x@y.test', planId: 1 })
    expect(noName.status).toBe(400)
    expect(noName.body.fields.map((problem: { field: string }) => problem.field)).toContain('name')

    const longName = await superAdmin.post('/api/companies', {
      name: 'x'.repeat(51),
      email: 'x@y.test',
      planId: 1,
    })
    expect(longName.status).toBe(400)

    const badEmail = await superAdmin.post('/api/companies', {
      name: 'Nome',
      email: 'not-an-email',
      planId: 1,
    })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.fields.map((problem: { field: string }) => problem.field)).toContain('email')

    const noPlan = await superAdmin.post('/api/companies', { name: 'Nome', email: 'x@y.test' })
    expect(noPlan.body.fields).toMatchObject([{ field: 'planId', message: 'is required' }])

    const missingPlan = await superAdmin.post('/api/companies', {
      name: 'Nome',
      email: 'x@y.test',
      planId: 999,
    })
    expect(missingPlan.status).toBe(404)
    expect(missingPlan.body.error).toBe('ERR_PLAN_NOT_FOUND')

    const wordyNumber = await superAdmin.post('/api/companies', {
      name: 'Nome',
      email: 'x@y.test',
      planId: 1,
      numberAttendants: 'many',
    })
    expect(wordyNumber.status).toBe(400)
    expect((await db.query(`select 1 from companies where name = 'Nome'`)).rowCount).toBe(0)
  })

  it('refuses a duplicate name with the specification message', async () => {
    const again = await superAdmin.post('/api/companies', {
      name: 'Padaria Central',
      email: 'outra@padaria.test',
      planId: 1,
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(SAVE_FAILURE_MESSAGE)
  })

  it('never deletes the platform company, and deletes another with its users', async () => {
    const platform = await superAdmin.delete('/api/companies/1')
    expect(platform.status).toBe(403)
    expect((await db.query('select 1 from companies where id = 1')).rowCount).toBe(1)

    const doomed = await superAdmin.post('/api/companies', {
      name: 'Temporaria',
      email: 'dono@temp.test',
      planId: 1,
      passwordDefault: 'Temp-1234',
    })
    const deleted = await superAdmin.delete(`/api/companies/${doomed.body.id}`)
    expect(deleted.status).toBe(200)
    expect((await db.query('select 1 from companies where id = $1', [doomed.body.id])).rowCount).toBe(0)
    expect((await db.query(`select 1 from users where email = 'dono@temp.test'`)).rowCount).toBe(0)
  })
})

describe('companies: tenant rules', () => {
  let otherAdmin: ApiClient
  let otherCompanyId: number

  beforeAll(async () => {
    const created = await superAdmin.post('/api/companies', {
      name: 'Outra Empresa',
      email: OTHER_ADMIN.email,
      planId: 1,
      dueDate: '2030-01-01',
      passwordDefault: OTHER_ADMIN.password,
    })
    otherCompanyId = created.body.id
    otherAdmin = await new ApiClient(testApp.url).login(OTHER_ADMIN)
  })

  it('lets an admin read and schedule only their own company', async () => {
    const own = await otherAdmin.get(`/api/companies/${otherCompanyId}`)
    expect(own.status).toBe(200)
    expect(own.body.name).toBe('Outra Empresa')

    const scheduled = await otherAdmin.put(`/api/companies/${otherCompanyId}/schedules`, { schedules })
    expect(scheduled.status).toBe(200)
    expect(scheduled.body.schedules).toEqual(schedules)

    const foreign = await otherAdmin.get('/api/companies/1')
    expect(foreign.status).toBe(404)
    const foreignSchedules = await otherAdmin.put('/api/companies/1/schedules', { schedules })
    expect(foreignSchedules.status).toBe(404)
    const { rows } = await db.query('select schedules from companies where id = 1')
    expect(rows[0].schedules).toEqual([])
  })

  it('refuses every super-only call from a company admin, changing nothing', async () => {
    const before = (await db.query('select id, name, due_date from companies order by id')).rows
    for (const answer of [
      await otherAdmin.get('/api/companies'),
      await otherAdmin.get('/api/companiesPlan/'),
      await otherAdmin.get('/api/companies/list'),
      await otherAdmin.post('/api/companies', { name: 'Sneaky', email: 's@s.test', planId: 1 }),
      await otherAdmin.put(`/api/companies/${otherCompanyId}`, { name: 'Sneaky' }),
      await otherAdmin.put('/api/companies/1', { name: 'Sneaky' }),
      await otherAdmin.post(`/api/companies/${otherCompanyId}/renew`),
      await otherAdmin.delete('/api/companies/1'),
    ]) {
      expect(answer.status).toBe(403)
      expect(answer.body.error).toBe('ERR_SUPER_ONLY')
    }
    expect((await db.query('select id, name, due_date from companies order by id')).rows).toEqual(before)
  })
})
