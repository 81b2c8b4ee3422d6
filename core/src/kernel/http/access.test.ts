import { definePlugin } from '@atendo/plugin-api'
import helpsPlugin from '@atendo/plugin-helps'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'
import { hashPassword } from '../auth/passwords.ts'

/**
 * No kernel route declares `planFlag`, `profile` or `permission` yet, so this plugin gives each
 * rule one route to be checked through the real request pipeline.
 */
const probePlugin = definePlugin({
  id: 'access-probe',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ http }) {
    http.routes(async (fastify) => {
      const ok = async () => ({ ok: true })
      fastify.get('/access-probe/schedules', { config: { access: { planFlag: 'useSchedules' } } }, ok)
      fastify.get('/access-probe/admin', { config: { access: { profile: 'admin' } } }, ok)
      fastify.get('/access-probe/historic', { config: { access: { permission: 'allHistoric' } } }, ok)
    })
  },
})

interface Account {
  email: string
  password: string
}

let testApp: TestApp
let sql: pg.Client

// Company 2: an admin and a plain user, plan 1 (every flag on).
const acmeAdmin = { email: 'admin@acme.test', password: 'Acme-Admin-1' }
const acmeUser = { email: 'user@acme.test', password: 'Acme-User-1' }
// Company 3: its subscription runs out during the tests.
const lateAdmin = { email: 'admin@atrasada.test', password: 'Late-Admin-1' }
// Company 4: on a plan without schedules.
const basicAdmin = { email: 'admin@basica.test', password: 'Basic-Admin-1' }

let acmeId: number
let lateId: number

// Yesterday in São Paulo, the companies' default zone the licence's days are counted in.
const yesterday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() - 86_400_000),
  )

