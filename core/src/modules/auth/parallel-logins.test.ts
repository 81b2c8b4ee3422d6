import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser, startTestApp, type TestApp } from '../../testing/index.ts'

let testApp: TestApp
let sql: pg.Client

beforeAll(async () => {
  // The limits are not what this file tests: room for the burst.
  testApp = await startTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '100' } })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

describe('parallel logins of one user', () => {
  it('each succeed (one session replacing the other), leaving exactly one live session', async () => {
    const user = await createUser(testApp)
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          new ApiClient(testApp.url).request('POST', '/api/auth/login', {
            email: user.email,
            password: user.password,
          }),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
      const { rows } = await sql.query(
        'select count(*)::int as live from user_sessions where user_id = $1 and revoked_at is null',
        [user.id],
      )
      expect(rows[0].live).toBe(1)
      // The live session is the one the last login opened: its token works, the others' do not.
      const working = await Promise.all(
        answers.map(async (answer) => {
          const me = await fetch(`${testApp.url}/api/auth/me`, {
            headers: { authorization: `Bearer ${answer.body.token}` },
          })
          await me.text()
          return me.status === 200
        }),
      )
      expect(working.filter(Boolean)).toHaveLength(1)
    }
  })
})
