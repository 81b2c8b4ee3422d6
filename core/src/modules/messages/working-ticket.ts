import { randomUUID } from 'node:crypto'
import type { Caller } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import { UniqueConstraintViolationException } from '@mikro-orm/core'
import type { Em } from '../../kernel/db/orm.ts'
import { Connection } from '../connections/index.ts'
import type { IContact } from '../contacts/index.ts'
import { type ITicket, Ticket, TicketLog, workingStatuses } from '../tickets/index.ts'

async function findWorkingTicket(em: Em, contactId: number, connectionId: number | null) {
  const tickets = await em.find(
    Ticket,
    { contactId, status: { $in: [...workingStatuses] } },
    { orderBy: { updatedAt: 'desc' } },
  )
  return tickets.find((ticket) => (ticket.connectionId ?? null) === connectionId) ?? tickets[0]
}

async function connectionFor(em: Em, contact: IContact, preferred: number | null) {
  for (const id of [preferred, contact.originConnectionId]) {
    const connection = id ? await em.findOne(Connection, { id }) : null
    if (connection) return connection
  }
  const fallback = await em.findOne(Connection, {}, { orderBy: { isDefault: 'desc', id: 'asc' } })
  if (!fallback) throw new AppError('ERR_NO_DEF_WAPP_FOUND')
  return fallback
}

/**
 * The contact's working ticket (pending, open or group), preferring the given connection; when
 * the contact has none, a new ticket opened by the caller. Two requests creating it at once meet
 * at the database's "one working ticket per contact and connection" index, and the loser takes
 * the winner's ticket.
 */
export async function workingTicketFor(
  em: Em,
  caller: Caller,
  contact: IContact,
  preferredConnectionId: number | null,
): Promise<ITicket> {
  const existing = await findWorkingTicket(em, contact.id, preferredConnectionId)
  if (existing) return existing
  const connection = await connectionFor(em, contact, preferredConnectionId)
  try {
    // A separate unit of work, so a lost race leaves nothing pending in the caller's.
    const ticketId = await em.fork().transactional(async (tx) => {
      const ticket = tx.create(Ticket, {
        uuid: randomUUID(),
        companyId: caller.companyId,
        contactId: contact.id,
        connectionId: connection.id,
        userId: caller.userId,
        status: contact.isGroup ? 'group' : 'open',
        channel: connection.channel,
        isGroup: contact.isGroup,
      })
      await tx.flush()
      tx.create(TicketLog, {
        companyId: caller.companyId,
        ticketId: ticket.id,
        type: 'create',
        userId: caller.userId,
      })
      return ticket.id
    })
    return await em.findOneOrFail(Ticket, { id: ticketId })
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error
    const winner = await findWorkingTicket(em, contact.id, connection.id)
    if (!winner) throw new AppError('ERR_CREATING_TICKET', { cause: error })
    return winner
  }
}
