import { randomBytes } from 'node:crypto'
import { hashPassword } from '../kernel/auth/passwords.ts'
import { operatorEm } from './operator-em.ts'
import type { TestApp } from './test-app.ts'

/**
 * A user `createUser` made: pass it to `ApiClient.login` as it is.
 *
 * @example
 * const agent: TestUser = await createUser(testApp, { companyId })
 * const client = await new ApiClient(testApp.url).login(agent)
 */
export interface TestUser {
  id: number
  companyId: number
  name: string
  email: string
  password: string
}

const testUserSwitches = [
  'allTicket',
  'allowGroup',
  'allHistoric',
  'allUserChat',
  'userClosePendingTicket',
] as const

/**
 * The per-user switches of inbox.md §6 a test may turn on (all are off otherwise).
 *
 * @example
 * const switches: Partial<Record<TestUserSwitch, boolean>> = { allTicket: true, allHistoric: true }
 * await createUser(testApp, { switches })
 */
export type TestUserSwitch = (typeof testUserSwitches)[number]

const unique = () => randomBytes(4).toString('hex')
const column = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

async function insertReturningId(testApp: TestApp, sql: string, params: unknown[]): Promise<number> {
  const rows = await operatorEm(testApp).execute<{ id: number }[]>(sql, params)
  return rows[0]!.id
}

/**
 * Adds a company to a test app's database, as an operator would, so a test need not go through
 * signup. It is on plan 1 (the default plan, every feature on) and due in 30 days unless told.
 *
 * @example
 * const otherCompanyId = await createCompany(testApp, { name: 'Outra' })
 */
export function createCompany(
  testApp: TestApp,
  options: { name?: string; planId?: number; dueDate?: string } = {},
): Promise<number> {
  return insertReturningId(
    testApp,
    `insert into companies (name, plan_id, due_date, created_at, updated_at)
     values (?, ?, coalesce(?::date, current_date + 30), now(), now()) returning id`,
    [options.name ?? `Company ${unique()}`, options.planId ?? 1, options.dueDate ?? null],
  )
}

/**
 * Adds a user to a company of a test app (company 1 unless told), with a known password so the
 * test can log in as them. A plain attendant (profile `user`) with every switch off unless told.
 *
 * @example
 * const agent = await createUser(testApp, { companyId: otherCompanyId })
 * const client = await new ApiClient(testApp.url).login(agent)
 */
export async function createUser(
  testApp: TestApp,
  options: {
    companyId?: number
    name?: string
    email?: string
    password?: string
    profile?: 'admin' | 'user'
    super?: boolean
    switches?: Partial<Record<TestUserSwitch, boolean>>
  } = {},
): Promise<TestUser> {
  const companyId = options.companyId ?? 1
  const name = options.name ?? `User ${unique()}`
  const email = (options.email ?? `${unique()}@users.test`).toLowerCase()
  const password = options.password ?? 'Test-Pass-123'
  // Column names come from the fixed list, never from the caller's keys.
  const switches = testUserSwitches.filter((name) => options.switches?.[name]).map((name) => [name])
  const id = await insertReturningId(
    testApp,
    `insert into users (company_id, name, email, password_hash, profile, super,
       ${switches.map(([name]) => `${column(name)}, `).join('')}created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ${switches.map(() => `'enabled', `).join('')}now(), now()) returning id`,
    [companyId, name, email, await hashPassword(password), options.profile ?? 'user', options.super ?? false],
  )
  return { id, companyId, name, email, password }
}
