import { randomUUID } from 'node:crypto'
import type { Caller } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import { UniqueConstraintViolationException } from '@mikro-orm/core'
import type { Em } from '../../kernel/db/orm.ts'
import { Connection, type IConnection } from '../connections/index.ts'
import { Contact } from '../contacts/index.ts'
import { Queue } from '../queues/index.ts'
import { type ITicket, Ticket } from './entities.ts'
import { logTicket } from './ticket-logs.ts'
import { attendedStatus } from './ticket-transitions.ts'
import { findWorkingTicket, otherOpenTicketError } from './working-ticket-conflict.ts'

/** What the new-ticket dialog, the contacts page and the Conversar button post. */
export interface NewTicket {
  contactId: number
  status?: 'open' | 'pending' | 'group'
  queueId?: number | null
  whatsappId?: number | null
}

/** The outcome: a ticket this call created, or the caller's own working ticket for the contact. */
export interface CreatedTicket {
  ticket: ITicket
  created: boolean
}

/** The connection a ticket goes out on: the one asked for, else the company's default (or none). */
async function connectionFor(em: Em, whatsappId: number | null | undefined): Promise<IConnection | null> {
  if (whatsappId) {
    const connection = await em.findOne(Connection, { id: whatsappId })
    if (!connection) throw new AppError('ERR_NO_WAPP_FOUND')
    return connection
  }
  return em.findOne(Connection, { isDefault: true })
}

/**
 * Creates a ticket for a contact (inbox.md §4). An open ticket belongs to the caller. When the
 * contact already has a working ticket on that connection, the partial unique index
 * `tickets_one_working_per_contact` refuses the insert, so even concurrent requests cannot make two:
 * the caller's own ticket is then handed back, anyone else's answers ERR_OTHER_OPEN_TICKET.
 * `em` must be scoped to the caller's company.
 */
export async function createTicket(em: Em, caller: Caller, request: NewTicket): Promise<CreatedTicket> {
  const contact = await em.findOne(Contact, { id: request.contactId })
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND')
  if (!contact.active) throw new AppError('ERR_CONTACT_BLOCKED')
  if (request.queueId && !(await em.findOne(Queue, { id: request.queueId }))) {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'queueId', message: 'is not a queue of this company' }],
    })
  }
  const connection = await connectionFor(em, request.whatsappId)
  const status = (request.status ?? 'open') === 'pending' ? 'pending' : attendedStatus(contact)
  const queueId = request.queueId ?? null

  try {
    const ticket = await em.transactional(async (tx) => {
      const created = tx.create(Ticket, {
        uuid: randomUUID(),
        companyId: caller.companyId,
        contactId: contact.id,
        connectionId: connection?.id ?? null,
        queueId,
        userId: status === 'pending' ? null : caller.userId,
        status,
        channel: connection?.channel ?? contact.channel,
        isGroup: contact.isGroup,
        unreadMessages: 0,
      })
      await tx.flush()
      logTicket(tx, created, { type: 'create', userId: caller.userId, queueId })
      if (status !== 'pending') logTicket(tx, created, { type: 'open', userId: caller.userId, queueId })
      return created
    })
    return { ticket, created: true }
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error
    const existing = await findWorkingTicket(em.fork(), {
      contactId: contact.id,
      connectionId: connection?.id ?? null,
    })
    // The other ticket may have been closed in between; the caller can simply retry.
    if (!existing) throw new AppError('ERR_OTHER_OPEN_TICKET', { cause: error })
    if (existing.userId === caller.userId) return { ticket: existing, created: false }
    throw await otherOpenTicketError(em.fork(), existing)
  }
}
