import type { DbApi, FlowStarter, TicketsApi } from '@atendo/plugin-api'
import type { FlowEngine } from './flow-engine.ts'
import { flowAutomation } from './run-records.ts'

/**
 * `flowStarters`: a queue integration of type flowbuilder (another plugin) hands a ticket to a
 * flow. The ticket is claimed for the engine first; a flow that cannot start gives it back.
 */
export function flowStarter(engine: FlowEngine, db: DbApi, tickets: TicketsApi): FlowStarter {
  return {
    async start({ companyId, ticketId, flowId }) {
      const ticket = await tickets.find(companyId, ticketId)
      if (!ticket?.connectionId || ticket.status === 'closed') return false
      if (!(await tickets.claim(companyId, ticketId, flowAutomation))) return false
      const started = await db.forCompany(companyId).transactional((tx) =>
        engine.startIn(tx, {
          companyId,
          ticketId,
          contactId: ticket.contactId,
          connectionId: ticket.connectionId!,
          flowId,
        }),
      )
      if (!started && ticket.automation === null) await tickets.handOver(companyId, ticketId, flowAutomation)
      return started
    },
  }
}
