import type pg from 'pg'
import { hashPassword } from '../../kernel/auth/passwords.ts'

/**
 * Test support for the users, queues and settings tests: companies and users written straight
 * into the test database, so each test builds exactly the tenants it needs.
 */

let sequence = 0
const nextNumber = () => {
  sequence += 1
  return `${process.pid}-${sequence}`
}

/** A company on its own plan with the given user and queue counts; answers its id. */
export async function insertCompany(
  sql: pg.Client,
  limits: { users?: number; queues?: number } = {},
): Promise<number> {
  const suffix = nextNumber()
  const plan = await sql.query<{ id: number }>(
    `insert into plans (name, users, connections, queues, created_at, updated_at)
     values ($1, $2, 10, $3, now(), now()) returning id`,
    [`Plano ${suffix}`, limits.users ?? 10, limits.queues ?? 10],
  )
  const company = await sql.query<{ id: number }>(
    `insert into companies (name, plan_id, due_date, created_at, updated_at)
     values ($1, $2, '2999-12-31', now(), now()) returning id`,
    [`Empresa ${suffix}`, plan.rows[0]!.id],
  )
  return company.rows[0]!.id
}

export interface TestUser {
  id: number
  email: string
  password: string
}

/** A user of a company; answers its id and credentials. */
export async function insertUser(
  sql: pg.Client,
  companyId: number,
  options: { profile?: 'admin' | 'user'; name?: string } = {},
): Promise<TestUser> {
  const email = `user-${nextNumber()}@tenants.test`
  const password = 'Senha-123'
  const result = await sql.query<{ id: number }>(
    `insert into users (company_id, name, email, password_hash, profile, created_at, updated_at)
     values ($1, $2, $3, $4, $5, now(), now()) returning id`,
    [companyId, options.name ?? 'Atendente', email, await hashPassword(password), options.profile ?? 'user'],
  )
  return { id: result.rows[0]!.id, email, password }
}
