import type pg from 'pg'
import { hashPassword } from '../core/src/kernel/auth/passwords.ts'
import type { AccessTokens } from '../core/src/kernel/auth/tokens.ts'

/** One attendant as the socket clients need it: who they are and the access token their inbox holds. */
export interface BenchAgent {
  userId: number
  token: string
}

/**
 * `count` attendants (profile user) of one company, all in one new queue, each with one live login
 * session (one session per user, so one user per socket) and an access token signed by the app's own
 * signer, as `POST /auth/login` would answer. Written with set-based SQL and one password hash shared
 * by all: 2,000 logins would be 2,000 Argon2 verifications, which is not what is measured here.
 */
export async function insertAgents(
  sql: pg.Client,
  tokens: AccessTokens,
  options: { companyId: number; count: number },
): Promise<{ queueId: number; agents: BenchAgent[] }> {
  const { companyId, count } = options
  const passwordHash = await hashPassword('Bench-Agent-123')
  const queue = await sql.query<{ id: number }>(
    `insert into queues (company_id, name, color, schedules, created_at, updated_at)
     values ($1, 'Bench fan-out', '#1565c0', '[]', now(), now()) returning id`,
    [companyId],
  )
  const queueId = queue.rows[0]!.id
  const users = await sql.query<{ id: number }>(
    `insert into users (company_id, name, email, password_hash, profile, created_at, updated_at)
     select $1, 'Agent ' || i, 'fanout-agent-' || i || '@bench.local', $2, 'user', now(), now()
       from generate_series(1, $3::int) i
     returning id`,
    [companyId, passwordHash, count],
  )
  const userIds = users.rows.map((row) => row.id)
  await sql.query(
    `insert into user_queues (user_id, queue_id, company_id) select id, $2, $3 from unnest($1::int[]) id`,
    [userIds, queueId, companyId],
  )
  const sessions = await sql.query<{ id: string; user_id: number }>(
    `insert into user_sessions (id, user_id, company_id, refresh_token_hash, expires_at, created_at, updated_at)
     select gen_random_uuid(), id, $2, encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex'),
            now() + interval '1 day', now(), now()
       from unnest($1::int[]) id
     returning id, user_id`,
    [userIds, companyId],
  )
  const agents = await Promise.all(
    sessions.rows.map(async (session) => ({
      userId: session.user_id,
      token: await tokens.sign({
        userId: session.user_id,
        companyId,
        sessionId: session.id,
        profile: 'user',
      }),
    })),
  )
  return { queueId, agents }
}
