import { AppError } from '@atendo/plugin-api'
import { Compile } from 'typebox/compile'
import type { Em } from '../../kernel/db/orm.ts'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import { GlobalSetting } from './entities.ts'
import { globalSettingRules, maskSecret, type SettingVisibility } from './global-setting-keys.ts'

/** A global setting as an answer carries it. */
export interface SettingView {
  key: string
  value: string
}

/** What one reader may see: the public keys, every non-secret key, or everything (super). */
export type SettingReader = 'public' | 'user' | 'super'

const visibleTo: Record<SettingReader, readonly SettingVisibility[]> = {
  public: ['public'],
  user: ['public', 'internal'],
  super: ['public', 'internal', 'secret'],
}

const valueChecks = new Map(
  Object.entries(globalSettingRules).map(([key, rule]) => [key, Compile(rule.value)] as const),
)

function view(storage: MediaStorage, key: string, value: string): SettingView {
  const rule = globalSettingRules[key]!
  if (rule.visibility === 'secret') return { key, value: maskSecret(value) }
  if (rule.stored && value !== '' && storage.companyOf(value) !== undefined) {
    return { key, value: storage.url(value) }
  }
  return { key, value }
}

async function storedValues(em: Em): Promise<Map<string, string>> {
  const rows = await em.find(GlobalSetting, {})
  return new Map(rows.map((row) => [row.key, row.value ?? '']))
}

/** The global settings a reader may see, defaults filled in, in catalogue order. */
export async function listGlobalSettings(
  em: Em,
  storage: MediaStorage,
  reader: SettingReader,
): Promise<SettingView[]> {
  const stored = await storedValues(em)
  return Object.entries(globalSettingRules)
    .filter(([, rule]) => visibleTo[reader].includes(rule.visibility))
    .map(([key, rule]) => view(storage, key, stored.get(key) ?? rule.default))
}

/** One global setting; a key the reader may not see is answered as if it did not exist. */
export async function readGlobalSetting(
  em: Em,
  storage: MediaStorage,
  key: string,
  reader: SettingReader,
): Promise<SettingView> {
  const rule = Object.hasOwn(globalSettingRules, key) ? globalSettingRules[key] : undefined
  if (!rule || !visibleTo[reader].includes(rule.visibility)) throw new AppError('ERR_NO_SETTING_FOUND')
  const row = await em.findOne(GlobalSetting, { key })
  return view(storage, key, row?.value ?? rule.default)
}

/** Writes one global setting (super admin) after checking the value against its key's rule. */
export async function writeGlobalSetting(
  em: Em,
  storage: MediaStorage,
  key: string,
  value: string,
): Promise<SettingView> {
  const check = valueChecks.get(key)
  if (!check) throw new AppError('ERR_NO_SETTING_FOUND')
  if (!check.Check(value)) {
    const problem = check.Errors(value)[0]?.message ?? 'is not valid'
    throw new AppError('ERR_VALIDATION', {
      message: `value ${problem}`,
      fields: [{ field: 'value', message: problem }],
    })
  }
  return putGlobalSetting(em, storage, key, value)
}

/**
 * Stores a global setting's value as given (already checked, or a storage key from an upload).
 * A replaced or cleared logo's file is removed: nothing can reach it any more.
 */
export async function putGlobalSetting(
  em: Em,
  storage: MediaStorage,
  key: string,
  value: string,
): Promise<SettingView> {
  const previous = globalSettingRules[key]!.stored
    ? (await em.findOne(GlobalSetting, { key }))?.value
    : undefined
  await em.execute(
    `insert into global_settings (key, value, created_at, updated_at) values (?, ?, now(), now())
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [key, value],
  )
  if (previous && previous !== value && storage.companyOf(previous) !== undefined)
    await storage.remove(previous)
  return view(storage, key, value)
}
