import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  MessageAnswerSchema,
  TicketRefSchema,
  TicketTagAnswerSchema,
  TicketTagParamsSchema,
} from './schemas.ts'
import { addTicketTag, clearTicketTags, removeTicketTag } from './ticket-tags.ts'

const tags = ['ticket-tags']

/** Tags and kanban lanes on tickets (inbox.md §7 Tags on tickets). */
export const ticketTagRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { realtime } = fastify.kernel

  fastify.put(
    '/ticket-tags/:ticketId/:tagId',
    {
      schema: {
        tags,
        summary: 'Put a tag on a ticket',
        params: TicketTagParamsSchema,
        response: { 200: TicketTagAnswerSchema },
      },
    },
    async (request) => {
      const { ticketId, tagId } = request.params
      await addTicketTag(request.em, realtime, request.caller, ticketId, tagId)
      return { ticketId, tagId }
    },
  )

  fastify.delete(
    '/ticket-tags/:ticketId',
    {
      schema: {
        tags,
        summary: 'Take every tag off a ticket',
        params: TicketRefSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await clearTicketTags(request.em, realtime, request.caller, request.params.ticketId)
      return { message: 'tags removed' }
    },
  )

  fastify.delete(
    '/ticket-tags/:ticketId/:tagId',
    {
      schema: {
        tags,
        summary: 'Take one tag off a ticket',
        params: TicketTagParamsSchema,
        response: { 200: TicketTagAnswerSchema },
      },
    },
    async (request) => {
      const { ticketId, tagId } = request.params
      await removeTicketTag(request.em, realtime, request.caller, ticketId, tagId)
      return { ticketId, tagId }
    },
  )
}
