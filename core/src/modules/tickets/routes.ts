import { AppError, listAnswerSchema, pageOf, sendPage, type TypeBoxDecodeProvider } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { closeAllTickets } from './close-all-tickets.ts'
import { createTicket } from './create-ticket.ts'
import { type ITicket, Ticket } from './entities.ts'
import { kanbanRoutes } from './kanban-routes.ts'
import {
  CloseAllAnswerSchema,
  CloseAllBodySchema,
  MessageAnswerSchema,
  TicketCreateBodySchema,
  TicketIdSchema,
  TicketListQuerySchema,
  TicketUpdateBodySchema,
  TicketUuidSchema,
  TicketViewSchema,
} from './schemas.ts'
import { emitTicketDelete, emitTicketUpdate } from './ticket-events.ts'
import type { TicketHooks } from './ticket-hooks.ts'
import { listTickets, ticketPageSize } from './ticket-list.ts'
import { ticketListOptionsOf } from './ticket-list-query.ts'
import { ticketLogRoutes } from './ticket-log-routes.ts'
import { logTicket } from './ticket-logs.ts'
import { ticketNoteRoutes } from './ticket-note-routes.ts'
import { ticketViewsFor } from './ticket-privacy.ts'
import { ticketTagRoutes } from './ticket-tag-routes.ts'
import { loadTicketViews, type TicketView } from './ticket-view.ts'
import { findVisibleTicket, loadViewer } from './ticket-visibility.ts'
import { updateTicket } from './update-ticket.ts'
import { assertWorkHours } from './work-hours.ts'

const tags = ['tickets']
const adminOnly = { access: { profile: 'admin' as const } }

/** Views of tickets as the caller may read them (numbers masked for profile users under LGPD). */
async function viewsFor(request: FastifyRequest, tickets: ITicket[]): Promise<TicketView[]> {
  return ticketViewsFor(request.em, request.caller, await loadTicketViews(request.em, tickets))
}

async function viewFor(request: FastifyRequest, ticket: ITicket): Promise<TicketView> {
  const [view] = await viewsFor(request, [ticket])
  return view!
}

/** Tickets (inbox.md §2, §4, §7): the inbox list, one ticket, creation, transitions, deletion. */
export const ticketRoutes: FastifyPluginAsyncTypebox<TicketHooks> = async (instance, hooks) => {
  const fastify = instance.withTypeProvider<TypeBoxDecodeProvider>()
  const { kernel } = fastify

  fastify.get(
    '/tickets',
    {
      schema: {
        tags,
        summary:
          'The inbox list, in the caller scope (searchParam/pageNumber or react-admin range/sort/filter)',
        querystring: TicketListQuerySchema,
        response: { 200: listAnswerSchema('tickets', TicketViewSchema) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query, { pageSize: ticketPageSize, sortable: ['updatedAt', 'id'] })
      const options = ticketListOptionsOf(request.query, page, request.caller)
      const viewer = await loadViewer(request.em, request.caller)
      const listed = await listTickets(request.em, request.caller.companyId, viewer, options)
      const views = await viewsFor(request, listed.tickets)
      if (page.style === 'react-admin') return sendPage(reply, page, 'tickets', views, listed.count)
      return { tickets: views, count: listed.count, hasMore: listed.hasMore }
    },
  )

  fastify.get(
    '/tickets/u/:uuid',
    {
      schema: {
        tags,
        summary: 'One ticket with its contact, by uuid (what /tickets/{uuid} opens)',
        params: TicketUuidSchema,
        response: { 200: TicketViewSchema },
      },
    },
    async (request) => {
      const { em, caller } = request
      const ticket = await findVisibleTicket(em, caller, { uuid: request.params.uuid })
      if (ticket.userId === caller.userId) {
        // The owner opening the conversation has read it.
        if (ticket.unreadMessages > 0) {
          ticket.unreadMessages = 0
          await em.flush()
          await emitTicketUpdate(kernel.realtime, em, ticket)
        }
      } else {
        // Looking into someone else's (or a waiting) conversation is recorded on its timeline.
        logTicket(em, ticket, { type: 'access', userId: caller.userId, queueId: ticket.queueId })
        await em.flush()
      }
      return viewFor(request, ticket)
    },
  )

  fastify.get(
    '/tickets/:id',
    {
      schema: { tags, summary: 'One ticket', params: TicketIdSchema, response: { 200: TicketViewSchema } },
    },
    async (request) =>
      viewFor(request, await findVisibleTicket(request.em, request.caller, { id: request.params.id })),
  )

  fastify.post(
    '/tickets',
    {
      schema: {
        tags,
        summary: 'Open a ticket for a contact (the caller owns it when open)',
        description:
          'A contact with a working ticket on that connection answers 409 ERR_OTHER_OPEN_TICKET with details ' +
          "{ ticketId, uuid, status, userId, user, queueId, queue }; when that ticket is the caller's own it is returned (200).",
        body: TicketCreateBodySchema,
        response: { 200: TicketViewSchema, 201: TicketViewSchema },
      },
    },
    async (request, reply) => {
      await assertWorkHours(request.em, kernel.clock, request.caller)
      const { ticket, created } = await createTicket(request.em, request.caller, request.body)
      if (created) await emitTicketUpdate(kernel.realtime, request.em, ticket)
      return reply.status(created ? 201 : 200).send(await viewFor(request, ticket))
    },
  )

  fastify.put(
    '/tickets/:id',
    {
      schema: {
        tags,
        summary: 'Accept, return to queue, resolve, ignore, reopen or transfer a ticket (inbox.md §4)',
        params: TicketIdSchema,
        body: TicketUpdateBodySchema,
        response: { 200: TicketViewSchema },
      },
    },
    async (request) => {
      const ticket = await updateTicket(
        { kernel, em: request.em, caller: request.caller, log: request.log, hooks },
        request.params.id,
        request.body,
      )
      return viewFor(request, ticket)
    },
  )

  fastify.delete(
    '/tickets/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Delete a ticket with its messages, notes and timeline (admins)',
        params: TicketIdSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      const ticket = await request.em.findOne(Ticket, { id: request.params.id })
      if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND')
      await request.em.nativeDelete(Ticket, { id: ticket.id })
      emitTicketDelete(kernel.realtime, ticket)
      return { message: 'ticket deleted' }
    },
  )

  fastify.post(
    '/tickets/closeAll',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Close every working ticket of a status and queues, without farewell (admins)',
        body: CloseAllBodySchema,
        response: { 200: CloseAllAnswerSchema },
      },
    },
    async (request) => {
      const closed = await closeAllTickets(request.em, kernel.realtime, request.caller, {
        status: request.body.status,
        queueIds: request.body.selectedQueueIds,
      })
      return { message: 'tickets closed', closed }
    },
  )

  await fastify.register(ticketLogRoutes)
  await fastify.register(kanbanRoutes)
  await fastify.register(ticketNoteRoutes)
  await fastify.register(ticketTagRoutes)
}
