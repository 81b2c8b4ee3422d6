import { AppError, type TypeBoxDecodeProvider } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { companyTimeZone, dayIn } from '../settings/index.ts'
import { KanbanQuerySchema, TicketViewSchema } from './schemas.ts'
import { listTickets } from './ticket-list.ts'
import { ticketViewsFor } from './ticket-privacy.ts'
import { loadTicketViews } from './ticket-view.ts'
import { loadViewer } from './ticket-visibility.ts'

/** Cards per page of the board; the board asks for more pages while `hasMore`. */
const kanbanPageSize = 200

/**
 * The kanban board's tickets (administration.md §2 Tags and kanban, §7): the working tickets
 * (open and waiting) the caller may see, active between two days, in the chosen queues, newest
 * activity first, each with its contact, connection, attendant and tags, so the board can put it
 * in the default lane (no kanban tag) or in its tags' lanes. Admins see every attendant's tickets.
 */
export const kanbanRoutes: FastifyPluginAsyncTypebox = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxDecodeProvider>()
  fastify.get(
    '/ticket/kanban',
    {
      config: { access: { planFlag: 'useKanban' } },
      schema: {
        tags: ['tickets'],
        summary: 'Working tickets for the kanban board, by queues and days of last activity',
        querystring: KanbanQuerySchema,
        response: {
          200: Type.Object({
            tickets: Type.Array(TicketViewSchema),
            count: Type.Integer(),
            hasMore: Type.Boolean(),
          }),
        },
      },
    },
    async (request) => {
      const { em, caller, query } = request
      // Today in the company's time zone, as the board's date inputs default to it.
      const timeZone = await companyTimeZone(em, caller.companyId)
      const from = query.startDate ?? dayIn(fastify.kernel.clock.now(), timeZone)
      const to = query.endDate ?? from
      if (to < from) {
        throw new AppError('ERR_VALIDATION', {
          fields: [{ field: 'endDate', message: 'must not be before startDate' }],
        })
      }
      const page = query.pageNumber ?? 1
      const viewer = await loadViewer(em, caller)
      const listed = await listTickets(em, caller.companyId, viewer, {
        statuses: ['open', 'pending'],
        queueIds: query.queueIds,
        updatedBetween: { from, to },
        timeZone,
        showAll: caller.profile === 'admin' || caller.super,
        offset: (page - 1) * kanbanPageSize,
        limit: kanbanPageSize,
      })
      const views = await ticketViewsFor(em, caller, await loadTicketViews(em, listed.tickets))
      return { tickets: views, count: listed.count, hasMore: listed.hasMore }
    },
  )
}
