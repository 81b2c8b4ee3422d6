import { definePlugin, Migration } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'

/** A table of the probe's own with a unique name, to collide on. */
class CreateProbeNames extends Migration {
  override up(): void {
    this.addSql('create table probe_names (name text constraint probe_names_unique unique)')
  }
}

/** Routes that fail the way real bugs do: a bad SQL statement, a plain exception. */
const failingPlugin = definePlugin({
  id: 'failing-probe',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ http, db, migrations }) {
    migrations([{ name: '20261126000000-probe-names', class: CreateProbeNames }])
    http.routes(async (fastify) => {
      const options = {
        config: { access: { public: true } },
        schema: { response: { 200: Type.Object({ ok: Type.Boolean() }) } },
      }
      fastify.get('/failing-probe/sql', options, async () => {
        await db.platform().getConnection().execute('select secret_column from missing_secret_table')
        return { ok: true }
      })
      fastify.get('/failing-probe/duplicate', options, async () => {
        // Two inserts of one unique value: PostgreSQL refuses the second with 23505.
        await db.platform().execute("insert into probe_names values ('x'), ('x')")
        return { ok: true }
      })
      fastify.post(
        '/failing-probe/validated',
        {
          config: { access: { public: true } },
          schema: {
            body: Type.Object({
              name: Type.String({ minLength: 2, maxLength: 50 }),
              email: Type.String({ format: 'email' }),
              users: Type.Integer({ minimum: 1, maximum: 500 }),
              colour: Type.String(),
              kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
            }),
          },
        },
        async () => ({ ok: true }),
      )
      fastify.get('/failing-probe/throw', options, async () => {
        throw new TypeError('internal detail: cannot read property "password" of undefined')
      })
    })
  },
})

let testApp: TestApp
const logLines: string[] = []

beforeAll(async () => {
  testApp = await startTestApp({
    plugins: [failingPlugin],
    env: { LOG_LEVEL: 'error' },
    logDestination: { write: (line) => void logLines.push(line) },
  })
})

afterAll(async () => {
  await testApp?.close()
})

describe('field problems', () => {
  it("name the rule each field broke, with its bound, for the UIs to word in the user's language", async () => {
    const client = new ApiClient(testApp.url)
    const broken = await client.post('/api/failing-probe/validated', {
      name: 'x',
      email: 'nobody',
      users: 900,
      colour: 7,
      kind: 'c',
    })
    expect(broken.status).toBe(400)
    expect(broken.body.code).toBe('ERR_VALIDATION')
    const byField = (field: string) =>
      broken.body.fields.filter((problem: { field: string }) => problem.field === field)
    expect(byField('name')).toEqual([
      { field: 'name', message: expect.any(String), rule: 'minLength', limit: 2 },
    ])
    expect(byField('email')).toEqual([
      { field: 'email', message: expect.any(String), rule: 'format', format: 'email' },
    ])
    expect(byField('users')).toEqual([
      { field: 'users', message: expect.any(String), rule: 'maximum', limit: 500 },
    ])
    expect(byField('colour')).toEqual([{ field: 'colour', message: expect.any(String), rule: 'type' }])
    expect(byField('kind').every((problem: { rule: string }) => problem.rule === 'invalid')).toBe(true)

    const missing = await client.post('/api/failing-probe/validated', {})
    expect(missing.body.fields).toContainEqual(
      expect.objectContaining({ field: 'name', message: 'is required', rule: 'required' }),
    )
  })
})

describe('unexpected errors', () => {
  it.each([
    ['a failed SQL statement', '/api/failing-probe/sql', 'missing_secret_table'],
    ['a thrown exception', '/api/failing-probe/throw', 'internal detail'],
  ])(
    '%s answers 500 ERR_INTERNAL without internals, and is logged in full',
    async (_case, path, internal) => {
      const response = await fetch(`${testApp.url}${path}`)
      const text = await response.text()
      expect(response.status).toBe(500)
      expect(JSON.parse(text)).toEqual({
        error: 'ERR_INTERNAL',
        code: 'ERR_INTERNAL',
        message: 'An internal error occurred',
        statusCode: 500,
      })
      expect(text).not.toContain(internal)
      expect(text).not.toMatch(/\bat\s|\.ts:\d+|select /i)
      // The operator still gets the whole story in the log.
      expect(logLines.join('')).toContain(internal)
    },
  )

  it('a known error keeps its own envelope', async () => {
    const answer = await new ApiClient(testApp.url).get('/api/tickets')
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({
      error: 'ERR_UNAUTHENTICATED',
      code: 'ERR_UNAUTHENTICATED',
      message: 'Authentication required',
      statusCode: 401,
    })
  })
})

describe('unique violations', () => {
  it('answer 409 ERR_CONFLICT, without a try/catch in the route', async () => {
    const response = await fetch(`${testApp.url}/api/failing-probe/duplicate`)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: 'ERR_CONFLICT',
      code: 'ERR_CONFLICT',
      message: 'The record conflicts with an existing one',
      statusCode: 409,
    })
  })

  it("answer with the specification's code and field for a known index", async () => {
    const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const body = { name: 'Suporte', number: '5511999990001' }
    expect((await admin.post('/api/contacts', body)).status).toBe(201)
    // The route's own check finds the first; two at once meet the database's unique index instead.
    const racing = await Promise.all(
      [1, 2, 3].map(() => admin.post('/api/contacts', { ...body, number: '5511999990002' })),
    )
    const refused = racing.filter((answer) => answer.status !== 201)
    for (const answer of refused) {
      expect(answer.status).toBe(409)
      expect(answer.body).toMatchObject({
        error: 'ERR_DUPLICATED_CONTACT',
        fields: [{ field: 'number', message: 'already belongs to another contact' }],
      })
    }
    expect(refused).toHaveLength(2)
  })
})
