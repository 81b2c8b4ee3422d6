import type { RealtimeApi } from '@atendo/plugin-api'
import { globalSettingRules } from './global-setting-keys.ts'
import type { SettingView } from './global-settings.ts'

/**
 * Tells the companies a global setting changed (`company-{id}-settings`): every company for what
 * they all read (the whitelabel name, colours and logos, user creation, the download limit), so
 * open inboxes follow at once; only the super admin's own company for a secret (payment
 * credentials), already masked in `setting`.
 */
export async function announceGlobalSetting(
  realtime: RealtimeApi,
  setting: SettingView,
  superAdminCompanyId: number,
): Promise<void> {
  const payload = { action: 'update', setting }
  if (globalSettingRules[setting.key]?.visibility === 'secret') {
    realtime.toCompany(superAdminCompanyId).emit(`company-${superAdminCompanyId}-settings`, payload)
    return
  }
  await realtime.toAllCompanies().emit((companyId) => `company-${companyId}-settings`, payload)
}
