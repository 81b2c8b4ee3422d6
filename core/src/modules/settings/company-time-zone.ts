import { dateTimeFormat } from '../../kernel/date-formats.ts'
import type { Em } from '../../kernel/db/orm.ts'
import { defaultTimeZone, timeZones } from './company-setting-defaults.ts'
import { CompanySetting } from './entities.ts'

/**
 * The time zone a company's days and hours are told in: its `timeZone` option, or São Paulo.
 * The one place that answers it; `em` must be scoped to the company.
 *
 * @example
 * const timeZone = await companyTimeZone(em, caller.companyId)
 * const today = dayIn(clock.now(), timeZone)
 */
export async function companyTimeZone(em: Em, companyId: number): Promise<string> {
  const row = await em.findOne(CompanySetting, { companyId, key: 'timeZone' })
  return zoneOrDefault(row?.value)
}

/** A stored zone when this runtime knows it, else the default (an old value never breaks a day). */
export function zoneOrDefault(value: string | null | undefined): string {
  return value && timeZones.includes(value) ? value : defaultTimeZone
}

/** The day (yyyy-mm-dd) an instant falls on in a time zone. */
export function dayIn(at: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone }).format(at)
}
