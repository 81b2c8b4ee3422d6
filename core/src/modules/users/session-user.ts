import { AppError, planFlags } from '@atendo/plugin-api'
import type { Static } from 'typebox'
import type { Em } from '../../kernel/db/orm.ts'
import { Company } from '../companies/index.ts'
import { CompanySetting, companySettingDefaults } from '../settings/index.ts'
import { type IUser, User } from './entities.ts'
import { profilePermissions } from './profile-permissions.ts'
import type { SessionUserSchema } from './schemas.ts'
import { loadUserView, type UserViewContext } from './user-view.ts'

export type SessionUser = Static<typeof SessionUserSchema>

/**
 * The user as login, refresh, /auth/me and GET /users/{id} return it: one shape everywhere
 * (issue 14), so a client that maps over `user.queues` right after login finds them. The user view
 * (queues, signed avatar URL, switches, the loaded plugins' permissions) plus the company with its
 * due date, plan flags and settings, and the profile's static permissions.
 */
export async function sessionUserOf(em: Em, context: UserViewContext, user: IUser): Promise<SessionUser> {
  const view = await loadUserView(em, context, user)
  const company = await em.findOneOrFail(Company, { id: user.companyId }, { populate: ['plan'] })
  const settings = await em.find(
    CompanySetting,
    { companyId: user.companyId },
    { filters: false, orderBy: { key: 'asc' } },
  )
  const plan = company.plan
  const companySettings = withDefaults(settings)
  return {
    ...view,
    profile: user.profile,
    permissions: profilePermissions(user),
    company: {
      id: company.id,
      name: company.name,
      dueDate: company.dueDate ?? null,
      plan: {
        id: plan.id,
        name: plan.name,
        ...Object.fromEntries(planFlags.map((flag) => [flag, plan[flag]])),
      },
      companieSettings: companySettings,
      // Older Whaticket SaaS clients read the same rows as `company.settings`.
      settings: companySettings,
    },
  }
}

/** The session user of one user id, on a platform (sign-in) EntityManager. */
export async function loadSessionUser(
  em: Em,
  userId: number,
  context: UserViewContext,
): Promise<SessionUser> {
  const user = await em.findOne(User, { id: userId }, { filters: false })
  if (!user) throw new AppError('ERR_NO_USER_FOUND')
  return sessionUserOf(em, context, user)
}

/**
 * The saved options plus the kernel's default of every option never saved: the apps show and
 * apply the same value the server applies (sendSignMessage is enabled before an admin saves it).
 */
function withDefaults(
  saved: { key: string; value?: string | null }[],
): { key: string; value: string | null }[] {
  const values = new Map<string, string | null>(
    Object.entries(companySettingDefaults).map(([key, rule]) => [key, rule.default]),
  )
  for (const setting of saved) values.set(setting.key, setting.value ?? null)
  return [...values].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => ({ key, value }))
}
