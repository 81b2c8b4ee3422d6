import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  MessageAnswerSchema,
  TicketNoteBodySchema,
  TicketNoteListQuerySchema,
  TicketNoteSchema,
} from './schemas.ts'
import { addTicketNote, listTicketNotes, removeTicketNote } from './ticket-notes.ts'

const tags = ['ticket-notes']

/** Internal notes on a ticket (inbox.md §3 Ticket note, §7 Notes). */
export const ticketNoteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ticket-notes',
    {
      schema: {
        tags,
        summary: 'Add a note to a ticket',
        body: TicketNoteBodySchema,
        response: { 201: TicketNoteSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addTicketNote(request.em, request.caller, request.body)),
  )

  fastify.get(
    '/ticket-notes/list',
    {
      schema: {
        tags,
        summary: "A ticket's notes with their authors, newest first",
        querystring: TicketNoteListQuerySchema,
        response: { 200: Type.Array(TicketNoteSchema) },
      },
    },
    async (request) => listTicketNotes(request.em, request.caller, request.query),
  )

  fastify.delete(
    '/ticket-notes/:id',
    {
      schema: {
        tags,
        summary: 'Delete a note (its author, or an admin)',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await removeTicketNote(request.em, request.caller, request.params.id)
      return { message: 'note deleted' }
    },
  )
}
