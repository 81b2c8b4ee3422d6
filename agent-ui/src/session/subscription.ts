import type { Translate } from '../i18n/languages.ts'

const day = 24 * 60 * 60 * 1000

/** Fewer days than this left on the subscription shows a warning at login (inbox.md §9). */
export const expiryWarningDays = 5

export type SubscriptionState =
  | { kind: 'active' }
  | { kind: 'expiring'; daysLeft: number }
  | { kind: 'expired'; dueDate: Date }

/**
 * The company's subscription compared with now (inbox.md §4 Session). A company without a due date
 * (the platform's own) never expires.
 */
export function subscriptionState(
  dueDate: string | null | undefined,
  now: Date,
  timeZone = 'America/Sao_Paulo',
): SubscriptionState {
  if (!dueDate) return { kind: 'active' }
  const due = new Date(dueDate)
  if (Number.isNaN(due.getTime())) return { kind: 'active' }
  // Calendar days, as the server counts them (a due date is a day, not an instant): a company due
  // on the 30th has 3 days left on the 27th whatever the hour, and expires after the 30th.
  const today = new Date(`${calendarDay(now, timeZone)}T00:00:00Z`)
  const daysLeft = Math.round(
    (new Date(`${dueDate.slice(0, 10)}T00:00:00Z`).getTime() - today.getTime()) / day,
  )
  if (daysLeft < 0) return { kind: 'expired', dueDate: due }
  return daysLeft < expiryWarningDays ? { kind: 'expiring', daysLeft } : { kind: 'active' }
}

/** The day `date` falls on in a time zone, as YYYY-MM-DD. */
export function calendarDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date)
}

/** Where a user goes after logging in: billing when expired, else the tickets. */
export function landingPath(state: SubscriptionState): string {
  return state.kind === 'expired' ? '/financeiro' : '/tickets'
}

/** The text shown at login for an expired or expiring subscription; undefined when all is well. */
export function subscriptionNotice(
  state: SubscriptionState,
  t: Translate,
  formatDate: (date: Date) => string,
): { kind: 'error' | 'warning'; text: string } | undefined {
  if (state.kind === 'expired') {
    return { kind: 'error', text: t('session.expired', { date: formatDate(state.dueDate) }) }
  }
  if (state.kind === 'expiring') {
    const key = state.daysLeft === 1 ? 'session.expiresInDay' : 'session.expiresInDays'
    return { kind: 'warning', text: t(key, { days: state.daysLeft }) }
  }
  return undefined
}
