import type { CompanyOption } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import {
  type CompanyOptionRule,
  type CompanySettingKey,
  companySettingDefaults,
  MAX_OPTION_TEXT,
  requiredMessages,
} from './company-setting-defaults.ts'
import { CompanySetting } from './entities.ts'

/** Every company option a company has: the kernel's plus those plugins declared. */
export type CompanyOptionCatalogue = ReadonlyMap<string, CompanyOptionRule>

/** The kernel's options, then plugins' (a plugin cannot redefine a kernel option). */
export function companyOptionCatalogue(pluginOptions: readonly CompanyOption[]): CompanyOptionCatalogue {
  const catalogue = new Map<string, CompanyOptionRule>(Object.entries(companySettingDefaults))
  for (const option of pluginOptions) {
    if (!catalogue.has(option.key)) catalogue.set(option.key, { default: option.default })
  }
  return catalogue
}

/** One company's value of every option, defaults filled in. */
export async function readCompanySettings(
  em: Em,
  companyId: number,
  catalogue: CompanyOptionCatalogue,
): Promise<Record<string, string>> {
  const rows = await em.find(CompanySetting, { companyId }, { filters: false })
  const values: Record<string, string> = {}
  for (const [key, rule] of catalogue) values[key] = rule.default
  for (const row of rows) if (catalogue.has(row.key) && row.value != null) values[row.key] = row.value
  return values
}

/**
 * One company option for server-side work (tickets read requiredTag, sendGreetingAccepted,
 * lgpdHideNumber, sendSignMessage...): the saved value, or the default of administration.md §3.
 *
 * @example
 * if ((await getCompanySetting(em, ticket.companyId, 'requiredTag')) === 'enabled') ...
 */
export async function getCompanySetting(em: Em, companyId: number, key: CompanySettingKey): Promise<string> {
  const row = await em.findOne(CompanySetting, { companyId, key }, { filters: false })
  return row?.value ?? companySettingDefaults[key].default
}

function refuse(field: string, message: string): never {
  throw new AppError('ERR_VALIDATION', { message: `${field} ${message}`, fields: [{ field, message }] })
}

/**
 * Saves one option after checking its value and the messages a switched-on feature needs
 * (administration.md §5). Runs in one transaction that locks the company, so two admins cannot
 * together switch a feature on and empty its message.
 */
export async function saveCompanySetting(
  em: Em,
  companyId: number,
  catalogue: CompanyOptionCatalogue,
  key: string,
  value: string,
): Promise<{ key: string; value: string }> {
  const rule = catalogue.get(key)
  if (!rule) throw new AppError('ERR_NO_SETTING_FOUND', { message: `Unknown company setting ${key}` })
  if (rule.values && !rule.values.includes(value)) refuse(key, `must be one of ${rule.values.join(', ')}`)
  if (value.length > MAX_OPTION_TEXT) refuse(key, `must not be longer than ${MAX_OPTION_TEXT} characters`)

  await em.transactional(async (tx) => {
    const connection = tx.getConnection()
    const context = tx.getTransactionContext()
    // The company row always exists, unlike the option rows, so it is what serialises writers.
    await connection.execute('select id from companies where id = ? for update', [companyId], 'all', context)
    const current = await readCompanySettings(tx, companyId, catalogue)
    const next = { ...current, [key]: value }
    for (const rule of requiredMessages) {
      if (key !== rule.toggle && key !== rule.message) continue
      if (next[rule.toggle] === rule.when && next[rule.message]!.trim() === '')
        refuse(rule.message, 'Required')
    }
    await connection.execute(
      `insert into company_settings (company_id, key, value, created_at, updated_at) values (?, ?, ?, now(), now())
       on conflict (company_id, key) do update set value = excluded.value, updated_at = now()`,
      [companyId, key, value],
      'all',
      context,
    )
  })
  return { key, value }
}
