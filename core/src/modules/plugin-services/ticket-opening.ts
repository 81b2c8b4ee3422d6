import type { TicketsApi } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import { Contact } from '../contacts/index.ts'
import { Queue } from '../queues/index.ts'
import { emitTicketUpdate, findOrOpenTicket, logTicket, Ticket } from '../tickets/index.ts'
import { User } from '../users/index.ts'
import { companyConnection } from './channel-sends.ts'
import type { PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm } from './service-em.ts'
import { ticketRecord } from './ticket-record.ts'

const notOfCompany = (field: string, what: string) =>
  new AppError('ERR_VALIDATION', { fields: [{ field, message: `is not a ${what} of this company` }] })

/** `TicketsApi.findOrOpen`: the contact's working ticket on a connection (or a new one), put in the status asked. */
export function ticketOpening(deps: PluginServiceDeps): TicketsApi['findOrOpen'] {
  return async (companyId, request) => {
    const em = serviceEm(deps.orm(), companyId)
    const connection = await companyConnection(em, companyId, request.connectionId)
    const contact = await em.findOne(Contact, { id: request.contactId, companyId })
    if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND')
    const userId = request.userId ?? null
    const queueId = request.queueId ?? null
    if (userId !== null && !(await em.findOne(User, { id: userId, companyId })))
      throw notOfCompany('userId', 'user')
    if (queueId !== null && !(await em.findOne(Queue, { id: queueId, companyId })))
      throw notOfCompany('queueId', 'queue')
    const { ticket, previous } = await em.transactional(async (tx) => {
      const opened = await findOrOpenTicket(tx, {
        companyId,
        contactId: contact.id,
        connection: {
          id: connection.id,
          channel: connection.channel,
          groupAsTicket: connection.groupAsTicket,
        },
        isGroup: contact.isGroup,
      })
      const row = await tx.findOneOrFail(Ticket, { id: opened.id, companyId })
      const before = { userId: row.userId ?? null, queueId: row.queueId ?? null, status: row.status }
      row.status = request.status
      row.userId = request.status === 'pending' ? null : userId
      row.queueId = queueId ?? row.queueId ?? null
      row.closedAt = request.status === 'closed' ? new Date() : null
      if (before.status !== request.status && request.status !== 'pending') {
        logTicket(tx, row, { type: request.status === 'closed' ? 'closed' : 'open', userId, queueId })
      }
      await tx.flush()
      return { ticket: row, previous: before }
    })
    await emitTicketUpdate(deps.realtime, em, ticket, previous)
    return ticketRecord(ticket)
  }
}
