import { defineEntity, definePlugin, Migration, p, tenantColumns, timestampColumns } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createCompany, createUser, startTestApp, type TestApp } from '../../testing/index.ts'
import { companyEm, platformEm } from './orm.ts'
import { TenantWriteError } from './tenant-write-guard.ts'

const Memo = defineEntity({
  name: 'Memo',
  tableName: 'memos',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    body: p.string().length(200),
    ...timestampColumns,
  },
})

class CreateMemos extends Migration {
  override name = '20261122090000-memos-create'

  override up(): void {
    this.addSql(
      `create table "memos" ("id" serial primary key, "company_id" int not null references "companies" ("id") on delete cascade, "body" varchar(200) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    )
  }
}

/** A plugin with the bug the guard exists for: it trusts a company id from the request body. */
const memosPlugin = definePlugin({
  id: 'memos',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ entities, migrations, http }) {
    entities([Memo])
    migrations([{ name: '20261122090000-memos-create', class: CreateMemos }])
    http.routes(async (fastify) => {
      fastify.post(
        '/memos',
        {
          schema: {
            body: Type.Object({ body: Type.String(), companyId: Type.Integer() }),
            response: { 201: Type.Object({ id: Type.Integer() }) },
          },
        },
        async (request, reply) => {
          const memo = request.em.create(Memo, request.body)
          await request.em.flush()
          return reply.status(201).send({ id: memo.id })
        },
      )
    })
  },
})

describe('tenant write guard: a company EntityManager writes only its own company', () => {
  let testApp: TestApp
  let companyA: number
  let companyB: number

  const memosOf = async (companyId: number) =>
    (
      await platformEm(testApp.app.kernel.orm, 'super-admin').find(
        Memo,
        { companyId },
        { orderBy: { id: 'asc' } },
      )
    ).map((memo) => memo.body)

  beforeAll(async () => {
    testApp = await startTestApp({ plugins: [memosPlugin] })
    companyA = await createCompany(testApp, { name: 'Empresa A' })
    companyB = await createCompany(testApp, { name: 'Empresa B' })
  })
  afterAll(() => testApp.close())

  it('refuses to insert a row of another company, and writes nothing of the flush', async () => {
    const em = companyEm(testApp.app.kernel.orm, companyB)
    em.create(Memo, { companyId: companyB, body: 'own memo in the same flush' })
    em.create(Memo, { companyId: companyA, body: 'planted in A' })
    const flush = em.flush()
    await expect(flush).rejects.toBeInstanceOf(TenantWriteError)
    await expect(flush).rejects.toThrow(
      `refused to create Memo of company ${companyA} through an EntityManager of company ${companyB}`,
    )
    expect(await memosOf(companyA)).toEqual([])
    expect(await memosOf(companyB)).toEqual([])
  })

  it('refuses a row created without a company', async () => {
    const em = companyEm(testApp.app.kernel.orm, companyB)
    em.create(Memo, { body: 'nobody owns me' } as { companyId: number; body: string })
    await expect(em.flush()).rejects.toThrow(/refused to create Memo of company undefined/)
  })

  it('refuses to move a loaded row to another company, leaving it where it was', async () => {
    const em = companyEm(testApp.app.kernel.orm, companyB)
    const memo = em.create(Memo, { companyId: companyB, body: 'stays in B' })
    await em.flush()

    memo.companyId = companyA
    memo.body = 'moved to A'
    await expect(em.flush()).rejects.toThrow(
      `refused to update Memo of company ${companyA} through an EntityManager of company ${companyB}`,
    )
    expect(await memosOf(companyA)).toEqual([])
    expect(await memosOf(companyB)).toEqual(['stays in B'])
  })

  it('refuses inside a transaction too, rolling back what the transaction wrote before', async () => {
    const em = companyEm(testApp.app.kernel.orm, companyA)
    const work = em.transactional(async (tx) => {
      tx.create(Memo, { companyId: companyA, body: 'first flush of the transaction' })
      await tx.flush()
      tx.create(Memo, { companyId: companyB, body: 'planted in B' })
    })
    await expect(work).rejects.toBeInstanceOf(TenantWriteError)
    expect(await memosOf(companyA)).toEqual([])
    expect(await memosOf(companyB)).toEqual(['stays in B'])
  })

  it('lets the platform EntityManager write rows of any company', async () => {
    const em = platformEm(testApp.app.kernel.orm, 'super-admin')
    em.create(Memo, { companyId: companyA, body: 'platform memo for A' })
    await em.flush()
    expect(await memosOf(companyA)).toEqual(['platform memo for A'])
  })

  it("answers 500 to a request whose handler takes another company's id from the body, writing nothing", async () => {
    const attendantOfB = await createUser(testApp, { companyId: companyB })
    const client = await new ApiClient(testApp.url).login(attendantOfB)

    const planted = await client.post('/api/memos', { body: 'planted over HTTP', companyId: companyA })
    expect(planted.status).toBe(500)
    expect(planted.body).toEqual({
      error: 'ERR_INTERNAL',
      code: 'ERR_INTERNAL',
      message: 'An internal error occurred',
      statusCode: 500,
    })
    expect(await memosOf(companyA)).toEqual(['platform memo for A'])

    const own = await client.post('/api/memos', { body: 'own memo over HTTP', companyId: companyB })
    expect(own.status).toBe(201)
    expect(await memosOf(companyB)).toEqual(['stays in B', 'own memo over HTTP'])
  })
})
