import { randomUUID } from 'node:crypto'
import type { Caller } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { isEnabled, readTicketOptions } from '../settings/index.ts'
import { type ITicket, Ticket } from './entities.ts'
import type { TicketAudienceBefore } from './ticket-events.ts'
import { logTicket } from './ticket-logs.ts'
import { requireAttendant, requireQueue } from './ticket-requirements.ts'
import { attendedStatus, type TicketChange } from './ticket-transitions.ts'

/** Whether the company closes a ticket on transfer and goes on in a new one (closeTicketOnTransfer). */
export async function closesOnTransfer(em: Em, companyId: number): Promise<boolean> {
  const { closeTicketOnTransfer } = await readTicketOptions(em, companyId, ['closeTicketOnTransfer'])
  return isEnabled(closeTicketOnTransfer)
}

/** The closed ticket (with who could see it before) and the one that carries the conversation on. */
export interface TicketHandover {
  closed: ITicket
  closedBefore: TicketAudienceBefore
  successor: ITicket
}

/**
 * A transfer under closeTicketOnTransfer (administration.md §3): the ticket closes where it stands,
 * owned by the attendant who transferred it, and a new ticket for the same contact and connection
 * opens in the receiving queue, open for the receiving attendant or waiting when none is named. Each
 * attendant's part so keeps its own timeline, times and rating. Both happen in one transaction, the
 * close first, so the one-working-ticket index never sees two.
 */
export async function transferIntoNewTicket(
  em: Em,
  caller: Caller,
  ticket: ITicket,
  change: TicketChange,
): Promise<TicketHandover> {
  const queueId = await requireQueue(em, change.queueId ?? ticket.queueId)
  const userId = await requireAttendant(em, change.userId)
  const closedBefore: TicketAudienceBefore = {
    userId: ticket.userId,
    queueId: ticket.queueId,
    status: ticket.status,
  }
  return em.transactional(async (tx) => {
    const closed = tx.merge(ticket)
    const fromQueueId = closed.queueId ?? null
    closed.status = 'closed'
    closed.userId = caller.userId
    closed.closedAt = new Date()
    logTicket(tx, closed, { type: 'transfered', userId: caller.userId, queueId: fromQueueId })
    await tx.flush()
    const successor = tx.create(Ticket, {
      uuid: randomUUID(),
      companyId: closed.companyId,
      contactId: closed.contactId,
      connectionId: closed.connectionId ?? null,
      queueId,
      userId,
      status: userId === null ? 'pending' : attendedStatus(closed),
      channel: closed.channel,
      isGroup: closed.isGroup,
      isTransfered: true,
      lastMessage: closed.lastMessage ?? null,
      lastMessageAt: closed.lastMessageAt ?? null,
      unreadMessages: 0,
    })
    await tx.flush()
    logTicket(
      tx,
      successor,
      { type: 'create', userId: caller.userId, queueId },
      { type: 'receivedTransfer', userId, queueId },
    )
    await tx.flush()
    return { closed, closedBefore, successor }
  })
}
