import { definePlugin } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'

/** Routes that fail the way real bugs do: a bad SQL statement, a plain exception. */
const failingPlugin = definePlugin({
  id: 'failing-probe',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ http, db }) {
    http.routes(async (fastify) => {
      const options = {
        config: { access: { public: true } },
        schema: { response: { 200: Type.Object({ ok: Type.Boolean() }) } },
      }
      fastify.get('/failing-probe/sql', options, async () => {
        await db.platform().getConnection().execute('select secret_column from missing_secret_table')
        return { ok: true }
      })
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
      message: 'Authentication required',
      statusCode: 401,
    })
  })
})
