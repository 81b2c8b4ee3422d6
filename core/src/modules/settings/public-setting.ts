import type { Em } from '../../kernel/db/orm.ts'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import { globalSettingRules } from './global-setting-keys.ts'
import { readGlobalSetting } from './global-settings.ts'

/**
 * Names the family's clients read that are ours under another name: Ticketz asks whether signup
 * is open as `allowSignup`, with the same enabled/disabled values as our `userCreation`.
 */
const familyAliases: Record<string, string> = { allowSignup: 'userCreation' }

/**
 * One setting as the family's clients read `GET /public-settings/{key}`: the bare value (a JSON
 * string), the default when it was never saved, and '' for a key that is not public, ours or not
 * (their servers answer null there; the theme builder then keeps its own default). Answering ''
 * rather than 404 also tells nobody which non-public keys exist; no value of theirs is ever read.
 */
export async function publicSettingValue(em: Em, storage: MediaStorage, key: string): Promise<string> {
  const ourKey = familyAliases[key] ?? key
  const rule = Object.hasOwn(globalSettingRules, ourKey) ? globalSettingRules[ourKey] : undefined
  if (rule?.visibility !== 'public') return ''
  return (await readGlobalSetting(em, storage, ourKey, 'public')).value
}
