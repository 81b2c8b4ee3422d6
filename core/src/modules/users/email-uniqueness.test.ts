import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import { insertCompany, insertUser, type TestUser } from './test-tenants.ts'

/**
 * E-mail is the login, unique across companies (docs/security.md, "E-mail uniqueness"). Company B
 * learns nothing of company A from a refusal: the answer is the one B gets for its own users'
 * addresses.
 */

let testApp: TestApp
let sql: pg.Client
let holderInA: TestUser
let adminB: ApiClient
let ownInB: TestUser

const body = (email: string) => ({ name: 'Nova Pessoa', email, password: 'senha-123', profile: 'user' })

beforeAll(async () => {
  testApp = await startTestApp()
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  const companyA = await insertCompany(sql)
  await sql.query(`update companies set name = 'ZQA Segredo' where id = $1`, [companyA])
  holderInA = await insertUser(sql, companyA, { profile: 'user' })
  const companyB = await insertCompany(sql, { users: 50 })
  adminB = await new ApiClient(testApp.url).login(await insertUser(sql, companyB, { profile: 'admin' }))
  ownInB = await insertUser(sql, companyB, { profile: 'user' })
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

describe("an e-mail another company's account holds", () => {
  it('is refused with the very answer an address of the own company gets, naming nothing of A', async () => {
    const elsewhere = await adminB.post('/api/users', body(holderInA.email.toUpperCase()))
    const own = await adminB.post('/api/users', body(ownInB.email))
    expect(elsewhere.status).toBe(409)
    expect(elsewhere.body).toEqual(own.body)
    expect(elsewhere.body).toEqual({
      error: 'ERR_EMAIL_ALREADY_EXISTS',
      code: 'ERR_EMAIL_ALREADY_EXISTS',
      message: 'This e-mail cannot be used for this user',
      statusCode: 409,
      fields: [{ field: 'email', message: 'cannot be used' }],
    })
    const text = JSON.stringify(elsewhere.body).toLowerCase()
    expect(text).not.toContain('zqa')
    expect(text).not.toContain(String(holderInA.id))
    // Renaming a user to it answers the same.
    const renamed = await adminB.put(`/api/users/${ownInB.id}`, { email: holderInA.email })
    expect(renamed.body).toEqual(own.body)
    const { rows } = await sql.query('select count(*)::int as n from users where email = $1', [
      holderInA.email,
    ])
    expect(rows[0].n).toBe(1)
  })
})
