import type { Caller } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { RealtimeServer } from '../../kernel/realtime/realtime-server.ts'
import { Tag, TicketTag } from '../tags/index.ts'
import { emitTicketUpdate } from './ticket-events.ts'
import { findVisibleTicket } from './ticket-visibility.ts'

/**
 * Puts a tag (or kanban lane) on a ticket the caller sees. Both must be of the caller's company:
 * the tag is looked up through the company-scoped EntityManager, so another company's tag id is
 * simply not found. Adding a tag the ticket already has changes nothing.
 */
export async function addTicketTag(
  em: Em,
  realtime: RealtimeServer,
  caller: Caller,
  ticketId: number,
  tagId: number,
): Promise<void> {
  const ticket = await findVisibleTicket(em, caller, { id: ticketId })
  if (!(await em.findOne(Tag, { id: tagId })))
    throw new AppError('ERR_NOT_FOUND', { message: 'Tag not found' })
  await em.execute(
    'insert into ticket_tags (ticket_id, tag_id, company_id) values (?, ?, ?) on conflict do nothing',
    [ticket.id, tagId, caller.companyId],
  )
  await emitTicketUpdate(realtime, em, ticket)
}

/** Takes every tag off a ticket the caller sees (the kanban moves a ticket by clearing, then adding). */
export async function clearTicketTags(
  em: Em,
  realtime: RealtimeServer,
  caller: Caller,
  ticketId: number,
): Promise<void> {
  const ticket = await findVisibleTicket(em, caller, { id: ticketId })
  await em.nativeDelete(TicketTag, { ticketId: ticket.id })
  await emitTicketUpdate(realtime, em, ticket)
}

/**
 * Takes one tag (or kanban lane) off a ticket the caller sees: the inbox's tag chips and the
 * kanban's drag (take the lane's tag off, put the target's on). Another company's tag is not on
 * the ticket, so nothing changes.
 */
export async function removeTicketTag(
  em: Em,
  realtime: RealtimeServer,
  caller: Caller,
  ticketId: number,
  tagId: number,
): Promise<void> {
  const ticket = await findVisibleTicket(em, caller, { id: ticketId })
  await em.nativeDelete(TicketTag, { ticketId: ticket.id, tagId })
  await emitTicketUpdate(realtime, em, ticket)
}
