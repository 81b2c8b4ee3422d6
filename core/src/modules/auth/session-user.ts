import { AppError, planFlags } from '@atendo/plugin-api'
import type { Static } from 'typebox'
import type { Em } from '../../kernel/db/orm.ts'
import {
  type DeclaredPermission,
  pluginPermissionValues,
} from '../../kernel/plugin-host/declared-permissions.ts'
import { Company } from '../companies/entities.ts'
import { CompanySetting } from '../settings/entities.ts'
import { companySettingDefaults } from '../settings/index.ts'
import { User } from '../users/entities.ts'
import type { SessionUserSchema } from './schemas.ts'

export type SessionUser = Static<typeof SessionUserSchema>

/**
 * The user as login, refresh and /auth/me return it, with their values of the loaded plugins'
 * permissions (`permissions`, their declarations), company, plan and company settings.
 */
export async function loadSessionUser(
  em: Em,
  userId: number,
  permissions: readonly DeclaredPermission[],
): Promise<SessionUser> {
  const user = await em.findOne(User, { id: userId }, { filters: false })
  if (!user) throw new AppError('ERR_NO_USER_FOUND')
  const company = await em.findOneOrFail(Company, { id: user.companyId }, { populate: ['plan'] })
  const settings = await em.find(
    CompanySetting,
    { companyId: user.companyId },
    { filters: false, orderBy: { key: 'asc' } },
  )
  const plan = company.plan
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profile: user.profile,
    super: user.super,
    companyId: user.companyId,
    profileImage: user.profileImage ?? null,
    startWork: user.startWork,
    endWork: user.endWork,
    whatsappId: user.whatsappId ?? null,
    allTicket: user.allTicket,
    allowGroup: user.allowGroup,
    allHistoric: user.allHistoric,
    allUserChat: user.allUserChat,
    userClosePendingTicket: user.userClosePendingTicket,
    showDashboard: user.showDashboard,
    allowRealTime: user.allowRealTime,
    allowConnections: user.allowConnections,
    pluginPermissions: pluginPermissionValues(user.pluginPermissions, permissions),
    defaultTheme: user.defaultTheme,
    defaultMenu: user.defaultMenu,
    defaultTicketsManagerWidth: user.defaultTicketsManagerWidth,
    color: user.color ?? null,
    online: user.online,
    company: {
      id: company.id,
      name: company.name,
      dueDate: company.dueDate ?? null,
      plan: {
        id: plan.id,
        name: plan.name,
        ...Object.fromEntries(planFlags.map((flag) => [flag, plan[flag]])),
      },
      companieSettings: withDefaults(settings),
    },
  }
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
