import type { Em } from '../../kernel/db/orm.ts'
import { AppError } from '../../kernel/errors.ts'
import type { Caller } from '../../plugin-api/caller.ts'
import { UserQueue } from '../queues/entities.ts'
import { type ITicket, Ticket } from '../tickets/entities.ts'

/**
 * Whether the caller may see a ticket's conversation. The same rules as the realtime audience
 * (tickets/ticket-audience.ts), so what a user can load is what they are told about live:
 * admins, the owner, attendants of the ticket's queue, those with allTicket for tickets without a
 * queue, allowGroup for group tickets, and allHistoric for everything.
 */
export async function canSeeTicket(em: Em, caller: Caller, ticket: ITicket): Promise<boolean> {
  if (caller.profile === 'admin' || caller.super) return true
  if (ticket.userId === caller.userId) return true
  if (caller.switches.allHistoric) return true
  if (ticket.isGroup && caller.switches.allowGroup) return true
  if (!ticket.queueId) return caller.switches.allTicket
  return (await em.count(UserQueue, { userId: caller.userId, queueId: ticket.queueId })) > 0
}

/** A ticket of the caller's company that the caller may see; 404 when it does not exist there, 403 when hidden. */
export async function findVisibleTicket(
  em: Em,
  caller: Caller,
  where: { id: number } | { uuid: string },
): Promise<ITicket> {
  const ticket = await em.findOne(Ticket, where)
  if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND')
  if (!(await canSeeTicket(em, caller, ticket))) throw new AppError('ERR_NO_PERMISSION')
  return ticket
}
