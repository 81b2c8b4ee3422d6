import type { Em } from '../../kernel/db/orm.ts'
import { type CompanySettingKey, companySettingDefaults } from './company-setting-defaults.ts'
import { CompanySetting } from './entities.ts'
/**
 * Reads some company options (administration.md §3) of one company in one query, each with the
 * value a company that never saved it has. `em` must be scoped to that company.
 */
export async function readTicketOptions<Key extends CompanySettingKey>(
  em: Em,
  companyId: number,
  keys: Key[],
): Promise<Record<Key, string>> {
  const rows = await em.find(CompanySetting, { companyId, key: { $in: keys } })
  const values: Record<string, string> = Object.fromEntries(
    keys.map((key) => [key, companySettingDefaults[key].default]),
  )
  for (const row of rows) if (row.value != null) values[row.key] = row.value
  return values as Record<Key, string>
}

/** Options are stored as 'enabled' / 'disabled' strings. */
export const isEnabled = (value: string | null | undefined) => value === 'enabled'
