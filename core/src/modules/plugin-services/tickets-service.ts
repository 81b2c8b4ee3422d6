import type { TicketsApi } from '@atendo/plugin-api'
import { closeAllTickets, Ticket } from '../tickets/index.ts'
import type { PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm } from './service-em.ts'
import { ticketOpening } from './ticket-opening.ts'
import { ticketRecord } from './ticket-record.ts'

/** Most tickets one `list` answers. */
const maxListed = 1000

/** `TicketsApi`: every call scoped to the company asked for. */
export function ticketsService(deps: PluginServiceDeps): TicketsApi {
  return {
    async find(companyId, ticketId) {
      const ticket = await serviceEm(deps.orm(), companyId).findOne(Ticket, { id: ticketId, companyId })
      return ticket ? ticketRecord(ticket) : undefined
    },
    async list(companyId, filter) {
      const found = await serviceEm(deps.orm(), companyId).find(
        Ticket,
        {
          companyId,
          ...(filter.connectionId !== undefined ? { connectionId: filter.connectionId } : {}),
          ...(filter.contactId !== undefined ? { contactId: filter.contactId } : {}),
          ...(filter.status ? { status: { $in: filter.status } } : {}),
        },
        { orderBy: { id: 'asc' }, limit: Math.min(filter.limit ?? maxListed, maxListed) },
      )
      return found.map(ticketRecord)
    },
    findOrOpen: ticketOpening(deps),
    async handOver(companyId, ticketId, automation) {
      const released = await serviceEm(deps.orm(), companyId).execute<{ id: number }[]>(
        `update tickets set automation = null, automation_since = null
          where id = ? and company_id = ? and automation = ? returning id`,
        [ticketId, companyId, automation],
      )
      return released.length > 0
    },
    close: (by, ticketIds) =>
      closeAllTickets(serviceEm(deps.orm(), by.companyId), deps.realtime, by, { ticketIds }),
  }
}
