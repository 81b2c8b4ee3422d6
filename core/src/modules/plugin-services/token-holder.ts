import { createHash, timingSafeEqual } from 'node:crypto'
import { PLATFORM_COMPANY_ID, planFlags, type TokenHolder } from '@atendo/plugin-api'
import type { Orm } from '../../kernel/db/orm.ts'
import { Connection, type IConnection } from '../connections/index.ts'
import { servicePlatformEm } from './service-em.ts'

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const digest = (text: string) => createHash('sha256').update(text).digest()

type CompanyRow = Record<string, unknown> & { id: number; expired: boolean }

/**
 * The connection holding this token, with its company's standing (`ConnectionsApi.authenticate`).
 * Across companies by design: the token is what names the company. Tokens are not unique in the
 * database (an admin may type one), so a token two connections share names neither.
 */
export async function tokenHolder(
  orm: Orm,
  token: string,
  record: (connection: IConnection) => TokenHolder['connection'],
): Promise<TokenHolder | undefined> {
  if (token.length === 0 || token.length > 64) return undefined
  const em = servicePlatformEm(orm)
  const found = await em.find(Connection, { token }, { limit: 2 })
  const [connection] = found
  if (found.length !== 1 || !connection?.token) return undefined
  // The database matched it; compared again in constant time so the answer's timing says nothing.
  if (!timingSafeEqual(digest(connection.token), digest(token))) return undefined
  const [company] = await em.execute<CompanyRow[]>(
    `select c.id,
            (not c.status or (c.id <> ? and c.due_date is not null and c.due_date < current_date)) as expired,
            ${planFlags.map((name) => `p.${snake(name)} as "${name}"`).join(', ')}
       from companies c join plans p on p.id = c.plan_id
      where c.id = ?`,
    [PLATFORM_COMPANY_ID, connection.companyId],
  )
  if (!company) return undefined
  return {
    connection: record(connection),
    company: {
      id: company.id,
      expired: company.expired === true,
      planFlags: Object.fromEntries(planFlags.map((name) => [name, company[name] === true])),
    },
  }
}
