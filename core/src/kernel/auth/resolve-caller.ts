import type { Caller } from '@atendo/plugin-api'
import {
  AppError,
  defaultTimeZone,
  PLATFORM_COMPANY_ID,
  type PlanFlag,
  planFlags,
  type UserSwitch,
  userSwitches,
} from '@atendo/plugin-api'
import { dateTimeFormat } from '../date-formats.ts'
import type { Em } from '../db/orm.ts'
import { type DeclaredPermission, pluginPermissionValues } from '../plugin-host/declared-permissions.ts'
import { type DeclaredPlanFlag, pluginFlagValues } from '../plugin-host/declared-plan-flags.ts'
import type { AccessClaims } from './tokens.ts'

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

// One round trip resolves the session, user, company and plan of every authenticated request.
const callerQuery = `
  select s.revoked_at, s.revoked_reason, s.expires_at,
         u.id as user_id, u.name, u.email, u.profile, u.super,
         ${userSwitches.map((name) => `u.${snake(name)} as "${name}"`).join(', ')}, u.plugin_permissions,
         c.id as company_id, c.name as company_name, to_char(c.due_date, 'YYYY-MM-DD') as due_date, c.status as company_status,
         (select cs.value from company_settings cs where cs.company_id = c.id and cs.key = 'timeZone') as time_zone,
         ${planFlags.map((name) => `p.${snake(name)} as "${name}"`).join(', ')},
         p.plugin_flags
    from user_sessions s
    join users u on u.id = s.user_id
    join companies c on c.id = u.company_id
    join plans p on p.id = c.plan_id
   where s.id = ? and s.user_id = ?`

type CallerRow = Record<string, unknown> & {
  revoked_at: Date | null
  revoked_reason: string | null
  expires_at: Date
  user_id: number
  name: string
  email: string
  profile: 'admin' | 'user'
  super: boolean
  company_id: number
  company_name: string
  due_date: string | null
  company_status: boolean
  time_zone: string | null
  plugin_flags: Record<string, unknown> | null
  plugin_permissions: Record<string, unknown> | null
}

/** What the loaded plugins declared that a caller carries: plan flags and per-user permissions. */
export interface DeclaredAccess {
  planFlags: readonly DeclaredPlanFlag[]
  permissions: readonly DeclaredPermission[]
}

/** The day (YYYY-MM-DD) an instant falls on in the company's zone, as the inbox counts it too. */
function companyDay(now: Date, timeZone: string | null): string {
  try {
    return dateTimeFormat('en-CA', { timeZone: timeZone || defaultTimeZone }).format(now)
  } catch {
    return dateTimeFormat('en-CA', { timeZone: defaultTimeZone }).format(now)
  }
}

/**
 * True when a company's subscription has run out: its due date is before its today, in its time
 * zone (company 1 never expires).
 */
function isCompanyExpired(
  companyId: number,
  dueDate: string | null,
  now: Date,
  timeZone: string | null,
): boolean {
  if (companyId === PLATFORM_COMPANY_ID || dueDate === null) return false
  return dueDate < companyDay(now, timeZone)
}

/**
 * Loads who is calling from verified token claims; refuses revoked or ended sessions. The user's
 * switches and the company's plan flags are core's and those the loaded plugins declare.
 */
export async function resolveCaller(
  em: Em,
  claims: AccessClaims,
  declared: DeclaredAccess = { planFlags: [], permissions: [] },
  // The product's time (kernel.clock): a test moves it to make a company overdue. Sessions keep
  // the wall clock, as their tokens do.
  now: Date = new Date(),
): Promise<Caller> {
  const rows = await em.execute<CallerRow[]>(callerQuery, [claims.sessionId, claims.userId])
  const row = rows[0]
  if (!row) throw new AppError('ERR_SESSION_REVOKED')
  // The reason lets the ended browser say why (inbox.md §4: 'Sua conta foi acessada em outro computador.').
  if (row.revoked_at) {
    throw new AppError('ERR_SESSION_REVOKED', { details: { reason: row.revoked_reason ?? 'revoked' } })
  }
  if (new Date(row.expires_at) < new Date()) {
    throw new AppError('ERR_SESSION_REVOKED', { details: { reason: 'expired' } })
  }
  const switches = {
    ...pluginPermissionValues(row.plugin_permissions, declared.permissions),
    ...(Object.fromEntries(userSwitches.map((name) => [name, row[name] === 'enabled'])) as Record<
      UserSwitch,
      boolean
    >),
  }
  const flags = {
    ...pluginFlagValues(row.plugin_flags, declared.planFlags),
    ...(Object.fromEntries(planFlags.map((name) => [name, row[name] === true])) as Record<PlanFlag, boolean>),
  }
  return {
    userId: row.user_id,
    companyId: row.company_id,
    sessionId: claims.sessionId,
    name: row.name,
    email: row.email,
    profile: row.profile,
    super: row.super,
    switches,
    company: {
      id: row.company_id,
      name: row.company_name,
      dueDate: row.due_date,
      expired: isCompanyExpired(row.company_id, row.due_date, now, row.time_zone) || !row.company_status,
      planFlags: flags,
    },
  }
}
