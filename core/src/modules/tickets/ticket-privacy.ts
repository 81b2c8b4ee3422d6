import type { Caller } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { masksNumbersFor, visibleNumber } from '../contacts/index.ts'
import type { TicketView } from './ticket-view.ts'

/** The view with its contact's number masked (LGPD, inbox.md §6); group ids stay readable. */
export function maskTicketView(view: TicketView): TicketView {
  const number = visibleNumber(view.contact, true)
  return number === view.contact.number ? view : { ...view, contact: { ...view.contact, number } }
}

/** Views as this caller may read them: masked for profile users when the company hides numbers. */
export async function ticketViewsFor(em: Em, caller: Caller, views: TicketView[]): Promise<TicketView[]> {
  return (await masksNumbersFor(em, caller)) ? views.map(maskTicketView) : views
}
