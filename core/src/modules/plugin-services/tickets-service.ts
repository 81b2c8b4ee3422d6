import { AppError, type TicketsApi } from '@atendo/plugin-api'
import { ticketOutOfHours } from '../chatbot/index.ts'
import { claimTicket, handTicketOver } from '../inbound/index.ts'
import { closeAllTickets, Ticket } from '../tickets/index.ts'
import type { PluginOwnership, PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm } from './service-em.ts'
import { ticketOpening } from './ticket-opening.ts'
import { ticketRecord } from './ticket-record.ts'

/** Most tickets one `list` answers. */
const maxListed = 1000

/** `TicketsApi`: every call scoped to the company asked for; `handOver` to the plugin's own automations. */
export function ticketsService(deps: PluginServiceDeps, owner: PluginOwnership): TicketsApi {
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
    claim(companyId, ticketId, automation) {
      assertOwnAutomation(owner, automation)
      return claimTicket(serviceEm(deps.orm(), companyId), companyId, ticketId, automation)
    },
    close: (by, ticketIds) =>
      closeAllTickets(serviceEm(deps.orm(), by.companyId), deps.realtime, by, { ticketIds }),
    async handOver(companyId, ticketId, automation) {
      assertOwnAutomation(owner, automation)
      return handTicketOver(serviceEm(deps.orm(), companyId), companyId, ticketId, automation)
    },
    async outOfHours(companyId, ticketId) {
      const em = serviceEm(deps.orm(), companyId)
      const ticket = await em.findOne(Ticket, { id: ticketId, companyId })
      return ticket ? ticketOutOfHours(em, ticket, deps.kernel().clock.now()) : false
    },
  }
}

/** A plugin claims and hands over only its own automations (their ids start with its id). */
function assertOwnAutomation(owner: PluginOwnership, automation: string): void {
  if (!automation.startsWith(`${owner.pluginId}.`)) {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'automation', message: `is not an inbound handler of plugin "${owner.pluginId}"` }],
    })
  }
}
