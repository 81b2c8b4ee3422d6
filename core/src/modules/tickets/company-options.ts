import type { Em } from '../../kernel/db/orm.ts'
import { CompanySetting } from '../settings/entities.ts'

/**
 * The company options (administration.md §3) that ticket work reads, with the value a company that
 * never saved them has.
 */
export const ticketOptionDefaults = {
  sendGreetingAccepted: 'disabled',
  greetingAcceptedMessage: '',
  requiredTag: 'disabled',
} as const

export type TicketOption = keyof typeof ticketOptionDefaults

/** Reads some ticket options of one company in one query. `em` must be scoped to that company. */
export async function readTicketOptions<Key extends TicketOption>(
  em: Em,
  companyId: number,
  keys: Key[],
): Promise<Record<Key, string>> {
  const rows = await em.find(CompanySetting, { companyId, key: { $in: keys } })
  const values = Object.fromEntries(keys.map((key) => [key, ticketOptionDefaults[key] as string]))
  for (const row of rows) if (row.value != null) values[row.key] = row.value
  return values as Record<Key, string>
}

/** Options are stored as 'enabled' / 'disabled' strings. */
export const isEnabled = (value: string | null | undefined) => value === 'enabled'
