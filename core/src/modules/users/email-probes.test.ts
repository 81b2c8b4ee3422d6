import { movableClock } from '@atendo/plugin-api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import { emailRefusalsPerHour } from './email-probes.ts'
import { insertCompany, insertUser, type TestUser } from './test-tenants.ts'

/**
 * A company trying many taken addresses (probing for other companies' accounts) is held for the
 * rest of the hour, whatever it tries then; the count is in the database, per company, on the
 * product clock (docs/security.md, "E-mail uniqueness").
 */
const clock = movableClock(new Date('2026-11-30T10:05:00Z'))
let testApp: TestApp
let sql: pg.Client
let holders: TestUser[]
let companyB: number
let adminB: { email: string; password: string }
let adminC: ApiClient

const body = (email: string) => ({ name: 'Nova Pessoa', email, password: 'senha-123', profile: 'user' })

beforeAll(async () => {
  testApp = await startTestApp({ clock })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  const companyA = await insertCompany(sql)
  holders = []
  for (let index = 0; index <= emailRefusalsPerHour; index += 1) holders.push(await insertUser(sql, companyA))
  companyB = await insertCompany(sql, { users: 50 })
  adminB = await insertUser(sql, companyB, { profile: 'admin' })
  adminC = await new ApiClient(testApp.url).login(
    await insertUser(sql, await insertCompany(sql, { users: 50 }), { profile: 'admin' }),
  )
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

describe('a company probing taken e-mail addresses', () => {
  it(`is held after ${emailRefusalsPerHour} refusals in an hour, taken or free, and only that company`, async () => {
    const admin = await new ApiClient(testApp.url).login(adminB)
    for (const holder of holders.slice(0, emailRefusalsPerHour)) {
      expect((await admin.post('/api/users', body(holder.email))).status).toBe(409)
    }
    // Now a taken and a free address get the same refusal: the answer tells nothing.
    const taken = await admin.post('/api/users', body(holders.at(-1)!.email))
    const free = await admin.post('/api/users', body('livre-1@probe.test'))
    expect(taken.status).toBe(429)
    expect(free.status).toBe(429)
    expect(free.body.code).toBe('ERR_RATE_LIMITED')
    expect(taken.body).toEqual(free.body)
    // Renaming a user to another address is held too.
    const [own] = (await admin.get('/api/users')).body.users
    expect((await admin.put(`/api/users/${own.id}`, { email: 'livre-2@probe.test' })).status).toBe(429)
    // The count is the company's, in the database.
    const { rows } = await sql.query('select refusals from email_probe_counts where company_id = $1', [
      companyB,
    ])
    expect(rows).toEqual([{ refusals: emailRefusalsPerHour }])
    // Another company is not held.
    expect((await adminC.post('/api/users', body('livre-c@probe.test'))).status).toBe(201)

    // The next hour the company may create users again.
    await clock.set(new Date('2026-11-30T11:00:01Z'))
    const later = await new ApiClient(testApp.url).login(adminB)
    expect((await later.post('/api/users', body('livre-3@probe.test'))).status).toBe(201)
  })
})
