import {
  AppError,
  defineEntity,
  definePlugin,
  Migration,
  p,
  tenantColumns,
  timestampColumns,
} from '@atendo/plugin-api'
import pg from 'pg'
import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coreMigrations } from '../../modules/core-migrations.ts'
import { User } from '../../modules/users/entities.ts'
import {
  ApiClient,
  createTestDatabase,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  type TestDatabase,
} from '../../testing/index.ts'
import { companyEm, platformEm } from './orm.ts'
import { runMigrations } from './run-migrations.ts'

/** A tenant-owned entity as a plugin author writes it: nothing but `...tenantColumns` makes it scoped. */
const Note = defineEntity({
  name: 'Note',
  tableName: 'notes',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    body: p.string().length(200),
    ...timestampColumns,
  },
})

class CreateNotes extends Migration {
  override name = '20261122020000-notes-create'

  override up(): void {
    this.addSql(
      `create table "notes" ("id" serial primary key, "company_id" int not null references "companies" ("id") on delete cascade, "body" varchar(200) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    )
  }
}

const NoteBody = Type.Object({ body: Type.String({ minLength: 1, maxLength: 200 }) })
const NoteId = Type.Object({ id: Type.Integer({ minimum: 1 }) })
const notFound = () => new AppError('ERR_NOT_FOUND', { message: 'Note not found' })

/**
 * CRUD over notes. No handler names a company in its queries: only the caller's company id is
 * written on create. Isolation has to come from `request.em` alone.
 */
const notesPlugin = definePlugin({
  id: 'notes',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ entities, migrations, http }) {
    entities([Note])
    migrations([{ name: '20261122020000-notes-create', class: CreateNotes }])
    http.routes(async (fastify) => {
      fastify.get('/notes', async (request) => request.em.find(Note, {}, { orderBy: { id: 'asc' } }))
      fastify.get('/notes/count', async (request) => ({ count: await request.em.count(Note, {}) }))
      fastify.get('/notes/:id', { schema: { params: NoteId } }, async (request) => {
        const note = await request.em.findOne(Note, { id: request.params.id })
        if (!note) throw notFound()
        return note
      })
      fastify.post('/notes', { schema: { body: NoteBody } }, async (request, reply) => {
        const note = request.em.create(Note, { body: request.body.body, companyId: request.caller.companyId })
        await request.em.flush()
        return reply.status(201).send(note)
      })
      // Load-then-flush: the unit-of-work path.
      fastify.put('/notes/:id', { schema: { params: NoteId, body: NoteBody } }, async (request) => {
        const note = await request.em.findOne(Note, { id: request.params.id })
        if (!note) throw notFound()
        note.body = request.body.body
        await request.em.flush()
        return note
      })
      // A native delete: the filter must reach statements that never load the entity.
      fastify.delete('/notes/:id', { schema: { params: NoteId } }, async (request) => {
        const deleted = await request.em.nativeDelete(Note, { id: request.params.id })
        if (deleted === 0) throw notFound()
        return { deleted }
      })
      // The most dangerous shape: a bulk statement with an empty condition.
      fastify.post('/notes/rename-all', { schema: { body: NoteBody } }, async (request) => ({
        updated: await request.em.nativeUpdate(Note, {}, { body: request.body.body }),
      }))
    })
  },
})

const PASSWORD = 'Tenant-Pass-123'

describe('tenant isolation by construction', () => {
  let testApp: TestApp
  let db: pg.Client
  let a: ApiClient
  let b: ApiClient
  let companyA: number
  let companyB: number
  let noteOfA: { id: number; body: string; companyId: number }

  async function signupAdmin(companyName: string, email: string): Promise<number> {
    const answer = await new ApiClient(testApp.url).post('/api/auth/signup', {
      companyName,
      name: `${companyName} admin`,
      email,
      password: PASSWORD,
      phone: '+55 11 99999-0000',
      planId: 1,
    })
    expect(answer.status).toBe(201)
    return answer.body.companyId
  }

  async function rowsOf(table: 'notes') {
    const { rows } = await db.query(`select id, company_id, body from ${table} order by id`)
    return rows
  }

  beforeAll(async () => {
    testApp = await startTestApp({ plugins: [notesPlugin] })
    db = new pg.Client({ connectionString: testApp.database.url })
    await db.connect()
    await db.query(`update global_settings set value = 'enabled' where key = 'userCreation'`)
    companyA = await signupAdmin('Company A', 'admin@a.test')
    companyB = await signupAdmin('Company B', 'admin@b.test')
    a = await new ApiClient(testApp.url).login({ email: 'admin@a.test', password: PASSWORD })
    b = await new ApiClient(testApp.url).login({ email: 'admin@b.test', password: PASSWORD })
    const created = await a.post('/api/notes', { body: 'secret of A' })
    expect(created.status).toBe(201)
    noteOfA = created.body
  })

  afterAll(async () => {
    await db?.end()
    await testApp?.close()
  })

  it('writes the caller company on create', async () => {
    expect(companyA).not.toBe(companyB)
    expect(noteOfA).toMatchObject({ body: 'secret of A', companyId: companyA })
    expect(await rowsOf('notes')).toEqual([{ id: noteOfA.id, company_id: companyA, body: 'secret of A' }])
  })

  it("hides one company's rows from another company's lists and counts", async () => {
    const ofB = await b.post('/api/notes', { body: 'note of B' })
    expect(ofB.status).toBe(201)
    try {
      const listB = await b.get('/api/notes')
      expect(listB.status).toBe(200)
      expect(listB.body.map((note: { body: string }) => note.body)).toEqual(['note of B'])
      expect((await b.get('/api/notes/count')).body).toEqual({ count: 1 })

      const listA = await a.get('/api/notes')
      expect(listA.body.map((note: { body: string }) => note.body)).toEqual(['secret of A'])
    } finally {
      await db.query('delete from notes where id = $1', [ofB.body.id])
    }
  })

  it("answers 404 to another company's id for GET, PUT and DELETE, leaving the row alone", async () => {
    const before = await rowsOf('notes')

    const read = await b.get(`/api/notes/${noteOfA.id}`)
    expect(read.status).toBe(404)
    expect(read.body.error).toBe('ERR_NOT_FOUND')
    const update = await b.put(`/api/notes/${noteOfA.id}`, { body: 'overwritten by B' })
    expect(update.status).toBe(404)
    const remove = await b.delete(`/api/notes/${noteOfA.id}`)
    expect(remove.status).toBe(404)

    expect(await rowsOf('notes')).toEqual(before)
    expect(before).toEqual([{ id: noteOfA.id, company_id: companyA, body: 'secret of A' }])
    // The owner still reaches it through the very same routes.
    expect((await a.get(`/api/notes/${noteOfA.id}`)).body).toMatchObject({ body: 'secret of A' })
  })

  it('keeps bulk statements with an empty condition inside the caller company', async () => {
    const renamed = await b.post('/api/notes/rename-all', { body: 'renamed by B' })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toEqual({ updated: 0 })
    expect(await rowsOf('notes')).toEqual([{ id: noteOfA.id, company_id: companyA, body: 'secret of A' }])
  })

  it('lets the owner update and delete through the same routes', async () => {
    const created = await a.post('/api/notes', { body: 'short-lived' })
    const updated = await a.put(`/api/notes/${created.body.id}`, { body: 'changed' })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ id: created.body.id, body: 'changed', companyId: companyA })
    const removed = await a.delete(`/api/notes/${created.body.id}`)
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ deleted: 1 })
    expect(await rowsOf('notes')).toEqual([{ id: noteOfA.id, company_id: companyA, body: 'secret of A' }])
  })

  it('refuses tenant queries on an EntityManager that was never given a company', async () => {
    const { orm } = testApp.app.kernel
    const unscoped = orm.em.fork()
    // MikroORM itself refuses a default filter without params; our cond refuses params without a company.
    const refusal = /No arguments provided for filter 'tenant'|tenant filter used without a companyId/
    await expect(unscoped.find(Note, {})).rejects.toThrow(refusal)
    await expect(unscoped.findOne(Note, { id: noteOfA.id })).rejects.toThrow(refusal)
    await expect(unscoped.count(Note, {})).rejects.toThrow(refusal)
    await expect(unscoped.nativeDelete(Note, {})).rejects.toThrow(refusal)
    await expect(unscoped.nativeUpdate(Note, {}, { body: 'x' })).rejects.toThrow(refusal)
    // The kernel's own tenant-owned entities are guarded the same way.
    await expect(unscoped.find(User, {})).rejects.toThrow(refusal)
    const wrongParams = orm.em.fork()
    wrongParams.setFilterParams('tenant', { companyId: String(companyA) })
    await expect(wrongParams.find(Note, {})).rejects.toThrow(refusal)
    expect(await rowsOf('notes')).toEqual([{ id: noteOfA.id, company_id: companyA, body: 'secret of A' }])
  })

  it('scopes companyEm to one company and lets platformEm see all of them', async () => {
    const ofB = await b.post('/api/notes', { body: 'another of B' })
    try {
      const { orm } = testApp.app.kernel
      const seenByB = await companyEm(orm, companyB).find(Note, {})
      expect(seenByB.map((note) => note.body)).toEqual(['another of B'])
      expect(await companyEm(orm, companyB).findOne(Note, { id: noteOfA.id })).toBeNull()

      const all = await platformEm(orm, 'super-admin').find(Note, {}, { orderBy: { id: 'asc' } })
      expect(all.map((note) => [note.companyId, note.body])).toEqual([
        [companyA, 'secret of A'],
        [companyB, 'another of B'],
      ])
      const users = await platformEm(orm, 'super-admin').find(User, {}, { orderBy: { id: 'asc' } })
      expect(users.map((user) => user.companyId)).toEqual([1, companyA, companyB])
      const admins = await companyEm(orm, 1).find(User, {})
      expect(admins.map((user) => user.email)).toEqual([TEST_ADMIN.email])
    } finally {
      await db.query('delete from notes where id = $1', [ofB.body.id])
    }
  })

  it('scopes a QueryBuilder by row-level security, and by the filter once applyFilters() is called', async () => {
    const { orm } = testApp.app.kernel
    // MikroORM leaves filters off query builders; PostgreSQL's policy still shows B none of A's notes.
    const raw = companyEm(orm, companyB).createQueryBuilder(Note).select('*')
    expect(await raw.getResultList()).toEqual([])
    const scoped = companyEm(orm, companyB).createQueryBuilder(Note).select('*')
    await scoped.applyFilters()
    expect(await scoped.getResultList()).toEqual([])
  })
})

describe('kernel migrations', () => {
  const kernelMigrationNames = coreMigrations.map((migration) => migration.name)
  let database: TestDatabase
  const apps: TestApp[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
  })

  afterAll(async () => {
    for (const app of apps) await app.close()
    await database?.drop()
  })

  async function tables(): Promise<string[]> {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const { rows } = await client.query(
        `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )
      return rows.map((row) => row.table_name)
    } finally {
      await client.end()
    }
  }

  async function appliedMigrations(): Promise<string[]> {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const { rows } = await client.query('select name from atendo_migrations order by id')
      return rows.map((row) => row.name)
    } finally {
      await client.end()
    }
  }

  it('creates the kernel tables on an empty database', async () => {
    expect(await tables()).toEqual([])
    expect(await runMigrations({ url: database.url, migrations: coreMigrations })).toEqual(
      kernelMigrationNames,
    )
    // Later kernel migrations add more tables; these are the ones every release must have.
    expect(await tables()).toEqual(
      expect.arrayContaining([
        'plans',
        'companies',
        'users',
        'user_sessions',
        'password_resets',
        'global_settings',
        'company_settings',
        'kernel_secrets',
        'atendo_migrations',
      ]),
    )
    expect(await tables()).not.toContain('notes')
    expect(await appliedMigrations()).toEqual(kernelMigrationNames)
  })

  it('applies only what is new, and nothing on a second app over the same database', async () => {
    // The kernel migration already ran above: the first app adds just the plugin's.
    apps.push(await startTestApp({ database, plugins: [notesPlugin] }))
    expect(await appliedMigrations()).toEqual([...kernelMigrationNames, '20261122020000-notes-create'])
    expect(await tables()).toContain('notes')

    const second = await startTestApp({ database, plugins: [notesPlugin] })
    apps.push(second)
    expect(await appliedMigrations()).toEqual([...kernelMigrationNames, '20261122020000-notes-create'])
    const migrations = [...coreMigrations, { name: '20261122020000-notes-create', class: CreateNotes }]
    expect(await runMigrations({ url: database.url, migrations })).toEqual([])

    // Both nodes share the seed (one super admin, one company) and the signing key.
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      expect((await client.query('select count(*)::int as n from companies')).rows[0].n).toBe(1)
      expect((await client.query('select count(*)::int as n from users')).rows[0].n).toBe(1)
    } finally {
      await client.end()
    }
    const api = await new ApiClient(apps[0]!.url).login(TEST_ADMIN)
    const viaSecond = new ApiClient(second.url)
    viaSecond.token = api.token
    expect((await viaSecond.get('/api/auth/me')).status).toBe(200)
  })
})
