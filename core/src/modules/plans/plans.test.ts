import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../kernel/auth/passwords.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'
import { SAVE_FAILURE_MESSAGE } from './save-failure.ts'

const COMPANY_ADMIN = { email: 'owner@plans.test', password: 'Owner-Pass-123' }

let testApp: TestApp
let db: pg.Client
let superAdmin: ApiClient
let companyAdmin: ApiClient

beforeAll(async () => {
  testApp = await startTestApp()
  db = new pg.Client({ connectionString: testApp.database.url })
  await db.connect()
  // An admin (not super) of company 1: an admin must still not manage plans.
  await db.query(
    `insert into users (company_id, name, email, password_hash, profile, created_at, updated_at)
     values (1, 'Owner', $1, $2, 'admin', now(), now())`,
    [COMPANY_ADMIN.email, await hashPassword(COMPANY_ADMIN.password)],
  )
  superAdmin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  companyAdmin = await new ApiClient(testApp.url).login(COMPANY_ADMIN)
})

afterAll(async () => {
  await db?.end()
  await testApp?.close()
})

const gold = {
  name: 'Ouro',
  amount: 199.9,
  users: 10,
  connections: 5,
  queues: 8,
  isPublic: false,
  useCampaigns: false,
  useOpenAi: false,
}

describe('plans: the super admin manages them', () => {
  it('creates, lists, changes and deletes a plan', async () => {
    const created = await superAdmin.post('/api/plans', gold)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ ...gold, useWhatsapp: true, useSchedules: true })
    const { id } = created.body

    const all = await superAdmin.get('/api/plans/all')
    expect(all.status).toBe(200)
    expect(all.body.map((plan: { name: string }) => plan.name)).toEqual(['Plano 1', 'Ouro'])
    // Not public: signup does not offer it.
    const publicPlans = await new ApiClient(testApp.url).get('/api/plans/list')
    expect(publicPlans.body.map((plan: { name: string }) => plan.name)).toEqual(['Plano 1'])

    // What is not a plan field (an id, a creation date) is ignored, never copied onto the plan.
    const changed = await superAdmin.put(`/api/plans/${id}`, {
      name: 'Ouro Plus',
      useOpenAi: true,
      id: id + 1000,
      createdAt: '2000-01-01T00:00:00Z',
    })
    expect(changed.status).toBe(200)
    // Fields left out keep their value.
    expect(changed.body).toMatchObject({
      id,
      name: 'Ouro Plus',
      amount: 199.9,
      useOpenAi: true,
      useCampaigns: false,
    })
    const { rows } = await db.query(
      `select name, use_open_ai, use_campaigns, created_at > now() - interval '1 hour' as recent
         from plans where id = $1`,
      [id],
    )
    expect(rows).toEqual([{ name: 'Ouro Plus', use_open_ai: true, use_campaigns: false, recent: true }])

    const deleted = await superAdmin.delete(`/api/plans/${id}`)
    expect(deleted.status).toBe(200)
    expect((await db.query('select 1 from plans where id = $1', [id])).rowCount).toBe(0)
    expect((await superAdmin.get(`/api/plans/${id}`)).status).toBe(404)
  })

  it('answers react-admin list requests with Content-Range', async () => {
    const answer = await superAdmin.get(
      `/api/plans?range=${encodeURIComponent('[0,9]')}&sort=${encodeURIComponent('["name","ASC"]')}`,
    )
    expect(answer.status).toBe(200)
    expect(Array.isArray(answer.body)).toBe(true)
    expect(answer.headers.get('content-range')).toBe(
      `plans 0-${answer.body.length - 1}/${answer.body.length}`,
    )
  })

  it('refuses a duplicate name with the specification message, and keeps one row', async () => {
    const first = await superAdmin.post('/api/plans', { name: 'Prata' })
    expect(first.status).toBe(201)
    const again = await superAdmin.post('/api/plans', { name: ' Prata ' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ error: 'ERR_CONFLICT', message: SAVE_FAILURE_MESSAGE })
    expect((await db.query(`select 1 from plans where name = 'Prata'`)).rowCount).toBe(1)

    const renamed = await superAdmin.put(`/api/plans/${first.body.id}`, { name: 'Plano 1' })
    expect(renamed.status).toBe(409)
    expect(renamed.body.message).toBe(SAVE_FAILURE_MESSAGE)
  })

  it('refuses deleting a plan a company uses', async () => {
    const answer = await superAdmin.delete('/api/plans/1')
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(SAVE_FAILURE_MESSAGE)
    expect((await db.query('select 1 from plans where id = 1')).rowCount).toBe(1)
  })

  it('refuses invalid bodies naming the field', async () => {
    const noName = await superAdmin.post('/api/plans', { amount: 10 })
    expect(noName.status).toBe(400)
    expect(noName.body.fields).toMatchObject([{ field: 'name', message: 'is required' }])
    const negative = await superAdmin.post('/api/plans', { name: 'Negativo', users: -1 })
    expect(negative.status).toBe(400)
    expect(negative.body.fields.map((problem: { field: string }) => problem.field)).toContain('users')
  })

  it('refuses every management call from an admin who is not super, changing nothing', async () => {
    const before = (await db.query('select id, name from plans order by id')).rows
    for (const answer of [
      await companyAdmin.get('/api/plans/all'),
      await companyAdmin.get('/api/plans'),
      await companyAdmin.get('/api/plans/1'),
      await companyAdmin.post('/api/plans', { name: 'Sneaky' }),
      await companyAdmin.put('/api/plans/1', { name: 'Sneaky' }),
      await companyAdmin.delete('/api/plans/1'),
    ]) {
      expect(answer.status).toBe(403)
      expect(answer.body.error).toBe('ERR_SUPER_ONLY')
    }
    expect((await db.query('select id, name from plans order by id')).rows).toEqual(before)
  })
})
