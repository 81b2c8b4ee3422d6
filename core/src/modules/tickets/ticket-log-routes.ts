import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { TicketLogEntrySchema, TicketRefSchema } from './schemas.ts'
import { loadTicketTimeline } from './ticket-logs.ts'
import { findVisibleTicket } from './ticket-visibility.ts'

/** The ticket log timeline dialog (inbox.md §2, §3 Ticket log entry). */
export const ticketLogRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/tickets-log/:ticketId',
    {
      schema: {
        tags: ['tickets'],
        summary: "A ticket's timeline, oldest first",
        params: TicketRefSchema,
        response: { 200: Type.Array(TicketLogEntrySchema) },
      },
    },
    async (request) => {
      const ticket = await findVisibleTicket(request.em, request.caller, { id: request.params.ticketId })
      return loadTicketTimeline(request.em, ticket.id)
    },
  )
}
