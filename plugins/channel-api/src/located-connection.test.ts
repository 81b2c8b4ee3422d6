import {
  ApiClient,
  type SentQueries,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  watchSentQueries,
} from '@atendo/core/testing'
import { movableClock } from '@atendo/plugin-api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import channelApiPlugin from './index.ts'

/**
 * An integrator posts many messages a second to one connection, and each post must not read the
 * connection again (core's located-connections.ts): a change made through this server applies to
 * the next post, one made by another server process (here: the test's own SQL) within a second.
 */

const clock = movableClock()
let testApp: TestApp
let sql: pg.Client
let admin: ApiClient
let sent: SentQueries
let connection: { id: number; token: string }
let posted = 0

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [channelApiPlugin], clock })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const created = await admin.post('/api/whatsapp', { name: 'Loja', channel: 'api' })
  expect(created.status).toBe(201)
  connection = created.body
  sent = await watchSentQueries(testApp.app.kernel.orm)
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
})

/** Posts one new message with `token`; answers the status and the error code, if any. */
async function post(token: string): Promise<[number, string | undefined]> {
  posted += 1
  const response = await fetch(`${testApp.url}/api/channel-api/${connection.id}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ externalId: `located-${posted}`, from: { number: '5511977770000' }, body: 'oi' }),
  })
  const body = (await response.json()) as { error?: string }
  return [response.status, body.error]
}

/** The statements sent since the last `sent.clear()` that read connections by id. */
const connectionReads = () =>
  sent.texts.filter((text) => /from "connections" as "c0" where "c0"\."id"/.test(text))

describe('an API connection located by its posts', () => {
  it('is read once for concurrent posts and not again within the second', async () => {
    await clock.advance(1000)
    sent.clear()
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(connection.token)))
    expect(answers).toEqual(Array.from({ length: 20 }, () => [202, undefined]))
    expect(await post(connection.token)).toEqual([202, undefined])
    expect(connectionReads()).toHaveLength(1)

    await clock.advance(1000)
    sent.clear()
    expect(await post(connection.token)).toEqual([202, undefined])
    expect(connectionReads()).toHaveLength(1)
  })

  it('takes a token replaced through this server at the next post', async () => {
    expect(await post(connection.token)).toEqual([202, undefined])
    const replaced = await admin.put(`/api/whatsapp/${connection.id}`, { token: '' })
    expect(replaced.status).toBe(200)
    const old = connection.token
    connection = { ...connection, token: replaced.body.token }
    expect(connection.token).not.toBe(old)
    expect(await post(old)).toEqual([403, 'ERR_INVALID_TOKEN'])
    expect(await post(connection.token)).toEqual([202, undefined])
  })

  it('takes a change made by another server process within a second', async () => {
    expect(await post(connection.token)).toEqual([202, undefined])
    await sql.query('update connections set session_stopped = true, updated_at = now() where id = $1', [
      connection.id,
    ])
    // Within the second this process still answers from what it read.
    expect(await post(connection.token)).toEqual([202, undefined])
    await clock.advance(1000)
    expect(await post(connection.token)).toEqual([409, 'ERR_WAPP_NOT_INITIALIZED'])
    await sql.query('update connections set session_stopped = false where id = $1', [connection.id])
    await clock.advance(1000)
    expect(await post(connection.token)).toEqual([202, undefined])
  })

  it('refuses the posts of a connection deleted through this server at once', async () => {
    expect(await post(connection.token)).toEqual([202, undefined])
    expect((await admin.delete(`/api/whatsapp/${connection.id}`)).status).toBe(200)
    expect(await post(connection.token)).toEqual([403, 'ERR_INVALID_TOKEN'])
  })
})
