import { AppError, type SettingsApi } from '@atendo/plugin-api'
import { companySettingDefaults } from '../settings/company-setting-defaults.ts'
import { CompanySetting } from '../settings/entities.ts'
import { globalSettingValue } from '../settings/global-setting-value.ts'
import { zoneOrDefault } from '../settings/index.ts'
import type { PluginOwnership, PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm, servicePlatformEm } from './service-em.ts'

/** Core's company options plugins may read (`CoreCompanyOptionKey`). */
const readableCoreOptions = new Set<string>([
  'acceptCallWhatsapp',
  'AcceptCallWhatsappMessage',
  'acceptAudioMessageContact',
  'sendSignMessage',
  'enableLGPD',
  'lgpdHideNumber',
  'userRating',
  'scheduleType',
  'chatBotType',
  'timeZone',
])

/** The reading half of `SettingsApi` for one plugin: global settings, and the company options it may read. */
export function settingsReader(
  deps: PluginServiceDeps,
  owner: PluginOwnership,
): Pick<SettingsApi, 'readGlobal' | 'readCompanyOption'> {
  return {
    readGlobal: (key) => globalSettingValue(servicePlatformEm(deps.orm()), key),
    async readCompanyOption(companyId, key) {
      const fallback = readableCoreOptions.has(key)
        ? companySettingDefaults[key as keyof typeof companySettingDefaults].default
        : owner.companyOptions().get(key)
      if (fallback === undefined) throw new AppError('ERR_NO_SETTING_FOUND', { details: { key } })
      const row = await serviceEm(deps.orm(), companyId).findOne(CompanySetting, { companyId, key })
      // A zone this runtime no longer knows never breaks a plugin's day arithmetic.
      if (key === 'timeZone') return zoneOrDefault(row?.value)
      return row?.value ?? fallback
    },
  }
}