async function signup(companyName: string, account: Account, planId = 1): Promise<number> {
  const answer = await new ApiClient(testApp.url).post('/api/auth/signup', {
    companyName,
    name: 'Admin',
    email: account.email,
    password: account.password,
    phone: '11 99999-0000',
    planId,
  })
  if (answer.status !== 201) throw new Error(`signup failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.companyId
}

const login = (account: Account) => new ApiClient(testApp.url).login(account)

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [helpsPlugin, probePlugin] })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()

  await sql.query(`update global_settings set value = 'enabled' where key = 'userCreation'`)
  const { rows } = await sql.query(
    `insert into plans (name, is_public, use_schedules, created_at, updated_at)
     values ('Plano Básico', true, false, now(), now()) returning id`,
  )
  acmeId = await signup('Acme', acmeAdmin)
  lateId = await signup('Atrasada', lateAdmin)
  await signup('Básica', basicAdmin, rows[0].id)
  await sql.query(`update global_settings set value = 'disabled' where key = 'userCreation'`)

  await sql.query(
    `insert into users (company_id, name, email, password_hash, profile, created_at, updated_at)
     values ($1, 'Plain User', $2, $3, 'user', now(), now())`,
    [acmeId, acmeUser.email, await hashPassword(acmeUser.password)],
  )
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

describe('super-only routes (helps plugin)', () => {
  it('a plain user of another company reads helps but cannot create one; the super admin can', async () => {
    const user = await login(acmeUser)
    const list = await user.get('/api/helps')
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({ helps: expect.any(Array) })

    const refused = await user.post('/api/helps', { title: 'Como abrir um ticket' })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ error: 'ERR_SUPER_ONLY', statusCode: 403 })

    // A company admin is not a super admin either.
    const admin = await login(acmeAdmin)
    expect((await admin.post('/api/helps', { title: 'Como abrir um ticket' })).body).toMatchObject({
      error: 'ERR_SUPER_ONLY',
    })

    const superAdmin = await login(TEST_ADMIN)
    const created = await superAdmin.post('/api/helps', { title: 'Como abrir um ticket', video: 'abc123' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ id: expect.any(Number), title: 'Como abrir um ticket' })

    const seen = await user.get('/api/helps/list')
    expect(seen.status).toBe(200)
    expect(seen.body.map((help: { title: string }) => help.title)).toContain('Como abrir um ticket')
  })

  it('helps need a logged-in user', async () => {
    const answer = await new ApiClient(testApp.url).get('/api/helps')
    expect(answer.status).toBe(401)
    expect(answer.body).toMatchObject({ error: 'ERR_UNAUTHENTICATED' })
  })
})

describe('expired subscriptions', () => {
  it('an expired company still logs in and reads /auth/me, but other routes answer 402', async () => {
    const dueDate = yesterday()
    await sql.query('update companies set due_date = $1 where id = $2', [dueDate, lateId])

    const answer = await new ApiClient(testApp.url).post('/api/auth/login', lateAdmin)
    expect(answer.status).toBe(200)
    // The inbox compares this date with today and sends the user to /financeiro.
    expect(answer.body.user.company.dueDate).toBe(dueDate)

    const admin = await login(lateAdmin)
    const me = await admin.get('/api/auth/me')
    expect(me.status).toBe(200)
    expect(me.body.company.dueDate).toBe(dueDate)
    expect((await admin.get(`/api/companies/listPlan/${lateId}`)).status).toBe(200)

    const helps = await admin.get('/api/helps')
    expect(helps.status).toBe(402)
    expect(helps.body).toMatchObject({ error: 'ERR_SUBSCRIPTION_EXPIRED', statusCode: 402 })
    expect((await admin.get('/api/access-probe/admin')).status).toBe(402)
  })

  it('a company that is due today is not expired yet', async () => {
    const today = new Date().toISOString().slice(0, 10)
    await sql.query('update companies set due_date = $1 where id = $2', [today, lateId])
    const admin = await login(lateAdmin)
    expect((await admin.get('/api/helps')).status).toBe(200)
  })

  it('company 1 never expires, even with a past due date', async () => {
    const { rows } = await sql.query('select due_date::text as due_date from companies where id = 1')
    await sql.query('update companies set due_date = $1 where id = 1', [yesterday()])
    try {
      const superAdmin = await login(TEST_ADMIN)
      expect((await superAdmin.get('/api/helps')).status).toBe(200)
      expect((await superAdmin.post('/api/helps', { title: 'Sempre ativa' })).status).toBe(201)
    } finally {
      await sql.query('update companies set due_date = $1 where id = 1', [rows[0].due_date])
    }
  })
})

describe('route access rules', () => {
  it('refuses a route whose plan flag the company lacks', async () => {
    const basic = await login(basicAdmin)
    const refused = await basic.get('/api/access-probe/schedules')
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED', statusCode: 403 })

    expect((await (await login(acmeUser)).get('/api/access-probe/schedules')).status).toBe(200)
  })

  it('refuses a plain user on an admin route', async () => {
    const user = await login(acmeUser)
    const refused = await user.get('/api/access-probe/admin')
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ error: 'ERR_NO_PERMISSION', statusCode: 403 })

    expect((await (await login(acmeAdmin)).get('/api/access-probe/admin')).status).toBe(200)
    expect((await (await login(TEST_ADMIN)).get('/api/access-probe/admin')).status).toBe(200)
  })

  it('a permission route needs the switch for plain users; admins always pass', async () => {
    const user = await login(acmeUser)
    const refused = await user.get('/api/access-probe/historic')
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ error: 'ERR_NO_PERMISSION' })

    // Switches are read on every request, so the same token passes once the switch is on.
    await sql.query(`update users set all_historic = 'enabled' where email = $1`, [acmeUser.email])
    const allowed = await user.get('/api/access-probe/historic')
    expect(allowed.status).toBe(200)
    expect(allowed.body).toEqual({ ok: true })

    expect((await (await login(acmeAdmin)).get('/api/access-probe/historic')).status).toBe(200)
  })
})

describe('unknown routes', () => {
  it('answer the 404 envelope with or without a token', async () => {
    const anonymous = await new ApiClient(testApp.url).get('/api/no-such-route?x=1')
    expect(anonymous.status).toBe(404)
    expect(anonymous.body).toEqual({
      error: 'ERR_ROUTE_NOT_FOUND',
      code: 'ERR_ROUTE_NOT_FOUND',
      message: 'Route GET /api/no-such-route not found',
      statusCode: 404,
    })

    const user = await login(acmeUser)
    const answer = await user.post('/api/no-such-route', { any: 'thing' })
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ error: 'ERR_ROUTE_NOT_FOUND' })
  })
})
