import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connected, openClient, type TestClient } from '../../kernel/realtime/realtime-test-kit.ts'
import {
  ApiClient,
  createUser,
  operatorEm,
  startTestApp,
  type TestApp,
  waitFor,
} from '../../testing/index.ts'
import { presenceStaleAfterMs } from './presence.ts'

let testApp: TestApp
const clients: TestClient[] = []

beforeAll(async () => {
  testApp = await startTestApp()
})

afterAll(async () => {
  for (const client of clients) client.socket.disconnect()
  await testApp?.close()
})

const sql = <Row>(query: string, params: unknown[] = []) => operatorEm(testApp).execute<Row[]>(query, params)

async function presenceOf(userId: number) {
  const [row] = await sql<{ online: boolean; seen: boolean }>(
    'select online, last_seen_at is not null as seen from users where id = ?',
    [userId],
  )
  return row!
}

async function openSocket(api: ApiClient, companyId: number): Promise<TestClient> {
  const client = openClient(testApp.url, `/${companyId}`, { token: api.token })
  clients.push(client)
  await connected(client)
  return client
}

describe('users.online follows the user’s sockets', () => {
  it('is set as soon as the first socket connects, and cleared when the last one leaves', async () => {
    const agent = await createUser(testApp)
    const api = await new ApiClient(testApp.url).login(agent)
    expect(await presenceOf(agent.id)).toEqual({ online: false, seen: false })

    const first = await openSocket(api, 1)
    const second = await openSocket(api, 1)
    await waitFor(async () => (await presenceOf(agent.id)).online)
    expect((await presenceOf(agent.id)).seen).toBe(true)

    first.socket.disconnect()
    second.socket.disconnect()
    await waitFor(async () => !(await presenceOf(agent.id)).online)
  })
})

describe('stale presence', () => {
  it('the sweep job sets offline the users not seen for two heartbeats, and only them', async () => {
    const crashed = await createUser(testApp)
    const present = await createUser(testApp)
    // A node that crashed left this user online: nobody reported their socket leaving.
    await sql(
      'update users set online = true, last_seen_at = now() - make_interval(secs => ?) where id = ?',
      [presenceStaleAfterMs / 1000 + 60, crashed.id],
    )
    await sql(`update users set online = true, last_seen_at = now() - interval '1 minute' where id = ?`, [
      present.id,
    ])

    await testApp.app.kernel.jobBackend.enqueue('core.clear-stale-presence', {})
    await waitFor(async () => !(await presenceOf(crashed.id)).online)
    expect((await presenceOf(present.id)).online).toBe(true)
  })
})
