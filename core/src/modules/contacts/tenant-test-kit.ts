import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import { hashPassword } from '../../kernel/auth/passwords.ts'
import { ApiClient, startTestApp, type TestApp, waitFor } from '../../testing/index.ts'

/**
 * Test support for the contacts, tags, quick messages and schedules tests: an app with two
 * companies (A and B), each with an admin, and A with two plain users; SQL access to check what
 * the API did (or did not) change; and sockets that record the live events they hear.
 */

export interface Account {
  email: string
  password: string
}

export interface CompanyFixture {
  id: number
  admin: ApiClient
  adminId: number
}

export interface TwoCompanies {
  testApp: TestApp
  sql: pg.Client
  /** Company A: admin, and plain users `user` and `otherUser`. */
  a: CompanyFixture & { user: ApiClient; userId: number; otherUser: ApiClient; otherUserId: number }
  b: CompanyFixture
  /**
   * A recording socket of this client in its company namespace, opened once per client and kept
   * for the whole file (each disconnect costs the kernel a presence query at shutdown).
   */
  socketOf(client: ApiClient, companyId: number): Promise<Listener>
  close(): Promise<void>
}

/** One socket of a company namespace and everything it heard. */
export interface Listener {
  socket: Socket
  userId: number
  heard: { event: string; payload: unknown }[]
  /** The payloads heard for one event name. */
  of(event: string): unknown[]
}

async function signupCompany(url: string, companyName: string, admin: Account): Promise<number> {
  const answer = await new ApiClient(url).post('/api/auth/signup', {
    companyName,
    name: `${companyName} Admin`,
    email: admin.email,
    password: admin.password,
    phone: '11 99999-0000',
    planId: 1,
  })
  if (answer.status !== 201) throw new Error(`signup failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.companyId
}

async function addPlainUser(
  sql: pg.Client,
  companyId: number,
  name: string,
  account: Account,
): Promise<number> {
  const { rows } = await sql.query(
    `insert into users (company_id, name, email, password_hash, profile, created_at, updated_at)
     values ($1, $2, $3, $4, 'user', now(), now()) returning id`,
    [companyId, name, account.email, await hashPassword(account.password)],
  )
  return rows[0].id
}

export async function startTwoCompanies(): Promise<TwoCompanies> {
  const testApp = await startTestApp()
  const sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  const accounts = {
    adminA: { email: 'admin@alfa.test', password: 'Alfa-Admin-1' },
    userA: { email: 'user@alfa.test', password: 'Alfa-User-1' },
    otherUserA: { email: 'other@alfa.test', password: 'Alfa-Other-1' },
    adminB: { email: 'admin@beta.test', password: 'Beta-Admin-1' },
  }
  await sql.query(`update global_settings set value = 'enabled' where key = 'userCreation'`)
  const aId = await signupCompany(testApp.url, 'Alfa', accounts.adminA)
  const bId = await signupCompany(testApp.url, 'Beta', accounts.adminB)
  await sql.query(`update global_settings set value = 'disabled' where key = 'userCreation'`)
  const userId = await addPlainUser(sql, aId, 'Ana Atendente', accounts.userA)
  const otherUserId = await addPlainUser(sql, aId, 'Otto Atendente', accounts.otherUserA)
  const adminIdOf = async (email: string) =>
    (await sql.query('select id from users where email = $1', [email])).rows[0].id as number
  const login = (account: Account) => new ApiClient(testApp.url).login(account)
  const sockets = new Map<ApiClient, Promise<Listener>>()
  return {
    testApp,
    sql,
    a: {
      id: aId,
      admin: await login(accounts.adminA),
      adminId: await adminIdOf(accounts.adminA.email),
      user: await login(accounts.userA),
      userId,
      otherUser: await login(accounts.otherUserA),
      otherUserId,
    },
    b: { id: bId, admin: await login(accounts.adminB), adminId: await adminIdOf(accounts.adminB.email) },
    socketOf(client, companyId) {
      let listener = sockets.get(client)
      if (!listener) {
        listener = listen(testApp.url, companyId, client)
        sockets.set(client, listener)
      }
      return listener
    },
    async close() {
      const listeners = await Promise.all(sockets.values())
      // Each disconnect marks its user offline with a query; a query still on its way when the
      // pool closes can hold the shutdown forever. Mark them online, disconnect, and wait until
      // every one of those queries has landed.
      const userIds = listeners.map((listener) => listener.userId)
      await sql.query('update users set online = true where id = any($1)', [userIds])
      for (const listener of listeners) listener.socket.disconnect()
      await waitFor(
        async () =>
          (await sql.query('select count(*)::int as n from users where online and id = any($1)', [userIds]))
            .rows[0].n === 0,
      )
      await sql.end()
      await testApp.close()
    },
  }
}

/** Connects a socket to a company namespace with a client's token and records what it hears. */
export async function listen(url: string, companyId: number, client: ApiClient): Promise<Listener> {
  const socket = io(`${url}/${companyId}`, {
    auth: { token: client.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  const heard: Listener['heard'] = []
  // `ready` is the handshake's own greeting to this socket, not something the company was told.
  socket.onAny((event: string, payload: unknown) => event !== 'ready' && heard.push({ event, payload }))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
  const userId = (await client.get('/api/auth/me')).body.id as number
  return {
    socket,
    userId,
    heard,
    of: (event) => heard.filter((entry) => entry.event === event).map((entry) => entry.payload),
  }
}

/** Waits until a listener heard a matching event and answers its payload. */
export async function heardOne<T>(
  listener: Listener,
  event: string,
  matches: (payload: T) => boolean,
): Promise<T> {
  return waitFor(() => listener.of(event).find((payload) => matches(payload as T)) as T | undefined)
}

/** Lets in-flight socket events arrive before asserting that something was not heard. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 150))
