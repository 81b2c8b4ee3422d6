import type { SessionUser } from '@atendo/sdk'
import { companyOption } from './permissions.ts'

/** The zone of a company that never chose one (inbox.md §9), as the server's default. */
export const defaultTimeZone = 'America/Sao_Paulo'

/**
 * The time zone the company's days and hours are told in: its `timeZone` option from the session,
 * the same one the server counts report and dashboard days in.
 */
export function companyTimeZone(user: SessionUser): string {
  return companyOption(user, 'timeZone') || defaultTimeZone
}
