import type { MomentTicket } from '../../api/models.ts'

/** An attendant as the panel heads their column: the ticket's owner. */
export type Attendant = NonNullable<MomentTicket['user']>

export interface AttendantColumn {
  attendant: Attendant
  /** Most recent activity first, as the server lists them. */
  tickets: MomentTicket[]
}

/** The real-time panel: the waiting line, and a column per attendant with what they are attending. */
export interface MomentsBoard {
  /** Longest waiting first: who has waited longest is who the supervisor looks for. */
  waiting: MomentTicket[]
  /** By attendant name. */
  attendants: AttendantColumn[]
}

/**
 * Whether a ticket is in the waiting line rather than in an attendant's hands: pending, or nobody
 * owns it (the same reading as the server's "claimed" tickets, ticket-audience.ts).
 */
export function isWaiting(ticket: Pick<MomentTicket, 'status' | 'user'>): boolean {
  return ticket.user === null || ticket.status === 'pending'
}

const byUpdate = (a: MomentTicket, b: MomentTicket) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt)

/**
 * Lays the panel's tickets out in columns. An attendant chosen in the filter keeps their column
 * when they have no ticket, so the supervisor sees "nothing" rather than a vanished column.
 */
export function boardOf(tickets: readonly MomentTicket[], chosen?: Attendant, locale?: string): MomentsBoard {
  const waiting: MomentTicket[] = []
  const columns = new Map<number, AttendantColumn>()
  if (chosen) columns.set(chosen.id, { attendant: chosen, tickets: [] })
  for (const ticket of tickets) {
    if (isWaiting(ticket)) {
      waiting.push(ticket)
      continue
    }
    const attendant = ticket.user!
    const column = columns.get(attendant.id)
    if (column) column.tickets.push(ticket)
    else columns.set(attendant.id, { attendant, tickets: [ticket] })
  }
  const attendants = [...columns.values()].sort(
    (a, b) => a.attendant.name.localeCompare(b.attendant.name, locale) || a.attendant.id - b.attendant.id,
  )
  return { waiting: waiting.sort(byUpdate), attendants }
}

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

/**
 * How long ago the ticket's last activity was, in the user's language ("há 5 minutos",
 * "2 hours ago"); under a minute it is "now".
 */
export function elapsedSince(iso: string, now: Date, locale: string): string {
  const elapsed = Math.max(0, now.getTime() - Date.parse(iso))
  if (Number.isNaN(elapsed)) return ''
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  if (elapsed < minute) return format.format(0, 'second')
  if (elapsed < hour) return format.format(-Math.floor(elapsed / minute), 'minute')
  if (elapsed < day) return format.format(-Math.floor(elapsed / hour), 'hour')
  return format.format(-Math.floor(elapsed / day), 'day')
}
