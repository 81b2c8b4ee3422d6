import type { ConnectionsApi, InboundHandler, QueuesApi, TicketsApi } from '@atendo/plugin-api'
import { findIntegrationRow } from '../queue-integrations/integration-records.ts'
import type { IntegrationEngine } from './integration-engine.ts'
import { integrationAutomation } from './runtime-id.ts'
import { findSession, startSession } from './sessions.ts'

/**
 * 480, before core's queue chatbot (500): a waiting ticket whose queue names an integration (or,
 * still without a queue, whose connection does) is taken by that integration, and each of the
 * customer's messages goes to it as a durable job committed with the message. Once the
 * integration handed the ticket back, it does not take that ticket again (a new ticket starts
 * afresh). Tickets an attendant owns, or another automation drives, are left alone; so is a
 * ticket the company's hours close (scheduleType): core's chatbot then sends only the
 * out-of-hours message, and the integration starts at the first message within the hours.
 */
export function integrationHandler(deps: {
  engine: IntegrationEngine
  queues: QueuesApi
  connections: ConnectionsApi
  tickets: TicketsApi
  now: () => Date
}): InboundHandler {
  /** The integration the ticket's place names: its queue's, else (no queue yet) its connection's. */
  async function integrationOfPlace(companyId: number, queueId: number | null, connectionId: number) {
    if (queueId !== null) return (await deps.queues.find(companyId, queueId))?.integrationId ?? null
    const connection = await deps.connections.find(companyId, connectionId)
    const named = connection?.options.integrationId
    return typeof named === 'number' ? named : null
  }

  return {
    id: integrationAutomation,
    order: 480,
    phase: 'in-transaction',
    async handle(ctx) {
      const ticket = await ctx.ticket()
      if (ticket.status !== 'pending' || ticket.userId !== null) return
      if (ticket.automation !== null && ticket.automation !== integrationAutomation) return
      const session = await findSession(ctx.em, ctx.companyId, ticket.id)
      if (session?.ended_at) return
      const integrationId =
        session?.integration_id ??
        (await integrationOfPlace(ctx.companyId, ticket.queueId, ctx.connection.id))
      if (integrationId === null) return
      if (!(await findIntegrationRow(ctx.em, ctx.companyId, integrationId))) return
      if (!session && (await deps.tickets.outOfHours(ctx.companyId, ticket.id))) return
      if (!(await ctx.claim())) return
      if (!session) await startSession(ctx.em, ctx.companyId, ticket.id, integrationId, deps.now())
      await deps.engine.turnJob.enqueueIn(
        ctx.em,
        {
          companyId: ctx.companyId,
          ticketId: ticket.id,
          integrationId,
          contact: ctx.contact,
          connection: ctx.connection,
          message: {
            externalId: ctx.message.externalId,
            text: ctx.message.text,
            mediaType: ctx.message.mediaType ?? null,
            sentAt: ctx.message.sentAt.toISOString(),
          },
        },
        { companyId: ctx.companyId },
      )
    },
  }
}
