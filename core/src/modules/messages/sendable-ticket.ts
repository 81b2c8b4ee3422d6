import { AppError, type Caller, type Clock } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { Contact, type IContact } from '../contacts/index.ts'
import { assertWorkHours, findVisibleTicket, type ITicket } from '../tickets/index.ts'

/**
 * A ticket the caller may write on: visible to them, being attended (open, or a group
 * conversation; the inbox enables its input only then, inbox.md §4), with a contact who is not blocked,
 * and the caller within their work hours (ERR_OUT_OF_HOURS) by the product clock.
 */
export async function findSendableTicket(
  em: Em,
  caller: Caller,
  ticketId: number,
  clock: Clock,
): Promise<{ ticket: ITicket; contact: IContact }> {
  const ticket = await findVisibleTicket(em, caller, { id: ticketId })
  if (ticket.status !== 'open' && ticket.status !== 'group') throw new AppError('ERR_TICKET_NOT_OPEN')
  const contact = await em.findOne(Contact, { id: ticket.contactId })
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND')
  if (!contact.active) throw new AppError('ERR_CONTACT_BLOCKED')
  await assertWorkHours(em, clock, caller)
  return { ticket, contact }
}
