import type { GlobalSettingKey } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { GlobalSetting } from './entities.ts'
import { globalSettingRules } from './global-setting-keys.ts'

/**
 * A global setting's value as stored, unmasked, or its default: what plugins read through
 * `settings.readGlobal` (a credential they call a service with, never shown to anyone).
 */
export async function globalSettingValue(em: Em, key: GlobalSettingKey): Promise<string> {
  const rule = Object.hasOwn(globalSettingRules, key) ? globalSettingRules[key] : undefined
  if (!rule) throw new AppError('ERR_NO_SETTING_FOUND', { details: { key } })
  const row = await em.findOne(GlobalSetting, { key })
  return row?.value ?? rule.default
}
